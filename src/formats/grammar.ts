// A start rule of a format's grammar: its minimal DFA (decoded on first use) decides, and, when a
// value fails, the grammar's diagnostics tables say where and what was expected. Nothing here imports
// a URI variant or src/syntax/is-valid.ts: a format's bundle holds its own grammar only.
import { diagnosticsOf, recognizerOf } from "../automata/decoded.js";
import type { Recognizer, Stop } from "../automata/engines.js";
import type { PackedDiagnostics, PackedRecognizer } from "../automata/format.js";
import { work } from "../semantics/work.js";
import { quote as show } from "../syntax/escape.js";
import { problem, type FormatProblem } from "./problem.js";

/** In the engine's ASCII table: a row not decoded yet (src/automata/engines.ts). */
const UNDECODED = -2;

/**
 * A grammar's ASCII transitions as GrammarRule.test reads them: the engine's table with each next
 * state times 128 (the offset of its row: no shift a character), REJECT for -1, and UNKNOWN for a
 * row the engine has not decoded yet (copied from the engine's when the loop first steps into it).
 * One per grammar; for an automaton of 510 states or less (every format grammar's: 344 at most).
 */
interface Rows {
  readonly next: Uint16Array;
  readonly accept: Uint8Array;
}
const REJECT = 0xffff;
const UNKNOWN = 0xfffe;
const ROWS = /* @__PURE__ */ new WeakMap<Recognizer, Rows | null>();

function rowsOf(engine: Recognizer): Rows | null {
  let rows = ROWS.get(engine);
  if (rows === undefined) {
    const { states, accept } = engine.tables;
    rows = states > 510 ? null : { next: new Uint16Array(states * 128).fill(UNKNOWN), accept };
    ROWS.set(engine, rows);
  }
  return rows;
}

/** Copies row `row` of the engine's ASCII table into `rows` if the engine has decoded it. */
function copyRow(engine: Recognizer, rows: Rows, row: number): boolean {
  const from = engine.asciiNext;
  const at = row << 7;
  if (from[at] === UNDECODED) return false;
  for (let c = 0; c < 128; c++) {
    const t = from[at | c]!;
    rows.next[at | c] = t < 0 ? REJECT : t << 7;
  }
  return true;
}

/**
 * What asciiRun says besides a state: the value has a code unit from 128 up, or is rejected (an
 * unknown row is -2 - its offset, a multiple of 128: never either).
 */
const WIDE = -1;
const REJECTED = -3;

/**
 * The loop of GrammarRule.test, a function of its own (so that the engine's path, inlined into
 * test, does not weigh on it): the state (times 128) the ASCII value ends in; REJECTED; WIDE when
 * a code unit is 128 or more (read as its low 7 bits meanwhile); or -2 - the offset of a row not
 * copied yet.
 */
function asciiRun(next: Uint16Array, start: number, value: string): number {
  const n = value.length;
  let s = start;
  let wide = 0;
  for (let i = 0; i < n; i++) {
    const c = value.charCodeAt(i);
    wide |= c;
    const t = next[s | (c & 0x7f)]!;
    if (t >= UNKNOWN) return wide >= 0x80 ? WIDE : t === REJECT ? REJECTED : -2 - s;
    s = t;
  }
  return wide >= 0x80 ? WIDE : s;
}

// The fields are TypeScript-private, not #private: V8 reads a #private field in test's loop setup
// about 15 ns slower a call (uri-template, 37 characters: 117 vs 103 ns of CPU).
export class GrammarRule {
  private recognizer: Recognizer | undefined;
  private start = 0;
  /** The grammar's rows (see Rows), null when the automaton is too large for them. */
  private rows: Rows | null = null;

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
      this.rows = rowsOf(this.recognizer);
    }
    return this.recognizer;
  }

  /**
   * Whether the whole value is in the rule's language. The engine's loop, for the values formats
   * meet most (ASCII, through rows already decoded), inlined here where it runs faster (each format
   * a call site of its own; test/formats/values.test.ts holds it to the engine's verdicts); any other
   * value goes to the engine. A code unit from 128 up is read as its low 7 bits, and noted: a value
   * that had one is the engine's to decide, whatever the table said.
   */
  test(value: string): boolean {
    work.units += value.length;
    if (this.recognizer === undefined) this.compiled();
    const rows = this.rows;
    if (rows === null) return this.engine(value);
    for (;;) {
      const s = asciiRun(rows.next, this.start << 7, value);
      if (s >= 0) return rows.accept[s >> 7] === 1;
      if (s === REJECTED) return false;
      // A row met for the first time (-2 - its offset): the engine's if decoded; else, and for a
      // value with a code unit from 128 up (WIDE), the engine decides.
      if (s === WIDE || !copyRow(this.recognizer!, rows, (-2 - s) >> 7)) return this.engine(value);
    }
  }

  private engine(value: string): boolean {
    return this.compiled().test(value, this.start, this.asciiOnly);
  }

  /** Whether value[from, to) is in the rule's language. */
  testPart(value: string, from: number, to: number): boolean {
    work.units += to - from;
    return this.compiled().stop(value, this.start, from, to, this.asciiOnly) === null;
  }

  /**
   * Where the automaton stops on the value (the offset of the first character no reading takes, and
   * the state before it); null when the value is in the rule's language.
   */
  stop(value: string): Stop | null {
    work.units += value.length;
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
