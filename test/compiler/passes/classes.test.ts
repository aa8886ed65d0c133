// Pass "classes" (compiler/passes/classes.ts): the alphabet, code points partitioned into classes
// no edge tells apart; class 0 is what no edge takes.
import { describe, expect, it } from "vitest";
import { normalizeRanges, type Ranges } from "../../../compiler/charset.js";
import { classify, mergeColumns, rangesOf, stepTable } from "../../../compiler/passes/classes.js";
import { buildNfa } from "../../../compiler/passes/nfa.js";
import { classOfCode } from "./tiny.js";

/** Each class's code points as ranges, class 0 first (rangesOf splits them at 128: merged here). */
const partition = (sets: Ranges[]) => {
  const c = classify(sets);
  return Array.from({ length: c.count }, (_, k) => normalizeRanges(rangesOf(c, k)));
};

describe("RFC 5234 §3.4 ranges and §2.3 characters split the alphabet where they begin and end", () => {
  it.each<[string, Ranges[], [number, number][][]]>([
    ["no set: one class, nothing taken", [], [[[0, 0x10ffff]]]],
    [
      "ALPHA and HEXDIG's letters: a-f is in both, g-z in one",
      [
        [[0x61, 0x7a]],
        [
          [0x30, 0x39],
          [0x61, 0x66],
        ],
      ],
      [
        [
          [0, 0x2f],
          [0x3a, 0x60],
          [0x7b, 0x10ffff],
        ],
        [[0x30, 0x39]],
        [[0x61, 0x66]],
        [[0x67, 0x7a]],
      ],
    ],
    [
      "the same set twice is one class",
      [[[0x2d, 0x2d]], [[0x2d, 0x2d]]],
      [
        [
          [0, 0x2c],
          [0x2e, 0x10ffff],
        ],
        [[0x2d, 0x2d]],
      ],
    ],
    [
      "beyond ASCII (RFC 3987's ucschar): intervals from 128 up, classes numbered from the lowest code point",
      [
        [
          [0x41, 0x41],
          [0x10000, 0x1fffd],
        ],
        [[0xa0, 0xd7ff]],
      ],
      [
        [
          [0, 0x40],
          [0x42, 0x9f],
          [0xd800, 0xffff],
          [0x1fffe, 0x10ffff],
        ],
        [
          [0x41, 0x41],
          [0x10000, 0x1fffd],
        ],
        [[0xa0, 0xd7ff]],
      ],
    ],
  ])("%s", (_, sets, classes) => expect(partition(sets)).toEqual(classes));
});

describe("the tables", () => {
  const c = classify([
    [[0x61, 0x7a]],
    [
      [0x30, 0x39],
      [0x61, 0x66],
    ],
    [[0xe9, 0xe9]],
  ]);
  it("ofSet: the classes each set takes", () => expect(c.ofSet).toEqual([[2, 3], [1, 2], [4]]));
  it("ascii has 128 entries; starts and ids cover 128 up, no two neighbours alike", () => {
    expect(c.ascii).toHaveLength(128);
    expect(c.starts).toEqual([128, 0xe9, 0xea]);
    expect(c.ids).toEqual([0, 4, 0]);
  });
  it.each([
    ["0", 1],
    ["b", 2],
    ["z", 3],
    ["é", 4],
    ["ê", 0],
    ["!", 0],
  ])("%j is in class %i", (ch, k) => expect(classOfCode(c, ch.codePointAt(0)!)).toBe(k));
});

describe("stepTable: per NFA state and class, the states its edges reach", () => {
  it("sends a class to every edge whose set holds it", () => {
    const nfa = buildNfa([
      {
        k: "alt",
        items: [
          { k: "set", ranges: [[0x61, 0x7a]] },
          { k: "set", ranges: [[0x61, 0x66]] },
        ],
      },
    ]);
    const c = classify(nfa.sets);
    const rows = stepTable(nfa, c);
    const readers = rows.flatMap((row, q) => (row.some((to) => to.length > 0) ? [q] : []));
    expect(readers).toHaveLength(2);
    const af = classOfCode(c, 0x62);
    const gz = classOfCode(c, 0x7a);
    expect(readers.map((q) => rows[q]![af]!.length + rows[q]![gz]!.length).sort()).toEqual([1, 2]);
    expect(rows.every((row) => row[0]!.length === 0)).toBe(true);
  });
});

describe("mergeColumns: classes every state treats alike are one column", () => {
  it("merges two classes with the same targets, keeps class 0 apart", () => {
    const c = classify([[[0x21, 0x21]], [[0x24, 0x24]], [[0x30, 0x39]]]); // "!", "$", DIGIT
    // Two states, four classes: "!" and "$" go to state 1 from state 0; DIGIT to state 0.
    const next = [-1, 1, 1, 0, -1, -1, -1, -1];
    const merged = mergeColumns(c, next);
    expect(merged.columnOf).toEqual([0, 1, 1, 2]);
    expect(merged.classes.count).toBe(3);
    expect(merged.next).toEqual([-1, 1, 0, -1, -1, -1]);
    expect(merged.classes.ascii[0x21]).toBe(merged.classes.ascii[0x24]);
    expect(merged.classes.ofSet).toEqual([[1], [1], [2]]);
  });
  it("keeps classes apart whose operations differ (the tagged DFA's extra)", () => {
    const c = classify([[[0x21, 0x21]], [[0x24, 0x24]]]);
    const merged = mergeColumns(c, [-1, 0, 0], (t) => (t === 1 ? "op" : ""));
    expect(merged.columnOf).toEqual([0, 1, 2]);
  });
});
