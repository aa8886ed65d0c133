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
  /** The resolution algorithm (src/resolve/registry.ts). */
  readonly resolution: ResolutionAlgorithmId;
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
   * Normalization data: the rule whose characters may be decoded from percent-encodings
   * (RFC 3986 §6.2.2.2: unreserved), and whether scheme and host are case-insensitive.
   */
  readonly normalization: {
    readonly unreservedRule: string;
  };
}
