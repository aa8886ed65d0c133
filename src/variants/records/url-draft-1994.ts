import type { VariantRecord } from "../types.js";

/**
 * T. Berners-Lee, URL Internet Draft 03 (URI WG, 1994; seed 004): section "BNF for specific URL
 * schemes", transcribed into grammar/url-draft-1994.abnf (interpretations T1-T11 in its header:
 * the `ur l` and `mailto::` typos fixed, attributes separated by "%00", right recursion made
 * repetition, addr-spec and content-identifier read as xalphas).
 *
 * Components come from the scheme-specific rules: `scheme` is the rule naming the scheme of a
 * literal (`http-scheme` for `h t t p : / /`, split for this purpose; the BNF's own `scheme` rule is
 * used by no production); authority = `login` or `hostport`; userinfo = `user`; host = `host` /
 * `cellname`; port; path = `path` (in a full form, without the "/" after the host, as the BNF has
 * it), `abspath` in a partial form (with its "/"), news `groupart`, mid `addr-spec`, cid
 * `content-identifier`; query = `search`; fragment = `fragmentid`. The "url:" of prefixedurl is not
 * a component.
 *
 * Start rules: the draft's `prefixedurl` (the working group's preference) and `url`, the
 * scheme-specific rules, and the added (T11) `reference` (full or partial form with a fragment,
 * the default) and `fullurl` (the base rule).
 *
 * Resolution: the draft gives no algorithm but refers to "the partial form rules" (WAIS and news
 * notes), which its predecessor defines; so it reuses "partial-form-1993", the 1993 draft's rules
 * (src/resolve/partial-form-1993.ts).
 */
export const urlDraft1994 = {
  id: "url-draft-1994",
  title: "Uniform Resource Locators (URL Internet Draft 03)",
  date: "1994-03",
  document: 'T. Berners-Lee, URL Internet Draft 03 (1994), section "BNF for specific URL schemes"',
  grammar: "url-draft-1994",
  startRules: [
    "reference",
    "fullurl",
    "prefixedurl",
    "url",
    "httpaddress",
    "ftpaddress",
    "afsaddress",
    "newsaddress",
    "nntpaddress",
    "midaddress",
    "cidaddress",
    "mailtoaddress",
    "waisaddress",
    "waisindex",
    "waisdoc",
    "wpath",
    "prosperoaddress",
    "prosperolink",
    "telnetaddress",
    "gopheraddress",
    "partialurl",
    "scheme",
    "login",
    "hostport",
    "host",
    "hostname",
    "hostnumber",
    "port",
    "ftptype",
    "path",
    "segment",
    "search",
    "user",
    "password",
    "fragmentid",
    "groupart",
    "article",
    "alphanum2",
    "xalpha",
    "xalphas",
    "xpalpha",
    "xpalphas",
    "ialpha",
    "safe",
    "extra",
    "reserved",
    "national",
    "punctuation",
    "escape",
  ],
  defaultRule: "reference",
  baseRule: "fullurl",
  targetRule: "fullurl",
  components: {
    "http-scheme": "scheme",
    "ftp-scheme": "scheme",
    "afs-scheme": "scheme",
    "news-scheme": "scheme",
    "nntp-scheme": "scheme",
    "mid-scheme": "scheme",
    "cid-scheme": "scheme",
    "mailto-scheme": "scheme",
    "wais-scheme": "scheme",
    "prospero-scheme": "scheme",
    "telnet-scheme": "scheme",
    "gopher-scheme": "scheme",
    login: "authority",
    hostport: "authority",
    user: "userinfo",
    host: "host",
    cellname: "host",
    port: "port",
    abspath: "path",
    path: "path",
    groupart: "path",
    "addr-spec": "path",
    "content-identifier": "path",
    search: "query",
    fragmentid: "fragment",
  },
  resolution: "partial-form-1993",
  // No normalization: the draft says that % signs "can be selectively and reversibly expanded" where
  // a larger set of characters is acceptable and that reserved characters are never decoded, but it
  // gives no normal form and no comparison, and the xalphas it would decode include "@", "+", "."
  // and "&", which delimit logins, news articles and host numbers.
  normalization: {
    unreservedRule: "xalpha",
    none: 'URL Internet Draft 03 (1994) defines no normal form and no equivalence of URLs (its "Encoding prohibited characters" only allows % signs to be expanded where a larger set of characters is acceptable); compare with { level: "string" }',
  },
  fullFormPrefix: "url:",
} as const satisfies VariantRecord;
