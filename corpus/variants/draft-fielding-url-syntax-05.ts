// draft-fielding-url-syntax-05 (1997) grammar tables. The equivalence check runs every input against
// every rule of grammar/draft-fielding-url-syntax-05.abnf.
import type { RuleCase } from "./rfc2396.js";
import type { ResolutionExamples } from "../examples.js";

export const draftFieldingUrlSyntax05Rules: RuleCase[] = [
  {
    rule: "URL-reference",
    valid: ["", "#s", "?y", "g;x?y#s", "http://a/b/c/d;p?q", "//g", "../../g", "g:h", "1http:x", "http:"],
    invalid: ["a b", "%4", "http://a/#f#g", "http://[::1]/", "a|b", "<x>"],
  },
  {
    // §4.2: every generic-URL is also an opaque-URL (decision T7)
    rule: "absoluteURL",
    valid: ["http://a/b?q", "mailto:a@b", "http:", "x://a:b?", "1:x", ".:x", "+:"],
    invalid: [":x", "g", "http:#f"],
  },
  { rule: "generic-URL", valid: ["http://a/b", "http:g", "http:", "x:?q"], invalid: ["x:#", "x:a b"] },
  { rule: "opaque-URL", valid: ["x:", "x:a/b?c;d", "x:$,"], invalid: ["x:a#b", "x"] },
  {
    rule: "relativeURL",
    valid: ["", "g", "?y", "//a:b", "//a:80", "//", "///x", "//u:p@h.com:8/x?y", "/a;b/c"],
    invalid: ["#s", "g h"],
  },
  {
    rule: "net-path",
    valid: ["//", "//a.b", "//u@a/b", "//1.2.3.4:/"],
    invalid: ["//a:b", "//a.", "//a_b", "/a"],
  },
  {
    // §4.3.1: no registry name; the top label begins with a letter; no trailing dot
    rule: "site",
    valid: ["", "a", "a.b.c", "u:p@h", "u@h:80", ":@h", "1.2.3.4", "999.9999.0.1"],
    invalid: ["a.", "a.1", "a_b", "-a", "u@", "h:8x", "1.2.3", "a..b"],
  },
  { rule: "userinfo", valid: ["", "u", "u:p", ":", "u;x:p&=+$"], invalid: ["u:p:q", "u@p"] },
  { rule: "hostname", valid: ["a", "a.b", "3com.com", "a-b.c"], invalid: ["a.", "1", "a.1b", "-a"] },
  { rule: "hostnumber", valid: ["1.2.3.4", "0000.1.2.3456"], invalid: ["1.2.3", "a.b.c.d", "1.2.3.4."] },
  { rule: "port", valid: ["", "80", "00"], invalid: ["x"] },
  {
    // §4.1: any of alpha, digit, "+", "-", "." may begin a scheme (decision T6)
    rule: "scheme",
    valid: ["http", "1", "+", ".a", "a-b"],
    invalid: ["", "a_b", "a:b"],
  },
  {
    // §4.3.2: every segment may carry ";" params
    rule: "path-segments",
    valid: ["", "a;p/b;q;r", ";x", "a/./b", "/"],
    invalid: ["a?b", "a#b"],
  },
  { rule: "abs-path", valid: ["/", "/a?b", "//a", "/a;p?q?r"], invalid: ["a", "", "/a#b"] },
  { rule: "rel-path", valid: ["", "a", "?", "a:b/c?d", ";p"], invalid: ["a#b"] },
  { rule: "path", valid: ["", "/", "a/b", "/a;b"], invalid: ["a?b"] },
  { rule: "segment", valid: ["", "a", "a;b;c", "a:b@c"], invalid: ["a/b"] },
  // §2.3: "$" and "," are unreserved marks in 1997 (RFC 2396 moved them to reserved)
  { rule: "unreserved", valid: ["$", ",", "!", "~", "a", "0"], invalid: [";", "/", "%", "["] },
  { rule: "reserved", valid: [";", "/", "?", ":", "@", "&", "=", "+"], invalid: ["$", ","] },
  { rule: "urlc", valid: ["$", ";", "a"], invalid: ["#", " ", "%"] },
  { rule: "escaped", valid: ["%20", "%aF"], invalid: ["%2", "%g0"] },
  { rule: "lowalpha", valid: ["a"], invalid: ["A"] },
  { rule: "upalpha", valid: ["A"], invalid: ["a"] },
];

export function draftFieldingUrlSyntax05Inputs(): string[] {
  return draftFieldingUrlSyntax05Rules.flatMap((c) => [...c.valid, ...c.invalid]);
}

/** Draft-fielding-url-syntax-05 Appendix C.1 normal examples. */
export const draftFieldingUrlSyntax05AppendixC1: ResolutionExamples = {
  variant: "draft-fielding-url-syntax-05",
  section: "draft-fielding-url-syntax-05 Appendix C.1",
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

/** Draft-fielding-url-syntax-05 Appendix C.2 abnormal examples. */
export const draftFieldingUrlSyntax05AppendixC2: ResolutionExamples = {
  variant: "draft-fielding-url-syntax-05",
  section: "draft-fielding-url-syntax-05 Appendix C.2",
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
    // step 6c: the query is in the buffer when the dot segments are removed
    ["g?y/./x", "http://a/b/c/g?y/x"],
    ["g?y/../x", "http://a/b/c/x"],
    ["g#s/./x", "http://a/b/c/g#s/./x"],
    ["g#s/../x", "http://a/b/c/g#s/../x"],
    ["http:g", "http:g"],
    ["http:", "http:"],
    // printed as what some parsers "inappropriately" do: the absolute URL is left as it is
    ["http://a/../b/c", "http://a/../b/c"],
  ],
};

/** The document's resolution examples (the conformance suite's: corpus/variants/index.ts). */
export const resolutionExamples: readonly ResolutionExamples[] = [
  draftFieldingUrlSyntax05AppendixC1,
  draftFieldingUrlSyntax05AppendixC2,
];
