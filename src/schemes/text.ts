// Small text operations of the scheme layer: percent-decoding to UTF-8 (RFC 3986 §2.1, §2.5), and
// the case and percent-encoding normalizations of RFC 3986 §6.2.2.1-2 on one part. The
// percent-encoding itself has one home, src/semantics/percent.ts.
import {
  normalizePercent as percentForm,
  percentDecodeUtf8,
  percentOctets,
  upperHex,
} from "../semantics/percent.js";
import type { Decoded } from "./types.js";

/** The octets of a percent-encoded text (RFC 3986 §2.1): each "%XX" one octet, any other character its UTF-8. */
export const octets = percentOctets;

/** Percent-decodes a text and reads it as UTF-8 (RFC 3986 §2.5); undefined when it is not UTF-8. */
export const decodeUtf8 = percentDecodeUtf8;

export function decoded(raw: string): Decoded {
  return { raw, value: decodeUtf8(raw) };
}

/** A-Z lower-cased, nothing else (RFC 3986 §6.2.2.1: case-insensitive parts are ASCII). */
export function lowerAscii(text: string): string {
  return text.replace(/[A-Z]+/g, (s) => s.toLowerCase());
}

/** The hex digits of every percent-encoding upper-cased, nothing decoded (RFC 3986 §6.2.2.1). */
export { upperHex };

/** RFC 3986 §6.2.2.1 and §6.2.2.2 on one part: hex upper-cased, unreserved characters decoded. */
export function normalizePercent(text: string): string {
  return percentForm(text);
}
