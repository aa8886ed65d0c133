// What normalize needs of a variant, looked up once a variant (src/semantics/normalize.ts): its
// reference rule, what its document decodes and folds (RFC 3986 §6.2.2, RFC 3987 §5.3.2), its
// scheme-based steps (RFC 3986 §6.2.3), or why it has no normal form.
import { UriOperationError } from "./errors.js";
import { asciiTable, type Decoding } from "./percent.js";
import { unsupported } from "./resolve/index.js";
import { schemeRule } from "./scheme-defaults.js";
import { newSpans, type Spans } from "../syntax/components.js";
import { ruleOf, type StartRule } from "../syntax/start-rule.js";
import { type Beside } from "../../automata/beside.js";
import { nonAsciiCharacters } from "../../automata/engines.js";
import { perVariant, variantOf } from "../variants/registry.js";
import { rfc3986 } from "../variants/rfc3986.js";
import { type Variant } from "../variants/types.js";

export type NormalizationLevel = "syntax" | "scheme";

/**
 * What normalization needs of a variant, looked up once per variant id instead of on every call:
 * its reference rule, what its percent-encoding normalization decodes (RFC 3986 §6.2.2.2, RFC 3987
 * §5.3.2.3), and what its document normalizes (the record's `normalization`, defaults filled in).
 * Every choice is read from the record's data; nothing here asks which variant it is.
 */
export interface NormalizeContext {
  readonly variant: Variant;
  readonly referenceRule: StartRule;
  /** What is decoded in every component but the query (the record's unreservedRule, keptEncoded). */
  readonly decoding: Decoding;
  /** What is decoded in the query (the same, and the record's queryRule). */
  readonly queryDecoding: Decoding;
  /** Where normalize's spans are written (read before the next call). */
  readonly spans: Spans;
  /** Why the variant has no normal form (a template, or a document that gives none). */
  readonly refusal: ((operation: string) => UriOperationError) | undefined;
  /** Whether the host is case-insensitive; when it is not, the normal form is made on the text. */
  readonly foldsHost: boolean;
  /**
   * Which hosts are lower-cased: "letters" (RFC 3986 §6.2.2.1: the ASCII letters of every host) or
   * "ascii-only" (RFC 3987 §5.3.2.1: only a host whose characters are all US-ASCII).
   */
  readonly hostCase: "letters" | "ascii-only";
  readonly dotSegments: "rfc3986" | "rfc2396bis-01" | "none";
  readonly schemeBased: "port-and-path" | "port" | "none";
  /** The variant's scheme rule: a relative reference must not come to begin with one. */
  readonly schemeRule: string | undefined;
  /** The rule that gives the authority component (for an authority decoding made a server). */
  readonly authorityRule: StartRule | undefined;
  /** Whether normalFormAt's automaton may say that a reference is in normal form (see where it is set). */
  readonly certainlyNormal: boolean;
  /** The recognizer with normalFormAt's automaton of each level beside it, made on first use. */
  syntaxShortcut: Beside | undefined;
  schemeShortcut: Beside | undefined;
}

/**
 * What a variant's normalization decodes: the ASCII characters of its unreserved rule (one table),
 * and the non-ASCII characters that rule (or, in the query, the query rule) matches, except the
 * code points the record keeps encoded. A rule matches a one-character string exactly when it
 * allows that character (asciiTable), so the grammar, not a hand-written list, decides.
 */
function decodingOf(
  unreserved: StartRule,
  extra: StartRule | undefined,
  kept: readonly (readonly [number, number])[],
): Decoding {
  // The non-ASCII characters each rule matches, by character class (exact: every code point of a
  // class goes to the same state), none when neither rule matches any (RFC 3986's unreserved).
  const own = nonAsciiCharacters(unreserved.recognizer, unreserved.start);
  const more = extra === undefined ? undefined : nonAsciiCharacters(extra.recognizer, extra.start);
  const nonAscii =
    own === undefined && more === undefined
      ? undefined
      : (c: number): boolean => {
          for (const [first, last] of kept) if (c >= first && c <= last) return false;
          return own?.(c) === true || more?.(c) === true;
        };
  const ascii = asciiTable(unreserved).map(
    (yes, c) => yes && !kept.some(([first, last]) => c >= first && c <= last),
  );
  return { ascii, nonAscii };
}

/** The normalization context of the variant an option names (made once per variant). */
export function normalizeContext(fn: string, option: unknown): NormalizeContext {
  return contextOf(variantOf(fn, option, rfc3986));
}

const contextOf = perVariant((variant): NormalizeContext => {
  const fn = "normalize";
  const record = variant;
  const profile = record.normalization;
  const template = unsupported(record, "normalize") !== undefined;
  const authorityRule = Object.entries(record.components).find(
    ([name, component]) => component === "authority" && record.startRules.includes(name),
  )?.[0];
  let refusal: ((operation: string) => UriOperationError) | undefined;
  if (template) refusal = (operation) => unsupported(record, operation)!;
  else if (profile.none !== undefined)
    refusal = (operation) =>
      new UriOperationError({
        kind: "no-normalization",
        operation,
        variant: record.id,
        reason: profile.none!,
      });
  const unreservedRule = ruleOf(fn, variant, profile.unreservedRule);
  const queryRule = profile.queryRule === undefined ? undefined : ruleOf(fn, variant, profile.queryRule);
  const kept = profile.keptEncoded ?? [];
  const decoding: Decoding = template
    ? { ascii: [], nonAscii: undefined }
    : decodingOf(unreservedRule, undefined, kept);
  const caseFolding = profile.caseFolding ?? "scheme-and-host";
  const dotSegments = profile.dotSegments ?? "rfc3986";
  return {
    variant,
    referenceRule: ruleOf(fn, variant),
    decoding,
    queryDecoding: queryRule === undefined ? decoding : decodingOf(unreservedRule, queryRule, kept),
    spans: newSpans(),
    refusal,
    foldsHost: caseFolding !== "scheme",
    hostCase: caseFolding === "scheme-and-ascii-host" ? "ascii-only" : "letters",
    dotSegments,
    schemeBased: profile.schemeBased ?? "port-and-path",
    schemeRule: record.startRules.includes("scheme") ? "scheme" : undefined,
    authorityRule: authorityRule === undefined ? undefined : ruleOf(fn, variant, authorityRule),
    // normalFormAt reads a reference at RFC 3986's delimiters, and knows RFC 3986's normal form:
    // for a record whose document delimits its references so (`delimited`, RFC 3986 Appendix B),
    // folds the case of scheme and host, and removes dot segments as RFC 3986 §5.2.4 does.
    certainlyNormal:
      refusal === undefined &&
      record.delimited !== undefined &&
      caseFolding === "scheme-and-host" &&
      dotSegments === "rfc3986",
    syntaxShortcut: undefined,
    schemeShortcut: undefined,
  };
});
