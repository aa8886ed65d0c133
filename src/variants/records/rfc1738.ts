import type { VariantRecord } from "../types.js";

/**
 * RFC 1738, December 1994: URLs by scheme (§5 BNF, transcribed into grammar/rfc1738.abnf, whose
 * header lists the interpretations T1-T7).
 *
 * Components come from the scheme-specific rules: `scheme` is the generic `scheme` rule (otherurl)
 * or the rule naming the scheme of a literal such as "http://" (`http-scheme`, split from the
 * literal for this purpose); authority is `login` (or `hostport` where there is no login); userinfo
 * is `user`; path is the url-path without the "/" that separates it from the host (§3.1 says that
 * "/" is not part of the url-path), or the opaque part of genericurl, mailto and news; query is
 * `search`. Gopher, NNTP and WAIS paths are not split into a path component (their parts — gtype,
 * selector, group, database, wtype, wpath — have no RFC 3986 counterpart).
 *
 * Resolution: RFC 1738 has no relative URLs (RFC 1808 came later), and every start rule requires a
 * scheme, so the algorithm "absolute-only" returns the reference as its own target and refuses a
 * reference without a scheme with an error that says so. The target is recomposed from components,
 * so what is not a component (ftp's ";type=", gopher selectors, wais and nntp parts) is not kept.
 */
export const rfc1738 = {
  id: "rfc1738",
  title: "Uniform Resource Locators (URL)",
  date: "1994-12",
  document: "RFC 1738, §5 BNF for specific URL schemes",
  grammar: "rfc1738",
  startRules: [
    "url",
    "genericurl",
    "otherurl",
    "httpurl",
    "ftpurl",
    "fileurl",
    "gopherurl",
    "mailtourl",
    "newsurl",
    "nntpurl",
    "telneturl",
    "waisurl",
    "waisdatabase",
    "waisindex",
    "waisdoc",
    "prosperourl",
    "scheme",
    "schemepart",
    "ip-schemepart",
    "login",
    "hostport",
    "host",
    "hostname",
    "hostnumber",
    "port",
    "user",
    "password",
    "urlpath",
    "fpath",
    "hpath",
    "search",
    "ppath",
    "unreserved",
    "uchar",
    "xchar",
    "escape",
  ],
  defaultRule: "url",
  baseRule: "url",
  targetRule: "url",
  components: {
    scheme: "scheme",
    "ftp-scheme": "scheme",
    "file-scheme": "scheme",
    "http-scheme": "scheme",
    "gopher-scheme": "scheme",
    "mailto-scheme": "scheme",
    "news-scheme": "scheme",
    "nntp-scheme": "scheme",
    "telnet-scheme": "scheme",
    "wais-scheme": "scheme",
    "prospero-scheme": "scheme",
    login: "authority",
    hostport: "authority",
    user: "userinfo",
    host: "host",
    port: "port",
    schemepart: "path",
    urlpath: "path",
    fpath: "path",
    hpath: "path",
    ppath: "path",
    encoded822addr: "path",
    grouppart: "path",
    search: "query",
  },
  resolution: "absolute-only",
  // §2.1: "programs interpreting URLs should treat upper case letters as equivalent to lower case in
  // scheme names"; §2.2: "Usually a URL has the same interpretation when an octet is represented by
  // a character and when it encoded. However, this is not true for reserved characters": unreserved
  // characters are decoded. §3.2 to §3.11: "If :<port> is omitted, the port defaults to" the
  // scheme's port (level "scheme"). Nothing says hosts are case-insensitive, and there are no dot
  // segments to remove (no relative URLs). Normalized on the text: every character is kept.
  normalization: {
    unreservedRule: "unreserved",
    caseFolding: "scheme",
    dotSegments: "none",
    schemeBased: "port",
  },
} as const satisfies VariantRecord;
