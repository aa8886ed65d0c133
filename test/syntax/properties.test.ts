// Laws of the syntax layer (fast-check).
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isValid, parse, recompose, safeParse } from "../../src/index.js";
import { oracle } from "../helpers/oracle.js";
import { bothPaths } from "../helpers/paths.js";

const uriReference = fc.stringMatching(oracle().recognizer);
// Characters near the grammar's edges: most strings drawn from them are invalid in some way.
const nearMiss = fc.string({
  unit: fc.constantFrom(..."aZ09-._~!$&'()*+,;=:@/?#[]% \"<>\\^`{|}é"),
  maxLength: 30,
});

describe("properties of parse", () => {
  it("recompose(parse(x)) === x for every valid x (RFC 3986 §5.3)", () => {
    fc.assert(
      fc.property(uriReference, (x) => {
        expect(recompose(parse(x))).toBe(x);
      }),
      { numRuns: 2000 },
    );
  });
  it("the fast path and the PEG path give the same components or both reject", () => {
    fc.assert(
      fc.property(fc.oneof(uriReference, nearMiss), (x) => {
        const { fast, peg } = bothPaths(x);
        expect(fast).toEqual(peg);
      }),
      { numRuns: 2000 },
    );
  });
  it("safeParse never throws on a string, and agrees with isValid", () => {
    fc.assert(
      fc.property(fc.oneof(nearMiss, fc.string({ unit: "grapheme" })), (x) => {
        const r = safeParse(x);
        expect(r.ok).toBe(isValid(x));
        if (!r.ok) {
          expect(r.error.offset).toBeGreaterThanOrEqual(0);
          expect(r.error.offset).toBeLessThanOrEqual(x.length);
          expect(r.error.message).toMatch(/at offset \d+/);
        }
      }),
      { numRuns: 2000 },
    );
  });
});
