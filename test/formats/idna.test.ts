// IDNA2008's label rules (src/formats/idna.ts) through idn-hostname, one table per section: RFC 5891
// §4.2.3.1's hyphens, §4.2.3.2's leading marks, §4.2.2 with RFC 5892 §3's derived property, the
// contextual rules of RFC 5892 Appendix A (§4.2.3.3), and RFC 5893 §2's six Bidi rules. Every row
// runs the format function and formatProblem; a problem is checked whole.
import { describe, expect, it } from "vitest";
import { codePointCount } from "../../src/formats/idna.js";
import { formatProblem, idnHostname } from "../../src/formats/index.js";

const verdicts = (value: string) => [idnHostname(value), formatProblem("idn-hostname", value) === undefined];
const at = (offset: number, section: string, reason: string, rule = "U-label") => ({
  offset,
  rule,
  section,
  reason,
});

describe("RFC 2781 §2.2: a high surrogate followed by a low one is one code point (codePointCount)", () => {
  it.each([
    ["\u{10000}", 0, 2, 1], // D800 DC00: the first pair
    ["\u{10FFFF}", 0, 2, 1], // DBFF DFFF: the last pair
    ["a\u{20000}b", 1, 4, 2], // counted from `from`
    ["\u{20000}", 0, 1, 1], // a pair cut by `to`: its high surrogate alone
    ["\ud800a", 0, 2, 2], // a high surrogate not followed by a low one
    ["\udc00\udc00", 0, 2, 2], // low surrogates alone
    ["\ud800\ud800", 0, 2, 2], // two high surrogates
    ["a\udc00", 0, 2, 2], // a low surrogate after a character that is no high surrogate
    ["\ud800\ue000", 0, 2, 2], // U+E000 after a high surrogate: no low surrogate
  ] as const)("%j [%i, %i): %i", (text, from, to, n) => {
    expect(codePointCount(text, from, to)).toBe(n);
  });
});

describe("RFC 5891 §4.2.1, §4.2.3.1, §4.2.3.2 and §4.2.2 (RFC 5892 §3): NFC, hyphens, a leading mark, each code point", () => {
  it.each([
    ["x.a\u0301", at(2, "RFC 5891 §4.2.1", "not in Unicode NFC")], // NFC is U+00E1
    ["x.a\uffff-", at(2, "RFC 5891 §4.2.3.1", 'ends with "-"')], // U+FFFF (DISALLOWED) is one code point
    ["x.ab--ü", at(2, "RFC 5891 §4.2.3.1", '"--" in the third and fourth positions')],
    ["x.-ü", at(2, "RFC 5891 §4.2.3.1", 'begins with "-"')],
    ["x.ü-", at(2, "RFC 5891 §4.2.3.1", 'ends with "-"')],
    ["x.\u0301ü", at(2, "RFC 5891 §4.2.3.2", "begins with the combining mark U+0301")],
    ["x.a\u2488b", at(3, "RFC 5892 §3", "U+2488 is DISALLOWED in IDNA2008")],
    ["x.\u{20000}a\u2488", at(5, "RFC 5892 §3", "U+2488 is DISALLOWED in IDNA2008")], // U+20000 is two UTF-16 units
    ["x.a\u0378", at(3, "RFC 5892 §3", "U+0378 is UNASSIGNED in IDNA2008")],
    // RFC 5892 §2.4 IgnorableBlocks (D) and §2.9 OldHangulJamo (I): DISALLOWED, though a mark or a
    // letter (LetterDigits, §2.1); the ends of each range.
    ["x.a\u20D0", at(3, "RFC 5892 §3", "U+20D0 is DISALLOWED in IDNA2008")],
    ["x.a\u{1D165}", at(3, "RFC 5892 §3", "U+1D165 is DISALLOWED in IDNA2008")],
    ["x.a\u1100", at(3, "RFC 5892 §3", "U+1100 is DISALLOWED in IDNA2008")],
    ["x.a\u11FF", at(3, "RFC 5892 §3", "U+11FF is DISALLOWED in IDNA2008")],
    ["x.a\uA960", at(3, "RFC 5892 §3", "U+A960 is DISALLOWED in IDNA2008")],
    ["x.a\uA97C", at(3, "RFC 5892 §3", "U+A97C is DISALLOWED in IDNA2008")],
    ["x.a\uD7B0", at(3, "RFC 5892 §3", "U+D7B0 is DISALLOWED in IDNA2008")],
    ["x.a\uD7FB", at(3, "RFC 5892 §3", "U+D7FB is DISALLOWED in IDNA2008")],
    // RFC 5892 §2.5 LDH (E) is U+002D, 0-9 and a-z only: the ASCII around it is DISALLOWED.
    ["x.\u00e9!", at(3, "RFC 5892 §3", "U+0021 is DISALLOWED in IDNA2008")],
    ["x.\u00e9_", at(3, "RFC 5892 §3", "U+005F is DISALLOWED in IDNA2008")],
  ])("%j", (value, problem) => {
    expect(verdicts(value)).toEqual([false, false]);
    expect(formatProblem("idn-hostname", value)).toEqual(problem);
  });
  it.each(["ab-ü", "abc-ü", "ü-a", "x\u0301ü", "\u{20000}a"])("%j is a U-label", (value) => {
    expect(verdicts(value)).toEqual([true, true]);
  });
});

