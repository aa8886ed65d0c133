// equivalent(a, b, { level }): the comparison ladder of RFC 3986 §6.2.
import { checkChoice, checkOptions, checkString } from "./arguments.js";
import { NORMALIZATION_LEVELS, normalizeContext, sameNormalForm } from "./normalize.js";
import { parseWith } from "./syntax/parse.js";
import type { VariantLike } from "./variants/rules.js";

export type ComparisonLevel = "string" | "syntax" | "scheme";

export interface EquivalentOptions {
  /** "string" (§6.2.1), "syntax" (§6.2.2, the default) or "scheme" (§6.2.3). */
  level?: ComparisonLevel;
  /** The variant (default "rfc3986"): an id or a variant object. */
  variant?: VariantLike;
}

export const COMPARISON_LEVELS: readonly ComparisonLevel[] = ["string", ...NORMALIZATION_LEVELS];

/**
 * Whether two URI references are equivalent at a rung of the §6.2 ladder: "string" compares the
 * characters (§6.2.1), "syntax" and "scheme" compare the normal forms (§6.2.2, §6.2.3). Both must be
 * URI references (UriSyntaxError otherwise), at every level.
 */
export function equivalent(a: string, b: string, options?: EquivalentOptions): boolean {
  checkString("equivalent", "the first argument", a);
  checkString("equivalent", "the second argument", b);
  const o = checkOptions("equivalent", options, ["variant", "level"]);
  const level = checkChoice("equivalent", "level", o.level, COMPARISON_LEVELS, "syntax");
  const context = normalizeContext("equivalent", o.variant);
  // Identical strings are equivalent at every rung (§6.2.1; normalization is a function of the
  // string), so one parse, which checks that the string is a URI reference, decides.
  if (level === "string" || a === b) {
    const first = parseWith(context.referenceRule, a);
    if (!first.ok) throw first.error;
    if (a === b) return true;
    const second = parseWith(context.referenceRule, b);
    if (!second.ok) throw second.error;
    return false;
  }
  return sameNormalForm(context, a, b, level);
}
