// The one home of percent-encoding (RFC 3986 §2.1, §2.5) and of the UTF-8 it carries (RFC 3629):
// the HEX digits and "%XX" triplets, reading a triplet and a UTF-8 sequence of triplets, encoding a
// value for a component, decoding, and the percent-encoding steps of normalization (RFC 3986
// §6.2.2.1 upper-case hex digits, §6.2.2.2 decoding unreserved characters; RFC 3987 §5.3.2.1 and
// §5.3.2.3, the same for IRIs, with iunreserved). Which characters a component allows comes from the
// variant's grammar, not from a hand-written list: each ASCII character is tested once against the
// rule of that component. Everything here is one pass over its input.
import { checkOptions, describeValue, expectString } from "../arguments.js";
import { nonAsciiCharacters } from "../../automata/engines.js";
import { startRule } from "../syntax/parse.js";
import type { StartRule } from "../syntax/start-rule.js";
import { variantOf } from "../variants/registry.js";
import { rfc3986 } from "../variants/rfc3986.js";
import type { VariantLike } from "../variants/rules.js";
import type { EncodingComponent } from "../variants/types.js";
import { work } from "./work.js";

/**
 * The components a value can be encoded for, and the grammar rule each one must match (RFC 3986
 * §3), as RFC 3986 names them; a grammar that names them otherwise lists its own rules in its
 * record's `encodingRules` (RFC 3987 §2.2: iuserinfo, ireg-name, ...).
 */
const COMPONENT_RULES = {
  userinfo: "userinfo",
  /** A registered name (RFC 3986 §3.2.2); IP literals are not percent-encoded. */
  host: "reg-name",
  /** A whole path: "/" separates segments and is kept. */
  path: "path",
  /** One path segment: "/" is encoded. */
  segment: "segment",
  query: "query",
  fragment: "fragment",
} as const satisfies Record<EncodingComponent, string>;

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

/** What percentEncode keeps of a rule: its ASCII table and its characters from 128 up (by class). */
interface Kept {
  readonly ascii: readonly boolean[];
  readonly nonAscii: ((codePoint: number) => boolean) | undefined;
}

const keptByRule = new WeakMap<StartRule, Kept>();

/** The characters the rule matches as a string of one (an IRI variant's rules allow some from 128 up). */
function keptBy(rule: StartRule): Kept {
  let kept = keptByRule.get(rule);
  if (kept === undefined)
    keptByRule.set(
      rule,
      (kept = { ascii: asciiTable(rule), nonAscii: nonAsciiCharacters(rule.recognizer, rule.start) }),
    );
  return kept;
}

/** The HEX digits of RFC 3986 §2.1 as producers should write them: upper case (§2.1, §6.2.2.1). */
const HEX = "0123456789ABCDEF";

/** "%00" … "%FF": the pct-encoded triplet of each octet, upper-case hex digits (RFC 3986 §2.1). */
export const TRIPLETS: readonly string[] = Array.from(
  { length: 256 },
  (_, b) => "%" + HEX[b >> 4] + HEX[b & 15],
);

/** The value of a HEXDIG code unit (RFC 3986 §2.1: "0"-"9", "A"-"F", "a"-"f"), or -1. */
function hexValue(code: number): number {
  if (code >= 0x30 && code <= 0x39) return code - 0x30;
  if (code >= 0x41 && code <= 0x46) return code - 0x37;
  if (code >= 0x61 && code <= 0x66) return code - 0x57;
  return -1;
}

/** Whether a code unit is a HEXDIG (RFC 5234 Appendix B.1, case-insensitive as RFC 3986 §2.1 says). */
export function isHexDigit(code: number): boolean {
  return hexValue(code) >= 0;
}

/**
 * The octet of a "%XX" triplet (RFC 3986 §2.1 pct-encoded) at `i`, or -1 when there is none; the
 * triplet must end by `end` (the text's length by default).
 */
export function octetAt(text: string, i: number, end = text.length): number {
  if (text.charCodeAt(i) !== 0x25 || i + 3 > end) return -1;
  const hi = hexValue(text.charCodeAt(i + 1));
  const lo = hexValue(text.charCodeAt(i + 2));
  return hi < 0 || lo < 0 ? -1 : (hi << 4) | lo;
}

/** How many octets UTF-8 writes a code point in (RFC 3629 §3). */
export function utf8Length(codePoint: number): number {
  return codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4;
}

/**
 * The code point of the UTF-8 character (RFC 3629 §4, the well-formed sequences only: shortest
 * form, no surrogate, at most U+10FFFF) whose octets are the run of "%XX" triplets at `i`, which
 * must end by `end`; -1 when there is no such character there (an overlong form, an encoded
 * surrogate, a truncated sequence: the caller leaves those octets encoded). A character of
 * utf8Length(c) octets spans 3 × utf8Length(c) code units. An ASCII octet is its own character.
 */
