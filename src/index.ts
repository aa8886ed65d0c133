// uri-grammar: URIs exactly as the RFCs define them.
export { parse, safeParse, isValid, validator, FAST_PATH_LIMIT } from "./syntax/parse.js";
export type { ParseOptions, SafeParseResult } from "./syntax/parse.js";
export type { Components, PartialComponents } from "./syntax/components.js";
export { UriSyntaxError } from "./syntax/errors.js";
export type { UriSyntaxErrorDetails } from "./syntax/errors.js";
export { UriResolutionError } from "./errors/resolution.js";
export type { UriResolutionErrorDetails, UriResolutionErrorKind } from "./errors/resolution.js";
export { recompose } from "./recompose.js";
export { VARIANTS, DEFAULT_VARIANT } from "./variants/registry.js";
export type { VariantRecord, ComponentName } from "./variants/types.js";
// RFC 3986 semantics (§5 resolution, §6 normalization and comparison) and component helpers.
export { resolve, removeDotSegments, ALGORITHMS } from "./resolve/index.js";
export type { ResolveCallOptions, ResolveOptions, ResolutionAlgorithm } from "./resolve/index.js";
export { normalize } from "./normalize.js";
export type { NormalizeOptions, NormalizationLevel } from "./normalize.js";
export { equivalent } from "./compare.js";
export type { EquivalentOptions, ComparisonLevel } from "./compare.js";
export { relativize } from "./relativize.js";
export type { RelativizeOptions } from "./relativize.js";
export { percentEncode, percentDecode } from "./percent.js";
export type { PercentComponent, PercentOptions } from "./percent.js";
export { ipv4ToNumber, ipv4FromNumber, ipv6ToBigInt, ipv6FromBigInt, ipv6ToRfc5952 } from "./ip.js";
export type { Ipv6FormatOptions } from "./ip.js";
export { SCHEMES } from "./schemes.js";
export type { SchemeRule } from "./schemes.js";
// RFC 3987 §3: IRI → URI and URI → IRI.
export { toUri, toIri } from "./iri.js";
export type { IriMappingOptions } from "./iri.js";
