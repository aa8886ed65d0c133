// A start rule of a format's grammar: its minimal DFA (decoded on first use) decides, and, when a
// value fails, the grammar's diagnostics tables say where and what was expected. Nothing here imports
// a URI variant or src/syntax/is-valid.ts: a format's bundle holds its own grammar only.
import { diagnosticsOf, recognizerOf } from "../automata/decoded.js";
import type { Recognizer } from "../automata/engines.js";
import type { PackedDiagnostics, PackedRecognizer } from "../automata/format.js";
import { quote as show } from "../syntax/escape.js";
import { problem, type FormatProblem } from "./problem.js";

export class GrammarRule {
  #recognizer: Recognizer | undefined;
  #start = 0;

  constructor(
    readonly packed: PackedRecognizer,
    readonly rule: string,
  ) {}

  #compiled(): Recognizer {
    if (this.#recognizer === undefined) {
      this.#recognizer = recognizerOf(this.packed);
      const start = this.#recognizer.start(this.rule);
      if (start === undefined) throw new Error(`no start rule ${this.rule}`);
      this.#start = start;
    }
    return this.#recognizer;
  }

  /** Whether the whole value is in the rule's language. */
  test(value: string): boolean {
    return this.#compiled().test(value, this.#start);
  }

  /** Whether value[from, to) is in the rule's language. */
  testPart(value: string, from: number, to: number): boolean {
    return this.#compiled().stop(value, this.#start, from, to) === null;
  }

  /** Where the value stops being in the rule's language (-1: it is in it). */
  stopOffset(value: string): number {
    const stop = this.#compiled().stop(value, this.#start);
    return stop === null ? -1 : stop.offset;
  }

  /**
   * Why the value is not in the rule's language: the offset where the automaton stops, the innermost
   * rule (with a section) that every reading alive there is in, and what they expected (from the
   * grammar's diagnostics tables, passed here so that a bundle without explanations leaves them
   * out). Undefined when the value is in it.
   */
  problem(value: string, diagnostics: PackedDiagnostics): FormatProblem | undefined {
    const recognizer = this.#compiled();
    const stop = recognizer.stop(value, this.#start);
    if (stop === null) return undefined;
    const tables = diagnosticsOf(diagnostics);
    const expected = new Set<string>();
    let shared: readonly string[] | null = null;
    for (const id of tables.expect[stop.state] ?? []) {
      const item = tables.items[id]!;
      const stack = tables.stacks[item.stack]!;
      if (stack[0] !== this.rule) continue;
      expected.add(
        item.kind === "rule"
          ? item.text
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
    if (recognizer.accepts(stop.state) && stop.offset < value.length) expected.add("end of input");
    let rule = this.rule;
    let section = tables.sections.get(this.rule) ?? "";
    for (const name of [...(shared ?? [])].reverse()) {
      const s = tables.sections.get(name);
      if (s !== undefined) {
        rule = name;
        section = s;
        break;
      }
    }
    const found =
      stop.offset < value.length
        ? show(String.fromCodePoint(value.codePointAt(stop.offset)!))
        : "end of input";
    const list = [...expected];
    const wanted =
      list.length === 0
        ? "nothing more"
        : list.length === 1
          ? list[0]!
          : `${list.slice(0, -1).join(", ")} or ${list.at(-1)}`;
    return problem(stop.offset, rule, section, `expected ${wanted}, found ${found}`);
  }
}
