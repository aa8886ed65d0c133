// The rules that play the same part in each generation of the URI syntax, so that a grammar diff
// compares like with like (RFC 1738's `url` with the 1994 draft's `url`, not with its `reference`,
// which also takes partial forms and fragments). One row per part; each variant's rule for it is in
// its record (`parts`, src/variants/records/<id>.ts); test/explain/grammar-diff.test.ts holds every
// name to its variant's start rules. A generation without such a rule has no entry.
import { RECORDS } from "../variants/records/index.js";
import type { PartId } from "../variants/types.js";

export interface CorrespondingRule {
  /** What the rules are, in a few words. */
  readonly part: string;
  /** The key links use (`c=` in the explorer, `--part` on the command line). */
  readonly id: PartId;
  /** Variant id → its rule for the part. */
  readonly rules: Readonly<Record<string, string>>;
}

/**
 * The parts, in the order a diff looks for one that both variants have: a record for every PartId
 * (src/variants/types.ts), so that neither list lacks a part of the other.
 */
const PARTS: Readonly<Record<PartId, string>> = {
  reference: "a reference: absolute or relative, with its fragment",
  absolute: "an absolute URL or URI, without a fragment",
  relative: "a relative reference (partial form), without a fragment",
  scheme: "the scheme",
  authority: "the authority: user information, host and port",
  host: "the host",
  ipv4: "an IPv4 address in dotted-decimal form",
  ipv6: "an IPv6 address (inside the brackets of a literal)",
  port: "the port",
  segment: "a path segment",
  query: "the query (the search part of the early drafts)",
  fragment: "the fragment",
  escape: "a percent-encoded octet",
};

export const CORRESPONDING_RULES: readonly CorrespondingRule[] = (
  Object.entries(PARTS) as [PartId, string][]
).map(([id, part]) => ({
  id,
  part,
  rules: Object.fromEntries(
    RECORDS.flatMap((record) => {
      const rule = record.parts?.[id];
      return rule === undefined ? [] : [[record.id, rule]];
    }),
  ),
}));

/** The part (row) by its id. */
export function correspondingPart(id: string): CorrespondingRule | undefined {
  return CORRESPONDING_RULES.find((r) => r.id === id);
}

/**
 * The first part both variants have a rule for (the reference where both have one, else the
 * absolute form, ...), or undefined.
 */
export function commonPart(a: string, b: string): CorrespondingRule | undefined {
  return CORRESPONDING_RULES.find((r) => r.rules[a] !== undefined && r.rules[b] !== undefined);
}

/** The part a variant's rule plays, if the table has it. */
export function partOf(variant: string, rule: string): CorrespondingRule | undefined {
  const key = rule.toLowerCase();
  return CORRESPONDING_RULES.find((r) => r.rules[variant]?.toLowerCase() === key);
}
