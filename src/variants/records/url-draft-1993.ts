import type { VariantRecord } from "../types.js";

/**
 * T. Berners-Lee, "Uniform Resource Locators", IETF URL WG Internet Draft, 14 July 1993 (seed 003):
 * section "BNF syntax", transcribed into grammar/url-draft-1993.abnf (interpretations T1-T10 in its
 * header: `xpalphas = xpalpha [ xpalpha ]` fixed to 1*xpalpha, attributes separated by "%00" as the
 * Prospero notes say, right recursion made repetition).
 *
 * Components come from the scheme-specific rules: `scheme` is the generic rule's `scheme` (ialpha)
 * or the rule naming the scheme of a literal (`http-scheme` for `h t t p : / /`, split for this
 * purpose); userinfo = `user` (telnet), host = `host` / `cellname`, port = `port`, path = `path` (in
 * a full form, without the "/" after the host, as the draft's BNF has it) or, in a partial form,
 * `abspath` (with its leading "/") or `relativepath`; news: path = `groupart`; query = `search`;
 * fragment = `fragmentid`. There is no authority rule: recomposition builds it from user, host and
 * port. Note (T8): ":" is an xalpha, so the recognizer's first derivation puts ":80" into the host.
 *
 * Start rules: the draft's `fragmentaddress` (its start rule) and `url`, the scheme-specific rules,
 * and `reference` (added, T10: a full form or a partial form with a fragment), the default, so that
 * references such as "../g" can be parsed and resolved.
 *
 * Resolution: "partial-form-1993", the rules for the use of a partial name in the draft's section
 * "Partial form" (Recommendations), on components: src/resolve/partial-form-1993.ts.
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
    "http-scheme": "scheme",
    "ftp-scheme": "scheme",
    "afs-scheme": "scheme",
    "news-scheme": "scheme",
    "wais-scheme": "scheme",
    "prospero-scheme": "scheme",
    "telnet-scheme": "scheme",
    "gopher-scheme": "scheme",
    user: "userinfo",
    host: "host",
    cellname: "host",
    port: "port",
    abspath: "path",
    relativepath: "path",
    path: "path",
    groupart: "path",
    search: "query",
    fragmentid: "fragment",
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
