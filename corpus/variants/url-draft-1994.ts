// URL Internet Draft 03 (1994, seed 004) test tables: the URLs the draft prints, grammar cases by
// start rule (each quirk and typo decision among them) and the partial form it refers to.
// test/variants/url-draft-1994.test.ts runs them; the equivalence check runs every input against
// every rule of grammar/url-draft-1994.abnf.
import type { PartialComponents } from "../../src/syntax/components.js";

export interface Example {
  input: string;
  components?: PartialComponents;
}

export interface RuleCase {
  rule: string;
  valid: string[];
  invalid: string[];
}

/**
 * The URLs printed in the draft, by section (`<...>` wrappers removed). The components are
 * grammar/url-draft-1994.abnf T12-T15: the path holds the "/" after the host (section Path: the
 * path is the rest of the locator; section HTTP: what is sent to the server begins with that
 * slash), and a WAIS database is path, before the search.
 */
export const examples: Record<string, Example[]> = {
  "draft 1994 About this document": [
    {
      input: "http://www.acl.lanl.gov/URI/archive/uri-archive.index.html",
      components: {
        scheme: "http",
        authority: "www.acl.lanl.gov",
        host: "www.acl.lanl.gov",
        path: "/URI/archive/uri-archive.index.html",
      },
    },
    { input: "http://www.w3.org/hypertext/WWW/Addressing/URL/Overview.html" },
  ],
  "draft 1994 Wrappers for URIs in plain text": [
    { input: "ftp://ftp.w3.org/pub/www/doc" },
    {
      input: "ftp://ds.internic.net/rfc",
      components: { scheme: "ftp", authority: "ds.internic.net", host: "ds.internic.net", path: "/rfc" },
    },
  ],
  "draft 1994 References": [
    { input: "ftp://boombox.micro.umn.edu/pub/gopher/gopher_protocol" },
    { input: "ftp://ftp.w3.org/pub/www/doc/http-spec.txt" },
    { input: "ftp://quake.think.com/pub/wais/doc/protspec.txt" },
    { input: "ftp://quake.think.com/pub/wais/doc/doc-ids.txt" },
    { input: "ftp://ds.internic.net/rfc/rfc977.txt" },
    {
      input: "wais://quake.think.com/wais-discussion-archives?lynch",
      components: {
        scheme: "wais",
        authority: "quake.think.com",
        host: "quake.think.com",
        path: "/wais-discussion-archives",
        query: "lynch",
      },
    },
    { input: "ftp://ds.internic.net/rfc/rfc1034.txt" },
    { input: "ftp://prospero.isi.edu/pub/prospero/oir.ps" },
    { input: "ftp://ds.internic.net/rfc/rfc959.txt" },
    { input: "ftp://uu.psi.com/wp/nir.txt" },
  ],
};

/** Printed in the References with literal spaces, which the draft's BNF does not allow (space is reserved). */
export const printedButInvalid = ["gopher://gopher.micro.umn.edu/00/Information About Gopher/About Gopher"];

/** The partial form (the 1993 draft's rules, to which this draft refers). */
export const partialForm: { base: string; ref: string; target: string }[] = [
  { base: "http://a/b/c/d", ref: "g", target: "http://a/b/c/g" },
  { base: "http://a/b/c/d", ref: "../g", target: "http://a/b/g" },
  { base: "http://a/b/c/d", ref: "/g", target: "http://a/g" },
  { base: "http://a/b/c/d", ref: "//h/g", target: "http://h/g" },
  { base: "http://a/b/c/d", ref: "news:comp.x", target: "news:comp.x" },
  { base: "ftp://u:p@a/b/c", ref: "d", target: "ftp://u:p@a/b/d" },
  // Section PrePrefix: a URL as the working group defines it starts with "URL:", so the target of a
  // partial form in a prefixed context keeps it: the "url:" and the scheme are one component (T12),
  // and the partial form's rules take the scheme from the context.
  { base: "url:http://a/b/c", ref: "d", target: "url:http://a/b/d" },
  { base: "url:http://a/b/c", ref: "//h/g", target: "url:http://h/g" },
  // a gopher context: its path holds the type and the selector
  { base: "gopher://h/1a/b", ref: "c", target: "gopher://h/1a/c" },
];

/** Grammar cases by start rule. */
export const rules: RuleCase[] = [
  {
    rule: "prefixedurl",
    valid: ["url:http://h/p", "url:mailto:joe@h.ch", "url:news:*"],
    invalid: ["URL:http://h/p", "url:", "http://h/p", "url:url:http://h/"],
  },
  {
    rule: "url",
    valid: [
      "http://h:80/a/b?x+y",
      "ftp://user:pw@h/a/b",
      "ftp://h/fileAN", // ftptype appended without separator (T8): absorbed by the path
      "news:comp.infosystems.www",
      "news:123@h.ch",
      "nntp:comp.x/12",
      "mid:1234@host.ch",
      "cid:part1.xyz@host.ch",
      "mailto:joe@cern.ch", // T6: one colon
      "telnet://h",
      "telnet://user@h:23",
      "gopher://h/0sel",
      "wais://h/db?query",
      "wais://h/db/TEXT/1=a/b;2=c;",
      "prospero://h/name%00version",
    ],
    invalid: [
      "mailto::joe@cern.ch", // T6: the doubled colon of the BNF is not kept
      "afs://cell/path", // T8: afsaddress is not a url production
      "http://h/a b", // space is reserved
      "http://h/a:b", // ":" is reserved
      "HTTP://h/", // letters are case-sensitive (T2)
      "x-new:foo", // no generic production in this draft
      "ftp://h/f;type=a", // ";" is reserved: the prose's ";type=" is not in the BNF
      "",
    ],
  },
  {
    rule: "login",
    valid: ["h", "u@h", "u:p@h:21", "a@", "x$@h", "u@1.2.3.4"],
    invalid: ["u:@h", ":p@h", "@"],
  },
  { rule: "ftptype", valid: ["AN", "ET", "I", "L8"], invalid: ["a", "A", "L", "IN"] },
  { rule: "wpath", valid: ["1=a;", "1=a/b;22=;"], invalid: ["", "1=a", "=a;"] },
  { rule: "path", valid: ["", "a", "a/b/", "a+b"], invalid: ["/a", "a//b", "a;b"] },
  { rule: "safe", valid: ["$", "-", "_", "@", ".", "&", "+"], invalid: [":", "~"] },
  {
    rule: "reference",
    valid: ["g", "../g", "/a", "//h/a", "?x", "#f", "http://h/a#f", "url:http://h/#f"],
    invalid: ["g:h", "a//b"],
  },
];

export function urlDraft1994Inputs(): string[] {
  return [
    ...Object.values(examples).flatMap((table) => table.map((e) => e.input)),
    ...printedButInvalid,
    ...partialForm.flatMap((c) => [c.base, c.ref, c.target]),
    ...rules.flatMap((r) => [...r.valid, ...r.invalid]),
  ];
}
