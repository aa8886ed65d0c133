import type { VariantRecord } from "../types.js";

/**
 * RFC 3987, January 2005: Internationalized Resource Identifiers. The RFC 3986 grammar with
 * iunreserved (unreserved plus ucschar) in place of unreserved, and iprivate in iquery only.
 * Resolution is RFC 3986 §5.2 on the components (RFC 3987 §6.5: IRI references resolve as URI
 * references do).
 *
 * Normalization (RFC 3987 §5.3.2, and RFC 3987 §5.3.3 as RFC 3986 §6.2.3): the case of the scheme
 * and of a US-ASCII only host (RFC 3987 §5.3.2.1; a host with a non-ASCII character keeps its case,
 * which is IDN's matter, RFC 3987 §5.3.3); percent-encodings aligned by decoding every octet
 * sequence that is the UTF-8 of an unreserved character of an IRI, iunreserved (RFC 3987 §5.3.2.3
 * with RFC 3987 §2.2), but never a bidirectional formatting character (RFC 3987 §4.1: IRIs MUST NOT
 * contain them); dot segments removed (RFC 3987 §5.3.2.4). An iprivate character is no unreserved
 * character (RFC 3987 §2.2 allows it in iquery beside ipchar, not in iunreserved): its triplets
 * stay, in the query as elsewhere, as RFC 3987 §5.3.2.3 decodes only "any percent-encoded octet
 * sequence that corresponds to an unreserved character". Both members of RFC 3987 §5.3.2's example pair
 * get one normal form. Decoding to characters aligns percent-encoding as mapping both IRIs to URIs
 * would (RFC 3987 §5.3.2.3, "for example, by converting both IRIs to URIs") and keeps the normal
 * form an IRI; it decodes the characters the RFC 3987 §3.2 URI→IRI conversion decodes (`toIri`),
 * but for iprivate in the query (which that conversion may decode, §3.2 step 3, being allowed there).
 * No character normalization (NFC): RFC 3987 §5.3.2.2 says equivalence "MUST rely on the
 * assumption that IRIs are appropriately pre-character-normalized rather than apply character
 * normalization" (its exceptions, conversion from a non-digital form or a non-UCS encoding, are
 * not what normalize is given).
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
  // The rule of each part the generations share (src/explain/corresponding.ts), for grammar diffs.
  parts: {
    reference: "IRI-reference",
    absolute: "absolute-IRI",
    relative: "irelative-ref",
    scheme: "scheme",
    authority: "iauthority",
    host: "ihost",
    ipv4: "IPv4address",
    ipv6: "IPv6address",
    port: "port",
    segment: "isegment",
    query: "iquery",
    fragment: "ifragment",
    escape: "pct-encoded",
  },
  // The rules an IRI's components match (RFC 3987 §2.2), for percentEncode.
  encodingRules: {
    userinfo: "iuserinfo",
    host: "ireg-name",
    path: "ipath",
    segment: "isegment",
    query: "iquery",
    fragment: "ifragment",
  },
  resolution: "rfc3986",
  normalization: {
    unreservedRule: "iunreserved",
    // LRM, RLM (U+200E, U+200F) and LRE, RLE, PDF, LRO, RLO (U+202A-U+202E): RFC 3987 §4.1.
    keptEncoded: [
      [0x200e, 0x200f],
      [0x202a, 0x202e],
    ],
    caseFolding: "scheme-and-ascii-host",
  },
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
