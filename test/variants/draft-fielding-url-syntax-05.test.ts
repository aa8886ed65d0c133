import { describe, expect, it } from "vitest";
import { isValid, normalize, parse, resolve, VARIANT_RECORDS } from "../../src/index.js";
import { draftFieldingUrlSyntax05Rules } from "../../corpus/variants/draft-fielding-url-syntax-05.js";
import { runCli, runJsonl } from "../helpers/cli.js";
import {
  draftFieldingUrlSyntax05AppendixC1,
  draftFieldingUrlSyntax05AppendixC2,
} from "../../corpus/variants/draft-fielding-url-syntax-05.js";
import { resolutionSteps } from "../../src/explain/steppers.js";
import { draftFieldingUrlSyntax05 as draftFieldingUrlSyntax05Variant } from "../../src/variants/draft-fielding-url-syntax-05.js";
import type { Variant } from "../../src/variants/types.js";

const variant = "draft-fielding-url-syntax-05";
const BASE = "http://a/b/c/d;p?q";

describe("draft-fielding-url-syntax-05 Appendix C.1 normal examples", () => {
  const table = draftFieldingUrlSyntax05AppendixC1.cases;
  it.each(table)("%s resolves to %s", (ref, target) => {
    expect(resolve(BASE, ref, { variant })).toBe(target);
  });
});

describe("draft-fielding-url-syntax-05 Appendix C.2 abnormal examples", () => {
  const table = draftFieldingUrlSyntax05AppendixC2.cases;
  it.each(table)("%s resolves to %s", (ref, target) => {
    expect(resolve(BASE, ref, { variant })).toBe(target);
  });
  it("takes http:g as relative with strict: false (the loophole of partial URLs)", () => {
    expect(resolve(BASE, "http:g", { variant, strict: false })).toBe("http://a/b/c/g");
  });
  it("differs from RFC 2396 on a query with dot segments (step 6c)", () => {
    expect(resolve(BASE, "g?y/../x", { variant: "rfc2396" })).toBe("http://a/b/c/g?y/../x");
  });
});

describe("draft-fielding-url-syntax-05 grammar (Appendix A)", () => {
  for (const { rule, valid, invalid } of draftFieldingUrlSyntax05Rules) {
    it.each(valid)(`${rule} accepts %j`, (input) =>
      expect(isValid(input, { variant, rule } as never)).toBe(true),
    );
    it.each(invalid)(`${rule} rejects %j`, (input) =>
      expect(isValid(input, { variant, rule } as never)).toBe(false),
    );
  }
  it("splits site into userinfo, host and port, and keeps the path's slash (decisions T4, T5)", () => {
    expect(parse("http://u:p@a.b:80/c;x/d?q#f", { variant })).toEqual({
      scheme: "http",
      authority: "u:p@a.b:80",
      userinfo: "u:p",
      host: "a.b",
      port: "80",
      path: "/c;x/d",
      query: "q",
      fragment: "f",
    });
  });
  it("reads //a:b as an absolute path, not a site (no registry names in 1997)", () => {
    expect(parse("//a:b", { variant })).toEqual({ path: "//a:b" });
  });
  it("accepts RFC spellings with underscores", () => {
    expect(isValid("a/b", { variant, rule: "path_segments" } as never)).toBe(true);
  });
});

describe("draft-fielding-url-syntax-05 §2.3 unreserved characters in normalization", () => {
  it('decodes "!", "$" and "," (unreserved marks in 1997)', () => {
    expect(normalize("http://a/%21%24%2C", { variant })).toBe("http://a/!$,");
    expect(normalize("http://a/%24", { variant: "rfc2396" })).toBe("http://a/%24");
  });
});

describe("draft-fielding-url-syntax-05 record", () => {
  it("is registered", () => {
    expect(VARIANT_RECORDS.find((v) => v.id === variant)).toMatchObject({
      date: "1997-05-02",
      defaultRule: "URL-reference",
      baseRule: "absoluteURL",
      resolution: variant,
    });
  });
});

describe("draft-fielding-url-syntax-05 on the command line", () => {
  it("resolves JSON Lines", async () => {
    const out = await runJsonl(["resolve", "--variant", variant], [{ base: BASE, ref: "g?y/../x" }]);
    expect(out).toEqual([{ target: "http://a/b/c/x" }]);
  });
});

// The resolution stepper (uri-grammar/explain): each step named by its section, and resolve()'s target.
const STEPPED = draftFieldingUrlSyntax05Variant as Variant;
const STEPPER_BASE = "http://a/b/c/d;p?q";

describe("draft-fielding-url-syntax-05 §5.2 step 6: the query joins the buffer (6c), split off again (6h-6i)", () => {
  it("g?y/../x is http://a/b/c/x", () => {
    const r = resolutionSteps(STEPPED, STEPPER_BASE, "g?y/../x");
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
      const step = resolutionSteps(STEPPED, STEPPER_BASE, ref).steps.find((s) => s.id === "Step 6")!;
      expect(step.taken).toBe(true);
      expect(step.values).toStrictEqual(values);
    },
  );
});

describe("uri-grammar resolve --explain: the steps named by their sections", () => {
  it("g?y/../x: a step of draft-fielding-url-syntax-05 \u00a75.2 steps 6h-6i, and resolve()'s target", async () => {
    const base = "http://a/b/c/d?q";
    const r = await runCli(["resolve", "--explain", "--variant", variant, base, "g?y/../x"]);
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toContain("  " + "draft-fielding-url-syntax-05 \u00a75.2 steps 6h-6i");
    expect(r.stdout.trimEnd().split("\n").at(-1)).toBe(
      `  target ${JSON.stringify(resolve(base, "g?y/../x", { variant } as never))}`,
    );
  });
});
