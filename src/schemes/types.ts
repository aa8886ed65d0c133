// The scheme layer's types: a registry record per scheme (data: its grammar, its start rule, its
// prose rules, its normalization), and the parse result each scheme's grammar gives.
import type { Components } from "../syntax/components.js";
import type { GrammarAutomata } from "../variants/types.js";

/** One percent-decoded piece of a scheme-specific part, as written and as decoded (UTF-8). */
export interface Decoded {
  /** As written in the URI (percent-encodings kept). */
  readonly raw: string;
  /** Percent-decoded and read as UTF-8 (RFC 3986 §2.5); undefined when the octets are not UTF-8. */
  readonly value: string | undefined;
}

/** http and https, RFC 9110 §4.2.1 / §4.2.2. */
export interface HttpParts {
  readonly kind: "http";
  readonly scheme: string;
  readonly userinfo?: string;
  readonly host: string;
  readonly port?: string;
  readonly path: string;
  readonly query?: string;
}

/** ws and wss, RFC 6455 §3. */
export interface WsParts {
  readonly kind: "ws";
  readonly scheme: string;
  /** RFC 6455 §3: true for wss (TLS), false for ws. */
  readonly secure: boolean;
  readonly host: string;
  readonly port?: string;
  readonly path: string;
  readonly query?: string;
}

/** An address of a mailto URI's `to` (RFC 6068 §2). */
export interface MailtoAddress {
  /** The addr-spec as written. */
  readonly raw: string;
  readonly localPart: Decoded;
  readonly domain: Decoded;
  /** The decoded addr-spec (RFC 5322 §3.4.1), undefined when a part is not UTF-8. */
  readonly address: string | undefined;
}

/** A mailto URI's header field (RFC 6068 §2: hfname "=" hfvalue). */
export interface MailtoField {
  readonly name: Decoded;
  readonly value: Decoded;
}

/** mailto, RFC 6068 §2. */
export interface MailtoParts {
  readonly kind: "mailto";
  readonly scheme: string;
  readonly to: readonly MailtoAddress[];
  readonly hfields: readonly MailtoField[];
}

/** urn, RFC 8141 §2. */
export interface UrnParts {
  readonly kind: "urn";
  /** "urn" as written (any case). */
  readonly prefix: string;
  readonly nid: string;
  readonly nss: string;
  readonly rComponent?: string;
  readonly qComponent?: string;
  readonly fComponent?: string;
}

/** urn:uuid, RFC 9562 §4 (a urn whose NID is "uuid"). */
export interface UuidUrnParts extends Omit<UrnParts, "kind"> {
  readonly kind: "urn:uuid";
  /** The UUID as written. */
  readonly uuid: string;
  /** RFC 9562 §4.1: the variant field (the top bits of octet 8), e.g. "RFC 9562" for 10xx. */
  readonly variant: "NCS" | "RFC 9562" | "Microsoft" | "future";
  /** RFC 9562 §4.2: the version (the top 4 bits of octet 6), meaningful for the RFC 9562 variant. */
  readonly version: number;
  /** RFC 9562 §5.9 / §5.10: the Nil and Max UUIDs. */
  readonly special?: "nil" | "max";
}

/** file, RFC 8089 §2. */
export interface FileParts {
  readonly kind: "file";
  readonly scheme: string;
  /** The file-auth: undefined without "//" ("file:/p"), "" for "file:///p", "localhost" or a host. */
  readonly host?: string;
  readonly path: string;
  /** RFC 8089 §2: no authority, an empty one and "localhost" all mean the local machine. */
  readonly local: boolean;
}

/** A data URL's media type parameter (RFC 2397 §3, RFC 2045 §5.1). */
export interface DataParameter {
  readonly attribute: Decoded;
  /** The value as written; a quoted-string keeps its (percent-encoded) quotes. */
  readonly value: Decoded;
}

/** data, RFC 2397 §3. */
export interface DataParts {
  readonly kind: "data";
  readonly scheme: string;
  /** The type and subtype as written; undefined when the URL gives none (RFC 2397 §2: text/plain). */
  readonly type?: string;
  readonly subtype?: string;
  readonly parameters: readonly DataParameter[];
  /** RFC 2397 §2: the media type in effect, lower-cased, "text/plain" when none is given. */
  readonly mediaType: string;
  /** RFC 2397 §2: the charset in effect, "US-ASCII" when the URL gives no media type. */
  readonly charset: string | undefined;
  readonly base64: boolean;
  /** The data as written (percent-encoded, or base64 text). */
  readonly data: string;
  /** The data's octets: percent-decoded, then base64-decoded when `base64` (RFC 2397 §3). */
  readonly bytes: Uint8Array;
}

