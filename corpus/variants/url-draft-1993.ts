// URL draft of July 1993 (seed 003) test tables: the URLs the draft prints, the partial-form rules
// as a resolution table, and grammar cases by start rule (each quirk of the BNF among them).
// test/variants/url-draft-1993.test.ts runs them; the equivalence check runs every input against
// every rule of grammar/url-draft-1993.abnf.
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
 * The URLs printed in the draft (its References; `URL=<...>` wrappers and line breaks removed). The
 * components are grammar/url-draft-1993.abnf T14: the part after "//" is the authority (section
 * Internet protocol parts), and the path is the rest of the locator, from the "/" after the host
 * (section Gopher counts the path part from that slash), the gopher type and the WAIS database
 * included.
 */
export const examples: Record<string, Example[]> = {
  "draft 1993 References": [
    {
      input: "ftp://boombox.micro.umn.edu/pub/gopher/gopher_protocol",
      components: {
        scheme: "ftp",
        authority: "boombox.micro.umn.edu",
        host: "boombox.micro.umn.edu",
        path: "/pub/gopher/gopher_protocol",
      },
    },
    {
      input: "gopher://gopher.micro.umn.edu/00/Information%20About%20Gopher/About%20Gopher",
      // Gopher: the type "0", then the selector, which here begins with a copy of the type
      components: {
        scheme: "gopher",
        authority: "gopher.micro.umn.edu",
        host: "gopher.micro.umn.edu",
        path: "/00/Information%20About%20Gopher/About%20Gopher",
      },
    },
    {
      input: "ftp://info.cern.ch./pub/www/doc/http-spec.txt",
      components: {
        scheme: "ftp",
        authority: "info.cern.ch.",
        host: "info.cern.ch.",
        path: "/pub/www/doc/http-spec.txt",
      },
    },
    { input: "ftp://quake.think.com/pub/wais/doc/protspec.txt" },
    { input: "ftp://quake.think.com/pub/wais/doc/doc-ids.txt" },
    { input: "ftp://nnsc.nsf.net/rfc/rfc977.txt" },
    {
      input: "wais://quake.think.com/wais-discussion-archives?lynch",
      // WAIS: the database is encoded into the path part, the search follows "?"
      components: {
        scheme: "wais",
        authority: "quake.think.com",
        host: "quake.think.com",
        path: "/wais-discussion-archives",
        query: "lynch",
      },
    },
    { input: "ftp://nnsc.nsf.net/rfc/rfc1034.txt" },
    { input: "ftp://prospero.isi.edu/pub/prospero/oir.ps" },
    { input: "ftp://nnsc.nsf.net/rfc/rfc959.txt" },
    { input: "ftp://uu.psi.com/wp/nir.txt" },
    { input: "wais://nnsc.nsf.net/internet-drafts?yeong" },
  ],
};

/** Partial form (section Recommendations): base, reference, target — one case per rule. */
export const partialForm: { base: string; ref: string; target: string }[] = [
  // different scheme: the whole absolute locator
  { base: "http://a/b/c/d", ref: "ftp://h/f", target: "ftp://h/f" },
  { base: "http://a/b/c/d", ref: "news:comp.x", target: "news:comp.x" },
  // same scheme, other host: host, port and the rest
  { base: "http://a/b/c/d", ref: "//h:8/x/y", target: "http://h:8/x/y" },
  // absolute path
  { base: "http://a/b/c/d", ref: "/g/h", target: "http://a/g/h" },
  // relative path: the last part removed, the partial URL appended
  { base: "http://a/b/c/d", ref: "g", target: "http://a/b/c/g" },
  { base: "http://a/b/c/d", ref: "g/", target: "http://a/b/c/g/" },
  { base: "http://a/b/c/d", ref: "g?x+y", target: "http://a/b/c/g?x+y" },
  { base: "http://a/b/c/d", ref: "g#s", target: "http://a/b/c/g#s" },
  // "/xxx/.." and "/." removed, recursively
  { base: "http://a/b/c/d", ref: "../g", target: "http://a/b/g" },
  { base: "http://a/b/c/d", ref: "../../g", target: "http://a/g" },
  { base: "http://a/b/c/d", ref: "./g", target: "http://a/b/c/g" },
  { base: "http://a/b/c/d", ref: "g/../h", target: "http://a/b/c/h" },
  { base: "http://a/b/c/d", ref: "..", target: "http://a/b" },
  { base: "http://a/b/c/d", ref: ".", target: "http://a/b/c" },
  { base: "http://a/b/c/d", ref: "../../../g", target: "http://a/../g" },
  // the context has no path after its host
  { base: "http://a", ref: "g", target: "http://a/g" },
  // only a fragment: the context object itself
  { base: "http://a/b/c/d?q", ref: "#s", target: "http://a/b/c/d?q#s" },
  // a generic (hostless) scheme
  { base: "x:a/b/c", ref: "d", target: "x:a/b/d" },
];

