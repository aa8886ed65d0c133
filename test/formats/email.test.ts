// The email and idn-email formats (src/formats/email.ts), one table per section they read: RFC 5321
// §4.1.2's Mailbox (a Quoted-string local part may hold "@"), §4.1.3's address literals (Snum, the
// groups beside "::", the registered tags), §4.5.3.1's sizes (in UTF-8 octets for idn-email, RFC 6532
// §3), RFC 1035 §2.3.4's labels, RFC 6531 §3.3's U-labels, and the UTS #46 reading of idn-email's
// domain. Every row runs the format function and formatProblem; a problem is checked whole.
import { describe, expect, it } from "vitest";
import { formatProblem, formats, formatsOf, uts46 } from "../../src/formats/index.js";

type Name = "email" | "idn-email";

/** The verdict of the format function and of formatProblem on `value`; they must agree. */
const verdicts = (name: Name, value: string) => [
  formats[name](value),
  formatProblem(name, value) === undefined,
];

/** A domain of labels of these lengths ("b", "c", "d", ...). */
const domain = (...lengths: number[]) =>
  lengths.map((n, k) => String.fromCharCode(98 + k).repeat(n)).join(".");

describe('RFC 5321 §4.1.2: the local part is a Dot-string or a Quoted-string, which may hold "@"', () => {
  it.each([
    ['"a@b"@[127.0.0.1]', true],
    ['"a@b"@[127.0.0.300]', false],
    ['"a\\"@b"@[127.0.0.1]', true], // a quoted-pairSMTP: the "\"" does not end the string
    ['"a\\"@b"@[127.0.0.300]', false],
  ] as const)("email %j: %s", (value, valid) => {
    expect(verdicts("email", value)).toEqual([valid, valid]);
  });
  it.each([
    ['"a@b"@[127.0.0.300]', 15],
    ['"a\\"@b"@[127.0.0.300]', 17],
  ] as const)("email %j: the Snum at %d", (value, offset) => {
    expect(formatProblem("email", value)).toEqual({
      offset,
      rule: "Snum",
      section: "RFC 5321 §4.1.3",
      reason: "300 is not 0 through 255",
    });
  });
});

describe("RFC 5321 §4.1.3: address literals", () => {
  const literal = (offset: number, rule: string, reason: string) => ({
    offset,
    rule,
    section: "RFC 5321 §4.1.3",
    reason,
  });
  it.each([
    ["a@[255.255.255.255]", true], // Snum: 0 through 255
    ["a@[IPv6:1:2:3:4:5:6:7:8]", true], // IPv6-full: no "::", eight groups
    ["a@[IPv6:1:2:3:4:5::6]", true], // IPv6-comp: six groups beside "::"
    ["a@[IPv6:1:2:3:4:5:6:1.2.3.4]", true], // IPv6v4-full
    ["a@[IPv6:1:2::3:4:1.2.3.4]", true], // IPv6v4-comp: four groups beside "::"
    ["a@[IPv6:::1.2.3.4]", true],
    ["a@[ipv6:::1]", true], // "IPv6:" is an ABNF string: any case (RFC 5234 §2.3)
  ] as const)("email %j: %s", (value, valid) => {
    expect(verdicts("email", value)).toEqual([valid, valid]);
  });
  it.each([
    ["a@[IPv6:1:2:3:4:5:6::7]", literal(8, "IPv6-comp", '7 groups beside "::": at most 6')],
    ["a@[IPv6:1:2:3::4:5:1.2.3.4]", literal(8, "IPv6v4-comp", '5 groups beside "::": at most 4')],
    ["a@[IPv6:::1.2.3.256]", literal(16, "Snum", "256 is not 0 through 255")],
    ["a@[IPv6:zz]", literal(8, "IPv6-addr", 'the tag "IPv6" is registered for an IPv6-addr only')],
    // The Address Literal Tags registry holds "IPv6" alone.
    [
      "a@[x-tag:y]",
      literal(3, "General-address-literal", 'the Standardized-tag "x-tag" is not registered with IANA'),
    ],
  ] as const)("email %j: the problem", (value, problem) => {
    expect(verdicts("email", value)).toEqual([false, false]);
    expect(verdicts("idn-email", value)).toEqual([false, false]);
    expect(formatProblem("email", value)).toEqual(problem);
  });
});