/** tag, RFC 4151 §2.1. */
export interface TagParts {
  readonly kind: "tag";
  readonly scheme: string;
  readonly authorityName: string;
  readonly dnsName?: string;
  readonly emailAddress?: string;
  readonly date: {
    readonly text: string;
    readonly year: string;
    readonly month?: string;
    readonly day?: string;
  };
  readonly specific: string;
  readonly fragment?: string;
}

/** The parse result of a scheme's grammar, by kind. */
export type SchemeParts =
  HttpParts | WsParts | MailtoParts | UrnParts | UuidUrnParts | FileParts | DataParts | TagParts;

/** The components of RFC 3986 §5.3, with the scheme's own reading when its grammar is known. */
export interface SchemeComponents extends Components {
  /** The scheme's parse result; absent when no grammar of the scheme is known. */
  readonly specific?: SchemeParts;
}

/** A rule of a scheme's specification that its ABNF does not express (a MUST in its prose). */
export interface ProseRule<P extends SchemeParts = SchemeParts> {
  /** A stable code (the linter reports it too). */
  readonly code: string;
  /** The section that states it, e.g. "RFC 9110 §4.2.1". */
  readonly section: string;
  /** What is wrong, one line. */
  readonly message: string;
  /** Where the input breaks the rule (an offset), or -1 when it does not. */
  readonly check: (parts: P, uri: string, components: Components) => number;
}

/**
 * A scheme-based normalization step (RFC 3986 §6.2.3), applied to the parts of the scheme's parse
 * result: data, run by src/schemes/normalize.ts.
 */
export type NormalizationStep =
  /** RFC 3986 §6.2.2 and §6.2.3 on the generic components (core normalize, level "scheme"). */
  | { readonly step: "generic"; readonly section: string }
  /** Lower-case a part (A-Z only), e.g. the NID of a URN (RFC 8141 §3.1). */
  | { readonly step: "lower"; readonly part: string; readonly section: string }
  /** Upper-case the hex digits of the percent-encodings of a part, decode nothing (RFC 8141 §3.1). */
  | { readonly step: "hex-upper"; readonly part: string; readonly section: string }
  /** RFC 3986 §6.2.2.1-2: upper-case hex and decode unreserved characters in a part. */
  | { readonly step: "percent"; readonly part: string; readonly section: string }
  /** Replace a part by a value when it equals one of `from` (file's "localhost" → ""). */
  | {
      readonly step: "replace";
      readonly part: string;
      readonly from: readonly string[];
      readonly to: string;
      readonly section: string;
    };

/** What RFC 3986 §6.2.3 comparison of the scheme leaves out beyond normalization (RFC 8141 §3: r/q/f). */
export interface SchemeComparison {
  /** Parts that do not take part in equivalence. */
  readonly ignore: readonly string[];
  readonly section: string;
}

/** A registry record: everything the library knows of one scheme, as data. */
export interface SchemeRecord<P extends SchemeParts = SchemeParts> {
  /** The record's name (the parse result's kind), e.g. "http", "urn:uuid". */
  readonly name: P["kind"];
  /** The scheme names (lower case) the record reads. */
  readonly schemes: readonly string[];
  /** For a urn namespace: the NID (lower case) it reads. */
  readonly nid?: string;
  /** The document and section of the grammar, e.g. "RFC 9110 §4.2.1". */
  readonly document: string;
  /** grammar/<grammar>.abnf. */
  readonly grammar: string;
  /** The start rule, per scheme name. */
  readonly rules: Readonly<Record<string, string>>;
  /**
   * Whether the grammar covers the fragment: "outside" (RFC 3986 §3.5: the fragment is not the
   * scheme's, the grammar is run on the URI without it), "inside" (the grammar has its own, as
   * RFC 8141 and RFC 4151 do).
   */
  readonly fragment: "outside" | "inside";
  /** The generated automata of the grammar. */
  readonly automata: GrammarAutomata;
  /** The PEG parser of the grammar (its actions build the parse result). */
  readonly peg: (input: string, startRule: string) => unknown;
  /** Builds the typed parse result from the PEG's value. */
  readonly build: (value: never, uri: string, components: Components) => P;
  /** The MUSTs of the prose, checked after the grammar. */
  readonly prose: readonly ProseRule<P>[];
  /** Scheme-based normalization (RFC 3986 §6.2.3), in order. */
  readonly normalization: readonly NormalizationStep[];
  /** How comparison differs from equality of normal forms. */
  readonly comparison?: SchemeComparison;
  /**
   * Applies a string transform to a named part of the parse result (a normalization step's `part`):
   * a flat part is a field; a record with repeated parts (mailto's domains) maps each.
   */
  readonly mapPart?: (parts: P, part: string, transform: (text: string) => string) => P;
  /** Writes the normal form back from the (normalized) parts and the generic components. */
  readonly recompose: (parts: P, components: Components) => string;
}
