// The hostname and idn-hostname formats (src/formats/hostname.ts), one table per section they read:
// RFC 1034 §3.1's sizes (63 octets a label, 253 characters a name), RFC 5890 §2.3.1's reserved
// labels and A-labels, RFC 5890 §2.3.2.1's empty labels and U-label sizes (on the A-label form),
// RFC 5891 §4.2.1's NFC, and RFC 5893 §2's Bidi rule over a whole name. Every row runs the format
// function and formatProblem; a problem is checked whole. The A-labels and their lengths are those
// of RFC 3492's Punycode (checked with another implementation, Node's punycode module).
import { describe, expect, it } from "vitest";
import { formatProblem, formats } from "../../src/formats/index.js";

type Name = "hostname" | "idn-hostname";

/** The verdict of the format function and of formatProblem on `value`; they must agree. */
const verdicts = (name: Name, value: string) => [
  formats[name](value),
  formatProblem(name, value) === undefined,
];

const a63 = "a".repeat(63);
/** 253 characters: three labels of 63 and one of 61. */
const name253 = [a63, a63, a63, "a".repeat(61)].join(".");
/** 254 characters: three labels of 63 and one of 62. */
const name254 = [a63, a63, a63, "a".repeat(62)].join(".");

describe("RFC 1034 §3.1: labels of 63 octets or less, names of 255 octets on the wire (253 written)", () => {
  it.each([
    ["hostname", name253, true],
    ["idn-hostname", name253, true],
    ["hostname", `${a63}.xn--mnchen-3ya`, true], // an A-label beside a label of 63
    ["idn-hostname", a63, true],
    ["hostname", name254, false],
    ["idn-hostname", name254, false],
  ] as const)("%s, %# (%s)", (name, value, valid) => {
    expect(verdicts(name, value)).toEqual([valid, valid]);
  });
  it.each([
    [
      "hostname",
      `a.${"b".repeat(64)}`,
      { offset: 2, rule: "label", section: "RFC 1034 §3.1", reason: "a label of 64 octets: at most 63" },
    ],
    [
      "idn-hostname",
      `a.${"b".repeat(64)}`,
      { offset: 2, rule: "label", section: "RFC 1034 §3.1", reason: "a label of 64 octets: at most 63" },
    ],
    [
      "hostname",
      name254,
      {
        offset: 253,
        rule: "subdomain",
        section: "RFC 1034 §3.1",
        reason: "a name of 254 characters: at most 253",
      },
    ],
    [
      "idn-hostname",
      name254,
      {
        offset: 0,
        rule: "domain name",
        section: "RFC 1034 §3.1",
        reason: "254 code points: more than 253 octets as A-labels",
      },
    ],
    [
      // more UTF-16 units than 253 code points can take: refused unread
      "idn-hostname",
      "a".repeat(600),
      {
        offset: 0,
        rule: "domain name",
        section: "RFC 1034 §3.1",
        reason: "600 characters: more than 253 octets as A-labels",
      },
    ],
  ] as const)("%s, %#: the problem", (name, value, problem) => {
    expect(verdicts(name, value)).toEqual([false, false]);
    expect(formatProblem(name, value)).toEqual(problem);
  });
});

describe('RFC 5890 §2.3.1: a label with "--" in the third and fourth positions is reserved for A-labels', () => {
  const reserved = (offset: number) => ({
    offset,
    rule: "label",
    section: "RFC 5890 §2.3.1",
    reason: '"--" in the third and fourth positions is reserved for A-labels ("xn--")',
  });
  it.each([
    ["xn--mnchen-3ya.de", true], // the A-label of "münchen"
    ["XN--mnchen-3ya.de", true], // the prefix in any case
    ["XN--MNCHEN-3YA.DE", false], // Punycode keeps the capitals: "MüNCHEN" (capitals are DISALLOWED: unstable, RFC 5892 §2.2)
    ["xn--4db", true], // "א": a Bidi domain name of one label
    ["abc-d.a--b", true], // a hyphen in the fourth position alone, "--" elsewhere
    ["abc-d", true],
    ["abc.ab--cd", false],
    ["a.ab--cd", false],
  ] as const)("hostname %j: %s", (value, valid) => {
    expect(verdicts("hostname", value)).toEqual([valid, valid]);
  });
  it.each([
    ["hostname", "an--cd", reserved(0)], // "n" second, not "x" first
    ["hostname", "xa--cd", reserved(0)], // "x" first, not "n" second
    ["hostname", "a.ab--cd", reserved(2)],
    ["idn-hostname", "a.ab--cd", reserved(2)],
  ] as const)("%s %j: the problem", (name, value, problem) => {
    expect(verdicts(name, value)).toEqual([false, false]);
    expect(formatProblem(name, value)).toEqual(problem);
  });
});

