// uri-grammar/formats: every JSON Schema format (JSON Schema Validation 2020-12 §7.3; draft 7 and
// 2019-09 where they differ) whose syntax a standard defines: each run on its grammar's minimal DFA,
// then the checks the grammar cannot express, each named after its source (src/formats/*.ts).
// Plain functions: string → boolean. JSON Schema's formats ignore non-strings; these functions are
// for strings and throw a TypeError for anything else (the Ajv plugin, uri-grammar/ajv, only ever
// passes strings). `formatProblem(name, value)` says why a value fails: offset, rule, section.
//
// Nothing is decoded until a format is first used, and a bundle that imports one format holds its
// grammar only (the error tables only with formatProblem).
//
// idn-hostname and idn-email have two readings: IDNA2008 (RFC 5890-5893), which the published
// drafts (draft 7, 2019-09, 2020-12) cite and the default; and IDNA2008 after UTS #46's mapping,
// which the JSON Schema format registry gives the next dialect (json-schema-spec #1660), asked for
// with `{ idna: uts46 }` (`uts46` exported here: its tables are in a bundle only when the program
// names it; docs/idn-formats.md says which reading each dialect gets).
import { describeValue, expectString } from "../arguments.js";
import * as dt from "./date-time.js";
import * as mail from "./email.js";
import * as host from "./hostname.js";
import * as ptr from "./json-pointer.js";
import type { FormatProblem } from "./problem.js";
import { checked, type IdnaOptions, type IdnaReading, readingOf } from "./readings.js";
import * as re from "./regex.js";
import * as u from "./uri.js";
import * as id from "./uuid.js";

export type { FormatProblem } from "./problem.js";
export type { Idna, IdnaOptions, IdnaReading } from "./readings.js";
export { uts46 } from "./uts46.js";

/** The JSON Schema drafts whose formats differ. */
export type Draft = "draft7" | "draft2019-09" | "draft2020-12";
export const DRAFTS: readonly Draft[] = ["draft7", "draft2019-09", "draft2020-12"];

/** `format: "uri"`: an absolute URI with optional fragment (RFC 3986 §3 `URI`). */
export const uri = /* @__PURE__ */ checked("uri", u.uri);
/** `format: "uri-reference"`: a URI or a relative reference (RFC 3986 §4.1). */
export const uriReference = /* @__PURE__ */ checked("uri-reference", u.uriReference);
/** `format: "iri"`: RFC 3987 §2.2 `IRI`. */
export const iri = /* @__PURE__ */ checked("iri", u.iri);
/** `format: "iri-reference"`: RFC 3987 §2.2 `IRI-reference`. */
export const iriReference = /* @__PURE__ */ checked("iri-reference", u.iriReference);
/** `format: "uri-template"`: RFC 6570 §2 `URI-Template`. */
export const uriTemplate = /* @__PURE__ */ checked("uri-template", u.uriTemplate);
/** `format: "ipv4"`: RFC 3986 §3.2.2 `IPv4address`. */
export const ipv4 = /* @__PURE__ */ checked("ipv4", u.ipv4);
/** `format: "ipv6"`: RFC 3986 §3.2.2 `IPv6address`. */
export const ipv6 = /* @__PURE__ */ checked("ipv6", u.ipv6);
/** `format: "date-time"`: RFC 3339 §5.6 `date-time`, with §5.7 (days per month, leap seconds). */
export const dateTime = /* @__PURE__ */ checked("date-time", dt.dateTime);
/** `format: "date"`: RFC 3339 §5.6 `full-date`, with §5.7's days per month. */
export const date = /* @__PURE__ */ checked("date", dt.date);
/** `format: "time"`: RFC 3339 §5.6 `full-time`, with §5.7's leap seconds. */
export const time = /* @__PURE__ */ checked("time", dt.time);
/** `format: "duration"`: RFC 3339 Appendix A `duration`. */
export const duration = /* @__PURE__ */ checked("duration", dt.duration);
/** `format: "email"`: RFC 5321 §4.1.2 `Mailbox`, with §4.1.3 and §4.5.3.1. */
export const email = /* @__PURE__ */ checked("email", mail.email);
/**
 * `format: "idn-email"`: RFC 6531 §3.3 `Mailbox`, its U-labels IDNA2008's (UTS #46's reading:
 * `formatsOf(draft, { idna: uts46 })["idn-email"]`).
 */
