import { describe, expect, it } from "vitest";
import { normalize, UriSyntaxError } from "../../src/index.js";

describe("RFC 3986 §6.2.2 syntax-based normalization examples", () => {
  const table: [string, string][] = [
    // §6.2.2: the two URIs given as equivalent
    ["example://a/b/c/%7Bfoo%7D", "example://a/b/c/%7Bfoo%7D"],
    ["eXAMPLE://a/./b/../b/%63/%7bfoo%7d", "example://a/b/c/%7Bfoo%7D"],
    // §6.2.2.1: case
    ["HTTP://www.EXAMPLE.com/", "http://www.example.com/"],
    ["http://example.com/%3a", "http://example.com/%3A"],
    ["http://example.com/%3A", "http://example.com/%3A"],
    // §6.2.2.2: only unreserved characters are decoded
    ["http://example.com/%7Esmith/%41%2D%5F%2E%30", "http://example.com/~smith/A-_.0"],
    ["http://example.com/%2F%3F%23%25%20%21", "http://example.com/%2F%3F%23%25%20%21"],
    ["http://example.com/%c3%a9", "http://example.com/%C3%A9"],
    // §6.2.2.3: dot segments
    ["http://example.com/a/./b/../c", "http://example.com/a/c"],
    ["http://example.com/a/%2E%2E/b", "http://example.com/b"], // decoded first, then removed
  ];
  it.each(table)("%s → %s", (input, output) => {
    expect(normalize(input)).toBe(output);
    expect(normalize(input, { level: "syntax" })).toBe(output);
  });
});

describe("RFC 3986 §6.2.2 normalization, component by component", () => {
  const table: [string, string][] = [
    // the host is case-insensitive, its percent-encodings keep upper-case hex digits
    ["http://Ex%41mple.COM%2f/", "http://example.com%2F/"],
    ["http://[2001:DB8::A]/", "http://[2001:db8::a]/"],
    ["http://[v1F.ABC]/", "http://[v1f.abc]/"],
    // userinfo, query and fragment are case-sensitive, only their percent-encodings change
    ["http://User%3a%41@h/?Q=%7e#F%7e", "http://User%3AA@h/?Q=~#F~"],
    // the port is kept as written at this level
    ["http://h:080/", "http://h:080/"],
    ["http://h:/", "http://h:/"],
    // empty components keep their delimiters (§6.2.3 last paragraph)
    ["http://h/?", "http://h/?"],
    ["http://h/#", "http://h/#"],
    ["http://h", "http://h"],
    // schemes without authority
    ["MAILTO:Joe@Example.COM", "mailto:Joe@Example.COM"],
    ["urn:a/./b/../c", "urn:a/c"],
    ["urn:a/../b", "urn:/b"], // §5.2.4 literally
    // a path left starting with "//" without an authority gets "/." so as not to read as one
    ["x:/..//y", "x:/.//y"],
    ["/a/..//b", "/.//b"],
    // references: an absolute path loses its dot segments, a relative path keeps them
    ["/a/./b/../c", "/a/c"],
    ["//H/a/../b", "//h/b"],
    ["../a/./b", "../a/./b"],
    ["%7e/%2e%2E", "~/.."],
    ["", ""],
  ];
  it.each(table)("%s → %s", (input, output) => {
    expect(normalize(input)).toBe(output);
  });
});

describe("RFC 3986 §6.2.3 scheme-based normalization examples", () => {
  const table: [string, string][] = [
    // §6.2.3: four equivalent http URIs, the second is the normal form
    ["http://example.com", "http://example.com/"],
    ["http://example.com/", "http://example.com/"],
    ["http://example.com:/", "http://example.com/"],
    ["http://example.com:80/", "http://example.com/"],
    // RFC 7230 §2.7.3: three equivalent http URIs
    ["http://example.com:80/~smith/home.html", "http://example.com/~smith/home.html"],
    ["http://EXAMPLE.com/%7Esmith/home.html", "http://example.com/~smith/home.html"],
    ["http://EXAMPLE.com:/%7esmith/home.html", "http://example.com/~smith/home.html"],
    // other schemes of the table
    ["HTTPS://h:443", "https://h/"],
    ["https://h:80/", "https://h:80/"],
    ["ws://h:80", "ws://h/"],
    ["wss://h:443/x?y", "wss://h/x?y"],
    ["ftp://h:21", "ftp://h/"],
    ["ftp://u@h:0021/a", "ftp://u@h/a"],
    // a known scheme's port is a decimal number; a non-default one loses its leading zeros
    ["http://h:08080/", "http://h:8080/"],
    ["http://h:0/", "http://h:0/"],
    // any scheme with an authority: empty port dropped, empty path as "/" (§6.2.3 "in general")
    ["foo://h:", "foo://h/"],
    ["foo://h:080", "foo://h:080/"],
    // delimiters of empty components other than the port stay
    ["http://example.com/?", "http://example.com/?"],
    ["http://example.com#", "http://example.com/#"],
    // no authority: nothing scheme-based to do
    ["mailto:a@b", "mailto:a@b"],
    ["http:/a", "http:/a"],
    // a reference without scheme is not scheme-normalized
    ["//example.com:80", "//example.com:80"],
  ];
  it.each(table)("%s → %s", (input, output) => {
    expect(normalize(input, { level: "scheme" })).toBe(output);
  });
});

describe("normalize errors", () => {
  it("reports an invalid URI reference with its offset", () => {
    expect(() => normalize("http://a b")).toThrow(UriSyntaxError);
    expect(() => normalize("http://a b")).toThrow(/offset 8/);
    expect(() => normalize("%zz")).toThrow(/offset 1/);
  });
  it("rejects bad arguments", () => {
    expect(() => normalize(undefined as unknown as string)).toThrow(
      /normalize: uri must be a string, got undefined/,
    );
    expect(() => normalize("a:b", { level: "string" as "syntax" })).toThrow(RangeError);
    expect(() => normalize("a:b", { level: 3 as unknown as "syntax" })).toThrow(TypeError);
    expect(() => normalize("a:b", "x" as unknown as object)).toThrow(TypeError);
  });
});
