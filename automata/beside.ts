// A recognizer run in step with a small automaton of its own over the same input: one table lookup
// a character for both, in their product, whose rows are made as inputs reach them (a run touches a
// few dozen of its states). The small automaton, the companion, is a spec written where it is used
// and compiled at build time (automata/companion.ts) into generated/companions.ts (in the format of
// automata/format.ts), which a bundle carries as a few hundred characters instead of the spec and
// its compiler: RFC 3986 Appendix B's reading of a reference at its delimiters
// (src/syntax/delimited-companion.ts), whose transitions record where each delimiter is, so that one
// pass both validates and splits; and what a reference already in normal form looks like at its
// delimiters (src/semantics/normal-form-companion.ts), which gives up where it cannot say, so that
// one pass answers "valid and normal" or hands over.
import { REJECTED, type Recognizer } from "./engines.js";
import { codePointAt, type Companion } from "./format.js";

/** What Beside.run answers. */
export const ACCEPTED = 1;
export const NOT_ACCEPTED = 0;
/** The companion gave up, or cannot end where the input ends (the recognizer's verdict is not known). */
export const GAVE_UP = -1;

/** In the product's table: the row is not made yet; the companion gives up. (REJECTED: the recognizer rejects.) */
const UNBUILT = -2;
const GIVES_UP = -3;

/** Where scan stopped, and the product state it was in (when it returns a negative code). */
let stoppedAt = 0;
let stoppedIn = 0;

/**
 * The product's loop over a string, as Recognizer.test's: one lookup a character; a transition
 * with an event (a delimiter, a few times an input) records its offset. It returns the state the
 * input ends in, or where it stops (stoppedAt, stoppedIn): REJECTED, GIVES_UP, or UNBUILT for a row
 * not made yet or a character from 128 up (then runFrom goes on). A function of its own, taking
 * what it reads as arguments, so that its code is the same whichever companion runs.
 */
function scan(table: Int32Array, input: string, p: number, events: Int32Array): number {
  const n = input.length;
  for (let i = 0; i < n; i++) {
    const c = input.charCodeAt(i);
    let t = c < 128 ? table[(p << 7) | c]! : UNBUILT;
    if (t < 0) {
      stoppedAt = i;
      stoppedIn = p;
      return t;
    }
    if (t > 0xffff) {
      events[(t >>> 16) - 1] = i;
      t &= 0xffff;
    }
    p = t;
  }
  return p;
}

/** The product of a recognizer and a companion (see the top of this file). */
export class Beside {
  /**
   * table[product * 128 + code]: for ASCII, the next product state in the low 16 bits and the
   * transition's action above them; REJECTED, GIVES_UP or UNBUILT.
   */
  private table: Int32Array;
  /** The recognizer's and the companion's state of each product state. */
  private pairs: Int32Array;
  private count = 0;
  private readonly ids = new Map<number, number>();
  /** The product state of each recognizer state a run started in (-1: none yet). */
  private readonly starts: Int32Array;

  constructor(
    readonly recognizer: Recognizer,
    readonly companion: Companion,
  ) {
    this.table = new Int32Array(64 * 128);
    this.pairs = new Int32Array(64 * 2);
    this.starts = new Int32Array(recognizer.tables.states).fill(-1);
  }

  /** The product state of a recognizer state and a companion state (made on first use). */
  private idOf(r: number, q: number): number {
    const key = r * this.companion.states + q;
    let id = this.ids.get(key);
    if (id === undefined) {
      id = this.count++;
      if (id > 0xffff) throw new RangeError("product of a recognizer and a companion too large");
      if (2 * id >= this.pairs.length) {
        const table = new Int32Array(this.table.length * 2);
        table.set(this.table);
        this.table = table;
        const pairs = new Int32Array(this.pairs.length * 2);
        pairs.set(this.pairs);
        this.pairs = pairs;
      }
      this.pairs[2 * id] = r;
      this.pairs[2 * id + 1] = q;
      this.table.fill(UNBUILT, id << 7, (id + 1) << 7);
      this.ids.set(key, id);
    }
    return id;
  }

