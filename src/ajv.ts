// uri-grammar/ajv: the formats of uri-grammar/formats as an Ajv 8 plugin, in the shape of
// ajv-formats (`addFormats(ajv)`, `addFormats(ajv, ["uri", "iri"])`), and a URI resolver for
// Ajv's `uriResolver` option, so that `$id` / `$ref` resolution follows RFC 3986 §5.2.
//
// Ajv is a peer dependency of this entry point only, and only as a type shape: nothing here
// imports it, so the core library never loads it.
import { recognizer } from "../generated/rfc3986.automata.js";
import { describe } from "./arguments.js";
import { recompose } from "./recompose.js";
import { resolveRfc3986 } from "./resolve/rfc3986.js";
import { type Components, COMPONENT_ORDER, newSpans, spanText } from "./syntax/components.js";
import { splitDelimited } from "./syntax/delimited.js";
import { failure } from "./syntax/diagnose.js";
import { formatMessage } from "./syntax/errors.js";
import { ruleOf } from "./syntax/start-rule.js";
import { rfc3986 as record } from "./variants/records/rfc3986.js";
import type { Variant } from "./variants/types.js";
import { FORMAT_NAMES, formats, type FormatName } from "./formats.js";

export type { FormatName } from "./formats.js";
export { FORMAT_NAMES } from "./formats.js";

/** What the plugin needs of an Ajv instance (Ajv 8's `addFormat`). */
export interface AjvLike {
  addFormat(name: string, format: { type: "string"; validate: (value: string) => boolean }): unknown;
}

/** Which formats to add: a list of names, or `{ formats }` as ajv-formats takes it. Default: all. */
export type FormatsPluginOptions = readonly FormatName[] | { formats?: readonly FormatName[] };

/**
 * Adds the RFC-grammar formats (uri, uri-reference, iri, iri-reference, uri-template, ipv4, ipv6)
 * to an Ajv 8 instance and returns it. A one-line swap for ajv-formats' `addFormats` for these
 * formats (add ajv-formats first for the others, then this, to override them).
 */
export function addFormats<T extends AjvLike>(ajv: T, options?: FormatsPluginOptions): T {
  if (typeof ajv !== "object" || ajv === null || typeof (ajv as AjvLike).addFormat !== "function")
    throw new TypeError(`addFormats: expected an Ajv instance, got ${describe(ajv)}`);
  let names: readonly unknown[] = FORMAT_NAMES;
  if (Array.isArray(options)) names = options;
  else if (options !== undefined) {
    if (typeof options !== "object" || options === null)
      throw new TypeError(`addFormats: options must be an array or an object, got ${describe(options)}`);
    const list = (options as { formats?: unknown }).formats;
    if (list !== undefined && !Array.isArray(list))
      throw new TypeError(`addFormats: options.formats must be an array, got ${describe(list)}`);
    if (list !== undefined) names = list;
  }
  for (const name of names) {
    if (typeof name !== "string" || !Object.hasOwn(formats, name))
      throw new RangeError(
        `addFormats: unknown format ${typeof name === "string" ? JSON.stringify(name) : describe(name)}; known: ${FORMAT_NAMES.join(", ")}`,
      );
    ajv.addFormat(name, { type: "string", validate: formats[name as FormatName] });
  }
  return ajv;
}

export default addFormats;

/**
 * URI components in the shape of uri-js and fast-uri (what Ajv's `uriResolver` exchanges): `port`
 * a number when it has digits, `reference` the kind of reference, `error` when the input is not
 * an RFC 3986 URI reference. Undefined components are absent (RFC 3986 §5.3).
 */
export interface UriComponents {
  scheme?: string;
  userinfo?: string;
  host?: string;
  port?: number | string;
  path?: string;
  query?: string;
  fragment?: string;
  reference?: string;
  error?: string;
}

/**
 * RFC 3986 with its recognizer only: the resolver checks references with it and finds components
 * by their delimiters, which for a valid reference are exactly the grammar's (RFC 3986 §3, Appendix
 * B; src/syntax/delimited.ts), so that Ajv users do not carry the tagged DFA and the error tables.
 */
const checking: Variant = { ...record, automata: { recognizer, splitter: null, diagnostics: null } };
const spans = newSpans();

