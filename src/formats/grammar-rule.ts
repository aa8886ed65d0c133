// A start rule of a format's grammar: its minimal DFA (decoded on first use) decides, and, when a
// value fails, the grammar's diagnostics tables say where and what was expected. Nothing here imports
// a URI variant or src/syntax/is-valid.ts: a format's bundle holds its own grammar only.
import { diagnosticsOf, recognizerOf } from "../../automata/decoded.js";
import type { Recognizer, Stop } from "../../automata/engines.js";
import type { PackedDiagnostics, PackedRecognizer } from "../../automata/format.js";
import { work } from "../semantics/work.js";
import { quote as show } from "../syntax/escape.js";
import { problem, type FormatProblem } from "./problem.js";

// The fields are TypeScript-private, not #private: V8 read a #private field in test about 15 ns
// slower a call (uri-template, 37 characters: 117 vs 103 ns of CPU).
export class GrammarRule {
  private recognizer: Recognizer | undefined;
  private start = 0;

  /**
   * `asciiOnly`: the rule's US-ASCII strings only (the automaton's transitions from 128 up left out),
   * what RFC 3987's IRI rules are when they stand for RFC 3986's URI rules (src/formats/uri.ts).
   */
  constructor(
    readonly packed: PackedRecognizer,
    readonly rule: string,
    readonly asciiOnly = false,
  ) {}

  private compiled(): Recognizer {
    if (this.recognizer === undefined) {
      this.recognizer = recognizerOf(this.packed);
      const start = this.recognizer.start(this.rule);
      if (start === undefined) throw new Error(`no start rule ${this.rule}`);
      this.start = start;
    }
    return this.recognizer;
  }

  /** Whether the whole value is in the rule's language. */
  test(value: string): boolean {
    meter: work.units += value.length;
    return (this.recognizer ?? this.compiled()).test(value, this.start, this.asciiOnly);
  }

  /** Whether value[from, to) is in the rule's language. */
  testPart(value: string, from: number, to: number): boolean {
    meter: work.units += to - from;
    return this.compiled().stop(value, this.start, from, to, this.asciiOnly) === null;
  }

  /**
   * Where the automaton stops on the value (the offset of the first character no reading takes, and
   * the state before it); null when the value is in the rule's language.
   */
  stop(value: string): Stop | null {
    meter: work.units += value.length;
    return this.compiled().stop(value, this.start, 0, value.length, this.asciiOnly);
  }

  /** Whether the automaton's state accepts (the value may end there). */
  accepts(state: number): boolean {
    return this.compiled().accepts(state);
  }

  /** Where the value stops being in the rule's language (-1: it is in it). */
  stopOffset(value: string): number {
    const stop = this.stop(value);
    return stop === null ? -1 : stop.offset;
  }
}

/**
 * Why the value is not in the rule's language: the offset where the automaton stops, the innermost
 * rule (with a section) that every reading alive there is in, and what they expected (from the
 * grammar's diagnostics tables, passed here so that a bundle without explanations leaves them out:
 * a function, not a method, so that a bundle that only tests values leaves this out too). Undefined
 * when the value is in it.
 */
export function grammarProblem(
  rule: GrammarRule,
  value: string,
  diagnostics: PackedDiagnostics,
  names?: ReadonlyMap<string, readonly [name: string, section: string] | null>,
): FormatProblem | undefined {
  const stop = rule.stop(value);
  if (stop === null) return undefined;
  const tables = diagnosticsOf(diagnostics);
  const expected = new Set<string>();
  let shared: readonly string[] | null = null;
  for (const id of tables.expect[stop.state] ?? []) {
    const item = tables.items[id]!;
    const stack = tables.stacks[item.stack]!;
    if (stack[0] !== rule.rule) continue;
    // Another grammar's names (`names`): a rule renamed, or left out (null) with what it covers.
    const renamed = item.kind === "rule" ? names?.get(item.text) : undefined;
    if (renamed === null) continue;
    expected.add(
      item.kind === "rule"
        ? (renamed?.[0] ?? item.text)
        : item.kind === "literal"
          ? show(item.text)
          : `[${item.ranges!.map(([a, b]) => (a === b ? show(String.fromCodePoint(a)).slice(1, -1) : `${show(String.fromCodePoint(a)).slice(1, -1)}-${show(String.fromCodePoint(b)).slice(1, -1)}`)).join("")}]`,
    );
    if (shared === null) shared = stack;
    else {
      let k = 0;
      while (k < shared.length && k < stack.length && shared[k] === stack[k]) k++;
      shared = shared.slice(0, k);
    }
  }
  if (rule.accepts(stop.state) && stop.offset < value.length) expected.add("end of input");
  let name = rule.rule;
  let section = tables.sections.get(rule.rule) ?? "";
  if (names?.get(name)) [name, section] = names.get(name)!;
  for (const inner of [...(shared ?? [])].reverse()) {
    const s = tables.sections.get(inner);
    // Renamed, a rule is where the other grammar's rule has a section (else look further out).
    const renamed = names?.get(inner);
    if (s === undefined || renamed === null || renamed?.[1] === "") continue;
    [name, section] = renamed ?? [inner, s];
    break;
  }
  const found =
    stop.offset < value.length ? show(String.fromCodePoint(value.codePointAt(stop.offset)!)) : "end of input";
  const list = [...expected];
  const wanted =
    list.length === 0
      ? "nothing more"
      : list.length === 1
        ? list[0]!
        : `${list.slice(0, -1).join(", ")} or ${list.at(-1)}`;
  return problem(stop.offset, name, section, `expected ${wanted}, found ${found}`);
}
