// URL Internet Draft 03 (1994, seed 004): the URLs it prints, its BNF by start rule (with the
// transcription's interpretations), the partial form, and the CLI.
import { describe, expect, it } from "vitest";
import { isValid, normalize, parse, recompose, resolve, safeParse } from "../../src/index.js";
import { pegAccepts } from "../helpers/peg.js";
import { examples, partialForm, printedButInvalid, rules } from "../../corpus/variants/url-draft-1994.js";
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

describe("draft 1994 components (grammar/url-draft-1994.abnf T12-T15)", () => {
  it("ftp: login as authority, user and password as userinfo, the path with its '/' and ftptype", () => {
    expect(parse("ftp://u:p@h:21/a/bI", { variant })).toEqual({
      scheme: "ftp",
      authority: "u:p@h:21",
      userinfo: "u:p",
      host: "h",
      port: "21",
      path: "/a/bI",
    });
  });
  it("T12: the 'url:' PrePrefix is held with the scheme", () => {
    expect(parse("url:news:*", { variant })).toEqual({ scheme: "url:news", path: "*" });
    expect(parse("url:http://h/p#f", { variant })).toEqual({
      scheme: "url:http",
      authority: "h",
      host: "h",
      path: "/p",
      fragment: "f",
    });
  });
  it("T13: gopher, WAIS and prospero parts after the hostport are path; so are nntp and mailto", () => {
    expect(parse("gopher://h/0sel", { variant })).toEqual({
      scheme: "gopher",
      authority: "h",
      host: "h",
      path: "/0sel",
    });
    expect(parse("wais://h/db/TEXT/1=a/b;2=c;", { variant })).toEqual({
      scheme: "wais",
      authority: "h",
      host: "h",
      path: "/db/TEXT/1=a/b;2=c;",
    });
    expect(parse("prospero://h/name%00version", { variant })).toEqual({
      scheme: "prospero",
      authority: "h",
      host: "h",
      path: "/name%00version",
    });
    expect(parse("nntp:comp.x/12", { variant })).toEqual({ scheme: "nntp", path: "comp.x/12" });
    expect(parse("mailto:joe@cern.ch", { variant })).toEqual({ scheme: "mailto", path: "joe@cern.ch" });
  });
  it("T14: afs's cellname is the authority and the host; a telnet URL has no path", () => {
    expect(parse("afs://Cell.Name/p", { variant, rule: "afsaddress" })).toEqual({
      scheme: "afs",
      authority: "Cell.Name",
      host: "Cell.Name",
      path: "/p",
    });
    expect(parse("telnet://u@h", { variant })).toEqual({
      scheme: "telnet",
      authority: "u@h",
      userinfo: "u",
      host: "h",
      path: "",
    });
  });
  it("T14: '@' is safe, so a host may hold one; the user name is taken whenever there is one", () => {
    expect(parse("telnet://u@a@b", { variant })).toMatchObject({ userinfo: "u", host: "a@b" });
  });
  it("T15: a news article names no host", () => {
    expect(parse("news:123@h.ch", { variant })).toEqual({ scheme: "news", path: "123@h.ch" });
  });
  it("every character is in a component or a delimiter: recompose(parse(u)) is u", () => {
    for (const u of [
      "url:ftp://u:p@h:21/a/bI#f",
      "gopher://h/0sel",
      "wais://h/db?x",
      "mailto:a%41@b",
      "//h:8/x?y#z",
      "telnet://h",
    ])
      expect(recompose(parse(u, { variant }))).toBe(u);
  });
});

describe("draft 1994 regressions (issue 14: lost text, and a normal form the draft does not give)", () => {
  it.each(["mailto:a%41@b", "wais://H/db?x", "gopher://H/1sel", "url:http://H/p"])(
    "the components of %j hold every character",
    (input) => {
      expect(recompose(parse(input, { variant }))).toBe(input);
    },
  );
  it("normalize is a typed refusal: the draft defines no equivalence", () => {
    expect(() => normalize("mailto:a%41@b", { variant })).toThrow(
      expect.objectContaining({ name: "UriOperationError", kind: "no-normalization" }),
    );
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
