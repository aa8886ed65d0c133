// Punycode (src/formats/punycode.ts), the encoding of A-labels: RFC 3492 §7.1's sample strings
// decoded and encoded (§6.2, §6.3, with §6.1's bias adaptation and §5's parameters), and each point
// where §6.2's decoder fails. The samples are the RFC's; the failures were checked with another
// implementation (Node's punycode module throws on each).
import { describe, expect, it } from "vitest";
import { punycodeDecode, punycodeEncode } from "../../src/formats/punycode.js";

const codePoints = (s: string) => [...s].map((c) => c.codePointAt(0)!);

describe("RFC 3492 §7.1: sample strings", () => {
  it.each([
    ["(A) Arabic (Egyptian)", "ليهمابتكلموشعربي؟", "egbpdaj6bu4bxfgehfvwxn"],
    ["(B) Chinese (simplified)", "他们为什么不说中文", "ihqwcrb4cv8a8dqg056pqjye"],
    ["(C) Chinese (traditional)", "他們爲什麽不說中文", "ihqwctvzc91f659drss3x8bo0yb"],
    ["(L) 3<nen>B<gumi><kinpachi><sensei>", "3年B組金八先生", "3B-ww4c5e180e575a65lsy2b"],
    ["(R) <sono><supiido><de>", "そのスピードで", "d9juau41awczczp"],
    ["(S) -> $1.00 <-", "-> $1.00 <-", "-> $1.00 <--"],
  ])("%s", (_name, text, encoded) => {
    expect(punycodeEncode(codePoints(text))).toBe(encoded);
    expect(punycodeDecode(encoded)).toEqual(codePoints(text));
  });
  it("digits in upper case decode as in lower case (RFC 3492 §5: A-Z and a-z are 0-25)", () => {
    expect(punycodeDecode("3B-WW4C5E180E575A65LSY2B")).toEqual(codePoints("3年B組金八先生"));
    expect(punycodeDecode("D9JUAU41AWCZCZP")).toEqual(codePoints("そのスピードで"));
  });
});

describe("RFC 3492 §6.1: bias adaptation about its threshold, ((base - tmin) * tmax) div 2 = 455", () => {
  // Three basic code points, then two others: the first delta is (cp - 0x80) * 4 + 3, divided by
  // damp (700) and grown by a quarter (numpoints 4) before the threshold is compared.
  it.each([
    ["abc\uf9a0\ufa0e", "abc-1i2swq", "delta 455: not above the threshold"],
    ["abc\ufc0f\ufc20", "abc-8j4spc", "delta 460: above it, divided once by base - tmin"],
  ])("%j is %j (%s)", (text, encoded) => {
    expect(punycodeEncode(codePoints(text))).toBe(encoded);
    expect(punycodeDecode(encoded)).toEqual(codePoints(text));
  });
});

describe("RFC 3492 §6.2: where decoding fails", () => {
  it.each([
    ["ü-a", "a code point before the last delimiter is not basic"],
    ["\u0080-a", "U+0080 is not basic either"],
    ["-a", "no code point before the delimiter: it is read as a digit, and has no value"],
    ["a-!", "a code point with no digit-value"],
    ["a-bb9@", '"@" just before "A" has none: not -1, which would end the integer and leave i above 0'],
    ["a-bb9`", '"`" just before "a" has none either'],
    ["a-{a", '"{" follows "z" in ASCII, and has no digit-value either'],
    ["a-z", "the input ends inside a variable-length integer"],
    ["99999999", "overflow of i"],
    ["en32g", "n past U+10FFFF (RFC 3492 §5: Unicode code points are 0..10FFFF)"],
    ["ib9b", "U+D800: a surrogate is no code point of a string (RFC 3492 §5)"],
    ["zy0c", "U+DFFF"],
  ])("%j: %s", (encoded) => {
    expect(punycodeDecode(encoded)).toBeNull();
  });
  it.each([
    ["dn32g", [0x10ffff]],
    ["hb9b", [0xd7ff]],
    ["0y0c", [0xe000]],
    ["a-", [0x61]],
    ["--a", [0x80, 0x2d]],
    ["ab", [0x81, 0x80]],
    ["ba", [0x81]], // q equals t (1) at the first digit: "b", then q is 0: "a"
    // 50 basic code points and U+10FFFD after them: i is 51 times the code point's distance from n
    ["a".repeat(50) + "-591947b", [...Array<number>(50).fill(0x61), 0x10fffd]],
  ] as const)("%j decodes to %j", (encoded, expected) => {
    expect(punycodeDecode(encoded)).toEqual(expected);
    expect(punycodeEncode(expected)).toBe(encoded);
  });
});
