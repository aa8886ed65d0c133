// RFC 1808 grammar tables. The equivalence check runs every input against every rule of
// grammar/rfc1808.abnf.
import type { RuleCase } from "./rfc2396.js";
import type { ResolutionExamples } from "../examples.js";

export const rfc1808Rules: RuleCase[] = [
  {
    rule: "URL",
    valid: [
      "",
      "#f",
      "?y",
      ";x",
      "g;x?y#s",
      "http://a/b/c/d;p?q#f",
      "//a?b/c",
      "http://a//b",
      "1:x",
      "a/b;c/d",
    ],
    invalid: ["a b", "%4", "a#b#c", "http://a/{b}", "a|b", "<a>"],
  },
  {
    // §2.2: the second form takes what generic-RL cannot, e.g. an empty first path segment
    rule: "absoluteURL",
    valid: ["http:", "http:g", "http://a//b", "ftp://h/p;type=d", ".:////", "x:?"],
    invalid: ["http", ":x", "x:#"],
  },
  {
    rule: "generic-RL",
    valid: ["http://a/b", "x:", "x:;p", "x:/a//b"],
    invalid: ["http://a//b", "x:/;p/q?r#"],
  },
  { rule: "relativeURL", valid: ["", "g", "/g", "//g", ";p?q", "g;x=1/../y"], invalid: ["//a//b", "a b"] },
  // <net_loc> may hold ";" and "?" (it ends at the next "/")
  { rule: "net-loc", valid: ["", "a", "u:p@h:80", "a?b", "a;b"], invalid: ["a/b", "a#b"] },
  { rule: "net-path", valid: ["//", "//a", "//a/b;p?q", "//a?b/c"], invalid: ["/a", "//a//b"] },
  { rule: "abs-path", valid: ["/", "/a/b", "/;p", "/?q", "/a/;p/q?r", "/a//b"], invalid: ["//", "a", "//b"] },
  { rule: "rel-path", valid: ["", "a", "a/", "a//", ";p", "?q", "a;p;q?r"], invalid: ["/a", "a#b"] },
  // the first segment of a path is not empty
  { rule: "path", valid: ["a", "a/", "a//b", "a:b"], invalid: ["", "/a", "a;b"] },
  { rule: "fsegment", valid: ["a", "%20"], invalid: ["", "a/b"] },
  { rule: "params", valid: ["", "p", "type=d", "a;b", "a/b;c"], invalid: ["a?b"] },
  { rule: "param", valid: ["", "a/b"], invalid: ["a;b"] },
  {
    // a scheme may begin with a digit, "+", "-" or "."
    rule: "scheme",
    valid: ["http", "1", "+", "-.-"],
    invalid: ["", "a_b"],
  },
  { rule: "query", valid: ["", "a?b/c;d:e@f&g=h"], invalid: ["#", "a b"] },
  // §2.2: "$", "+" are safe and "!", "*", "'", "(", ")", "," extra: all unreserved
  {
    rule: "unreserved",
    valid: ["a", "0", "$", "-", "_", ".", "+", "!", "*", "'", "(", ")", ","],
    invalid: ["~", ";", "%"],
  },
  { rule: "national", valid: ["{", "}", "|", "\\", "^", "~", "[", "]", "`"], invalid: ["a", "#"] },
  { rule: "punctuation", valid: ["<", ">", "#", "%", '"'], invalid: ["a", "'"] },
  { rule: "escape", valid: ["%20", "%fF"], invalid: ["%", "%2g"] },
  { rule: "lowalpha", valid: ["a"], invalid: ["A"] },
  { rule: "hialpha", valid: ["Z"], invalid: ["z"] },
];

export function rfc1808Inputs(): string[] {
  return rfc1808Rules.flatMap((c) => [...c.valid, ...c.invalid]);
}

/** RFC 1808 §5.1 normal examples. */
export const rfc1808Section5_1: ResolutionExamples = {
  variant: "rfc1808",
  section: "RFC 1808 §5.1",
  base: "http://a/b/c/d;p?q#f",
  cases: [
    ["g:h", "g:h"],
    ["g", "http://a/b/c/g"],
    ["./g", "http://a/b/c/g"],
    ["g/", "http://a/b/c/g/"],
    ["/g", "http://a/g"],
    ["//g", "http://g"],
    ["?y", "http://a/b/c/d;p?y"],
    ["g?y", "http://a/b/c/g?y"],
    ["g?y/./x", "http://a/b/c/g?y/./x"],
    ["#s", "http://a/b/c/d;p?q#s"],
    ["g#s", "http://a/b/c/g#s"],
    ["g#s/./x", "http://a/b/c/g#s/./x"],
    ["g?y#s", "http://a/b/c/g?y#s"],
    [";x", "http://a/b/c/d;x"],
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

/** RFC 1808 §5.2 abnormal examples. */
export const rfc1808Section5_2: ResolutionExamples = {
  variant: "rfc1808",
  section: "RFC 1808 §5.2",
  base: "http://a/b/c/d;p?q#f",
  cases: [
    ["", "http://a/b/c/d;p?q#f"], // <>: the complete base URL, fragment included (Step 2a)
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
    ["http:g", "http:g"],
    ["http:", "http:"],
  ],
};

/** The document's resolution examples (the conformance suite's: corpus/variants/index.ts). */
export const resolutionExamples: readonly ResolutionExamples[] = [rfc1808Section5_1, rfc1808Section5_2];
