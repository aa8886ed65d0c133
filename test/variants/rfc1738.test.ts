// RFC 1738 (December 1994): the URLs printed in the RFC, the §5 grammar by start rule, resolution
// (none: RFC 1738 has no relative URLs) and the CLI.
import { describe, expect, it } from "vitest";
import { isValid, normalize, parse, recompose, resolve, safeParse } from "../../src/index.js";
import { pegAccepts } from "../helpers/peg.js";
import { rfc1738 } from "../../src/variants/rfc1738.js";
import { examples, rules } from "../../corpus/variants/rfc1738.js";
import { runCli, runJsonl } from "../helpers/cli.js";
import { resolutionSteps } from "../../src/explain/steppers.js";
import { rfc1738 as rfc1738Variant } from "../../src/variants/rfc1738.js";
import type { Variant } from "../../src/variants/types.js";

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

describe("RFC 1738 components (grammar/rfc1738.abnf T9-T11)", () => {
  it("http: scheme from the literal, hostport as authority, the path with its '/', search as query", () => {
    expect(parse("http://www.example.com:8080/a/b?x+y", { variant })).toEqual({
      scheme: "http",
      authority: "www.example.com:8080",
      host: "www.example.com",
      port: "8080",
      path: "/a/b",
      query: "x+y",
    });
    expect(parse("http://h", { variant })).toEqual({ scheme: "http", authority: "h", host: "h", path: "" });
  });
  it("§3.1: user and password are the userinfo, the '/' after the hostport begins the path", () => {
    expect(parse("ftp://u:p@h:21/a;type=i", { variant })).toEqual({
      scheme: "ftp",
      authority: "u:p@h:21",
      userinfo: "u:p",
      host: "h",
      port: "21",
      path: "/a;type=i",
    });
    expect(parse("telnet://h/", { variant })).toEqual({
      scheme: "telnet",
      authority: "h",
      host: "h",
      path: "/",
    });
  });
  it("§3.10: file's host, 'localhost' or nothing is the authority", () => {
    expect(parse("file:///etc/motd", { variant })).toEqual({
      scheme: "file",
      authority: "",
      path: "/etc/motd",
    });
    expect(parse("file://localhost/x", { variant })).toEqual({
      scheme: "file",
      authority: "localhost",
      host: "localhost",
      path: "/x",
    });
  });
  it("§3.4, §3.7, §3.9: gopher, nntp and WAIS parts after the '/' are path; WAIS search is the query", () => {
    expect(parse("gopher://h/0sel%09query%09plus", { variant })).toEqual({
      scheme: "gopher",
      authority: "h",
      host: "h",
      path: "/0sel%09query%09plus",
    });
    expect(parse("nntp://h/comp.x/42", { variant })).toEqual({
      scheme: "nntp",
      authority: "h",
      host: "h",
      path: "/comp.x/42",
    });
    expect(parse("wais://h/db/TEXT/doc", { variant })).toEqual({
      scheme: "wais",
      authority: "h",
      host: "h",
      path: "/db/TEXT/doc",
    });
    expect(parse("wais://h/db?x", { variant })).toEqual({
      scheme: "wais",
      authority: "h",
      host: "h",
      path: "/db",
      query: "x",
    });
  });
  it("§3.6: a news article names no host (T11)", () => {
    expect(parse("news:123@host.example", { variant })).toEqual({ scheme: "news", path: "123@host.example" });
  });
  it("T9: a generic scheme-specific part that starts with '//' and is a login is read as one (§3.1)", () => {
    expect(parse("x-foo://u@h:1/a?b", { variant })).toEqual({
      scheme: "x-foo",
      authority: "u@h:1",
      userinfo: "u",
      host: "h",
      port: "1",
      path: "/a?b",
    });
    // Not a login (no host): opaque data.
    expect(parse("x-foo://a_b/c", { variant })).toEqual({ scheme: "x-foo", path: "//a_b/c" });
    expect(parse("x-foo:bar/baz", { variant })).toEqual({ scheme: "x-foo", path: "bar/baz" });
  });
  it("every character is in a component or a delimiter: recompose(parse(u)) is u", () => {
    for (const u of [
      "ftp://U@Host:21/p;type=a",
      "gopher://Host/1sel",
      "file:///etc/motd",
      "prospero://host.dom//pros/name;f=v",
      "x-foo://h",
    ])
      expect(recompose(parse(u, { variant }))).toBe(u);
  });
  it("the default rule is url", () => {
    expect(rfc1738.defaultRule).toBe("url");
    expect(isValid("mailto:a@b", { variant })).toBe(true);
  });
});

describe("RFC 1738 §2.1 and §2.2 normalization (issue 14: normalize lost the text that no component held)", () => {
  // §2.1: scheme names are case-insensitive; nothing says hosts are. §2.2: an octet that is not
  // reserved means the same encoded or not. Every other character is kept as written.
  it.each([
    ["FTP://U@Host:21/p;type=a", "ftp://U@Host:21/p;type=a"],
    ["GOPHER://Host/1sel", "gopher://Host/1sel"],
    ["HTTP://X/p%41", "http://X/pA"],
    ["HTTP://X/p%2F", "http://X/p%2F"],
  ])("normalize(%j) is %j", (input, output) => {
    expect(normalize(input, { variant })).toBe(output);
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
    const { ALGORITHMS } = await import("../../src/semantics/resolve/algorithms.js");
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

// The resolution stepper (uri-grammar/explain): each step named by its section, and resolve()'s target.
const STEPPED = rfc1738Variant as Variant;
const STEPPER_BASE = "http://a/b/c/d;p?q";

describe("RFC 1738 §2.3: no relative links, one step", () => {
  it("a complete URL is its own target; a relative one is refused", () => {
    const r = resolutionSteps(STEPPED, "http://a/b", "ftp://x/y");
    expect(r.steps).toEqual([
      { id: "complete URL", taken: true, values: { scheme: "ftp" }, section: "RFC 1738 §2.3" },
    ]);
    expect(r.target).toBe("ftp://x/y");
  });
});

describe("uri-grammar resolve --explain: the steps named by their sections", () => {
  it("ftp://x/y: a step of RFC 1738 \u00a72.3, and resolve()'s target", async () => {
    const base = "http://a/b/c/d?q";
    const r = await runCli(["resolve", "--explain", "--variant", variant, base, "ftp://x/y"]);
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toContain("  " + "RFC 1738 \u00a72.3");
    expect(r.stdout.trimEnd().split("\n").at(-1)).toBe(
      `  target ${JSON.stringify(resolve(base, "ftp://x/y", { variant } as never))}`,
    );
  });
});
