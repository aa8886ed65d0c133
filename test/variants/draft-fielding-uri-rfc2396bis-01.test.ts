import { describe, expect, it } from "vitest";
import { isValid, normalize, parse, resolve, VARIANT_RECORDS } from "../../src/index.js";
import { draftFieldingUriRfc2396bis01Rules } from "../../corpus/variants/draft-fielding-uri-rfc2396bis-01.js";
import { runCli, runJsonl } from "../helpers/cli.js";
import {
  draftFieldingUriRfc2396bis01AppendixC1,
  draftFieldingUriRfc2396bis01AppendixC2,
} from "../../corpus/variants/draft-fielding-uri-rfc2396bis-01.js";
import { resolutionSteps } from "../../src/explain/steppers.js";
import { draftFieldingUriRfc2396bis01 as draftFieldingUriRfc2396bis01Variant } from "../../src/variants/draft-fielding-uri-rfc2396bis-01.js";
import type { Variant } from "../../src/variants/types.js";

const variant = "draft-fielding-uri-rfc2396bis-01";
const BASE = "http://a/b/c/d;p?q";

describe("draft-fielding-uri-rfc2396bis-01 Appendix C.1 normal examples", () => {
  const table = draftFieldingUriRfc2396bis01AppendixC1.cases;
  it.each(table)("%s resolves to %s", (ref, target) => {
    expect(resolve(BASE, ref, { variant })).toBe(target);
  });
});

describe("draft-fielding-uri-rfc2396bis-01 Appendix C.2 abnormal examples", () => {
  const table = draftFieldingUriRfc2396bis01AppendixC2.cases;
  it.each(table)("%s resolves to %s", (ref, target) => {
    expect(resolve(BASE, ref, { variant })).toBe(target);
  });
  it('http:g resolves to http://a/b/c/g "for backwards compatibility" (validating: false)', () => {
    expect(resolve(BASE, "http:g", { variant, validating: false })).toBe("http://a/b/c/g");
    expect(resolve(BASE, "http:g", { variant, strict: false })).toBe("http://a/b/c/g");
  });
  it('strips leading ".." with leadingDotSegments: "remove" (what "some implementations" do)', () => {
    expect(resolve(BASE, "../../../g", { variant, leadingDotSegments: "remove" })).toBe("http://a/g");
    expect(resolve(BASE, "../../../../g", { variant, leadingDotSegments: "remove" })).toBe("http://a/g");
    expect(resolve(BASE, "../../..", { variant, leadingDotSegments: "remove" })).toBe("http://a/");
  });
  it('rejects the reference with leadingDotSegments: "error", and unknown choices', () => {
    expect(() => resolve(BASE, "../../../g", { variant, leadingDotSegments: "error" })).toThrow(/step 7/);
    expect(resolve(BASE, "../g", { variant, leadingDotSegments: "error" })).toBe("http://a/b/g");
    expect(() => resolve(BASE, "g", { variant, leadingDotSegments: "drop" })).toThrow(RangeError);
  });
  it('merges against an empty base path with "/" (merge step 1)', () => {
    expect(resolve("http://a", "g", { variant })).toBe("http://a/g");
  });
});

describe("draft-fielding-uri-rfc2396bis-01 grammar (sections 2-5)", () => {
  for (const { rule, valid, invalid } of draftFieldingUriRfc2396bis01Rules) {
    it.each(valid)(`${rule} accepts %j`, (input) =>
      expect(isValid(input, { variant, rule } as never)).toBe(true),
    );
    it.each(invalid)(`${rule} rejects %j`, (input) =>
      expect(isValid(input, { variant, rule } as never)).toBe(false),
    );
  }
  it("gives an IPv6 host its brackets", () => {
    expect(parse("ldap://[2001:db8::7]:389/c=GB", { variant })).toEqual({
      scheme: "ldap",
      authority: "[2001:db8::7]:389",
      host: "[2001:db8::7]",
      port: "389",
      path: "/c=GB",
    });
  });
  it('reads x:?q as an empty hier-part (path "" is always present) with a query (decision T6)', () => {
    expect(parse("x:?q", { variant })).toEqual({ scheme: "x", path: "", query: "q" });
  });
});

