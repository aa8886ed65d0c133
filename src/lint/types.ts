// The linter's types: a finding, a rule of the table (data: code, severity, section, fix, and the
// function that finds it), and what every rule reads (the context).
import type { Components } from "../syntax/components.js";
import type { UriSyntaxError } from "../syntax/errors.js";
import type { SchemeParts } from "../schemes/types.js";

export type Severity = "error" | "warning" | "info";

/** How one parser reads a URI: what the differential findings show side by side. */
export interface Reading {
  scheme?: string;
  host?: string;
  port?: string;
  path?: string;
}

export interface Finding {
  /** Stable code, e.g. "userinfo-password". */
  code: string;
  severity: Severity;
  /** 0-based offset (UTF-16 code units) of what the finding is about. */
  offset: number;
  /** The section(s) the finding comes from, each naming its document: "RFC 3986 §7.5". */
  section: string;
  /** What is found, one line. */
  message: string;
  /** How to fix it, one line. */
  fix: string;
  /** For differential findings: how RFC 3986 and the WHATWG URL Standard each read the input. */
  readings?: { rfc3986: Reading | null; whatwg: Reading | null };
}

/** A URL parser of the WHATWG URL Standard: `URL` (the default: Node's or the browser's) or whatwg-url's. */
export type WhatwgUrl = new (input: string) => {
  protocol: string;
  hostname: string;
  port: string;
  pathname: string;
};

export interface LintOptions {
  /**
   * The WHATWG URL parser of the differential findings (default: globalThis.URL; pass the
   * `whatwg-url` package's URL for the reference implementation), or false for none.
   */
  whatwg?: WhatwgUrl | false;
  /** Read URIs by their scheme's grammar too (default true). */
  schemes?: boolean;
}

/** Where each component starts in the input (-1 when it is undefined). */
export interface Offsets {
  scheme: number;
  authority: number;
  userinfo: number;
  host: number;
  port: number;
  path: number;
  query: number;
  fragment: number;
}

/** What every rule reads. */
export interface LintContext {
  readonly input: string;
  /** The components (RFC 3986, or RFC 3987 for an IRI), or null when the input is neither. */
  readonly components: Components | null;
  readonly offsets: Offsets | null;
  /** Whether the components are an IRI's (RFC 3987): the input has non-ASCII characters. */
  readonly iri: boolean;
  /** The generic syntax error, when the input is not a URI reference (nor an IRI reference). */
  readonly error: UriSyntaxError | null;
  /** The scheme's reading (when its grammar is known): its parts, or its error. */
  readonly scheme: { parts: SchemeParts } | { error: UriSyntaxError } | null;
  /** The WHATWG parser's reading: null when it fails, undefined when not run. */
  readonly whatwg: Reading | null | undefined;
  /** RFC 3986's reading, normalized the way a comparison with WHATWG's needs (null when invalid). */
  readonly rfc: Reading | null;
}

/** A place a rule reports: its offset, and a message when the rule's own summary is not enough. */
export interface Hit {
  offset: number;
  message?: string;
  code?: string;
  section?: string;
  severity?: Severity;
  readings?: Finding["readings"];
}

/** A row of the rule table. */
export interface LintRule {
  readonly code: string;
  readonly severity: Severity;
  readonly section: string;
  /** What the finding says, one line. */
  readonly summary: string;
  /** How to fix it, one line. */
  readonly fix: string;
  readonly check: (context: LintContext) => readonly Hit[];
}