export const idnEmail = /* @__PURE__ */ checked("idn-email", mail.idnEmail);
/** `format: "hostname"`: RFC 1123 §2.1 host names, with RFC 1034 §3.1's sizes and valid A-labels. */
export const hostname = /* @__PURE__ */ checked("hostname", host.hostname);
/**
 * `format: "idn-hostname"`: IDNA2008 internationalized domain names (RFC 5890-5893) (UTS #46's
 * reading: `formatsOf(draft, { idna: uts46 })["idn-hostname"]`).
 */
export const idnHostname = /* @__PURE__ */ checked("idn-hostname", host.idnHostname);
/** `format: "json-pointer"`: RFC 6901 §3. */
export const jsonPointer = /* @__PURE__ */ checked("json-pointer", ptr.jsonPointer);
/** `format: "relative-json-pointer"`: draft-bhutton-relative-json-pointer-00 §3 (2020-12). */
export const relativeJsonPointer = /* @__PURE__ */ checked("relative-json-pointer", ptr.relativeJsonPointer);
/** `format: "relative-json-pointer"` of draft 7 and 2019-09 (draft-handrews-*: no index-manipulation). */
export const relativeJsonPointerHandrews = /* @__PURE__ */ checked(
  "relative-json-pointer",
  ptr.relativeJsonPointerHandrews,
);
/** `format: "uuid"`: RFC 9562 §4 `UUID`. */
export const uuid = /* @__PURE__ */ checked("uuid", id.uuid);
/** `format: "regex"`: an ECMA-262 Pattern (Unicode mode). */
export const regex = /* @__PURE__ */ checked("regex", re.regex);

/** Format name → validator (2020-12), for any validator that takes format functions. */
export const formats = {
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
} as const satisfies Record<string, (value: string) => boolean>;

export type FormatName = keyof typeof formats;

export const FORMAT_NAMES = /* @__PURE__ */ Object.keys(formats) as FormatName[];

/** Where each format is defined (2020-12's reading; see DRAFT_DIFFERENCES). */
export const FORMAT_SOURCES: Readonly<Record<FormatName, string>> = {
  uri: "RFC 3986 §3 URI",
  "uri-reference": "RFC 3986 §4.1 URI-reference",
  iri: "RFC 3987 §2.2 IRI",
  "iri-reference": "RFC 3987 §2.2 IRI-reference",
  "uri-template": "RFC 6570 §2 URI-Template",
  ipv4: "RFC 3986 §3.2.2 IPv4address",
  ipv6: "RFC 3986 §3.2.2 IPv6address",
  "date-time": "RFC 3339 §5.6 date-time, §5.7",
  date: "RFC 3339 §5.6 full-date, §5.7",
  time: "RFC 3339 §5.6 full-time, §5.7",
  duration: "RFC 3339 Appendix A duration",
  email: "RFC 5321 §4.1.2 Mailbox",
  "idn-email": "RFC 6531 §3.3 Mailbox",
  hostname: "RFC 1123 §2.1 host name, RFC 5890 §2.3.1",
  "idn-hostname": "RFC 5890 §2.3.2.3 IDN",
  "json-pointer": "RFC 6901 §3 json-pointer",
  "relative-json-pointer": "draft-bhutton-relative-json-pointer-00 §3",
  uuid: "RFC 9562 §4 UUID",
  regex: "ECMA-262 §22.2.1 Pattern",
};

