// draft-fielding-uri-rfc2396bis-01 (2003) grammar tables. The equivalence check runs every input
// against every rule of grammar/draft-fielding-uri-rfc2396bis-01.abnf.
import type { RuleCase } from "./rfc2396.js";
import type { ResolutionExamples } from "../examples.js";

const label63 = "a".repeat(63);
const label64 = "a".repeat(64);

export const draftFieldingUriRfc2396bis01Rules: RuleCase[] = [
  {
    rule: "URI-reference",
    valid: [
      "",
      "#s",
      "?y",
      "http:",
      "http://a/b/c/d;p?q",
      "ldap://[2001:db8::7]/c=GB?objectClass?one",
      "x:?q",
      "g;x?y#s",
    ],
    invalid: ["1a:b", "a b", "http://a/#f#g", "http://[::1/", "%zz"],
  },
  {
    // the empty hier-part makes "http:" absolute (decision T6); a scheme begins with ALPHA (T3)
    rule: "absolute-URI",
    valid: ["http:", "HTTP:x", "mailto:a@b", "x:?q", "x:[y]", "urn:a:b"],
    invalid: ["1x:y", "x", "x:#f", ":y"],
  },
  { rule: "absolute-URI-reference", valid: ["x:#f", "http://a/#"], invalid: ["#f", "/a"] },
  { rule: "relative-URI", valid: ["", "g", "?y", "//g", "/g", "g;x/y", "a@b"], invalid: ["a:b", "#f"] },
  {
    rule: "authority",
    valid: ["", "a", "u:p@h:80", "[::1]:8080", "a_b", "1.2.3.4", "1.2.3.256", "a.b.", "h:80x"],
    invalid: ["a/b", "[::1", "[v1.x]", "a b"],
  },
  {
    rule: "server",
    valid: ["", "a", "a.1", "1.2.3.4", "1.2.3.45a", "a.b.", "[1:2:3:4:5:6:7:8]", "u@h:"],
    invalid: ["a_b", "a..b", "-a", "a-", "a.1.", "a.b:x"],
  },
  // qualified: a toplabel only before a trailing dot (decision T4); labels of at most 63 characters (T5)
  {
    rule: "hostname",
    valid: ["a", "a.1", "1.2.3.4", "a.b.", "a.b.c", `${label63}.com`, "a-1.b"],
    invalid: ["a.1.", "a.", "a..b", `${label64}.com`, ".a", "a-"],
  },
  { rule: "qualified", valid: ["", ".a", ".a.b.", ".1.b."], invalid: ["a", ".", ".1.", ".a.."] },
  { rule: "domainlabel", valid: ["a", "1", "a-b", "a--1", label63], invalid: ["", "-", "a-", label64] },
  { rule: "toplabel", valid: ["a", "a1", "a-b", label63], invalid: ["1", "1a", "a-", label64] },
  {
    rule: "IPv4address",
    valid: ["0.0.0.0", "255.255.255.255", "1.22.199.249"],
    invalid: ["256.1.1.1", "01.1.1.1", "1.2.3"],
  },
  { rule: "dec-octet", valid: ["0", "9", "10", "199", "249", "255"], invalid: ["00", "256", "300"] },
  {
    rule: "IPv6address",
    valid: ["::", "::1", "1::", "1:2:3:4:5:6:7:8", "::ffff:1.2.3.4", "1:2:3:4:5:6:1.2.3.4", "fe80::1:2"],
    invalid: ["1:2:3:4:5:6:7:8:9", "1::2::3", ":::", "1.2.3.4", "12345::", "::1.2.3"],
  },
  { rule: "IPv6reference", valid: ["[::1]"], invalid: ["::1", "[v1.a]"] },
  { rule: "h4", valid: ["0", "ffff", "ABCD"], invalid: ["", "12345", "g"] },
  { rule: "scheme", valid: ["a", "Http", "a+b-c.d"], invalid: ["", "1a", ".a"] },
  { rule: "opaque-part", valid: ["a", "?q", "[x]", "a/b"], invalid: ["", "/a", "a#b"] },
  { rule: "hier-part", valid: ["", "?", "/a", "//a/b?c", "//"], invalid: ["a", "//a#b"] },
  { rule: "rel-path", valid: ["a", "a/b", "a;b/c"], invalid: ["", "/a", "a:b"] },
  // ";" is a pchar in 2003 (no separate param rule)
  { rule: "segment", valid: ["", "a;b=c", "a:b"], invalid: ["a/b", "a?b"] },
  { rule: "path-segments", valid: ["", "a/b", "/"], invalid: ["a?b"] },
  { rule: "query", valid: ["", "a/b?c"], invalid: ["#", "[", "]"] },
  { rule: "reserved", valid: ["[", "]", ";", "$"], invalid: ["!", "~"] },
  { rule: "unreserved", valid: ["a", "!", "~", "*", "'", "(", ")"], invalid: ["$", "["] },
  { rule: "escaped", valid: ["%20", "%fF"], invalid: ["%2", "%xx"] },
];

export function draftFieldingUriRfc2396bis01Inputs(): string[] {
  return draftFieldingUriRfc2396bis01Rules.flatMap((c) => [...c.valid, ...c.invalid]);
}

/** Draft-fielding-uri-rfc2396bis-01 Appendix C.1 normal examples. */
export const draftFieldingUriRfc2396bis01AppendixC1: ResolutionExamples = {
  variant: "draft-fielding-uri-rfc2396bis-01",
  section: "draft-fielding-uri-rfc2396bis-01 Appendix C.1",
  base: "http://a/b/c/d;p?q",
  cases: [
    ["g:h", "g:h"],
    ["g", "http://a/b/c/g"],
    ["./g", "http://a/b/c/g"],
    ["g/", "http://a/b/c/g/"],
    ["/g", "http://a/g"],
    ["//g", "http://g"],
    ["?y", "http://a/b/c/d;p?y"],
    ["g?y", "http://a/b/c/g?y"],
    ["#s", "http://a/b/c/d;p?q#s"], // (current document)#s
    ["g#s", "http://a/b/c/g#s"],
    ["g?y#s", "http://a/b/c/g?y#s"],
    [";x", "http://a/b/c/;x"],
    ["g;x", "http://a/b/c/g;x"],
    ["g;x?y#s", "http://a/b/c/g;x?y#s"],
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

/** Draft-fielding-uri-rfc2396bis-01 Appendix C.2 abnormal examples. */
export const draftFieldingUriRfc2396bis01AppendixC2: ResolutionExamples = {
  variant: "draft-fielding-uri-rfc2396bis-01",
  section: "draft-fielding-uri-rfc2396bis-01 Appendix C.2",
  base: "http://a/b/c/d;p?q",
  cases: [
    ["", "http://a/b/c/d;p?q"], // <> = (current document)
    ["../../../g", "http://a/../g"],
    ["../../../../g", "http://a/../../g"],
    ["/./g", "http://a/./g"],
    ["/../g", "http://a/../g"],
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
    ["http:g", "http:g"], // for validating parsers
  ],
};

/** The document's resolution examples (the conformance suite's: corpus/variants/index.ts). */
export const resolutionExamples: readonly ResolutionExamples[] = [
  draftFieldingUriRfc2396bis01AppendixC1,
  draftFieldingUriRfc2396bis01AppendixC2,
];
