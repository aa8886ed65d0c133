// A grammar's minimal DFA (generated/<grammar>.automata.ts, the recognizer isValid runs) read state
// by state, for what the engines do not expose: the state after a prefix, the transitions out of a
// state by character class, and a readable character for each class. The repairs and the grammar
// diff walk it; every verdict they report is then checked by the library itself (isValid).
import {
  classOf,
  decodeRecognizer,
  decodeRow,
  type PackedRecognizer,
  type RecognizerTables,
} from "../../automata/format.js";

/** Characters in the order a reader would rather see them, for a class's representative. */
const PREFERRED =
  "abcdefghijklmnopqrstuvwxyz0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ-._~:/?#[]@!$&'()*+,;=%" +
  ' "<>\\^`{|}' +
  Array.from({ length: 32 }, (_, i) => String.fromCharCode(i)).join("") +
  "\x7f";

export class Dfa {
  readonly tables: RecognizerTables;
  private readonly rows = new Map<number, Int32Array>();
  /** A representative code point of each class (readable when the class has one). */
  readonly representative: readonly number[];
  /** Every code point of each class, as [from, to] ranges. */
  readonly members: readonly (readonly [number, number])[][];

  constructor(packed: PackedRecognizer) {
    this.tables = decodeRecognizer(packed);
    const { classes, ascii, rangeStarts, rangeClasses } = this.tables;
    const members: [number, number][][] = Array.from({ length: classes }, () => []);
    const addRange = (k: number, from: number, to: number) => {
      const list = members[k]!;
      const last = list[list.length - 1];
      if (last && last[1] + 1 === from) last[1] = to;
      else list.push([from, to]);
    };
    for (let c = 0; c < 128; c++) addRange(ascii[c]!, c, c);
    if (rangeStarts.length === 0 || rangeStarts[0]! > 128) addRange(0, 128, (rangeStarts[0] ?? 0x110000) - 1);
    for (let i = 0; i < rangeStarts.length; i++)
      addRange(rangeClasses[i]!, rangeStarts[i]!, (rangeStarts[i + 1] ?? 0x110000) - 1);
    // Surrogates are not characters of a string read by code points in pairs: skip them as representatives.
    this.members = members;
    this.representative = members.map((ranges) => {
      for (const ch of PREFERRED) {
        const c = ch.charCodeAt(0);
        if (ranges.some(([a, b]) => a <= c && c <= b)) return c;
      }
      for (const [a, b] of ranges) {
        const from = Math.max(a, 0xa0);
        for (let c = from; c <= b; c++) if (c < 0xd800 || c > 0xdfff) return c;
      }
      return ranges[0]?.[0] ?? -1;
    });
  }

  start(rule: string): number | undefined {
    return this.tables.starts.get(rule);
  }

  get classes(): number {
    return this.tables.classes;
  }

  /** The class of a code point. */
  classOf(code: number): number {
    return code < 128 ? this.tables.ascii[code]! : classOf(this.tables, code);
  }

  /** The next state of each class from state s (-1: rejected). */
  row(s: number): Int32Array {
    let row = this.rows.get(s);
    if (row === undefined)
      this.rows.set(s, (row = decodeRow(this.tables.lines[s]!, this.tables.classes, 0).target));
    return row;
  }

  private flat: Int32Array | undefined;

  /** Every transition, row by row: the next state of class k from state s is at s * classes + k. */
  transitions(): Int32Array {
    if (this.flat === undefined) {
      const { states, classes } = this.tables;
      const flat = new Int32Array(states * classes);
      for (let s = 0; s < states; s++) flat.set(this.row(s), s * classes);
      this.flat = flat;
    }
    return this.flat;
  }

  step(s: number, code: number): number {
    return s < 0 ? -1 : this.row(s)[this.classOf(code)]!;
  }

  accepts(s: number): boolean {
    return s >= 0 && this.tables.accept[s] === 1;
  }

  /** The state after reading input[from, to) from state s (-1 once rejected). */
  run(s: number, input: string, from = 0, to = input.length): number {
    for (let i = from; i < to && s >= 0;) {
      const code = input.codePointAt(i)!;
      s = this.step(s, code);
      i += code > 0xffff ? 2 : 1;
    }
    return s;
  }
}

const dfas = new WeakMap<PackedRecognizer, Dfa>();

export function dfaOf(packed: PackedRecognizer): Dfa {
  let d = dfas.get(packed);
  if (d === undefined) dfas.set(packed, (d = new Dfa(packed)));
  return d;
}