describe("RFC 5892 Appendix A: the contextual rules (RFC 5891 §4.2.3.3)", () => {
  const rule = (offset: number, reason: string) => at(offset, "RFC 5891 §4.2.3.3", reason);
  it.each([
    "क्\u200cष", // A.1: ZERO WIDTH NON-JOINER after a Virama (U+094D)
    "ب\u200cب", // A.1: between a dual-joining BEH and another
    "ب\u064b\u200c\u064bب", // A.1: transparent FATHATANs (Joining_Type T) around it
    "क्\u200dष", // A.2: ZERO WIDTH JOINER after a Virama
    "l·l", // A.3
    "α\u0375β", // A.4: KERAIA before a Greek letter
    "א\u05f3ב", // A.5: GERESH after a Hebrew letter
    "א\u05f4ב", // A.6: GERSHAYIM after a Hebrew letter
    "ア・イ", // A.7: a Katakana letter in the label
    "ب\u0660", // A.8: ARABIC-INDIC DIGIT ZERO alone
    "ب\u06f0", // A.9: EXTENDED ARABIC-INDIC DIGIT ZERO alone
    "ب\u0669", // A.8: ARABIC-INDIC DIGIT NINE alone
    "ب\u06f9", // A.9: EXTENDED ARABIC-INDIC DIGIT NINE alone
    "\u06fa\u0660", // A.8: U+06FA (an Arabic letter) is not in 06F0..06F9
  ])("%j", (value) => {
    expect(verdicts(value)).toEqual([true, true]);
  });
  it.each([
    [
      "x.a\u200cb",
      rule(3, "RFC 5892 Appendix A.1: ZERO WIDTH NON-JOINER needs a Virama before it, or a joining context"),
    ],
    [
      "x.ا\u200cب", // ALEF is right-joining: nothing joins it on its left
      rule(3, "RFC 5892 Appendix A.1: ZERO WIDTH NON-JOINER needs a Virama before it, or a joining context"),
    ],
    [
      "x.ب\u200c",
      rule(3, "RFC 5892 Appendix A.1: ZERO WIDTH NON-JOINER needs a Virama before it, or a joining context"),
    ],
    ["x.a\u200db", rule(3, "RFC 5892 Appendix A.2: ZERO WIDTH JOINER needs a Virama before it")],
    ["x.\u{20000}\u200d", rule(4, "RFC 5892 Appendix A.2: ZERO WIDTH JOINER needs a Virama before it")], // U+20000: two UTF-16 units
    [
      "x.xn--ab-m1t", // the A-label of "a", ZWJ, "b": the U-label's characters are not the input's
      at(
        2,
        "RFC 5891 §4.2.3.3",
        "RFC 5892 Appendix A.2: ZERO WIDTH JOINER needs a Virama before it",
        "A-label",
      ),
    ],
    ["x.\u200d", rule(2, "RFC 5892 Appendix A.2: ZERO WIDTH JOINER needs a Virama before it")],
    ["x.l·a", rule(3, 'RFC 5892 Appendix A.3: MIDDLE DOT must stand between two "l"')],
    ["x.a·l", rule(3, 'RFC 5892 Appendix A.3: MIDDLE DOT must stand between two "l"')],
    [
      "x.α\u0375a",
      rule(3, "RFC 5892 Appendix A.4: GREEK LOWER NUMERAL SIGN must be followed by a Greek character"),
    ],
    [
      "x.α\u0375",
      rule(3, "RFC 5892 Appendix A.4: GREEK LOWER NUMERAL SIGN must be followed by a Greek character"),
    ],
    ["x.a\u05f3", rule(3, "RFC 5892 Appendix A.5: GERESH must follow a Hebrew character")],
    ["x.a\u05f4", rule(3, "RFC 5892 Appendix A.6: GERSHAYIM must follow a Hebrew character")],
    [
      "x.a\u30fbb",
      rule(
        3,
        "RFC 5892 Appendix A.7: KATAKANA MIDDLE DOT needs a Hiragana, Katakana or Han character in the label",
      ),
    ],
    [
      "x.ب\u0660\u06f0",
      rule(3, "RFC 5892 Appendix A.8: ARABIC-INDIC DIGITS cannot be mixed with EXTENDED ARABIC-INDIC DIGITS"),
    ],
    [
      "x.\u200cب", // nothing before it
      rule(2, "RFC 5892 Appendix A.1: ZERO WIDTH NON-JOINER needs a Virama before it, or a joining context"),
    ],
    [
      "x.ب\u0660\u06f9",
      rule(3, "RFC 5892 Appendix A.8: ARABIC-INDIC DIGITS cannot be mixed with EXTENDED ARABIC-INDIC DIGITS"),
    ],
    [
      "x.ب\u06f0\u0669",
      rule(3, "RFC 5892 Appendix A.9: EXTENDED ARABIC-INDIC DIGITS cannot be mixed with ARABIC-INDIC DIGITS"),
    ],
    [
      "x.ب\u06f0\u0660",
      rule(3, "RFC 5892 Appendix A.9: EXTENDED ARABIC-INDIC DIGITS cannot be mixed with ARABIC-INDIC DIGITS"),
    ],
  ])("%j", (value, problem) => {
    expect(verdicts(value)).toEqual([false, false]);
    expect(formatProblem("idn-hostname", value)).toEqual(problem);
  });
});

