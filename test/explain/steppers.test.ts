// The resolution steppers of every algorithm: each stepper's target is resolve()'s, and each step
// names the section of its document. What each variant's stepper shows is tested with the variant
// (test/variants/<id>.test.ts).
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { resolutionStepSection, resolutionSteps } from "../../src/explain/steppers.js";
import { isValid, resolve } from "../../src/index.js";
import { ALL_VARIANTS } from "../../src/variants/all.js";

const BASE = "http://a/b/c/d;p?q";
const BASE_1993 = "http://a/b/c/d?q";

describe("every variant's stepper gives resolve()'s target, or throws what it throws", () => {
  const resolving = ALL_VARIANTS.filter((v) => v.resolution !== null);
  const segment = fc.constantFrom("a", "b", ".", "..", "", "g;x", "%2E");
  const path = fc.array(segment, { maxLength: 6 }).map((s) => s.join("/"));
  const ref = fc
    .tuple(fc.constantFrom("", "/", "//h/", "http:", "s:"), path, fc.constantFrom("", "?y", "?y/../x", "#f"))
    .map((p) => p.join(""));
  it.each(resolving.map((v) => [v.id, v] as const))("%s (fast-check, seed 15)", (_, v) => {
    // RFC 3986 §5.4's base, or without its ";p" where the variant's base rule has no params there.
    const base = isValid(BASE, { variant: v, rule: v.baseRule } as never) ? BASE : BASE_1993;
    fc.assert(
      fc.property(ref, fc.boolean(), (r, strict) => {
        let expected: string | Error;
        try {
          expected = resolve(base, r, { variant: v, strict } as never);
        } catch (error) {
          expected = error as Error;
        }
        if (expected instanceof Error)
          expect(() => resolutionSteps(v, base, r, { strict })).toThrow(expected.constructor as never);
        else {
          const s = resolutionSteps(v, base, r, { strict });
          expect(s.target, r).toBe(expected);
          for (const step of s.steps) expect(step.section, step.id).not.toBe(v.resolution);
        }
      }),
      { seed: 15, numRuns: 150 },
    );
  });
  it("names a section for every step id", () => {
    expect(resolutionStepSection("rfc1808", "c")).toBe("RFC 1808 §4 step 6c");
    expect(resolutionStepSection("rfc2396", "c")).toBe("RFC 2396 §5.2 step 6e");
    expect(resolutionStepSection("rfc3986", "merge")).toBe("RFC 3986 §5.2.3");
  });
});
