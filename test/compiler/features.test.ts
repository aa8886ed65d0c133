// uri-grammar/compiler on small grammars written for these tests, one per feature of RFC 5234 ABNF
// (and RFC 7405), and on a real RFC grammar that the project does not ship: RFC 2368's mailto URL
// (test/fixtures/rfc2368/mailto.abnf, which cites its source).
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { AbnfError, compileAbnf, GrammarProblems } from "../../src/compiler.js";
import { parse } from "../../src/index.js";

const fixtures = join(import.meta.dirname, "..", "fixtures");

function problemsOf(text: string, rules: string[]): GrammarProblems {
  try {
    compileAbnf(text, { rules, file: "t.abnf" });
  } catch (error) {
    if (error instanceof GrammarProblems) return error;
    throw error;
  }
  throw new Error("expected the grammar to be refused");
}

describe("RFC 5234 §3.6 variable repetition: 2*3 bounds", () => {
  const g = compileAbnf('word = 2*3"ab" 1DIGIT *1"!"\n', { rules: ["word"] });
  it.each([
    ["ab1", false],
    ["abab1", true],
    ["ababab1!", true],
    ["abababab1", false],
    ["abab12", false],
    ["abab1!!", false],
  ])("%j → %s", (input, valid) => expect(g.isValid(input)).toBe(valid));
});

describe('RFC 7405 §2.1 case-sensitive strings: %s"..." (and RFC 5234 §2.3: "..." is not)', () => {
  const g = compileAbnf('greeting = %s"Hi" " there" %i"!"\n', { rules: ["greeting"] });
  it.each([
    ["Hi there!", true],
    ["Hi THERE!", true],
    ["hi there!", false],
    ["HI there!", false],
  ])("%j → %s", (input, valid) => expect(g.isValid(input)).toBe(valid));
});

describe("RFC 5234 §3.3 incremental alternatives: =/", () => {
  const g = compileAbnf('animal = "cat"\nanimal =/ "dog"\nanimal =/ "emu" / "gnu"\n', { rules: ["animal"] });
  it.each([
    ["cat", true],
    ["dog", true],
    ["gnu", true],
    ["cow", false],
  ])("%j → %s", (input, valid) => expect(g.isValid(input)).toBe(valid));
});

describe("RFC 5234 §4 prose-val: refused with a clear error", () => {
  it("names the rule, the prose and what to do", () => {
    const error = problemsOf('uri = "x:" rest\nrest = <see RFC 9999 section 3>\n', ["uri"]);
    expect(error.problems).toMatchObject([{ severity: "error", kind: "prose", rule: "rest", line: 2 }]);
    expect(error.message).toMatch(/t\.abnf:2: rest holds the prose value <see RFC 9999 section 3>/);
    expect(error.message).toMatch(/define rest in ABNF/);
  });
  it("is only a warning where no start rule reaches it", () => {
    const g = compileAbnf('uri = "x:"\nrest = <prose>\n', { rules: ["uri"], file: "t.abnf" });
    expect(g.problems.map((p) => [p.severity, p.kind, p.rule])).toContainEqual(["warning", "prose", "rest"]);
  });
});

describe("RFC 5234 §2.1 recursion: the context-free recognizer, for the rules that reach it", () => {
  it("a → b → a: the start rule reaches recursion, so it has no DFA", () => {
    const g = compileAbnf('a = "x" b\nb = "(" a ")" / "y"\n', { rules: ["a"], file: "t.abnf" });
    expect(g.contextFreeRules).toEqual(["a"]);
    expect(g.problems).toEqual([]);
    expect(["xy", "x(xy)", "x(x(xy))"].map((s) => g.isValid(s))).toEqual([true, true, true]);
    expect(["x", "x(xy", "x(y)"].map((s) => g.isValid(s))).toEqual([false, false, false]);
  });
  it("a rule that refers to itself; a regular start rule beside it keeps its DFA", () => {
    const g = compileAbnf('list = item / item "," list\nitem = "i"\n', { rules: ["list", "item"] });
    expect(g.contextFreeRules).toEqual(["list"]);
    expect(Object.keys(g.automata.recognizer.starts)).toEqual(["item"]);
    expect(g.isValid("i,i,i")).toBe(true);
    expect(g.isValid("i,i,")).toBe(false);
    expect(g.isValid("i", "item")).toBe(true);
  });
  it("a grammar with recursion makes no variant (variants run automata)", () => {
    const g = compileAbnf('a = "(" [a] ")"\n', { rules: ["a"] });
    expect(() => g.variant({ id: "parens" })).toThrow(/a reaches a recursive rule/);
  });
});

