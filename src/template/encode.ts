// Percent-encoding for RFC 6570 expansion (§1.6, §3.1, §3.2.1) and the decoding that matching uses.
//
// RFC 6570 Appendix A, "allow": (U) any character not in the unreserved set is encoded; (U+R) any
// character not in the union of (unreserved / reserved / pct-encoding) is encoded; "each disallowed
// character is first encoded as its sequence of octets in UTF-8 and then each such octet is encoded
// as a pct-encoded triplet" (§1.6: UTF-8 first, RFC 3629).

// The triplets, HEX digits and UTF-8 of percent-encoding have one home: src/semantics/percent.ts.
import {
  isHexDigit,
  normalizePercent,
  TRIPLETS as TRIPLET,
  UNRESERVED as UNRESERVED_CHARS,
  utf8At as utf8CodePointAt,
  utf8Length,
  utf8Triplets,
} from "../semantics/percent.js";

/** Bit 1: unreserved (RFC 3986 §2.3). Bit 2: reserved (RFC 3986 §2.2). ASCII only. */
const CLASS = new Uint8Array(128);
const UNRESERVED = 1;
const RESERVED = 2;
UNRESERVED_CHARS.forEach((yes, c) => (CLASS[c]! |= yes ? UNRESERVED : 0));
for (const c of ":/?#[]@!$&'()*+,;=") CLASS[c.charCodeAt(0)]! |= RESERVED;

function isUnreserved(code: number): boolean {
  return code < 128 && (CLASS[code]! & UNRESERVED) !== 0;
}
function isReserved(code: number): boolean {
  return code < 128 && (CLASS[code]! & RESERVED) !== 0;
}

/**
 * Encodes a value (or a name) for expansion: characters in the allow set are copied, the others
 * UTF-8 encoded and pct-encoded. With `allowReserved` (U+R: operators "+" and "#"), reserved
 * characters are copied and a "%" that starts a pct-encoded triplet is copied with it; any other
 * "%" is encoded as "%25" (RFC 6570 §3.2.1). For a string that is not Unicode text (a lone
 * surrogate: it has no UTF-8), returns the surrogate's index instead.
 */
export function encode(s: string, allowReserved: boolean): string | number {
  const mask = allowReserved ? UNRESERVED | RESERVED : UNRESERVED;
  const n = s.length;
  let i = 0;
  // Most values need no encoding at all: find the first character that does.
  for (; i < n; i++) {
    const c = s.charCodeAt(i);
    if (c >= 128 || (CLASS[c]! & mask) === 0) break;
  }
  if (i === n) return s;
  if (n - i > LONG) return encodeLong(s, i, mask, allowReserved);
  let out = s.slice(0, i);
  let run = i;
  for (; i < n; i++) {
    const c = s.charCodeAt(i);
    if (c < 128) {
      if ((CLASS[c]! & mask) !== 0) continue;
      if (run < i) out += s.slice(run, i);
      if (c === 0x25 && allowReserved && isHexDigit(s.charCodeAt(i + 1)) && isHexDigit(s.charCodeAt(i + 2))) {
        out += s.slice(i, i + 3);
        i += 2;
      } else {
        out += TRIPLET[c]!;
      }
      run = i + 1;
      continue;
    }
    if (run < i) out += s.slice(run, i);
    if (c < 0xd800 || c > 0xdfff) {
      out += utf8Triplets(c);
    } else {
      const low = s.charCodeAt(i + 1);
      if (c > 0xdbff || !(low >= 0xdc00 && low <= 0xdfff)) {
        return i;
      }
      out += utf8Triplets(0x10000 + ((c - 0xd800) << 10) + (low - 0xdc00));
      i++;
    }
    run = i + 1;
  }
  if (run < n) out += s.slice(run);
  return out;
}

/** Past this many characters to encode, encode writes bytes into a buffer (encodeLong). */
const LONG = 256;
const HEX_DIGITS = "0123456789ABCDEF";
let bytes = new Uint8Array(1024);
let latin1: TextDecoder | undefined;

/**
 * encode on a long value, from index `i` (the first character to encode): the output is ASCII, so
 * it is written as bytes into one buffer and read out once, instead of a string joined a triplet at
 * a time (whose pieces a megabyte of "é" made the garbage collector's work grow faster than the
 * value: 19 ns a character at 100 KB, 234 at 10 MB).
 */
