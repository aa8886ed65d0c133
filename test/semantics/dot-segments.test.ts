// The dot-segment removal of every generation, each one pass with an output stack
// (src/semantics/remove-dot-segments.ts), held equal to its document's text applied as printed: string
// operations repeated until nothing matches (quadratic, so only oracles).
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  dotSegmentIn,
  removeDotElements1993,
  removeDotSegments,
  removeDotSegmentsStepwise,
} from "../../src/semantics/remove-dot-segments.js";
import type { Step } from "../../src/semantics/observe.js";
import { keepsItsDotSegments } from "../../src/semantics/relativize.js";

/**
 * RFC 1808 §4 step 6 a-d as printed (RFC 2396 §5.2 step 6 c-f, the 1997 draft's 6d-6g and the 2003
 * draft's merge steps 3-6 say the same): each pattern found and removed, leftmost first, again and
 * again. A complete path segment is between "/" (or the start) and "/" (or the end), empty or not
 * (RFC 1808 §2.2 `segment = *pchar`), but for the root: nothing precedes the "/" of "/../".
 */
function stepwiseAsPrinted(input: string): string {
  let buffer = input;
  const complete = (at: number) => at === 0 || buffer[at - 1] === "/";
  // a) All occurrences of "./", where "." is a complete path segment, are removed.
  for (let found = true; found;) {
    found = false;
    for (let i = buffer.indexOf("./"); i !== -1; i = buffer.indexOf("./", i + 1))
      if (complete(i)) {
        buffer = buffer.slice(0, i) + buffer.slice(i + 2);
        found = true;
        break;
      }
  }
  // b) If the path ends with "." as a complete path segment, that "." is removed.
  if (buffer.endsWith(".") && complete(buffer.length - 1)) buffer = buffer.slice(0, -1);
  // c) All occurrences of "<segment>/../", where <segment> is a complete path segment not equal to
  //    "..", are removed, leftmost first, until no matching pattern remains.
  const segmentBefore = (i: number): number => {
    // where the segment ending at i (exclusive) begins, or -1 when it is not one c) and d) remove
    if (i === 0) return -1; // the root
    const start = buffer.lastIndexOf("/", i - 1) + 1;
    return buffer.slice(start, i) === ".." ? -1 : start;
  };
  for (let found = true; found;) {
    found = false;
    for (let i = buffer.indexOf("/../"); i !== -1; i = buffer.indexOf("/../", i + 1)) {
      const start = segmentBefore(i);
      if (start !== -1) {
        buffer = buffer.slice(0, start) + buffer.slice(i + 4);
        found = true;
        break;
      }
    }
  }
  // d) If the path ends with "<segment>/..", where <segment> is a complete path segment not equal
  //    to "..", that "<segment>/.." is removed.
  if (buffer.endsWith("/..")) {
    const start = segmentBefore(buffer.length - 3);
    if (start !== -1) buffer = buffer.slice(0, start);
  }
  return buffer;
}

/**
 * The 1993 partial form as printed: "all occurrences of "/xxx/.." or "/." are recursively removed,
 * where xxx, ".." and "." are complete path elements": every "/." first, then "/xxx/.." (xxx
 * neither empty nor ".."), leftmost first, until none is left.
 */
function dotElements1993AsPrinted(path: string): string {
  let out = path;
  for (let previous = ""; previous !== out;) {
    previous = out;
    out = out.replace(/\/\.(?=\/|$)/, "");
  }
  for (let previous = ""; previous !== out;) {
    previous = out;
    out = out.replace(/\/(?!\.\.(?:\/|$))[^/]+\/\.\.(?=\/|$)/, "");
  }
  return out;
}

// Paths made of segments, so that "." and ".." segments and their ends are frequent.
const path = fc
  .tuple(
    fc.boolean(),
    fc.array(fc.constantFrom("", ".", "..", "a", "b.", "..c", ".d", "%2E"), { maxLength: 9 }),
  )
  .map(([rooted, segments]) => (rooted ? "/" : "") + segments.join("/"));

