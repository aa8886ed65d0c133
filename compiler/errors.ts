// What the compiler throws, one class per kind of failure (the command line gives each its own exit
// status: docs/byo-grammar.md "Exit statuses"). Every message begins with the file and the line
// (and the column, for text that is not ABNF) and, where the fix is known, says it.
//
//   AbnfError          the base class; thrown as itself for what the caller asked that the grammar
//                      has not (no rule named R to start from or capture), and for an include that
//                      cannot be read
//   AbnfSyntaxError    text that is not ABNF (RFC 5234 §4, RFC 7405, RFC 7230 §7 lists), or values
//                      that mean nothing (%x110000, %x7F-20, 5*2): file, line, column
//   GrammarProblems    rules in error: undefined, defined twice, `=/` before `=`, prose values, an
//                      included rule replaced; each a Problem (compiler/passes/undefined-rules.ts, prose.ts, unused-rules.ts)
//   GrammarTooLarge    an automaton past its limit of states: the rule, its line, the limit, a hint

export class AbnfError extends Error {
  override name = "AbnfError";
}

/** Text that is not ABNF, at a line and a column of its file (1-based, as an editor counts them). */
export class AbnfSyntaxError extends AbnfError {
  override name = "AbnfSyntaxError";
  constructor(
    readonly file: string,
    readonly line: number,
    readonly column: number,
    /** What is wrong, and the fix where it is known. */
    readonly problem: string,
  ) {
    super(`${file}:${line}:${column}: ${problem}`);
  }
}

/** A problem of the grammar's rules, with the rule it concerns and where that rule is defined. */
export interface Problem {
  severity: "error" | "warning";
  kind: "undefined" | "recursive" | "prose" | "unused" | "defined-twice" | "incremental" | "replaced";
  rule: string;
  message: string;
  file: string;
  line: number;
  /** For a recursive rule: the cycle, the first rule repeated at the end (`comment → comment`). */
  cycle?: string[];
}

/** The errors among a grammar's problems, each a Problem (with its rule, file and line). */
export class GrammarProblems extends AbnfError {
  override name = "GrammarProblems";
  constructor(
    readonly problems: Problem[],
    /** The warnings found with them (unused rules, an included rule replaced with allowReplace). */
    readonly warnings: Problem[] = [],
  ) {
    super(problems.map((p) => `${p.file}:${p.line}: ${p.message}`).join("\n"));
  }
}

/** An automaton that would pass its limit of states, with the rule that makes it so. */
export class GrammarTooLarge extends AbnfError {
  override name = "GrammarTooLarge";
  constructor(
    readonly file: string,
    readonly line: number,
    /** The rule (as the grammar spells it) in which the states multiply. */
    readonly rule: string,
    readonly limit: number,
    message: string,
  ) {
    super(message);
  }
}