/**
 * The components of a string as RFC 3986 Appendix B splits any string: for a URI reference, its
 * components; for anything else, the same split and `error`, which says where the grammar stops
 * accepting it.
 */
function components(uri: string): { value: Components; error?: string } {
  splitDelimited(uri, spans);
  const value: Components = { path: "" };
  for (const [k, name] of COMPONENT_ORDER.entries()) {
    const text = spanText(uri, spans, 2 * k);
    if (text !== undefined) value[name] = text;
  }
  const rule = ruleOf("uriResolver", checking);
  if (rule.recognizer.test(uri, rule.start)) return { value };
  const found = failure(rule, uri)!;
  const offset = found.stop.offset;
  const error = formatMessage({
    input: uri,
    offset,
    line: 1,
    column: offset + 1,
    expected: [],
    found: offset < uri.length ? String.fromCodePoint(uri.codePointAt(offset)!) : null,
    context: { rule: found.rule.name, section: null },
    ruleStack: [...found.outer, found.rule.name],
    rule: rule.name,
    variant: record.id,
  });
  return { value, error };
}

function toUriComponents(value: Components, error: string | undefined): UriComponents {
  const out: UriComponents = {};
  if (value.scheme !== undefined) out.scheme = value.scheme;
  if (value.userinfo !== undefined) out.userinfo = value.userinfo;
  if (value.host !== undefined) out.host = value.host;
  if (value.port !== undefined) out.port = /^[0-9]+$/.test(value.port) ? Number(value.port) : value.port;
  out.path = value.path;
  if (value.query !== undefined) out.query = value.query;
  if (value.fragment !== undefined) out.fragment = value.fragment;
  // uri-js's kinds of reference (RFC 3986 §4.2-§4.4).
  out.reference =
    value.scheme !== undefined
      ? value.fragment === undefined
        ? "absolute"
        : "uri"
      : value.authority === undefined && value.path === "" && value.query === undefined
        ? "same-document"
        : "relative";
  if (error !== undefined) out.error = error;
  return out;
}

function fromUriComponents(c: UriComponents): Components {
  const out: Components = { path: typeof c.path === "string" ? c.path : "" };
  if (typeof c.scheme === "string") out.scheme = c.scheme;
  if (typeof c.host === "string") {
    out.host = c.host;
    if (typeof c.userinfo === "string") out.userinfo = c.userinfo;
    if (typeof c.port === "number" || typeof c.port === "string") out.port = String(c.port);
  }
  if (typeof c.query === "string") out.query = c.query;
  if (typeof c.fragment === "string") out.fragment = c.fragment;
  return out;
}

function checkString(fn: string, what: string, value: unknown): asserts value is string {
  if (typeof value !== "string")
    throw new TypeError(`uriResolver.${fn}: ${what} must be a string, got ${describe(value)}`);
}

/**
 * A resolver for Ajv's `uriResolver` option: `new Ajv({ uriResolver })`. Components and strings
 * are exactly as written (no case or percent-encoding normalization); the fragment is kept
 * percent-encoded, as Ajv expects (it decodes JSON-pointer fragments itself). Resolution is
 * RFC 3986 §5.2.2 on the components. Ajv also resolves against the empty base of a schema without
 * `$id`, and may meet strings that are not URI references; those are split as RFC 3986 Appendix B
 * splits any string (parse reports `error`, as uri-js does), never thrown.
 */
export const uriResolver = {
  parse(uri: string): UriComponents {
    checkString("parse", "uri", uri);
    const { value, error } = components(uri);
    return toUriComponents(value, error);
  },
  resolve(base: string, reference: string): string {
    checkString("resolve", "base", base);
    checkString("resolve", "reference", reference);
    const b = components(base).value;
    const { fragment: _ignored, ...baseWithoutFragment } = b; // §5.2.1: the base's fragment is ignored
    return recompose(resolveRfc3986(baseWithoutFragment as Components, components(reference).value, {}));
  },
  serialize(component: UriComponents): string {
    if (typeof component !== "object" || component === null)
      throw new TypeError(
        `uriResolver.serialize: expected components (an object), got ${describe(component)}`,
      );
    return recompose(fromUriComponents(component));
  },
};
