import type { VariantRecord } from "../types.js";

/**
 * T. Berners-Lee, "Uniform Resource Locators", IETF URL WG Internet Draft, 14 July 1993 (seed 003):
 * section "BNF syntax", transcribed into grammar/url-draft-1993.abnf (interpretations T1-T15 in its
 * header: `xpalphas = xpalpha [ xpalpha ]` fixed to 1*xpalpha, attributes separated by "%00" as the
 * Prospero notes say, right recursion made repetition; T11-T13 which derivation of an ambiguous
 * URL is the draft's; T14-T15 the component model).
 *
 * Readings (T11-T13): the scheme of a generic URL ends at its first colon ("news:a:b" is the
 * scheme "news"); the port is the digits after the hostport's last colon ("h:80" is the host "h"
 * and the port "80"); the user name ends at the last "@" that a hostport follows.
 *
 * Components (T14-T15): every character of a URL is in one of them or is a delimiter that
 * recomposition (RFC 3986 §5.3) puts back, so recompose(parse(u)) is u. `scheme` is the generic
 * rule's `generic-scheme` or the rule naming the scheme of a literal (`http-scheme` for
 * `h t t p : / /`, split for this purpose); authority = the section after "//" (`hostport`,
 * telnet's `login`, ftp's `ftp-authority`, afs's `afs-authority`); userinfo = `user` (telnet);
 * host = `host` / `cellname`; port; path = everything after the authority up to "?" search, with
 * its "/" (`abspath`, `gopher-path`, `waisindex-path`, `waisdoc-path`, `prospero-path`), a generic
 * URL's `path`, news `groupart`, or a partial form's `abspath` or `relativepath`; query = `search`;
 * fragment = `fragmentid`.
 *
 * Start rules: the draft's `fragmentaddress` (its start rule) and `url`, the scheme-specific rules,
 * and `reference` (added, T10: a full form or a partial form with a fragment), the default, so that
 * references such as "../g" can be parsed and resolved.
 *
 * Resolution: "partial-form-1993", the rules for the use of a partial name in the draft's section
 * "Partial form" (Recommendations), on components: src/semantics/resolve/partial-form-1993.ts.
 */
export const urlDraft1993 = {
  id: "url-draft-1993",
  title: "Uniform Resource Locators (IETF URL WG Internet Draft)",
  date: "1993-07-14",
  document: 'T. Berners-Lee, URL Internet Draft (July 1993), section "BNF syntax"',
  grammar: "url-draft-1993",
  startRules: [
    "reference",
    "fragmentaddress",
    "url",
    "generic",
    "httpaddress",
    "fileaddress",
    "afsaddress",
    "newsaddress",
    "waisaddress",
    "waisindex",
    "waisdoc",
    "prosperoaddress",
    "prosperolink",
    "telnetaddress",
    "gopheraddress",
    "partialurl",
    "scheme",
    "hostport",
    "host",
    "hostname",
    "hostnumber",
    "port",
    "path",
    "search",
    "user",
    "fragmentid",
    "groupart",
    "article",
    "xalpha",
    "xalphas",
    "xpalpha",
    "xpalphas",
    "ialpha",
    "safe",
    "extra",
    "escape",
  ],
  defaultRule: "reference",
  baseRule: "fragmentaddress",
  targetRule: "fragmentaddress",
  components: {
    scheme: "scheme",
    "generic-scheme": "scheme",
    "http-scheme": "scheme",
    "ftp-scheme": "scheme",
    "afs-scheme": "scheme",
    "news-scheme": "scheme",
    "wais-scheme": "scheme",
    "prospero-scheme": "scheme",
    "telnet-scheme": "scheme",
    "gopher-scheme": "scheme",
    login: "authority",
    hostport: "authority",
    "ftp-authority": "authority",
    "afs-authority": "authority",
    user: "userinfo",
    host: "host",
    cellname: "host",
    port: "port",
    abspath: "path",
    relativepath: "path",
    path: "path",
    "gopher-path": "path",
    "waisindex-path": "path",
    "waisdoc-path": "path",
    "prospero-path": "path",
    groupart: "path",
    search: "query",
    fragmentid: "fragment",
  },
  // The rule of each part the generations share (src/explain/corresponding.ts), for grammar diffs.
  parts: {
    reference: "reference",
    absolute: "url",
    relative: "partialurl",
    scheme: "scheme",
    host: "host",
    ipv4: "hostnumber",
    port: "port",
    query: "search",
    fragment: "fragmentid",
    escape: "escape",
  },
  resolution: "partial-form-1993",
  // No normalization: the draft defines no equivalence of URLs. Its "Uniqueness" section proposes
  // an "official" name per object instead, and "Encoding prohibited characters" only allows a URL
  // to be "made safer" by encoding; ":", "@" and "." are xalphas yet delimit hosts, ports and news
  // articles, so even decoding has no meaning-keeping rule here.
  normalization: {
    unreservedRule: "xalpha",
    none: 'the 1993 URL draft defines no normal form and no equivalence of URLs (its "Uniqueness" section proposes an official name per object instead); compare with { level: "string" }',
  },
} as const satisfies VariantRecord;
