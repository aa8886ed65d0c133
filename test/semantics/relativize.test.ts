import { describe, expect, it } from "vitest";
import { relativize, resolve, UriSyntaxError } from "../../src/index.js";

const BASE = "http://a/b/c/d;p?q";

describe("relativize against the RFC 3986 §5.4 base", () => {
  const table: [string, string][] = [
    ["http://a/b/c/g", "g"],
    ["http://a/b/c/g/", "g/"],
    ["http://a/g", "/g"],
    ["http://g", "//g"],
    ["http://a/b/c/d;p?y", "?y"],
    ["http://a/b/c/g?y", "g?y"],
    ["http://a/b/c/d;p?q#s", "#s"],
    ["http://a/b/c/d;p?q", ""],
    ["http://a/b/c/d;p", "d;p"],
    ["http://a/b/c/", "."],
    ["http://a/b/", ".."],
    ["http://a/b/g", "../g"],
    ["http://a/", "/"],
    ["http://a/b/c/g:h", "./g:h"],
    ["http://a/b/c//g", ".//g"],
    ["http://a//g", "/.//g"],
    ["https://a/b/c/g", "https://a/b/c/g"],
    ["g:h", "g:h"],
    ["http:", "http:"],
    ["http:/x", "http:/x"], // "/x" would take the base's authority,
  ];
  it.each(table)("%s → %s", (target, ref) => {
    expect(relativize(BASE, target)).toBe(ref);
    expect(resolve(BASE, ref)).toBe(target);
  });
});

describe("relativize edge cases", () => {
  const table: [string, string, string][] = [
    // bases without authority
    ["mailto:joe@example.com", "mailto:fred@example.com", "fred@example.com"],
    ["mailto:joe@example.com", "mailto:joe@example.com?subject=x", "?subject=x"],
    ["urn:example:a/b/c", "urn:example:a/b/d", "d"],
    // §5.2.4's rootless behaviour makes "../" useless here: the absolute target it is
    ["urn:example:a/b/c", "urn:other", "urn:other"],
    // base with an authority and an empty path
    ["http://a", "http://a/g", "g"],
    ["http://a", "http://a", ""],
    ["http://a?q", "http://a", "//a"],
    // the base fragment is ignored
    ["http://a/b#f", "http://a/b", ""],
    ["http://a/b#f", "http://a/b#f", "#f"],
    // the base has a query the target lacks: the last segment must be named
    ["http://a/b/c?q", "http://a/b/c", "c"],
    ["http://a/b/?q", "http://a/b/", "."],
    // empty segments
    ["http://a/b//c/d", "http://a/b/x", "/b/x"], // shorter than ../../x,
    ["http://a/b//c/d", "http://a/b//y", "../y"],
  ];
  it.each(table)("relativize(%s, %s) = %s", (base, target, ref) => {
    expect(relativize(base, target)).toBe(ref);
    expect(resolve(base, ref)).toBe(target);
  });
  it("gives the target itself when no reference can give it back (dot segments in its path)", () => {
    expect(relativize(BASE, "http://a/b/../c")).toBe("http://a/b/../c");
  });
  it("rejects a relative base or target", () => {
    expect(() => relativize("/a", "http://a/b")).toThrow(/RFC 3986 §5.2.1/);
    expect(() => relativize("http://a/", "b")).toThrow(UriSyntaxError);
    expect(() => relativize("http://a/", 5 as unknown as string)).toThrow(
      /target must be a string, got number 5/,
    );
  });
});
