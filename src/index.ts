// uri-grammar: URIs exactly as the RFCs define them.
//
// This entry point reaches RFC 3986 (the default variant) and nothing else: another variant is
// imported (`import { rfc2396 } from "uri-grammar/variants/rfc2396"`) and passed as `{ variant }`,
// or reached by its id once "uri-grammar/variants" is imported. Under Node, the package's entry
// point imports "uri-grammar/variants" first (src/node.mjs), so every id works there.
export { isValid } from "./syntax/is-valid.js";
export { parse, safeParse, validator } from "./syntax/parse.js";
export type { ParseOptions, SafeParseResult } from "./syntax/parse.js";
export type { Components, PartialComponents } from "./syntax/components.js";
export { UriSyntaxError } from "./syntax/errors.js";
export type { UriSyntaxErrorDetails } from "./syntax/errors.js";
export { UriOperationError, UriResolutionError } from "./semantics/errors.js";
export type {
  UriOperationErrorDetails,
  UriOperationErrorKind,
  UriResolutionErrorDetails,
  UriResolutionErrorKind,
} from "./semantics/errors.js";
export { recompose } from "./semantics/recompose.js";
export { RECORDS as VARIANT_RECORDS } from "./variants/records/index.js";
/**
 * @deprecated Renamed `VARIANT_RECORDS` (the records, data without automata; the variants
 * themselves are `ALL_VARIANTS` of "uri-grammar/variants"); this alias goes in the next minor version.
 */
export { RECORDS as VARIANTS } from "./variants/records/index.js";
export { VARIANT_IDS } from "./variants/types.js";
export type { ComponentName, UserVariant, Variant, VariantId, VariantRecord } from "./variants/types.js";
export type { PackedDiagnostics, PackedRecognizer, PackedSplitter } from "../automata/format.js";
export type { RuleOf, VariantLike } from "./variants/rules.js";
export { registerVariantLoaders, registerVariants } from "./variants/registry.js";
/** The default variant. */
export const DEFAULT_VARIANT = "rfc3986";
// RFC 3986 semantics (§5 resolution, §6 normalization and comparison) and component helpers.
export { resolve, removeDotSegments } from "./semantics/resolve/index.js";
export type { ResolveCallOptions, ResolveOptions, ResolutionAlgorithm } from "./semantics/resolve/index.js";
export { normalize } from "./semantics/normalize.js";
export type { NormalizeOptions, NormalizationLevel } from "./semantics/normalize.js";
export { equivalent } from "./semantics/compare.js";
export type { EquivalentOptions, ComparisonLevel } from "./semantics/compare.js";
export { relativize } from "./semantics/relativize.js";
export type { RelativizeOptions } from "./semantics/relativize.js";
export { percentEncode, percentDecode } from "./semantics/percent.js";
export type { PercentComponent, PercentOptions } from "./semantics/percent.js";
export { ipv4ToNumber, ipv4FromNumber, ipv6ToBigInt, ipv6FromBigInt, ipv6ToRfc5952 } from "./semantics/ip.js";
export type { Ipv6FormatOptions } from "./semantics/ip.js";
export { SCHEMES } from "./semantics/scheme-defaults.js";
export type { SchemeRule } from "./semantics/scheme-defaults.js";
// RFC 3987 §3: IRI → URI and URI → IRI.
export { toUri, toIri } from "./iri.js";
export type { IriMappingOptions } from "./iri.js";
// RFC 6570 URI Templates (expand, match) are the entry point uri-grammar/template.
