// RFC 1738 (December 1994): the URLs printed in the RFC, the §5 grammar by start rule, resolution
// (none: RFC 1738 has no relative URLs) and the CLI.
import { describe, expect, it } from "vitest";
import { isValid, parse, resolve, safeParse } from "../../src/index.js";
import { pegAccepts } from "../helpers/peg.js";
import { rfc1738 } from "../../src/variants/rfc1738.js";
import { examples, rules } from "../corpus/rfc1738.js";
import { runJsonl } from "../helpers/cli.js";

const variant = "rfc1738";
const peg = (rule: string, input: string): boolean => pegAccepts(input, { variant, rule });

for (const [section, table] of Object.entries(examples)) {
  describe(`${section} examples`, () => {
    it.each(table)("$input", ({ input, components }) => {
      expect(isValid(input, { variant })).toBe(true);
      expect(peg("url", input)).toBe(true);
      if (components) expect(parse(input, { variant })).toEqual(components);
    });
  });
}

describe("RFC 1738 §5 grammar, by start rule", () => {
  for (const { rule, valid, invalid } of rules) {
    it.each(valid)(`${rule} accepts %j`, (input) => {
      expect(isValid(input, { variant, rule } as never)).toBe(true);
      expect(peg(rule, input)).toBe(true);
    });
    it.each(invalid)(`${rule} rejects %j`, (input) => {
      expect(isValid(input, { variant, rule } as never)).toBe(false);
      expect(peg(rule, input)).toBe(false);
      const result = safeParse(input, { variant, rule } as never);
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.error.message).toMatch(/offset \d+/);
    });
  }
});

describe("RFC 1738 components", () => {
  it("http: scheme from the literal, hostport as authority, path without its '/', search as query", () => {
    expect(parse("http://www.example.com:8080/a/b?x+y", { variant })).toEqual({
      scheme: "http",
      authority: "www.example.com:8080",
      host: "www.example.com",
      port: "8080",
      path: "a/b",
      query: "x+y",
    });
  });
  it("other schemes: the generic scheme and schemepart", () => {
    expect(parse("x-foo:bar/baz", { variant })).toEqual({ scheme: "x-foo", path: "bar/baz" });
  });
  it("the default rule is url", () => {
    expect(rfc1738.defaultRule).toBe("url");
    expect(isValid("mailto:a@b", { variant })).toBe(true);
  });
});

describe("RFC 1738 resolution (absolute-only: the RFC has no relative URLs)", () => {
  it("a complete URL is its own target", () => {
    expect(resolve("http://a/b/c", "ftp://u@h/d/f", { variant })).toBe("ftp://u@h/d/f");
    expect(resolve("http://a/b/c", "mailto:x@y", { variant })).toBe("mailto:x@y");
  });
  it("a relative reference is not a URL of RFC 1738", () => {
    expect(() => resolve("http://a/b/c", "../g", { variant })).toThrow(/offset/);
  });
  it("the algorithm itself refuses components without a scheme", async () => {
    const { ALGORITHMS } = await import("../../src/resolve/registry.js");
    expect(() => ALGORITHMS["absolute-only"]!({ path: "" }, { path: "g" }, {})).toThrow(/RFC 1808/);
  });
});

describe("RFC 1738 CLI", () => {
  it("parse --variant rfc1738", async () => {
    const out = await runJsonl(["parse", "--variant", variant], ["news:*", "http://a/#x"]);
    expect(out[0]).toEqual({ valid: true, components: { scheme: "news", path: "*" } });
    expect(out[1]).toMatchObject({ valid: false, error: { offset: expect.any(Number) } });
  });
});
