// The format functions as the public entry points give them (a string check in front), and the
// readings of the IDN formats beside IDNA2008's own: a reading is an object (UTS #46's: `uts46`,
// ./uts46.ts) that carries idn-hostname and idn-email as it reads them, made by readingFrom from its
// mapping of a domain name. The entry points take it as an option, `{ idna: uts46 }`
// (src/formats/index.ts, src/ajv-formats.ts, src/ajv.ts, src/standard.ts), and only pass it on: the code
// and tables of a reading are in a bundle only when the program names it.
import { checkOptions, describeValue, expectString } from "../arguments.js";
import { mappedIdnEmail, mappedIdnEmailProblem } from "./email.js";
import { type DomainMap, mappedIdnHostname, mappedIdnHostnameProblem } from "./hostname.js";
import type { FormatProblem } from "./problem.js";

/** A format's function with the string check in front. */
export function checked(name: string, fn: (value: string) => boolean): (value: string) => boolean {
  return (value: string) => {
    expectString(name, value);
    return fn(value);
  };
}

/** The formats a reading reads its own way. */
export type IdnFormat = "idn-hostname" | "idn-email";

/**
 * A reading of idn-hostname and idn-email beside IDNA2008's own (RFC 5890-5893, the published
 * drafts'): the domain name mapped before its labels are checked as IDNA2008 checks them. UTS #46's
 * (`uts46`) is the JSON Schema format registry's reading for the next dialect (json-schema-spec
 * #1660).
 */
export interface IdnaReading {
  /** Its name ("uts46"). */
  readonly name: string;
  /** idn-hostname and idn-email in this reading, string → boolean (each a string check in front). */
  readonly formats: Readonly<Record<IdnFormat, (value: string) => boolean>>;
  /** Why a value fails idn-hostname or idn-email in this reading: as formatProblem says it. */
  readonly problems: Readonly<Record<IdnFormat, (value: string) => FormatProblem | undefined>>;
}

/**
 * Which reading of idn-hostname and idn-email: "idna2008" (RFC 5890-5893, as the published drafts
 * read them: the default), or a reading such as `uts46` (IDNA2008 after UTS #46's mapping, as the
 * JSON Schema format registry reads them for the next dialect).
 */
export type Idna = "idna2008" | IdnaReading;

/** The options of the functions that take a reading of the IDN formats. */
export interface IdnaOptions {
  readonly idna?: Idna;
}

const READINGS = /* @__PURE__ */ new WeakSet<object>();
const ORIGINS = /* @__PURE__ */ new WeakMap<object, { format: IdnFormat; reading: IdnaReading }>();

/** The reading whose mapping of a domain name is `map` (made once, by the module that has the map). */
export function readingFrom(name: string, map: DomainMap): IdnaReading {
  const problems = {
    "idn-hostname": (value: string) => mappedIdnHostnameProblem(value, map),
    "idn-email": (value: string) => mappedIdnEmailProblem(value, map),
  };
  const formats = {
    "idn-hostname": checked("idn-hostname", (value) => mappedIdnHostname(value, map)),
    "idn-email": checked("idn-email", (value) => mappedIdnEmail(value, map)),
  };
  const reading: IdnaReading = { name, formats, problems };
  READINGS.add(reading);
  ORIGINS.set(formats["idn-hostname"], { format: "idn-hostname", reading });
  ORIGINS.set(formats["idn-email"], { format: "idn-email", reading });
  return reading;
}

/** The format and the reading of a function of a reading's `formats`, or undefined for any other value. */
export function originOf(fn: unknown): { format: IdnFormat; reading: IdnaReading } | undefined {
  return typeof fn === "function" ? ORIGINS.get(fn) : undefined;
}

/**
 * The reading `idna` (an option's value) asks for: undefined for IDNA2008's own; a RangeError for
 * anything else, which says where UTS #46's reading is (its name alone, "uts46", would have to
 * bring its tables into every bundle).
 */
export function readingIn(fn: string, idna: unknown): IdnaReading | undefined {
  if (idna === undefined || idna === "idna2008") return undefined;
  if (typeof idna === "object" && idna !== null && READINGS.has(idna)) return idna as IdnaReading;
  throw new RangeError(
    `${fn}: options.idna must be "idna2008" or a reading (import { uts46 } from "uri-grammar/formats"), got ${describeValue(idna)}`,
  );
}

/** The reading an options argument `{ idna }` asks for (see readingIn). */
export function readingOf(fn: string, options: unknown): IdnaReading | undefined {
  return readingIn(fn, checkOptions(fn, options, ["idna"]).idna);
}
