// RFC 2396 grammar tables: inputs valid or invalid for a rule, with the reason. The equivalence check
// (scripts/check-grammars.ts) runs every input against every rule of grammar/rfc2396.abnf.
import type { ResolutionExamples } from "../examples.js";

export interface RuleCase {
  rule: string;
  valid: string[];
  invalid: string[];
}

export const rfc2396Rules: RuleCase[] = [
  {
    rule: "URI-reference",
    valid: ["", "#s", "?y", "g;x?y#s", "http://a/b/c/d;p?q", "mailto:a@b", "//g", "../../g", "g:h", "?"],
    // a scheme begins with a letter; "[" and "]" are not uric before RFC 2732; no space; "%" needs two hex
    invalid: ["1http:x", "http://[::1]/", "a b", "%4", "http://a/#f#g", "http:"],
  },
  {
    rule: "absoluteURI",
    valid: ["http://a/b?q", "mailto:a@b", "news:comp.x", "urn:x:y", "http:/", "a+b-c.d:x"],
    // opaque_part needs a first character that is not "/"... and it cannot be empty
    invalid: ["http:", "http:#f", "-a:b", "g"],
  },
  {
    rule: "relativeURI",
    valid: ["g", "../g", "/g", "//g", "?y", "g;x", "", "//a:b@c:80/d"],
    invalid: ["g:h", "#s", "g h"],
  },
  {
    // §3.2: server or reg_name
    rule: "authority",
    valid: [
      "",
      "a",
      "u:p@host.example.com:80",
      "1.2.3.4",
      "a_b",
      "host:80x",
      "1.2.3.4.",
      "example.com.",
      "$,;:@&=+",
    ],
    invalid: ["a/b", "a?b", "a#b", "[::1]", "a b"],
  },
  {
    rule: "server",
    valid: ["", "a", "a.b.c", "a.b.c.", "user@host", "u:p@h:8080", "1.2.3.4:", "999.999.999.999"],
    invalid: ["a_b", "-a", "a-", "a..b", "1.2.3", "a.1", "u@@h", "h:8o"],
  },
  {
    // §3.2.2: the top label begins with a letter
    rule: "hostname",
    valid: ["a", "a.", "a.b", "a-b.c-d", "3com.com", "x.y.z.", "A1.b2"],
    invalid: ["1", "a.1", "a.-b", "-a", "a..", ".a"],
  },
  { rule: "domainlabel", valid: ["a", "1", "a-b", "a--b", "1a"], invalid: ["-", "a-", "-a", ""] },
  { rule: "toplabel", valid: ["a", "a1", "a-1"], invalid: ["1", "1a", "a-", ""] },
  { rule: "IPv4address", valid: ["1.2.3.4", "999.0.00.1234"], invalid: ["1.2.3", "1.2.3.4.", "a.b.c.d"] },
  { rule: "port", valid: ["", "80", "0080"], invalid: ["8a", " 80"] },
  { rule: "scheme", valid: ["a", "http", "A+.-1"], invalid: ["", "1a", "+a", "a_b"] },
  { rule: "reg-name", valid: ["a_b", "a~b", "a;b", "a:b@c"], invalid: ["", "a/b", "a?b"] },
  { rule: "opaque-part", valid: ["a", "a/b", "?x", ";x", "a?b"], invalid: ["", "/a", "a b"] },
  { rule: "rel-segment", valid: ["g", "g;x", "a@b", "a=b"], invalid: ["", "g:h", "a/b"] },
  { rule: "rel-path", valid: ["g", "g/", "a/b/c", "g;x/y;z"], invalid: ["/g", "", "a:b/c"] },
  { rule: "abs-path", valid: ["/", "/a", "/a/b;p;q/c", "//"], invalid: ["", "a", "/a?b"] },
  { rule: "net-path", valid: ["//", "//a", "//a/b", "//a_b/c"], invalid: ["/a", "//a?b"] },
  {
    // §3.3: ";" params may follow every segment
    rule: "path-segments",
    valid: ["", "a/b", "a;p/b;q;r", ";", "/"],
    invalid: ["a?b", "a#b"],
  },
  { rule: "segment", valid: ["", "a", "a;b", "a;b;c", ";"], invalid: ["a/b"] },
  { rule: "path", valid: ["", "/a", "a", "a/b?c"], invalid: ["a b"] },
  { rule: "hier-part", valid: ["/a", "//a", "//a/b?c", "/?"], invalid: ["a", ""] },
  // §2.3: "!", "*", "'", "(", ")" are unreserved marks in RFC 2396
  {
    rule: "unreserved",
    valid: ["a", "Z", "0", "-", "_", ".", "!", "~", "*", "'", "(", ")"],
    invalid: ["$", ";", "%"],
  },
  { rule: "mark", valid: ["!", "~", "*"], invalid: ["a", "$"] },
  { rule: "reserved", valid: [";", "/", "?", ":", "@", "&", "=", "+", "$", ","], invalid: ["[", "]", "!"] },
  { rule: "escaped", valid: ["%20", "%aF"], invalid: ["%2", "%gg", "%"] },
  { rule: "hex", valid: ["0", "a", "F"], invalid: ["g", ""] },
  { rule: "alpha", valid: ["a", "Z"], invalid: ["1", "é"] },
  { rule: "lowalpha", valid: ["a", "z"], invalid: ["A", "Z"] },
  { rule: "upalpha", valid: ["A", "Z"], invalid: ["a", "z"] },
  { rule: "digit", valid: ["0", "9"], invalid: ["a"] },
];

export function rfc2396Inputs(): string[] {
  return rfc2396Rules.flatMap((c) => [...c.valid, ...c.invalid]);
}

/** RFC 2396 Appendix C.1 normal examples. */
export const rfc2396AppendixC1: ResolutionExamples = {
  variant: "rfc2396",
  section: "RFC 2396 Appendix C.1",
  base: "http://a/b/c/d;p?q",
  cases: [
    ["g:h", "g:h"],
    ["g", "http://a/b/c/g"],
    ["./g", "http://a/b/c/g"],
    ["g/", "http://a/b/c/g/"],
    ["/g", "http://a/g"],
    ["//g", "http://g"],
    ["?y", "http://a/b/c/?y"],
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

/** RFC 2396 Appendix C.2 abnormal examples. */
export const rfc2396AppendixC2: ResolutionExamples = {
  variant: "rfc2396",
  section: "RFC 2396 Appendix C.2",
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
export const resolutionExamples: readonly ResolutionExamples[] = [rfc2396AppendixC1, rfc2396AppendixC2];
