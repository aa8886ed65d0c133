// IP literal helpers (RFC 3986 §3.2.2): IPv4address and IPv6address text to numbers and back. Input
// text is checked against the grammar's own rules first; the RFC 5952 text form is an opt-in, since
// RFC 3986 accepts every RFC 4291 form and prefers none.
import { UriSyntaxError } from "../syntax/errors.js";
import { parse, startRule } from "../syntax/parse.js";
import { describeValue, expectString } from "../arguments.js";

export interface Ipv6FormatOptions {
  /**
   * RFC 5952 text form: §4, the longest run (first on a tie) of two or more zero groups as "::",
   * lower case, no leading zeros; and §5's mixed notation for an IPv4-mapped (::ffff:0:0/96) or
   * IPv4-translated (::ffff:0:0:0/96) address, "::ffff:192.0.2.1". Default: all eight groups,
   * `x:x:x:x:x:x:x:x` (RFC 3986's first IPv6address form), lower case, no leading zeros.
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
  expectString("ipv4ToNumber", text);
  check(text, "IPv4address");
  // The grammar has checked the four dec-octets; reading them is all that is left.
  return text.split(".").reduce((n, octet) => n * 256 + Number(octet), 0);
}

/** 3221225985 → "192.0.2.1". Throws RangeError unless 0 ≤ n < 2^32 and n is an integer. */
export function ipv4FromNumber(n: number): string {
  if (typeof n !== "number")
    throw new TypeError(`ipv4FromNumber: expected a number, got ${describeValue(n)}`);
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
  expectString("ipv6ToBigInt", text);
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

/**
 * RFC 5952 §4: the groups in hexadecimal, lower case, no leading zeros (§4.1, §4.3), the longest
 * run of two or more zero groups as "::", the first one on a tie (§4.2).
 */
function compressed(groups: readonly number[]): string {
  const hex = groups.map((g) => g.toString(16));
  let bestStart = -1;
  let bestLength = 1;
  for (let i = 0; i < hex.length;) {
    if (hex[i] !== "0") {
      i++;
      continue;
    }
    let j = i;
    while (j < hex.length && hex[j] === "0") j++;
    if (j - i > bestLength) [bestStart, bestLength] = [i, j - i];
    i = j;
  }
  if (bestStart === -1) return hex.join(":");
  return hex.slice(0, bestStart).join(":") + "::" + hex.slice(bestStart + bestLength).join(":");
}

/**
 * Whether the address has an IPv4 address in its low 32 bits by a well-known prefix, "defined in
 * [RFC4291] and [RFC2765] at the time of this writing" (RFC 5952 §5): the IPv4-mapped addresses
 * ::ffff:0:0/96 (RFC 4291 §2.5.5.2) and the IPv4-translated ones ::ffff:0:0:0/96 (RFC 2765 §2.1).
 * Not the IPv4-compatible ::/96 (RFC 4291 §2.5.5.1), which that section deprecates (and which
 * holds :: and ::1), nor prefixes defined later (RFC 5952 §5 leaves them to "future well-known
 * prefixes ... as tools adjust"): one text form for each address, whatever the tool's date.
 */
function embedsIpv4(groups: readonly number[]): boolean {
  const zeros = (n: number) => groups.slice(0, n).every((g) => g === 0);
  return (zeros(5) && groups[5] === 0xffff) || (zeros(4) && groups[4] === 0xffff && groups[5] === 0);
}

/**
 * RFC 5952's text form of an address (no brackets): §4, and for an address with an IPv4 address
 * embedded by a well-known prefix the mixed notation §5 recommends, §4 applied "for the leading
 * hexadecimal part (i.e., ::ffff:192.0.2.1 instead of 0:0:0:0:0:ffff:192.0.2.1)".
 */
function rfc5952Text(groups: readonly number[]): string {
  if (!embedsIpv4(groups)) return compressed(groups);
  // The two prefixes embedsIpv4 knows end in ffff or ffff:0, so the head ("::ffff", "::ffff:0")
  // never ends in "::" and takes its own ":" before the IPv4 part.
  const head = compressed(groups.slice(0, 6));
  const v4 = `${groups[6]! >> 8}.${groups[6]! & 255}.${groups[7]! >> 8}.${groups[7]! & 255}`;
  return head + ":" + v4;
}

/**
 * An IPv6address in hexadecimal groups alone, compressed as RFC 5952 §4 says (never the dotted
 * decimal of §5): how the WHATWG URL Standard serializes an IPv6 host (URL Standard §3.7), for the
 * linter's comparison with it.
 */
export function ipv6HexCompressed(text: string): string {
  return compressed(groupsFromBigInt(ipv6ToBigInt(text)));
}

/** A 128-bit number → IPv6address text (no brackets); see Ipv6FormatOptions for the two forms. */
export function ipv6FromBigInt(n: bigint, options?: Ipv6FormatOptions): string {
  if (typeof n !== "bigint")
    throw new TypeError(`ipv6FromBigInt: expected a bigint, got ${describeValue(n)}`);
  if (n < 0n || n >> 128n !== 0n) throw new RangeError(`ipv6FromBigInt: expected 0 ≤ n < 2^128, got ${n}`);
  if (options !== undefined && (typeof options !== "object" || options === null))
    throw new TypeError(`ipv6FromBigInt: options must be an object, got ${describeValue(options)}`);
  const groups = groupsFromBigInt(n);
  return options?.rfc5952 ? rfc5952Text(groups) : groups.map((g) => g.toString(16)).join(":");
}

/** An IPv6address in its RFC 5952 text form: "2001:0DB8:0:0::1" → "2001:db8::1". Brackets are kept. */
export function ipv6ToRfc5952(text: string): string {
  expectString("ipv6ToRfc5952", text);
  const formatted = ipv6FromBigInt(ipv6ToBigInt(text), { rfc5952: true });
  return text.startsWith("[") ? `[${formatted}]` : formatted;
}
