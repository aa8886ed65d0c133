// uri-grammar/schemes: URIs read by their scheme's own grammar. Each scheme's RFC ABNF is a grammar
// like the URI ones (grammar/<rfc>.abnf, a PEG transcription proven equal, automata generated);
// this module runs it after RFC 3986, builds the scheme's parse result, checks the MUSTs its prose
// adds, and normalizes and compares by the scheme's rules (RFC 3986 §6.2.3).
//
//   parse("mailto:a@example.org?subject=hi", { scheme: true }).specific
//   // { kind: "mailto", to: [{ address: "a@example.org", ... }], hfields: [{ name, value }] }
import { checkOptions, checkString } from "../arguments.js";
import { normalize as coreNormalize } from "../semantics/normalize.js";
import { parse as genericParse, safeParse as genericSafeParse } from "../syntax/parse.js";
import type { Components } from "../syntax/components.js";
import type { UriSyntaxError } from "../syntax/errors.js";
import type { VariantLike } from "../variants/rules.js";
import { comparisonKey, normalizeWith } from "./normalize.js";
import { readScheme } from "./read.js";
import { schemeRecord } from "./registry.js";
import type { SchemeComponents } from "./types.js";

export { SCHEME_RECORDS, registerScheme, schemeRecord } from "./registry.js";
export { SchemeRuleError } from "./read.js";
export type * from "./types.js";

export interface SchemeParseOptions {
  /** true: read the URI by its scheme's grammar too, when one is known (the default here). */
  scheme?: boolean;
  /** The variant of the generic syntax (default "rfc3986"). */
  variant?: VariantLike;
  /** The start rule of the generic syntax (default the variant's reference rule). */
  rule?: string;
}

export type SchemeSafeParseResult =
  { ok: true; value: SchemeComponents } | { ok: false; error: UriSyntaxError };

const OPTIONS = ["scheme", "variant", "rule"] as const;

/**
 * Parses a URI reference (RFC 3986, or the variant named) and, with `{ scheme: true }` (the
 * default), reads it by its scheme's grammar when one is known: `specific` holds the scheme's parse
 * result. A URI its scheme's grammar rejects is a UriSyntaxError whose variant is the scheme's
 * grammar ("rfc6068") and whose offset is where the grammar stops; a MUST of the scheme's prose is
 * a SchemeRuleError (with its code and section). A scheme without a known grammar, or a relative
 * reference, gives the generic components only.
 */
export function safeParse(uri: string, options?: SchemeParseOptions): SchemeSafeParseResult {
  checkString("parse", "uri", uri);
  const o = checkOptions("parse", options, OPTIONS);
  if (o.scheme !== undefined && typeof o.scheme !== "boolean")
    throw new TypeError(`parse: scheme must be a boolean, got ${typeof o.scheme}`);
  const generic = genericSafeParse(uri, { variant: o.variant as never, rule: o.rule as never });
  if (!generic.ok) return generic;
  const components = generic.value as Components;
  if (o.scheme === false || components.scheme === undefined) return { ok: true, value: components };
  const record = schemeRecord(components.scheme, components.path);
  if (record === undefined) return { ok: true, value: components };
  const reading = readScheme(record, uri, components);
  if (!reading.ok) return reading;
  return { ok: true, value: { ...components, specific: reading.parts } };
}

/** safeParse, throwing its error. */
export function parse(uri: string, options?: SchemeParseOptions): SchemeComponents {
  const result = safeParse(uri, options);
  if (!result.ok) throw result.error;
  return result.value;
}

/** Whether a URI reference is valid by RFC 3986 and, when its scheme's grammar is known, by that too. */
export function isValid(uri: string, options?: SchemeParseOptions): boolean {
  return safeParse(uri, options).ok;
}

/**
 * Scheme-based normalization (RFC 3986 §6.2.3) by the scheme's own rules: the record's steps
 * (RFC 8141 §3.1 for urn: case of "urn:" and the NID, hex case in the NSS, nothing decoded; RFC
 * 8089 §2 for file: "localhost" is no host; ...). A scheme without a record gets RFC 3986's
 * generic normalization at level "scheme". Throws UriSyntaxError for an invalid URI.
 */
export function normalize(uri: string): string {
  checkString("normalize", "uri", uri);
  const components = genericParse(uri) as Components;
  const record =
    components.scheme === undefined ? undefined : schemeRecord(components.scheme, components.path);
  if (record === undefined) return normalizeGeneric(uri);
  return normalizeWith(record, uri);
}

/** RFC 3986 §6.2.2 and §6.2.3 with the generic data of src/semantics/scheme-defaults.ts (default ports, empty paths). */
function normalizeGeneric(uri: string): string {
  return coreNormalize(uri, { level: "scheme" });
}

/**
 * Whether two URIs are equivalent by their scheme's rules (RFC 3986 §6.2.3): the same scheme
 * record and the same comparison key (the normal form, less what the scheme's comparison ignores:
 * RFC 8141 §3.1's r-, q- and f-components; for data, RFC 2397 §2's media type and the octets).
 */
export function equivalent(a: string, b: string): boolean {
  checkString("equivalent", "the first argument", a);
  checkString("equivalent", "the second argument", b);
  const ca = genericParse(a) as Components;
  const cb = genericParse(b) as Components;
  const ra = ca.scheme === undefined ? undefined : schemeRecord(ca.scheme, ca.path);
  const rb = cb.scheme === undefined ? undefined : schemeRecord(cb.scheme, cb.path);
  if (ra !== rb) return false;
  if (ra === undefined) return normalizeGeneric(a) === normalizeGeneric(b);
  return comparisonKey(ra, a) === comparisonKey(ra, b);
}
