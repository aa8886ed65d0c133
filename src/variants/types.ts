// A variant is data: one record per generation of the URI syntax (src/variants/records/<id>.ts),
// joined to the automata generated from its grammar (src/variants/<id>.ts, generated). Adding a
// variant means adding its grammar files, its record (listed in src/variants/records/index.ts), its
// resolution module if its algorithm is new, and its tests (docs/adding-a-variant.md); no code
// elsewhere asks which variant it is running. Nothing here imports code: records are read by the
// build (before anything is generated) as well as by the runtime.
import type { PackedDiagnostics, PackedRecognizer, PackedSplitter } from "../../automata/format.js";

import type { RESOLUTION_ALGORITHM_IDS, VARIANT_IDS } from "./records/ids.js";

/** The variant ids, oldest first: generated from the list of records (src/variants/records/index.ts). */
export { VARIANT_IDS } from "./records/ids.js";

export type VariantId = (typeof VARIANT_IDS)[number];

/**
 * The parts the generations share (src/explain/corresponding.ts), each named in a record's `parts`
 * by the rule that plays it.
 */
export type PartId =
  | "reference"
  | "absolute"
  | "relative"
  | "scheme"
  | "authority"
  | "host"
  | "ipv4"
  | "ipv6"
  | "port"
  | "segment"
  | "query"
  | "fragment"
  | "escape";

/**
 * The components `percentEncode` writes a value for (RFC 3986 §2.1: which characters each allows is
 * its rule's), `segment` being one path segment (RFC 3986 §3.3), where "/" is encoded.
 */
export const ENCODING_COMPONENTS = ["userinfo", "host", "path", "segment", "query", "fragment"] as const;
export type EncodingComponent = (typeof ENCODING_COMPONENTS)[number];

/** The component names of RFC 3986 §5.3 (and the `params` of RFC 1808 §2.4.3 where a variant has them). */
export type ComponentName =
  "scheme" | "authority" | "userinfo" | "host" | "port" | "path" | "params" | "query" | "fragment";

/**
 * The resolution algorithms, each written from its own document (src/semantics/resolve/<id>.ts,
 * which exports it as `algorithm`): the list is generated from those modules (`npm run
 * build:variants`), so a record naming an unknown algorithm does not type-check.
 */
export type ResolutionAlgorithmId = (typeof RESOLUTION_ALGORITHM_IDS)[number];

export interface VariantRecord {
  /** The id used by `--variant` and `{ variant }`, e.g. "rfc3986". */
  readonly id: VariantId;
  readonly title: string;
  /**
   * What the grammar describes: a URI syntax (the default), or a syntax built over one (RFC 6570's
   * URI Template), which has no components and is left out of `uri-grammar diff`.
   */
  readonly syntax?: "uri" | "uri-template";
  /** Publication date, ISO 8601 (year-month or year-month-day). */
  readonly date: string;
  /** The document the grammar is transcribed from, e.g. "RFC 3986 (STD 66), Appendix A". */
  readonly document: string;
  /**
   * The grammar's file name without extension: grammar/<grammar>.abnf and grammar/<grammar>.peggy,
   * compiled to generated/<grammar>.automata.ts and generated/<grammar>.peg.js.
   */
  readonly grammar: string;
  /** The start rules users may name (the RFC's own names), in the order `variants` lists them. */
  readonly startRules: readonly string[];
  /** The rule used when none is named: the variant's "URI reference" rule. */
  readonly defaultRule: string;
  /** The rule a base URI must match for resolution (RFC 3986 §5.2.1: an absolute URI). */
  readonly baseRule: string;
  /** The rule a resolved target must match (RFC 3986 §5.2: a URI). */
  readonly targetRule: string;
  /**
   * Which grammar rules fill which component. The tagged DFAs record where these rules match, and a
   * start rule that is itself listed yields that one component.
   */
  readonly components: Readonly<Record<string, ComponentName>>;
  /**
   * The rule (one of its start rules, in the grammar's spelling) that plays each part the generations
   * share (src/explain/corresponding.ts lists the parts), so that a grammar diff compares like with
   * like; a part the grammar has no rule for is left out.
   */
  readonly parts?: Readonly<Partial<Record<PartId, string>>>;
  /**
   * The rule each component `percentEncode` writes for must match, where the grammar names it
   * otherwise than RFC 3986 does (src/semantics/percent.ts holds RFC 3986's names, the default):
   * an IRI's own rules, RFC 3987 §2.2's iuserinfo, ireg-name, ipath, isegment, iquery, ifragment.
   */
  readonly encodingRules?: Readonly<Partial<Record<EncodingComponent, string>>>;
  /**
   * The resolution algorithm: src/semantics/resolve/<resolution>.ts, which exports it as `algorithm`
   * (the list of them is generated: src/semantics/resolve/entries.ts); null when the document
   * gives none.
   */
  readonly resolution: ResolutionAlgorithmId | null;
  /**
   * What resolution does with the base's fragment. "ignored" (the default, RFC 3986 §5.2.1): it is
   * dropped before the algorithm runs. "inherited" (RFC 1808 §4 Step 2a): the algorithm receives
   * it, since an entirely empty reference inherits the entire base URL, fragment included.
   */
  readonly baseFragment?: "ignored" | "inherited";
  /**
   * Normalization data: what the variant's document says makes two URLs equivalent, each step
   * with its default (RFC 3986 §6.2.2 and §6.2.3, which rfc3986, rfc3987 and rfc6874 follow).
   */
  readonly normalization: {
    /**
     * The rule whose characters are decoded from percent-encodings: RFC 3986 §6.2.2.2 "unreserved";
     * for IRIs RFC 3987 §5.3.2.3 "iunreserved" (an IRI's unreserved characters, §2.2: unreserved and
     * ucschar), whose non-ASCII characters are decoded from their UTF-8 octets (RFC 3986 §2.5).
     */
    readonly unreservedRule: string;
    /**
     * A rule whose characters are decoded in the query as well (RFC 3987 §2.2: iprivate is allowed in
     * iquery only, and §5.3.2.3 says that percent-encoding differences of characters that are not
     * reserved "MUST always result in the same resource").
     */
    readonly queryRule?: string;
    /**
     * Code point ranges (first, last) that stay percent-encoded although the rules allow them:
     * RFC 3987 §4.1 says IRIs "MUST NOT" use the bidirectional formatting characters, which ucschar
     * holds, so decoding must not put one in a normal form (§3.2 step 3 keeps them encoded too).
     */
    readonly keptEncoded?: readonly (readonly [number, number])[];
    /**
     * Set when the document gives no normal form and no comparison beyond the characters: why, as
     * the UriOperationError of normalize and equivalent says it ("no-normalization").
     */
    readonly none?: string;
    /**
     * What is case-insensitive (RFC 3986 §6.2.2.1): "scheme-and-host" (the default: the scheme and
     * the host's ASCII letters), "scheme-and-ascii-host" (RFC 3987 §5.3.2.1: the scheme and a
     * "US-ASCII only host"; a host with a non-ASCII character is left as it is, its case being a
     * matter of IDN, §5.3.3), or "scheme" alone (RFC 1738 §2.1). A variant whose normal form touches
     * only the scheme and percent-encodings is normalized on the text, without components.
     */
    readonly caseFolding?: "scheme-and-host" | "scheme-and-ascii-host" | "scheme";
    /**
     * Which dot segments go: "rfc3986" (the default, RFC 3986 §6.2.2.3: remove_dot_segments on
     * every path that is not a relative-path reference), "rfc2396bis-01" (the 2003 draft §6.2.2.3:
     * the §5.2 merge on the path of an absolute URI) or "none" (the document removes them only
     * while resolving a reference).
     */
    readonly dotSegments?: "rfc3986" | "rfc2396bis-01" | "none";
    /**
     * What level "scheme" adds (RFC 3986 §6.2.3): "port-and-path" (the default: a default or empty
     * port is elided, an empty path with an authority is the scheme's), "port" (only the port) or
     * "none".
     */
    readonly schemeBased?: "port-and-path" | "port" | "none";
  };
  /**
   * For a document that splits a reference at its delimiters before it reads the components
   * (RFC 3986 Appendix B, §3), how error messages read a reference the same way
   * (src/syntax/delimited.ts): the rule of each part, and the rules around the parts.
   */
  readonly delimited?: Delimited;
}