describe("RFC 1808 §4 step 6 (and RFC 2396 §5.2 step 6, the 1997 and 2003 drafts)", () => {
  const table: [string, string][] = [
    // RFC 1808 §5.1 and §5.2, the merged paths of base "/b/c/d;p"
    ["/b/c/./g", "/b/c/g"],
    ["/b/c/g/.", "/b/c/g/"],
    ["/b/c/../g", "/b/g"],
    ["/b/c/../../g", "/g"],
    ["/b/c/../../../g", "/../g"],
    ["/b/c/../../../../g", "/../../g"],
    ["/b/c/..", "/b/"],
    ["/b/c/./../g", "/b/g"],
    ["/b/c/g/./h", "/b/c/g/h"],
    ["/b/c/g/../h", "/b/c/h"],
    // only complete segments; an empty one is one (RFC 1808 §2.2 segment = *pchar), the root is not
    ["/a/.b/c", "/a/.b/c"],
    ["/a//../b", "/a/b"],
    ["/b/c/g//..", "/b/c/g/"],
    ["/b/c/g///../..", "/b/c/g/"],
    ["//..", "/"],
    ["/../g", "/../g"],
    ["a/..", ""],
    ["./", ""],
    [".", ""],
    ["", ""],
    // c) again and again: twenty segments kept apart by the removed ones (each a run of its own)
    ["a/b/../".repeat(20) + "g", "a/".repeat(20) + "g"],
  ];
  it.each(table)("%s → %s", (input, output) => {
    expect(removeDotSegmentsStepwise(input)).toBe(output);
    expect(stepwiseAsPrinted(input)).toBe(output);
  });
  it("is the four steps as printed", () => {
    fc.assert(
      fc.property(path, (p) => {
        expect(removeDotSegmentsStepwise(p)).toBe(stepwiseAsPrinted(p));
      }),
      { numRuns: 3000, seed: 1808 },
    );
  });
  it("is idempotent", () => {
    fc.assert(
      fc.property(path, (p) => {
        const once = removeDotSegmentsStepwise(p);
        expect(removeDotSegmentsStepwise(once)).toBe(once);
      }),
      { numRuns: 1000, seed: 2396 },
    );
  });
  it("leaves a path as it is exactly when relativize's one-scan test says so", () => {
    fc.assert(
      fc.property(path, (p) => {
        expect(keepsItsDotSegments(p)).toBe(removeDotSegmentsStepwise(p) === p);
      }),
      { numRuns: 3000, seed: 1997 },
    );
  });
});

describe('the 1993 URL draft, "Partial form"', () => {
  const table: [string, string][] = [
    ["/a/b/c/../../d", "/a/d"],
    ["/a/./b/.", "/a/b"],
    ["/a/..b/../c", "/a/c"],
    ["/../a", "/../a"],
    ["/a.b/.c", "/a.b/.c"],
    // a "." is no element a ".." cancels
    ["/a/./..", ""],
    ["/./a/./..", ""],
    // the text before the first "/" is no element
    ["a/../b", "a/../b"],
    ["./b", "./b"],
    // "/xxx/.." again and again: twenty elements kept apart by the removed ones
    ["/a/b/..".repeat(20), "/a".repeat(20)],
  ];
  it.each(table)("%s → %s", (input, output) => {
    expect(removeDotElements1993(input)).toBe(output);
    expect(dotElements1993AsPrinted(input)).toBe(output);
  });
  it("is the two removals as printed", () => {
    fc.assert(
      fc.property(path, (p) => {
        expect(removeDotElements1993(p)).toBe(dotElements1993AsPrinted(p));
      }),
      { numRuns: 3000, seed: 1993 },
    );
  });
});

describe("RFC 3986 §5.2.4 rules A-E, the output kept apart by removed segments", () => {
  const table: [string, string][] = [
    // E, E, C twenty times (the last C on a final "/..", whose "/" E then moves): every "/a" kept
    ["/a/b/..".repeat(20), "/a".repeat(20) + "/"],
    // the same past 8,192 characters of output
    ["/a/b/..".repeat(4200), "/a".repeat(4200) + "/"],
  ];
  it.each(table.map(([i, o]) => [i.slice(0, 21), i, o] as const))("%s…", (_, input, output) => {
    expect(removeDotSegments(input)).toBe(output);
  });
});

describe("RFC 3986 §5.2.4: where the first dot segment of text[start, end) begins (dotSegmentIn)", () => {
  const table: [string, number, number, number][] = [
    ["./b", 0, 3, 0],
    ["./b", 0, 0, -1], // an empty range holds no segment, whatever follows it
    ["a/./b", 0, 5, 1],
    ["a/./b", 0, 2, -1], // "/." ends after the range
    ["a/..", 0, 3, 1], // "/." is complete at the end of the range, whatever follows it
    ["a/.b/../c", 0, 9, 4],
  ];
  it.each(table)("%s [%i, %i) → %i", (text, start, end, at) => {
    expect(dotSegmentIn(text, start, end)).toBe(at);
  });
});

