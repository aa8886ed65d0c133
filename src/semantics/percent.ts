// Percent-encoding (RFC 3986 §2.1) for a given component, and decoding. Which characters a
// component allows comes from the variant's grammar, not from a hand-written list: each ASCII
// character is tested once against the rule of that component.
import { checkOptions, describe } from "../arguments.js";
import { startRule } from "../syntax/parse.js";
import type { StartRule } from "../syntax/start-rule.js";
import type { VariantLike } from "../variants/rules.js";

/** The components a value can be encoded for, and the grammar rule each one must match (§3). */
export const COMPONENT_RULES = {
  userinfo: "userinfo",
  /** A registered name (§3.2.2); IP literals are not percent-encoded. */
  host: "reg-name",
  /** A whole path: "/" separates segments and is kept. */
  path: "path",
  /** One path segment: "/" is encoded. */
  segment: "segment",
  query: "query",
  fragment: "fragment",
} as const;

export type PercentComponent = keyof typeof COMPONENT_RULES;

export interface PercentOptions {
  /** The variant (default "rfc3986"): an id or a variant object. */
  variant?: VariantLike;
}

const tables = new WeakMap<StartRule, readonly boolean[]>();

/**
 * For each ASCII code, whether the single character matches the rule (computed once per rule, by
 * the rule's automaton). A rule that is a repetition of characters (unreserved, pchar, query, ...)
 * matches a one-character string exactly when the character is one it allows.
 */
export function asciiTable(rule: StartRule): readonly boolean[] {
  let table = tables.get(rule);
  if (!table) {
    table = Array.from(
      { length: 128 },
      (_, c) => c !== 0x25 && rule.recognizer.test(String.fromCharCode(c), rule.start),
    );
    tables.set(rule, table);
  }
  return table;
}

/** Whether the rule matches `text` (for the non-ASCII characters: an IRI variant allows some). */
export function matches(rule: StartRule, text: string): boolean {
  return rule.recognizer.test(text, rule.start);
}

const HEX = "0123456789ABCDEF";
const encoder = new TextEncoder();

function encodeOctets(text: string): string {
  // TextEncoder writes U+FFFD for a lone surrogate, as the WHATWG URL Standard does.
  let out = "";
  for (const byte of encoder.encode(text)) out += "%" + HEX[byte >> 4] + HEX[byte & 15];
  return out;
}

/**
 * Percent-encodes `value` for `component`: exactly the characters that component's grammar rule does
 * not allow are encoded (non-ASCII characters as their UTF-8 octets, §2.5), "%" always. The result
 * matches the rule (for `host`, the rule reg-name). Works in one pass over the value.
 */
export function percentEncode(value: string, component: PercentComponent, options?: PercentOptions): string {
  if (typeof value !== "string")
    throw new TypeError(`percentEncode: expected a string, got ${describe(value)}`);
  if (typeof component !== "string" || !Object.hasOwn(COMPONENT_RULES, component))
    throw new TypeError(
      `percentEncode: component must be one of ${Object.keys(COMPONENT_RULES).join(", ")}, got ${describe(component)}`,
    );
  const { variant } = checkOptions("percentEncode", options, ["variant"]);
  const rule = startRule("percentEncode", { variant, rule: COMPONENT_RULES[component] });
  const allowed = asciiTable(rule);
  const parts: string[] = [];
  let start = 0;
  for (let i = 0; i < value.length;) {
    const code = value.codePointAt(i)!;
    const width = code > 0xffff ? 2 : 1;
    const keep = code < 128 ? allowed[code]! : matches(rule, String.fromCodePoint(code));
    if (!keep) {
      parts.push(value.slice(start, i), encodeOctets(value.slice(i, i + width)));
      start = i + width;
    }
    i += width;
  }
  parts.push(value.slice(start));
  return parts.join("");
}

function hexValue(code: number): number {
  if (code >= 0x30 && code <= 0x39) return code - 0x30;
  if (code >= 0x41 && code <= 0x46) return code - 0x37;
  if (code >= 0x61 && code <= 0x66) return code - 0x57;
  return -1;
}

/** The octet of a "%XX" triplet at `i`, or -1 when there is none. */
export function octetAt(text: string, i: number): number {
  if (text.charCodeAt(i) !== 0x25 || i + 2 >= text.length) return -1;
  const hi = hexValue(text.charCodeAt(i + 1));
  const lo = hexValue(text.charCodeAt(i + 2));
  return hi < 0 || lo < 0 ? -1 : (hi << 4) | lo;
}

const decoder = new TextDecoder("utf-8", { fatal: false, ignoreBOM: true });

/**
 * Decodes every "%XX" triplet of `value` (§2.1) and reads the octets as UTF-8 (§2.5); octets that are
 * not UTF-8 become U+FFFD. A "%" not followed by two hex digits stays as it is.
 */
export function percentDecode(value: string): string {
  if (typeof value !== "string")
    throw new TypeError(`percentDecode: expected a string, got ${describe(value)}`);
  if (!value.includes("%")) return value;
  const parts: string[] = [];
  let start = 0;
  let i = 0;
  while (i < value.length) {
    if (octetAt(value, i) < 0) {
      i++;
      continue;
    }
    parts.push(value.slice(start, i));
    const bytes: number[] = [];
    let octet: number;
    while ((octet = octetAt(value, i)) >= 0) {
      bytes.push(octet);
      i += 3;
    }
    parts.push(decoder.decode(new Uint8Array(bytes)));
    start = i;
  }
  parts.push(value.slice(start));
  return parts.join("");
}