/** The rules of the parts of a reference split at its delimiters (RFC 3986 Appendix B, §3.2). */
export interface Delimited {
  /**
   * The start rules read this way, each with the rules between it and its scheme, query and
   * fragment: [when the reference has a scheme, when it has none]; null where the rule cannot have
   * that (a relative-ref has no scheme), and "noFragment" for a rule without a fragment.
   */
  readonly starts: Readonly<
    Record<
      string,
      {
        readonly absolute: readonly string[] | null;
        readonly relative: readonly string[] | null;
        readonly fragment: boolean;
      }
    >
  >;
  /** The rule around the authority and the path: [with a scheme, without] (hier-part, relative-part). */
  readonly hier: readonly [string, string];
  readonly scheme: string;
  readonly authority: string;
  readonly userinfo: string;
  readonly host: string;
  readonly port: string;
  /**
   * The path's rule: after an authority (path-abempty); else one that begins with "/"
   * (path-absolute), or not, after a scheme (path-rootless) or without one (path-noscheme).
   */
  readonly pathAfterAuthority: string;
  readonly pathAbsolute: string;
  readonly pathRootless: string;
  readonly pathNoScheme: string;
  readonly query: string;
  readonly fragment: string;
}

/** The automata generated from a grammar (generated/<grammar>.automata.ts). */
export interface GrammarAutomata<Rule extends string = string> {
  readonly recognizer: PackedRecognizer<Rule>;
  readonly splitter: PackedSplitter | null;
  /** Null in a variant object made for checking only (no error message names what was expected). */
  readonly diagnostics: PackedDiagnostics | null;
}

/**
 * A variant as the library takes it: `import { rfc2396 } from "uri-grammar/variants/rfc2396"` and
 * `parse(s, { variant: rfc2396, rule: "absoluteURI" })`. Its type names its start rules, so a
 * misspelled rule is a type error.
 */
export interface Variant<
  Id extends VariantId = VariantId,
  Rule extends string = string,
> extends VariantRecord {
  readonly id: Id;
  readonly automata: GrammarAutomata<Rule>;
}

/**
 * A variant made from a user's own grammar (uri-grammar/compiler: `compileAbnf(...).variant(...)`,
 * or the `variant` a compiled module exports): a record with an id of its own and the automata
 * compiled from the user's ABNF, taken wherever a built-in variant is (`{ variant }`).
 */
export interface UserVariant<Rule extends string = string> extends Omit<Variant<VariantId, Rule>, "id"> {
  readonly id: string;
}

/** A grammar to build: its name, the rules to compile to automata, and the captures (records/index.ts). */
export interface GrammarBuild {
  readonly name: string;
  /**
   * The generated module's name (generated/<module>.automata.ts) when it is not the grammar's: a
   * second set of tables from one grammar, for fewer start rules (the formats' IRI recognizer).
   */
  readonly module?: string;
  readonly startRules: readonly string[];
  readonly components: Readonly<Record<string, ComponentName>>;
}
