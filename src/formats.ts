// uri-grammar/formats: the JSON Schema formats (JSON Schema Validation §7.3) that RFC grammars
// define, each one a start rule of a uri-grammar variant. Plain functions: string → boolean.
// JSON Schema's formats ignore non-strings; these functions are for strings and throw a TypeError
// for anything else (the Ajv plugin, uri-grammar/ajv, only ever passes strings).
import { validator } from "./syntax/parse.js";
import { describe } from "./variants/load.js";

/** The format names, and the grammar rule each one means. */
export const FORMAT_RULES = {
  /** RFC 3986 §3 `URI`. */
  uri: { variant: "rfc3986", rule: "URI" },
  /** RFC 3986 §4.1 `URI-reference`. */
  "uri-reference": { variant: "rfc3986", rule: "URI-reference" },
  /** RFC 3987 §2.2 `IRI`. */
  iri: { variant: "rfc3987", rule: "IRI" },
  /** RFC 3987 §2.2 `IRI-reference`. */
  "iri-reference": { variant: "rfc3987", rule: "IRI-reference" },
  /** RFC 6570 §2 `URI-Template` (Level 4 syntax). */
  "uri-template": { variant: "rfc6570", rule: "URI-Template" },
  /** RFC 3986 §3.2.2 `IPv4address`: dotted decimal, no leading zeros (what JSON Schema's ipv4 means). */
  ipv4: { variant: "rfc3986", rule: "IPv4address" },
  /** RFC 3986 §3.2.2 `IPv6address` (RFC 4291 §2.2 text forms; no zone id, as JSON Schema's ipv6). */
  ipv6: { variant: "rfc3986", rule: "IPv6address" },
} as const;

export type FormatName = keyof typeof FORMAT_RULES;

export const FORMAT_NAMES = Object.keys(FORMAT_RULES) as FormatName[];

// Each format's validator is made on its first use, so importing this module loads no grammar.
const validators = new Map<FormatName, (value: string) => boolean>();

function check(name: FormatName, value: unknown): boolean {
  if (typeof value !== "string") throw new TypeError(`${name}: expected a string, got ${describe(value)}`);
  let test = validators.get(name);
  if (!test) validators.set(name, (test = validator(FORMAT_RULES[name])));
  return test(value);
}

/** `format: "uri"`: an absolute URI with optional fragment (RFC 3986 §3 `URI`). */
export const uri = (value: string): boolean => check("uri", value);
/** `format: "uri-reference"`: a URI or a relative reference (RFC 3986 §4.1). */
export const uriReference = (value: string): boolean => check("uri-reference", value);
/** `format: "iri"`: RFC 3987 §2.2 `IRI`. */
export const iri = (value: string): boolean => check("iri", value);
/** `format: "iri-reference"`: RFC 3987 §2.2 `IRI-reference`. */
export const iriReference = (value: string): boolean => check("iri-reference", value);
/** `format: "uri-template"`: RFC 6570 §2 `URI-Template`. */
export const uriTemplate = (value: string): boolean => check("uri-template", value);
/** `format: "ipv4"`: RFC 3986 §3.2.2 `IPv4address`. */
export const ipv4 = (value: string): boolean => check("ipv4", value);
/** `format: "ipv6"`: RFC 3986 §3.2.2 `IPv6address`. */
export const ipv6 = (value: string): boolean => check("ipv6", value);

/** Format name → validator, for plugging into any validator that takes format functions. */
export const formats: Readonly<Record<FormatName, (value: string) => boolean>> = {
  uri,
  "uri-reference": uriReference,
  iri,
  "iri-reference": iriReference,
  "uri-template": uriTemplate,
  ipv4,
  ipv6,
};
