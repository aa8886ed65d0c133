// What a syntax error's message says, from its details: `not a valid URI (rfc3986): expected h16
// or "::" (IPv6address, RFC 3986 §3.2.2) at offset 9, found "g"`. A home of its own, apart from
// UriSyntaxError (./errors.ts), whose accessor is installed on its prototype when that module loads:
// what only writes messages (the Ajv resolver's `error`, src/ajv.ts) does not bring the class.
import type { UriSyntaxErrorDetails } from "./errors.js";
import { quote } from "./escape.js";

/** The character an error finds at `offset` (a whole code point), or null at the end of the input. */
export function foundAt(input: string, offset: number): string | null {
  return offset < input.length ? String.fromCodePoint(input.codePointAt(offset)!) : null;
}

/**
 * Where an error is in a one-line input that a check other than the grammar's expectations refused
 * (a rule in prose, a component of a split): its offset, line 1, nothing expected, what was found.
 */
export function oneLineAt(
  input: string,
  offset: number,
): Pick<UriSyntaxErrorDetails, "input" | "offset" | "line" | "column" | "expected" | "found"> {
  return { input, offset, line: 1, column: offset + 1, expected: [], found: foundAt(input, offset) };
}

/** One item or more (messageHead says "no reading of the grammar goes on" for none). */
function list(items: string[]): string {
  if (items.length === 1) return items[0]!;
  return `${items.slice(0, -1).join(", ")} or ${items[items.length - 1]}`;
}

/** `expected h16 or "::" (IPv6address, RFC 3986 §3.2.2) at offset 9, found "g"` */
export function formatMessage(d: UriSyntaxErrorDetails): string {
  return messageHead(d) + messageTail(d.offset, d.found);
}

/**
 * A message up to where it names the offset: `not a valid URI (rfc3986): expected h16 or "::"
 * (IPv6address, RFC 3986 §3.2.2)`, the same for every input that fails in the same place of the
 * automata (src/syntax/diagnose.ts, briefDiagnoser, keeps it).
 */
export function messageHead(
  d: Pick<UriSyntaxErrorDetails, "rule" | "variant" | "expected" | "context">,
): string {
  const where = d.context ? ` (${[d.context.rule, d.context.section].filter(Boolean).join(", ")})` : "";
  // Without the tables of expected items (a checking-only variant object): where it stops.
  const what = d.expected.length === 0 ? "no reading of the grammar goes on" : `expected ${list(d.expected)}`;
  return `not a valid ${d.rule} (${d.variant}): ${what}${where}`;
}

/** The rest of a message: ` at offset 9, found "g"`. */
export function messageTail(offset: number, found: string | null): string {
  return ` at offset ${offset}, found ${found === null ? "end of input" : quote(found)}`;
}
