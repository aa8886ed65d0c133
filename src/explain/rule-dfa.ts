// One rule's minimal DFA, read out of a grammar's recognizer (generated/<grammar>.automata.ts: one
// minimal DFA for all the start rules, a start state each). The states reachable from the rule's
// start state are that rule's minimal DFA: no two of them accept the same language (the whole
// automaton is minimal), and the rejecting state is left out. Its characters are grouped into the
// classes this rule tells apart (the grammar's classes that lead every state of the rule to the same
// place are one class here), and its states numbered breadth first from 0, the start: what the
// explorer draws, tabulates and runs an input through ("a grammar becomes code").
import type { PackedRecognizer } from "../../automata/format.js";
import { quote } from "../syntax/escape.js";
import { dfaOf } from "./dfa.js";

export interface RuleClass {
  /** The characters of the class, as [from, to] code point ranges. */
  readonly ranges: readonly (readonly [number, number])[];
  /** The class as a reader writes it: '"/"', "[0-9A-Fa-f]", "any other character". */
  readonly text: string;
  /** A character of the class (the one a reader would rather see). */
  readonly example: string;
}

export interface RuleDfa {
  readonly rule: string;
  /** How many states (0 is the start), and which accept. */
  readonly states: number;
  readonly accepting: readonly boolean[];
  /** The classes of characters this rule tells apart; the last one may be "any other character"
   * (every character that no state takes). */
  readonly classes: readonly RuleClass[];
  /** next[s * classes.length + c]: the state after class c from state s, or -1 (rejected). */
  readonly next: Int32Array;
}

export interface DfaRun {
  /** The state before each code point and after the last (-1 once rejected): one more than the
   * code points read. */
  readonly states: readonly number[];
  /** The code points' UTF-16 offsets, and the class each one is in (-1 past a rejection). */
  readonly offsets: readonly number[];
  readonly classes: readonly number[];
  readonly accepted: boolean;
}

/** A set of code points as a reader writes it: a quoted character or a bracketed class. */
export function rangesText(ranges: readonly (readonly [number, number])[]): string {
  const char = (c: number) => {
    const q = quote(String.fromCodePoint(c)).slice(1, -1);
    return q === "]" || q === "-" || q === "^" ? "\\" + q : q;
  };
  const hex = (c: number) => `U+${c.toString(16).toUpperCase().padStart(4, "0")}`;
  if (ranges.length === 1 && ranges[0]![0] === ranges[0]![1])
    return quote(String.fromCodePoint(ranges[0]![0]));
  return `[${ranges
    .map(([a, b]) =>
      a === b
        ? a < 0x80
          ? char(a)
          : hex(a)
        : a < 0x80 && b < 0x80
          ? `${char(a)}-${char(b)}`
          : `${a < 0x80 ? char(a) : hex(a)}-${hex(b)}`,
    )
    .join("")}]`;
}

const built = new WeakMap<PackedRecognizer, Map<string, RuleDfa>>();

/** The minimal DFA of a start rule of a recognizer, or undefined when it is not one. */
export function ruleDfaOf(packed: PackedRecognizer, rule: string): RuleDfa | undefined {
  let byRule = built.get(packed);
  if (byRule === undefined) built.set(packed, (byRule = new Map()));
  const cached = byRule.get(rule);
  if (cached !== undefined) return cached;
  const dfa = dfaOf(packed);
  const start = dfa.start(rule);
  if (start === undefined) return undefined;
  // The states reachable from the start, breadth first.
  const order: number[] = [start];
  const number = new Map<number, number>([[start, 0]]);
  for (let i = 0; i < order.length; i++) {
    const row = dfa.row(order[i]!);
    for (let k = 0; k < dfa.classes; k++) {
      const t = row[k]!;
      if (t >= 0 && !number.has(t)) {
        number.set(t, order.length);
        order.push(t);
      }
    }
  }
  // The grammar's classes grouped by where they lead every state of the rule.
  const signature = (k: number) => order.map((s) => dfa.row(s)[k]!).join(" ");
  const groups = new Map<string, number[]>();
  for (let k = 0; k < dfa.classes; k++) {
    const sig = signature(k);
    let g = groups.get(sig);
    if (g === undefined) groups.set(sig, (g = []));
    g.push(k);
  }
  const dead = order.map(() => -1).join(" ");
  // Readable classes first (by their first character), "any other character" last.
  const entries = [...groups].sort(([sa, ka], [sb, kb]) => {
    if ((sa === dead) !== (sb === dead)) return sa === dead ? 1 : -1;
    return firstOf(dfa.members, ka) - firstOf(dfa.members, kb);
  });
  const classes: RuleClass[] = entries.map(([sig, ks]) => {
    const ranges = merge(ks.flatMap((k) => dfa.members[k]!));
    const example = ks.map((k) => dfa.representative[k]!).find((c) => c >= 0) ?? -1;
    return {
      ranges,
      text: sig === dead ? "any other character" : rangesText(ranges),
      example: example < 0 ? "" : String.fromCodePoint(example),
    };
  });
  const next = new Int32Array(order.length * classes.length);
  order.forEach((s, i) => {
    const row = dfa.row(s);
    entries.forEach(([, ks], c) => {
      const t = row[ks[0]!]!;
      next[i * classes.length + c] = t < 0 ? -1 : number.get(t)!;
    });
  });
  const result: RuleDfa = {
    rule,
    states: order.length,
    accepting: order.map((s) => dfa.accepts(s)),
    classes,
    next,
  };
  byRule.set(rule, result);
  return result;
}

function firstOf(members: readonly (readonly [number, number])[][], ks: number[]): number {
  return Math.min(...ks.map((k) => members[k]![0]?.[0] ?? Infinity));
}

function merge(ranges: readonly (readonly [number, number])[]): [number, number][] {
  const sorted = [...ranges].sort((a, b) => a[0] - b[0]);
  const out: [number, number][] = [];
  for (const [a, b] of sorted) {
    const last = out[out.length - 1];
    if (last !== undefined && a <= last[1] + 1) last[1] = Math.max(last[1], b);
    else out.push([a, b]);
  }
  return out;
}

/** The class of a code point in a rule's DFA. */
export function classIn(dfa: RuleDfa, code: number): number {
  for (let c = 0; c < dfa.classes.length; c++)
    for (const [a, b] of dfa.classes[c]!.ranges) if (code >= a && code <= b) return c;
  return dfa.classes.length - 1;
}

/** An input run through a rule's DFA, state by state. */
export function runDfa(dfa: RuleDfa, input: string): DfaRun {
  const states: number[] = [0];
  const offsets: number[] = [];
  const classes: number[] = [];
  let s = 0;
  for (let i = 0; i < input.length;) {
    const code = input.codePointAt(i)!;
    offsets.push(i);
    const c = s < 0 ? -1 : classIn(dfa, code);
    classes.push(c);
    s = s < 0 ? -1 : dfa.next[s * dfa.classes.length + c]!;
    states.push(s);
    i += code > 0xffff ? 2 : 1;
  }
  return { states, offsets, classes, accepted: s >= 0 && dfa.accepting[s]! };
}
