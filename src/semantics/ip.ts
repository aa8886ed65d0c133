// IP literal helpers (RFC 3986 §3.2.2): IPv4address and IPv6address text to numbers and back. Input
// text is checked against the grammar's own rules first; the RFC 5952 text form is an opt-in, since
// RFC 3986 accepts every RFC 4291 form and prefers none.
import { UriSyntaxError } from "../syntax/errors.js";
import { parse, startRule } from "../syntax/parse.js";
import { describe } from "../arguments.js";

export interface Ipv6FormatOptions {
  /**
   * RFC 5952 §4 text form: the longest run (first on a tie) of two or more zero groups as "::",
   * lower case, no leading zeros. Default: all eight groups, `x:x:x:x:x:x:x:x` (RFC 3986's first
   * IPv6address form), lower case, no leading zeros.
   */
  rfc5952?: boolean;
}

/** Throws the parser's UriSyntaxError unless `text` matches `rule` of RFC 3986. */
function check(text: string, rule: "IPv4address" | "IPv6address"): void {
  const r = startRule("check", { rule });
  if (!r.recognizer.test(text, r.start)) parse(text, { rule }); // throws, with the diagnosis
}

/** "192.0.2.1" → 3221225985. Throws UriSyntaxError unless `text` is an IPv4address (RFC 3986 §3.2.2). */
export function ipv4ToNumber(text: string): number {
  if (typeof text !== "string") throw new TypeError(`ipv4ToNumber: expected a string, got ${describe(text)}`);
  check(text, "IPv4address");
  // The grammar has checked the four dec-octets; reading them is all that is left.
  return text.split(".").reduce((n, octet) => n * 256 + Number(octet), 0);
}

/** 3221225985 → "192.0.2.1". Throws RangeError unless 0 ≤ n < 2^32 and n is an integer. */
export function ipv4FromNumber(n: number): string {
  if (typeof n !== "number") throw new TypeError(`ipv4FromNumber: expected a number, got ${describe(n)}`);
  if (!Number.isInteger(n) || n < 0 || n > 0xffffffff)
    throw new RangeError(`ipv4FromNumber: expected an integer from 0 to 4294967295, got ${n}`);
  return [n >>> 24, (n >>> 16) & 255, (n >>> 8) & 255, n & 255].join(".");
}

function groupsOf(part: string): number[] {
  if (part === "") return [];
  const groups: number[] = [];
  for (const piece of part.split(":")) {
    if (piece.includes(".")) {
      const v4 = ipv4ToNumber(piece); // ls32 as an IPv4address (RFC 3986 §3.2.2)
      groups.push(v4 >>> 16, v4 & 0xffff);
    } else groups.push(parseInt(piece, 16));
  }
  return groups;
}

/**
 * "2001:db8::1" (or "[2001:db8::1]", a host as parsed) → 42540766411282592856903984951653826561n.
 * Throws UriSyntaxError unless the text is an IPv6address (RFC 3986 §3.2.2), with or without brackets.
 */
export function ipv6ToBigInt(text: string): bigint {
  if (typeof text !== "string") throw new TypeError(`ipv6ToBigInt: expected a string, got ${describe(text)}`);
  const bracketed = text.startsWith("[") && text.endsWith("]") && text.length >= 2;
  const address = bracketed ? text.slice(1, -1) : text;
  try {
    check(address, "IPv6address");
  } catch (error) {
    if (bracketed && error instanceof UriSyntaxError) parse(text, { rule: "IP-literal" }); // offsets in the text given
    throw error;
  }
  // Validated: at most one "::", which stands for as many zero groups as are missing (RFC 3986 §3.2.2).
  const gap = address.indexOf("::");
  const head = groupsOf(gap === -1 ? address : address.slice(0, gap));
  const tail = gap === -1 ? [] : groupsOf(address.slice(gap + 2));
  const groups = [...head, ...new Array<number>(8 - head.length - tail.length).fill(0), ...tail];
  return groups.reduce((n, g) => (n << 16n) | BigInt(g), 0n);
}

/** The eight 16-bit groups of an address, most significant first. */
function groupsFromBigInt(n: bigint): number[] {
  return Array.from({ length: 8 }, (_, i) => Number((n >> BigInt(16 * (7 - i))) & 0xffffn));
}

/** A 128-bit number → IPv6address text (no brackets); see Ipv6FormatOptions for the two forms. */
export function ipv6FromBigInt(n: bigint, options?: Ipv6FormatOptions): string {
  if (typeof n !== "bigint") throw new TypeError(`ipv6FromBigInt: expected a bigint, got ${describe(n)}`);
  if (n < 0n || n >> 128n !== 0n) throw new RangeError(`ipv6FromBigInt: expected 0 ≤ n < 2^128, got ${n}`);
  if (options !== undefined && (typeof options !== "object" || options === null))
    throw new TypeError(`ipv6FromBigInt: options must be an object, got ${describe(options)}`);
  const hex = groupsFromBigInt(n).map((g) => g.toString(16));
  if (!options?.rfc5952) return hex.join(":");
  // RFC 5952 §4.2: the longest run of zero groups, the first one on a tie, and never a single group.
  let bestStart = -1;
  let bestLength = 1;
  for (let i = 0; i < 8;) {
    if (hex[i] !== "0") {
      i++;
      continue;
    }
    let j = i;
    while (j < 8 && hex[j] === "0") j++;
    if (j - i > bestLength) [bestStart, bestLength] = [i, j - i];
    i = j;
  }
  if (bestStart === -1) return hex.join(":");
  return hex.slice(0, bestStart).join(":") + "::" + hex.slice(bestStart + bestLength).join(":");
}

/** An IPv6address in its RFC 5952 text form: "2001:0DB8:0:0::1" → "2001:db8::1". Brackets are kept. */
export function ipv6ToRfc5952(text: string): string {
  if (typeof text !== "string")
    throw new TypeError(`ipv6ToRfc5952: expected a string, got ${describe(text)}`);
  const formatted = ipv6FromBigInt(ipv6ToBigInt(text), { rfc5952: true });
  return text.startsWith("[") ? `[${formatted}]` : formatted;
}