  /** Makes product state p's row. */
  private build(p: number): void {
    const { ascii, classes, next, event } = this.companion;
    const r = this.pairs[2 * p]!;
    const q = this.pairs[2 * p + 1]!;
    const row = new Int32Array(128);
    for (let c = 0; c < 128; c++) {
      const r2 = this.recognizer.step(r, c);
      const at = q * classes + ascii[c]!;
      const q2 = next[at]!;
      row[c] = r2 < 0 ? REJECTED : q2 < 0 ? GIVES_UP : this.idOf(r2, q2) | (event[at]! << 16);
    }
    // idOf may have grown the table: the row goes into the one there is now.
    this.table.set(row, p << 7);
  }

  /**
   * Reads the input from the recognizer's state `start` and the companion's start: ACCEPTED when
   * the recognizer accepts it and the companion may end there (`events` then holds the offsets of
   * the events met, the last of each; the others are as they were), NOT_ACCEPTED when the
   * recognizer rejects it, GAVE_UP when the companion gives up first or may not end where the
   * input does.
   */
  run(input: string, start: number, events: Int32Array): number {
    let p = this.starts[start]!;
    if (p < 0) p = this.starts[start] = this.idOf(start, this.companion.start);
    const t = scan(this.table, input, p, events);
    if (t >= 0) return this.end(t);
    return t === REJECTED
      ? NOT_ACCEPTED
      : t === GIVES_UP
        ? GAVE_UP
        : this.runFrom(input, stoppedAt, stoppedIn, events);
  }

  /**
   * run's loop from offset i in product state p, on any code point (a surrogate pair is one):
   * the two automata step side by side, and the rows of the product states met on ASCII are made.
   */
  private runFrom(input: string, i: number, p: number, events: Int32Array): number {
    const { ascii, other, classes, next, event } = this.companion;
    const n = input.length;
    let r = this.pairs[2 * p]!;
    let q = this.pairs[2 * p + 1]!;
    for (; i < n; i++) {
      const code = codePointAt(input, i, input.charCodeAt(i));
      if (code < 128) {
        p = this.idOf(r, q);
        if (this.table[p << 7] === UNBUILT) this.build(p);
        let t = this.table[(p << 7) | code]!;
        if (t < 0) return t === REJECTED ? NOT_ACCEPTED : GAVE_UP;
        if (t > 0xffff) {
          events[(t >>> 16) - 1] = i;
          t &= 0xffff;
        }
        r = this.pairs[2 * t]!;
        q = this.pairs[2 * t + 1]!;
        continue;
      }
      r = this.recognizer.step(r, code);
      if (r < 0) return NOT_ACCEPTED;
      const at = q * classes + (code < 128 ? ascii[code]! : other);
      if (next[at]! < 0) return GAVE_UP;
      if (event[at]! !== 0) events[event[at]! - 1] = i;
      q = next[at]!;
      if (code > 0xffff) i++;
    }
    return this.end(this.idOf(r, q));
  }

  /** The answer when the input ends in product state p. */
  private end(p: number): number {
    if (!this.recognizer.accepts(this.pairs[2 * p]!)) return NOT_ACCEPTED;
    return this.companion.accepts[this.pairs[2 * p + 1]!] === 1 ? ACCEPTED : GAVE_UP;
  }
}

/**
 * The companion alone over any string (no recognizer), for one that never gives up and may end
 * anywhere (RFC 3986 Appendix B's reading of any string): `events` as Beside.run leaves them.
 */
export function runCompanion(c: Companion, input: string, events: Int32Array): Int32Array {
  let q = c.start;
  const n = input.length;
  for (let i = 0; i < n; i++) {
    const code = input.charCodeAt(i);
    const at = q * c.classes + (code < 128 ? c.ascii[code]! : c.other);
    if (c.event[at] !== 0) events[c.event[at]! - 1] = i;
    q = c.next[at]!;
    if (q < 0) throw new RangeError("runCompanion: the companion gave up");
  }
  if (c.accepts[q] === 0) throw new RangeError("runCompanion: the companion may not end there");
  return events;
}
