// The fast path: running the automata that scripts/abnf/to-dfa.ts compiles from the ABNF
// (generated/<grammar>.dfa.cjs). One table lookup per character, in a loop: time and memory are
// linear in the input at any length, with no stack and no backtracking.
//
// Characters are read as code points (a surrogate pair is one character, as in a regular
// expression with the "u" flag; a lone surrogate is a character of its own, which no URI or IRI
// rule takes). Offsets stay UTF-16 offsets, so components are slices of the input.

import { COMPONENT_ORDER, SPANS_LENGTH, spanOf, type Spans } from "./components.js";

/** What both automata store: the alphabet, the transition table and the accepting states. */
export interface AutomatonData {
  /** Classes: of each code point below 128; from 128 up, interval starts and their classes. */
  readonly ascii: readonly number[];
  readonly starts: readonly number[];
  readonly ids: readonly number[];
  readonly classes: number;
  /** next[state * classes + class], -1 where the input is rejected (as runs, see decodeRuns). */
  readonly next: string;
  readonly accept: readonly number[];
}

/** A rule's automata as the generated module stores them: the minimal recognizer, and the splitter. */
export interface DfaData extends AutomatonData {
  readonly splitter: SplitterData | null;
}

/** The tagged DFA: the same language, with register operations that record where components start and end. */
export interface SplitterData extends AutomatonData {
  readonly components: readonly string[];
  readonly registers: number;
  /** Distinct operation lists: [register, source] pairs (source -1: the current offset). */
  readonly opLists: readonly (readonly number[])[];
  /** opOf[transition]: 1 + the index of its list in opLists; 0: none (as runs). */
  readonly opOf: string;
  /** finals[state * tags + tag]: the register holding the tag, -1 if unset, -2 for the input's length (as runs). */
  readonly finals: string;
}

/** A table stored as runs (scripts/abnf/emit.ts: "v" or "v*n", base 36, comma-separated). */
export function decodeRuns(text: string): Int32Array {
  const values: number[] = [];
  for (const item of text.split(",")) {
    const star = item.indexOf("*");
    if (star < 0) values.push(parseInt(item, 36));
    else {
      const value = parseInt(item.slice(0, star), 36);
      for (let n = parseInt(item.slice(star + 1), 36); n > 0; n--) values.push(value);
    }
  }
  return Int32Array.from(values);
}

/** The decoded alphabet and table, shared by both automata. */
abstract class Automaton {
  readonly starts: Int32Array;
  readonly ids: Int32Array;
  readonly classes: number;
  protected readonly next: Int32Array;
  protected readonly accept: Uint8Array;

  constructor(data: AutomatonData) {
    this.starts = Int32Array.from(data.starts);
    this.ids = Int32Array.from(data.ids);
    this.classes = data.classes;
    this.next = decodeRuns(data.next);
    this.accept = Uint8Array.from(data.accept);
  }
}

/** The code point at i, whose first code unit is c: a surrogate pair is one code point, a lone surrogate its own. */
function codePointAt(input: string, i: number, c: number): number {
  if (c >= 0xd800 && c <= 0xdbff && i + 1 < input.length) {
    const d = input.charCodeAt(i + 1);
    if (d >= 0xdc00 && d <= 0xdfff) return ((c - 0xd800) << 10) + (d - 0xdc00) + 0x10000;
  }
  return c;
}

/** The class of a code point ≥ 128: the last interval that starts at or below it. */
function classOf(alphabet: Automaton, code: number): number {
  const starts = alphabet.starts;
  let lo = 0;
  let hi = starts.length - 1;
  if (hi < 0 || code < starts[0]!) return 0;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (starts[mid]! <= code) lo = mid;
    else hi = mid - 1;
  }
  return alphabet.ids[lo]!;
}