describe("draft-fielding-uri-rfc2396bis-01 §2.3 unreserved characters in normalization", () => {
  it('decodes "!" (a mark, unreserved in 2003 as in RFC 2396)', () => {
    expect(normalize("http://a/%21%7E", { variant })).toBe("http://a/!~");
  });
});

describe("draft-fielding-uri-rfc2396bis-01 record", () => {
  it("is registered", () => {
    expect(VARIANT_RECORDS.find((v) => v.id === variant)).toMatchObject({
      date: "2003-03-03",
      defaultRule: "URI-reference",
      baseRule: "absolute-URI",
      resolution: variant,
    });
  });
});

describe("draft-fielding-uri-rfc2396bis-01 on the command line", () => {
  it("resolves JSON Lines", async () => {
    const out = await runJsonl(
      ["resolve", "--variant", variant],
      [
        { base: BASE, ref: "?y" },
        { base: BASE, ref: "../../../g" },
      ],
    );
    expect(out).toEqual([{ target: "http://a/b/c/d;p?y" }, { target: "http://a/../g" }]);
  });
});

// The resolution stepper (uri-grammar/explain): each step named by its section, and resolve()'s target.
const STEPPED = draftFieldingUriRfc2396bis01Variant as Variant;
const STEPPER_BASE = "http://a/b/c/d;p?q";
const stepIds = (v: Variant, base: string, ref: string) =>
  resolutionSteps(v, base, ref).steps.map(
    (s) => `${s.id}${s.taken === undefined ? "" : s.taken ? "+" : "-"}`,
  );

describe("draft-fielding-uri-rfc2396bis-01 §5.2: the pseudocode's tests and the merge's steps 1-8", () => {
  const v = STEPPED;
  it("Appendix C.2 ../../../g: merge steps 1, 2, the removals, 7 (leading .., retained), 8", () => {
    const r = resolutionSteps(v, STEPPER_BASE, "../../../g");
    expect(r.target).toBe("http://a/../g");
    expect(stepIds(v, STEPPER_BASE, "../../../g")).toEqual([
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
    const r = resolutionSteps(v, STEPPER_BASE, "../../../g", { leadingDotSegments: "remove" });
    expect(r.target).toBe("http://a/g");
    expect(r.steps.find((s) => s.id === "merge 8")!.values).toEqual({ path: "/g" });
  });
  it("the empty reference is the current document; ?y keeps the base path", () => {
    expect(stepIds(v, STEPPER_BASE, "")).toEqual([
      "not validating-",
      "R.scheme-",
      "R.authority-",
      "R.path empty+",
      "R.query-",
      "fragment",
    ]);
    expect(resolutionSteps(v, STEPPER_BASE, "?y").target).toBe("http://a/b/c/d;p?y");
  });
  it("non-validating: http:g is relative (Appendix C.2)", () => {
    const r = resolutionSteps(v, STEPPER_BASE, "http:g", { strict: false });
    expect(r.steps[0]).toMatchObject({ id: "not validating", taken: true });
    expect(r.target).toBe("http://a/b/c/g");
  });
});

describe("uri-grammar resolve --explain: the steps named by their sections", () => {
  it("../../../g: a step of draft-fielding-uri-rfc2396bis-01 \u00a75.2 merge step 7, and resolve()'s target", async () => {
    const base = "http://a/b/c/d?q";
    const r = await runCli(["resolve", "--explain", "--variant", variant, base, "../../../g"]);
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toContain("  " + "draft-fielding-uri-rfc2396bis-01 \u00a75.2 merge step 7");
    expect(r.stdout.trimEnd().split("\n").at(-1)).toBe(
      `  target ${JSON.stringify(resolve(base, "../../../g", { variant } as never))}`,
    );
  });
});
