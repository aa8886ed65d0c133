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

/** In a table: the input is rejected. */
export const REJECTED = -1;
/** In a table: the row of this state is not decoded yet. */
const UNDECODED = -2;

/**
 * From this length up, test and split read the input as bytes (Recognizer.testLong): below it, the
 * copy would cost more than it saves.
 */
export const LONG = 256;
/** The characters copied at a time (the scratch array holds their bytes, and a byte after them). */
export const CHUNK = 1 << 14;
let encoder: TextEncoder | undefined;
let bytesArray: Uint8Array | undefined;

/**
 * Copies input[from, to) into the scratch array as UTF-8 and returns it, or null when that piece
 * holds a character from 128 up (then its bytes are not its characters).
 */
function asciiBytes(input: string, from: number, to: number): Uint8Array | null {
  const bytes = (bytesArray ??= new Uint8Array(CHUNK + 1));
  const { read, written } = (encoder ??= new TextEncoder()).encodeInto(
    from === 0 && to === input.length ? input : input.slice(from, to),
    bytes,
  );
  return read === to - from && written === read ? bytes : null;
}
const PERCENT = 0x25;
/** 1 at the ASCII codes of HEXDIG (RFC 5234 Appendix B.1, case-insensitive as RFC 3986 §2.1 reads it). */
const HEXDIG = new Uint8Array(256);
for (const c of "0123456789ABCDEFabcdef") HEXDIG[c.charCodeAt(0)] = 1;
/**
 * What Recognizer.readBytes finds after the bytes it reads (a NUL, which no URI or IRI rule takes):
 * its loop over a run stops there without a test of the end, in any state that does not keep on it.
 */
const SENTINEL = 0;
/** In Recognizer.percentFirst: no state is this one. */
const NO_LOOP = -4;
/** Where each state's list starts in Splitter.finals: a count, and three words a component. */
const FINALS_STRIDE = 1 + 3 * (SPANS_LENGTH / 2);
/** In the splitter's ASCII table: a transition with operations (see Splitter.asciiStep). */
const WITH_OPERATIONS = -3;

/** log2 of ROW_SLOTS: ROWS's offsets below DEAD shifted right this much are below 128, DEAD's is 128. */
const ROW_BITS = 13;
/** How many rows ROWS can give (4 × 128 bytes each, 4 MB in all, written only as states are met). */
export const ROW_SLOTS = 1 << ROW_BITS;
/**
 * The US-ASCII steps that Recognizer.test's loop takes on short inputs, for every recognizer of the
 * program: a row of 128 entries for each state met, each entry the offset of the row its character
 * leads to. A state is given a row the first time test starts there or testFrom, reading again an
 * input that test's loop took to SINK, steps through it (rowOf); that reading writes the entries of
 * the steps it takes, and an entry not written yet leads to SINK. One array made when this module
 * loads, so that the engine compiles its address and length into the loop as constants: a table
 * read from the recognizer was loaded again at every character (V8 reloads a field after the loop's
 * interrupt check), 1.2 times the loop's time on the bench's corpus.
 * Rows are never given back: a program that makes recognizers without end (a grammar compiled at
 * each keystroke) uses them up, and then reads the states left without one with testFrom, slower
 * and with the same verdicts (test/syntax/recognizer-loop.test.ts).
 */
const ROWS = new Int32Array((ROW_SLOTS + 1) << 7);
/** In ROWS, the row of every step not written yet (at offset 0, so that a new row leads there); it leads back to itself. */
const SINK = 0;
/**
 * In ROWS, the row of a rejected input, after the ROW_SLOTS rows that can be given; it leads back to
 * itself. Every other row's offset is below ROW_SLOTS << 7, so `row >> ROW_BITS` is below 128 for
 * all of them and 128 for DEAD: test's loop asks "a character from 128 up, or rejected?" in one compare.
 */