function encodeLong(s: string, i: number, mask: number, allowReserved: boolean): string | number {
  const n = s.length;
  let o = 0;
  const room = (more: number) => {
    if (o + more <= bytes.length) return;
    const grown = new Uint8Array(Math.max(o + more, bytes.length * 2));
    grown.set(bytes.subarray(0, o));
    bytes = grown;
  };
  room(i + 12);
  for (let k = 0; k < i; k++) bytes[o++] = s.charCodeAt(k);
  const triplet = (octet: number) => {
    bytes[o++] = 0x25;
    bytes[o++] = HEX_DIGITS.charCodeAt(octet >> 4);
    bytes[o++] = HEX_DIGITS.charCodeAt(octet & 15);
  };
  for (; i < n; i++) {
    room(12);
    const c = s.charCodeAt(i);
    if (c < 128) {
      if ((CLASS[c]! & mask) !== 0) bytes[o++] = c;
      else if (
        c === 0x25 &&
        allowReserved &&
        isHexDigit(s.charCodeAt(i + 1)) &&
        isHexDigit(s.charCodeAt(i + 2))
      ) {
        bytes[o++] = 0x25;
        bytes[o++] = s.charCodeAt(++i);
        bytes[o++] = s.charCodeAt(++i);
      } else triplet(c);
      continue;
    }
    let code = c;
    if (c >= 0xd800 && c <= 0xdfff) {
      const low = s.charCodeAt(i + 1);
      if (c > 0xdbff || !(low >= 0xdc00 && low <= 0xdfff)) return i;
      code = 0x10000 + ((c - 0xd800) << 10) + (low - 0xdc00);
      i++;
    }
    // RFC 3629 §3: the UTF-8 octets of the code point.
    if (code < 0x800) {
      triplet(0xc0 | (code >> 6));
    } else if (code < 0x10000) {
      triplet(0xe0 | (code >> 12));
      triplet(0x80 | ((code >> 6) & 0x3f));
    } else {
      triplet(0xf0 | (code >> 18));
      triplet(0x80 | ((code >> 12) & 0x3f));
      triplet(0x80 | ((code >> 6) & 0x3f));
    }
    triplet(0x80 | (code & 0x3f));
  }
  latin1 ??= new TextDecoder("latin1");
  return latin1.decode(bytes.subarray(0, o));
}

/**
 * The first `max` characters of a value, counting "each Unicode code point as one character"
 * (RFC 6570 §2.4.1, §3.2.1): a surrogate pair is one character and is never split.
 */
export function prefixOf(s: string, max: number): string {
  if (s.length <= max) return s;
  let i = 0;
  for (let count = 0; count < max && i < s.length; count++) {
    const c = s.charCodeAt(i);
    i += c >= 0xd800 && c <= 0xdbff && i + 1 < s.length && (s.charCodeAt(i + 1) & 0xfc00) === 0xdc00 ? 2 : 1;
  }
  return s.slice(0, i);
}

/** Number of code points of a string (a lone surrogate counts as one). */
export function codePointLength(s: string): number {
  let count = 0;
  for (let i = 0; i < s.length; i++, count++) {
    const c = s.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff && (s.charCodeAt(i + 1) & 0xfc00) === 0xdc00) i++;
  }
  return count;
}

/**
 * The code point of the UTF-8 sequence of pct-encoded triplets at `i` (RFC 3629 §4, shortest form,
 * no surrogates), with its length in characters; null if the triplets there are not one.
 */
function utf8At(s: string, i: number, end: number): { codePoint: number; length: number } | null {
  const codePoint = utf8CodePointAt(s, i, end);
  return codePoint < 0 ? null : { codePoint, length: 3 * utf8Length(codePoint) };
}

/**
 * Decodes text that a U expansion produced (operators NUL . / ; ? &): every pct-encoded triplet
 * is an encoded octet of the value's UTF-8 (RFC 6570 §3.2.1: "%" itself is encoded as "%25").
 * Returns null if the octets are not UTF-8.
 */
export function decodeU(text: string): string | null {
  if (text.indexOf("%") === -1) return text;
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}

/**
 * Decodes text that a U+R expansion produced (operators + #) as little as exactness allows: U+R
 * copies reserved characters and pct-encoded triplets of the value as they are, so a triplet may
 * be the value's own text. Only what expansion must have encoded is decoded: a UTF-8 sequence of a
 * character outside (unreserved / reserved), and "%25" where the value's "%" was not followed by
 * two hex digits (RFC 6570 §3.2.1); and only triplets in uppercase, as expansion writes them (a
 * triplet with a lowercase digit was copied from the value). Then encode(decodeR(t), true) === t.
 */
export function decodeR(text: string): string {
  if (text.indexOf("%") === -1) return text;
  let out = "";
  let run = 0;
  const n = text.length;
  for (let i = 0; i < n;) {
    if (text.charCodeAt(i) !== 0x25) {
      i++;
      continue;
    }
    const seq = utf8At(text, i, n);
    let decoded: string | undefined;
    // Expansion writes uppercase triplets (TRIPLET): one with a lowercase digit was the value's own.
    if (seq !== null && !hasLowercaseHex(text, i, i + seq.length)) {
      const cp = seq.codePoint;
      if (cp === 0x25) {
        if (!(isHexDigit(text.charCodeAt(i + 3)) && isHexDigit(text.charCodeAt(i + 4)))) decoded = "%";
      } else if (!(isUnreserved(cp) || isReserved(cp))) {
        decoded = String.fromCodePoint(cp);
      }
    }
    if (decoded === undefined) {
      i += 3;
      continue;
    }
    out += text.slice(run, i) + decoded;
    i += seq!.length;
    run = i;
  }
  return out + text.slice(run);
}

function hasLowercaseHex(text: string, from: number, to: number): boolean {
  for (let i = from; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c >= 0x61 && c <= 0x66) return true;
  }
  return false;
}

/**
 * RFC 3986 §6.2.2.1 and §6.2.2.2 on the text: triplets uppercase, triplets of unreserved characters
 * decoded. Two expansions that differ only there name the same resource; match's answers are held
 * to the URI under this comparison.
 */
export function pctNormalize(text: string): string {
  return normalizePercent(text);
}