describe("undefined and unused rules", () => {
  it("an undefined rule a start rule reaches is an error", () => {
    const error = problemsOf('a = "x" nowhere\n', ["a"]);
    expect(error.problems).toMatchObject([{ kind: "undefined", rule: "a", line: 1 }]);
    expect(error.message).toMatch(/a refers to nowhere, which the grammar does not define/);
  });
  it("an unused rule is a warning", () => {
    const g = compileAbnf('a = "x"\nlonely = "y"\n', { rules: ["a"], file: "t.abnf" });
    expect(g.problems).toMatchObject([{ severity: "warning", kind: "unused", rule: "lonely", line: 2 }]);
  });
  it("text that is not ABNF is an AbnfError", () => {
    expect(() => compileAbnf("a = = b\n", { rules: ["a"] })).toThrow(AbnfError);
  });
  it("a start rule that is not there is an AbnfError", () => {
    expect(() => compileAbnf('a = "x"\n', { rules: ["b"] })).toThrow(AbnfError);
  });
  it("wrong types are TypeErrors", () => {
    expect(() => compileAbnf(42 as unknown as string, { rules: ["a"] })).toThrow(TypeError);
    expect(() => compileAbnf('a = "x"\n', { rules: [] })).toThrow(TypeError);
  });
});

describe("; @include, through the resolver the caller gives", () => {
  it("reads the included grammar beside the including one", () => {
    const files: Record<string, string> = { "g/base.abnf": "digit2 = 2DIGIT\n" };
    const g = compileAbnf('; @include base.abnf\nyear = "Y" digit2 digit2\n', {
      rules: ["year"],
      file: "g/year.abnf",
      include: (path) => files[path],
    });
    expect([g.isValid("Y2026"), g.isValid("Y202")]).toEqual([true, false]);
  });
});

describe("RFC 2368 §2: the mailto URL, a real grammar", () => {
  const text = readFileSync(join(fixtures, "rfc2368", "mailto.abnf"), "utf8");
  const g = compileAbnf(text, {
    rules: ["mailtoURL"],
    captures: { to: "path", headers: "query" },
    file: "mailto.abnf",
  });
  it("has no problems", () => expect(g.problems).toEqual([]));
  // RFC 2368 §2's examples of equivalent URLs, and §5's.
  it.each([
    // RFC 2368 §2's own example names addresses without "@", which no RFC 822 mailbox is.
    ["mailto:addr1%2C%20addr2", false],
    ["mailto:?to=addr1%2C%20addr2", true],
    ["mailto:addr1?to=addr2", false],
    ["mailto:chris@example.com", true],
    ["mailto:infobot@example.com?subject=current-issue", true],
    ["mailto:joe@example.com?cc=bob@example.com&body=hello", false], // "@" is not urlc: it is encoded
    ["mailto:joe@example.com?cc=bob%40example.com&body=hello", true],
    ["mailto:a@b,c@d", true],
    ["mailto:a@b?x", false],
    ["MAILTO:a@b", true], // RFC 5234 §2.3: quoted strings are case-insensitive
  ])("%j → %s", (input, valid) => expect(g.isValid(input)).toBe(valid));
  it("a user variant splits it where the rules are captured", () => {
    const variant = g.variant({ id: "mailto-rfc2368" });
    expect(parse("mailto:a@b,c@d?subject=hi", { variant })).toMatchObject({
      path: "a@b,c@d",
      query: "?subject=hi",
    });
  });
});