const DEAD = ROW_SLOTS << 7;
ROWS.fill(DEAD, DEAD);
/** The state of each row of ROWS, in the recognizer that gave it. */
const ROW_STATE = new Int32Array(ROW_SLOTS);
/** How many rows of ROWS are given (SINK's first). */
let rowsGiven = 1;

/** Where a recognizer stopped: the offset of the first character no reading takes (or the input's length), and the state before it. */
export interface Stop {
  offset: number;
  state: number;
}

export class Recognizer {
  /**
   * next for ASCII, indexed by state * 128 + code: one lookup per character instead of two (a row
   * not decoded yet is -2), for the loop over long inputs' bytes and step. 16 bits a state (the table
   * of RFC 3986's start rules is 270 KB, half of what 32 bits would take); 32 for an automaton of
   * 32,767 states or more (a user's `1*65535DIGIT`).
   */
  readonly asciiNext: Int16Array | Int32Array;
  /** next[state * classes + class], for the code points from 128 up. */
  private readonly next: Int32Array;
  /** The decoded tables: the alphabet, the start states, which states accept, the rows' text. */
  readonly tables: RecognizerTables;
  /** Whether each state accepts (tables.accept, one property load nearer). */
  private readonly accept: Uint8Array;

  constructor(tables: RecognizerTables) {
    this.tables = tables;
    this.accept = tables.accept;
    this.asciiNext = new (tables.states < 0x7fff ? Int16Array : Int32Array)(tables.states * 128).fill(
      UNDECODED,
    );
    this.next = new Int32Array(tables.states * tables.classes).fill(UNDECODED);
    this.percentFirst = new Int32Array(tables.states).fill(NO_LOOP);
    this.rowAt = new Int32Array(tables.states);
  }

  /** Each state's row in ROWS (SINK: none given yet). */
  private readonly rowAt: Int32Array;

  /** State s's row in ROWS, given on first use; SINK when ROWS has no row left (test then reads with testFrom). */
  private rowOf(s: number): number {
    let row = this.rowAt[s]!;
    if (row === SINK && rowsGiven < ROW_SLOTS) {
      ROW_STATE[rowsGiven] = s;
      this.rowAt[s] = row = rowsGiven++ << 7;
    }
    return row;
  }

  /**
   * The state after "%" from each state when "%" and any two HEXDIG lead it back to itself (a
   * pct-encoded triplet, RFC 3986 §2.1, where the rule takes one), else NO_LOOP: readBytes reads such
   * a triplet in one step. Set when the state's row is decoded by a step.
   */
  private readonly percentFirst: Int32Array;

  /** Decodes state s's row into both tables (on its first step), and its percentFirst. */
  private decode(s: number): void {
    this.decodeRow(s);
    const first = this.rowStep(s, PERCENT);
    if (first < 0) return;
    // One HEXDIG of each class they fall in (every character of a class steps alike from every
    // state): a few steps, where the 22 × 22 pairs were most of a program's first call, its code
    // not compiled yet.
    const { ascii } = this.tables;
    const hex: number[] = [];
    for (let c = 0; c < 128; c++) if (HEXDIG[c] === 1 && !hex.some((d) => ascii[d] === ascii[c])) hex.push(c);
    for (const a of hex) {
      const second = this.rowStep(first, a);
      if (second < 0) return;
      for (const b of hex) if (this.rowStep(second, b) !== s) return;
    }
    this.percentFirst[s] = first;
  }

  /**
   * Whether a decoded row keeps its state on SENTINEL (a grammar that takes NUL in a repetition,
   * such as `*OCTET`): then readBytes could read past the bytes, and testLong leaves them to testFrom.
   */
  private keepsOnSentinel = false;

  /** Decodes state s's row into both tables. */
  private decodeRow(s: number): void {
    const { classes, ascii, lines } = this.tables;
    const { target } = decodeRow(lines[s]!, classes, 0);
    this.next.set(target, s * classes);
    for (let c = 0; c < 128; c++) this.asciiNext[s * 128 + c] = target[ascii[c]!]!;
    if (target[ascii[SENTINEL]!] === s) this.keepsOnSentinel = true;
  }

