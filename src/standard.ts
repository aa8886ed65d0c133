// uri-grammar/standard: each format of uri-grammar/formats as a Standard Schema v1 validator that is
// also a Standard JSON Schema v1 (the interfaces of @standard-schema/spec 1.1, standardschema.dev),
// for the validators that take one: ArkType in a definition as it is, Zod 4 and Valibot through a
// refinement (docs/validators.md), and any tool that reads `~standard.jsonSchema` (OpenAPI
// generators, tool schemas of language models).
//
// `uri()` returns `{ "~standard": { version: 1, vendor: "uri-grammar", validate, jsonSchema } }`:
// - validate(value): `{ value }` for a string of the format; otherwise `{ issues: [issue] }`, the
//   issue's message that of formatMessage (`must match format "uri": ... (rule, section) at offset
//   N`), with `offset`, `rule`, `section` and `reason` beside it; a value that is not a string is an
//   issue too (a validator is given anything), never an exception;
// - jsonSchema.input/output({ target }): `{ type: "string", format: "uri" }` for the targets
//   "draft-2020-12", "draft-07" and "openapi-3.0"; any other target throws, as the spec asks.
//
// One function per format, each reaching its own format's grammar and error tables only: a bundle
// that imports `uri` holds no other format.
import { describeValue } from "./arguments.js";
import * as dt from "./formats/date-time.js";
import * as mail from "./formats/email.js";
import * as host from "./formats/hostname.js";
import * as ptr from "./formats/json-pointer.js";
import type { FormatProblem } from "./formats/problem.js";
import { type IdnaOptions, readingOf } from "./formats/readings.js";
import * as re from "./formats/regex.js";
import * as u from "./formats/uri.js";
import * as id from "./formats/uuid.js";
import type { Draft, FormatName } from "./formats/index.js";

/** The JSON Schema targets of Standard JSON Schema v1 that every format is written for. */
export const TARGETS = ["draft-2020-12", "draft-07", "openapi-3.0"] as const;
export type Target = (typeof TARGETS)[number];

/** An issue of a failed validation: Standard Schema's `{ message }`, with what formatProblem says. */
export interface FormatIssue extends Partial<FormatProblem> {
  readonly message: string;
  /** The format the value failed. */
  readonly format: FormatName;
}

/** What `~standard.validate` returns: the value, or the issue (always synchronously). */
export type FormatResult =
  { readonly value: string; readonly issues?: undefined } | { readonly issues: readonly [FormatIssue] };

/** The JSON Schema of a format (a type, not an interface: the spec's Record<string, unknown>). */
export type FormatJsonSchema<F extends FormatName> = {
  readonly type: "string";
  readonly format: F;
};

/**
 * A format as a Standard Schema v1 (validate) and a Standard JSON Schema v1 (jsonSchema), of
 * strings to strings.
 */
export interface FormatSchema<F extends FormatName> {
  readonly "~standard": {
    readonly version: 1;
    readonly vendor: "uri-grammar";
    readonly validate: (value: unknown, options?: unknown) => FormatResult;
    readonly jsonSchema: {
      readonly input: (options: { readonly target: string }) => FormatJsonSchema<F>;
      readonly output: (options: { readonly target: string }) => FormatJsonSchema<F>;
    };
    /** Types only (Standard Schema's inferred input and output): absent at run time. */
    readonly types?: { readonly input: string; readonly output: string } | undefined;
  };
  /** The format's name, as JSON Schema writes it. */
  readonly format: F;
}

function schemaOf<F extends FormatName>(
  format: F,
  test: (value: string) => boolean,
  problem: (value: string) => FormatProblem | undefined,
): FormatSchema<F> {
  const jsonSchema = (options: { readonly target: string }): FormatJsonSchema<F> => {
    const target = (options as { target?: unknown } | undefined)?.target;
    if (!TARGETS.includes(target as Target))
      throw new RangeError(
        `${format}: no JSON Schema for target ${typeof target === "string" ? JSON.stringify(target) : describeValue(target)}; known: ${TARGETS.join(", ")}`,
      );
    return { type: "string", format };
  };
  return {
    "~standard": {
      version: 1,
      vendor: "uri-grammar",
      validate(value: unknown): FormatResult {
        if (typeof value !== "string")
          return {
            issues: [
              { format, message: `must be a string (format "${format}"), got ${describeValue(value)}` },
            ],
          };
        if (test(value)) return { value };
        const p = problem(value);
        return {
          issues: [
            p === undefined
              ? { format, message: `must match format "${format}"` }
              : {
                  format,
                  ...p,
                  message: `must match format "${format}": ${p.reason} (${p.rule}, ${p.section}) at offset ${p.offset}`,
                },
          ],
        };
      },
      jsonSchema: { input: jsonSchema, output: jsonSchema },
    },
    format,
  };
}

/** `format: "uri"`: RFC 3986 §3 `URI`. */
export const uri = (): FormatSchema<"uri"> => schemaOf("uri", u.uri, u.uriProblem);
/** `format: "uri-reference"`: RFC 3986 §4.1 `URI-reference`. */
export const uriReference = (): FormatSchema<"uri-reference"> =>
  schemaOf("uri-reference", u.uriReference, u.uriReferenceProblem);
