import { describe, expect, it } from "vitest";
import {
  ipv4FromNumber,
  ipv4ToNumber,
  ipv6FromBigInt,
  ipv6ToBigInt,
  ipv6ToRfc5952,
  UriSyntaxError,
} from "../../src/index.js";

describe("RFC 3986 §3.2.2 IPv4address", () => {
  const table: [string, number][] = [
    ["0.0.0.0", 0],
    ["192.0.2.1", 3221225985],
    ["255.255.255.255", 4294967295],
    ["10.0.0.1", 167772161],
  ];
  it.each(table)("%s ↔ %d", (text, n) => {
    expect(ipv4ToNumber(text)).toBe(n);
    expect(ipv4FromNumber(n)).toBe(text);
  });
  it("rejects what the grammar rejects", () => {
    for (const bad of ["256.0.0.1", "01.2.3.4", "1.2.3", "1.2.3.4.5", " 1.2.3.4", ""])
      expect(() => ipv4ToNumber(bad), bad).toThrow(UriSyntaxError);
    expect(() => ipv4FromNumber(2 ** 32)).toThrow(RangeError);
    expect(() => ipv4FromNumber(1.5)).toThrow(RangeError);
    expect(() => ipv4FromNumber("1" as unknown as number)).toThrow(TypeError);
  });
});

describe("RFC 3986 §3.2.2 IPv6address and the RFC 5952 §4 and §5 text form", () => {
  // [text, value, the default (full) form, the RFC 5952 form]
  const table: [string, bigint, string, string][] = [
    ["::", 0n, "0:0:0:0:0:0:0:0", "::"],
    ["::1", 1n, "0:0:0:0:0:0:0:1", "::1"],
    ["2001:DB8::1", 0x20010db8000000000000000000000001n, "2001:db8:0:0:0:0:0:1", "2001:db8::1"],
    ["2001:0db8:0:0:0:0:2:1", 0x20010db8000000000000000000020001n, "2001:db8:0:0:0:0:2:1", "2001:db8::2:1"],
    [
      "2001:db8:0:1:1:1:1:1",
      0x20010db8000000010001000100010001n,
      "2001:db8:0:1:1:1:1:1",
      "2001:db8:0:1:1:1:1:1",
    ], // §4.2.2
    ["2001:0:0:1:0:0:0:1", 0x20010000000000010000000000000001n, "2001:0:0:1:0:0:0:1", "2001:0:0:1::1"], // §4.2.3 longest
    [
      "2001:db8:0:0:1:0:0:1",
      0x20010db8000000000001000000000001n,
      "2001:db8:0:0:1:0:0:1",
      "2001:db8::1:0:0:1",
    ], // §4.2.3 first
    // RFC 5952 §5: mixed notation for the well-known prefixes of RFC 4291 and RFC 2765, §4 on the
    // leading part; the deprecated IPv4-compatible ::/96 (RFC 4291 §2.5.5.1) and later prefixes stay hex
    ["::ffff:192.0.2.1", 0xffffc0000201n, "0:0:0:0:0:ffff:c000:201", "::ffff:192.0.2.1"],
    ["::FFFF:c000:0201", 0xffffc0000201n, "0:0:0:0:0:ffff:c000:201", "::ffff:192.0.2.1"],
    ["::ffff:1.2.3.4", 0xffff01020304n, "0:0:0:0:0:ffff:102:304", "::ffff:1.2.3.4"],
    ["::ffff:0.0.0.0", 0xffff00000000n, "0:0:0:0:0:ffff:0:0", "::ffff:0.0.0.0"],
    ["::ffff:0:1.2.3.4", 0xffff000001020304n, "0:0:0:0:ffff:0:102:304", "::ffff:0:1.2.3.4"], // RFC 2765 §2.1
    ["::ffff:1:102:304", 0xffff000101020304n, "0:0:0:0:ffff:1:102:304", "::ffff:1:102:304"], // no prefix of §5
    ["::1.2.3.4", 0x01020304n, "0:0:0:0:0:0:102:304", "::102:304"], // RFC 4291 §2.5.5.1, deprecated
    ["64:ff9b::1.2.3.4", 0x0064ff9b000000000000000001020304n, "64:ff9b:0:0:0:0:102:304", "64:ff9b::102:304"],
    ["1::ffff:1.2.3.4", (1n << 112n) | 0xffff01020304n, "1:0:0:0:0:ffff:102:304", "1::ffff:102:304"],
    ["1::", 1n << 112n, "1:0:0:0:0:0:0:0", "1::"],
    [
      "ffff:ffff:ffff:ffff:ffff:ffff:ffff:ffff",
      (1n << 128n) - 1n,
      "ffff:ffff:ffff:ffff:ffff:ffff:ffff:ffff",
      "ffff:ffff:ffff:ffff:ffff:ffff:ffff:ffff",
    ],
  ];
  it.each(table)("%s", (text, n, full, rfc5952) => {
    expect(ipv6ToBigInt(text)).toBe(n);
    expect(ipv6ToBigInt(`[${text}]`)).toBe(n);
    expect(ipv6FromBigInt(n)).toBe(full);
    expect(ipv6FromBigInt(n, { rfc5952: true })).toBe(rfc5952);
    expect(ipv6ToRfc5952(text)).toBe(rfc5952);
    expect(ipv6ToRfc5952(`[${text}]`)).toBe(`[${rfc5952}]`);
  });
  it("rejects what the grammar rejects", () => {
    for (const bad of ["1:2:3:4:5:6:7:8:9", "1::2::3", "::g", "[::1", "[v1.x]", "12345::", ""])
      expect(() => ipv6ToBigInt(bad), bad).toThrow(UriSyntaxError);
    expect(() => ipv6FromBigInt(-1n)).toThrow(RangeError);
    expect(() => ipv6FromBigInt(1n << 128n)).toThrow(RangeError);
    expect(() => ipv6FromBigInt(1 as unknown as bigint)).toThrow(TypeError);
  });
});

