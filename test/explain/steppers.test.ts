// The resolution steppers of the algorithms the explorer did not step through yet (issue 15): the
// 2003 draft's §5.2 (draft-fielding-uri-rfc2396bis-01), the 1997 draft's step 6 with the query in
// its buffer (draft-fielding-url-syntax-05), the 1993 partial form, and RFC 1738's absolute-only.
// Each stepper's target is resolve()'s, and each step names the section of its document.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { resolutionStepSection, resolutionSteps } from "../../src/explain/steppers.js";
import { resolve } from "../../src/index.js";
import {
  ALL_VARIANTS,
  rfc1738,
  draftFieldingUriRfc2396bis01,
  urlDraft1993,
  draftFieldingUrlSyntax05,
} from "../../src/variants/all.js";
import type { Variant } from "../../src/variants/types.js";

const BASE = "http://a/b/c/d;p?q";
const BASE_1993 = "http://a/b/c/d?q";
const ids = (v: Variant, base: string, ref: string) =>
  resolutionSteps(v, base, ref).steps.map(
    (s) => `${s.id}${s.taken === undefined ? "" : s.taken ? "+" : "-"}`,
  );

describe("draft-fielding-uri-rfc2396bis-01 §5.2: the pseudocode's tests and the merge's steps 1-8", () => {
  const v = draftFieldingUriRfc2396bis01 as Variant;
  it("Appendix C.2 ../../../g: merge steps 1, 2, the removals, 7 (leading .., retained), 8", () => {
    const r = resolutionSteps(v, BASE, "../../../g");
    expect(r.target).toBe("http://a/../g");
    expect(ids(v, BASE, "../../../g")).toEqual([
      "not validating-",
      "R.scheme-",
      "R.authority-",
      "R.path empty-",
      "R.path absolute-",
      "merge 1-",
      "merge 2",
      "keep",
      "keep",
      "keep",
      "c",
      "c",
      "keep",
      "keep",
      "merge 7+",
      "merge 8",
      "fragment",
    ]);
    expect(r.steps.find((s) => s.id === "merge 7")!.section).toBe(
      "draft-fielding-uri-rfc2396bis-01 §5.2 merge step 7",
    );
    expect(r.steps.find((s) => s.id === "c")!.section).toBe(
      "draft-fielding-uri-rfc2396bis-01 §5.2 merge step 5",
    );
  });
  it("leadingDotSegments: remove gives http://a/g, and the step says so", () => {
    const r = resolutionSteps(v, BASE, "../../../g", { leadingDotSegments: "remove" });
    expect(r.target).toBe("http://a/g");
    expect(r.steps.find((s) => s.id === "merge 8")!.values).toEqual({ path: "/g" });
  });
  it("the empty reference is the current document; ?y keeps the base path", () => {
    expect(ids(v, BASE, "")).toEqual([
      "not validating-",
      "R.scheme-",
      "R.authority-",
      "R.path empty+",
      "R.query-",
      "fragment",
    ]);
    expect(resolutionSteps(v, BASE, "?y").target).toBe("http://a/b/c/d;p?y");
  });
  it("non-validating: http:g is relative (Appendix C.2)", () => {
    const r = resolutionSteps(v, BASE, "http:g", { strict: false });
    expect(r.steps[0]).toMatchObject({ id: "not validating", taken: true });
    expect(r.target).toBe("http://a/b/c/g");
  });
});

describe("draft-fielding-url-syntax-05 §5.2 step 6: the query joins the buffer (6c), split off again (6h-6i)", () => {
  it("g?y/../x is http://a/b/c/x", () => {
    const r = resolutionSteps(draftFieldingUrlSyntax05 as Variant, BASE, "g?y/../x");
    expect(r.target).toBe("http://a/b/c/x");
    expect(r.steps.find((s) => s.id === "Step 6")!.values!.buffer).toBe("/b/c/g?y/../x");
    expect(r.steps.find((s) => s.id === "c")!.section).toBe("draft-fielding-url-syntax-05 §5.2 step 6f");
    expect(r.steps.find((s) => s.id === "Step 6h")).toMatchObject({
      section: "draft-fielding-url-syntax-05 §5.2 steps 6h-6i",
      values: { path: "/b/c/x", query: undefined },
    });
  });
  it.each([
    ["g?y", { "base directory": "/b/c/", path: "g", query: "y", buffer: "/b/c/g?y" }],
    ["g", { "base directory": "/b/c/", path: "g", buffer: "/b/c/g" }],
  ])(
    "step 6 shows the base directory, the path, a query only where there is one, the buffer: %s",
    (ref, values) => {
      const step = resolutionSteps(draftFieldingUrlSyntax05 as Variant, BASE, ref).steps.find(
        (s) => s.id === "Step 6",
      )!;
      expect(step.taken).toBe(true);
      expect(step.values).toStrictEqual(values);
    },
  );
});

describe('the 1993 URL draft, "Partial form": its rules, and "/xxx/.." and "/." removed', () => {
  const v = urlDraft1993 as Variant;
  it("../g/./x: rules 1, 2, then rule 3's relative path and removals", () => {
    const r = resolutionSteps(v, BASE_1993, "../g/./x");
    expect(r.target).toBe("http://a/b/g/x");
    expect(ids(v, BASE_1993, "../g/./x")).toEqual([
      "Rule 1-",
      "Rule 2-",
      "context object-",
      "Rule 3-",
      "Rule 3 relative",
      "keep",
      "keep",
      "/xxx/..",
      "keep",
      "/.",
      "keep",
    ]);
    expect(r.steps.at(-1)!.values!.kept).toBe("/b/g/x");
    expect(r.steps[0]!.section).toBe('URL draft 1993, "Partial form", rule 1');
  });
  it("a full form (rule 1), a host (rule 2), a fragment only (the context object)", () => {
    expect(ids(v, BASE_1993, "ftp://x/y")).toEqual(["Rule 1+"]);
    expect(ids(v, BASE_1993, "//h/p")).toEqual(["Rule 1-", "Rule 2+"]);
    expect(ids(v, BASE_1993, "#f")).toEqual(["Rule 1-", "Rule 2-", "context object+"]);
  });
});

describe("RFC 1738 §2.3: no relative links, one step", () => {
  it("a complete URL is its own target; a relative one is refused", () => {
    const r = resolutionSteps(rfc1738 as Variant, "http://a/b", "ftp://x/y");
    expect(r.steps).toEqual([
      { id: "complete URL", taken: true, values: { scheme: "ftp" }, section: "RFC 1738 §2.3" },
    ]);
    expect(r.target).toBe("ftp://x/y");
  });
});

describe("every variant's stepper gives resolve()'s target, or throws what it throws", () => {
  const resolving = ALL_VARIANTS.filter((v) => v.resolution !== null);
  const segment = fc.constantFrom("a", "b", ".", "..", "", "g;x", "%2E");
  const path = fc.array(segment, { maxLength: 6 }).map((s) => s.join("/"));
  const ref = fc
    .tuple(fc.constantFrom("", "/", "//h/", "http:", "s:"), path, fc.constantFrom("", "?y", "?y/../x", "#f"))
    .map((p) => p.join(""));
  it.each(resolving.map((v) => [v.id, v] as const))("%s (fast-check, seed 15)", (_, v) => {
    const base = v.id.startsWith("url-draft") ? BASE_1993 : BASE;
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
