// uri-grammar/ajv: the formats of uri-grammar/formats as an Ajv 8 plugin, in the shape of
// ajv-formats (`addFormats(ajv)`, `addFormats(ajv, ["uri", "date"])`, `addFormats(ajv, { formats })`),
// every format of JSON Schema 2020-12 §7.3 that a standard defines; `addFormatErrors(ajv)`, which
// makes a failing format say why (offset, rule, section: ajv#2505); and a URI resolver for Ajv's
// `uriResolver` option, so that `$id` / `$ref` resolution follows RFC 3986 §5.2.
//
// Ajv is a peer dependency of this entry point only, and only as a type shape: nothing here
// imports it, so the core library never loads it.
import { checkOptions, checkString, describeValue } from "./arguments.js";
import { recompose } from "./semantics/recompose.js";
import { resolveRfc3986 } from "./semantics/resolve/rfc3986.js";
import { type Components, COMPONENT_ORDER, newSpans, spanText } from "./syntax/components.js";
import { splitDelimited } from "./syntax/delimited.js";
import { foundAt, messageTail } from "./syntax/message.js";
import { URI_REFERENCE } from "./formats/uri.js";
import {
  type Draft,
  DRAFTS,
  formatProblem,
  type FormatName,
  type Idna,
  type IdnaReading,
} from "./formats/index.js";
import { originOf, readingIn } from "./formats/readings.js";
import { type FormatDefinition, formats, formatsHandrews, inReading } from "./ajv-formats.js";

export type { Draft, FormatName, FormatProblem, Idna, IdnaReading } from "./formats/index.js";
export type { FormatDefinition } from "./ajv-formats.js";
export { FORMAT_NAMES } from "./formats/index.js";

/** What the plugin needs of an Ajv instance (Ajv 8's `addFormat`; `defaultMeta` to tell the draft). */
export interface AjvLike {
  addFormat(name: string, format: { type: "string"; validate: (value: string) => boolean }): unknown;
  defaultMeta?(): unknown;
}

/**
 * Which formats to add: a list of names, or ajv-formats' options object: `formats` (default all),
 * `mode` ("full", the default, or "fast": both mean the exact formats; ajv-formats' "fast" regexes
 * are not offered), `keywords` (ajv-formats' formatMinimum & co.: not offered, only false),
 * `draft` (default: the draft of the Ajv instance's default meta-schema, else 2020-12), and `idna`
 * ("idna2008", the default, as the published drafts read idn-hostname and idn-email; or `uts46` of
 * uri-grammar/formats, IDNA2008 after UTS #46's mapping, as the JSON Schema format registry reads
 * them for the next dialect: an object passed in, so that its tables are in a bundle only when the
 * program names it).
 */
export type FormatsPluginOptions =
  | readonly FormatName[]
  | {
      formats?: readonly FormatName[];
      mode?: "full" | "fast";
      keywords?: boolean;
      draft?: Draft;
      idna?: Idna;
    };

/** The draft of an Ajv instance: its default meta-schema's (Ajv 2020-12, 2019-09, or draft 7). */
function draftOf(ajv: AjvLike, given: unknown, fn: string): Draft {
  if (given !== undefined) {
    if (typeof given !== "string" || !DRAFTS.includes(given as Draft))
      throw new RangeError(
        `${fn}: options.draft must be one of ${DRAFTS.join(", ")}, got ${describeValue(given)}`,
      );
    return given as Draft;
  }
  const meta = typeof ajv.defaultMeta === "function" ? ajv.defaultMeta() : undefined;
  const id =
    typeof meta === "string"
      ? meta
      : typeof meta === "object" && meta !== null
        ? String((meta as { $id?: unknown }).$id ?? (meta as { id?: unknown }).id)
        : "";
  if (id.includes("2019-09")) return "draft2019-09";
  if (/draft-0[4-7]/.test(id)) return "draft7";
  return "draft2020-12";
}

function checkAjv(fn: string, ajv: unknown): asserts ajv is AjvLike {
  if (typeof ajv !== "object" || ajv === null || typeof (ajv as AjvLike).addFormat !== "function")
    throw new TypeError(`${fn}: expected an Ajv instance, got ${describeValue(ajv)}`);
}

