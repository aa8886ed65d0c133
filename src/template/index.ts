// uri-grammar/template: URI Templates (RFC 6570), expansion and matching.
export { expand, safeExpand } from "./expand.js";
export type { Scalar, Value, Variables, SafeExpandResult } from "./expand.js";
export { UriTemplateError } from "./errors.js";
export type { UriTemplateErrorKind, UriTemplateErrorDetails } from "./errors.js";
export { parseTemplate } from "./parse.js";
export type { UriTemplate, Literals, Expression, Varspec, Prefix, Explode, Operator } from "./ast.js";
export { match } from "./match.js";
export type { MatchedValue, MatchedVariables } from "./match.js";
