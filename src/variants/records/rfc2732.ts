import { rfc2396 } from "./rfc2396.js";
import type { VariantRecord } from "../types.js";

/** The rules RFC 2732 §3 adds to RFC 2396's host (from RFC 2373 Appendix B). */
const IPV6_RULES = ["IPv6reference", "IPv6address", "hexpart", "hexseq", "hex4"];

/**
 * RFC 2732, December 1999: RFC 2396 with literal IPv6 addresses in the host (RFC 2373 syntax).
 * It changes the syntax only, so everything else (components, RFC 2396 §5.2 resolution,
 * normalization) is RFC 2396's record.
 */
export const rfc2732 = {
  ...rfc2396,
  id: "rfc2732",
  title: "Format for Literal IPv6 Addresses in URL's",
  date: "1999-12",
  document:
    "RFC 2732 §3, amending RFC 2396 Appendix A (IPv6address and IPv4address from RFC 2373 Appendix B)",
  grammar: "rfc2732",
  startRules: rfc2396.startRules.flatMap((rule) => (rule === "host" ? [rule, ...IPV6_RULES] : [rule])),
  // RFC 2396's parts, and the IPv6 address it adds (for grammar diffs: src/explain/corresponding.ts).
  parts: { ...rfc2396.parts, ipv6: "IPv6address" },
} as const satisfies VariantRecord;