describe("RFC 3986 §3.2.2 IP literals: the error of each refusal, its rule and offset", () => {
  // A bracketed text is read as an IP-literal, so that the offset is in the text given; a bare one
  // as an IPv6address. [text, rule, offset, expected]
  const syntax: [string, string, number, string[]][] = [
    ["[::g]", "IP-literal", 3, ["dec-octet", "h16", '"]"']],
    ["::g", "IPv6address", 2, ["dec-octet", "h16", "end of input"]],
    ["[]", "IP-literal", 1, ["h16", '"::"', "[Vv]"]],
    ["[::1", "IPv6address", 0, ["h16", '"::"']],
    ["::1]", "IPv6address", 3, ["DIGIT", "HEXDIG", '"."', '":"', "end of input"]],
    ["[1::2::3]", "IP-literal", 6, ["dec-octet", "h16"]],
  ];
  it.each(syntax)("ipv6ToBigInt(%j): %s at offset %d", (text, rule, offset, expected) => {
    const error = (() => {
      try {
        ipv6ToBigInt(text);
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(UriSyntaxError);
    expect(error).toMatchObject({ rule, offset, expected });
  });
  const types: [string, () => unknown, ErrorConstructor][] = [
    ["ipv4ToNumber: expected a string, got number 1", () => ipv4ToNumber(1 as unknown as string), TypeError],
    ["ipv6ToBigInt: expected a string, got number 1", () => ipv6ToBigInt(1 as unknown as string), TypeError],
    [
      "ipv6ToRfc5952: expected a string, got number 1",
      () => ipv6ToRfc5952(1 as unknown as string),
      TypeError,
    ],
    [
      'ipv4FromNumber: expected a number, got the string "1"',
      () => ipv4FromNumber("1" as unknown as number),
      TypeError,
    ],
    [
      "ipv4FromNumber: expected an integer from 0 to 4294967295, got -1",
      () => ipv4FromNumber(-1),
      RangeError,
    ],
    [
      "ipv4FromNumber: expected an integer from 0 to 4294967295, got 1.5",
      () => ipv4FromNumber(1.5),
      RangeError,
    ],
    [
      "ipv6FromBigInt: expected a bigint, got number 1",
      () => ipv6FromBigInt(1 as unknown as bigint),
      TypeError,
    ],
    ["ipv6FromBigInt: expected 0 ≤ n < 2^128, got -1", () => ipv6FromBigInt(-1n), RangeError],
    [
      "ipv6FromBigInt: options must be an object, got null",
      () => ipv6FromBigInt(0n, null as never),
      TypeError,
    ],
    [
      "ipv6FromBigInt: options must be an object, got number 5",
      () => ipv6FromBigInt(0n, 5 as never),
      TypeError,
    ],
  ];
  it.each(types)("%s", (message, call, kind) => {
    expect(call).toThrow(new kind(message));
    expect(call).toThrow(kind);
  });
});
