import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  equivalent,
  isValid,
  normalize,
  parse,
  percentDecode,
  percentEncode,
  recompose,
  relativize,
  removeDotSegments,
  resolve,
  toIri,
  toUri,
} from "../../src/index.js";
import { utf8Triplets } from "../../src/semantics/percent.js";
import { dotSegmentIn, removeDotSegmentsMerged } from "../../src/semantics/remove-dot-segments.js";
import { normalizeComponents, normalizeContext } from "../../src/semantics/normalize.js";
import { VARIANT_IDS } from "../../src/variants/types.js";
import { resolveComponents } from "../../src/semantics/resolve/index.js";
import { resolveRfc3986Spans } from "../../src/semantics/resolve/rfc3986.js";
import { newSpans } from "../../automata/spans.js";
import { splitDelimited } from "../../src/syntax/delimited.js";
import { removeDotSegmentsAsPrinted } from "../helpers/as-printed.js";

const RUNS = { numRuns: 300 };

// URI-ish strings from an alphabet rich in delimiters, dots and percent-encodings, kept when valid.
const piece = fc.constantFrom(
  "a",
  "B",
  "z",
  "0",
  "9",
  "-",
  "_",
  "~",
  ".",
  "..",
  "/",
  "//",
  "/./",
  "/../",
  ":",
  "@",
  "?",
  "#",
  "!",
  "$",
  "&",
  "'",
  "(",
  ")",
  "*",
  "+",
  ",",
  ";",
  "=",
  "%41",
  "%7e",
  "%2E",
  "%2f",
  "%C3%A9",
  "%3a",
  "[::1]",
  "[v1.X]",
  "http:",
  "HTTP://",
  "//h",
  ":80",
  ":",
  "x:",
);
const reference = fc
  .array(piece, { maxLength: 12 })
  .map((ps) => ps.join(""))
  .filter((s) => isValid(s));
const uri = reference.filter((s) => isValid(s, { rule: "URI" }));

// Absolute URIs built from components: scheme, optional authority, path, query, fragment.
const segment = fc
  .array(fc.constantFrom("a", "b", "C", ".", "..", "%2E", "x:y", "", "~"), { maxLength: 3 })
  .map((s) => s.join(""));
const built = fc
  .record({
    scheme: fc.constantFrom("http", "HTTP", "urn", "mailto", "s+v.x"),
    authority: fc.option(fc.constantFrom("a", "A:80", "u@h:", "[::1]", "", "h:8080"), { nil: undefined }),
    segments: fc.array(segment, { maxLength: 5 }),
    rooted: fc.boolean(),
    query: fc.option(fc.constantFrom("", "q", "a=b/../c"), { nil: undefined }),
    fragment: fc.option(fc.constantFrom("", "f", "x/./y"), { nil: undefined }),
  })
  .map(({ scheme, authority, segments, rooted, query, fragment }) => {
    let path = segments.join("/");
    if (authority !== undefined || rooted) path = path === "" && !rooted ? "" : "/" + path;
    return (
      scheme +
      ":" +
      (authority !== undefined ? "//" + authority : "") +
      path +
      (query !== undefined ? "?" + query : "") +
      (fragment !== undefined ? "#" + fragment : "")
    );
  })
  .filter((s) => isValid(s, { rule: "URI" }));

