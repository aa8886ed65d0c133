// The shape of an ABNF grammar as grammar/abnf.peggy returns it (RFC 5234 §4, RFC 7405).
import type { Problem } from "./errors.js";

/** One element of a rule's right-hand side. */
export type AbnfNode =
  | { type: "alt"; items: AbnfNode[] } // alternation, RFC 5234 §3.2
  | { type: "cat"; items: AbnfNode[] } // concatenation, RFC 5234 §3.1
  | { type: "rep"; min: number; max: number | null; item: AbnfNode } // repetition RFC 5234 §3.6-3.7, option §3.8
  | { type: "ref"; name: string; list?: true } // rule name, RFC 5234 §2.1 (list: OWS of a #list, RFC 9110 §5.6.1)
  | { type: "str"; value: string; caseSensitive: boolean } // char-val, RFC 5234 §2.3 and RFC 7405
  | { type: "range"; from: number; to: number; source: string } // %x41-5A, RFC 5234 §3.4
  | { type: "chars"; codes: number[]; source: string } // %x0D.0A, RFC 5234 §2.3
  | { type: "prose"; text: string }; // <prose-val>, RFC 5234 §4

/** A rule as read from one file. */
export interface AbnfRuleDef {
  type: "rule";
  name: string;
  /** `=/`: incremental alternatives, RFC 5234 §3.3. */
  incremental: boolean;
  node: AbnfNode;
  /** The comment lines just above the rule and its trailing comment. */
  doc: string[];
  line: number;
}

/** A rule of a loaded grammar, after includes and incremental alternatives are merged. */
export interface AbnfRule {
  name: string;
  node: AbnfNode;
  doc: string[];
  /** The section the rule's comment cites, such as "RFC 3986 §3.2.2". */
  section: string | undefined;
  file: string;
  line: number;
  /** The lines of its `=/` additions (RFC 5234 §3.3), if any, in the same file. */
  more?: number[];
}

export interface AbnfGrammar {
  /** What loading found and let pass: an included rule replaced with --allow-replace (warnings). */
  warnings?: Problem[];
  /** The grammar file this was loaded from (its includes are merged in). */
  file: string;
  /** Rules by lower-case name: ABNF rule names are case-insensitive (RFC 5234 §2.1). */
  rules: Map<string, AbnfRule>;
  /** Names of the rules defined by `file` itself, in file order (not those of its includes). */
  own: string[];
}
