import { rfc3986 } from "./rfc3986.js";
import type { VariantRecord } from "../types.js";

/**
 * RFC 6874, February 2013: RFC 3986 with IPv6 zone identifiers in IP literals
 * ("http://[fe80::a%25en1]"). Everything but the grammar is RFC 3986's: resolution (§5.2) and
 * normalization (§6) do not look inside an IP literal, and the "%25" of a zone id is a
 * percent-encoded "%", which unreserved-decoding leaves alone.
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
