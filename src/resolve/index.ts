// resolve(base, ref): RFC 3986 §5.2 on parsed components, for any variant (its record names the
// rules and the algorithm).
import { recompose } from "../recompose.js";
import { type Components, newSpans, type PartialComponents, type Spans } from "../syntax/components.js";
import { UriSyntaxError } from "../syntax/errors.js";
import { checkOptions, checkString } from "../arguments.js";
import { componentsWith, parseWith, rejection, spansWith } from "../syntax/parse.js";
import { ruleOf, type StartRule } from "../syntax/start-rule.js";
import { variantOf } from "../variants/registry.js";
import { rfc3986 } from "../variants/rfc3986.js";
import type { VariantLike } from "../variants/rules.js";
import type { Variant } from "../variants/types.js";
import { ALGORITHMS, algorithm, RECOMPOSING, type RecomposingAlgorithm } from "./registry.js";
import type { ResolutionAlgorithm, ResolveOptions } from "./types.js";

export { removeDotSegments } from "./remove-dot-segments.js";
export { ALGORITHMS } from "./registry.js";
export type { ResolutionAlgorithm, ResolveOptions } from "./types.js";

export interface ResolveCallOptions extends ResolveOptions {
  /** The variant (default "rfc3986"): an id or a variant object. */
  variant?: VariantLike;
}

/** The options resolve takes: the variant, and the algorithms' own (src/resolve/types.ts). */
export const RESOLVE_OPTIONS = ["variant", "strict", "validating", "leadingDotSegments"] as const;

/**
 * What resolution needs of a variant, looked up once per variant id instead of on every call: the
 * loaded variant, its base and reference rules, and its algorithm (undefined when the record names
 * none: `algorithm` then throws its RangeError at the point of use, after both inputs are parsed).
 */
interface ResolveContext {
  readonly variant: Variant;
  readonly baseRule: StartRule;
  readonly referenceRule: StartRule;
  /** RFC 1808 §4 Step 2a: the base's fragment goes to the algorithm (the record's baseFragment). */
  readonly inheritsFragment: boolean;
  readonly algorithm: ResolutionAlgorithm | undefined;
  /** The algorithm's recomposing form, when it has one (the hot path: no component objects). */
  readonly recomposing: RecomposingAlgorithm | undefined;
  /** Where the recomposing form's spans are written (read before the next call). */
  readonly baseSpans: Spans;
  readonly referenceSpans: Spans;
}

const contexts = new WeakMap<Variant, ResolveContext>();

function contextOf(fn: string, option: unknown): ResolveContext {
  const variant = variantOf(fn, option, rfc3986);
  let context = contexts.get(variant);
  if (context === undefined) {
    const record = variant;
    context = {
      variant,
      baseRule: ruleOf(fn, variant, record.baseRule),
      referenceRule: ruleOf(fn, variant),
      inheritsFragment: record.baseFragment === "inherited",
      algorithm: Object.hasOwn(ALGORITHMS, record.resolution) ? ALGORITHMS[record.resolution] : undefined,
      recomposing: Object.hasOwn(RECOMPOSING, record.resolution) ? RECOMPOSING[record.resolution] : undefined,
      baseSpans: newSpans(),
      referenceSpans: newSpans(),
    };
    contexts.set(variant, context);
  }
  return context;
}

/** What an algorithm receives when resolve is called without options (it only reads them). */
const NO_OPTIONS: ResolveOptions = Object.freeze({});

/**
 * The base without its fragment (§5.2.1: ignored) and with a path (§5.3: always present). The
 * parse result is fresh, so it is returned as is when there is nothing to drop; otherwise a copy
 * is built field by field (object rest would do the same, several times slower).
 */
function baseComponents(parsed: PartialComponents): Components {
  if (parsed.path === undefined) parsed.path = "";
  if (parsed.fragment === undefined) return parsed as Components;
  const base: Components = { path: "" };
  if (parsed.scheme !== undefined) base.scheme = parsed.scheme;
  if (parsed.authority !== undefined) base.authority = parsed.authority;
  if (parsed.userinfo !== undefined) base.userinfo = parsed.userinfo;
  if (parsed.host !== undefined) base.host = parsed.host;
  if (parsed.port !== undefined) base.port = parsed.port;
  base.path = parsed.path;
  if (parsed.params !== undefined) base.params = parsed.params;
  if (parsed.query !== undefined) base.query = parsed.query;
  return base;
}