export function utf8At(text: string, i: number, end = text.length): number {
  const lead = octetAt(text, i, end);
  if (lead < 0x80) return lead;
  const length = lead >= 0xf0 ? (lead <= 0xf4 ? 4 : 0) : lead >= 0xe0 ? 3 : lead >= 0xc2 ? 2 : 0;
  if (length === 0) return -1;
  let code = lead & (0xff >> (length + 1));
  for (let k = 1; k < length; k++) {
    const octet = octetAt(text, i + 3 * k, end);
    if (octet < 0x80 || octet > 0xbf) return -1;
    code = (code << 6) | (octet & 0x3f);
  }
  if (utf8Length(code) !== length || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return -1;
  return code;
}

/**
 * The triplets of a code point's UTF-8 octets (RFC 3986 §2.5: "encode the character as a sequence
 * of octets using UTF-8, then percent-encode"). The caller gives a scalar value: a lone surrogate
 * has no UTF-8 (percentEncode writes U+FFFD for it, as TextEncoder and the WHATWG URL Standard do).
 */
export function utf8Triplets(codePoint: number): string {
  const c = codePoint;
  if (c < 0x80) return TRIPLETS[c]!;
  if (c < 0x800) return TRIPLETS[0xc0 | (c >> 6)]! + TRIPLETS[0x80 | (c & 0x3f)]!;
  if (c < 0x10000)
    return TRIPLETS[0xe0 | (c >> 12)]! + TRIPLETS[0x80 | ((c >> 6) & 0x3f)]! + TRIPLETS[0x80 | (c & 0x3f)]!;
  return (
    TRIPLETS[0xf0 | (c >> 18)]! +
    TRIPLETS[0x80 | ((c >> 12) & 0x3f)]! +
    TRIPLETS[0x80 | ((c >> 6) & 0x3f)]! +
    TRIPLETS[0x80 | (c & 0x3f)]!
  );
}

/**
 * Writes the UTF-8 octets of a scalar value (RFC 3629 §3) into `bytes` at `at`; returns where they
 * end. The one UTF-8 encoder of percentEncode and percentOctets.
 */
function writeUtf8(bytes: Uint8Array, at: number, c: number): number {
  if (c < 0x80) {
    bytes[at] = c;
    return at + 1;
  }
  if (c < 0x800) {
    bytes[at] = 0xc0 | (c >> 6);
    bytes[at + 1] = 0x80 | (c & 0x3f);
    return at + 2;
  }
  if (c < 0x10000) {
    bytes[at] = 0xe0 | (c >> 12);
    bytes[at + 1] = 0x80 | ((c >> 6) & 0x3f);
    bytes[at + 2] = 0x80 | (c & 0x3f);
    return at + 3;
  }
  bytes[at] = 0xf0 | (c >> 18);
  bytes[at + 1] = 0x80 | ((c >> 12) & 0x3f);
  bytes[at + 2] = 0x80 | ((c >> 6) & 0x3f);
  bytes[at + 3] = 0x80 | (c & 0x3f);
  return at + 4;
}

/** The codes of HEX's digits, for triplets written as bytes. */
const HEX_CODES = Array.from(HEX, (digit) => digit.charCodeAt(0));

/** Writes the "%XX" triplet of an octet (RFC 3986 §2.1) into `bytes` at `at`; returns where it ends. */
function writeTriplet(bytes: Uint8Array, at: number, octet: number): number {
  bytes[at] = 0x25;
  bytes[at + 1] = HEX_CODES[octet >> 4]!;
  bytes[at + 2] = HEX_CODES[octet & 15]!;
  return at + 3;
}

/** A surrogate code unit (U+D800-U+DFFF): alone, it is not a character and has no UTF-8. */
function isSurrogate(code: number): boolean {
  return code >= 0xd800 && code <= 0xdfff;
}

const VARIANT_OPTION = ["variant"] as const;

/**
 * Percent-encodes `value` for `component`: exactly the characters that component's grammar rule does
 * not allow are encoded (non-ASCII characters as their UTF-8 octets, RFC 3986 §2.5), "%" always. The result
 * matches the rule (for `host`, the rule reg-name; for an IRI variant, RFC 3987 §2.2's rule of the
 * component, which keeps the characters of ucschar). Works in one pass over the value.
 */
export function percentEncode(value: string, component: PercentComponent, options?: PercentOptions): string {
  expectString("percentEncode", value);
  if (typeof component !== "string" || !Object.hasOwn(COMPONENT_RULES, component))
    throw new TypeError(
      `percentEncode: component must be one of ${Object.keys(COMPONENT_RULES).join(", ")}, got ${describeValue(component)}`,
    );
  const { variant } = checkOptions("percentEncode", options, VARIANT_OPTION);
  const grammar = variantOf("percentEncode", variant, rfc3986);
  const name = grammar.encodingRules?.[component] ?? COMPONENT_RULES[component];
  const { ascii, nonAscii } = keptBy(startRule("percentEncode", { variant: grammar, rule: name }));
  meter: work.units += value.length;
  const n = value.length;
  // The characters before the first one to encode are the result's first characters as they are.
  let i = 0;
  while (i < n && isKeptAscii(ascii, value.charCodeAt(i))) i++;
  if (i === n) return value;
  // The rest is written as bytes (US-ASCII and the triplets; UTF-8 for a character kept from 128
  // up) and read as UTF-8 a chunk at a time: one string a chunk, not one a character encoded.
  lenient ??= new TextDecoder("utf-8", { fatal: false, ignoreBOM: true });
  const bytes = (encoded ??= new Uint8Array(ENCODE_CHUNK + MOST_BYTES_A_CHARACTER));
  let out = value.slice(0, i);
  let at = 0;
  while (i < n) {
    const code = value.charCodeAt(i);
    if (code < 128) {
      at = ascii[code] === true ? writeUtf8(bytes, at, code) : writeTriplet(bytes, at, code);
      i++;
    } else {
      const point = value.codePointAt(i)!;
      i += point > 0xffff ? 2 : 1;
      // RFC 3986 §2.5: a character not allowed is encoded as its UTF-8 octets; a lone surrogate
      // has none and is encoded as U+FFFD's (as TextEncoder and the WHATWG URL Standard do).
      if (nonAscii?.(point) === true) {
        // A lone surrogate that a user's grammar allows has no UTF-8 to be written as: kept as it is.
        if (!isSurrogate(point)) at = writeUtf8(bytes, at, point);
        else {
          out += lenient.decode(bytes.subarray(0, at)) + String.fromCharCode(point);
          at = 0;
        }
      } else
        for (let end = writeUtf8(octets, 0, isSurrogate(point) ? 0xfffd : point), k = 0; k < end; k++)
          at = writeTriplet(bytes, at, octets[k]!);
    }
    if (at >= ENCODE_CHUNK) {
      out += lenient.decode(bytes.subarray(0, at));
      at = 0;
    }
  }
  return out + lenient.decode(bytes.subarray(0, at));
}

/** Whether an ASCII code is one the table keeps (false from 128 up). */
function isKeptAscii(ascii: readonly boolean[], code: number): boolean {
  return code < 128 && ascii[code] === true;
}

/** The bytes percentEncode writes a chunk at a time (a chunk ends on a character's last byte). */
const ENCODE_CHUNK = 1 << 13;
/** The most bytes one character is written as: four UTF-8 octets, each a triplet. */
const MOST_BYTES_A_CHARACTER = 12;
let encoded: Uint8Array | undefined;
/** One character's UTF-8 octets, before they are written as triplets. */
const octets = new Uint8Array(4);

/**
 * The octets of a percent-encoded text (RFC 3986 §2.1): each "%XX" one octet, any other character
 * its UTF-8 (a lone surrogate: U+FFFD's, as TextEncoder writes it).
 */
export function percentOctets(text: string): Uint8Array {
  // At most three octets a code unit: a triplet (three units) is one, a character is up to three
  // octets a unit (a surrogate pair: four for two).
  const out = new Uint8Array(3 * text.length);
  let at = 0;
  for (let i = 0; i < text.length;) {
    const octet = octetAt(text, i);
    if (octet >= 0) {
      out[at++] = octet;
      i += 3;
      continue;
    }
    const code = text.codePointAt(i)!;
    i += code > 0xffff ? 2 : 1;
    at = writeUtf8(out, at, isSurrogate(code) ? 0xfffd : code);
  }
  return out.subarray(0, at);
}

let lenient: TextDecoder | undefined;
let strict: TextDecoder | undefined;

/**
 * Decodes every "%XX" triplet of `value` (RFC 3986 §2.1) and reads the octets as UTF-8 (§2.5); octets that are
 * not UTF-8 become U+FFFD. A "%" not followed by two hex digits stays as it is.
 */
export function percentDecode(value: string): string {
  expectString("percentDecode", value);
  meter: work.units += value.length;
  if (!value.includes("%")) return value;
  lenient ??= new TextDecoder("utf-8", { fatal: false, ignoreBOM: true });
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
    parts.push(lenient.decode(new Uint8Array(bytes)));
    start = i;
  }
  parts.push(value.slice(start));
  return parts.join("");
}