  /** step on US-ASCII for decode: decodes a row it needs and no more (no percentFirst, no recursion). */
  private rowStep(s: number, c: number): number {
    if (this.asciiNext[(s << 7) | c] === UNDECODED) this.decodeRow(s);
    return this.asciiNext[(s << 7) | c]!;
  }

  /** The state after state s reads the code point `code` (-1: rejected), its row decoded on first use. */
  step(s: number, code: number): number {
    if (code < 128) {
      if (this.asciiNext[(s << 7) | code] === UNDECODED) this.decode(s);
      return this.asciiNext[(s << 7) | code]!;
    }
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
    const n = input.length;
    if (n >= LONG) return this.testLong(input, start, asciiOnly);
    // One lookup in ROWS a character, and one compare that asks both whether the character is from
    // 128 up and whether the row is DEAD (see ROW_BITS): a rejected input stops one character after
    // its rejection, and one with a step not written yet reads on to its end in SINK, then again
    // with testFrom. The compare takes no part in the next lookup, and its branch is taken once an
    // input at most, so that a change of state costs no mispredicted branch. On the bench's corpus
    // (URIs of 53 characters on average, six changes of state each), isValid(u, { rule: "URI" })
    // takes 1.08-1.13 times a loop that looks each character up in one table of 128 entries, where
    // a loop that branches on each change of state took 1.20-1.26 times (docs/speed.md); testing
    // DEAD in a compare of its own cost 5% more.
    let row = this.rowOf(start);
    for (let i = 0; i < n; i++) {
      const c = input.charCodeAt(i);
      if ((c | (row >> ROW_BITS)) >= 128) return this.handOver(input, i, row, start, asciiOnly);
      row = ROWS[row | c]!;
    }
    return row === SINK
      ? this.testFrom(input, 0, start, asciiOnly, true)
      : row !== DEAD && this.accept[ROW_STATE[row >> 7]!] === 1;
  }

  /**
   * test at a character from 128 up, or after a rejection (`row` is DEAD), in ROWS's `row`: testFrom
   * reads on from the row's state (a method of its own, so that test stays small enough to be
   * inlined where it is called).
   */
  private handOver(input: string, i: number, row: number, start: number, asciiOnly: boolean): boolean {
    if (row === DEAD) return false;
    return row === SINK
      ? this.testFrom(input, 0, start, asciiOnly, true)
      : this.testFrom(input, i, ROW_STATE[row >> 7]!, asciiOnly);
  }

  /**
   * test on a long input: its US-ASCII pieces are copied as bytes (TextEncoder.encodeInto, a copy
   * for ASCII) and read from the byte array with readBytes, which reads a run of characters that
   * keep the state with no dependency from one lookup to the next. A piece with a character from
   * 128 up is read by testFrom, and so is every piece of a grammar with a state that keeps on
   * SENTINEL (readBytes meets only rows decoded before it runs, so the test before it holds for them).
   */
  private testLong(input: string, start: number, asciiOnly: boolean): boolean {
    const n = input.length;
    let s = start | 0;
    for (let from = 0; from < n; from += CHUNK) {
      const to = Math.min(n, from + CHUNK);
      const bytes = this.keepsOnSentinel ? null : asciiBytes(input, from, to);
      if (bytes === null) return this.testFrom(input, from, s, asciiOnly);
      bytes[to - from] = SENTINEL;
      const t = this.readBytes(bytes, to - from, s);
      if (t < 0)
        return t === REJECTED ? false : this.testFrom(input, from + this.scanned, this.stopped, asciiOnly);
      s = t;
    }
    return this.accept[s] === 1;
  }

  /** Where readBytes stopped, and the state it was in (see there). */
  private stopped = 0;

