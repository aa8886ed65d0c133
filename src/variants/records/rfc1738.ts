import type { VariantRecord } from "../types.js";

/**
 * RFC 1738, December 1994: URLs by scheme (§5 BNF, transcribed into grammar/rfc1738.abnf, whose
 * header lists the interpretations T1-T11).
 *
 * Components (the ABNF's component model, T10 and T11): every character of a URL is in one of
 * them or is a delimiter that recomposition (RFC 3986 §5.3) puts back, so recompose(parse(u)) is
 * u. `scheme` is the generic `scheme` rule (otherurl) or the rule naming the scheme of a literal
 * such as "http://" (`http-scheme`, split from the literal for this purpose); authority is `login`,
 * `hostport` where there is no login, or file's `file-authority` (empty in "file:///p"); userinfo is
 * the user and password before the "@"; host, port. The path is RFC 3986's: the "/" after the
 * hostport and everything after it up to a "?" search (§3.1 excludes that "/" from the url-path;
 * the component holds it), so ftp's ";type=", gopher's type, selector, search and gopher+ string,
 * WAIS database, type and path, the nntp group and article number and prospero's field specs are
 * all path; the scheme-specific part of mailto, news and a generic URL that is not
 * "//" login (T9) is the path too. query is `search` after "?" (http, wais).
 *
 * Resolution: RFC 1738 has no relative URLs (RFC 1808 came later), and every start rule requires a
 * scheme, so the algorithm "absolute-only" returns the reference as its own target and refuses a
 * reference without a scheme with an error that says so.
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
    "file-authority": "authority",
    userinfo: "userinfo",
    user: "userinfo",
    host: "host",
    port: "port",
    "ip-path": "path",
    "ftp-path": "path",
    "file-path": "path",
    "http-path": "path",
    "gopher-path": "path",
    "nntp-path": "path",
    "telnet-path": "path",
    "wais-database-path": "path",
    "wais-doc-path": "path",
    "prospero-path": "path",
    "opaque-part": "path",
    urlpath: "path",
    fpath: "path",
    hpath: "path",
    ppath: "path",
    encoded822addr: "path",
    grouppart: "path",
    search: "query",
  },
  // The rule of each part the generations share (src/explain/corresponding.ts), for grammar diffs.
  parts: {
    absolute: "url",
    scheme: "scheme",
    authority: "login",
    host: "host",
    ipv4: "hostnumber",
    port: "port",
    query: "search",
    escape: "escape",
  },
  resolution: "absolute-only",
  // RFC 1738 §2.1: "programs interpreting URLs should treat upper case letters as equivalent to lower case in
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
