// The semantic layers' shortcuts, each held to the computation it stands for, on inputs built
// around its edges: resolve's target as a prefix of the base and the reference's text (RFC 3986
// §5.2.2, §5.3; src/semantics/resolve/rfc3986.ts, targetByPrefix), against the algorithm line by
// line (the stepper's run, which takes no shortcut); normalize's "already in normal form" (RFC 3986
// §6.2.2, §6.2.3; src/semantics/normalize.ts, normalFormAt), which must say so on references in
// normal form and give up on each thing that normalization changes.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ACCEPTED, GAVE_UP, NOT_ACCEPTED } from "../../automata/beside.js";
import { resolutionSteps } from "../../src/explain/index.js";
import { isValid, normalize, resolve } from "../../src/index.js";
import { normalizeContext, normalizedWith } from "../../src/semantics/normalize.js";
import { rfc3986 } from "../../src/variants/rfc3986.js";

const BASES = [
  "http://a/b/c/d;p?q",
  "http://a",
  "http://a?q#f",
  "http://u@a:8/b/./c/../d/",
  "http://a/b/c/..",
  "s:",
  "s:a/b",
  "s:/a/b#f",
  "s://",
  "s:?q",
  "file:///x/y",
  "urn:a:b/c/d",
];
const REFERENCES = [
  "",
  "#f",
  "?q",
  "?q#f",
  "/",
  "/x",
  "/./x",
  "/x/../y",
  "//h",
  "//h/./x",
  "//h?q",
  "x",
  "x/y/",
  "./x",
  "../x",
  ".",
  "..",
  "x/.",
  "x/..",
  "x/./y",
  ".x/..y/...",
  "g;x?y#s",
  "s2:x",
  "s2:/./x",
  "s2://h/a/../b",
  "S:x",
  "x:y",
];

describe("resolve's target from prefixes is the algorithm's (RFC 3986 §5.2.2, §5.3)", () => {
  const byAlgorithm = (base: string, reference: string, strict: boolean) =>
    resolutionSteps(rfc3986, base, reference, { strict }).target;

  it("on the edges: every base shape with every reference shape, strict or not", () => {
    for (const base of BASES)
      for (const reference of REFERENCES)
        for (const strict of [true, false])
          expect(resolve(base, reference, { strict }), `${base} + ${reference}`).toBe(
            byAlgorithm(base, reference, strict),
          );
  });

  it("on references and bases built from segments", () => {
    const segment = fc.constantFrom("a", "b", ".", "..", "", "...", ".a", "x:y", "%2E");
    const path = fc.array(segment, { maxLength: 4 }).map((s) => s.join("/"));
    const tail = fc.constantFrom("", "?q", "#f", "?q#f", "?", "#");
    const base = fc
      .tuple(fc.constantFrom("http://h", "s:", "s://u@h:1", "file://"), fc.boolean(), path, tail)
      .map(([head, rooted, p, t]) => head + (rooted || head.includes("//") ? "/" : "") + p + t)
      .filter((s) => isValid(s, { rule: "URI" }));
    const reference = fc
      .tuple(fc.constantFrom("", "//h", "s2:", "/"), path, tail)
      .map(([head, p, t]) => head + (head === "//h" && p !== "" ? "/" : "") + p + t)
      .filter((s) => isValid(s));
    fc.assert(
      fc.property(base, reference, fc.boolean(), (b, r, strict) => {
        expect(resolve(b, r, { strict })).toBe(byAlgorithm(b, r, strict));
      }),
      { numRuns: 2000, seed: 29 },
    );
  });
});

describe("normalize's shortcut says it where it may (RFC 3986 §6.2.2, §6.2.3)", () => {
  const verdict = (uri: string, level: "syntax" | "scheme"): number => {
    const context = normalizeContext("normalize", undefined);
    normalizedWith(context, "http://a/", level);
    const shortcut = level === "syntax" ? context.syntaxShortcut! : context.schemeShortcut!;
    return shortcut.run(uri, context.referenceRule.start, new Int32Array(0));
  };

  it.each([
    "http://example.com/a/b?q=1#f",
    "https://a.b/",
    "mailto:u@h.org",
    "urn:isbn:0451450523",
    "s:/a:b/c",
    "//h/p",
    "/a/b",
    "a/b",
    "",
    "?q",
    "#",
    "http://a/..x/.y/...",
    "http://1.2.3.4/",
  ])("in normal form: %j", (uri) => {
    expect(verdict(uri, "syntax")).toBe(ACCEPTED);
    expect(normalize(uri)).toBe(uri);
  });

  it.each([
    ["HTTP://a/", "a capital letter in the scheme"],
    ["http://A/", "a capital letter in the host"],
    ["http://U@a/", "a userinfo"],
    ["http://a:80/", "a port"],
    ["http://a:/", "an empty port"],
    ["http://a/%7e", "a percent-encoding"],
    ["http://a/?%41", "a percent-encoding in the query"],
    ["http://a/./b", 'a "." segment'],
    ["http://a/b/..", 'a ".." segment'],
    ["s:.", 'a "." segment after a scheme'],
    ["./a", "a relative path's dot segment"],
    ["A:b", "a scheme with a capital letter"],
    ["http://[::1]/", "an IP literal (its ':')"],
  ])("not certainly normal: %j (%s)", (uri) => {
    expect(verdict(uri, "syntax")).toBe(GAVE_UP);
    expect(verdict(uri, "scheme")).toBe(GAVE_UP);
  });

  it.each(["http://a", "http://a?q", "http://a#f"])(
    "an empty path after an authority, at level scheme: %j",
    (uri) => {
      expect(verdict(uri, "syntax")).toBe(ACCEPTED);
      expect(verdict(uri, "scheme")).toBe(GAVE_UP);
    },
  );

  it.each(["http://a b/", "http://a/%", "\u00e9", "a:b c"])("not a reference: %j", (uri) => {
    const answer = verdict(uri, "syntax");
    expect(answer === NOT_ACCEPTED || answer === GAVE_UP).toBe(true);
    expect(() => normalize(uri)).toThrow();
  });
});