describe("properties of RFC 3986 §5 and §6", () => {
  it("parse∘recompose is the identity on valid references (§5.3)", () => {
    fc.assert(
      fc.property(reference, (s) => recompose(parse(s)) === s),
      RUNS,
    );
  });
  it("resolve always yields a URI (§5.2)", () => {
    fc.assert(
      fc.property(fc.oneof(uri, built), reference, fc.boolean(), (base, ref, strict) =>
        isValid(resolve(base, ref, { strict }), { rule: "URI" }),
      ),
      RUNS,
    );
  });
  it("resolving a URI against any base gives the URI, dot segments removed (§5.2.2)", () => {
    fc.assert(
      fc.property(built, built, (base, target) => {
        const t = parse(target);
        const path = removeDotSegments(t.path);
        // A path without an authority cannot begin with "//" (§3.3): resolve writes it "/.//…".
        const kept = t.authority === undefined && path.startsWith("//") ? "/." + path : path;
        return resolve(base, target) === recompose({ ...t, path: kept });
      }),
      RUNS,
    );
  });
  it("removeDotSegments is the loop of §5.2.4 as printed", () => {
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 12 }), (ps) => {
        const path = ps.join("");
        expect(removeDotSegments(path)).toBe(removeDotSegmentsAsPrinted(path));
      }),
      RUNS,
    );
  });
  it("a path has a dot segment (dotSegmentIn) exactly when §5.2.4 as printed changes it", () => {
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 12 }), fc.string({ maxLength: 3 }), (ps, around) => {
        const path = ps.join("");
        // The path inside a longer text, as normalize asks it: what is around it must not count.
        const text = around + path + around;
        const found = dotSegmentIn(text, around.length, around.length + path.length);
        expect(found === -1).toBe(removeDotSegmentsAsPrinted(path) === path);
        if (found !== -1) expect(found - around.length).toBeGreaterThanOrEqual(0);
      }),
      { numRuns: 2000 },
    );
  });
  it("removeDotSegmentsMerged is the loop of §5.2.4 on the merged path (§5.2.3)", () => {
    // Paths made of segments, so that "." and ".." segments and their ends are frequent.
    const path = fc
      .tuple(
        fc.boolean(),
        fc.array(fc.constantFrom("", ".", "..", "a", "b.", "..c", "%2E"), { maxLength: 6 }),
      )
      .map(([rooted, segments]) => (rooted ? "/" : "") + segments.join("/"));
    fc.assert(
      fc.property(path, path, (basePath, reference) => {
        const directory = basePath.slice(0, basePath.lastIndexOf("/") + 1);
        expect(removeDotSegmentsMerged(directory, reference)).toBe(
          removeDotSegmentsAsPrinted(directory + reference),
        );
      }),
      { numRuns: 2000 },
    );
  });
  it("RFC 3986 §5.2.2 on components is resolve on the strings, read back (sparse, §5.3)", () => {
    fc.assert(
      fc.property(fc.oneof(uri, built), reference, fc.boolean(), (base, ref, strict) => {
        const target = resolveComponents(parse(base), parse(ref), { strict });
        expect(target).toStrictEqual(parse(resolve(base, ref, { strict })));
        expect(Object.values(target)).not.toContain(undefined);
      }),
      RUNS,
    );
  });
  it("resolve's shortcut on the strings (targetByPrefix) is RFC 3986 §5.2.2 step by step", () => {
    // References that begin with "./" and "../" segments (the shortcut reads them) or hold a dot
    // segment elsewhere (it leaves them to the algorithm); an observer makes the algorithm run
    // every step, without the shortcut.
    const dotted = fc
      .tuple(
        fc.array(fc.constantFrom("./", "../"), { maxLength: 6 }),
        fc.array(fc.constantFrom("a", "b/", ".", "..", "/", "./x", "g;p", ""), { maxLength: 4 }),
        fc.constantFrom("", "?q", "#f", "?q/../x#f"),
      )
      .map(([ups, rest, tail]) => ups.join("") + rest.join("") + tail)
      .filter((s) => isValid(s));
    const spans = (s: string) => splitDelimited(s, newSpans());
    fc.assert(
      fc.property(fc.oneof(uri, built), fc.oneof(dotted, reference), fc.boolean(), (base, ref, strict) => {
        const b = spans(base);
        const r = spans(ref);
        expect(resolveRfc3986Spans(base, b, ref, r, { strict })).toBe(
          resolveRfc3986Spans(base, b, ref, r, { strict, observe: () => {} }),
        );
      }),
      { numRuns: 2000 },
    );
  });
  it("removeDotSegments is idempotent (§5.2.4)", () => {
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 12 }), (ps) => {
        const once = removeDotSegments(ps.join(""));
        return removeDotSegments(once) === once;
      }),
      RUNS,
    );
  });
  it("normalize is idempotent and preserves equivalence (§6.2.2, §6.2.3)", () => {
    fc.assert(
      fc.property(
        fc.oneof(reference, built),
        fc.constantFrom("syntax" as const, "scheme" as const),
        (s, level) => {
          const n = normalize(s, { level });
          expect(isValid(n)).toBe(true);
          expect(normalize(n, { level })).toBe(n);
          expect(equivalent(s, n, { level })).toBe(true);
          // the syntax normal form is scheme-equivalent too: the ladder only adds equivalences
          expect(equivalent(s, normalize(s), { level: "scheme" })).toBe(true);
        },
      ),
      RUNS,
    );
  });
  it("normalize is the normal form of the components, also where it returns its input as it is (§6.2.2)", () => {
    fc.assert(
      fc.property(
        fc.oneof(reference, built),
        fc.constantFrom("syntax" as const, "scheme" as const),
        (s, level) => {
          expect(normalize(s, { level })).toBe(recompose(normalizeComponents(parse(s), level)));
        },
      ),
      { numRuns: 1000 },
    );
  });
  // normalize's shortcut (src/semantics/normalize.ts, CERTAINLY_NORMAL), in every variant whose record
  // lets it run (RFC 3986's, RFC 6874's): references
  // built around where it must say "not certainly normal": a capital letter in scheme, host or
  // userinfo, a port (empty, default or other), an empty path after an authority, a segment that is
  // or only looks like a dot segment, a "%" anywhere, a relative path whose first segment holds ":".
  it("normalize's shortcut agrees with the normal form of the components on references built around its edges (RFC 3986 §6.2.2, §6.2.3)", () => {
    const edgeSegment = fc
      .array(fc.constantFrom("a", "B", ".", "..", "...", ".a", "..a", "a.", "%2e", "%41", "", ":", "~"), {
        maxLength: 3,
      })
      .map((parts) => parts.join(""));
    const edge = fc
      .record({
        scheme: fc.option(fc.constantFrom("http", "HTTP", "hTtp", "a+b", "urn", "foo"), { nil: undefined }),
        authority: fc.option(
          fc.constantFrom(
            "",
            "a",
            "A",
            "a.b",
            "a:",
            "a:80",
            "a:8080",
            "u@a",
            "U@a",
            "[::1]",
            "a%41",
            "a:0080",
            "[fe80::1%25eth0]",
          ),
          { nil: undefined },
        ),
        rooted: fc.boolean(),
        segments: fc.array(edgeSegment, { maxLength: 4 }),
        tail: fc.constantFrom("", "?", "?q", "?Q%41", "#", "#f", "#/./", "?a#b", "?%7e"),
      })
      .map(({ scheme, authority, rooted, segments, tail }) => {
        let path = segments.join("/");
        if (authority !== undefined || rooted) path = path === "" && !rooted ? "" : "/" + path;
        return (
          (scheme === undefined ? "" : scheme + ":") +
          (authority === undefined ? "" : "//" + authority) +
          path +
          tail
        );
      });
    const variants = VARIANT_IDS.filter((id) => normalizeContext("test", id).certainlyNormal);
    expect(variants).toEqual(["rfc3986", "rfc6874"]);
    for (const variant of variants)
      fc.assert(
        fc.property(edge, fc.constantFrom("syntax" as const, "scheme" as const), (s, level) => {
          if (!isValid(s, { variant })) return;
          expect(normalize(s, { level, variant })).toBe(
            recompose(normalizeComponents(parse(s, { variant }), level, variant)),
          );
        }),
        { numRuns: 3000, seed: 3986 },
      );
  });
  it("resolve(base, relativize(base, t)) is t for every t a resolution can produce", () => {
    fc.assert(
      fc.property(fc.oneof(uri, built), fc.oneof(built, uri), reference, (base, other, ref) => {
        const t = resolve(other, ref);
        // Every resolution removes dot segments, except from the base path an empty reference keeps:
        // a target still holding them cannot be reached by any reference, not even itself.
        const path = parse(t).path;
        fc.pre(removeDotSegments(path) === path);
        const r = relativize(base, t);
        expect(resolve(base, r)).toBe(t);
        expect(r.length).toBeLessThanOrEqual(t.length);
      }),
      RUNS,
    );
  });
  it("percentEncode gives a value the component accepts, and percentDecode inverts it (§2.1)", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme-composite", maxLength: 20 }), (value) => {
        expect(isValid(percentEncode(value, "query"), { rule: "query" })).toBe(true);
        expect(isValid(percentEncode(value, "segment"), { rule: "segment" })).toBe(true);
        expect(isValid(percentEncode(value, "userinfo"), { rule: "userinfo" })).toBe(true);
        expect(percentDecode(percentEncode(value, "segment"))).toBe(value);
      }),
      RUNS,
    );
  });
});

