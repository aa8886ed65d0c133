// equivalent(a, b, { level }): the comparison ladder of RFC 3986 §6.2.
import { checkChoice, checkOptions, checkString } from "../arguments.js";
import { NORMALIZATION_LEVELS, normalizeContext, sameNormalForm } from "./normalize.js";
import { unsupported } from "./resolve/index.js";
import { work } from "./work.js";
import { rejection } from "../syntax/parse.js";
import type { VariantLike } from "../variants/rules.js";

export type ComparisonLevel = "string" | "syntax" | "scheme";

export interface EquivalentOptions {
  /** "string" (RFC 3986 §6.2.1), "syntax" (§6.2.2, the default) or "scheme" (§6.2.3). */
  level?: ComparisonLevel;
  /** The variant (default "rfc3986"): an id or a variant object. */
  variant?: VariantLike;
}

const COMPARISON_LEVELS: readonly ComparisonLevel[] = ["string", ...NORMALIZATION_LEVELS];

const EQUIVALENT_OPTIONS = ["variant", "level"] as const;

/**
 * Whether two URI references are equivalent at a rung of the RFC 3986 §6.2 ladder: "string" compares
 * the characters (§6.2.1), "syntax" and "scheme" compare the normal forms (§6.2.2, §6.2.3), or what
 * the variant's document gives instead (normalize). Both must be URI references (UriSyntaxError
 * otherwise), at every level. A variant without a normal form (the 1993 and 1994 URL drafts) has
 * only the "string" level, and a template (RFC 6570) none: UriOperationError.
 */
export function equivalent(a: string, b: string, options?: EquivalentOptions): boolean {
  checkString("equivalent", "the first argument", a);
  checkString("equivalent", "the second argument", b);
  const o = checkOptions("equivalent", options, EQUIVALENT_OPTIONS);
  const level = checkChoice("equivalent", "level", o.level, COMPARISON_LEVELS, "syntax");
  const context = normalizeContext("equivalent", o.variant);
  const template = unsupported(context.variant, "equivalent");
  if (template !== undefined) throw template;
  if (level !== "string" && context.refusal !== undefined) throw context.refusal("equivalent");
  meter: work.units += a.length + b.length;
  // Identical strings are equivalent at every rung (RFC 3986 §6.2.1; normalization is a function of
  // the string), so checking that the string is a URI reference decides.
  if (level === "string" || a === b) {
    const { referenceRule: rule } = context;
    if (!rule.recognizer.test(a, rule.start)) throw rejection(rule, a);
    if (a === b) return true;
    if (!rule.recognizer.test(b, rule.start)) throw rejection(rule, b);
    return false;
  }
  return sameNormalForm(context, a, b, level);
}
