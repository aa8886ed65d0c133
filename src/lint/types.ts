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

/**
 * The most findings `lint` lists of one rule: past them, one "more-findings" finding says that
 * more follow (a hostile input would otherwise get a finding for every few characters).
 */
export const FINDINGS_PER_RULE = 100;

/** Every percent-encoded octet of the components, in order: its component, its octet, its offset. */
export interface Triplets {
  readonly count: number;
  /** PARTS index of the component of the k-th triplet. */
  readonly part: Uint8Array;
  readonly octet: Uint8Array;
  /** Offset of its "%" in the input. */
  readonly offset: Int32Array;
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
  /**
   * Why the WHATWG parser was not run on an input that has a scheme (its time on the input would
   * not be linear), and where; undefined when it was run or had nothing to read.
   */
  readonly whatwgSkipped: { offset: number; reason: string } | undefined;
  /** The percent-encoded octets of the components (none when the input is not a URI reference). */
  readonly triplets: Triplets;
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