/** Grammar cases by start rule. */
export const rules: RuleCase[] = [
  {
    rule: "fragmentaddress",
    valid: [
      "http://info.cern.ch/hypertext/WWW/TheProject.html",
      "http://info.cern.ch:8001/a/b?x+y#frag",
      "http://h", // hostport only
      "news:comp.infosystems.www",
      "news:*",
      "news:123@host.ch",
      "telnet://user@host.ch",
      "wais://h/db/TEXT/1234/some/path",
      "prospero://h/name%00version",
      "afs://cell.name/some/path",
      "mailto:joe@cern.ch", // a generic URL
      "x-new:a:b", // generic: ialpha scheme, the path may contain ":"
      "http://h/a b", // space is an extra character
      "http://h/a/", // trailing slash (path = void at the end)
    ],
    invalid: [
      "HTTP://h/", // letters are case-sensitive (T2); and a generic path cannot start with "/"
      "http://h/a//b", // an empty path element
      "http://h/~user",
      "http://h/?a++b",
      "file:/etc", // generic path cannot start with "/"
      "1abc:x",
      "g",
      "",
    ],
  },
  {
    rule: "reference",
    valid: ["g", "../g", "/a/b", "//h:80/x", "?x", "#f", "", "g;x", "g:h/x/", "http://a/b"],
    invalid: ["g:/x", "g;x=1", "//", "a//b", "a#b#c"],
  },
  {
    rule: "path",
    valid: ["", "a", "a/b", "a/b/", "a+b/c%20d", "a:b"],
    invalid: ["/a", "a//b", "%zz", "a?b"],
  },
  { rule: "xpalphas", valid: ["abc", "a+b", "abcdef"], invalid: ["", "a/b"] }, // T5: longer than two
  { rule: "search", valid: ["a", "a+b+c"], invalid: ["", "+a", "a+", "a++b"] },
  { rule: "hostport", valid: ["h", "h:80", "1.2.3.4", "1.2.3.4:80", "a@b:c"], invalid: ["1.2.3", ":80"] },
  { rule: "article", valid: ["x@h", "@a@a", "*@1.2.3.4"], invalid: ["x@", "@h", "x@1.2"] },
  { rule: "xalpha", valid: ["a", " ", ":", "@", "%41", '"'], invalid: ["+", "/", "#", "~", "%4"] },
  { rule: "safe", valid: ["$", "-", "_", "@", ".", "&"], invalid: ["+", "~"] },
  { rule: "extra", valid: ["!", "*", '"', "'", "(", ")", ":", ";", ",", " "], invalid: ["=", "?"] },
];

export function urlDraft1993Inputs(): string[] {
  return [
    ...Object.values(examples).flatMap((table) => table.map((e) => e.input)),
    ...partialForm.flatMap((c) => [c.base, c.ref, c.target]),
    ...rules.flatMap((r) => [...r.valid, ...r.invalid]),
  ];
}
