import { describe, expect, it } from "vitest";
import { equivalent, UriSyntaxError } from "../../src/index.js";
import "../../src/variants/all.js";
import { rfc3986Section6 } from "../../corpus/examples.js";

type Level = "string" | "syntax" | "scheme";

describe("RFC 3986 §6.2 comparison ladder", () => {
  // [a, b, string, syntax, scheme]
  const table: [string, string, boolean, boolean, boolean][] = [
    ["http://example.com/", "http://example.com/", true, true, true],
    // §6.2.1: simple string comparison only
    ["http://example.com/a", "http://example.com/b", false, false, false],
    // §6.2.2 (the section's own examples: corpus/examples.ts, below)
    ["http://h/%7e", "http://h/~", false, true, true],
    ["http://h/%2F", "http://h//", false, false, false], // "/" is reserved: not equivalent
    ["http://h/a?Q", "http://h/a?q", false, false, false], // the query is case-sensitive
    // §6.2.3
    ["http://example.com:/", "http://example.com:80/", false, false, true],
    ["http://example.com:80/~smith/home.html", "http://EXAMPLE.com:/%7esmith/home.html", false, false, true],
    ["https://h:443/", "http://h/", false, false, false],
  ];
  const levels: Level[] = ["string", "syntax", "scheme"];
  it.each(table)("%s vs %s: string %s, syntax %s, scheme %s", (a, b, ...expected) => {
    levels.forEach((level, i) => {
      expect(equivalent(a, b, { level })).toBe(expected[i]);
      expect(equivalent(b, a, { level })).toBe(expected[i]);
    });
  });
  it.each(rfc3986Section6.filter((e) => e.schemeSpecific === undefined))(
    "$section's example: $a and $b at the $level level ($equivalent)",
    ({ a, b, level, equivalent: expected }) => {
      expect(equivalent(a, b, { level })).toBe(expected);
      expect(equivalent(b, a, { level })).toBe(expected);
      expect(equivalent(a, b, { level: "string" })).toBe(false);
    },
  );
  it("compares at the syntax level by default", () => {
    expect(equivalent("HTTP://h/", "http://h/")).toBe(true);
    expect(equivalent("http://h", "http://h/")).toBe(false);
  });
});

describe("RFC 3987 §5.3 comparison ladder", () => {
  const variant = "rfc3987";
  // [a, b, string (§5.3.1), syntax (§5.3.2), scheme (§5.3.3)]
  const table: [string, string, boolean, boolean, boolean][] = [
    // §5.3.1: identical character strings
    ["http://r\u00e9sum\u00e9.example/", "http://r\u00e9sum\u00e9.example/", true, true, true],
    // §5.3.2: the RFC's pair
    [
      "example://a/b/c/%7Bfoo%7D/ros\u00e9",
      "eXAMPLE://a/./b/../b/%63/%7bfoo%7d/ros%C3%A9",
      false,
      true,
      true,
    ],
    // §5.3.2.1: scheme and US-ASCII only host; a non-ASCII host keeps its case
    ["HTTP://www.EXAMPLE.com/", "http://www.example.com/", false, true, true],
    ["http://\u00dcX.Example/", "http://\u00fcx.example/", false, false, false],
    ["http://\u00dcX.Example/", "http://\u00dcx.example/", false, false, false],
    ["http://%C3%9CX.Example/", "http://\u00dcX.Example/", false, true, true],
    // §5.3.2.2: no character normalization (NFC and NFD spellings stay apart)
    [
      "http://www.example.org/r\u00e9sum\u00e9.html",
      "http://www.example.org/re\u0301sume\u0301.html",
      false,
      false,
      false,
    ],
    // §5.3.2.3: percent-encoding aligned
    ["http://example.com/caf\u00e9", "http://example.com/caf%C3%A9", false, true, true],
    ["http://example.com/caf%c3%a9", "http://example.com/caf%C3%A9", false, true, true],
    ["http://example.org/~user", "http://example.org/%7euser", false, true, true],
    ["http://example.org/%7euser", "http://example.org/%7Euser", false, true, true],
    // iprivate is not unreserved: its triplets are not decoded, even in the query (regressions)
    ["http://h/?\ue000", "http://h/?%EE%80%80", false, false, false],
    ["http://h/%2F", "http://h//", false, false, false], // "/" is reserved
    // §4.1: a bidi formatting character is never decoded into an IRI
    ["http://h/a%E2%80%8Eb", "http://h/a\u200eb", false, false, false],
    // §5.3.2.4: dot segments
    ["http://h/a/./\u00e9/../b", "http://h/a/b", false, true, true],
    // §5.3.3: default port, empty path; IDN and punycode not made one
    ["http://example.com", "http://example.com:80/", false, false, true],
    ["http://r\u00e9sum\u00e9.example.org", "http://xn--rsum-bpad.example.org", false, false, false],
  ];
  const levels: Level[] = ["string", "syntax", "scheme"];
  it.each(table)("%s vs %s: string %s, syntax %s, scheme %s", (a, b, ...expected) => {
    levels.forEach((level, i) => {
      expect(equivalent(a, b, { variant, level })).toBe(expected[i]);
      expect(equivalent(b, a, { variant, level })).toBe(expected[i]);
    });
  });
});

