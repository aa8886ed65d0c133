// The parse tree of a URI Template (RFC 6570 §2), as the actions of grammar/rfc6570.peggy build it.
// Node types are named after the ABNF rules they come from.

/** RFC 6570 §2.2 operator: op-level2 / op-level3 / op-reserve. */
export type Operator = "+" | "#" | "." | "/" | ";" | "?" | "&" | "=" | "," | "!" | "@" | "|";

/** RFC 6570 §2.2 op-reserve: reserved for future extensions; expanding one is an error. */
export const RESERVED_OPERATORS: ReadonlySet<string> = new Set(["=", ",", "!", "@", "|"]);

/** RFC 6570 §2.4.1 prefix = ":" max-length (a positive integer below 10000). */
export interface Prefix {
  readonly type: "prefix";
  readonly maxLength: number;
}

/** RFC 6570 §2.4.2 explode = "*". */
export interface Explode {
  readonly type: "explode";
}

/** RFC 6570 §2.3 varspec = varname [ modifier-level4 ]. */
export interface Varspec {
  readonly type: "varspec";
  /** The varname as written: pct-encoded triplets are part of the name, not decoded (RFC 6570 §2.3). */
  readonly name: string;
  readonly modifier: Prefix | Explode | null;
  /** Offset of the varname in the template (UTF-16 code units). */
  readonly offset: number;
}

/** RFC 6570 §2.2 expression = "{" [ operator ] variable-list "}". */
export interface Expression {
  readonly type: "expression";
  /** null: no operator, simple string expansion (RFC 6570 §3.2.2). */
  readonly operator: Operator | null;
  readonly varspecs: readonly Varspec[];
  /** Offset of the "{". */
  readonly offset: number;
  /** Offset just after the "}". */
  readonly end: number;
}

/** A run of RFC 6570 §2.1 literals characters, as written in the template. */
export interface Literals {
  readonly type: "literals";
  readonly text: string;
  readonly offset: number;
}

/** RFC 6570 §2 URI-Template = *( literals / expression ). */
export interface UriTemplate {
  readonly type: "URI-Template";
  readonly parts: readonly (Literals | Expression)[];
}