// RFC 3987 §5.3.2: IRIs spelled two ways. Each character of a component is written as itself or
// as the percent-encoded octets of its UTF-8, in either case of hex digits; RFC 3987 §5.3.2.3 says
// such differences "MUST always result in the same resource" (reserved characters aside, which are
// not respelled here). "é" and "e" + U+0301 are different characters (§5.3.2.2: no NFC).
const IRI_CHARS = ["a", "B", "z", "~", "-", ".", "\u00e9", "\u00c9", "e\u0301", "\u{1f600}", "\u4e2d"];
const spelledChar = (chars: readonly string[]) =>
  fc.tuple(fc.constantFrom(...chars), fc.boolean(), fc.boolean());
const spellings = (chars: readonly string[]) => fc.array(spelledChar(chars), { maxLength: 6 });
function spell(parts: readonly [string, boolean, boolean][], respell: boolean): string {
  return parts
    .map(([text, raw, lower]) => {
      // A piece given encoded ("%2F" is reserved) keeps its octets; only its hex digits' case varies.
      if (text.startsWith("%")) return lower ? text.toLowerCase() : text;
      // iprivate is no unreserved character: its two spellings are two IRIs (RFC 3987 §5.3.2.3).
      if (/[\ue000-\uf8ff\u{f0000}-\u{10fffd}]/u.test(text)) return text;
      if (raw !== respell) return text;
      const encoded = [...text].map((c) => utf8Triplets(c.codePointAt(0)!)).join("");
      return lower ? encoded.toLowerCase() : encoded;
    })
    .join("");
}
const iriParts = fc.record({
  scheme: fc.constantFrom("http", "HTTP", "x-y"),
  host: spellings(IRI_CHARS),
  userinfo: fc.option(spellings(IRI_CHARS), { nil: undefined }),
  path: fc.array(spellings(IRI_CHARS), { maxLength: 4 }),
  // iprivate is allowed in the query (RFC 3987 §2.2); a bidi formatting character only encoded (§4.1)
  query: fc.option(spellings([...IRI_CHARS, "\ue000", "\u{f0000}", "%E2%80%8E", "%2F"]), { nil: undefined }),
  fragment: fc.option(spellings(IRI_CHARS), { nil: undefined }),
});
function spelledIri(p: typeof iriParts extends fc.Arbitrary<infer T> ? T : never, respell: boolean): string {
  const piece = (parts: readonly [string, boolean, boolean][]) => spell(parts, respell);
  return (
    p.scheme +
    "://" +
    (p.userinfo !== undefined ? piece(p.userinfo) + "@" : "") +
    piece(p.host) +
    // A dot segment spelled with "%2E" is data, not a dot segment (RFC 3986 §7.3, §5.2.4: its
    // normal form keeps the triplets, test/regressions.test.ts): "." and ".." are spelled as such.
    p.path
      .map((s) => "/" + (/^\.\.?$/.test(s.map(([t]) => t).join("")) ? s.map(([t]) => t).join("") : piece(s)))
      .join("") +
    (p.query !== undefined ? "?" + piece(p.query) : "") +
    (p.fragment !== undefined ? "#" + piece(p.fragment) : "")
  );
}
const IRI = { variant: "rfc3987" } as const;