describe("RFC 5890 §2.3.2.1: no empty label; a U-label's A-label is 63 octets or less, and the name 253", () => {
  const u = (offset: number, reason: string) => ({
    offset,
    rule: "U-label",
    section: "RFC 5890 §2.3.2.1",
    reason,
  });
  // "ä" × 57 is xn-- and 59 octets of Punycode: 63 octets; "ä" × 55: 61.
  const a57 = "ä".repeat(57);
  // U+20000 × 50 is an A-label of 57 octets and 100 UTF-16 units.
  const cjk50 = "\u{20000}".repeat(50);
  it.each([
    ["a".repeat(55) + "ü", true], // xn--aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa-8yf: 63 octets
    [a57, true],
    [[a57, a57, a57, "ä".repeat(55)].join("."), true], // 63 + 63 + 63 + 61 + 3: 253 octets as A-labels
    [[cjk50, cjk50, cjk50, cjk50].join("."), true], // 403 UTF-16 units, 203 code points, 231 octets as A-labels
  ] as const)("idn-hostname %#: %s", (value, valid) => {
    expect(verdicts("idn-hostname", value)).toEqual([valid, valid]);
  });
  it.each([
    ["a..b", { offset: 2, rule: "label", section: "RFC 5890 §2.3.2.1", reason: "an empty label" }],
    ["a." + "ü".repeat(60), u(2, "a label of 60 code points: its A-label has more than 63 octets")],
    ["a." + "ü".repeat(59), u(2, "its A-label has 65 octets: at most 63")],
    ["a." + "a".repeat(56) + "ü", u(2, "its A-label has 64 octets: at most 63")],
    // 253 code points in 506 UTF-16 units: read, then refused by its label
    ["\u{20000}".repeat(253), u(0, "a label of 253 code points: its A-label has more than 63 octets")],
    [
      [a57, a57, a57, a57].join("."),
      {
        offset: 0,
        rule: "domain name",
        section: "RFC 1034 §3.1",
        reason: "255 octets as A-labels: at most 253",
      },
    ],
  ] as const)("idn-hostname %#: the problem", (value, problem) => {
    expect(verdicts("idn-hostname", value)).toEqual([false, false]);
    expect(formatProblem("idn-hostname", value)).toEqual(problem);
  });
});

describe("RFC 5891 §4.2: a U-label is in NFC (§4.2.1) and begins with no combining mark (§4.2.3.2)", () => {
  it.each([
    ["café.com", true],
    ["cafe\u0301.com", false], // decomposed: not NFC (idn-email's domain is put in NFC first; hostname's is not)
  ] as const)("idn-hostname %j: %s", (value, valid) => {
    expect(verdicts("idn-hostname", value)).toEqual([valid, valid]);
  });
  it("a problem is placed at its label", () => {
    expect(formatProblem("idn-hostname", "a.\u0300b")).toEqual({
      offset: 2,
      rule: "U-label",
      section: "RFC 5891 §4.2.3.2",
      reason: "begins with the combining mark U+0300",
    });
  });
});

describe("RFC 5893 §2: in a Bidi domain name (one label RTL), every label obeys the six rules", () => {
  const rule1 = (offset: number) => ({
    offset,
    rule: "label",
    section: "RFC 5893 §2",
    reason: "RFC 5893 §2 rule 1: the first character must be L, R or AL",
  });
  it.each([
    ["idn-hostname", "א.a1", true],
    ["hostname", "xn--4db.a1", true],
    ["idn-hostname", "1a", true], // no RTL label: not a Bidi domain name
  ] as const)("%s %j: %s", (name, value, valid) => {
    expect(verdicts(name, value)).toEqual([valid, valid]);
  });
  it.each([
    ["idn-hostname", "א.1a", rule1(2)], // "1" is EN
    ["hostname", "xn--4db.1a", rule1(8)], // the A-label of "א" makes it a Bidi domain name too
  ] as const)("%s %j: the problem", (name, value, problem) => {
    expect(verdicts(name, value)).toEqual([false, false]);
    expect(formatProblem(name, value)).toEqual(problem);
  });
});
