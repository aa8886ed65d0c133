// normalize(uri, { level }): RFC 3986 §6.2.2 (syntax-based) and §6.2.3 (scheme-based) normalization,
// on the parsed components; for IRIs RFC 3987 §5.3.2 and §5.3.3 (only a US-ASCII host case-folded,
// iunreserved decoded from UTF-8; no NFC, RFC 3987 §5.3.2.2), the differences being data on the
// variant record; and what each older generation's document says instead (the variant
// record's `normalization`): RFC 2396 §6 and the 1997 draft §6 (scheme and host case, unreserved
// escapes, default ports; no dot segments), the 2003 draft §6.2 (its own merge for dot segments),
// RFC 1738 §2.1 and §2.2 and RFC 1808 (scheme case and unreserved escapes, on the text), and no
// normalization at all for the 1993 and 1994 URL drafts (a UriOperationError says so).
//
// Every normal form keeps three laws (test/laws/): it is a reference of the same kind (decoding
// never makes a relative reference absolute, and a path never becomes an authority), it is valid
// under the variant's grammar, and it is its own normal form.
//
// Here: the entry points, and the order of the work (the shortcut first). The variant's context is
// src/semantics/normalize-context.ts, the normal form src/semantics/normal-form.ts, the shortcut
// for inputs already in normal form src/semantics/normal-form-shortcut.ts.
import { checkChoice, checkOptions, checkString } from "../arguments.js";
import { type StepObserver } from "./observe.js";
import { work } from "./work.js";
import { type Components } from "../syntax/components.js";
import { componentsAt, recordWith, rejection, spansWith } from "../syntax/parse.js";
import { ACCEPTED, NOT_ACCEPTED } from "../../automata/beside.js";
import { besideOf } from "../../automata/decoded.js";
import { type VariantLike } from "../variants/rules.js";
import { type NormalizationLevel, type NormalizeContext, normalizeContext } from "./normalize-context.js";
import { type NormalForm, normalForm, normalizedText, recomposeForm } from "./normal-form.js";
import { NO_EVENTS, inSchemeNormalForm, inSyntaxNormalForm, normalFormAt } from "./normal-form-shortcut.js";

export type { NormalizationLevel } from "./normalize-context.js";
export { decimalPort } from "./normal-form.js";
export { normalizeComponents } from "./normal-form.js";
export { normalizeContext } from "./normalize-context.js";
export type { NormalizeContext } from "./normalize-context.js";

export interface NormalizeOptions {
  /** "syntax" (the default): RFC 3986 §6.2.2; "scheme": §6.2.2 and then §6.2.3. */
  level?: NormalizationLevel;
  /** The variant (default "rfc3986"): an id or a variant object. */
  variant?: VariantLike;
}

export const NORMALIZATION_LEVELS: readonly NormalizationLevel[] = ["syntax", "scheme"];

const NORMALIZE_OPTIONS = ["variant", "level"] as const;

/**
 * Normalizes a URI reference (RFC 3986 §6.2.2: case, percent-encoding and dot segments; with
 * `level: "scheme"` also §6.2.3: default and empty port, empty path), or what the variant's
 * document gives instead (see the top of this file). Idempotent. Throws UriSyntaxError when `uri`
 * is not a URI reference, and UriOperationError when the variant has no normal form.
 */
export function normalize(uri: string, options?: NormalizeOptions): string {
  checkString("normalize", "uri", uri);
  if (options === undefined) return normalizedWith(normalizeContext("normalize", undefined), uri, "syntax");
  const o = checkOptions("normalize", options, NORMALIZE_OPTIONS);
  const level = checkChoice("normalize", "level", o.level, NORMALIZATION_LEVELS, "syntax");
  return normalizedWith(normalizeContext("normalize", o.variant), uri, level);
}

/**
 * normalize's result, step by step for a stepper (uri-grammar/explain): every step of RFC 3986
 * §6.2.2 and §6.2.3 on the components, each with its before and after, on the full normal form
 * (not the shortcut for inputs already in normal form, which gives the same result). Variants whose
 * normal form is computed on the text (no host folding) report no component step.
 */
export function normalizeObserved(uri: string, options: NormalizeOptions, observe: StepObserver): string {
  const context = normalizeContext("normalize", options.variant);
  const level = checkChoice("normalize", "level", options.level, NORMALIZATION_LEVELS, "syntax");
  if (context.refusal !== undefined) throw context.refusal("normalize");
  if (!context.foldsHost) return normalizedText(context, uri, level);
  const components = recordWith(context.referenceRule, uri);
  return recomposeForm(normalForm(context, components, level, uri.includes("%"), observe));
}

/** The normal form of a URI reference, parsed with the context's reference rule. */
function normalFormOf(context: NormalizeContext, uri: string, level: NormalizationLevel): NormalForm {
  return normalForm(context, recordWith(context.referenceRule, uri), level, uri.includes("%"));
}

/** Parses and normalizes on a context already looked up. */
export function normalizedWith(
  context: NormalizeContext,
  uri: string,
  level: NormalizationLevel,
  operation = "normalize",
): string {
  if (context.refusal !== undefined) throw context.refusal(operation);
  if (!context.foldsHost) return normalizedText(context, uri, level);
  const { referenceRule, spans } = context;
  meter: work.units += uri.length;
  // Most URIs are already in normal form. One pass of the recognizer with normalFormAt's automaton
  // beside it says so from the delimiters alone, and that the input is a reference: the input is
  // then the answer.
  if (context.certainlyNormal) {
    const shortcut =
      level === "syntax"
        ? (context.syntaxShortcut ??= besideOf(referenceRule.recognizer, normalFormAt(level)))
        : (context.schemeShortcut ??= besideOf(referenceRule.recognizer, normalFormAt(level)));
    const verdict = shortcut.run(uri, referenceRule.start, NO_EVENTS);
    if (verdict === ACCEPTED) return uri;
    if (verdict === NOT_ACCEPTED) throw rejection(referenceRule, uri);
  }
  if (!spansWith(referenceRule, uri, spans)) throw rejection(referenceRule, uri);
  // Most URIs are already in normal form: that is decided on where the components are, without
  // slicing them out, and the input is the answer (parse∘recompose is the identity,
  // test/syntax/properties.test.ts).
  if (inSyntaxNormalForm(context, uri, spans) && (level === "syntax" || inSchemeNormalForm(context, spans)))
    return uri;
  const components = componentsAt(uri, spans) as Components;
  if (components.path === undefined) components.path = "";
  return recomposeForm(normalForm(context, components, level, uri.includes("%")));
}

/**
 * Whether two URI references have the same normal form (equivalent's RFC 3986 §6.2.2 and §6.2.3 rungs).
 * Forms with equal components recompose (§5.3) to equal strings, so the usual "yes" needs no
 * recomposition; forms that differ somewhere are compared as the strings they recompose to.
 */
export function sameNormalForm(
  context: NormalizeContext,
  a: string,
  b: string,
  level: NormalizationLevel,
): boolean {
  if (context.refusal !== undefined) throw context.refusal("equivalent");
  if (!context.foldsHost) return normalizedText(context, a, level) === normalizedText(context, b, level);
  const x = normalFormOf(context, a, level);
  const y = normalFormOf(context, b, level);
  if (
    x.scheme === y.scheme &&
    x.authority === y.authority &&
    x.path === y.path &&
    x.params === y.params &&
    x.query === y.query &&
    x.fragment === y.fragment
  )
    return true;
  return recomposeForm(x) === recomposeForm(y);
}
