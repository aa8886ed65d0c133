import { describe, expect, it } from "vitest";
import { isValid, normalize, parse, resolve, VARIANTS } from "../../src/index.js";
import { rfc2396Rules } from "../../corpus/variants/rfc2396.js";
import { runCli, runJsonl } from "../helpers/cli.js";
import { rfc2396AppendixC1, rfc2396AppendixC2 } from "../../corpus/variants/rfc2396.js";

const variant = "rfc2396";
const BASE = "http://a/b/c/d;p?q";

describe("RFC 2396 Appendix C.1 normal examples", () => {
  const table = rfc2396AppendixC1.cases;
  it.each(table)("%s resolves to %s", (ref, target) => {
    expect(resolve(BASE, ref, { variant })).toBe(target);
  });
});

describe("RFC 2396 Appendix C.2 abnormal examples", () => {
  const table = rfc2396AppendixC2.cases;
  it.each(table)("%s resolves to %s", (ref, target) => {
    expect(resolve(BASE, ref, { variant })).toBe(target);
  });
  it('http:g resolves to http://a/b/c/g "for backwards compatibility" (strict: false)', () => {
    expect(resolve(BASE, "http:g", { variant, strict: false })).toBe("http://a/b/c/g");
  });
});

describe("RFC 2396 grammar (Appendix A)", () => {
  for (const { rule, valid, invalid } of rfc2396Rules) {
    it.each(valid)(`${rule} accepts %j`, (input) =>
      expect(isValid(input, { variant, rule } as never)).toBe(true),
    );
    it.each(invalid)(`${rule} rejects %j`, (input) =>
      expect(isValid(input, { variant, rule } as never)).toBe(false),
    );
  }
  it("splits an opaque URI's query into its path (§3: opaque_part)", () => {
    expect(parse("mailto:a@b?subject=x", { variant })).toEqual({ scheme: "mailto", path: "a@b?subject=x" });
  });
  it("gives a server authority its userinfo, host and port, a reg_name only the authority", () => {
    expect(parse("http://u:p@a.b:80/c?q#f", { variant })).toEqual({
      scheme: "http",
      authority: "u:p@a.b:80",
      userinfo: "u:p",
      host: "a.b",
      port: "80",
      path: "/c",
      query: "q",
      fragment: "f",
    });
    expect(parse("//a_b/c", { variant })).toEqual({ authority: "a_b", path: "/c" });
  });
  it("accepts abs_path for abs-path (RFC spelling)", () => {
    expect(isValid("/a/b", { variant, rule: "abs_path" } as never)).toBe(true);
  });
});

describe("RFC 2396 §2.3 unreserved characters in normalization", () => {
  it("decodes an escaped mark such as %21 (!), which RFC 3986 keeps (a sub-delim there)", () => {
    expect(normalize("http://a/%21%7e%2A", { variant })).toBe("http://a/!~*");
    expect(normalize("http://a/%21")).toBe("http://a/%21");
  });
  it("keeps a reg_name authority (no host to lower-case), normalizing its escapes", () => {
    expect(normalize("foo://A_b%7e/x", { variant })).toBe("foo://A_b~/x");
  });
  it("keeps escaped reserved characters", () => {
    expect(normalize("http://a/%3b%2F", { variant })).toBe("http://a/%3B%2F");
  });
});

describe("RFC 2396 record", () => {
  it("is registered with its rules and algorithm", () => {
    const record = VARIANTS.find((v) => v.id === variant)!;
    expect(record).toMatchObject({
      defaultRule: "URI-reference",
      baseRule: "absoluteURI",
      resolution: "rfc2396",
    });
    expect(record.startRules).toContain(record.defaultRule);
  });
});

describe("RFC 2396 on the command line", () => {
  it("resolves JSON Lines with --variant rfc2396", async () => {
    const out = await runJsonl(
      ["resolve", "--variant", variant],
      [
        { base: BASE, ref: "?y" },
        { base: BASE, ref: "../../../g" },
      ],
    );
    expect(out).toEqual([{ target: "http://a/b/c/?y" }, { target: "http://a/../g" }]);
  });
});

describe("uri-grammar resolve --explain: the steps named by their sections", () => {
  it("g/./h: a step of RFC 2396 \u00a75.2 step 6c, and resolve()'s target", async () => {
    const base = "http://a/b/c/d?q";
    const r = await runCli(["resolve", "--explain", "--variant", variant, base, "g/./h"]);
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toContain("  " + "RFC 2396 \u00a75.2 step 6c");
    expect(r.stdout.trimEnd().split("\n").at(-1)).toBe(
      `  target ${JSON.stringify(resolve(base, "g/./h", { variant } as never))}`,
    );
  });
});