/** `format: "iri"`: RFC 3987 §2.2 `IRI`. */
export const iri = (): FormatSchema<"iri"> => schemaOf("iri", u.iri, u.iriProblem);
/** `format: "iri-reference"`: RFC 3987 §2.2 `IRI-reference`. */
export const iriReference = (): FormatSchema<"iri-reference"> =>
  schemaOf("iri-reference", u.iriReference, u.iriReferenceProblem);
/** `format: "uri-template"`: RFC 6570 §2 `URI-Template`. */
export const uriTemplate = (): FormatSchema<"uri-template"> =>
  schemaOf("uri-template", u.uriTemplate, u.uriTemplateProblem);
/** `format: "ipv4"`: RFC 3986 §3.2.2 `IPv4address`. */
export const ipv4 = (): FormatSchema<"ipv4"> => schemaOf("ipv4", u.ipv4, u.ipv4Problem);
/** `format: "ipv6"`: RFC 3986 §3.2.2 `IPv6address`. */
export const ipv6 = (): FormatSchema<"ipv6"> => schemaOf("ipv6", u.ipv6, u.ipv6Problem);
/** `format: "date-time"`: RFC 3339 §5.6 `date-time`, with §5.7. */
export const dateTime = (): FormatSchema<"date-time"> =>
  schemaOf("date-time", dt.dateTime, dt.dateTimeProblem);
/** `format: "date"`: RFC 3339 §5.6 `full-date`, with §5.7. */
export const date = (): FormatSchema<"date"> => schemaOf("date", dt.date, dt.dateProblemOf);
/** `format: "time"`: RFC 3339 §5.6 `full-time`, with §5.7. */
export const time = (): FormatSchema<"time"> => schemaOf("time", dt.time, dt.timeProblemOf);
/** `format: "duration"`: RFC 3339 Appendix A `duration`. */
export const duration = (): FormatSchema<"duration"> => schemaOf("duration", dt.duration, dt.durationProblem);
/** `format: "email"`: RFC 5321 §4.1.2 `Mailbox`. */
export const email = (): FormatSchema<"email"> => schemaOf("email", mail.email, mail.emailProblem);
/**
 * `format: "idn-email"`: RFC 6531 §3.3 `Mailbox`; with `{ idna: uts46 }` (uri-grammar/formats'), its
 * domain read after UTS #46's mapping, as the JSON Schema format registry reads it.
 */
export const idnEmail = (options?: IdnaOptions): FormatSchema<"idn-email"> => {
  const reading = readingOf("idnEmail", options);
  return reading === undefined
    ? schemaOf("idn-email", mail.idnEmail, mail.idnEmailProblem)
    : schemaOf("idn-email", reading.formats["idn-email"], reading.problems["idn-email"]);
};
/** `format: "hostname"`: RFC 1123 §2.1 host names. */
export const hostname = (): FormatSchema<"hostname"> =>
  schemaOf("hostname", host.hostname, host.hostnameProblem);
/**
 * `format: "idn-hostname"`: IDNA2008 (RFC 5890-5893); with `{ idna: uts46 }` (uri-grammar/formats'),
 * after UTS #46's mapping, as the JSON Schema format registry reads it.
 */
export const idnHostname = (options?: IdnaOptions): FormatSchema<"idn-hostname"> => {
  const reading = readingOf("idnHostname", options);
  return reading === undefined
    ? schemaOf("idn-hostname", host.idnHostname, host.idnHostnameProblem)
    : schemaOf("idn-hostname", reading.formats["idn-hostname"], reading.problems["idn-hostname"]);
};
/** `format: "json-pointer"`: RFC 6901 §3. */
export const jsonPointer = (): FormatSchema<"json-pointer"> =>
  schemaOf("json-pointer", ptr.jsonPointer, ptr.jsonPointerProblem);
/**
 * `format: "relative-json-pointer"`: 2020-12's (draft-bhutton-relative-json-pointer-00 §3), or
 * with `{ draft: "draft7" }` / `"draft2019-09"` theirs (no index-manipulation).
 */
export const relativeJsonPointer = (options?: { draft?: Draft }): FormatSchema<"relative-json-pointer"> => {
  const draft = options === undefined ? undefined : (options as { draft?: unknown }).draft;
  if (draft !== undefined && draft !== "draft7" && draft !== "draft2019-09" && draft !== "draft2020-12")
    throw new RangeError(
      `relativeJsonPointer: options.draft must be one of draft7, draft2019-09, draft2020-12, got ${describeValue(draft)}`,
    );
  return draft === undefined || draft === "draft2020-12"
    ? schemaOf("relative-json-pointer", ptr.relativeJsonPointer, ptr.relativeJsonPointerProblem)
    : schemaOf(
        "relative-json-pointer",
        ptr.relativeJsonPointerHandrews,
        ptr.relativeJsonPointerHandrewsProblem,
      );
};
/** `format: "uuid"`: RFC 9562 §4 `UUID`. */
export const uuid = (): FormatSchema<"uuid"> => schemaOf("uuid", id.uuid, id.uuidProblem);
/** `format: "regex"`: an ECMA-262 Pattern (Unicode mode). */
export const regex = (): FormatSchema<"regex"> => schemaOf("regex", re.regex, re.regexProblem);