/** next for ASCII, indexed by state * 128 + code: one lookup per character instead of two. */
function asciiTable(next: Int32Array, ascii: readonly number[], classes: number, states: number): Int16Array {
  // 16 bits a state (the generator stops at 20,000 states): the table of RFC 3986's URI is 46 KB,
  // half of what 32 bits would take, which keeps more of it in the first-level cache.
  const table = new Int16Array(states * 128);
  for (let s = 0; s < states; s++)
    for (let c = 0; c < 128; c++) table[s * 128 + c] = next[s * classes + ascii[c]!]!;
  return table;
}

export class Recognizer extends Automaton {
  private readonly asciiNext: Int16Array;

  constructor(data: AutomatonData) {
    super(data);
    this.asciiNext = asciiTable(this.next, data.ascii, data.classes, data.accept.length);
  }

  /** Whether the whole input is in the rule's language. */
  test(input: string): boolean {
    // ASCII only, so that the loop's index only ever steps by one (which lets the compiler drop
    // the bounds checks); the first character from 128 up hands over to testFrom.
    const asciiNext = this.asciiNext;
    const n = input.length;
    let s = 0;
    for (let i = 0; i < n; i++) {
      const c = input.charCodeAt(i);
      if (c >= 128) return this.testFrom(input, i, s);
      s = asciiNext[(s << 7) | c]!;
      if (s < 0) return false;
    }
    return this.accept[s] === 1;
  }

  /** test's loop from offset i in state s, on any code point (a surrogate pair is one). */
  private testFrom(input: string, i: number, s: number): boolean {
    const asciiNext = this.asciiNext;
    const n = input.length;
    for (; i < n; i++) {
      const c = input.charCodeAt(i);
      if (c < 128) s = asciiNext[(s << 7) | c]!;
      else {
        const code = codePointAt(input, i, c);
        if (code > 0xffff) i++;
        s = this.next[s * this.classes + classOf(this, code)]!;
      }
      if (s < 0) return false;
    }
    return this.accept[s] === 1;
  }
}

export class Splitter extends Automaton {
  readonly components: readonly string[];
  /**
   * For ASCII, both lookups of a step in one: asciiStep[state * 128 + code] holds the next state in
   * its low 16 bits (0xffff: rejected) and where the transition's operations start in its high bits.
   */
  private readonly asciiStep: Int32Array;
  /** opAt[transition]: where its operations start in `ops` (a count, then pairs); 0: none. */
  private readonly opAt: Int32Array;
  private readonly ops: Int32Array;
  /**
   * finals[state * SPANS_LENGTH + k]: where entry k of the Spans (COMPONENT_ORDER's start and end
   * offsets) comes from when the input ends in this state: a register, -1 (undefined) or -2 (the
   * input's length). The generated table is per tag of `components`; it is laid out in
   * COMPONENT_ORDER here, once, so that split() writes Spans directly.
   */
  private readonly finals: Int32Array;
  /** Scratch registers, reused: the loop below calls nothing that could re-enter it. */
  private readonly registers: Int32Array;
  private readonly spans: Spans = new Int32Array(SPANS_LENGTH);

  constructor(data: SplitterData) {
    super(data);
    this.components = data.components;
    // ops holds each list as a count and its pairs; ops[0] is a placeholder, so that 0 can mean
    // "no operations" in opAt.
    const ops = [0];
    const listAt = data.opLists.map((pairs) => {
      const at = ops.length;
      ops.push(pairs.length / 2, ...pairs);
      return at;
    });
    this.opAt = decodeRuns(data.opOf).map((id) => (id === 0 ? 0 : listAt[id - 1]!));
    this.ops = Int32Array.from(ops);
    const states = data.accept.length;
    if (states >= 0xffff || ops.length >= 0x8000)
      throw new RangeError(`tagged DFA too large to pack: ${states} states, ${ops.length} operation words`);
    this.asciiStep = new Int32Array(states * 128);
    for (let st = 0; st < states; st++)
      for (let c = 0; c < 128; c++) {
        const t = st * this.classes + data.ascii[c]!;
        const target = this.next[t]!;
        this.asciiStep[st * 128 + c] = (this.opAt[t]! << 16) | (target < 0 ? 0xffff : target);
      }
    const unknown = data.components.filter((c) => !(COMPONENT_ORDER as readonly string[]).includes(c));
    if (unknown.length > 0) throw new RangeError(`tagged DFA with unknown components: ${unknown.join(", ")}`);
    const tags = data.components.length * 2;
    const byTag = decodeRuns(data.finals);
    this.finals = new Int32Array(states * SPANS_LENGTH).fill(-1);
    for (let st = 0; st < states; st++)
      data.components.forEach((name, k) => {
        const at = st * SPANS_LENGTH + spanOf(name);
        this.finals[at] = byTag[st * tags + 2 * k]!;
        this.finals[at + 1] = byTag[st * tags + 2 * k + 1]!;
      });
    this.registers = new Int32Array(data.registers);
  }

