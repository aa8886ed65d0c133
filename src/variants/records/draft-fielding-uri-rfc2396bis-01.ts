import type { VariantRecord } from "../types.js";

/**
 * draft-fielding-uri-rfc2396bis-01, 3 March 2003: the revision of RFC 2396 that became RFC 3986.
 * Resolution options: `validating` (default true; false ignores a scheme equal to the base's, the
 * draft's non-validating branch, also `strict: false`) and `leadingDotSegments` (the step-7 choice).
 */
export const draftFieldingUriRfc2396bis01 = {
  id: "draft-fielding-uri-rfc2396bis-01",
  title: "Uniform Resource Identifier (URI): Generic Syntax",
  date: "2003-03-03",
  document: "draft-fielding-uri-rfc2396bis-01, ABNF of sections 2-5 (its Appendix A is empty)",
  grammar: "draft-fielding-uri-rfc2396bis-01",
  startRules: [
    "URI-reference",
    "absolute-URI-reference",
    "absolute-URI",
    "relative-URI",
    "hier-part",
    "net-path",
    "abs-path",
    "opaque-part",
    "uric-no-slash",
    "rel-path",
    "rel-segment",
    "scheme",
    "authority",
    "reg-name",
    "server",
    "userinfo",
    "hostport",
    "host",
    "port",
    "hostname",
    "qualified",
    "domainlabel",
    "toplabel",
    "alphanum",
    "IPv4address",
    "dec-octet",
    "IPv6reference",
    "IPv6address",
    "ls32",
    "h4",
    "path",
    "path-segments",
    "segment",
    "pchar",
    "query",
    "fragment",
    "uric",
    "reserved",
    "unreserved",
    "mark",
    "escaped",
  ],
  defaultRule: "URI-reference",
  baseRule: "absolute-URI",
  targetRule: "absolute-URI",
  components: {
    scheme: "scheme",
    authority: "authority",
    userinfo: "userinfo",
    host: "host",
    port: "port",
    "abs-path": "path",
    "rel-path": "path",
    "opaque-part": "path",
    path: "path",
    query: "query",
    fragment: "fragment",
  },
  // The rule of each part the generations share (src/explain/corresponding.ts), for grammar diffs.
  parts: {
    reference: "URI-reference",
    absolute: "absolute-URI",
    relative: "relative-URI",
    scheme: "scheme",
    authority: "authority",
    host: "host",
    ipv4: "IPv4address",
    ipv6: "IPv6address",
    port: "port",
    segment: "segment",
    query: "query",
    fragment: "fragment",
    escape: "escaped",
  },
  resolution: "draft-fielding-uri-rfc2396bis-01",
  // draft-fielding-uri-rfc2396bis-01 §6.2.2: case (scheme and hostname), escapes (upper-case hex digits, unreserved characters
  // unescaped), and dot segments by "merging the two in accordance with the relative URI
  // processing algorithm", on an absolute URI's path (§6.2.2.3); §6.2.3: an explicit default port
  // is equivalent to an elided one.
  normalization: { unreservedRule: "unreserved", dotSegments: "rfc2396bis-01", schemeBased: "port" },
} as const satisfies VariantRecord;

/** @deprecated Renamed `draftFieldingUriRfc2396bis01` (the variant's id, in camel case); this alias goes in the next minor version. @alias */
export const rfc2396bis01 = draftFieldingUriRfc2396bis01;
