// The alphabet of a check: code points split into classes that neither side tells apart (no ABNF
// character set and no PEG character test takes one member of a class and not another), each with
// one representative, the character a counterexample shows. Searching over classes is exhaustive:
// two strings that differ only by members of the same classes get the same verdict from both sides.
//
// Lone surrogates are left out: no string a grammar is about holds one. A surrogate pair is one
// character to the ABNF (a code point) and two code units to a peggy literal or class; classes
// beyond U+FFFF are split where the PEG's unit tests tell high or low surrogates apart.
import { contains, type Ranges } from "../charset.js";
import type { CharTest } from "./model.js";

export interface Alphabet {
  /** The representative of each class, in search order (the most readable first). */
  readonly representatives: readonly number[];
  /** For each ABNF set (by index), which classes it takes. */
  readonly abnfTakes: readonly Uint8Array[];
  /** For each class: which PEG tests take its representative (BMP: the unit, or a point test the code point). */
  readonly pegTakes: readonly Uint8Array[];
  /**
   * For a class beyond U+FFFF: which tests take its high surrogate (unit tests; a point test takes
   * the code point, as pegTakes says) and its low surrogate alone.
   */
  readonly pegTakesHigh: readonly (Uint8Array | null)[];
  readonly pegTakesLow: readonly (Uint8Array | null)[];
}

/** Characters a counterexample prefers, best first: letters and digits, then URI punctuation. */
const PREFERRED = [
  ..."a0bcdefghijklmnopqrstuvwxyz123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ",
  ..."-._~:/?#[]@!$&'()*+,;=%",
  ...' "<>\\^`{|}\t\r\n',
  ..."éüß€中😀",
].map((ch) => ch.codePointAt(0)!);
const RANK = new Map(PREFERRED.map((c, i) => [c, i]));

function surrogates(code: number): [number, number] {
  return [0xd800 + ((code - 0x10000) >> 10), 0xdc00 + ((code - 0x10000) & 0x3ff)];
}

/**
 * `partition`: classes of code points the ABNF side never tells apart, coarser than membership in
 * its sets (a minimal DFA's columns, compiler/peg/cf-side.ts classRanges): the classes are then cut
 * from it and the tests, not from every set.
 */
export function buildAlphabet(
  abnfSets: readonly Ranges[],
  tests: readonly CharTest[],
  partition: readonly Ranges[] = abnfSets,
): Alphabet {
  const bounds = new Set<number>([0, 0xd800, 0xe000, 0x10000, 0x110000]);
  for (const set of partition)
    for (const [a, b] of set) {
      bounds.add(a);
      bounds.add(b + 1);
    }
  for (const test of tests)
    for (const [a, b] of test.ranges) {
      bounds.add(a);
      bounds.add(b + 1);
    }
  // Beyond U+FFFF, a unit test sees the two surrogates: split where their signatures change.
  const unitSignature = (unit: number) =>
    tests.flatMap((t, k) => (contains(t.ranges, unit) ? [k] : [])).join(",");
  const runs = (from: number, to: number): number[] => {
    const starts: number[] = [];
    let last: string | null = null;
    for (let u = from; u <= to; u++) {
      const s = unitSignature(u);
      if (s !== last) starts.push(u);
      last = s;
    }
    return starts;
  };
  const highRuns = runs(0xd800, 0xdbff);
  const lowRuns = runs(0xdc00, 0xdfff);
  if (highRuns.length > 1 || lowRuns.length > 1)
    for (let h = 0xd800; h <= 0xdbff; h++)
      for (const l of lowRuns) bounds.add(0x10000 + ((h - 0xd800) << 10) + (l - 0xdc00));
  const sorted = [...bounds].filter((b) => b <= 0x110000).sort((x, y) => x - y);
  const classOfSignature = new Map<string, number>();
  const members: [number, number][][] = [];
  for (let i = 0; i + 1 < sorted.length; i++) {
    const from = sorted[i]!;
    const to = sorted[i + 1]! - 1;
    if (from >= 0xd800 && from <= 0xdfff) continue;
    const parts: string[] = [];
    partition.forEach((set, s) => {
      if (contains(set, from)) parts.push(`a${s}`);
    });
    if (from <= 0xffff)
      tests.forEach((t, k) => {
        if (contains(t.ranges, from)) parts.push(`p${k}`);
      });
    else {
      const [hi, lo] = surrogates(from);
      tests.forEach((t, k) => {
        if (t.kind === "point" ? contains(t.ranges, from) : contains(t.ranges, hi)) parts.push(`h${k}`);
        if (contains(t.ranges, lo)) parts.push(`l${k}`);
      });
      parts.push("astral");
    }
    const key = parts.join(" ");
    let cls = classOfSignature.get(key);
    if (cls === undefined) {
      classOfSignature.set(key, (cls = members.length));
      members.push([]);
    }
    members[cls]!.push([from, to]);
  }
  const best = (ranges: readonly [number, number][]): number => {
    let choice = -1;
    let rank = Infinity;
    for (const [a, b] of ranges) {
      for (const [code, r] of RANK) if (code >= a && code <= b && r < rank) [choice, rank] = [code, r];
    }
    if (choice >= 0) return choice;
    // Else the first printable character from U+00A0 on, else the lowest.
    for (const [a, b] of ranges) if (b >= 0xa0) return Math.max(a, 0xa0);
    return ranges[0]![0];
  };
  const reps = members.map(best);
  const order = reps
    .map((rep, cls) => ({ rep, cls, rank: RANK.get(rep) ?? PREFERRED.length + rep }))
    .sort((x, y) => x.rank - y.rank);
  const representatives = order.map((o) => o.rep);
  const abnfTakes = abnfSets.map((set) =>
    Uint8Array.from(representatives, (rep) => (contains(set, rep) ? 1 : 0)),
  );
  const pegTakes = representatives.map((rep) =>
    Uint8Array.from(tests, (t) =>
      rep <= 0xffff || t.kind === "point" ? (contains(t.ranges, rep) ? 1 : 0) : 0,
    ),
  );
  const pegTakesHigh = representatives.map((rep) =>
    rep <= 0xffff
      ? null
      : Uint8Array.from(tests, (t) =>
          t.kind === "point"
            ? contains(t.ranges, rep)
              ? 1
              : 0
            : contains(t.ranges, surrogates(rep)[0])
              ? 1
              : 0,
        ),
  );
  const pegTakesLow = representatives.map((rep) =>
    rep <= 0xffff ? null : Uint8Array.from(tests, (t) => (contains(t.ranges, surrogates(rep)[1]) ? 1 : 0)),
  );
  return { representatives, abnfTakes, pegTakes, pegTakesHigh, pegTakesLow };
}