  /**
   * Where the components of the input are, as Spans (written into `out`, or into an array of the
   * splitter's own that the next call reuses); null when the input is not in the language.
   */
  split(input: string, out: Spans = this.spans): Spans | null {
    // ASCII only, as in Recognizer.test; the first character from 128 up hands over to splitFrom.
    const asciiStep = this.asciiStep;
    const n = input.length;
    let s = 0;
    for (let i = 0; i < n; i++) {
      const c = input.charCodeAt(i);
      if (c >= 128) return this.splitFrom(input, i, s, out);
      const step = asciiStep[(s << 7) | c]!;
      s = step & 0xffff;
      if (s === 0xffff) return null;
      const at = step >>> 16;
      if (at !== 0) this.run(at, i);
    }
    return this.finish(s, n, out);
  }

  /** split's loop from offset i in state s, on any code point (a surrogate pair is one). */
  private splitFrom(input: string, i: number, s: number, out: Spans): Spans | null {
    const asciiStep = this.asciiStep;
    const n = input.length;
    for (; i < n; i++) {
      const c = input.charCodeAt(i);
      const offset = i;
      let at: number;
      if (c < 128) {
        const step = asciiStep[(s << 7) | c]!;
        s = step & 0xffff;
        if (s === 0xffff) return null;
        at = step >>> 16;
      } else {
        const code = codePointAt(input, i, c);
        if (code > 0xffff) i++;
        const t = s * this.classes + classOf(this, code);
        s = this.next[t]!;
        if (s < 0) return null;
        at = this.opAt[t]!;
      }
      if (at !== 0) this.run(at, offset);
    }
    return this.finish(s, n, out);
  }

  /**
   * The operations of a transition (the list at `at` in ops), on the character at `offset`: they
   * write the offset where this character starts (tags are written one character late).
   */
  private run(at: number, offset: number): void {
    const ops = this.ops;
    const registers = this.registers;
    const end = at + 1 + 2 * ops[at]!;
    for (let j = at + 1; j < end; j += 2) {
      const source = ops[j + 1]!;
      registers[ops[j]!] = source < 0 ? offset : registers[source]!;
    }
  }

  /** The spans, when the input ended in state s after n code units; null when s is not accepting. */
  private finish(s: number, n: number, out: Spans): Spans | null {
    if (this.accept[s] !== 1) return null;
    const registers = this.registers;
    const finals = this.finals;
    const at = s * SPANS_LENGTH;
    for (let k = 0; k < SPANS_LENGTH; k += 2) {
      const from = finals[at + k]!;
      const to = finals[at + k + 1]!;
      const start = from === -1 ? -1 : from === -2 ? n : registers[from]!;
      const end = to === -1 ? -1 : to === -2 ? n : registers[to]!;
      // A component is defined when both of its ends were recorded.
      if (start < 0 || end < 0) out[k] = out[k + 1] = -1;
      else {
        out[k] = start;
        out[k + 1] = end;
      }
    }
    return out;
  }
}