  /**
   * Reads bytes[0, n) (US-ASCII, SENTINEL at bytes[n]) from state s: the state it ends in; REJECTED
   * when a byte is rejected, UNDECODED when a state's row is not decoded yet (`scanned` and
   * `stopped` say where and in which state). A character that keeps the state is the common case (a
   * path's or a query's characters): the inner loop compares each lookup with the state it is in,
   * so that the next lookup does not wait for this one, and stops at SENTINEL, which keeps no state
   * (testLong), so it does not test the end; written four steps a turn (V8 does not unroll loops).
   * Measured against one step a turn with a test of the end: 0.67-0.70× on runs of a path, a query
   * or a host, 0.8× on "caf%C3%A9/" (short runs between triplets), 0.95× on triplets alone. (Four
   * lookups taken with one test when all four keep the state: 0.75× on runs, but 1.2 to 1.8× on
   * "caf%C3%A9/": not kept.)
   */
  private readBytes(bytes: Uint8Array, n: number, s: number): number {
    const asciiNext = this.asciiNext;
    const percentFirst = this.percentFirst;
    let i = 0;
    while (i < n) {
      const row = s << 7;
      let t = asciiNext[row | bytes[i]!]!;
      while (t === s) {
        t = asciiNext[row | bytes[++i]!]!;
        if (t !== s) break;
        t = asciiNext[row | bytes[++i]!]!;
        if (t !== s) break;
        t = asciiNext[row | bytes[++i]!]!;
        if (t !== s) break;
        t = asciiNext[row | bytes[++i]!]!;
      }
      if (i === n) return s;
      if (t < 0) {
        this.scanned = i;
        this.stopped = s;
        return t;
      }
      // A pct-encoded triplet (RFC 3986 §2.1) in a state it leads back to: two independent
      // lookups of HEXDIG instead of three dependent steps.
      if (t === percentFirst[s] && i + 2 < n && (HEXDIG[bytes[i + 1]!]! & HEXDIG[bytes[i + 2]!]!) === 1) {
        i += 3;
        // The triplets that follow it, without a lookup of their "%".
        while (i + 2 < n && bytes[i] === PERCENT && (HEXDIG[bytes[i + 1]!]! & HEXDIG[bytes[i + 2]!]!) === 1)
          i += 3;
        continue;
      }
      s = t;
      i++;
    }
    return s;
  }

  /** Where readBytes stopped (see there). */
  private scanned = 0;

  /**
   * test's loop from offset i in state s, on any code point (a surrogate pair is one), decoding
   * rows as it meets them. With `learn` (test's loop met a step not written yet), it writes each
   * US-ASCII step it takes into ROWS; otherwise not, as the steps of an input it was handed at a
   * character from 128 up are written already (writing them again cost an IRI's check 17%).
   */
  private testFrom(input: string, i: number, s: number, asciiOnly: boolean, learn?: true): boolean {
    const n = input.length;
    for (; i < n; i++) {
      const code = codePointAt(input, i, input.charCodeAt(i));
      if (code >= 128 && asciiOnly) return false;
      if (code > 0xffff) i++;
      const t = this.step(s, code);
      const row = learn && code < 128 ? this.rowOf(s) : SINK;
      if (row !== SINK) ROWS[row | code] = t < 0 ? DEAD : this.rowOf(t);
      if (t < 0) return false;
      s = t;
    }
    return this.accept[s] === 1;
  }