/**
 * Percent-decodes a text and reads it as UTF-8 (RFC 3986 §2.5): undefined when its octets are not
 * UTF-8 (RFC 3629 §4). A "%" not followed by two hex digits stays as it is.
 */
export function percentDecodeUtf8(text: string): string | undefined {
  if (!text.includes("%")) return text;
  strict ??= new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });
  try {
    return strict.decode(percentOctets(text));
  } catch {
    return undefined;
  }
}

/**
 * What percent-encoding normalization decodes: RFC 3986 §6.2.2.2, "any percent-encoded octet that
 * corresponds to an unreserved character"; RFC 3987 §5.3.2.3, "any percent-encoded octet sequence
 * that corresponds to an unreserved character", an IRI's unreserved being iunreserved (§2.2), so a
 * well-formed UTF-8 sequence of a ucschar is decoded too. Made from a variant's record
 * (normalizeContext) or fixed (UNRESERVED_DECODING).
 */
export interface Decoding {
  /** For each ASCII code: whether its triplet is decoded. */
  readonly ascii: readonly boolean[];
  /** Whether the triplets of a non-ASCII character are decoded; undefined: never. */
  readonly nonAscii: ((codePoint: number) => boolean) | undefined;
}

/** RFC 3986 §2.3 unreserved: ALPHA / DIGIT / "-" / "." / "_" / "~". */
export const UNRESERVED: readonly boolean[] = Array.from(
  { length: 128 },
  (_, c) =>
    (c >= 0x41 && c <= 0x5a) ||
    (c >= 0x61 && c <= 0x7a) ||
    (c >= 0x30 && c <= 0x39) ||
    c === 0x2d ||
    c === 0x2e ||
    c === 0x5f ||
    c === 0x7e,
);