describe("RFC 5321 §4.5.3.1: a local part of 64 octets, a domain of 255, a path of 256 with its brackets", () => {
  const mailbox = (n: number) => ({
    offset: 0,
    rule: "Mailbox",
    section: "RFC 5321 §4.5.3.1.3",
    reason: `${n} octets: a path holds at most 254 between "<" and ">"`,
  });
  const local = (n: number) => ({
    offset: 0,
    rule: "Local-part",
    section: "RFC 5321 §4.5.3.1.1",
    reason: `${n} octets: at most 64`,
  });
  it.each([
    ["email", `a@${domain(63, 63, 63, 60)}`, true], // 254 characters
    ["idn-email", `a@${domain(63, 63, 63, 60)}`, true],
    ["idn-email", `${"a".repeat(64)}@${domain(63, 63, 61)}`, true], // 64 + 1 + 189 octets
    ["email", `${"a".repeat(64)}@b`, true],
    // RFC 6532 §3: octets are UTF-8's, 2 from U+0080, 3 from U+0800, 4 beyond U+FFFF
    ["idn-email", `${"é".repeat(32)}@b`, true],
    ["idn-email", `${"\u07ff".repeat(32)}@b`, true],
    ["idn-email", `${"\u{10000}".repeat(16)}@b`, true],
    ["idn-email", `${"\u{10fffd}".repeat(16)}@b`, true],
    ["idn-email", `${"😀".repeat(16)}@b`, true],
    ["idn-email", `${"例".repeat(21)}@b`, true],
  ] as const)("%s %#: %s", (name, value, valid) => {
    expect(verdicts(name, value)).toEqual([valid, valid]);
  });
  it.each([
    ["email", `${"a".repeat(65)}@b`, local(65)],
    ["idn-email", `${"a".repeat(65)}@b`, local(65)],
    ["idn-email", `${"é".repeat(33)}@b`, local(66)],
    ["idn-email", `${"\u0080".repeat(33)}@b`, local(66)],
    ["idn-email", `${"\u0800".repeat(22)}@b`, local(66)],
    ["idn-email", `${"例".repeat(22)}@b`, local(66)],
    ["idn-email", `${"\ue000".repeat(22)}@b`, local(66)],
    ["idn-email", `${"😀".repeat(17)}@b`, local(68)],
    ["idn-email", `a@${"例".repeat(85)}`, mailbox(257)], // a domain of 255 octets: the path is too long
    [
      "idn-email",
      `a@${"例".repeat(86)}`,
      { offset: 2, rule: "Domain", section: "RFC 5321 §4.5.3.1.2", reason: "258 octets: at most 255" },
    ],
    ["idn-email", `${"é".repeat(32)}@${domain(63, 63, 62)}`, mailbox(255)], // 64 + 1 + 190 octets,
    [
      // more characters than a Mailbox has octets: refused unread
      "email",
      `a@${domain(63, 63, 63, 61)}`,
      {
        offset: 0,
        rule: "Mailbox",
        section: "RFC 5321 §4.5.3.1.3",
        reason: '255 characters, as many octets or more: a path holds at most 254 between "<" and ">"',
      },
    ],
    [
      "idn-email",
      `a@${domain(63, 63, 63, 61)}`,
      {
        offset: 0,
        rule: "Mailbox",
        section: "RFC 5321 §4.5.3.1.3",
        reason: '255 characters, as many octets or more: a path holds at most 254 between "<" and ">"',
      },
    ],
  ] as const)("%s %#: the problem", (name, value, problem) => {
    expect(verdicts(name, value)).toEqual([false, false]);
    expect(formatProblem(name, value)).toEqual(problem);
  });
});

describe("RFC 1035 §2.3.4 (RFC 5321 §2.3.5): labels of 63 octets or less", () => {
  it("a label of 64", () => {
    const value = `a@${"b".repeat(64)}.c`;
    expect(verdicts("email", value)).toEqual([false, false]);
    expect(formatProblem("email", value)).toEqual({
      offset: 2,
      rule: "sub-domain",
      section: "RFC 1035 §2.3.4",
      reason: "a label of 64 octets: at most 63",
    });
  });
});

