// uri-grammar/formats: the JSON Schema formats (JSON Schema Validation §7.3) that RFC grammars
// define, each one a start rule of a uri-grammar variant. Plain functions: string → boolean.
// JSON Schema's formats ignore non-strings; these functions are for strings and throw a TypeError
// for anything else (the Ajv plugin, uri-grammar/ajv, only ever passes strings).
import { recognizer as rfc3986 } from "../generated/rfc3986.automata.js";
import { recognizer as rfc3987 } from "../generated/rfc3987.automata.js";
import { recognizer as rfc6570 } from "../generated/rfc6570.automata.js";
import type { PackedRecognizer } from "./automata/format.js";
import { describe } from "./arguments.js";
import { compiled, type Compiled } from "./syntax/is-valid.js";

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

/** The recognizers the formats run: only these grammars' minimal DFAs, nothing else of them. */
const RECOGNIZERS: Readonly<Record<string, PackedRecognizer>> = { rfc3986, rfc3987, rfc6570 };

export type FormatName = keyof typeof FORMAT_RULES;

export const FORMAT_NAMES = Object.keys(FORMAT_RULES) as FormatName[];

/**
 * A format's function: a string check, then the rule's validator, made on first use so that
 * importing this module loads no grammar (and the iri formats load RFC 3987's only when used).
 */
function formatFunction(name: FormatName): (value: string) => boolean {
  let rule: Compiled | undefined;
  return (value: string) => {
    if (typeof value !== "string") throw new TypeError(`${name}: expected a string, got ${describe(value)}`);
    if (rule === undefined) {
      const { variant, rule: ruleName } = FORMAT_RULES[name];
      const packed = RECOGNIZERS[variant]!;
      rule = compiled(packed, variant, Object.keys(packed.starts), ruleName);
    }
    return rule.recognizer.test(value, rule.start);
  };
}

/** `format: "uri"`: an absolute URI with optional fragment (RFC 3986 §3 `URI`). */
export const uri = formatFunction("uri");
/** `format: "uri-reference"`: a URI or a relative reference (RFC 3986 §4.1). */
export const uriReference = formatFunction("uri-reference");
/** `format: "iri"`: RFC 3987 §2.2 `IRI`. */
export const iri = formatFunction("iri");
/** `format: "iri-reference"`: RFC 3987 §2.2 `IRI-reference`. */
export const iriReference = formatFunction("iri-reference");
/** `format: "uri-template"`: RFC 6570 §2 `URI-Template`. */
export const uriTemplate = formatFunction("uri-template");
/** `format: "ipv4"`: RFC 3986 §3.2.2 `IPv4address`. */
export const ipv4 = formatFunction("ipv4");
/** `format: "ipv6"`: RFC 3986 §3.2.2 `IPv6address`. */
export const ipv6 = formatFunction("ipv6");

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
