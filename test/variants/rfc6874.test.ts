import { describe, expect, it } from "vitest";
import { isValid, normalize, resolve } from "../../src/index.js";
import { bothPaths } from "../helpers/paths.js";
import { ipLiteral, section2Invalid, section2Valid } from "../../corpus/variants/rfc6874.js";

const variant = "rfc6874";

describe("RFC 6874 §2 zone identifiers in IP literals", () => {
  it.each(section2Valid)("$input", ({ input, components }) => {
    const { fast, peg } = bothPaths(input, { variant });
    expect(fast).toEqual(components);
    expect(peg).toEqual(components);
    // Not an RFC 3986 URI: "%25" cannot follow an IPv6address there.
    expect(isValid(input)).toBe(false);
  });
});

describe("RFC 6874 §2 invalid zone identifiers", () => {
  it.each(section2Invalid)("%s", (input) => {
    const { fast, peg } = bothPaths(input, { variant });
    expect(fast).toBeNull();
    expect(peg).toBeNull();
  });
});

describe("RFC 6874 §2 IP-literal", () => {
  it.each(ipLiteral)("$input", ({ input, valid }) => {
    const { fast, peg } = bothPaths(input, { variant, rule: "IP-literal" });
    expect(fast !== null).toBe(valid);
    expect(peg !== null).toBe(valid);
  });
  it("ZoneID and IPv6addrz are start rules", () => {
    expect(isValid("en1", { variant, rule: "ZoneID" })).toBe(true);
    expect(isValid("fe80::a%25en1", { variant, rule: "IPv6addrz" })).toBe(true);
    expect(isValid("fe80::a%en1", { variant, rule: "IPv6addrz" })).toBe(false);
  });
});

describe("RFC 6874 with RFC 3986 semantics", () => {
  it("resolves against a base with a zone id (RFC 3986 §5.2)", () => {
    expect(resolve("http://[fe80::a%25en1]/a/b", "../c", { variant })).toBe("http://[fe80::a%25en1]/c");
  });
  it("keeps the %25 of a zone id when normalizing (§6.2.2.2 decodes unreserved only)", () => {
    expect(normalize("HTTP://[FE80::A%25en1]/%7e", { variant })).toBe("http://[fe80::a%25en1]/~");
  });
  it("accepts every RFC 3986 URI reference", () => {
    for (const input of ["http://[::1]/", "a:", "//h", "?q", "#f", "mailto:x@y"])
      expect(isValid(input, { variant })).toBe(true);
  });
});
