// The engines that run the automata compiler/ builds from the ABNF (decoded from
// generated/<grammar>.automata.ts by format.ts). One table lookup per character, in a loop: time and
// memory are linear in the input at any length, with no stack and no backtracking.
//
// Characters are read as code points (a surrogate pair is one character, as in a regular
// expression with the "u" flag; a lone surrogate is a character of its own, which no URI or IRI
// rule takes). Offsets stay UTF-16 offsets, so components are slices of the input.
import { COMPONENT_ORDER, SPANS_LENGTH, spanOf, type Spans } from "./spans.js";
import {
  AT_END,
  classOf,
  codePointAt,
  decodeRow,
  type RecognizerTables,
  type SplitterTables,
} from "./format.js";

/** In a table: the row of this state is not decoded yet (rejected is -1). */
const UNDECODED = -2;
/** In the splitter's ASCII table: a transition with operations (see Splitter.asciiStep). */
const WITH_OPERATIONS = -3;

/** Where a recognizer stopped: the offset of the first character no reading takes (or the input's length), and the state before it. */
export interface Stop {
  offset: number;
  state: number;
}

export class Recognizer {
  /**
   * next for ASCII, indexed by state * 128 + code: one lookup per character instead of two (read
   * by src/formats/grammar.ts's loop too; a row not decoded yet is -2). 16 bits a state (the table
   * of RFC 3986's start rules is 270 KB, half of what 32 bits would take); 32 for an automaton of
   * 32,767 states or more (a user's `1*65535DIGIT`).
   */
  readonly asciiNext: Int16Array | Int32Array;
  /** next[state * classes + class], for the code points from 128 up. */
  private readonly next: Int32Array;
  /** The decoded tables: the alphabet, the start states, which states accept, the rows' text. */
  readonly tables: RecognizerTables;

  constructor(tables: RecognizerTables) {
    this.tables = tables;
    this.asciiNext = (
      tables.states < 0x7fff ? new Int16Array(tables.states * 128) : new Int32Array(tables.states * 128)
    ).fill(UNDECODED);
    this.next = new Int32Array(tables.states * tables.classes).fill(UNDECODED);
  }

  /** Decodes state s's row into both tables (on its first step). */
  private decode(s: number): void {
    const { classes, ascii, lines } = this.tables;
    const { target } = decodeRow(lines[s]!, classes, 0);
    this.next.set(target, s * classes);
    for (let c = 0; c < 128; c++) this.asciiNext[s * 128 + c] = target[ascii[c]!]!;
  }

  /** The state after state s reads ASCII code c (-1: rejected). */
  private stepAscii(s: number, c: number): number {
    let t = this.asciiNext[(s << 7) | c]!;
    if (t === UNDECODED) {
      this.decode(s);
      t = this.asciiNext[(s << 7) | c]!;
    }
    return t;
  }

  /** The state after state s reads the code point `code` (-1: rejected). */
  private step(s: number, code: number): number {
    if (code < 128) return this.stepAscii(s, code);
    const at = s * this.tables.classes + classOf(this.tables, code);
    if (this.next[at] === UNDECODED) this.decode(s);
    return this.next[at]!;
  }

  /** The start state of a start rule, or undefined when the grammar has no such start rule. */
  start(rule: string): number | undefined {
    return this.tables.starts.get(rule);
  }

  /**
   * Whether the whole input is in the language of the rule that starts in state `start`; with
   * `asciiOnly`, of that language's US-ASCII strings (the automaton without its transitions from 128
   * up: RFC 3987 §2.2's IRI rules so restricted are RFC 3986's URI rules, src/formats/uri.ts).
   */
  test(input: string, start: number, asciiOnly = false): boolean {
    // ASCII only, so that the loop's index only ever steps by one (which lets the compiler drop
    // the bounds checks); the first character from 128 up hands over to testFrom. A state whose
    // row is not decoded yet reads as negative too, and is decoded off the fast path.
    const asciiNext = this.asciiNext;
    const n = input.length;
    let s = start;
    for (let i = 0; i < n; i++) {
      const c = input.charCodeAt(i);
      if (c >= 128) return !asciiOnly && this.testFrom(input, i, s);
      let t = asciiNext[(s << 7) | c]!;
      if (t < 0) {
        if (t !== UNDECODED) return false;
        t = this.stepAscii(s, c);
        if (t < 0) return false;
      }
      s = t;
    }
    return this.tables.accept[s] === 1;
  }

  /** Where scanLine stopped (see there). */
  scanned = 0;