function parseBaseWith(context: ResolveContext, base: string): Components {
  const { baseRule, referenceRule } = context;
  const result = parseWith(baseRule, base);
  if (result.ok) return baseComponents(result.value);
  // Not a base. Whether it is a reference at all is asked of the recognizer first: when it is not
  // (the usual case), its error is the base rule's, and a second diagnosis, the costly part of a
  // failed parse, would only be thrown away.
  if (!referenceRule.recognizer.test(base, referenceRule.start)) throw result.error;
  const reference = parseWith(referenceRule, base);
  // A variant whose base rule has no fragment (RFC 2396's absoluteURI) still ignores the base's
  // fragment (§5.2.1), when what is left matches the base rule.
  if (reference.ok && reference.value.scheme !== undefined && reference.value.fragment !== undefined) {
    const rest = baseComponents(reference.value);
    if (parseWith(baseRule, recompose(rest)).ok) return rest;
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
      ruleStack: [result.error.rule],
      rule: result.error.rule,
      variant: result.error.variant,
    });
  }
  throw result.error;
}

/**
 * Parses a base URI (§5.2.1: it must be a URI, with a scheme; its fragment is ignored) with the
 * variant's base rule. A reference without a scheme gets an error that says why it cannot be a base.
 */
export function parseBase(base: string, variant: VariantLike | undefined): Components {
  checkString("parseBase", "base", base);
  return parseBaseWith(contextOf("parseBase", variant), base);
}

/** Parses a reference with the variant's reference rule (the default rule). */
export function parseReference(reference: string, variant: VariantLike | undefined): Components {
  checkString("parseReference", "reference", reference);
  return componentsWith(contextOf("parseReference", variant).referenceRule, reference);
}

/**
 * Resolves `reference` against `base` (RFC 3986 §5.2): strict by default (§5.2.2); `strict: false`
 * takes a reference whose scheme equals the base's as relative. Throws UriSyntaxError when the base
 * is not a URI (a relative base included) or the reference is not a URI reference.
 */
export function resolve(base: string, reference: string, options?: ResolveCallOptions): string {
  checkString("resolve", "base", base);
  checkString("resolve", "reference", reference);
  let context: ResolveContext;
  let algorithmOptions: ResolveOptions;
  if (options === undefined) {
    context = contextOf("resolve", undefined);
    algorithmOptions = NO_OPTIONS;
  } else {
    checkOptions("resolve", options, RESOLVE_OPTIONS);
    const { variant, ...rest } = options;
    context = contextOf("resolve", variant);
    algorithmOptions = rest;
  }
  const { recomposing, baseRule, referenceRule, baseSpans, referenceSpans } = context;
  if (recomposing !== undefined && !context.inheritsFragment) {
    // The hot path: both inputs split by the automata into spans, and the target's string made
    // from slices of them. A base the automata reject goes the long way below, which explains it.
    if (spansWith(baseRule, base, baseSpans) === true) {
      const found = spansWith(referenceRule, reference, referenceSpans);
      if (found === true) return recomposing(base, baseSpans, reference, referenceSpans, algorithmOptions);
      if (!found) throw rejection(referenceRule, reference);
    }
  }
  const b = parseBaseWith(context, base);
  if (context.inheritsFragment) {
    // RFC 1808 §4 Step 2a: the algorithm decides what the base's fragment is for.
    const full = parseWith(context.referenceRule, base);
    if (full.ok && full.value.fragment !== undefined) b.fragment = full.value.fragment;
  }
  const r = componentsWith(referenceRule, reference);
  const resolveWith = context.algorithm ?? algorithm(context.variant.resolution);
  return recompose(keepPathAPath(resolveWith(b, r, algorithmOptions)));
}

/**
 * A target without an authority whose path begins with "//" (`x:` + `/..//g` gives the path
 * "//g" by §5.2.4) would recompose (§5.3) as "x://g", a different URI whose authority is "g"; §3.3
 * forbids such a path. "/." in front keeps it a path and is removed again by remove_dot_segments,
 * so the target is the same resource: the remedy RFC 3986 implementations (and the WHATWG URL
 * standard) use. Only this case is changed; every other result is the algorithm's, verbatim.
 */
function keepPathAPath(target: Components): Components {
  // The target is the algorithm's own object, built for this call: it is changed in place.
  if (target.authority === undefined && target.path.startsWith("//")) target.path = "/." + target.path;
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
  return algorithm(variantOf("resolveComponents", variant, rfc3986).resolution)(
    b,
    reference,
    algorithmOptions,
  );
}
