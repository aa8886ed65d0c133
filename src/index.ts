// uri-grammar: URIs exactly as the RFCs define them.
export { parse, safeParse, isValid, FAST_PATH_LIMIT } from "./syntax/parse.js";
export type { ParseOptions, SafeParseResult } from "./syntax/parse.js";
export type { Components, PartialComponents } from "./syntax/components.js";
export { UriSyntaxError } from "./syntax/errors.js";
export type { UriSyntaxErrorDetails } from "./syntax/errors.js";
export { recompose } from "./recompose.js";
export { VARIANTS, DEFAULT_VARIANT } from "./variants/registry.js";
export type { VariantRecord, ComponentName } from "./variants/types.js";
