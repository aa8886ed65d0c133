// uri-grammar/ajv/formats: the formats of uri-grammar/formats in the shape Ajv registers them, a
// format definition `{ type: "string", validate }` each (Ajv 8's `ajv.addFormat(name, definition)`).
//
// What they are for:
// - Ajv's standalone code: the generated module must find each format at run time, and Ajv writes
//   `<code.formats>["uri"].validate(data)` for a format registered as an object, so
//   `code: { source: true, formats: _\`require("uri-grammar/ajv/formats").formats\` }` names this
//   module's `formats` (`formatsHandrews` for draft 7 and 2019-09), the very objects that
//   uri-grammar/ajv registers;
// - formats that cost only what is used: `ajv.addFormat("uri", uri)`, or `pluginOf({ uri })`, keeps
//   in a bundle the chosen formats' grammars and nothing else (each definition is a separate
//   module-level constant; the tables below are dropped when unused).
//
// Nothing here imports Ajv.
import { describeValue } from "./arguments.js";
import * as f from "./formats/index.js";
import type { Draft, FormatName, IdnaOptions } from "./formats/index.js";
import { type IdnaReading, readingOf } from "./formats/readings.js";
import { uts46 } from "./formats/uts46.js";

/** A format as Ajv 8 registers it (Ajv's `FormatDefinition<string>`). */
export interface FormatDefinition {
  readonly type: "string";
  readonly validate: (value: string) => boolean;
}

/** `format: "uri"`: RFC 3986 §3 `URI`. */
export const uri: FormatDefinition = { type: "string", validate: f.uri };
/** `format: "uri-reference"`: RFC 3986 §4.1 `URI-reference`. */
export const uriReference: FormatDefinition = { type: "string", validate: f.uriReference };
/** `format: "iri"`: RFC 3987 §2.2 `IRI`. */
export const iri: FormatDefinition = { type: "string", validate: f.iri };
/** `format: "iri-reference"`: RFC 3987 §2.2 `IRI-reference`. */
export const iriReference: FormatDefinition = { type: "string", validate: f.iriReference };
/** `format: "uri-template"`: RFC 6570 §2 `URI-Template`. */
export const uriTemplate: FormatDefinition = { type: "string", validate: f.uriTemplate };
/** `format: "ipv4"`: RFC 3986 §3.2.2 `IPv4address`. */
export const ipv4: FormatDefinition = { type: "string", validate: f.ipv4 };
/** `format: "ipv6"`: RFC 3986 §3.2.2 `IPv6address`. */
export const ipv6: FormatDefinition = { type: "string", validate: f.ipv6 };
/** `format: "date-time"`: RFC 3339 §5.6 `date-time`, with §5.7. */
export const dateTime: FormatDefinition = { type: "string", validate: f.dateTime };
/** `format: "date"`: RFC 3339 §5.6 `full-date`, with §5.7. */
export const date: FormatDefinition = { type: "string", validate: f.date };
/** `format: "time"`: RFC 3339 §5.6 `full-time`, with §5.7. */
export const time: FormatDefinition = { type: "string", validate: f.time };
/** `format: "duration"`: RFC 3339 Appendix A `duration`. */
export const duration: FormatDefinition = { type: "string", validate: f.duration };
/** `format: "email"`: RFC 5321 §4.1.2 `Mailbox`. */
export const email: FormatDefinition = { type: "string", validate: f.email };
/** `format: "idn-email"`: RFC 6531 §3.3 `Mailbox`. */
export const idnEmail: FormatDefinition = { type: "string", validate: f.idnEmail };
/** `format: "hostname"`: RFC 1123 §2.1 host names. */
export const hostname: FormatDefinition = { type: "string", validate: f.hostname };
/** `format: "idn-hostname"`: IDNA2008 (RFC 5890-5893). */
export const idnHostname: FormatDefinition = { type: "string", validate: f.idnHostname };
/** `format: "json-pointer"`: RFC 6901 §3. */
export const jsonPointer: FormatDefinition = { type: "string", validate: f.jsonPointer };
/** `format: "relative-json-pointer"` of 2020-12 (draft-bhutton-relative-json-pointer-00 §3). */
export const relativeJsonPointer: FormatDefinition = { type: "string", validate: f.relativeJsonPointer };
/** `format: "relative-json-pointer"` of draft 7 and 2019-09 (draft-handrews-*: no index-manipulation). */
export const relativeJsonPointerHandrews: FormatDefinition = {
  type: "string",
  validate: f.relativeJsonPointerHandrews,
};
/** `format: "uuid"`: RFC 9562 §4 `UUID`. */
export const uuid: FormatDefinition = { type: "string", validate: f.uuid };
/** `format: "regex"`: an ECMA-262 Pattern (Unicode mode). */
export const regex: FormatDefinition = { type: "string", validate: f.regex };

/** Format name → definition, as JSON Schema 2020-12 reads them: what `code.formats` names. */
export const formats: Readonly<Record<FormatName, FormatDefinition>> = {
  uri,
  "uri-reference": uriReference,
  iri,
  "iri-reference": iriReference,
  "uri-template": uriTemplate,
  ipv4,
  ipv6,
  "date-time": dateTime,
  date,
  time,
  duration,
  email,
  "idn-email": idnEmail,
  hostname,
  "idn-hostname": idnHostname,
  "json-pointer": jsonPointer,
  "relative-json-pointer": relativeJsonPointer,
  uuid,
  regex,
};

