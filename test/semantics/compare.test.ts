import { describe, expect, it } from "vitest";
import { equivalent, UriSyntaxError } from "../../src/index.js";

type Level = "string" | "syntax" | "scheme";

describe("RFC 3986 §6.2 comparison ladder", () => {
  // [a, b, string, syntax, scheme]
  const table: [string, string, boolean, boolean, boolean][] = [
    ["http://example.com/", "http://example.com/", true, true, true],
    // §6.2.1: simple string comparison only
    ["http://example.com/a", "http://example.com/b", false, false, false],
    // §6.2.2
    ["example://a/b/c/%7Bfoo%7D", "eXAMPLE://a/./b/../b/%63/%7bfoo%7d", false, true, true],
    ["HTTP://www.EXAMPLE.com/", "http://www.example.com/", false, true, true],
    ["http://h/%7e", "http://h/~", false, true, true],
    ["http://h/%2F", "http://h//", false, false, false], // "/" is reserved: not equivalent
    ["http://h/a?Q", "http://h/a?q", false, false, false], // the query is case-sensitive
    // §6.2.3
    ["http://example.com", "http://example.com/", false, false, true],
    ["http://example.com:/", "http://example.com:80/", false, false, true],
    ["http://example.com:80/~smith/home.html", "http://EXAMPLE.com:/%7esmith/home.html", false, false, true],
    ["http://example.com/?", "http://example.com/", false, false, false],
    ["https://h:443/", "http://h/", false, false, false],
  ];
  const levels: Level[] = ["string", "syntax", "scheme"];
  it.each(table)("%s vs %s: string %s, syntax %s, scheme %s", (a, b, ...expected) => {
    levels.forEach((level, i) => {
      expect(equivalent(a, b, { level })).toBe(expected[i]);
      expect(equivalent(b, a, { level })).toBe(expected[i]);
    });
  });
  it("compares at the syntax level by default", () => {
    expect(equivalent("HTTP://h/", "http://h/")).toBe(true);
    expect(equivalent("http://h", "http://h/")).toBe(false);
  });
});

describe("equivalent errors", () => {
  it("rejects invalid URI references at every level", () => {
    for (const level of ["string", "syntax", "scheme"] as Level[]) {
      expect(() => equivalent("http://a b", "http://a b", { level })).toThrow(UriSyntaxError);
    }
  });
  it("rejects bad arguments", () => {
    expect(() => equivalent("a:b", 1 as unknown as string)).toThrow(
      /second argument must be a string, got number 1/,
    );
    expect(() => equivalent("a:b", "a:b", { level: "exact" as Level })).toThrow(RangeError);
  });
});