  /**
   * The inner loop of `uri-grammar validate`, on a run of lines as bytes, each line read where it is:
   * reads the line from `from`, from the state `start`, up to its end (the LF, the CR of a CR LF, or
   * `to`, which a CR just before it also ends), and returns the state it ends in (the line is valid
   * when that state accepts), with `scanned` at that end. -1 when the recognizer rejects a byte of
   * the line or meets one over 0x7F (UTF-8: not one character a byte): `scanned` is then at that
   * byte, and the caller finds the line's end and reads the line as text.
   */
  scanLine(bytes: Uint8Array, start: number, from: number, to: number): number {
    const asciiNext = this.asciiNext;
    let s = start;
    for (let i = from; i < to; i++) {
      const c = bytes[i]!;
      if (c <= 13 && (c === 10 || (c === 13 && (i + 1 === to || bytes[i + 1] === 10)))) {
        this.scanned = i;
        return s;
      }
      if (c >= 128) {
        this.scanned = i;
        return -1;
      }
      let t = asciiNext[(s << 7) | c]!;
      if (t < 0) {
        if (t === UNDECODED) t = this.stepAscii(s, c);
        if (t < 0) {
          this.scanned = i;
          return -1;
        }
      }
      s = t;
    }
    this.scanned = to;
    return s;
  }

  /** test's loop from offset i in state s, on any code point (a surrogate pair is one). */
  private testFrom(input: string, i: number, s: number): boolean {
    const n = input.length;
    for (; i < n; i++) {
      const code = codePointAt(input, i, input.charCodeAt(i));
      if (code > 0xffff) i++;
      s = this.step(s, code);
      if (s < 0) return false;
    }
    return this.tables.accept[s] === 1;
  }

  /**
   * Where the input stops matching, reading input[from, to) from state `start`: the offset of the
   * first character that no reading of the rule takes, or `to` when the input ends in a state that
   * does not accept; null when the whole of it is accepted. With `asciiOnly`, no character from 128
   * up is taken (see test).
   */
  stop(input: string, start: number, from = 0, to = input.length, asciiOnly = false): Stop | null {
    let s = start;
    for (let i = from; i < to; i++) {
      const code = codePointAt(input, i, input.charCodeAt(i));
      const t = asciiOnly && code >= 128 ? -1 : this.step(s, code);
      if (t < 0) return { offset: i, state: s };
      s = t;
      if (code > 0xffff) i++;
    }
    return this.tables.accept[s] === 1 ? null : { offset: to, state: s };
  }

  /** Whether state s accepts (the input may end there). */
  accepts(state: number): boolean {
    return this.tables.accept[state] === 1;
  }
}

/**
 * The code points from 128 up that the rule starting in state `start` matches as a string of one
 * character: a predicate that reads the character's class (every code point of a class goes to the
 * same state, so one code point of each class decides it), or undefined when the rule matches none
 * of them. A function, not a method, so that a bundle that never normalizes leaves it out.
 */
export function nonAsciiCharacters(
  recognizer: Recognizer,
  start: number,
): ((code: number) => boolean) | undefined {
  const tables = recognizer.tables;
  const { rangeStarts } = tables;
  const matched = new Uint8Array(tables.classes);
  let any = false;
  // The first code point of each interval from 128 up; those below the first interval are class 0.
  const firsts = rangeStarts.length === 0 || rangeStarts[0]! > 128 ? [128, ...rangeStarts] : rangeStarts;
  for (const code of firsts)
    if (recognizer.test(String.fromCodePoint(code), start)) {
      matched[classOf(tables, code)] = 1;
      any = true;
    }
  if (!any) return undefined;
  return (code) => code >= 128 && matched[classOf(tables, code)] === 1;
}

export class Splitter {
  readonly components: readonly string[];
  private readonly tables: SplitterTables;
  /**
   * For ASCII, next[state * 128 + code] as in the Recognizer (16 bits, so that the rows the input
   * visits stay few cache lines): the next state when the transition has no operations, REJECTED,
   * UNDECODED, or WITH_OPERATIONS, which sends the step to asciiStep.
   */
  private readonly asciiNext: Int16Array;
  /**
   * For ASCII transitions with operations (a handful per input: where components begin and end):
   * the next state in the low 16 bits and where the operations start in the high bits.
   */
  private readonly asciiStep: Int32Array;
  /** For the code points from 128 up: next[transition] (UNDECODED before its row is decoded)... */
  private readonly next: Int32Array;
  /** ...and opAt[transition]: where its operations start in `ops` (a count, then pairs); 0: none. */
  private readonly opAt: Int32Array;
  private readonly ops: Int32Array;
  /** Where each operation list starts in `ops`. */
  private readonly listAt: readonly number[];
  /**
   * finals[state * SPANS_LENGTH + k]: where entry k of the Spans (COMPONENT_ORDER's start and end
   * offsets) comes from when the input ends in this state: a register, -1 (undefined) or -2 (the
   * input's length). The generated table is per tag of `components`; it is laid out in
   * COMPONENT_ORDER here, once, so that split() writes Spans directly.
   */
  private readonly finals: Int32Array;
  /** Scratch registers, reused: the loop below calls nothing that could re-enter it. */
  private readonly registers: Int32Array;

