import type { VariantRecord } from "../types.js";

/**
 * T. Berners-Lee, URL Internet Draft 03 (URI WG, 1994; seed 004): section "BNF for specific URL
 * schemes", transcribed into grammar/url-draft-1994.abnf (interpretations T1-T15 in its header:
 * the `ur l` and `mailto::` typos fixed, attributes separated by "%00", right recursion made
 * repetition, addr-spec and content-identifier read as xalphas; T12-T15 the component model).
 *
 * Components (the ABNF's T12-T15): every character of a URL is in one of them or is a delimiter
 * that recomposition (RFC 3986 §5.3) puts back, so recompose(parse(u)) is u. `scheme` is the rule
 * naming the scheme of a literal (`http-scheme` for `h t t p : / /`, split for this purpose; the
 * BNF's own `scheme` rule is used by no production), and in a prefixedurl the "url:" PrePrefix with
 * it (`url-http-scheme`: "url:http"), since RFC 3986 has no component before the scheme; authority
 * = `login`, `hostport` or `afs-authority`; userinfo = the user and password before "@"; host =
 * `host` / `cellname`; port; path = everything after the hostport up to "?" search, with its "/"
 * (`abspath`, `ftp-path` with the ftptype, `gopher-path`, `waisindex-path`, `waisdoc-path`,
 * `prospero-path`), or, without a host, the scheme-specific part (news `groupart`, `nntp-path`,
 * mid `addr-spec`, cid `content-identifier`, `mailto-path`), or a partial form's path; query =
 * `search`; fragment = `fragmentid`.
 *
 * Start rules: the draft's `prefixedurl` (the working group's preference) and `url`, the
 * scheme-specific rules, and the added (T11) `reference` (full or partial form with a fragment,
 * the default) and `fullurl` (the base rule).
 *
 * Resolution: the draft gives no algorithm but refers to "the partial form rules" (WAIS and news
 * notes), which its predecessor defines; so it reuses "partial-form-1993", the 1993 draft's rules
 * (src/semantics/resolve/partial-form-1993.ts).
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
    scheme: "scheme",
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
    "url-http-scheme": "scheme",
    "url-ftp-scheme": "scheme",
    "url-news-scheme": "scheme",
    "url-nntp-scheme": "scheme",
    "url-prospero-scheme": "scheme",
    "url-telnet-scheme": "scheme",
    "url-gopher-scheme": "scheme",
    "url-wais-scheme": "scheme",
    "url-mailto-scheme": "scheme",
    "url-mid-scheme": "scheme",
    "url-cid-scheme": "scheme",
    login: "authority",
    hostport: "authority",
    "afs-authority": "authority",
    userinfo: "userinfo",
    user: "userinfo",
    host: "host",
    cellname: "host",
    port: "port",
    abspath: "path",
    path: "path",
    "ftp-path": "path",
    "gopher-path": "path",
    "waisindex-path": "path",
    "waisdoc-path": "path",
    wpath: "path",
    "prospero-path": "path",
    groupart: "path",
    "nntp-path": "path",
    "addr-spec": "path",
    "content-identifier": "path",
    "mailto-path": "path",
    search: "query",
    fragmentid: "fragment",
  },
  // The rule of each part the generations share (src/explain/corresponding.ts), for grammar diffs.
  parts: {
    reference: "reference",
    absolute: "url",
    relative: "partialurl",
    scheme: "scheme",
    authority: "login",
    host: "host",
    ipv4: "hostnumber",
    port: "port",
    segment: "segment",
    query: "search",
    fragment: "fragmentid",
    escape: "escape",
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
} as const satisfies VariantRecord;
