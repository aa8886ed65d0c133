// Pass "regex" (compiler/passes/regex.ts): the oracle, each rule as an anchored JavaScript regular
// expression: its exact source, and what it accepts and rejects, per RFC 5234 section.
import { describe, expect, it } from "vitest";
import { compileRule, recognizer } from "../../../compiler/passes/regex.js";
import { grammar } from "./tiny.js";

describe("the source written", () => {
  it.each([
    ["r = %x41\n", "^(?:A)$"],
    ['r = "a"\n', "^(?:[Aa])$"],
    ['r = %s"a" / %s"b" / %s"c"\n', "^(?:[a-c])$"],
    ["r = %x2D / %x2E\n", "^(?:[\\-\\.])$"],
    ["r = %x2E\n", "^(?:\\.)$"],
    ['r = "-"\n', "^(?:-)$"],
    ["r = %x0-1F\n", "^(?:[\\u0000-\\u001F])$"],
    ["r = %x10000-10FFFF\n", "^(?:[\\u{10000}-\\u{10FFFF}])$"],
    ["r = *%x61\n", "^(?:a*)$"],
    ["r = 1*%x61\n", "^(?:a+)$"],
    ["r = [%x61]\n", "^(?:a?)$"],
    ["r = 2*%x61\n", "^(?:a{2,})$"],
    ["r = 3%x61\n", "^(?:a{3})$"],
    ["r = 2*3%x61\n", "^(?:a{2,3})$"],
    ["r = *(%x61 %x62)\n", "^(?:(?:ab)*)$"],
    ["r = %x61 (%x62 %x63 / %x64 %x65)\n", "^(?:a(?:bc|de))$"],
    // A quantified quantifier needs a group: `a{1,2}?` would be lazy, not optional.
    ["r = [1*2%x61]\n", "^(?:(?:a{1,2})?)$"],
  ])("%j → %s", (text, source) => expect(compileRule(grammar(text), "r").source).toBe(source));
});

describe("capture groups: one per captured rule, in order", () => {
  const g = grammar("r = a %x3a b\na = 1*ALPHA\nb = *DIGIT\n");
  it("names each group's component", () =>
    expect(compileRule(g, "r", { captures: { a: "scheme", b: "rest" } })).toEqual({
      source: "^(?:([A-Za-z]+):([0-9]*))$",
      groups: ["scheme", "rest"],
    }));
  it("recognizer has no groups", () => expect(recognizer(g, "r").source).toBe("^(?:[A-Za-z]+:[0-9]*)$"));
});

describe("RFC 5234 §3.2: the oracle decides membership whatever the order of the alternatives", () => {
  // A PEG would commit to "a" and fail on "ab"; the backtracking regex tries "ab" too.
  const rx = recognizer(grammar('r = ("a" / "ab") "c"\n'), "r");
  it.each([
    ["ac", true],
    ["abc", true],
    ["ABC", true],
    ["ab", false],
    ["abcc", false],
    ["", false],
  ])("%j → %s", (input, valid) => expect(rx.test(input)).toBe(valid));
});

describe("RFC 5234 §3.6 and RFC 3987 §2.2 (ucschar): code points, not code units", () => {
  const rx = recognizer(grammar("r = 1*2%xA0-10FFFF\n"), "r");
  it.each([
    ["é", true],
    ["😀", true],
    ["😀😀", true],
    ["😀😀😀", false],
    // A lone surrogate is one code point of its own, inside %xA0-10FFFF (as for the engines).
    ["\ud800", true],
    ["\ud800\ud800\ud800", false],
    ["a", false],
  ])("%j → %s", (input, valid) => expect(rx.test(input)).toBe(valid));
});
