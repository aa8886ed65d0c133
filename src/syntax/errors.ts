// UriSyntaxError: where the input stopped matching, what the grammar expected there (as grammar
// rule names and literals), the rules being matched there and the section of the innermost, and the
// variant. src/syntax/diagnose.ts finds all of it from the automata.
import { quote } from "./escape.js";
import { formatMessage } from "./message.js";

export interface UriSyntaxErrorDetails {
  /** The input that failed. */
  input: string;
  /** 0-based offset of the first character the grammar could not accept. */
  offset: number;
  /** 1-based line and column of that offset (a URI is one line, unless the input had line breaks). */
  line: number;
  column: number;
  /** What the grammar expected at `offset`: rule names (`h16`), literals (`"::"`) or `end of input`. */
  expected: string[];
  /** The character found at `offset`, or null at the end of the input. */
  found: string | null;
  /** The innermost grammar rule being matched at `offset` (RFC name) and its section. */
  context: { rule: string; section: string | null } | null;
  /**
   * The rules being matched at `offset`, outermost first: the start rule, then each rule inside it
   * (`URI-reference › URI › hier-part › authority › port`).
   */
  ruleStack: string[];
  /** The start rule the input was parsed as. */
  rule: string;
  variant: string;
}

/** What a diagnosis finds: everything but the input, the start rule and the variant. */
export type UriSyntaxDiagnosis = Omit<UriSyntaxErrorDetails, "input" | "rule" | "variant">;

/**
 * A syntax error. Its diagnosis (offset, expected items, context, and so the message) may be given
 * as a function, run when one of them is first read: the fast path knows at once that an input is
 * rejected, and the PEG parser's diagnosis costs tens of microseconds, which a caller that only
 * branches on the failure (or catches and moves on) should not pay.
 */
export class UriSyntaxError extends SyntaxError {
  override name = "UriSyntaxError";
  readonly input: string;
  readonly rule: string;
  readonly variant: string;
  #diagnosis: UriSyntaxDiagnosis | undefined;
  #diagnose: (() => UriSyntaxDiagnosis) | undefined;

  constructor(details: UriSyntaxErrorDetails);
  constructor(
    details: Pick<UriSyntaxErrorDetails, "input" | "rule" | "variant">,
    diagnose: () => UriSyntaxDiagnosis,
  );
  constructor(
    details: UriSyntaxErrorDetails | Pick<UriSyntaxErrorDetails, "input" | "rule" | "variant">,
    diagnose?: () => UriSyntaxDiagnosis,
  ) {
    // No message here: `message` is an accessor on the prototype (below), computed from the diagnosis.
    super();
    this.input = details.input;
    this.rule = details.rule;
    this.variant = details.variant;
    if (diagnose) this.#diagnose = diagnose;
    else this.#diagnosis = details as UriSyntaxErrorDetails;
  }

  #get(): UriSyntaxDiagnosis {
    if (this.#diagnosis === undefined) {
      this.#diagnosis = this.#diagnose!();
      this.#diagnose = undefined;
    }
    return this.#diagnosis;
  }

  /** 0-based offset of the first character the grammar could not accept. */
  get offset(): number {
    return this.#get().offset;
  }
  /** 1-based line and column of that offset. */
  get line(): number {
    return this.#get().line;
  }
  get column(): number {
    return this.#get().column;
  }
  /** What the grammar expected at `offset`: rule names (`h16`), literals (`"::"`) or `end of input`. */
  get expected(): string[] {
    return this.#get().expected;
  }
  /** The character found at `offset`, or null at the end of the input. */
  get found(): string | null {
    return this.#get().found;
  }
  /** The innermost grammar rule being matched at `offset` (RFC name) and its section. */
  get context(): { rule: string; section: string | null } | null {
    return this.#get().context;
  }
  /** The rules being matched at `offset`, outermost first (the start rule first). */
  get ruleStack(): string[] {
    return this.#get().ruleStack;
  }

  /**
   * The message, then the input with a caret under the offset (a window of it, for a long input),
   * then the rule stack: what a person reads.
   */
  format(): string {
    const { line, caret } = excerpt(this.input, this.offset);
    return `${this.message}\n  ${line}\n  ${caret}\n  in ${this.ruleStack.join(" › ")}`;
  }

  /** The plain data of the error, as the CLI's --jsonl writes it. */
  toJSON(): Omit<UriSyntaxErrorDetails, "input"> & { message: string } {
    return {
      message: this.message,
      offset: this.offset,
      line: this.line,
      column: this.column,
      expected: this.expected,
      found: this.found,
      context: this.context,
      ruleStack: this.ruleStack,
      rule: this.rule,
      variant: this.variant,
    };
  }
}

// Error's `message` is a data property in TypeScript's lib, so the accessor is defined here. V8
// builds `stack` (whose first line is the message) when it is first read, so it is lazy too.
Object.defineProperty(UriSyntaxError.prototype, "message", {
  configurable: true,
  get(this: UriSyntaxError): string {
    return formatMessage({ ...diagnosisOf(this), input: this.input, rule: this.rule, variant: this.variant });
  },
});

/** The diagnosis of an error, as plain data. */
export function diagnosisOf(error: UriSyntaxError): UriSyntaxDiagnosis {
  return {
    offset: error.offset,
    line: error.line,
    column: error.column,
    expected: error.expected,
    found: error.found,
    context: error.context,
    ruleStack: error.ruleStack,
  };
}

/** How much of the input an excerpt shows on each side of the offset. */
const EXCERPT_RADIUS = 40;

/**
 * The input around `offset`, its characters escaped as quote() (./escape.ts) escapes them (no quotes),
 * and a caret line under the offset. A long input is cut to EXCERPT_RADIUS characters on each side,
 * with "…" where it was cut.
 */
export function excerpt(input: string, offset: number): { line: string; caret: string } {
  const from = Math.max(0, offset - EXCERPT_RADIUS);
  const to = Math.min(input.length, offset + EXCERPT_RADIUS);
  const show = (s: string) => quote(s).slice(1, -1);
  const before = (from > 0 ? "…" : "") + show(input.slice(from, offset));
  const after = show(input.slice(offset, to)) + (to < input.length ? "…" : "");
  return { line: before + after, caret: " ".repeat([...before].length) + "^" };
}