/** The plugin as ajv-formats' is: a function, with itself as `default` and `get(name)` a format's definition. */
export interface FormatsPlugin {
  <T extends AjvLike>(ajv: T, options?: FormatsPluginOptions): T;
  /**
   * Where a plugin is typed with options of any type (Fastify's `ajv.plugins`: @fastify/ajv-compiler's
   * `Plugin<unknown>`): the options are checked when it runs.
   */
  <T extends AjvLike>(ajv: T, options?: unknown): T;
  /** The plugin itself (for `require("uri-grammar/ajv").default` and transpiled default imports). */
  readonly default: FormatsPlugin;
  /** A format's definition, as the plugin registers it (2020-12's; `mode` is ajv-formats', and both are the exact formats). */
  get(name: FormatName, mode?: "full" | "fast"): FormatDefinition;
}

/**
 * Adds every format of uri-grammar/formats (or those named) to an Ajv 8 instance and returns it: a
 * one-line swap for ajv-formats' `addFormats`. The formats follow the draft of the instance (see
 * FormatsPluginOptions); each is registered as the definition uri-grammar/ajv/formats exports
 * (`{ type: "string", validate }`), so that Ajv's standalone code finds them with `code: { source:
 * true, formats: _\`require("uri-grammar/ajv/formats").formats\` }` (`formatsHandrews` for draft 7
 * and 2019-09).
 */
function addFormatsTo<T extends AjvLike>(ajv: T, options?: FormatsPluginOptions): T {
  checkAjv("addFormats", ajv);
  let names: readonly unknown[] | undefined;
  let draft: unknown;
  let idna: unknown;
  if (Array.isArray(options)) names = options;
  else if (options !== undefined) {
    const o = checkOptions("addFormats", options, ["formats", "mode", "keywords", "draft", "idna"]);
    if (o.formats !== undefined && !Array.isArray(o.formats))
      throw new TypeError(`addFormats: options.formats must be an array, got ${describeValue(o.formats)}`);
    checkMode("addFormats: options.mode", o.mode);
    if (o.keywords !== undefined && o.keywords !== false)
      throw new RangeError(
        "addFormats: options.keywords: uri-grammar adds no keywords (ajv-formats' formatMinimum & co.)",
      );
    names = o.formats as unknown[] | undefined;
    draft = o.draft;
    idna = o.idna;
  }
  const reading = readingIn("addFormats", idna);
  const table = draftOf(ajv, draft, "addFormats") === "draft2020-12" ? formats : formatsHandrews;
  const definitions = reading === undefined ? table : inReading(table, reading);
  for (const name of names ?? Object.keys(definitions))
    ajv.addFormat(name as string, definitionOf("addFormats", definitions, name));
  return ajv;
}

/** `mode`: ajv-formats' "full" or "fast" (both the exact formats here), or undefined. */
function checkMode(what: string, mode: unknown): void {
  if (mode !== undefined && mode !== "full" && mode !== "fast")
    throw new RangeError(`${what} must be "full" or "fast", got ${describeValue(mode)}`);
}

/** A format's definition in a table, or the RangeError that names the known formats. */
function definitionOf(
  fn: string,
  table: Readonly<Record<FormatName, FormatDefinition>>,
  name: unknown,
): FormatDefinition {
  if (typeof name !== "string" || !Object.hasOwn(table, name))
    throw new RangeError(
      `${fn}: unknown format ${typeof name === "string" ? JSON.stringify(name) : describeValue(name)}; known: ${Object.keys(table).join(", ")}`,
    );
  return table[name as FormatName];
}

/** The plugin function, named `formatsPlugin` whatever a minifier does to the names of functions. */
function shaped(): FormatsPlugin {
  const plugin = function formatsPlugin<T extends AjvLike>(ajv: T, options?: FormatsPluginOptions): T {
    return addFormatsTo(ajv, options);
  } as unknown as { default: unknown; get: unknown } & FormatsPlugin;
  // @fastify/ajv-compiler adds ajv-formats after every plugin whose function is not named
  // "formatsPlugin"; a minifier renames functions (esbuild --minify, terser in webpack), not a
  // property set at run time.
  Object.defineProperty(plugin, "name", { value: "formatsPlugin" });
  plugin.default = plugin;
  plugin.get = (name: FormatName, mode?: "full" | "fast"): FormatDefinition => {
    checkMode("formatsPlugin.get: mode", mode);
    return definitionOf("formatsPlugin.get", formats, name);
  };
  return plugin;
}

