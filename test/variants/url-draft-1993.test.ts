// URL draft of July 1993 (seed 003): the URLs it prints, its BNF by start rule (with the
// transcription's interpretations), the partial form, and the CLI.
import { describe, expect, it } from "vitest";
import { equivalent, isValid, normalize, parse, recompose, resolve, safeParse } from "../../src/index.js";
import { removeDotElements1993 } from "../../src/semantics/resolve/partial-form-1993.js";
import { pegAccepts } from "../helpers/peg.js";
import { examples, partialForm, rules } from "../../corpus/variants/url-draft-1993.js";
import { runCli, runJsonl } from "../helpers/cli.js";
import { resolutionSteps } from "../../src/explain/steppers.js";
import { urlDraft1993 as urlDraft1993Variant } from "../../src/variants/url-draft-1993.js";
import type { Variant } from "../../src/variants/types.js";

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

describe("draft 1993 components (grammar/url-draft-1993.abnf T11-T15)", () => {
  it("http: scheme from the literal, hostport as authority, the path with its '/', search, fragmentid", () => {
    expect(parse("http://h/a/b?x+y#f", { variant })).toEqual({
      scheme: "http",
      authority: "h",
      host: "h",
      path: "/a/b",
      query: "x+y",
      fragment: "f",
    });
    expect(parse("http://h", { variant })).toEqual({ scheme: "http", authority: "h", host: "h", path: "" });
  });
  it("T11: the scheme of a generic URL ends at its first colon (section Scheme)", () => {
    expect(parse("news:a:b@c", { variant })).toEqual({ scheme: "news", path: "a:b@c" });
    expect(parse("x-new:a:b", { variant })).toEqual({ scheme: "x-new", path: "a:b" });
    expect(parse("T::W", { variant, rule: "generic" })).toEqual({ scheme: "T", path: ":W" });
  });
  it("T12: ':' is an extra character, yet the port is the digits after the last colon", () => {
    expect(parse("http://h:80/a", { variant })).toEqual({
      scheme: "http",
      authority: "h:80",
      host: "h",
      port: "80",
      path: "/a",
    });
    expect(parse("http://1.2.3.4:80/a", { variant })).toEqual({
      scheme: "http",
      authority: "1.2.3.4:80",
      host: "1.2.3.4",
      port: "80",
      path: "/a",
    });
    expect(parse("h:1:2", { variant, rule: "hostport" })).toEqual({
      authority: "h:1:2",
      host: "h:1",
      port: "2",
    });
    expect(parse("h:8a", { variant, rule: "hostport" })).toEqual({ authority: "h:8a", host: "h:8a" });
  });
  it("T13: '@' is safe, yet the user name ends at the last '@' that a hostport follows", () => {
    expect(parse("telnet://a@b@c", { variant })).toEqual({
      scheme: "telnet",
      authority: "a@b@c",
      userinfo: "a@b",
      host: "c",
      path: "",
    });
    // After the second "@" no hostport: "1x" is neither a hostname nor a hostnumber.
    expect(parse("telnet://a@b@1x", { variant })).toMatchObject({ userinfo: "a", host: "b@1x" });
    expect(parse("telnet://user@host.ch", { variant, rule: "telnetaddress" })).toEqual({
      scheme: "telnet",
      authority: "user@host.ch",
      userinfo: "user",
      host: "host.ch",
    });
  });
  it("T14: gopher, WAIS and prospero parts are path; ftp's and afs's hosts are authorities", () => {
    expect(parse("gopher://h/1sel?x", { variant })).toEqual({
      scheme: "gopher",
      authority: "h",
      host: "h",
      path: "/1sel",
      query: "x",
    });
    expect(parse("wais://h/db/TEXT/1234/some/path", { variant })).toEqual({
      scheme: "wais",
      authority: "h",
      host: "h",
      path: "/db/TEXT/1234/some/path",
    });
    expect(parse("prospero://h/name%00version", { variant })).toEqual({
      scheme: "prospero",
      authority: "h",
      host: "h",
      path: "/name%00version",
    });
    expect(parse("afs://cell.name/some/path", { variant })).toEqual({
      scheme: "afs",
      authority: "cell.name",
      host: "cell.name",
      path: "/some/path",
    });
  });
  it("T15: a news article names no host", () => {
    expect(parse("news:123@host.ch", { variant })).toEqual({ scheme: "news", path: "123@host.ch" });
    expect(parse("123@host.ch", { variant, rule: "article" })).toEqual({});
  });
  it("partial forms: abspath keeps its '/', a relative path has none", () => {
    expect(parse("/a/b", { variant })).toEqual({ path: "/a/b" });
    expect(parse("a/b", { variant })).toEqual({ path: "a/b" });
    expect(parse("//h/a", { variant })).toEqual({ authority: "h", host: "h", path: "/a" });
  });
  it("every character is in a component or a delimiter: recompose(parse(u)) is u", () => {
    for (const u of [
      "http://Example.com/a/b",
      "telnet://u@h@H:23",
      "gopher://h/1sel?x+y#f",
      "wais://h:210/db?s",
      "v::.",
      "//X/y",
      "",
    ])
      expect(recompose(parse(u, { variant }))).toBe(u);
  });
});

