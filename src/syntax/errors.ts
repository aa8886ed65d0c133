// UriSyntaxError: where the input stopped matching, what the grammar expected there (as grammar
// rule names and literals), the rule being matched and its section, and the variant.

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
  /** The start rule the input was parsed as. */
  rule: string;
  variant: string;
}

export class UriSyntaxError extends SyntaxError {
  override name = "UriSyntaxError";
  readonly input: string;
  readonly offset: number;
  readonly line: number;
  readonly column: number;
  readonly expected: string[];
  readonly found: string | null;
  readonly context: { rule: string; section: string | null } | null;
  readonly rule: string;
  readonly variant: string;

  constructor(details: UriSyntaxErrorDetails) {
    super(formatMessage(details));
    this.input = details.input;
    this.offset = details.offset;
    this.line = details.line;
    this.column = details.column;
    this.expected = details.expected;
    this.found = details.found;
    this.context = details.context;
    this.rule = details.rule;
    this.variant = details.variant;
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
      rule: this.rule,
      variant: this.variant,
    };
  }
}

function list(items: string[]): string {
  if (items.length === 0) return "nothing";
  if (items.length === 1) return items[0]!;
  return `${items.slice(0, -1).join(", ")} or ${items[items.length - 1]}`;
}

/** `expected h16 or "::" (IPv6address, RFC 3986 §3.2.2) at offset 9, found "g"` */
export function formatMessage(d: UriSyntaxErrorDetails): string {
  const where = d.context ? ` (${[d.context.rule, d.context.section].filter(Boolean).join(", ")})` : "";
  const found = d.found === null ? "end of input" : JSON.stringify(d.found);
  return `not a valid ${d.rule} (${d.variant}): expected ${list(d.expected)}${where} at offset ${d.offset}, found ${found}`;
}