/** Why a value fails each format (referenced by formatProblem only: a bundle without it leaves the error tables out). */
const PROBLEMS: Readonly<Record<FormatName, (value: string) => FormatProblem | undefined>> = {
  uri: u.uriProblem,
  "uri-reference": u.uriReferenceProblem,
  iri: u.iriProblem,
  "iri-reference": u.iriReferenceProblem,
  "uri-template": u.uriTemplateProblem,
  ipv4: u.ipv4Problem,
  ipv6: u.ipv6Problem,
  "date-time": dt.dateTimeProblem,
  date: dt.dateProblemOf,
  time: dt.timeProblemOf,
  duration: dt.durationProblem,
  email: mail.emailProblem,
  "idn-email": mail.idnEmailProblem,
  hostname: host.hostnameProblem,
  "idn-hostname": host.idnHostnameProblem,
  "json-pointer": ptr.jsonPointerProblem,
  "relative-json-pointer": ptr.relativeJsonPointerProblem,
  uuid: id.uuidProblem,
  regex: re.regexProblem,
};

/** The formats whose meaning differs between drafts: the format, and what the earlier drafts cite. */
export const DRAFT_DIFFERENCES = {
  "relative-json-pointer":
    "draft 7 and 2019-09 cite draft-handrews-relative-json-pointer-01/-02: no index-manipulation",
} as const;

/** The formats of draft 7 and 2019-09 (their relative-json-pointer has no index-manipulation). */
export const formatsHandrews: Readonly<Record<FormatName, (value: string) => boolean>> =
  /* @__PURE__ */ Object.assign({}, formats, { "relative-json-pointer": relativeJsonPointerHandrews });

type Formats = Readonly<Record<FormatName, (value: string) => boolean>>;
const IN_READING = /* @__PURE__ */ new WeakMap<IdnaReading, [Formats, Formats]>();

/**
 * The formats of a draft; with `{ idna: uts46 }`, idn-hostname and idn-email read as the JSON Schema
 * format registry reads them (IDNA2008 after UTS #46's mapping). The same table each call.
 */
export function formatsOf(draft: Draft, options?: IdnaOptions): Formats {
  if (!DRAFTS.includes(draft))
    throw new RangeError(`formatsOf: unknown draft ${JSON.stringify(draft)}; known: ${DRAFTS.join(", ")}`);
  const reading = readingOf("formatsOf", options);
  const handrews = draft !== "draft2020-12";
  if (reading === undefined) return handrews ? formatsHandrews : formats;
  let tables = IN_READING.get(reading);
  if (tables === undefined) {
    tables = [
      Object.assign({}, formats, reading.formats),
      Object.assign({}, formatsHandrews, reading.formats),
    ];
    IN_READING.set(reading, tables);
  }
  return tables[handrews ? 1 : 0];
}

/**
 * Why `value` fails format `name` (2020-12's, or `draft`'s; the IDN formats in the reading
 * `options.idna`): the offset, the grammar rule or the document's term, the section, and what is
 * wrong. Undefined when it passes.
 */
export function formatProblem(
  name: FormatName,
  value: string,
  draft: Draft = "draft2020-12",
  options?: IdnaOptions,
): FormatProblem | undefined {
  if (typeof name !== "string" || !Object.hasOwn(PROBLEMS, name))
    throw new RangeError(
      `formatProblem: unknown format ${typeof name === "string" ? JSON.stringify(name) : describeValue(name)}; known: ${FORMAT_NAMES.join(", ")}`,
    );
  expectString("formatProblem", value);
  const reading = readingOf("formatProblem", options);
  if (reading !== undefined && (name === "idn-hostname" || name === "idn-email"))
    return reading.problems[name](value);
  if (name === "relative-json-pointer" && draft !== "draft2020-12")
    return ptr.relativeJsonPointerHandrewsProblem(value);
  return PROBLEMS[name](value);
}

/** formatProblem as one line: `must match format "date": day 30 is not 01-29 in 2020-02 (date-mday, RFC 3339 §5.7) at offset 8`. */
export function formatMessage(
  name: FormatName,
  value: string,
  draft?: Draft,
  options?: IdnaOptions,
): string | undefined {
  const p = formatProblem(name, value, draft, options);
  return p === undefined
    ? undefined
    : `must match format "${name}": ${p.reason} (${p.rule}, ${p.section}) at offset ${p.offset}`;
}
