// The RFCs' own examples, each table once: the tests run them (test/semantics/, test/variants/) and
// the conformance suite includes every one, tagged with its section (scripts/conformance/). The
// examples of one variant's document (its resolution tables, its syntax examples with their
// components) are in corpus/variants/<id>.ts.
import type { VariantId } from "../src/variants/types.js";

/** A document's examples of resolution: each reference against one base, with its target. */
export interface ResolutionExamples {
  readonly variant: VariantId;
  /** The section that lists them, naming its document. */
  readonly section: string;
  readonly base: string;
  readonly cases: readonly (readonly [reference: string, target: string])[];
}

/** RFC 3986 §5.4's base URI, against which every example of §5.4.1 and §5.4.2 is resolved. */
export const RFC3986_SECTION_5_4_BASE = "http://a/b/c/d;p?q";

/** RFC 3986 §5.4.1 normal examples. */
export const rfc3986Section5_4_1: ResolutionExamples = {
  variant: "rfc3986",
  section: "RFC 3986 §5.4.1",
  base: RFC3986_SECTION_5_4_BASE,
  cases: [
    ["g:h", "g:h"],
    ["g", "http://a/b/c/g"],
    ["./g", "http://a/b/c/g"],
    ["g/", "http://a/b/c/g/"],
    ["/g", "http://a/g"],
    ["//g", "http://g"],
    ["?y", "http://a/b/c/d;p?y"],
    ["g?y", "http://a/b/c/g?y"],
    ["#s", "http://a/b/c/d;p?q#s"],
    ["g#s", "http://a/b/c/g#s"],
    ["g?y#s", "http://a/b/c/g?y#s"],
    [";x", "http://a/b/c/;x"],
    ["g;x", "http://a/b/c/g;x"],
    ["g;x?y#s", "http://a/b/c/g;x?y#s"],
    ["", "http://a/b/c/d;p?q"],
    [".", "http://a/b/c/"],
    ["./", "http://a/b/c/"],
    ["..", "http://a/b/"],
    ["../", "http://a/b/"],
    ["../g", "http://a/b/g"],
    ["../..", "http://a/"],
    ["../../", "http://a/"],
    ["../../g", "http://a/g"],
  ],
};

/** RFC 3986 §5.4.2 abnormal examples. */
export const rfc3986Section5_4_2: ResolutionExamples = {
  variant: "rfc3986",
  section: "RFC 3986 §5.4.2",
  base: RFC3986_SECTION_5_4_BASE,
  cases: [
    ["../../../g", "http://a/g"],
    ["../../../../g", "http://a/g"],
    ["/./g", "http://a/g"],
    ["/../g", "http://a/g"],
    ["g.", "http://a/b/c/g."],
    [".g", "http://a/b/c/.g"],
    ["g..", "http://a/b/c/g.."],
    ["..g", "http://a/b/c/..g"],
    ["./../g", "http://a/b/g"],
    ["./g/.", "http://a/b/c/g/"],
    ["g/./h", "http://a/b/c/g/h"],
    ["g/../h", "http://a/b/c/h"],
    ["g;x=1/./y", "http://a/b/c/g;x=1/y"],
    ["g;x=1/../y", "http://a/b/c/y"],
    ["g?y/./x", "http://a/b/c/g?y/./x"],
    ["g?y/../x", "http://a/b/c/g?y/../x"],
    ["g#s/./x", "http://a/b/c/g#s/./x"],
    ["g#s/../x", "http://a/b/c/g#s/../x"],
  ],
};

/**
 * RFC 3986 §5.4.2's one example with two answers: "http:g" is itself for a strict parser (the
 * library's default) and "http://a/b/c/g" for a non-strict one (RFC 3986 §5.2.2: a scheme equal to
 * the base's ignored, for backward compatibility).
 */
export const rfc3986Section5_4_2Strictness = {
  section: "RFC 3986 §5.4.2",
  base: RFC3986_SECTION_5_4_BASE,
  reference: "http:g",
  strict: "http:g",
  nonStrict: "http://a/b/c/g",
} as const;

/** RFC 3986 §5.4.2's examples as a strict parser reads them: the table and "http:g". */
export const rfc3986Section5_4_2Strict: ResolutionExamples = {
  ...rfc3986Section5_4_2,
  cases: [
    ...rfc3986Section5_4_2.cases,
    [rfc3986Section5_4_2Strictness.reference, rfc3986Section5_4_2Strictness.strict],
  ],
};

/**
 * RFC 3986 §5.2.4's two worked examples of remove_dot_segments as printed: each row the rule
 * applied ("1" for step 1), then the output buffer and the input buffer after it.
 */
export const rfc3986Section5_2_4Tables: readonly (readonly (readonly [
  step: string,
  output: string,
  input: string,
])[])[] = [
  [
    ["1", "", "/a/b/c/./../../g"],
    ["E", "/a", "/b/c/./../../g"],
    ["E", "/a/b", "/c/./../../g"],
    ["E", "/a/b/c", "/./../../g"],
    ["B", "/a/b/c", "/../../g"],
    ["C", "/a/b", "/../g"],
    ["C", "/a", "/g"],
    ["E", "/a/g", ""],
  ],
  [
    ["1", "", "mid/content=5/../6"],
    ["E", "mid", "/content=5/../6"],
    ["E", "mid/content=5", "/../6"],
    ["C", "mid", "/6"],
    ["E", "mid/6", ""],
  ],
];

/** RFC 3986 §5.2.4: the two worked examples of remove_dot_segments (input path, output), from the tables. */
export const rfc3986Section5_2_4: readonly (readonly [path: string, result: string])[] =
  rfc3986Section5_2_4Tables.map((rows) => [rows[0]![2], rows[rows.length - 1]![1]] as const);

