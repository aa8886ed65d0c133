// resolve(base, ref): RFC 3986 §5.2 on parsed components, for any variant (its record names the
// rules and the algorithm).
import { UriOperationError } from "../errors.js";
import { recompose } from "../recompose.js";
import {
  AUTHORITY_SPAN,
  type Components,
  newSpans,
  recordAt,
  sparseComponents,
} from "../../syntax/components.js";
import { UriSyntaxError } from "../../syntax/errors.js";
import { checkOptions, checkString } from "../../arguments.js";
import { parseWith, recordWith, rejection, spansWith } from "../../syntax/parse.js";
import { ruleOf, type StartRule } from "../../syntax/start-rule.js";
import { perVariant, variantOf } from "../../variants/registry.js";
import { rfc3986 } from "../../variants/rfc3986.js";
import type { VariantLike } from "../../variants/rules.js";
import type { Variant } from "../../variants/types.js";
import type { VariantRecord } from "../../variants/types.js";
import { ALGORITHMS, algorithm, ALWAYS_VALID, ON_SPANS, type SpanAlgorithm } from "./algorithms.js";
import type { ResolutionAlgorithm, ResolveOptions } from "./types.js";
import { work } from "../work.js";

export { removeDotSegments } from "../remove-dot-segments.js";
export type { ResolutionAlgorithm, ResolveOptions } from "./types.js";

export interface ResolveCallOptions extends ResolveOptions {
  /** The variant (default "rfc3986"): an id or a variant object. */
  variant?: VariantLike;
}

/** The options resolve takes: the variant, and the algorithms' own (src/semantics/resolve/types.ts). */
const RESOLVE_OPTIONS = ["variant", "strict", "validating", "leadingDotSegments"] as const;

/** Whether the variant's rule accepts `input`. */
function accepts(rule: StartRule, input: string): boolean {
  return rule.recognizer.test(input, rule.start);
}

/**
 * The UriOperationError for an operation a variant does not have: every semantic operation of a
 * variant whose grammar is not a URI syntax (RFC 6570's templates), and resolve and relativize of
 * a variant whose record names no algorithm. Undefined when the variant has the operation.
 */
export function unsupported(record: VariantRecord, operation: string): UriOperationError | undefined {
  if ((record.syntax ?? "uri") !== "uri")
    return new UriOperationError({
      kind: "not-a-uri-syntax",
      operation,
      variant: record.id,
      reason: `${record.document} is not a URI syntax: a template is not a URI, and has no components to ${operation === "equivalent" ? "compare" : operation} (expand it first)`,
    });
  if ((operation === "resolve" || operation === "relativize") && record.resolution === null)
    return new UriOperationError({
      kind: "no-resolution-algorithm",
      operation,
      variant: record.id,
      reason: `${record.document} gives no resolution algorithm`,
    });
  return undefined;
}

/**
 * What resolution needs of a variant, looked up once per variant id instead of on every call: the
 * loaded variant, its base, reference and target rules, and its algorithm.
 */
interface ResolveContext {
  readonly variant: Variant;
  /** Whether every call throws (see unsupported): the variant has no resolution. */
  readonly unsupported: boolean;
  readonly baseRule: StartRule;
  readonly referenceRule: StartRule;
  readonly targetRule: StartRule;
  /** RFC 1808 §4 Step 2a: the base's fragment goes to the algorithm (the record's baseFragment). */
  readonly inheritsFragment: boolean;
  readonly algorithm: ResolutionAlgorithm | undefined;
  /** The algorithm's form on spans, when it has one (registry.ts, ON_SPANS): the hot path. */
  readonly onSpans: SpanAlgorithm | undefined;
  /** Whether the targets are checked against the target rule (all but ALWAYS_VALID algorithms). */
  readonly checksTarget: boolean;
}

/** Where the base's and the reference's components are written (read before the next call). */
const baseSpans = newSpans();
const referenceSpans = newSpans();

function contextOf(fn: string, option: unknown): ResolveContext {
  return resolveContextOf(variantOf(fn, option, rfc3986));
}

