// Percent-encoding (RFC 3986 §2.1) for a given component, and decoding. Which characters a
// component allows comes from the variant's grammar, not from a hand-written list: each ASCII
// character is tested once against the rule of that component.
import { describe, loadVariant } from "./variants/load.js";

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
  /** Variant id (default "rfc3986"). */
  variant?: string;
}

const tables = new Map<string, readonly boolean[]>();

/**
 * For each ASCII code, whether the single character matches the variant's rule `rule` (computed
 * once per variant and rule). A rule that is a repetition of characters (unreserved, pchar,
 * query, ...) matches a one-character string exactly when the character is one it allows.
 */
export function asciiTable(variantId: string | undefined, rule: string): readonly boolean[] {
  const variant = loadVariant(variantId);
  const key = `${variant.record.id}\u0000${rule}`;
  let table = tables.get(key);
  if (!table) {
    const source = variant.recognizers[rule]?.source;
    if (source === undefined)
      throw new RangeError(`variant ${variant.record.id} has no rule ${JSON.stringify(rule)}`);
    const re = new RegExp(source, "u");
    table = Array.from({ length: 128 }, (_, c) => c !== 0x25 && re.test(String.fromCharCode(c)));
    tables.set(key, table);
  }
  return table;
}

const recognizers = new Map<string, RegExp>();

/** The variant's rule as a RegExp, for the non-ASCII characters (an IRI variant allows some). */
export function ruleRegExp(variantId: string | undefined, rule: string): RegExp {
  const variant = loadVariant(variantId);
  const key = `${variant.record.id}\u0000${rule}`;
  let re = recognizers.get(key);
  if (!re) {
    const source = variant.recognizers[rule]?.source;
    if (source === undefined)
      throw new RangeError(`variant ${variant.record.id} has no rule ${JSON.stringify(rule)}`);
    re = new RegExp(source, "u");
    recognizers.set(key, re);
  }
  return re;
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
  if (options !== undefined && (typeof options !== "object" || options === null))
    throw new TypeError(`percentEncode: options must be an object, got ${describe(options)}`);
  const rule = COMPONENT_RULES[component];
  const allowed = asciiTable(options?.variant, rule);
  const re = ruleRegExp(options?.variant, rule);
  const parts: string[] = [];
  let start = 0;
  for (let i = 0; i < value.length;) {
    const code = value.codePointAt(i)!;
    const width = code > 0xffff ? 2 : 1;
    const keep = code < 128 ? allowed[code]! : re.test(String.fromCodePoint(code));
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