/**
 * The plugin: `addFormats(ajv)`, `addFormats(ajv, ["uri", "date"])`, `addFormats(ajv, { formats,
 * draft })`; the default export, as ajv-formats' is (see FormatsPlugin). Under `require` the module
 * itself is this function, carrying the named exports too (as ajv-formats' module is).
 */
export const formatsPlugin: FormatsPlugin = /* @__PURE__ */ shaped();
export { formatsPlugin as addFormats };
/** @alias ajv-formats' shape: the plugin is also the module's default export. */
export default formatsPlugin;

/** What addFormatErrors needs of an Ajv instance (Ajv 8's keyword API and options). */
interface AjvKeywords extends AjvLike {
  removeKeyword(keyword: string): unknown;
  addKeyword(definition: object): unknown;
  opts: { validateFormats?: boolean; strictSchema?: boolean | "log" };
  formats: Record<string, unknown>;
  logger?: { warn(...args: unknown[]): unknown } | false;
}

type Check = (data: unknown) => boolean;

/** A format as Ajv holds it (ajv.addFormat): a function, a RegExp, a string (a regex), or { type, validate }. */
function otherFormat(format: unknown): Check | undefined {
  const test = (f: unknown): ((s: never) => boolean) | undefined =>
    typeof f === "function"
      ? (f as (s: never) => boolean)
      : f instanceof RegExp
        ? (s: never) => f.test(s)
        : typeof f === "string"
          ? (
              (re) => (s: never) =>
                re.test(s)
            )(new RegExp(f, "u"))
          : undefined;
  if (typeof format === "object" && format !== null && !(format instanceof RegExp)) {
    const { type, validate, async } = format as { type?: string; validate?: unknown; async?: boolean };
    const fn = test(validate);
    if (fn === undefined || async === true) return undefined;
    const wanted = type ?? "string";
    return (data) =>
      (wanted === "number" ? typeof data !== "number" : typeof data !== "string") || fn(data as never);
  }
  const fn = test(format);
  return fn === undefined ? undefined : (data) => typeof data !== "string" || fn(data as never);
}

/**
 * Makes Ajv's `format` keyword say why a string fails a uri-grammar format: the error's message is
 * `must match format "date": day 30 is not 01-29 in 2020-02 (date-mday, RFC 3339 §5.7) at offset 8`
 * and its params `{ format, offset, rule, section, reason }` (ajv#2505). It replaces Ajv's format
 * keyword with one that runs the same functions (the passing path is unchanged; the explanation is
 * worked out only for a failing value) and the formats added otherwise (`ajv.addFormat`, plain
 * `must match format` errors). Call it after addFormats. Not for Ajv's standalone code (whose format
 * keyword must be Ajv's own) nor `$data` formats.
 */
