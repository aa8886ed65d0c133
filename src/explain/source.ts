// The texts the explorer shows and derives from: a grammar's ABNF files (the grammar file and the
// files it includes), its PEG transcription, and the departures of the transcription with the
// counterexample that motivates each. They are kept in src/explain/sources/<grammar>.ts, written by
// `npm run build:explain-sources` from grammar/ (checked fresh by `npm run check:explain-sources`
// and by test/explain/explain.test.ts), so that the library reads them in a browser as well as in
// Node, without a file system; each grammar's module is imported when first named.

/** A `// PEG:` departure of a transcription and what motivates it. */
export interface Departure {
  /** The ABNF rule whose PEG rule departs (its RFC name). */
  readonly rule: string;
  /** The `// PEG:` comment, without the slashes. */
  readonly note: string;
  /** The word-for-word transcription of the ABNF rule (docs/abnf-to-peg.md §2), as the naive PEG. */
  readonly naive: string;
  /**
   * The shortest input found on which the naive PEG and the ABNF disagree (compiler/equivalence.ts's
   * check, shrunk), with both verdicts; null when the check found none in `runs` inputs (a departure
   * that keeps the language and is there for another reason, or needs a longer search).
   */
  readonly counterexample: { readonly input: string; readonly abnf: boolean; readonly naive: boolean } | null;
  /** How the naive rule was built: case-insensitive strings as `"..."i` (true), or plain `"..."`. */
  readonly caseInsensitive: boolean;
  /** How many inputs the check ran. */
  readonly runs: number;
}

/** A grammar's texts, as src/explain/sources/<grammar>.ts holds them. */
export interface GrammarSource {
  /** The grammar's file name without extension (grammar/<grammar>.abnf). */
  readonly grammar: string;
  /** [file name, text]: the included files first (depth first, each once), the grammar file last. */
  readonly files: readonly (readonly [string, string])[];
  /** grammar/<grammar>.peggy. */
  readonly peggy: string;
  readonly departures: readonly Departure[];
}
