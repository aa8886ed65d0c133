import { describe, expect, it } from "vitest";
import { isValid, normalize, resolve, toIri, toUri, UriSyntaxError } from "../../src/index.js";
import { bothPaths } from "../helpers/paths.js";
import { section2_2Invalid, section2_2Valid } from "../../corpus/variants/rfc3987.js";

const variant = "rfc3987";

describe("RFC 3987 §2.2 IRI references", () => {
  it.each(section2_2Valid)("$input", ({ input, components }) => {
    const { fast, peg } = bothPaths(input, { variant });
    expect(fast).toEqual(components);
    expect(peg).toEqual(components);
  });
  it.each(section2_2Invalid)("not an IRI reference: %s", (input) => {
    const { fast, peg } = bothPaths(input, { variant });
    expect(fast).toBeNull();
    expect(peg).toBeNull();
  });
  it("IRI is the default base rule; IRI-reference the default rule", () => {
    expect(isValid("\u00e9t\u00e9", { variant })).toBe(true);
    expect(isValid("\u00e9t\u00e9", { variant, rule: "IRI" })).toBe(false);
    expect(isValid("x:\u00e9t\u00e9", { variant, rule: "absolute-IRI" })).toBe(true);
    expect(isValid("x:\u00e9#f", { variant, rule: "absolute-IRI" })).toBe(false);
  });
  it("iprivate only in iquery; ucschar in every component but scheme and port", () => {
    expect(isValid("\ue000", { variant, rule: "iquery" })).toBe(true);
    expect(isValid("\ue000", { variant, rule: "ifragment" })).toBe(false);
    expect(isValid("\u{E1000}", { variant, rule: "ucschar" })).toBe(true);
    expect(isValid("\u{E0FFF}", { variant, rule: "ucschar" })).toBe(false);
  });
});

describe("RFC 3987 §3.1 mapping of IRIs to URIs", () => {
  it.each([
    ["http://r\u00e9sum\u00e9.example.org", "http://r%C3%A9sum%C3%A9.example.org"],
    ["http://www.example.org/red%09ros\u00e9#red", "http://www.example.org/red%09ros%C3%A9#red"],
    [
      "http://example.com/\u{10300}\u{10301}\u{10302}",
      "http://example.com/%F0%90%8C%80%F0%90%8C%81%F0%90%8C%82",
    ],
    [
      "http://validator.w3.org/check?uri=http%3A%2F%2Fr\u00e9sum\u00e9.example.org",
      "http://validator.w3.org/check?uri=http%3A%2F%2Fr%C3%A9sum%C3%A9.example.org",
    ],
    ["x:?\ue000", "x:?%EE%80%80"],
    ["http://example.org/~user", "http://example.org/~user"],
  ])("%s", (iri, uri) => {
    expect(toUri(iri)).toBe(uri);
    expect(toUri(uri)).toBe(uri); // identity on URIs, so idempotent
    expect(isValid(uri)).toBe(true);
  });
  it("maps components with a rule", () => {
    expect(toUri("r\u00e9d", { rule: "ifragment" })).toBe("r%C3%A9d");
  });
  it("rejects what is not an IRI", () => {
    expect(() => toUri("x:/\ue000")).toThrow(UriSyntaxError);
    expect(() => toUri("a b")).toThrow(UriSyntaxError);
  });
});

describe("RFC 3987 §3.2.1 converting URIs to IRIs", () => {
  it.each([
    ["http://www.example.org/D%C3%BCrst", "http://www.example.org/D\u00fcrst"],
    ["http://www.example.org/D%FCrst", "http://www.example.org/D%FCrst"],
    ["http://xn--99zt52a.example.org/%e2%80%ae", "http://xn--99zt52a.example.org/%E2%80%AE"],
    // §3.2: "http://www.example.org/r%E9sum%E9.html" must not become e-acute (not UTF-8).
    ["http://www.example.org/r%E9sum%E9.html", "http://www.example.org/r%E9sum%E9.html"],
  ])("%s", (uri, iri) => {
    expect(toIri(uri)).toBe(iri);
    expect(isValid(iri, { variant })).toBe(true);
  });
  it("§3.2 step 2: %, reserved and disallowed US-ASCII stay encoded; unreserved is decoded", () => {
    expect(toIri("http://a/%25%2F%3F%20%7E%41")).toBe("http://a/%25%2F%3F%20~A");
  });
  it("§2.2: private use is decoded in the query only; §4.1: bidi formatting characters stay encoded", () => {
    expect(toIri("x:/%EE%80%80?%EE%80%80#%EE%80%80")).toBe("x:/%EE%80%80?\ue000#%EE%80%80");
    expect(toIri("x:/%E2%80%8F%E2%80%AA")).toBe("x:/%E2%80%8F%E2%80%AA");
  });
  it("§3.2 step 3: overlong forms, surrogates and truncated sequences are not strictly legal UTF-8", () => {
    expect(toIri("x:/%C0%AF%ED%A0%80%E2%82")).toBe("x:/%C0%AF%ED%A0%80%E2%82");
  });
  it("decodes userinfo and host, keeps scheme and port", () => {
    expect(toIri("http://%C3%BC@r%C3%A9sum%C3%A9.example:8080/")).toBe(
      "http://\u00fc@r\u00e9sum\u00e9.example:8080/",
    );
  });
  it("toUri(toIri(uri)) is the URI up to percent-encoding case and unreserved characters", () => {
    for (const uri of ["http://www.example.org/D%C3%BCrst", "x:/%e2%80%ae?%ee%80%80", "http://a/%7e"])
      expect(normalize(toUri(toIri(uri)))).toBe(normalize(uri));
  });
  it("throws TypeError for non-strings", () => {
    expect(() => toIri(1 as unknown as string)).toThrow(TypeError);
    expect(() => toUri(null as unknown as string)).toThrow(/got null/);
  });
});

describe("RFC 3987 with RFC 3986 semantics", () => {
  it("resolves IRI references (RFC 3987 §6.5)", () => {
    expect(resolve("http://\u00e9.example/a/b", "../\u00e7?\ue000", { variant })).toBe(
      "http://\u00e9.example/\u00e7?\ue000",
    );
  });
  it("decodes percent-encoded iunreserved characters (RFC 3987 §5.3.2.3), keeps a non-ASCII host's case (§5.3.2.1)", () => {
    expect(normalize("HTTP://\u00c9.example/%7e%C3%BC", { variant })).toBe("http://\u00c9.example/~\u00fc");
  });
});
