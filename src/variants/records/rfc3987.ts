import type { VariantRecord } from "../types.js";

/**
 * RFC 3987, January 2005: Internationalized Resource Identifiers. The RFC 3986 grammar with
 * iunreserved (unreserved plus ucschar) in place of unreserved, and iprivate in iquery only.
 * Resolution is RFC 3986 §5.2 on the components (RFC 3987 §6.5: IRI references resolve as URI
 * references do).
 *
 * Normalization: the unreserved rule is RFC 3986's `unreserved`, not `iunreserved`. RFC 3987
 * §5.3.2.3 says to decode "any percent-encoded octet sequence that corresponds to an unreserved
 * character, as described in section 2.3 of [RFC3986]"; turning "%C3%BC" into "ü" is the URI→IRI
 * conversion of §3.2 (`toIri`), which may change what a URI-only consumer sees, not a
 * normalization. Percent-encoding differences between IRIs are compared, as §5.3.2.3 says, by
 * mapping both to URIs (`toUri`).
 */
export const rfc3987 = {
  id: "rfc3987",
  title: "Internationalized Resource Identifiers (IRIs)",
  date: "2005-01",
  document: "RFC 3987 §2.2, with the RFC 3986 rules it names",
  grammar: "rfc3987",
  startRules: [
    "IRI-reference",
    "IRI",
    "absolute-IRI",
    "irelative-ref",
    "ihier-part",
    "irelative-part",
    "scheme",
    "iauthority",
    "iuserinfo",
    "ihost",
    "port",
    "IP-literal",
    "IPvFuture",
    "IPv6address",
    "h16",
    "ls32",
    "IPv4address",
    "dec-octet",
    "ireg-name",
    "ipath",
    "ipath-abempty",
    "ipath-absolute",
    "ipath-noscheme",
    "ipath-rootless",
    "ipath-empty",
    "isegment",
    "isegment-nz",
    "isegment-nz-nc",
    "ipchar",
    "iquery",
    "ifragment",
    "iunreserved",
    "ucschar",
    "iprivate",
    "pct-encoded",
    "unreserved",
    "sub-delims",
  ],
  defaultRule: "IRI-reference",
  baseRule: "IRI",
  targetRule: "IRI",
  components: {
    scheme: "scheme",
    iauthority: "authority",
    iuserinfo: "userinfo",
    ihost: "host",
    port: "port",
    ipath: "path",
    "ipath-abempty": "path",
    "ipath-absolute": "path",
    "ipath-noscheme": "path",
    "ipath-rootless": "path",
    "ipath-empty": "path",
    iquery: "query",
    ifragment: "fragment",
  },
  resolution: "rfc3986",
  normalization: { unreservedRule: "unreserved" },
  // RFC 3986 Appendix B applies to IRIs as to URIs (RFC 3987 §2.2: the same delimiters).
  delimited: {
    starts: {
      "IRI-reference": { absolute: ["IRI"], relative: ["irelative-ref"], fragment: true },
      IRI: { absolute: [], relative: null, fragment: true },
      "absolute-IRI": { absolute: [], relative: null, fragment: false },
      "irelative-ref": { absolute: null, relative: [], fragment: true },
    },
    hier: ["ihier-part", "irelative-part"],
    scheme: "scheme",
    authority: "iauthority",
    userinfo: "iuserinfo",
    host: "ihost",
    port: "port",
    pathAfterAuthority: "ipath-abempty",
    pathAbsolute: "ipath-absolute",
    pathRootless: "ipath-rootless",
    pathNoScheme: "ipath-noscheme",
    query: "iquery",
    fragment: "ifragment",
  },
} as const satisfies VariantRecord;
