import { describe, expect, it } from "vitest";
import { normalize, parse, UriSyntaxError } from "../../src/index.js";
import "../../src/variants/all.js";
import {
  normalizeComponents,
  normalizeContext,
  normalizeObserved,
  sameNormalForm,
} from "../../src/semantics/normalize.js";
import { rfc3986 } from "../../src/variants/rfc3986.js";
import { rfc3987 } from "../../src/variants/rfc3987.js";

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
    // a segment of percent-encoded dots is no dot segment (RFC 3986 §7.3, §5.2.4): kept, in one spelling
    ["http://example.com/a/%2e%2E/b", "http://example.com/a/%2E%2E/b"],
    ["http://example.com/a/.%2e/%2E/b", "http://example.com/a/%2E%2E/%2E/b"],
    ["http://example.com/a/%2E%2E%2F/b", "http://example.com/a/..%2F/b"],
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
    // a reg-name's "%25" is a percent-encoded "%", no RFC 6874 zone: the host's letters all fold
    ["http://A%25B/", "http://a%25b/"],
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
    ["%7e/%2e%2E", "~/%2E%2E"],
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

// RFC 3987 §5.3.2: syntax-based normalization of IRIs. The tables run under { variant: "rfc3987" }.
const iri = { variant: "rfc3987" } as const;

describe("RFC 3987 §5.3.2 syntax-based normalization example", () => {
  // The two IRIs §5.3.2 gives as equivalent have one normal form.
  const table: [string, string][] = [
    ["example://a/b/c/%7Bfoo%7D/ros\u00e9", "example://a/b/c/%7Bfoo%7D/ros\u00e9"],
    ["eXAMPLE://a/./b/../b/%63/%7bfoo%7d/ros%C3%A9", "example://a/b/c/%7Bfoo%7D/ros\u00e9"],
  ];
  it.each(table)("%s → %s", (input, output) => {
    expect(normalize(input, iri)).toBe(output);
    expect(normalize(input, { ...iri, level: "scheme" })).toBe(output);
  });
});

describe("RFC 3987 §5.3.2.1 case normalization", () => {
  const table: [string, string][] = [
    // "the hexadecimal digits within a percent-encoding triplet ... should be normalized to use
    // uppercase letters"
    ["http://example.com/%3a%2f", "http://example.com/%3A%2F"],
    // "the scheme and US-ASCII only host are case insensitive": the RFC's own example
    ["HTTP://www.EXAMPLE.com/", "http://www.example.com/"],
    ["http://[2001:DB8::A]/", "http://[2001:db8::a]/"],
    // a host with a non-ASCII character is not case-folded, not even its ASCII letters (its case
    // equivalence is IDN's, §5.3.3)
    ["http://\u00dcX.Example/", "http://\u00dcX.Example/"],
    ["HTTP://R\u00c9SUM\u00c9.Example.ORG/", "http://R\u00c9SUM\u00c9.Example.ORG/"],
    // decided after percent-encoding normalization: decoding made the host non-ASCII ...
    ["http://%C3%9CX.Example/", "http://\u00dcX.Example/"],
    ["http://%c3%9cx.EXAMPLE/", "http://\u00dcx.EXAMPLE/"],
    // ... or left it US-ASCII only (octets that are not UTF-8, a bidi formatting character)
    ["http://%FFX.Example/", "http://%FFx.example/"],
    ["http://EX%e2%80%8eAMPLE/", "http://ex%E2%80%8Eample/"],
    // "The other generic syntax components are assumed to be case sensitive"
    ["http://User@h/P\u00c4TH?Q=\u00c4#F", "http://User@h/P\u00c4TH?Q=\u00c4#F"],
  ];
  it.each(table)("%s → %s", (input, output) => {
    expect(normalize(input, iri)).toBe(output);
  });
  it("RFC 3986 §6.2.2.1 still folds every host under rfc3986 (a URI's host is ASCII)", () => {
    expect(normalize("http://%C3%9CX.Example/")).toBe("http://%C3%9Cx.example/");
  });
});

