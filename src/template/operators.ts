// RFC 6570 Appendix A: the value table of the expression types, one row per operator.
//
//   .------------------------------------------------------------------.
//   |          NUL     +      .       /       ;      ?      &      #   |
//   |------------------------------------------------------------------|
//   | first |  ""     ""     "."     "/"     ";"    "?"    "&"    "#"  |
//   | sep   |  ","    ","    "."     "/"     ";"    "&"    "&"    ","  |
//   | named | false  false  false   false   true   true   true   false |
//   | ifemp |  ""     ""     ""      ""      ""     "="    "="    ""   |
//   | allow |   U     U+R     U       U       U      U      U     U+R  |
//   `------------------------------------------------------------------'

export interface OperatorRow {
  /** The operator, "" for none (NUL: simple string expansion). */
  readonly operator: string;
  /** Appended first if any of the expression's variables is defined. */
  readonly first: string;
  /** Appended before each defined variable after the first (and between exploded members). */
  readonly sep: string;
  /** Whether the expansion includes the variable's (or key's) name. */
  readonly named: boolean;
  /** Appended to the name when its value is empty. */
  readonly ifemp: string;
  /** allow: false for U (unreserved only), true for U+R (unreserved / reserved / pct-encoded). */
  readonly allowReserved: boolean;
  /** The RFC 6570 section that defines the expression type. */
  readonly section: string;
}

function row(
  operator: string,
  first: string,
  sep: string,
  named: boolean,
  ifemp: string,
  allowReserved: boolean,
  section: string,
): OperatorRow {
  return { operator, first, sep, named, ifemp, allowReserved, section };
}

/** The rows by operator; the key "" is NUL. Operators not here (op-reserve) are errors (RFC 6570 §2.2, §3). */
export const OPERATORS: Readonly<Record<string, OperatorRow>> = {
  "": row("", "", ",", false, "", false, "RFC 6570 §3.2.2"),
  "+": row("+", "", ",", false, "", true, "RFC 6570 §3.2.3"),
  "#": row("#", "#", ",", false, "", true, "RFC 6570 §3.2.4"),
  ".": row(".", ".", ".", false, "", false, "RFC 6570 §3.2.5"),
  "/": row("/", "/", "/", false, "", false, "RFC 6570 §3.2.6"),
  ";": row(";", ";", ";", true, "", false, "RFC 6570 §3.2.7"),
  "?": row("?", "?", "&", true, "=", false, "RFC 6570 §3.2.8"),
  "&": row("&", "&", "&", true, "=", false, "RFC 6570 §3.2.9"),
};