/** An example of RFC 3986 §6: two URIs and whether the section says they are equivalent. */
export interface EquivalenceExample {
  readonly section: string;
  readonly a: string;
  readonly b: string;
  /** The rung of the ladder that decides it (RFC 3986 §6.2.2 syntax-based, §6.2.3 scheme-based). */
  readonly level: "syntax" | "scheme";
  readonly equivalent: boolean;
  /**
   * Set when the example rests on a scheme's own rules (RFC 3986 §6.2.3 "Other scheme-specific
   * normalizations are possible"), beyond the generic syntax: the document that gives them.
   */
  readonly schemeSpecific?: string;
}

/** RFC 3986 §6.2.2, §6.2.2.1 and §6.2.3: the equivalences the sections give as examples. */
export const rfc3986Section6: readonly EquivalenceExample[] = [
  {
    section: "RFC 3986 §6.2.2",
    a: "example://a/b/c/%7Bfoo%7D",
    b: "eXAMPLE://a/./b/../b/%63/%7bfoo%7d",
    level: "syntax",
    equivalent: true,
  },
  {
    section: "RFC 3986 §6.2.2.1",
    a: "HTTP://www.EXAMPLE.com/",
    b: "http://www.example.com/",
    level: "syntax",
    equivalent: true,
  },
  // "the following four URIs are equivalent ... the second URI above is the normal form"
  {
    section: "RFC 3986 §6.2.3",
    a: "http://example.com",
    b: "http://example.com/",
    level: "scheme",
    equivalent: true,
  },
  {
    section: "RFC 3986 §6.2.3",
    a: "http://example.com:/",
    b: "http://example.com/",
    level: "scheme",
    equivalent: true,
  },
  {
    section: "RFC 3986 §6.2.3",
    a: "http://example.com:80/",
    b: "http://example.com/",
    level: "scheme",
    equivalent: true,
  },
  // "the URI "http://example.com/?" cannot be assumed to be equivalent to any of the examples above"
  {
    section: "RFC 3986 §6.2.3",
    a: "http://example.com/?",
    b: "http://example.com/",
    level: "scheme",
    equivalent: false,
  },
  // "two URIs that differ only by the suffix "#" are considered different regardless of the scheme"
  {
    section: "RFC 3986 §6.2.3",
    a: "http://example.com/#",
    b: "http://example.com/",
    level: "scheme",
    equivalent: false,
  },
  {
    section: "RFC 3986 §6.2.3",
    a: "mailto:Joe@Example.COM",
    b: "mailto:Joe@example.com",
    level: "scheme",
    equivalent: true,
    schemeSpecific: "RFC 6068 §2 (the domain of an addr-spec is case-insensitive)",
  },
];

/** An RFC's example of a string of its syntax (its validity is the grammar's: the suite states it). */
export interface SyntaxExample {
  readonly variant: VariantId;
  readonly section: string;
  readonly input: string;
}

/**
 * RFC 3987 §3.1 and §3.2 (the IRIs and URIs of the mapping examples, "&#x...;" written out) and
 * RFC 6874 §2 and Appendix A (the zone id in a URI, and the forms the appendix weighs).
 */
export const syntaxExamples: readonly SyntaxExample[] = [
  { variant: "rfc3987", section: "RFC 3987 §3.1", input: "http://r\u00e9sum\u00e9.example.org" },
  { variant: "rfc3987", section: "RFC 3987 §3.1", input: "http://xn--rsum-bpad.example.org" },
  { variant: "rfc3987", section: "RFC 3987 §3.1", input: "http://r%C3%A9sum%C3%A9.example.org" },
  { variant: "rfc3987", section: "RFC 3987 §3.1", input: "http://www.example.org/red%09ros\u00e9#red" },
  { variant: "rfc3987", section: "RFC 3987 §3.1", input: "http://www.example.org/red%09ros%C3%A9#red" },
  { variant: "rfc3987", section: "RFC 3987 §3.1", input: "http://example.com/\u{10300}\u{10301}\u{10302}" },
  {
    variant: "rfc3987",
    section: "RFC 3987 §3.1",
    input: "http://example.com/%F0%90%8C%80%F0%90%8C%81%F0%90%8C%82",
  },
  { variant: "rfc3987", section: "RFC 3987 §3.2", input: "http://www.example.org/r%E9sum%E9.html" },
  { variant: "rfc3987", section: "RFC 3987 §3.2", input: "http://www.example.org/r%C3%A9sum%C3%A9.html" },
  { variant: "rfc3987", section: "RFC 3987 §3.2", input: "http://www.example.org/D%C3%BCrst" },
  { variant: "rfc3987", section: "RFC 3987 §3.2", input: "http://www.example.org/D\u00fcrst" },
  { variant: "rfc3987", section: "RFC 3987 §3.2", input: "http://www.example.org/D%FCrst" },
  { variant: "rfc3987", section: "RFC 3987 §3.2", input: "http://xn--99zt52a.example.org/%e2%80%ae" },
  { variant: "rfc3987", section: "RFC 3987 §3.2", input: "http://xn--99zt52a.example.org/%E2%80%AE" },
  { variant: "rfc3987", section: "RFC 3987 §3.2", input: "http://\u7d0d\u8c46.example.org/%E2%80%AE" },
  { variant: "rfc6874", section: "RFC 6874 §2", input: "http://[fe80::a%25en1]" },
  { variant: "rfc6874", section: "RFC 6874 Appendix A", input: "http://[fe80::a%en1]" },
  { variant: "rfc6874", section: "RFC 6874 Appendix A", input: "http://[fe80::a-en1]" },
  { variant: "rfc6874", section: "RFC 6874 Appendix A", input: "http://[v6.fe80::a_en1]" },
];
