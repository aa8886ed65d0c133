// RFC 3986 §5.2.4: the stepper's rows (the library's remove_dot_segments with an observer) are the
// table the RFC prints, for its two worked examples and for the merged path of every RFC 3986 §5.4
// example, against §5.2.4 as printed (test/helpers/as-printed.ts: two string buffers).
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  rfc3986Section5_2_4Tables,
  rfc3986Section5_4_1,
  rfc3986Section5_4_2,
} from "../../corpus/examples.js";

// RFC 3986 §5.4.2 also lists http:g: absolute for a strict parser (the library's default).
const section5_4 = {
  base: rfc3986Section5_4_1.base,
  normal: rfc3986Section5_4_1.cases,
  abnormal: [...rfc3986Section5_4_2.cases, ["http:g", "http:g"] as const],
};
import { resolutionSteps } from "../../src/explain/steppers.js";
import { removeDotSegmentsObserved } from "../../src/semantics/remove-dot-segments.js";
import type { Step } from "../../src/semantics/observe.js";
import { rfc3986 } from "../../src/variants/rfc3986.js";
import type { Variant } from "../../src/variants/types.js";
import { dotSegmentTable } from "../helpers/as-printed.js";

const rowsOf = (steps: readonly Step[]) =>
  steps
    .filter((s) => s.id.startsWith("5.2.4 ") && s.id !== "5.2.4 remove_dot_segments")
    .map((s) => [s.id.slice(6), s.values!.output!, s.values!.input!]);

const observed = (path: string) => {
  const steps: Step[] = [];
  removeDotSegmentsObserved(path, (s) => steps.push(s));
  return rowsOf(steps);
};

describe("RFC 3986 §5.2.4: the two tables the RFC prints", () => {
  it.each(rfc3986Section5_2_4Tables.map((rows) => [rows[0]![2], rows] as const))("%s", (path, rows) => {
    expect(observed(path)).toEqual(rows);
    expect(dotSegmentTable(path)).toEqual(rows);
  });
});

describe("RFC 3986 §5.4: each example's §5.2.4 rows are §5.2.4's table of its merged path", () => {
  const examples = [...section5_4.normal, ...section5_4.abnormal];
  it.each(examples)("%s", (ref, target) => {
    const r = resolutionSteps(rfc3986 as Variant, section5_4.base, ref);
    expect(r.target).toBe(target);
    const rows = rowsOf(r.steps);
    if (rows.length === 0) return; // no path to remove dot segments from (§5.2.2: T.path = Base.path)
    expect(rows).toEqual(dotSegmentTable(rows[0]![2]));
  });
  it('after rule B or C on a final "/." or "/..", the input buffer is "/" (./g/., ., .., ../..)', () => {
    const last = (ref: string) => {
      const rows = rowsOf(resolutionSteps(rfc3986 as Variant, section5_4.base, ref).steps);
      return rows.slice(-2);
    };
    expect(last("./g/.")).toEqual([
      ["B", "/b/c/g", "/"],
      ["E", "/b/c/g/", ""],
    ]);
    expect(last(".")).toEqual([
      ["B", "/b/c", "/"],
      ["E", "/b/c/", ""],
    ]);
    expect(last("..")).toEqual([
      ["C", "/b", "/"],
      ["E", "/b/", ""],
    ]);
    expect(last("../..")).toEqual([
      ["C", "", "/"],
      ["E", "/", ""],
    ]);
  });
});

describe("RFC 3986 §5.2.4: the observed rows are the printed algorithm's on any path (fast-check, seed 24)", () => {
  it("every row", () => {
    const segment = fc.constantFrom("a", "b", ".", "..", "", "g;x", ".a", "..b");
    const path = fc
      .tuple(fc.constantFrom("", "/"), fc.array(segment, { maxLength: 7 }))
      .map(([root, s]) => root + s.join("/"));
    fc.assert(
      fc.property(path, (p) => {
        expect(observed(p)).toEqual(dotSegmentTable(p));
      }),
      { seed: 24, numRuns: 2000 },
    );
  });
});
