// equivalent(a, b, { level }): the comparison ladder of RFC 3986 §6.2.
import { checkLevel, NORMALIZATION_LEVELS, normalize } from "./normalize.js";
import { parse } from "./syntax/parse.js";
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
 * characters (§6.2.1), "syntax" and "scheme" compare the normal forms (§6.2.2, §6.2.3). Both must be
 * URI references (UriSyntaxError otherwise), at every level.
 */
export function equivalent(a: string, b: string, options?: EquivalentOptions): boolean {
  if (typeof a !== "string")
    throw new TypeError(`equivalent: expected a string as first argument, got ${describe(a)}`);
  if (typeof b !== "string")
    throw new TypeError(`equivalent: expected a string as second argument, got ${describe(b)}`);
  if (options !== undefined && (typeof options !== "object" || options === null))
    throw new TypeError(`equivalent: options must be an object, got ${describe(options)}`);
  const level = checkLevel("equivalent", options?.level, COMPARISON_LEVELS, "syntax");
  const variant = options?.variant;
  if (level === "string") {
    parse(a, { variant });
    parse(b, { variant });
    return a === b;
  }
  return normalize(a, { level, variant }) === normalize(b, { level, variant });
}
