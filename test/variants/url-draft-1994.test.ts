// URL Internet Draft 03 (1994, seed 004): the URLs it prints, its BNF by start rule (with the
// transcription's interpretations), the partial form, and the CLI.
import { describe, expect, it } from "vitest";
import { isValid, parse, resolve, safeParse } from "../../src/index.js";
import { pegAccepts } from "../helpers/peg.js";
import { examples, partialForm, printedButInvalid, rules } from "../corpus/url-draft-1994.js";
import { runJsonl } from "../helpers/cli.js";

const variant = "url-draft-1994";
const peg = (rule: string, input: string): boolean => pegAccepts(input, { variant, rule });

for (const [section, table] of Object.entries(examples)) {
  describe(`${section} examples`, () => {
    it.each(table)("$input", ({ input, components }) => {
      expect(isValid(input, { variant, rule: "fullurl" })).toBe(true);
      expect(peg("fullurl", input)).toBe(true);
      if (components) expect(parse(input, { variant })).toEqual(components);
    });
  });
}

describe("draft 1994 BNF for specific URL schemes, by start rule", () => {
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

describe("draft 1994 printed but not in its grammar", () => {
  it.each(printedButInvalid)("%s has spaces, which are reserved", (input) => {
    expect(isValid(input, { variant })).toBe(false);
    expect(peg("fullurl", input)).toBe(false);
  });
});

describe("draft 1994 components", () => {
  it("ftp: login as authority, user as userinfo, path without its '/'", () => {
    expect(parse("ftp://u:p@h:21/a/b", { variant })).toEqual({
      scheme: "ftp",
      authority: "u:p@h:21",
      userinfo: "u",
      host: "h",
      port: "21",
      path: "a/b",
    });
  });
  it("prefixedurl: the url: prefix is not a component", () => {
    expect(parse("url:news:*", { variant })).toEqual({ scheme: "news", path: "*" });
  });
});

describe("draft 1994 partial form (the 1993 rules, to which the draft refers)", () => {
  it.each(partialForm)("$ref against $base is $target", ({ base, ref, target }) => {
    expect(resolve(base, ref, { variant })).toBe(target);
  });
  it("a base must be a full form", () => {
    expect(() => resolve("a/b", "c", { variant })).toThrow();
  });
});

describe("draft 1994 CLI", () => {
  it("parse --variant url-draft-1994", async () => {
    const out = await runJsonl(["parse", "--variant", variant], ["news:*", "mailto::x@h"]);
    expect(out[0]).toEqual({ valid: true, components: { scheme: "news", path: "*" } });
    expect(out[1]).toMatchObject({ valid: false, error: { offset: expect.any(Number) } });
  });
  it("resolve --variant url-draft-1994", async () => {
    const out = await runJsonl(["resolve", "--variant", variant], [{ base: "http://a/b/c", ref: "../g" }]);
    expect(out).toEqual([{ target: "http://a/g" }]);
  });
});
