import { describe, expect, it } from "vitest";
import { relativize, resolve, UriOperationError, UriSyntaxError } from "../../src/index.js";

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

describe("relativize: RFC 3986 §4.2's relative references, the shortest that resolves back", () => {
  const table: [string, string, string][] = [
    // §5.2.3: a base with no authority and an empty path merges as "" (not "/")
    ["x:", "x:g", "g"],
    // §4.2: a first segment with ":" needs "./" (one in a later segment does not); "./g:h" is as
    // long as the target, and the earlier on a tie
    ["x:", "x:g:h", "./g:h"],
    [BASE, "http://a/b/c/g/h:i", "g/h:i"],
    [BASE, "http://a/b/c/g:", "./g:"],
    [BASE, "http://a/b/g:h", "../g:h"], // after "../" the segment is no scheme
    // the common ancestor ends at the last "/" both paths share, each "/" after it one ".."
    ["http://a/aaaa/bb/cc/d", "http://a/aaaa/bb/dd/g", "../dd/g"],
    [BASE, "http://a/b/cx/g", "../cx/g"], // as long as "/b/cx/g": the relative path is earlier
    // the absolute-path and network-path references keep the query
    [BASE, "http://a/x?y", "/x?y"],
    [BASE, "http://g?y", "//g?y"],
  ];
  it.each(table)("relativize(%s, %s) = %s", (base, target, ref) => {
    expect(relativize(base, target)).toBe(ref);
    expect(resolve(base, ref)).toBe(target);
  });
});

describe("relativize under the older algorithms (their step 6 merges, RFC 1808 §4 and after)", () => {
  const table: [string, string, string, string][] = [
    // RFC 1808 §2.4.5: the params follow the last segment, which step 6 replaces with them
    ["rfc1808", "http://a/b/c/d;p?q", "http://a/b/c/g;x", "g;x"],
    // RFC 1808 §4 step 5a: params alone keep the base's path (RFC 1808 §5.1: ";x" = http://a/b/c/d;x)
    ["rfc1808", "http://a/b/c/d;p?q", "http://a/b/c/d;x", ";x"],
    ["rfc1808", "http://a/b/c/d;p?q", "http://a/b/c/d;x?y#s", ";x?y#s"],
    ["rfc1808", "http://a/b/c/d?q", "http://a/b/c/d;x", ";x"],
    // empty params are no params (step 5a reads "non-empty"): ";" would inherit the base's ";p"
    ["rfc1808", "http://a/b/c/d;p?q", "http://a/b/c/d;", "d;"],
    // the 1993 partial form removes "/." with its "/": "." would give http://a/b/c
    ["url-draft-1993", "http://a/b/c/d", "http://a/b/c/", "./"],
    // RFC 2396 §5.2 step 6 keeps a ".." with no segment before it (Appendix C.2): "/../g" is
    // reached, and "../g" is shorter
    ["rfc2396", "http://a/b", "http://a/../g", "../g"],
    // "../../../e" gives x:e too (step 6 removes each "<segment>/.."), but is longer
    ["rfc2396", "x:a/b/c/d", "x:e", "x:e"],
  ];
  it.each(table)("%s: relativize(%s, %s) = %s", (variant, base, target, ref) => {
    expect(relativize(base, target, { variant: variant as never })).toBe(ref);
    expect(resolve(base, ref, { variant: variant as never })).toBe(target);
  });
  it("x:e from x:a/b/c/d: the longer reference gives it back too", () => {
    expect(resolve("x:a/b/c/d", "../../../e", { variant: "rfc2396" })).toBe("x:e");
  });
});

describe("relativize refusals, each naming the function", () => {
  const table: [() => unknown, ErrorConstructor | typeof UriOperationError, string][] = [
    [
      () => relativize(5 as unknown as string, "x:"),
      TypeError,
      "relativize: base must be a string, got number 5",
    ],
    [
      () => relativize("x:", 5 as unknown as string),
      TypeError,
      "relativize: target must be a string, got number 5",
    ],
    [
      () => relativize("x:", "x:", 3 as never),
      TypeError,
      "relativize: options must be an object, got number 3",
    ],
    [
      () => relativize("x:", "x:", { bad: 1 } as never),
      TypeError,
      'relativize: unknown option "bad"; known options: variant',
    ],
    [
      () => relativize("x:", "x:", { variant: "nope" as never }),
      RangeError,
      'relativize: unknown variant "nope"',
    ],
    // RFC 6570 §2: a template is no URI; RFC 1738 §2.3: no relative form
    [() => relativize("x:", "x:", { variant: "rfc6570" }), UriOperationError, "relativize (rfc6570): "],
    [
      () => relativize("http://a/", "http://a/b", { variant: "rfc1738" }),
      UriOperationError,
      "relativize (rfc1738): RFC 1738 defines no relative URLs",
    ],
  ];
  it.each(table.map(([call, type, message]) => [message, type, call] as const))(
    "%s",
    (message, type, call) => {
      expect(call).toThrow(type);
      expect(call).toThrow(message);
    },
  );
  it("the operation a refusal names", () => {
    for (const variant of ["rfc6570", "rfc1738"])
      expect(() => relativize("http://a/", "http://a/b", { variant: variant as never })).toThrow(
        expect.objectContaining({ operation: "relativize" }),
      );
  });
});