describe("RFC 3987 §5.3.2.2 character normalization", () => {
  // "Equivalence of IRIs MUST rely on the assumption that IRIs are appropriately
  // pre-character-normalized rather than apply character normalization": no NFC, no NFKC, also not
  // on what percent-encoding normalization decodes.
  const table: [string, string][] = [
    ["http://www.example.org/r\u00e9sum\u00e9.html", "http://www.example.org/r\u00e9sum\u00e9.html"],
    ["http://www.example.org/re\u0301sume\u0301.html", "http://www.example.org/re\u0301sume\u0301.html"],
    ["http://www.example.org/re%CC%81sume%CC%81.html", "http://www.example.org/re\u0301sume\u0301.html"],
    ["http://h/\uff21", "http://h/\uff21"], // full-width A: no NFKC
  ];
  it.each(table)("%s → %s", (input, output) => {
    expect(normalize(input, iri)).toBe(output);
  });
});

describe("RFC 3987 §5.3.2.3 percent-encoding normalization", () => {
  // "decoding any percent-encoded octet sequence that corresponds to an unreserved character": an
  // IRI's unreserved characters are iunreserved (§2.2: unreserved / ucschar), read from UTF-8.
  const table: [string, string][] = [
    // the RFC's example: "http://example.org/~user", "%7euser" and "%7Euser"
    ["http://example.org/%7euser", "http://example.org/~user"],
    ["http://example.org/%7Euser", "http://example.org/~user"],
    ["http://example.com/caf%C3%A9", "http://example.com/caf\u00e9"],
    ["http://example.com/caf%c3%a9", "http://example.com/caf\u00e9"],
    ["http://h/%41%C3%A9%E2%82%AC%F0%9F%98%80", "http://h/A\u00e9\u20ac\u{1f600}"],
    ["http://h/%C2%A0", "http://h/\u00a0"], // U+00A0, the first ucschar
    // every component that allows iunreserved
    [
      "http://%C3%BC:%C3%A9@r%C3%A9sum%C3%A9.example/%C3%A9?%C3%A9#%C3%A9",
      "http://\u00fc:\u00e9@r\u00e9sum\u00e9.example/\u00e9?\u00e9#\u00e9",
    ],
    // iprivate is no unreserved character (§2.2: beside ipchar in iquery, not in iunreserved): its
    // triplets stay, in the query too (§5.3.2.3 decodes "an unreserved character"); a raw one stays raw
    ["http://h/%EE%80%80?%EE%80%80#%EE%80%80", "http://h/%EE%80%80?%EE%80%80#%EE%80%80"],
    ["http://h/?%F3%B0%80%80", "http://h/?%F3%B0%80%80"],
    ["http://h/?\u{f0000}%ee%80%80", "http://h/?\u{f0000}%EE%80%80"],
    // reserved characters and characters outside iunreserved stay encoded, hex digits upper case
    ["http://h/%2f%3F%23%25%20", "http://h/%2F%3F%23%25%20"],
    ["http://h/%EF%BF%BE%EF%B7%90", "http://h/%EF%BF%BE%EF%B7%90"], // U+FFFE, U+FDD0: not ucschar
    // §4.1: bidi formatting characters (LRM, RLM, LRE ... RLO) are never decoded
    ["http://h/%e2%80%8e%E2%80%8F%e2%80%aa%E2%80%AE", "http://h/%E2%80%8E%E2%80%8F%E2%80%AA%E2%80%AE"],
    // octets that are not well-formed UTF-8 (RFC 3629 §4) stay encoded, each its own triplet
    ["http://h/%c0%af", "http://h/%C0%AF"], // overlong "/"
    ["http://h/%E0%80%AF", "http://h/%E0%80%AF"], // overlong "/"
    ["http://h/%ED%A0%80", "http://h/%ED%A0%80"], // a surrogate
    ["http://h/%F4%90%80%80", "http://h/%F4%90%80%80"], // above U+10FFFF
    ["http://h/%E2%82", "http://h/%E2%82"], // truncated
    ["http://h/%E2%82%41", "http://h/%E2%82A"], // truncated, then an unreserved octet
    ["http://h/%C3%A9%C3", "http://h/\u00e9%C3"],
    ["http://h/%FF%C3%A9", "http://h/%FF\u00e9"],
  ];
  it.each(table)("%s → %s", (input, output) => {
    expect(normalize(input, iri)).toBe(output);
  });
  it("RFC 3986 §6.2.2.2 decodes ASCII unreserved characters only under rfc3986", () => {
    expect(normalize("http://h/%7e%C3%A9?%EE%80%80")).toBe("http://h/~%C3%A9?%EE%80%80");
  });
});