const resolveContextOf = perVariant((variant): ResolveContext => {
  const resolution = variant.resolution ?? "";
  return {
    variant,
    unsupported: unsupported(variant, "resolve") !== undefined,
    baseRule: ruleOf("resolve", variant, variant.baseRule),
    referenceRule: ruleOf("resolve", variant),
    targetRule: ruleOf("resolve", variant, variant.targetRule),
    inheritsFragment: variant.baseFragment === "inherited",
    algorithm: Object.hasOwn(ALGORITHMS, resolution) ? ALGORITHMS[resolution] : undefined,
    onSpans: Object.hasOwn(ON_SPANS, resolution) ? ON_SPANS[resolution] : undefined,
    checksTarget: !ALWAYS_VALID.has(resolution),
  };
});

/** What an algorithm receives when resolve is called without options (it only reads them). */
const NO_OPTIONS: ResolveOptions = Object.freeze({});

function parseBaseWith(context: ResolveContext, base: string): Components {
  const { variant, baseRule, referenceRule } = context;
  if (spansWith(baseRule, base, baseSpans)) {
    // RFC 3986 §5.2.1: the base's fragment is ignored.
    const record = recordAt(base, baseSpans);
    record.fragment = undefined;
    return record;
  }
  const error = rejection(baseRule, base);
  // Not a base. Whether it is a reference at all is asked of the recognizer first: when it is not
  // (the usual case), its error is the base rule's, and a second diagnosis, the costly part of a
  // failed parse, would only be thrown away.
  if (!accepts(referenceRule, base)) throw error;
  const reference = parseWith(referenceRule, base);
  // A variant whose base rule has no fragment (RFC 2396's absoluteURI) still ignores the base's
  // fragment (§5.2.1), when what is left matches the base rule.
  if (reference.ok && reference.value.scheme !== undefined && reference.value.fragment !== undefined) {
    const rest = recordWith(referenceRule, base);
    rest.fragment = undefined;
    if (accepts(baseRule, recompose(rest))) return rest;
  }
  if (reference.ok && reference.value.scheme === undefined) {
    throw new UriSyntaxError({
      input: base,
      offset: 0,
      line: 1,
      column: 1,
      expected: ["a scheme (a base URI must be absolute, RFC 3986 §5.2.1; this is a relative reference)"],
      found: base === "" ? null : String.fromCodePoint(base.codePointAt(0)!),
      context: error.context,
      ruleStack: [error.rule],
      rule: error.rule,
      variant: error.variant,
    });
  }
  throw error;
}

/**
 * Parses a base URI (RFC 3986 §5.2.1: it must be a URI, with a scheme; its fragment is ignored) with the
 * variant's base rule. A reference without a scheme gets an error that says why it cannot be a base.
 */
export function parseBase(base: string, variant: VariantLike | undefined): Components {
  checkString("parseBase", "base", base);
  return parseBaseWith(contextOf("parseBase", variant), base);
}

/** Parses a reference with the variant's reference rule (the default rule). */
export function parseReference(reference: string, variant: VariantLike | undefined): Components {
  checkString("parseReference", "reference", reference);
  return recordWith(contextOf("parseReference", variant).referenceRule, reference);
}

/**
 * Resolves `reference` against `base` with the variant's algorithm (RFC 3986 §5.2 by default):
 * strict by default (§5.2.2); `strict: false` takes a reference whose scheme equals the base's as
 * relative. Throws UriSyntaxError when the base is not a URI (a relative base included) or the
 * reference is not a URI reference, and UriOperationError when the variant has no resolution or
 * the algorithm's result is not a URI of the variant ("no-target").
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
    context = contextOf("resolve", options.variant);
    // The algorithms read their own options by name: the call's object serves, no copy is made.
    algorithmOptions = options;
  }
  if (context.unsupported) throw unsupported(context.variant, "resolve")!;
  const { baseRule, referenceRule } = context;
  meter: work.units += base.length + reference.length; // the automata's pass over both
  if (context.onSpans !== undefined && !context.inheritsFragment) {
    // Both inputs split by the automata into spans, and the target's string made from slices of
    // them. A base the automata reject goes the long way below, which explains it.
    if (spansWith(baseRule, base, baseSpans)) {
      if (spansWith(referenceRule, reference, referenceSpans))
        return checked(
          context,
          context.onSpans(base, baseSpans, reference, referenceSpans, algorithmOptions),
        );
      throw rejection(referenceRule, reference);
    }
  }
  const b = parseBaseWith(context, base);
  if (context.inheritsFragment) {
    // RFC 1808 §4 Step 2a: the algorithm decides what the base's fragment is for.
    const full = parseWith(context.referenceRule, base);
    if (full.ok && full.value.fragment !== undefined) b.fragment = full.value.fragment;
  }
  const r = recordWith(referenceRule, reference);
  const resolveWith = context.algorithm ?? algorithm(context.variant.resolution, context.variant.id);
  const target = resolveWith(b, r, algorithmOptions);
  const text = recompose(target);
  const read = readBack(context, text);
  if (read !== undefined && (read ?? undefined) !== target.authority) {
    const record = context.variant;
    const shown = JSON.stringify(text.length > 200 ? text.slice(0, 200) + "…" : text);
    throw new UriOperationError({
      kind: "no-target",
      operation: "resolve",
      variant: record.id,
      reason: `the algorithm (${record.resolution}) gives the authority ${JSON.stringify(target.authority)} and the path ${JSON.stringify(target.path.length > 200 ? target.path.slice(0, 200) + "…" : target.path)}, written ${shown}, which ${record.document} reads with ${read === null ? "no authority" : `the authority ${JSON.stringify(read)}`}: the reference names no URL of this generation`,
    });
  }
  return checked(context, text);
}

/** Where a target's string is split again (read before the next call). */
const targetSpans = newSpans();