describe("draft 1993 regressions (issue 14: lost text, and a normal form the draft does not give)", () => {
  it("the components hold the host of a full form and the '/' before the path", () => {
    expect(recompose(parse("http://Example.com/a/b", { variant }))).toBe("http://Example.com/a/b");
    expect(recompose(parse("//X/y", { variant, rule: "reference" }))).toBe("//X/y");
  });
  it("parse reads 'v::.' as the scheme 'v' and the path ':.'", () => {
    expect(parse("v::.", { variant })).toEqual({ scheme: "v", path: ":." });
  });
  it("normalize and equivalent are a typed refusal: the draft defines no equivalence", () => {
    expect(() => normalize("http://Example.com/a/b", { variant })).toThrow(
      expect.objectContaining({ name: "UriOperationError", kind: "no-normalization" }),
    );
    expect(() => equivalent("v::.", "v::", { variant })).toThrow(/no normal form/);
    expect(equivalent("v::.", "v::.", { variant, level: "string" })).toBe(true);
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

// The resolution stepper (uri-grammar/explain): each step named by its section, and resolve()'s target.
const STEPPED = urlDraft1993Variant as Variant;
const STEPPER_BASE = "http://a/b/c/d?q";
const stepIds = (v: Variant, base: string, ref: string) =>
  resolutionSteps(v, base, ref).steps.map(
    (s) => `${s.id}${s.taken === undefined ? "" : s.taken ? "+" : "-"}`,
  );

describe('the 1993 URL draft, "Partial form": its rules, and "/xxx/.." and "/." removed', () => {
  const v = STEPPED;
  it("../g/./x: rules 1, 2, then rule 3's relative path and removals", () => {
    const r = resolutionSteps(v, STEPPER_BASE, "../g/./x");
    expect(r.target).toBe("http://a/b/g/x");
    expect(stepIds(v, STEPPER_BASE, "../g/./x")).toEqual([
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
    expect(stepIds(v, STEPPER_BASE, "ftp://x/y")).toEqual(["Rule 1+"]);
    expect(stepIds(v, STEPPER_BASE, "//h/p")).toEqual(["Rule 1-", "Rule 2+"]);
    expect(stepIds(v, STEPPER_BASE, "#f")).toEqual(["Rule 1-", "Rule 2-", "context object+"]);
  });
});

describe("uri-grammar resolve --explain: the steps named by their sections", () => {
  it('../g: a step of URL draft 1993, "Partial form", rule 3, and resolve()\'s target', async () => {
    const base = "http://a/b/c/d?q";
    const r = await runCli(["resolve", "--explain", "--variant", variant, base, "../g"]);
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toContain("  " + 'URL draft 1993, "Partial form", rule 3');
    expect(r.stdout.trimEnd().split("\n").at(-1)).toBe(
      `  target ${JSON.stringify(resolve(base, "../g", { variant } as never))}`,
    );
  });
});
