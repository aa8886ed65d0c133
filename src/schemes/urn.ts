// urn (RFC 8141 §2) and its "uuid" namespace (RFC 9562 §4): the NID, the NSS and the r-, q- and
// f-components, with RFC 8141 §3's equivalence as data.
import * as rfc8141 from "../../generated/rfc8141.automata.js";
import { parse as rfc8141Peg } from "../../generated/rfc8141.peg.js";
import * as rfc9562 from "../../generated/rfc9562.automata.js";
import { parse as rfc9562Peg } from "../../generated/rfc9562.peg.js";
import type { NormalizationStep, SchemeRecord, UrnParts, UuidUrnParts } from "./types.js";

interface PegUrn {
  prefix: string;
  nid: string;
  nss: string;
  rComponent?: string;
  qComponent?: string;
  fComponent?: string;
}

function urnParts(value: PegUrn): Omit<UrnParts, "kind"> {
  const { prefix, nid, nss, rComponent, qComponent, fComponent } = value;
  return {
    prefix,
    nid,
    nss,
    ...(rComponent !== undefined && { rComponent }),
    ...(qComponent !== undefined && { qComponent }),
    ...(fComponent !== undefined && { fComponent }),
  };
}

function recomposeUrn(p: Omit<UrnParts, "kind">): string {
  return (
    `${p.prefix}:${p.nid}:${p.nss}` +
    (p.rComponent === undefined ? "" : "?+" + p.rComponent) +
    (p.qComponent === undefined ? "" : "?=" + p.qComponent) +
    (p.fComponent === undefined ? "" : "#" + p.fComponent)
  );
}

/**
 * RFC 8141 §3.1: URN-equivalence normalizes the case of "urn:" and of the NID, and the case of the
 * hex digits of percent-encodings in the NSS; nothing is decoded. (Unlike RFC 3986 §6.2.2.2, which
 * would decode "%41" to "A": two URNs that differ so are not URN-equivalent.)
 */
const URN_NORMALIZATION: readonly NormalizationStep[] = [
  { step: "lower", part: "prefix", section: "RFC 8141 §3.1" },
  { step: "lower", part: "nid", section: "RFC 8141 §3.1" },
  { step: "hex-upper", part: "nss", section: "RFC 8141 §3.1" },
];

/** RFC 8141 §3.1: the r-, q- and f-components are not taken into account by URN-equivalence. */
const URN_COMPARISON = {
  ignore: ["rComponent", "qComponent", "fComponent"],
  section: "RFC 8141 §3.1",
} as const;

export const urn: SchemeRecord<UrnParts> = {
  name: "urn",
  schemes: ["urn"],
  document: "RFC 8141 §2",
  grammar: "rfc8141",
  rules: { urn: "namestring" },
  fragment: "inside",
  automata: rfc8141,
  peg: (input, startRule) => rfc8141Peg(input, { startRule: startRule as never }),
  build: (value: PegUrn): UrnParts => ({ kind: "urn", ...urnParts(value) }),
  prose: [],
  normalization: URN_NORMALIZATION,
  comparison: URN_COMPARISON,
  recompose: (parts) => recomposeUrn(parts),
};

/** RFC 9562 §4.1: the variant, from the top bits of octet 8 (the 17th hex digit). */
function variantOf(digit: number): UuidUrnParts["variant"] {
  if (digit < 8) return "NCS";
  if (digit < 12) return "RFC 9562";
  if (digit < 14) return "Microsoft";
  return "future";
}

export const uuid: SchemeRecord<UuidUrnParts> = {
  name: "urn:uuid",
  schemes: ["urn"],
  nid: "uuid",
  document: "RFC 9562 §4",
  grammar: "rfc9562",
  rules: { urn: "uuid-namestring" },
  fragment: "inside",
  automata: rfc9562,
  peg: (input, startRule) => rfc9562Peg(input, { startRule: startRule as never }),
  build: (value: PegUrn & { uuid: string }): UuidUrnParts => {
    const hex = value.uuid.replace(/-/g, "").toLowerCase();
    const special = /^0+$/.test(hex) ? "nil" : /^f+$/.test(hex) ? "max" : undefined;
    return {
      kind: "urn:uuid",
      ...urnParts(value),
      uuid: value.uuid,
      variant: variantOf(parseInt(hex[16]!, 16)),
      version: parseInt(hex[12]!, 16),
      ...(special !== undefined && { special }),
    };
  },
  prose: [],
  // RFC 9562 §4: the hex digits "are case insensitive on input" and lower case on output.
  normalization: [...URN_NORMALIZATION, { step: "lower", part: "nss", section: "RFC 9562 §4" }],
  comparison: URN_COMPARISON,
  mapPart(parts, part, transform) {
    const next = { ...parts, [part]: transform(parts[part as keyof UuidUrnParts] as string) };
    return part === "nss" ? { ...next, uuid: next.nss } : next;
  },
  recompose: (parts) => recomposeUrn(parts),
};