/** The same for draft 7 and 2019-09 (their relative-json-pointer has no index-manipulation). */
export const formatsHandrews: Readonly<Record<FormatName, FormatDefinition>> = /* @__PURE__ */ Object.assign(
  {},
  formats,
  { "relative-json-pointer": relativeJsonPointerHandrews },
);

type Definitions = Readonly<Record<FormatName, FormatDefinition>>;
/** `formats` or `formatsHandrews` with idn-hostname and idn-email in `reading`: a new table. */
export function inReading(table: Definitions, reading: IdnaReading): Definitions {
  return Object.assign({}, table, {
    "idn-hostname": { type: "string", validate: reading.formats["idn-hostname"] },
    "idn-email": { type: "string", validate: reading.formats["idn-email"] },
  } as const);
}

const IN_READING = /* @__PURE__ */ new WeakMap<IdnaReading, readonly [Definitions, Definitions]>();

/**
 * The definitions of a draft (`formats`, or `formatsHandrews` for draft 7 and 2019-09); with
 * `{ idna: uts46 }` (uri-grammar/formats' `uts46`), idn-hostname and idn-email in that reading. The
 * same table, and the same definitions, each call.
 */
export function formatsOf(draft: Draft, options?: IdnaOptions): Definitions {
  if (!f.DRAFTS.includes(draft))
    throw new RangeError(
      `formatsOf: unknown draft ${typeof draft === "string" ? JSON.stringify(draft) : describeValue(draft)}; known: ${f.DRAFTS.join(", ")}`,
    );
  const reading = readingOf("formatsOf", options);
  if (reading === undefined) return draft === "draft2020-12" ? formats : formatsHandrews;
  let tables = IN_READING.get(reading);
  if (tables === undefined) {
    const t = inReading(formats, reading);
    tables = [t, Object.assign({}, t, { "relative-json-pointer": relativeJsonPointerHandrews })];
    IN_READING.set(reading, tables);
  }
  return tables[draft === "draft2020-12" ? 0 : 1]!;
}

/**
 * `format: "idn-hostname"` as the JSON Schema format registry reads it for the next dialect:
 * IDNA2008 after UTS #46's mapping.
 */
export const idnHostnameUts46: FormatDefinition = /* @__PURE__ */ definitionIn("idn-hostname");
/** `format: "idn-email"` with its domain read after UTS #46's mapping (the format registry's reading). */
export const idnEmailUts46: FormatDefinition = /* @__PURE__ */ definitionIn("idn-email");
/** `formats` with idn-hostname and idn-email in UTS #46's reading: for Ajv's standalone code. */
export const formatsUts46: Definitions = /* @__PURE__ */ formatsOf("draft2020-12", { idna: uts46 });
/** `formatsHandrews` with idn-hostname and idn-email in UTS #46's reading. */
export const formatsHandrewsUts46: Definitions = /* @__PURE__ */ formatsOf("draft7", { idna: uts46 });

function definitionIn(format: "idn-hostname" | "idn-email"): FormatDefinition {
  return formatsOf("draft2020-12", { idna: uts46 })[format];
}

/** What a plugin needs of an Ajv instance (Ajv 8's `addFormat`). */
export interface AjvWithFormats {
  addFormat(name: string, format: FormatDefinition): unknown;
}

/** An Ajv plugin: `plugin(ajv)` adds its formats and returns the instance. */
export type FormatsPluginOf = <T extends AjvWithFormats>(ajv: T) => T;

/**
 * An Ajv plugin that adds the formats given (format name → definition of this module) and nothing
 * else: `pluginOf({ uri, "date-time": dateTime })(ajv)`, or in Fastify's `ajv.plugins`. The function
 * is named `formatsPlugin`, the name by which @fastify/ajv-compiler knows that a formats plugin is
 * given (it then adds no ajv-formats of its own). A bundle holds the given formats only.
 */
export function pluginOf(chosen: Readonly<Record<string, FormatDefinition>>): FormatsPluginOf {
  if (typeof chosen !== "object" || chosen === null || Array.isArray(chosen))
    throw new TypeError(
      `pluginOf: expected an object of format definitions (format name → definition), got ${describeValue(chosen)}`,
    );
  const entries = Object.entries(chosen);
  for (const [name, definition] of entries)
    if (
      typeof definition !== "object" ||
      definition === null ||
      typeof (definition as { validate?: unknown }).validate !== "function"
    )
      throw new TypeError(
        `pluginOf: ${JSON.stringify(name)} is not a format definition ({ type, validate }), got ${describeValue(definition)}`,
      );
  const plugin = function formatsPlugin<T extends AjvWithFormats>(ajv: T): T {
    if (typeof ajv !== "object" || ajv === null || typeof ajv.addFormat !== "function")
      throw new TypeError(`formatsPlugin: expected an Ajv instance, got ${describeValue(ajv)}`);
    for (const [name, definition] of entries) ajv.addFormat(name, definition);
    return ajv;
  };
  // The name survives a minifier (which renames functions, not a property set at run time).
  Object.defineProperty(plugin, "name", { value: "formatsPlugin" });
  return plugin;
}