describe("RFC 3987 §5.3.2.4 path segment normalization", () => {
  const table: [string, string][] = [
    ["http://a/b/./c/../d", "http://a/b/d"],
    ["http://a/b/%2e%2E/\u00e9/./x", "http://a/b/%2E%2E/\u00e9/x"],
    ["/\u00e9/../f", "/f"],
    ["../\u00e9/./f", "../\u00e9/./f"], // a relative-path reference keeps them (RFC 3986 §6.2.2.3)
  ];
  it.each(table)("%s → %s", (input, output) => {
    expect(normalize(input, iri)).toBe(output);
  });
});

describe("RFC 3987 §5.3.3 scheme-based normalization", () => {
  const table: [string, string][] = [
    // the four equivalent http IRIs; the second is the normal form
    ["http://example.com", "http://example.com/"],
    ["http://example.com/", "http://example.com/"],
    ["http://example.com:/", "http://example.com/"],
    ["http://example.com:80/", "http://example.com/"],
    ["http://r\u00e9sum\u00e9.example.org:80", "http://r\u00e9sum\u00e9.example.org/"],
    // "Normalization should not remove delimiters when their associated component is empty"
    ["http://example.com/?", "http://example.com/?"],
    ["http://example.com#", "http://example.com/#"],
    // IDN and punycode are not made one ("may be considered equivalent"): both are kept
    ["http://xn--rsum-bpad.example.org", "http://xn--rsum-bpad.example.org/"],
  ];
  it.each(table)("%s → %s", (input, output) => {
    expect(normalize(input, { ...iri, level: "scheme" })).toBe(output);
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
  it("names itself, the option and what it allows", () => {
    expect(() => normalize("a:b", { level: "string" as "syntax" })).toThrow(
      /^normalize: unknown level "string"; levels: syntax, scheme$/,
    );
    expect(() => normalize("a:b", { variant: "nope" as never })).toThrow(
      /^normalize: unknown variant "nope"/,
    );
  });
  it("RFC 3986 §6.2.2 (level syntax) is the default, also for a variant object met the first time", () => {
    // a copy of the record: its own context, its shortcut made on this call
    expect(normalize("HTTP://h:80", { variant: { ...rfc3986 } })).toBe("http://h:80");
  });
  it("a variant without a normal form (the 1993 URL draft) is a refusal naming normalize", () => {
    expect(() => normalize("http://a/b", { variant: "url-draft-1993" })).toThrow(
      expect.objectContaining({
        name: "UriOperationError",
        kind: "no-normalization",
        operation: "normalize",
      }),
    );
    // its plain data, as the CLI's --jsonl writes it
    const error = (() => {
      try {
        normalize("http://a/b", { variant: "url-draft-1993" });
      } catch (e) {
        return e as Error;
      }
    })();
    expect(JSON.parse(JSON.stringify(error))).toEqual({
      message: error!.message,
      kind: "no-normalization",
      operation: "normalize",
      variant: "url-draft-1993",
    });
    expect(error!.message).toMatch(
      /^normalize \(url-draft-1993\): the 1993 URL draft defines no normal form/,
    );
  });
});

describe("normalizeObserved (the stepper's normalize) checks as normalize does", () => {
  const none = () => {};
  it("names itself, the option and what it allows", () => {
    expect(() => normalizeObserved("a:b", { level: "string" as "syntax" }, none)).toThrow(
      /^normalize: unknown level "string"; levels: syntax, scheme$/,
    );
    expect(() => normalizeObserved("a:b", { variant: "nope" as never }, none)).toThrow(
      /^normalize: unknown variant "nope"/,
    );
  });
  it("refuses a variant without a normal form (the 1993 URL draft)", () => {
    expect(() => normalizeObserved("http://a/b", { variant: "url-draft-1993" }, none)).toThrow(
      expect.objectContaining({
        name: "UriOperationError",
        kind: "no-normalization",
        operation: "normalize",
      }),
    );
  });
  it("RFC 1738: the text's normal form (RFC 1738 §2.1: the scheme's case only; §2.2: unreserved decoded)", () => {
    expect(normalizeObserved("HTTP://Ab/%21", { variant: "rfc1738" }, none)).toBe("http://Ab/!");
  });
});

describe("sameNormalForm (equivalent's RFC 3986 §6.2.2 and §6.2.3 rungs) refuses as equivalent does", () => {
  it("a variant without a normal form (the 1993 URL draft)", () => {
    const context = normalizeContext("equivalent", "url-draft-1993");
    expect(() => sameNormalForm(context, "http://a/b", "http://a/c", "syntax")).toThrow(
      expect.objectContaining({ kind: "no-normalization", operation: "equivalent" }),
    );
  });
});

describe("the variant record's normalization data (src/variants/types.ts), each field on its own", () => {
  // Records made from RFC 3986's and RFC 3987's with one field changed: what each field says is
  // decoded, kept or folded, and nothing else.
  it("queryRule: RFC 3987 §2.2's iprivate (allowed in iquery only) decoded in the query alone", () => {
    const variant = { ...rfc3987, normalization: { ...rfc3987.normalization, queryRule: "iprivate" } };
    expect(normalize("http://h/%EE%80%80?%ee%80%80#%EE%80%80", { variant })).toBe(
      "http://h/%EE%80%80?\u{e000}#%EE%80%80",
    );
    // keptEncoded holds in the query too (RFC 3987 §4.1's LRM)
    expect(normalize("http://h/?%e2%80%8e%EE%80%80", { variant })).toBe("http://h/?%E2%80%8E\u{e000}");
  });
  it("queryRule beside an unreserved rule of ASCII characters only", () => {
    const variant = {
      ...rfc3987,
      normalization: { ...rfc3987.normalization, unreservedRule: "unreserved", queryRule: "iprivate" },
    };
    expect(normalize("http://h/%C3%A9%7e?%C3%A9%EE%80%80%7e", { variant })).toBe(
      "http://h/%C3%A9~?%C3%A9\u{e000}~",
    );
  });
  it("keptEncoded: ASCII ranges stay encoded too, their ends included", () => {
    const variant = {
      ...rfc3986,
      normalization: { ...rfc3986.normalization, keptEncoded: [[0x41, 0x43]] as const },
    };
    expect(normalize("http://h/%40%41%42%43%44%61", { variant })).toBe("http://h/%40%41%42%43Da");
  });
  it("caseFolding scheme-and-host on an IRI: RFC 3986 §6.2.2.1 folds only the ASCII letters of the host", () => {
    const variant = {
      ...rfc3987,
      normalization: { ...rfc3987.normalization, caseFolding: "scheme-and-host" },
    };
    expect(normalize("http://\u00dcX.Example/", { variant } as never)).toBe("http://\u00dcx.example/");
  });
  it("names normalize in the refusal of a rule the record does not have", () => {
    const variant = { ...rfc3986, normalization: { ...rfc3986.normalization, unreservedRule: "nope" } };
    expect(() => normalize("a", { variant })).toThrow(/^normalize: variant rfc3986 has no start rule "nope"/);
  });
});

// The older documents' normal forms (each variant record's `normalization`), on the edges of the
// code that makes them: [variant, level, input, normal form].
describe("RFC 1808 §2.2 and §2.4.2, RFC 1738 §2.1, §2.2 and §3.1: the normal form made on the text", () => {
  const table: [string, "syntax" | "scheme", string, string][] = [
    // §2.4.2: the scheme is the run of scheme characters (alphanumerics, "+", "-", ".") before ":"
    ["rfc1808", "syntax", "A0+Z-9.B:x", "a0+z-9.b:x"],
    // ... and "_" is none: a relative URL, nothing folded, nothing re-encoded
    ["rfc1808", "syntax", "A_B:c", "A_B:c"],
    ["rfc1808", "syntax", "_%41:b", "_A:b"],
    ["rfc1808", "syntax", "%41b", "Ab"],
    // a segment spelled "%2E" is no dot segment (§4 step 6 removes "." as written): it stays "%2E";
    // its name ends at the params' ";"; one written "." stays "."
    ["rfc1808", "syntax", "http://h/a/%2e;p", "http://h/a/%2E;p"],
    ["rfc1808", "syntax", "http://h/a/.;p?%2e", "http://h/a/.;p?."],
    // after the scheme's ":" (a base's first segment) and in the fragment, which is no path
    ["rfc1808", "syntax", "o:%2e/x", "o:%2E/x"],
    ["rfc1808", "syntax", "http://h/a#/%2e", "http://h/a#/."],
    // RFC 1808 gives no scheme-based normalization: the port stays
    ["rfc1808", "scheme", "http://h:80/", "http://h:80/"],
    // RFC 1738 §3.2 to §3.11: the scheme's default port elided from the login after "//", only there
    ["rfc1738", "scheme", "http://h:80", "http://h"],
    ["rfc1738", "scheme", "http://h:80/:x", "http://h/:x"],
    ["rfc1738", "scheme", "http://h:80/@x", "http://h/@x"],
    ["rfc1738", "scheme", "http://h:81/", "http://h:81/"],
    ["rfc1738", "scheme", "ftp://u:21@h/", "ftp://u:21@h/"],
    // a generic URL (§2.1) has no login: a ":119" at its end is no port
    ["rfc1738", "scheme", "nntp:ab:119", "nntp:ab:119"],
    // §3.1: decoding would make "u@v9.v:55" a login (a host "v9.v"): every character of it that
    // decoding gives is encoded again, so that it stays a path
    ["rfc1738", "syntax", "telnet://u@v9.%76:55/", "telnet://%75@%76%39%2E%76:%35%35/"],
  ];
  it.each(table)("%s %s: %s → %s", (variant, level, input, output) => {
    expect(normalize(input, { variant, level } as never)).toBe(output);
  });
});

describe("RFC 2396 §6, the 1997 draft §6 and the 2003 draft §6.2.2.3: the normal form of the components", () => {
  const table: [string, "syntax" | "scheme", string, string][] = [
    // the 2003 draft: dot segments removed from the path of an absolute URI, beginning with "/"
    ["draft-fielding-uri-rfc2396bis-01", "syntax", "http://h/a/./b", "http://h/a/b"],
    ["draft-fielding-uri-rfc2396bis-01", "syntax", "/a/./b", "/a/./b"],
    ["draft-fielding-uri-rfc2396bis-01", "syntax", "x:a/./b", "x:a/./b"],
    // the merge took away a segment: "/." in front keeps "//y" a path (RFC 3986 §3.3)
    ["draft-fielding-uri-rfc2396bis-01", "syntax", "x:/a/..//y", "x:/.//y"],
    // scheme-based: the default port only (no empty path made "/")
    ["rfc2396", "scheme", "http://example.com", "http://example.com"],
    ["rfc2396", "scheme", "HTTP://example.com", "http://example.com"],
    // a path "//%61/b" would be an authority "a" decoded: that first segment is encoded again, the rest not
    ["draft-fielding-url-syntax-05", "syntax", "//%61/b", "//%61/b"],
    ["draft-fielding-url-syntax-05", "syntax", "//%2D/%62", "//-/b"],
  ];
  it.each(table)("%s %s: %s → %s", (variant, level, input, output) => {
    expect(normalize(input, { variant, level } as never)).toBe(output);
  });
});

describe("normalizeComponents: RFC 3986 §5.3's components, an undefined one without a key", () => {
  it("RFC 3986 §6.2.2 and §6.2.3 (no port left, the empty path '/')", () => {
    expect(
      normalizeComponents(
        {
          scheme: "HTTP",
          authority: "U@H:80",
          userinfo: "U",
          host: "H",
          port: "80",
          path: "",
          query: "%7e",
          fragment: "%7e",
        },
        "scheme",
      ),
    ).toStrictEqual({
      scheme: "http",
      authority: "U@h",
      userinfo: "U",
      host: "h",
      path: "/",
      query: "~",
      fragment: "~",
    });
    expect(
      normalizeComponents({ scheme: "x", authority: "h:1", host: "h", port: "1", path: "" }, "syntax"),
    ).toStrictEqual({ scheme: "x", authority: "h:1", host: "h", port: "1", path: "" });
    expect(normalizeComponents({ path: "a/%7e" }, "syntax")).toStrictEqual({ path: "a/~" });
  });
  it("RFC 2396 §3.2: a reg_name is an authority without a host", () => {
    expect(
      normalizeComponents({ scheme: "foo", authority: "A_b%7e", path: "/x" }, "syntax", "rfc2396"),
    ).toStrictEqual({
      scheme: "foo",
      authority: "A_b~",
      path: "/x",
    });
  });
  // RFC 2396 §3.2.2: server = [ [ userinfo "@" ] hostport ], so an empty authority is the empty
  // server, which has no host (reg_name has one character at least); RFC 1808 §2.1's net_loc is no
  // host and port at all. The normal form keeps the keys parse gives; RFC 3986 §3.2.2's reg-name may
  // be empty, so there the empty authority is the empty host.
  it.each([
    ["rfc1808", "foo:///x"],
    ["draft-fielding-url-syntax-05", "http://"],
    ["rfc2396", "foo:///x"],
    ["rfc2396", "//"],
    ["rfc2732", "http://"],
    ["draft-fielding-uri-rfc2396bis-01", "foo:///x"],
    ["rfc3986", "foo:///x"],
  ])("RFC 2396 §3.2.2: an empty authority under %s (%s) has the keys parse gives it", (variant, input) => {
    const parsed = parse(input, { variant } as never);
    expect("host" in parsed).toBe(variant === "rfc3986");
    for (const level of ["syntax", "scheme"] as const)
      expect(Object.keys(normalizeComponents(parsed, level, variant as never)).sort()).toEqual(
        Object.keys(parsed).sort(),
      );
  });
  it("RFC 1808 §2.1: the params", () => {
    expect(
      normalizeComponents(
        { scheme: "HTTP", authority: "h", path: "/p", params: "%7e%41", query: "%41", fragment: "%41" },
        "syntax",
        "rfc1808",
      ),
    ).toStrictEqual({
      scheme: "http",
      authority: "h",
      path: "/p",
      params: "%7EA",
      query: "A",
      fragment: "A",
    });
  });
  it("names itself in a variant's refusal", () => {
    expect(() => normalizeComponents({ path: "" }, "syntax", "nope" as never)).toThrow(
      /^normalizeComponents: unknown variant "nope"/,
    );
  });
});