describe("RFC 6531 §3.3: idn-email's domain may hold U-labels; an LDH label is RFC 5321's", () => {
  it.each([
    // RFC 5321 §4.1.2's sub-domain is letters, digits and hyphens: no label is reserved there
    ["email", "a@ab--cd.com", true],
    ["email", `${"a".repeat(60)}@xn--abc.com`, true],
    ["idn-email", "a@ab--cd.com", true],
    ["idn-email", "é@ab--cd.com", true],
    // an A-label or a U-label is an IDNA2008 label (RFC 5890 §2.3.2.1)
    ["idn-email", "a@xn--mnchen-3ya.de", true],
    ["idn-email", "a@münchen.de", true],
    ["idn-email", "a@xn--abc.com", false],
    ["idn-email", "a@b\u2488c", false],
  ] as const)("%s %j: %s", (name, value, valid) => {
    expect(verdicts(name, value)).toEqual([valid, valid]);
  });
});

describe("RFC 5890 §2.3.2.1: idn-email's U-labels (in NFC) have A-labels of 63 octets or less", () => {
  const u = (reason: string) => ({ offset: 2, rule: "U-label", section: "RFC 5890 §2.3.2.1", reason });
  it.each([
    [`a@${"ü".repeat(60)}.de`, u("a label of 60 code points: its A-label has more than 63 octets")],
    [`a@${"ü".repeat(59)}.de`, u("its A-label has 65 octets: at most 63")], // xn-- and 61 octets of Punycode
  ] as const)("%j: the problem", (value, problem) => {
    expect(verdicts("idn-email", value)).toEqual([false, false]);
    expect(formatProblem("idn-email", value)).toEqual(problem);
  });
});

describe("idn-email under UTS #46's reading: the domain mapped, then checked as an IDNA2008 name", () => {
  const UTS46 = { idna: uts46 } as const;
  const idnEmail = formatsOf("draft2020-12", UTS46)["idn-email"];
  const problemOf = (value: string) => formatProblem("idn-email", value, undefined, UTS46);
  it.each([
    ["a@[127.0.0.1]", true],
    ["a@ＥＸ.com", true],
    ["a@ab--cd.com", false], // every label of a mapped name is checked (RFC 5890 §2.3.1)
    [`${"é".repeat(33)}@[127.0.0.1]`, false], // 66 octets
  ] as const)("%j: %s", (value, valid) => {
    expect([idnEmail(value), problemOf(value) === undefined]).toEqual([valid, valid]);
  });
  it("a problem of the literal, unmapped, at its character", () => {
    expect(problemOf("a@[IPv6:1:2:3:4:5:6::7]")).toEqual({
      offset: 8,
      rule: "IPv6-comp",
      section: "RFC 5321 §4.1.3",
      reason: '7 groups beside "::": at most 6',
    });
  });
  it("a problem of the local part, at 0", () => {
    expect(problemOf(`${"é".repeat(33)}@ＥＸ.com`)).toEqual({
      offset: 0,
      rule: "Local-part",
      section: "RFC 5321 §4.5.3.1.1",
      reason: "66 octets: at most 64",
    });
  });
  it("a problem of a label the mapping changed: at the label, the mapped label in the reason", () => {
    expect(problemOf("a@ＡＢ--cd.com")).toEqual({
      offset: 2,
      rule: "label",
      section: "RFC 5890 §2.3.1",
      reason:
        '"--" in the third and fourth positions is reserved for A-labels ("xn--") (in the label as UTS #46 maps it: "ab--cd")',
    });
  });
  it("a problem of the mapping itself (a label longer than any NFC can shorten to 63 octets)", () => {
    const value = `a@${"b".repeat(253)}`;
    expect(idnEmail(value)).toBe(false);
    expect(problemOf(value)).toEqual({
      offset: 2,
      rule: "label",
      section: "RFC 5890 §2.3.2.1",
      reason: "more than 252 code points as UTS #46 maps it: more than 63 octets, even in NFC",
    });
  });
});
