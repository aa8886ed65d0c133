// resolve(base, ref): RFC 3986 §5.2 on parsed components, for any variant (its record names the
// rules and the algorithm).
import { recompose } from "../recompose.js";
import type { Components } from "../syntax/components.js";
import { UriSyntaxError } from "../syntax/errors.js";
import { parse, safeParse } from "../syntax/parse.js";
import { describe, loadVariant } from "../variants/load.js";
import { algorithm } from "./registry.js";
import type { ResolveOptions } from "./types.js";

export { removeDotSegments } from "./remove-dot-segments.js";
export { ALGORITHMS } from "./registry.js";
export type { ResolutionAlgorithm, ResolveOptions } from "./types.js";

export interface ResolveCallOptions extends ResolveOptions {
  /** Variant id (default "rfc3986"). */
  variant?: string;
}

export function checkOptions(fn: string, options: unknown): asserts options is object | undefined {
  if (options !== undefined && (typeof options !== "object" || options === null || Array.isArray(options)))
    throw new TypeError(`${fn}: options must be an object, got ${describe(options)}`);
}

export function checkString(fn: string, what: string, value: unknown): asserts value is string {
  if (typeof value !== "string")
    throw new TypeError(`${fn}: ${what} must be a string, got ${describe(value)}`);
}

/**
 * Parses a base URI (§5.2.1: it must be a URI, with a scheme; its fragment is ignored) with the
 * variant's base rule. A reference without a scheme gets an error that says why it cannot be a base.
 */
export function parseBase(base: string, variant: string | undefined): Components {
  const record = loadVariant(variant).record;
  const result = safeParse(base, { variant, rule: record.baseRule });
  if (result.ok) {
    const { fragment: _ignored, ...rest } = result.value;
    return { ...rest, path: rest.path ?? "" };
  }
  const reference = safeParse(base, { variant });
  // A variant whose base rule has no fragment (RFC 2396's absoluteURI) still ignores the base's
  // fragment (§5.2.1), when what is left matches the base rule.
  if (reference.ok && reference.value.scheme !== undefined && reference.value.fragment !== undefined) {
    const { fragment: _dropped, ...rest } = reference.value;
    if (safeParse(recompose(rest), { variant, rule: record.baseRule }).ok) return rest;
  }
  if (reference.ok && reference.value.scheme === undefined) {
    throw new UriSyntaxError({
      input: base,
      offset: 0,
      line: 1,
      column: 1,
      expected: ["a scheme (a base URI must be absolute, RFC 3986 §5.2.1; this is a relative reference)"],
      found: base === "" ? null : String.fromCodePoint(base.codePointAt(0)!),
      context: result.error.context,
      rule: result.error.rule,
      variant: result.error.variant,
    });
  }
  throw result.error;
}

/** Parses a reference with the variant's reference rule (the default rule). */
export function parseReference(reference: string, variant: string | undefined): Components {
  const components = parse(reference, { variant }) as Components;
  return { ...components, path: components.path ?? "" };
}

/**
 * Resolves `reference` against `base` (RFC 3986 §5.2): strict by default (§5.2.2); `strict: false`
 * takes a reference whose scheme equals the base's as relative. Throws UriSyntaxError when the base
 * is not a URI (a relative base included) or the reference is not a URI reference.
 */
export function resolve(base: string, reference: string, options?: ResolveCallOptions): string {
  checkString("resolve", "base", base);
  checkString("resolve", "reference", reference);
  checkOptions("resolve", options);
  const { variant, ...algorithmOptions } = options ?? {};
  if (variant !== undefined) checkString("resolve", "options.variant", variant);
  const record = loadVariant(variant).record;
  const b = parseBase(base, variant);
  if (record.baseFragment === "inherited") {
    // RFC 1808 §4 Step 2a: the algorithm decides what the base's fragment is for.
    const full = safeParse(base, { variant });
    if (full.ok && full.value.fragment !== undefined) b.fragment = full.value.fragment;
  }
  const r = parseReference(reference, variant);
  return recompose(keepPathAPath(algorithm(record.resolution)(b, r, algorithmOptions)));
}

/**
 * A target without an authority whose path begins with "//" (`x:` + `/..//g` gives the path
 * "//g" by §5.2.4) would recompose (§5.3) as "x://g", a different URI whose authority is "g"; §3.3
 * forbids such a path. "/." in front keeps it a path and is removed again by remove_dot_segments,
 * so the target is the same resource: the remedy RFC 3986 implementations (and the WHATWG URL
 * standard) use. Only this case is changed; every other result is the algorithm's, verbatim.
 */
function keepPathAPath(target: Components): Components {
  if (target.authority === undefined && target.path.startsWith("//"))
    return { ...target, path: "/." + target.path };
  return target;
}

/** The same on components: the algorithm of the variant, without parsing or recomposing. */
export function resolveComponents(
  base: Components,
  reference: Components,
  options?: ResolveCallOptions,
): Components {
  const { variant, ...algorithmOptions } = options ?? {};
  const { fragment: _ignored, ...b } = base;
  return algorithm(loadVariant(variant).record.resolution)(b, reference, algorithmOptions);
}
