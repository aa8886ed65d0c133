// A variant is data: one record per generation of the URI syntax. Adding a variant means adding its
// grammar files, one record (a file in this folder, listed in registry.ts) and its examples as tests;
// no code elsewhere asks which variant it is running.

/** The component names of RFC 3986 §5.3 (and the `params` of RFC 1808 §2.4.3 where a variant has them). */
export type ComponentName =
  "scheme" | "authority" | "userinfo" | "host" | "port" | "path" | "params" | "query" | "fragment";

/** The resolution algorithms, each written from its own document (src/resolve/<id>.ts). */
export type ResolutionAlgorithmId = string;

export interface VariantRecord {
  /** The id used by `--variant` and `{ variant }`, e.g. "rfc3986". */
  readonly id: string;
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
   * compiled to generated/<grammar>.parser.cjs and generated/<grammar>.abnf.cjs.
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
   * Which grammar rules fill which component. The generated recognizers capture these rules, and
   * a start rule that is itself listed yields that one component.
   */
  readonly components: Readonly<Record<string, ComponentName>>;
  /** The resolution algorithm (src/resolve/registry.ts); null when the document gives none. */
  readonly resolution: ResolutionAlgorithmId | null;
  /**
   * A literal that a full form may carry in front of its scheme and that is not part of the URL
   * (the 1994 draft's prefixedurl, "url:"): the target of a partial form is the URL, without it.
   */
  readonly fullFormPrefix?: string;
  /**
   * What resolution does with the base's fragment. "ignored" (the default, RFC 3986 §5.2.1): it is
   * dropped before the algorithm runs. "inherited" (RFC 1808 §4 Step 2a): the algorithm receives
   * it, since an entirely empty reference inherits the entire base URL, fragment included.
   */
  readonly baseFragment?: "ignored" | "inherited";
  /**
   * Rules whose generated regular expression backtracks super-linearly on some inputs (recheck finds
   * them: test/grammar/redos.test.ts reports each by name). The fast path is never used for them;
   * their PEG, which does not backtrack into repetitions, decides in linear time.
   */
  readonly superLinearRules?: readonly string[];
  /**
   * Where parse takes the components from. "captures" (the default): the recognizer's capture
   * groups, as the record's `components` map names them. "peg": the PEG's actions, for grammars that
   * are ambiguous about where a component ends (the 1993/1994 drafts and RFC 1738 let names contain
   * ":" and "@", so "news:a:b@c" has more than one derivation): the regex's captures follow its
   * backtracking order, the PEG follows the document's order of alternatives, and only the latter
   * is a reading of the document. The recognizer still decides validity.
   */
  readonly componentsFrom?: "captures" | "peg";
  /**
   * Normalization data: what the variant's document says makes two URLs equivalent, each step
   * with its default (RFC 3986 §6.2.2 and §6.2.3, which rfc3986, rfc3987 and rfc6874 follow).
   */
  readonly normalization: {
    /** The rule whose characters are decoded from percent-encodings (RFC 3986 §6.2.2.2: unreserved). */
    readonly unreservedRule: string;
    /**
     * Set when the document gives no normal form and no comparison beyond the characters: why, as
     * the UriResolutionError of normalize and equivalent says it ("no-normalization").
     */
    readonly none?: string;
    /**
     * What is case-insensitive (RFC 3986 §6.2.2.1): "scheme-and-host" (the default), or "scheme"
     * alone (RFC 1738 §2.1). A variant whose normal form touches only the scheme and
     * percent-encodings is normalized on the text, without components.
     */
    readonly caseFolding?: "scheme-and-host" | "scheme";
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
}
