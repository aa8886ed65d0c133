// Small text operations of the scheme layer: percent-decoding to UTF-8 (RFC 3986 §2.1, §2.5), and
// the case and percent-encoding normalizations of RFC 3986 §6.2.2.1-2 on one part.
import { octetAt } from "../semantics/percent.js";
import type { Decoded } from "./types.js";

const strict = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });

/** The octets of a percent-encoded text (RFC 3986 §2.1): each "%XX" one octet, any other character its UTF-8. */
export function octets(text: string): Uint8Array {
  if (!text.includes("%")) return new TextEncoder().encode(text);
  const out: number[] = [];
  const encoder = new TextEncoder();
  for (let i = 0; i < text.length;) {
    const octet = octetAt(text, i);
    if (octet >= 0) {
      out.push(octet);
      i += 3;
    } else {
      const cp = text.codePointAt(i)!;
      const ch = String.fromCodePoint(cp);
      for (const b of encoder.encode(ch)) out.push(b);
      i += ch.length;
    }
  }
  return Uint8Array.from(out);
}

/** Percent-decodes a text and reads it as UTF-8 (RFC 3986 §2.5); undefined when it is not UTF-8. */
export function decodeUtf8(text: string): string | undefined {
  if (!text.includes("%")) return text;
  try {
    return strict.decode(octets(text));
  } catch {
    return undefined;
  }
}

export function decoded(raw: string): Decoded {
  return { raw, value: decodeUtf8(raw) };
}

/** A-Z lower-cased, nothing else (RFC 3986 §6.2.2.1: case-insensitive parts are ASCII). */
export function lowerAscii(text: string): string {
  return text.replace(/[A-Z]+/g, (s) => s.toLowerCase());
}

/** The hex digits of every percent-encoding upper-cased, nothing decoded (RFC 3986 §6.2.2.1). */
export function upperHex(text: string): string {
  return text.replace(/%[0-9a-fA-F]{2}/g, (s) => s.toUpperCase());
}

const UNRESERVED = /[A-Za-z0-9\-._~]/;

/** RFC 3986 §6.2.2.1 and §6.2.2.2 on one part: hex upper-cased, unreserved characters decoded. */
export function normalizePercent(text: string): string {
  return text.replace(/%[0-9a-fA-F]{2}/g, (s) => {
    const c = String.fromCharCode(parseInt(s.slice(1), 16));
    return UNRESERVED.test(c) ? c : s.toUpperCase();
  });
}
