// The ABNF side of a check where the rule reaches recursion: the context-free recognizer
// (compiler/standalone/earley.ts) for verdicts, where an input fails and what was expected there,
// and the rules an accepting reading is in at an offset (from its parse tree). What
// compiler/peg/abnf-side.ts gives from the rule's NFA for a regular rule.
import { classOf, decodeAlphabet, decodeRow, decodeStates } from "../../automata/format.js";
import type { AbnfGrammar } from "../ast.js";
import type { Ranges } from "../charset.js";
import { compileContextFree } from "../index.js";
import {
  type ContextFreeEngine,
  describeExpected,
  makeContextFree,
  type PackedContextFree,
} from "../standalone/earley.js";

/**
 * The character classes of a context-free recognizer's tables: the code points its minimal DFAs
 * never tell apart, as ranges (symbols of calls and ends left out). Two inputs that differ only by
 * members of a class get the same verdict, so one member speaks for all.
 */
export function classRanges(packed: PackedContextFree, rule?: number): Ranges[] {
  const alphabet = decodeAlphabet(packed);
  const merged = rule === undefined ? null : mergedClasses(packed, rule);
  const out: [number, number][][] = Array.from({ length: alphabet.classes }, () => []);
  const push = (cls: number, a: number, b: number) => {
    const list = out[merged === null ? cls : merged[cls]!]!;
    const last = list[list.length - 1];
    if (last !== undefined && last[1] === a - 1) last[1] = b;
    else list.push([a, b]);
  };
  for (let c = 0; c < 128; c++) push(alphabet.ascii[c]!, c, c);
  const starts = alphabet.rangeStarts;
  for (let i = 0; i < starts.length; i++) {
    const a = starts[i]!;
    if (a > 0x10ffff) break;
    const b = Math.min(i + 1 < starts.length ? starts[i + 1]! - 1 : 0x10ffff, 0x10ffff);
    push(alphabet.rangeClasses[i]!, a, b);
  }
  return out.filter((ranges) => ranges.length > 0);
}

/**
 * The classes the automata of one rule, and of the rules it calls, tell apart: classes whose columns
 * are the same in every state those reach are one (a grammar's other rules may tell them apart, not
 * this one). For each class, the class it is merged into.
 */
function mergedClasses(packed: PackedContextFree, rule: number): number[] {
  const { lines } = decodeStates(packed.states);
  const K = packed.classes;
  const rows = new Map<number, Int32Array>();
  const row = (s: number) => {
    let r = rows.get(s);
    if (r === undefined) rows.set(s, (r = decodeRow(lines[s]!, K, 0).target));
    return r;
  };
  // The columns of calls: a state that reads CALL(k) reaches rule k's start.
  const callColumn = new Map<number, number>();
  const alphabet = decodeAlphabet(packed);
  packed.rules.forEach((_, k) => callColumn.set(classOf(alphabet, 0x110000 + 2 * k), k));
  const seen = new Set<number>();
  const queue = [packed.entries[rule]!];
  while (queue.length > 0) {
    const s = queue.pop()!;
    if (seen.has(s)) continue;
    seen.add(s);
    const r = row(s);
    for (let c = 0; c < K; c++) {
      if (r[c]! < 0) continue;
      queue.push(r[c]!);
      const k = callColumn.get(c);
      if (k !== undefined) queue.push(packed.entries[k]!);
    }
  }
  const states = [...seen].sort((a, b) => a - b);
  const index = new Map<string, number>();
  return Array.from({ length: K }, (_, c) => {
    const key = c === 0 ? "" : states.map((s) => row(s)[c]).join(",");
    let id = index.get(key);
    if (id === undefined) index.set(key, (id = c));
    return id;
  });
}

/** Where an input fails on one side, as a report shows it. */
export interface Stop {
  offset: number;
  expected: string[];
  /** The rules of the first expected item, outermost first. */
  stack: string[];
}

/** The context-free tables of many rules of a grammar, compiled once, and their engine. */
export interface SharedTables {
  readonly packed: PackedContextFree;
  readonly engine: ContextFreeEngine;
}

/** The tables of `rules` (every one a start rule, so every one called: small automata, made once). */
export function sharedTables(grammar: AbnfGrammar, rules: readonly string[], trees: boolean): SharedTables {
  const packed = compileContextFree(grammar, rules, { trees });
  return { packed, engine: makeContextFree(packed) };
}

export class CfSide {
  readonly packed: PackedContextFree;
  readonly engine: ContextFreeEngine;
  readonly index: number;

  constructor(
    tables: SharedTables,
    readonly rule: string,
  ) {
    this.packed = tables.packed;
    this.engine = tables.engine;
    const index = (this.packed.starts as Record<string, number>)[rule];
    if (index === undefined) throw new Error(`internal error: ${rule} is not in the shared tables`);
    this.index = index;
  }

  accepts(input: string): boolean {
    return this.engine.test(input, this.index);
  }

  /** null when the input matches; else where it fails, what was expected, and in which rules. */
  stop(input: string): Stop | null {
    const failure = this.engine.failure(input, this.index);
    if (failure === null) return null;
    const items = this.packed.diagnostics.items.split("\n");
    const stacks = this.packed.diagnostics.stacks.split("\n");
    // The stack of the first expected item of the rule itself (the tables hold every rule's).
    const first = failure.expected.find(
      (id) => stacks[parseInt(items[id]!, 36)]!.split(" ")[0] === this.rule,
    );
    const stackId =
      first === undefined ? -1 : parseInt(items[first]!.slice(0, items[first]!.indexOf(" ")), 36);
    return {
      offset: failure.offset,
      expected: describeExpected(this.packed, failure.expected),
      stack: stackId < 0 ? [this.rule] : stacks[stackId]!.split(" "),
    };
  }

  /** The rules an accepting reading is in at the character at `offset` (outermost first). */
  stackAt(input: string, offset: number): string[] {
    const tree = this.engine.tree(input, this.index);
    if (tree === null) return [this.rule];
    const out = [tree.rule];
    for (let node = tree; ;) {
      const child =
        node.children.find((c) => c.from <= offset && offset < c.to) ??
        node.children.find((c) => c.to === offset && c.from < offset);
      if (child === undefined) return out;
      out.push(child.rule);
      node = child;
    }
  }
}