describe("RFC 5893 §2: the six rules, in a name with an RTL label (RFC 5893 §1.4: R, AL or AN)", () => {
  const rule = (offset: number, reason: string) => at(offset, "RFC 5893 §2", reason, "label");
  it.each([
    "א",
    "א\u0300",
    "ب1",
    "ب9", // EN
    "ب\u0660",
    "א.a1",
    "א.z", // L
    "א.ü", // U+00FC is L
    "א.x\u0301",
    "a.b",
    "a\u0610", // U+0610 is NSM, not R, AL or AN: not a Bidi domain name
  ])("%j", (value) => {
    expect(verdicts(value)).toEqual([true, true]);
  });
  it.each([
    ["א.1a", rule(2, "RFC 5893 §2 rule 1: the first character must be L, R or AL")],
    ["אa", rule(0, "RFC 5893 §2 rule 2: an RTL label holds only R, AL, AN, EN, ES, CS, ET, ON, BN, NSM")],
    ["א-\u0300", rule(0, "RFC 5893 §2 rule 3: an RTL label ends with R, AL, EN or AN (and NSMs)")],
    ["ب1\u0660", rule(0, "RFC 5893 §2 rule 4: an RTL label cannot hold both EN and AN")],
    ["aא", rule(0, "RFC 5893 §2 rule 5: an LTR label holds only L, EN, ES, CS, ET, ON, BN, NSM")],
    ["a\u0660", rule(0, "RFC 5893 §2 rule 5: an LTR label holds only L, EN, ES, CS, ET, ON, BN, NSM")],
    ["א.a-\u0300", rule(2, "RFC 5893 §2 rule 6: an LTR label ends with L or EN (and NSMs)")],
  ])("%j", (value, problem) => {
    expect(verdicts(value)).toEqual([false, false]);
    expect(formatProblem("idn-hostname", value)).toEqual(problem);
  });
});

describe("RFC 5891 §5.4 and RFC 3492 §6.2: an A-label decodes as Punycode", () => {
  // "-9uc": the last delimiter begins the body, so no basic code point is copied and the "-" is
  // read as a digit, which it is not (RFC 3492 §5, §6.2).
  it.each([["x.xn---9uc", at(2, "RFC 3492 §6.2", "not a Punycode string", "A-label")]])(
    "%j",
    (value, problem) => {
      expect(verdicts(value)).toEqual([false, false]);
      expect(formatProblem("idn-hostname", value)).toEqual(problem);
    },
  );
});