  /**
   * Where the input stops matching, reading input[from, to) from state `start`: the offset of the
   * first character that no reading of the rule takes, or `to` when the input ends in a state that
   * does not accept; null when the whole of it is accepted. With `asciiOnly`, no character from 128
   * up is taken (see test).
   */
  stop(input: string, start: number, from = 0, to = input.length, asciiOnly = false): Stop | null {
    let s = start | 0;
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
   * What finish writes when the input ends in a state, at finals[state * FINALS_STRIDE]: how many
   * components are defined there, then for each the entry of the Spans where its start goes
   * (2 × its place in COMPONENT_ORDER) and the registers that hold its start and its end. The
   * generated table is per tag of `components`; it is laid out so once, so that split() writes
   * Spans directly, and only the components there are (a component is defined when both its tags
   * are set; "the input's length" is one register more, LENGTH, written by finish).
   */
  private readonly finals: Int32Array;
  /** Scratch registers, reused (the loop below calls nothing that could re-enter it): the tagged DFA's, then LENGTH. */
  private readonly registers: Int32Array;
  private readonly length: number;

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
    this.length = tables.registers;
    this.finals = new Int32Array(states * FINALS_STRIDE);
    this.decoded = new Uint8Array(states);
    this.registers = new Int32Array(tables.registers + 1);
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
    const register = (r: number): number => (r === AT_END ? this.length : r);
    const at = s * FINALS_STRIDE;
    if (row.finals.length > 0)
      components.forEach((name, k) => {
        const from = row.finals[2 * k]!;
        const to = row.finals[2 * k + 1]!;
        if (from === -1 || to === -1) return;
        const count = this.finals[at]!++;
        this.finals.set([spanOf(name), register(from), register(to)], at + 1 + 3 * count);
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
    const n = input.length;
    if (n >= LONG) return this.splitLong(input, start, out);
    // As in Recognizer.test: a character from 128 up, a row not decoded yet and a rejection leave
    // the loop; a transition with operations (where a component starts or ends) runs them here.
    const asciiNext = this.asciiNext;
    let s = start | 0;
    for (let i = 0; i < n; i++) {
      const c = input.charCodeAt(i);
      if (c >= 128) return this.splitFrom(input, i, s, out);
      let t = asciiNext[(s << 7) | c]!;
      // As in Recognizer.test: the state is written only when it changes.
      if (t !== s) {
        if (t < 0) {
          if (t !== WITH_OPERATIONS) return t === REJECTED ? null : this.splitFrom(input, i, s, out);
          const step = this.asciiStep[(s << 7) | c]!;
          this.run(step >>> 16, i);
          t = step & 0xffff;
        }
        s = t;
      }
    }
    return this.finish(s, n, out);
  }

  /** Where readBytes stopped, and the state it was in (see there). */
  private scanned = 0;
  private stopped = 0;

  /** split on a long input, its US-ASCII pieces read as bytes (as Recognizer.testLong). */
  private splitLong(input: string, start: number, out: Spans): Spans | null {
    const n = input.length;
    let s = start | 0;
    for (let from = 0; from < n; from += CHUNK) {
      const to = Math.min(n, from + CHUNK);
      const bytes = asciiBytes(input, from, to);
      if (bytes === null) return this.splitFrom(input, from, s, out);
      const t = this.readBytes(bytes, to - from, from, s);
      if (t < 0) return t === REJECTED ? null : this.splitFrom(input, from + this.scanned, this.stopped, out);
      s = t;
    }
    return this.finish(s, n, out);
  }

  /**
   * Reads bytes[0, n) (US-ASCII, the input's characters from `offset` on) from state s, running
   * the operations of the transitions: the state it ends in, REJECTED, or UNDECODED (`scanned` and
   * `stopped` say where and in which state), as Recognizer.readBytes.
   */
  private readBytes(bytes: Uint8Array, n: number, offset: number, s: number): number {
    const asciiNext = this.asciiNext;
    let i = 0;
    while (i < n) {
      const row = s << 7;
      let t = asciiNext[row | bytes[i]!]!;
      while (t === s) {
        if (++i === n) return s;
        t = asciiNext[row | bytes[i]!]!;
      }
      if (t < 0) {
        if (t !== WITH_OPERATIONS) {
          this.scanned = i;
          this.stopped = s;
          return t;
        }
        const step = this.asciiStep[row | bytes[i]!]!;
        this.run(step >>> 16, offset + i);
        t = step & 0xffff;
      }
      s = t;
      i++;
    }
    return s;
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
    registers[this.length] = n;
    out.fill(-1);
    let at = s * FINALS_STRIDE;
    const end = at + 1 + 3 * finals[at]!;
    for (at++; at < end; at += 3) {
      const k = finals[at]!;
      out[k] = registers[finals[at + 1]!]!;
      out[k + 1] = registers[finals[at + 2]!]!;
    }
    return out;
  }
}