describe("properties of RFC 3987 §5.3.2 (IRIs spelled with and without percent-encoding)", () => {
  const SEEDED = { seed: 5332, numRuns: 500 };
  it("two spellings of one IRI are equivalent and have one normal form, which is its own", () => {
    fc.assert(
      fc.property(iriParts, (p) => {
        const a = spelledIri(p, false);
        const b = spelledIri(p, true);
        const n = normalize(a, IRI);
        return (
          isValid(a, IRI) &&
          isValid(b, IRI) &&
          equivalent(a, b, IRI) &&
          normalize(b, IRI) === n &&
          normalize(n, IRI) === n &&
          isValid(n, IRI)
        );
      }),
      SEEDED,
    );
  });
  it("the normal form is the URI→IRI conversion's characters: normalize(toIri(toUri(i))) = normalize(i)", () => {
    // RFC 3987 §3.2 decodes the same characters §5.3.2.3 does (and keeps the same ones encoded).
    fc.assert(
      fc.property(iriParts, fc.boolean(), (p, respell) => {
        const i = spelledIri(p, respell);
        return normalize(toIri(toUri(i)), IRI) === normalize(i, IRI);
      }),
      SEEDED,
    );
  });
  it("IRIs equivalent under RFC 3987 map to URIs equivalent under RFC 3986 (§5.3.2.3, §3.1)", () => {
    fc.assert(
      fc.property(iriParts, (p) => {
        const a = spelledIri(p, false);
        const b = spelledIri(p, true);
        return equivalent(toUri(a), toUri(b)) && equivalent(toUri(normalize(a, IRI)), toUri(a));
      }),
      SEEDED,
    );
  });
});