  constructor(tables: SplitterTables) {
    this.tables = tables;
    this.components = tables.components;
    // ops holds each list as a count and its pairs; ops[0] is a placeholder, so that 0 can mean
    // "no operations" in opAt.
    const ops = [0];
    this.listAt = tables.opLists.map((pairs) => {
      const at = ops.length;
      ops.push(pairs.length / 2, ...pairs);
      return at;
    });
    this.ops = Int32Array.from(ops);
    const states = tables.states;
    if (states >= 0x7fff || ops.length >= 0x8000)
      throw new RangeError(`tagged DFA too large to pack: ${states} states, ${ops.length} operation words`);
    this.asciiNext = new Int16Array(states * 128).fill(UNDECODED);
    this.asciiStep = new Int32Array(states * 128);
    this.next = new Int32Array(states * tables.classes).fill(UNDECODED);
    this.opAt = new Int32Array(states * tables.classes);
    const unknown = tables.components.filter((c) => !(COMPONENT_ORDER as readonly string[]).includes(c));
    if (unknown.length > 0) throw new RangeError(`tagged DFA with unknown components: ${unknown.join(", ")}`);
    this.finals = new Int32Array(states * SPANS_LENGTH).fill(-1);
    this.decoded = new Uint8Array(states);
    this.registers = new Int32Array(tables.registers);
  }

  /** Whether each state's row is decoded. */
  private readonly decoded: Uint8Array;

  /** Decodes state s's row: its transitions, their operations, and its final tags. */
  private decode(s: number): void {
    const { classes, ascii, lines, components } = this.tables;
    const row = decodeRow(lines[s]!, classes, components.length * 2);
    for (let k = 0; k < classes; k++) {
      this.next[s * classes + k] = row.target[k]!;
      this.opAt[s * classes + k] = row.op[k] === 0 ? 0 : this.listAt[row.op[k]! - 1]!;
    }
    for (let c = 0; c < 128; c++) {
      const k = ascii[c]!;
      const target = row.target[k]!;
      const at = this.opAt[s * classes + k]!;
      if (target < 0) this.asciiNext[s * 128 + c] = -1;
      else if (at === 0) this.asciiNext[s * 128 + c] = target;
      else {
        this.asciiNext[s * 128 + c] = WITH_OPERATIONS;
        this.asciiStep[s * 128 + c] = (at << 16) | target;
      }
    }
    if (row.finals.length > 0)
      components.forEach((name, k) => {
        const at = s * SPANS_LENGTH + spanOf(name);
        this.finals[at] = row.finals[2 * k]!;
        this.finals[at + 1] = row.finals[2 * k + 1]!;
      });
    this.decoded[s] = 1;
  }

  /** The start state of a start rule, or undefined when the rule has no components inside it. */
  start(rule: string): number | undefined {
    return this.tables.starts.get(rule);
  }

  /**
   * Where the components of the input are, as Spans written into `out`, for the rule that starts
   * in state `start`; null when the input is not in its language.
   */
  split(input: string, start: number, out: Spans): Spans | null {
    // ASCII only, as in Recognizer.test; the first character from 128 up hands over to splitFrom.
    const asciiNext = this.asciiNext;
    const n = input.length;
    let s = start;
    for (let i = 0; i < n; i++) {
      const c = input.charCodeAt(i);
      if (c >= 128) return this.splitFrom(input, i, s, out);
      let t = asciiNext[(s << 7) | c]!;
      if (t < 0) {
        if (t === UNDECODED) {
          this.decode(s);
          t = asciiNext[(s << 7) | c]!;
        }
        if (t === -1) return null;
        if (t === WITH_OPERATIONS) {
          const step = this.asciiStep[(s << 7) | c]!;
          this.run(step >>> 16, i);
          t = step & 0xffff;
        }
      }
      s = t;
    }
    return this.finish(s, n, out);
  }

  /** split's loop from offset i in state s, on any code point (a surrogate pair is one). */
  private splitFrom(input: string, i: number, s: number, out: Spans): Spans | null {
    const tables = this.tables;
    const n = input.length;
    for (; i < n; i++) {
      const offset = i;
      const code = codePointAt(input, i, input.charCodeAt(i));
      if (code > 0xffff) i++;
      if (this.decoded[s] === 0) this.decode(s);
      const t = s * tables.classes + (code < 128 ? tables.ascii[code]! : classOf(tables, code));
      s = this.next[t]!;
      if (s < 0) return null;
      const at = this.opAt[t]!;
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
    if (this.tables.accept[s] !== 1) return null;
    if (this.decoded[s] === 0) this.decode(s);
    const registers = this.registers;
    const finals = this.finals;
    const at = s * SPANS_LENGTH;
    for (let k = 0; k < SPANS_LENGTH; k += 2) {
      const from = finals[at + k]!;
      const to = finals[at + k + 1]!;
      const start = from === -1 ? -1 : from === AT_END ? n : registers[from]!;
      const end = to === -1 ? -1 : to === AT_END ? n : registers[to]!;
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