export function addFormatErrors<T extends AjvLike>(ajv: T, options?: { draft?: Draft; idna?: Idna }): T;
/** Where a plugin is typed with options of any type (Fastify's `ajv.plugins`): checked when it runs. */
export function addFormatErrors<T extends AjvLike>(ajv: T, options?: unknown): T;
export function addFormatErrors<T extends AjvLike>(ajv: T, options?: unknown): T {
  checkAjv("addFormatErrors", ajv);
  const a = ajv as unknown as AjvKeywords;
  if (typeof a.removeKeyword !== "function" || typeof a.addKeyword !== "function")
    throw new TypeError("addFormatErrors: expected an Ajv 8 instance (with removeKeyword and addKeyword)");
  // The draft and the reading are those of the definition registered (formats, formatsHandrews, or
  // idn-hostname and idn-email in a reading); the options are still checked, for the programs that
  // give them.
  const o = checkOptions("addFormatErrors", options, ["draft", "idna"]);
  draftOf(ajv, o.draft, "addFormatErrors");
  readingIn("addFormatErrors", o.idna);
  // Ours, under whatever name it was registered (a definition of uri-grammar/ajv/formats or a
  // function of uri-grammar/formats): its format, and the draft whose reading it is; idn-hostname
  // and idn-email in a reading (UTS #46's) are known by originOf.
  const ours = new Map<unknown, { name: FormatName; draft: Draft; reading?: IdnaReading }>();
  for (const [table, tableDraft] of [
    [formatsHandrews, "draft7"],
    [formats, "draft2020-12"],
  ] as const)
    for (const [name, definition] of Object.entries(table))
      ours.set(definition.validate, { name: name as FormatName, draft: tableDraft });
  a.removeKeyword("format");
  a.addKeyword({
    keyword: "format",
    schemaType: "string",
    errors: true,
    compile(name: string, _schema: unknown, it: { schemaEnv?: unknown; errSchemaPath?: string }) {
      if (a.opts.validateFormats === false) return () => true;
      const registered = a.formats[name];
      const fn =
        typeof registered === "function"
          ? registered
          : typeof registered === "object" && registered !== null && !(registered instanceof RegExp)
            ? (registered as { validate?: unknown }).validate
            : undefined;
      const origin = originOf(fn);
      const mine =
        origin === undefined
          ? ours.get(fn)
          : { name: origin.format, draft: "draft2020-12" as const, reading: origin.reading };
      const check: Check | undefined =
        mine === undefined
          ? otherFormat(registered)
          : (data) => typeof data !== "string" || (fn as (value: string) => boolean)(data);
      if (check === undefined) {
        const message = `unknown format "${name}" ignored in schema at path "${it.errSchemaPath ?? ""}"`;
        if (a.opts.strictSchema === false) {
          if (a.logger) a.logger.warn(message);
          return () => true;
        }
        throw new Error(message);
      }
      const validate = (data: unknown): boolean => {
        if (check(data)) return true;
        const p =
          mine === undefined
            ? undefined
            : formatProblem(mine.name, data as string, mine.draft, { idna: mine.reading });
        validate.errors = [
          {
            keyword: "format",
            params: p === undefined ? { format: name } : { format: name, ...p },
            message:
              p === undefined
                ? `must match format "${name}"`
                : `must match format "${name}": ${p.reason} (${p.rule}, ${p.section}) at offset ${p.offset}`,
          },
        ];
        return false;
      };
      validate.errors = null as null | object[];
      return validate;
    },
  });
  return ajv;
}

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
 * The resolver checks a reference with the `uri-reference` format's recognizer (RFC 3987's format
 * rules on US-ASCII, generated/rfc3987-formats.automata.ts: src/formats/uri.ts) and finds its components by their delimiters, which
 * for a valid reference are exactly the grammar's (RFC 3986 §3, Appendix B; src/syntax/delimited.ts),
 * so that Ajv users carry neither the tagged DFA nor the error tables nor a variant.
 */
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
  const stop = URI_REFERENCE.stop(uri);
  if (stop === null) return { value };
  // Where the automaton stops: the first character no reading of URI-reference takes (or the end).
  // Which rule expected what there is the diagnostics tables' to say (parse, formatProblem); the
  // resolver leaves them out of the bundle. (The automaton is RFC 3987's IRI-reference on US-ASCII,
  // which is RFC 3986's URI-reference: src/formats/uri.ts.)
  const error =
    "not a valid URI-reference (rfc3986): no reading of the grammar goes on (URI-reference, RFC 3986 §4.1)" +
    messageTail(stop.offset, foundAt(uri, stop.offset));
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
    checkString("uriResolver.parse", "uri", uri);
    const { value, error } = components(uri);
    return toUriComponents(value, error);
  },
  resolve(base: string, reference: string): string {
    checkString("uriResolver.resolve", "base", base);
    checkString("uriResolver.resolve", "reference", reference);
    const b = components(base).value;
    const { fragment: _ignored, ...baseWithoutFragment } = b; // RFC 3986 §5.2.1: the base's fragment is ignored
    return recompose(resolveRfc3986(baseWithoutFragment as Components, components(reference).value, {}));
  },
  serialize(component: UriComponents): string {
    if (typeof component !== "object" || component === null)
      throw new TypeError(
        `uriResolver.serialize: expected components (an object), got ${describeValue(component)}`,
      );
    return recompose(fromUriComponents(component));
  },
};
