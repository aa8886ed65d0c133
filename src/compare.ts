// equivalent(a, b, { level }): the comparison ladder of RFC 3986 §6.2.
import { checkLevel, NORMALIZATION_LEVELS, normalizeContext, sameNormalForm } from "./normalize.js";
import { unsupported } from "./resolve/index.js";
import { work } from "./resolve/work.js";
import { isValid, rejection } from "./syntax/parse.js";
import { describe } from "./variants/load.js";

export type ComparisonLevel = "string" | "syntax" | "scheme";

export interface EquivalentOptions {
  /** "string" (§6.2.1), "syntax" (§6.2.2, the default) or "scheme" (§6.2.3). */
  level?: ComparisonLevel;
  /** Variant id (default "rfc3986"). */
  variant?: string;
}

export const COMPARISON_LEVELS: readonly ComparisonLevel[] = ["string", ...NORMALIZATION_LEVELS];

/**
 * Whether two URI references are equivalent at a rung of the §6.2 ladder: "string" compares the
 * characters (§6.2.1), "syntax" and "scheme" compare the normal forms (§6.2.2, §6.2.3), or what the
 * variant's document gives instead (normalize). Both must be URI references (UriSyntaxError
 * otherwise), at every level. A variant without a normal form (the 1993 and 1994 URL drafts) has
 * only the "string" level, and a template (RFC 6570) none: UriResolutionError.
 */
export function equivalent(a: string, b: string, options?: EquivalentOptions): boolean {
  if (typeof a !== "string")
    throw new TypeError(`equivalent: expected a string as first argument, got ${describe(a)}`);
  if (typeof b !== "string")
    throw new TypeError(`equivalent: expected a string as second argument, got ${describe(b)}`);
  let level: ComparisonLevel = "syntax";
  let variant: string | undefined;
  if (options !== undefined) {
    if (typeof options !== "object" || options === null)
      throw new TypeError(`equivalent: options must be an object, got ${describe(options)}`);
    level = checkLevel("equivalent", options.level, COMPARISON_LEVELS, "syntax");
    variant = options.variant;
  }
  const context = normalizeContext(variant);
  const template = unsupported(context.variant.record, "equivalent");
  if (template !== undefined) throw template;
  if (level !== "string" && context.refusal !== undefined) throw context.refusal("equivalent");
  work.units += a.length + b.length;
  // Identical strings are equivalent at every rung (§6.2.1; normalization is a function of the
  // string), so checking that the string is a URI reference decides.
  if (level === "string" || a === b) {
    const { variant: loaded, referenceRule } = context;
    const options = { variant: loaded.record.id, rule: referenceRule.name };
    if (!isValid(a, options)) throw rejection(loaded, referenceRule, a);
    if (a === b) return true;
    if (!isValid(b, options)) throw rejection(loaded, referenceRule, b);
    return false;
  }
  return sameNormalForm(context, a, b, level);
}