/**
 * The authority the variant's grammar reads in a target's string (null: none), or undefined when
 * it reads no reference there (checked then says so). An older algorithm followed as printed can
 * give components that, written out (RFC 3986 §5.3, RFC 2396 §5.2 step 7), read otherwise: RFC 2396
 * §5.2 step 6a keeps "all but the last segment" of an empty base path, nothing, so "g://a" and "b"
 * give the path "b", written "g://ab" (the authority "ab"; RFC 3986 §5.2.3 merges such a base as
 * "/"); RFC 1808's "//" path after a net_loc (its fsegment = 1*pchar has no empty first segment)
 * makes "http://h//x" a scheme and a path. Then the reference names no URL of the generation.
 */
function readBack(context: ResolveContext, text: string): string | null | undefined {
  meter: work.units += text.length;
  if (!spansWith(context.referenceRule, text, targetSpans)) return undefined;
  const start = targetSpans[AUTHORITY_SPAN]!;
  return start < 0 ? null : text.slice(start, targetSpans[AUTHORITY_SPAN + 1]!);
}

/**
 * Whether `target` is a URI of the variant: its target rule (RFC 3986 §5.2: a URI), where a
 * fragment may follow when that rule has none (RFC 2396's absoluteURI: §5.2 step 7 appends the
 * reference's fragment, and URI-reference allows it).
 */
export function isTargetOf(variant: VariantLike | undefined, target: string): boolean {
  return isTarget(contextOf("isTargetOf", variant), target);
}

function isTarget(context: ResolveContext, target: string): boolean {
  meter: work.units += target.length;
  if (accepts(context.targetRule, target)) return true;
  const hash = target.indexOf("#");
  return (
    hash !== -1 &&
    accepts(context.targetRule, target.slice(0, hash)) &&
    accepts(context.referenceRule, target)
  );
}

/** The target, when it is a URI of the variant; else the UriOperationError that says it is not. */
function checked(context: ResolveContext, target: string): string {
  if (!context.checksTarget || isTarget(context, target)) return target;
  const record = context.variant;
  const shown = JSON.stringify(target.length > 200 ? target.slice(0, 200) + "…" : target);
  throw new UriOperationError({
    kind: "no-target",
    operation: "resolve",
    variant: record.id,
    reason: `the algorithm (${record.resolution}) gives ${shown}, which is not a ${context.targetRule.name} (${record.document}): the reference names no URL of this generation`,
  });
}

/**
 * The same on components: the algorithm of the variant, without parsing or recomposing (nor the
 * check of the target).
 */
export function resolveComponents(
  base: Components,
  reference: Components,
  options?: ResolveCallOptions,
): Components {
  const { variant, ...algorithmOptions } = options ?? {};
  const record = variantOf("resolveComponents", variant, rfc3986);
  const error = unsupported(record, "resolve");
  if (error !== undefined) throw error;
  const b: Components = { ...base, fragment: undefined };
  return sparseComponents(
    algorithm(record.resolution, record.id)(b, reference, algorithmOptions),
  ) as Components;
}