/** The steps an observer is told of: each its id and its values, in order. */
function stepsOf(run: (observe: (s: Step) => void) => unknown): [string, Record<string, unknown>][] {
  const steps: [string, Record<string, unknown>][] = [];
  run((s) => steps.push([s.id, { ...s.values }]));
  return steps;
}

describe("RFC 1808 §4 step 6 a-d, step by step: each segment, what is kept after it, what is left", () => {
  const table: [string, [string, string, string, string][]][] = [
    // a) "./" removed, c) "b/../" removed, b) the final "." removed: "a/c/"
    [
      "a/./b/../c/.",
      [
        ["keep", "a/", "a/", "./b/../c/."],
        ["a", "./", "a/", "b/../c/."],
        ["keep", "b/", "a/b/", "../c/."],
        ["c", "../", "a/", "c/."],
        ["keep", "c/", "a/c/", "."],
        ["b", ".", "a/c/", ""],
      ],
    ],
    // nothing kept before the last segment; d) a final "<segment>/.." removed
    [
      "./g",
      [
        ["a", "./", "", "g"],
        ["keep", "g", "g", ""],
      ],
    ],
    [
      "g/..",
      [
        ["keep", "g/", "g/", ".."],
        ["d", "..", "", ""],
      ],
    ],
    // no dot segment: every segment kept, each a step
    [
      "a/b",
      [
        ["keep", "a/", "a/", "b"],
        ["keep", "b", "a/b", ""],
      ],
    ],
  ];
  it.each(table)("%s", (buffer, rows) => {
    expect(stepsOf((o) => removeDotSegmentsStepwise(buffer, o))).toEqual(
      rows.map(([id, segment, kept, rest]) => [id, { segment, kept, rest }]),
    );
  });
});

describe('the 1993 URL draft, "Partial form", step by step: each element, what is kept, what is left', () => {
  const table: [string, [string, string, string, string][]][] = [
    // "/." removed, then "/a/..": "/b"
    [
      "/a/./../b",
      [
        ["keep", "/a", "/a", "/./../b"],
        ["/.", "/.", "/a", "/../b"],
        ["/xxx/..", "/..", "", "/b"],
        ["keep", "/b", "/b", ""],
      ],
    ],
    // the text before the first "/" is kept as it is
    [
      "x/y/..",
      [
        ["keep", "/y", "x/y", "/.."],
        ["/xxx/..", "/..", "x", ""],
      ],
    ],
    // no dot element: every element kept, each a step
    [
      "/a/b",
      [
        ["keep", "/a", "/a", "/b"],
        ["keep", "/b", "/a/b", ""],
      ],
    ],
    // no "/": no element, one step
    ["a", [["keep", "a", "a", ""]]],
  ];
  it.each(table)("%s", (path, rows) => {
    expect(stepsOf((o) => removeDotElements1993(path, o))).toEqual(
      rows.map(([id, element, kept, rest]) => [id, { element, kept, rest }]),
    );
  });
});

describe("one pass: a million segments, every generation", () => {
  // The work is counted in test/laws/scaling.test.ts; here, the answers at a length where a
  // rebuilt output or a regular expression run per element would not finish.
  const k = 250_000;
  it("RFC 3986 §5.2.4", () => {
    expect(removeDotSegments("/x".repeat(k) + "/a/..".repeat(k))).toBe("/x".repeat(k) + "/");
    expect(removeDotSegments("/.".repeat(k) + "/g")).toBe("/g");
  });
  it("RFC 1808 step 6", () => {
    expect(removeDotSegmentsStepwise("/" + "x/".repeat(k) + "a/../".repeat(k) + "g")).toBe(
      "/" + "x/".repeat(k) + "g",
    );
    expect(removeDotSegmentsStepwise("/" + "./".repeat(k) + "g")).toBe("/g");
  });
  it("the 1993 partial form", () => {
    expect(removeDotElements1993("/x".repeat(k) + "/a/..".repeat(k))).toBe("/x".repeat(k));
    expect(removeDotElements1993("/.".repeat(k) + "/g")).toBe("/g");
  });
});