describe("equivalent errors", () => {
  it("rejects invalid URI references at every level", () => {
    for (const level of ["string", "syntax", "scheme"] as Level[]) {
      expect(() => equivalent("http://a b", "http://a b", { level })).toThrow(UriSyntaxError);
    }
  });
  it("a variant without a normal form compares only strings, and says so (the 1993 URL draft)", () => {
    expect(() => equivalent("http://a/b", "http://a/b", { variant: "url-draft-1993" })).toThrow(
      /^equivalent \(url-draft-1993\): the 1993 URL draft defines no normal form/,
    );
    expect(equivalent("http://a/b", "http://a/b", { variant: "url-draft-1993", level: "string" })).toBe(true);
  });
  it("compares at the syntax level unless told (RFC 3986 §6.2.2), above strings, below schemes", () => {
    expect(equivalent("http://a/%7e", "http://a/~")).toBe(true);
    expect(equivalent("http://a/%7e", "http://a/~", { level: "string" })).toBe(false);
    expect(equivalent("http://a:80/", "http://a/")).toBe(false);
    expect(equivalent("http://a:80/", "http://a/", { level: "scheme" })).toBe(true);
  });
  it("names itself in a variant's refusal: an unknown one, a template (RFC 6570 §2)", () => {
    expect(() => equivalent("a", "a", { variant: "nope" as never })).toThrow(
      /^equivalent: unknown variant "nope"/,
    );
    expect(() => equivalent("{a}", "{a}", { variant: "rfc6570" })).toThrow(
      /^equivalent \(rfc6570\): RFC 6570 §2 \(Level 4 syntax\) is not a URI syntax/,
    );
  });
  it("rejects an invalid reference on either side at the string level (RFC 3986 §6.2.1)", () => {
    expect(() => equivalent("http://a", "http://a b", { level: "string" })).toThrow(UriSyntaxError);
    expect(() => equivalent("http://a b", "http://a", { level: "string" })).toThrow(UriSyntaxError);
  });
  it("rejects bad arguments", () => {
    expect(() => equivalent("a:b", 1 as unknown as string)).toThrow(
      /second argument must be a string, got number 1/,
    );
    expect(() => equivalent("a:b", "a:b", { level: "exact" as Level })).toThrow(RangeError);
    const messages: [() => unknown, Error][] = [
      [
        () => equivalent(1 as unknown as string, "a:b"),
        new TypeError("equivalent: the first argument must be a string, got number 1"),
      ],
      [
        () => equivalent("a:b", 1 as unknown as string),
        new TypeError("equivalent: the second argument must be a string, got number 1"),
      ],
      [
        () => equivalent("a:b", "a:b", { level: "exact" as Level }),
        new RangeError('equivalent: unknown level "exact"; levels: string, syntax, scheme'),
      ],
      [
        () => equivalent("a:b", "a:b", { nope: 1 } as never),
        new TypeError('equivalent: unknown option "nope"; known options: variant, level'),
      ],
      [
        () => equivalent("a:b", "a:b", 5 as never),
        new TypeError("equivalent: options must be an object, got number 5"),
      ],
    ];
    for (const [call, error] of messages) {
      expect(call).toThrow(error);
      expect(call).toThrow(error.constructor as ErrorConstructor);
    }
  });
});
