// URL draft of July 1993 (seed 003): the URLs it prints, its BNF by start rule (with the
// transcription's interpretations), the partial form, and the CLI.
import { describe, expect, it } from "vitest";
import { isValid, parse, resolve, safeParse } from "../../src/index.js";
import { removeDotElements1993 } from "../../src/resolve/partial-form-1993.js";
import { pegAccepts } from "../helpers/peg.js";
import { examples, partialForm, rules } from "../corpus/url-draft-1993.js";
import { runJsonl } from "../helpers/cli.js";

const variant = "url-draft-1993";
const peg = (rule: string, input: string): boolean => pegAccepts(input, { variant, rule });

for (const [section, table] of Object.entries(examples)) {
  describe(`${section} examples`, () => {
    it.each(table)("$input", ({ input, components }) => {
      expect(isValid(input, { variant, rule: "fragmentaddress" })).toBe(true);
      expect(peg("fragmentaddress", input)).toBe(true);
      if (components) expect(parse(input, { variant })).toEqual(components);
    });
  });
}

describe("draft 1993 BNF syntax, by start rule", () => {
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

describe("draft 1993 components", () => {
  it("http: scheme from the literal, path without its '/', search as query, fragmentid", () => {
    expect(parse("http://h/a/b?x+y#f", { variant })).toEqual({
      scheme: "http",
      host: "h",
      path: "a/b",
      query: "x+y",
      fragment: "f",
    });
  });
  it("T8: ':' is an extra character, so the first derivation keeps the port in the host", () => {
    expect(parse("http://h:80/a", { variant })).toEqual({ scheme: "http", host: "h:80", path: "a" });
    expect(parse("http://1.2.3.4:80/a", { variant })).toEqual({
      scheme: "http",
      host: "1.2.3.4",
      port: "80",
      path: "a",
    });
  });
  it("partial forms: abspath keeps its '/', a relative path has none", () => {
    expect(parse("/a/b", { variant })).toEqual({ path: "/a/b" });
    expect(parse("a/b", { variant })).toEqual({ path: "a/b" });
    expect(parse("//h/a", { variant })).toEqual({ host: "h", path: "/a" });
  });
});

describe("draft 1993 Partial form (section Recommendations)", () => {
  it.each(partialForm)("$ref against $base is $target", ({ base, ref, target }) => {
    expect(resolve(base, ref, { variant })).toBe(target);
  });
  it("'/xxx/..' and '/.' are removed recursively, as complete path elements", () => {
    expect(removeDotElements1993("/a/b/c/../../d")).toBe("/a/d");
    expect(removeDotElements1993("/a/./b/.")).toBe("/a/b");
    expect(removeDotElements1993("/a/..b/../c")).toBe("/a/c");
    expect(removeDotElements1993("/../a")).toBe("/../a");
    expect(removeDotElements1993("/a.b/.c")).toBe("/a.b/.c");
  });
  it("a base must be a full form", () => {
    expect(() => resolve("a/b", "c", { variant })).toThrow();
  });
});

describe("draft 1993 CLI", () => {
  it("parse --variant url-draft-1993", async () => {
    const out = await runJsonl(["parse", "--variant", variant], ["news:*", "http://h/~x"]);
    expect(out[0]).toEqual({ valid: true, components: { scheme: "news", path: "*" } });
    expect(out[1]).toMatchObject({ valid: false, error: { offset: expect.any(Number) } });
  });
  it("resolve --variant url-draft-1993", async () => {
    const out = await runJsonl(["resolve", "--variant", variant], [{ base: "http://a/b/c", ref: "../g" }]);
    expect(out).toEqual([{ target: "http://a/g" }]);
  });
});