/** RFC 3986 §6.2.2.2 on text that is not parsed by a variant: the unreserved characters of §2.3. */
export const UNRESERVED_DECODING: Decoding = { ascii: UNRESERVED, nonAscii: undefined };

/** Nothing decoded: RFC 3986 §6.2.2.1's upper-case hex digits alone. */
const NO_DECODING: Decoding = { ascii: Array.from({ length: 128 }, () => false), nonAscii: undefined };

/** Where normalizePercent writes (grown as needed, reused: the result is read out before return). */
let units = new Uint16Array(1024);
let utf16: TextDecoder | undefined;

/** The first `length` code units of `units` as a string. */
function unitsToString(length: number): string {
  if (length < 64) return String.fromCharCode.apply(null, units.subarray(0, length) as unknown as number[]);
  utf16 ??= new TextDecoder("utf-16le");
  return utf16.decode(new Uint8Array(units.buffer, 0, length * 2));
}

/**
 * The percent-encoding steps of normalization on one component's text: the hex digits of every
 * triplet upper case (RFC 3986 §6.2.2.1, RFC 3987 §5.3.2.1), and the triplets of the characters
 * `decoding` names decoded (RFC 3986 §6.2.2.2, RFC 3987 §5.3.2.3). A non-ASCII character is decoded
 * only from a well-formed UTF-8 sequence (utf8At); the octets of any other sequence (overlong,
 * surrogate, truncated, not UTF-8 at all) stay encoded, each its own triplet. The result is never
 * longer than the text: it is written as code units into one buffer, in one pass.
 */
export function normalizePercent(text: string, decoding: Decoding = UNRESERVED_DECODING): string {
  const first = text.indexOf("%");
  if (first === -1) return text;
  const { ascii, nonAscii } = decoding;
  const n = text.length;
  if (units.length < n) units = new Uint16Array(Math.max(n, units.length * 2));
  const out = units;
  let o = 0;
  for (let i = 0; i < first; i++) out[o++] = text.charCodeAt(i);
  for (let i = first; i < n;) {
    const c = text.charCodeAt(i);
    const octet = c === 0x25 ? octetAt(text, i) : -1;
    if (octet < 0) {
      out[o++] = c;
      i++;
      continue;
    }
    let code = -1;
    if (octet < 0x80) {
      if (ascii[octet]) code = octet;
    } else if (nonAscii !== undefined) {
      const char = utf8At(text, i);
      if (char >= 0 && nonAscii(char)) code = char;
    }
    if (code < 0) {
      out[o++] = 0x25;
      out[o++] = HEX.charCodeAt(octet >> 4);
      out[o++] = HEX.charCodeAt(octet & 15);
      i += 3;
    } else if (code > 0xffff) {
      out[o++] = 0xd800 + ((code - 0x10000) >> 10);
      out[o++] = 0xdc00 + ((code - 0x10000) & 0x3ff);
      i += 12;
    } else {
      out[o++] = code;
      i += 3 * utf8Length(code);
    }
  }
  return unitsToString(o);
}

/** RFC 3986 §6.2.2.1 alone: the hex digits of every triplet upper case, nothing decoded. */
export function upperHex(text: string): string {
  return normalizePercent(text, NO_DECODING);
}
