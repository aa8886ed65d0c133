import { rfc3986 } from "./rfc3986.js";
import type { VariantRecord } from "../types.js";

/**
 * RFC 6874, February 2013: RFC 3986 with IPv6 zone identifiers in IP literals
 * ("http://[fe80::a%25en1]"). Everything but the grammar is RFC 3986's: resolution (RFC 3986 §5.2)
 * does not look inside an IP literal; normalization (RFC 3986 §6.2.2) lower-cases the address, keeps
 * the case of the zone id (RFC 6874 says nothing of it, RFC 4007 §11 leaves it to the system, and
 * interface names are case-sensitive: src/semantics/normalize.ts hostForm) and decodes the
 * unreserved triplets of both; the "%25" before the zone id is a percent-encoded "%", which
 * unreserved-decoding leaves alone. "[fe80::A%25ETH0%41]" is "[fe80::a%25ETH0A]".
 */
export const rfc6874 = {
  ...rfc3986,
  id: "rfc6874",
  title: "Representing IPv6 Zone Identifiers in Address Literals and Uniform Resource Identifiers",
  date: "2013-02",
  document: "RFC 6874 §2, updating RFC 3986 (STD 66) Appendix A",
  grammar: "rfc6874",
  startRules: [
    ...rfc3986.startRules.slice(0, rfc3986.startRules.indexOf("IPvFuture")),
    "IPv6addrz",
    "ZoneID",
    ...rfc3986.startRules.slice(rfc3986.startRules.indexOf("IPvFuture")),
  ],
} as const satisfies VariantRecord;
