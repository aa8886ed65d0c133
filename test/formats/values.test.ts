// The bench's values for every format (corpus/format-values.ts) are what they say: each typical
// value valid, each invalid value invalid, by the format function and by formatProblem alike. And
// the fast paths keep the verdicts: GrammarRule.test (src/formats/grammar-rule.ts, the engine's loop
// over the rows every recognizer shares) is the engine's one step at a time on every value and on
// every prefix of some, email's and hostname's short cuts are the full checks', and the regex
// format's remembered verdicts are its parser's.
import { describe, expect, it } from "vitest";
import { FORMATS, formatValues } from "../../corpus/format-values.js";
import { recognizerOf } from "../../automata/decoded.js";
import { formatProblem, formats } from "../../src/formats/index.js";
import { GrammarRule } from "../../src/formats/grammar-rule.js";
import { regex, regexProblem } from "../../src/formats/regex.js";
import { recognizer as r5321 } from "../../generated/rfc5321.automata.js";
import { recognizer as r6901 } from "../../generated/rfc6901.automata.js";
import { recognizer as r3987 } from "../../generated/rfc3987-formats.automata.js";

describe("corpus/format-values.ts", () => {
  for (const format of FORMATS)
    it(`${format}: ${formatValues(format).typical.length} typical values valid, as many invalid ones invalid`, () => {
      const { typical, invalid, mixed } = formatValues(format);
      const valid = formats[format];
      expect(typical.filter((v) => !valid(v))).toEqual([]);
      expect(invalid.filter((v) => valid(v))).toEqual([]);
      // formatProblem on a quarter of them (it is the function's verdict by construction).
      const quarter = (xs: readonly string[]) => xs.filter((_, k) => k % 4 === 0);
      expect(quarter(typical).filter((v) => formatProblem(format, v) !== undefined)).toEqual([]);
      expect(quarter(invalid).filter((v) => formatProblem(format, v) === undefined)).toEqual([]);
      expect(mixed.length).toBe(typical.length + invalid.length);
    });
});

describe("GrammarRule.test decides as the engine one step at a time (Recognizer.stop)", () => {
  const rules = [
    new GrammarRule(r5321, "Mailbox"),
    new GrammarRule(r6901, "json-pointer"),
    new GrammarRule(r3987, "IRI"),
    new GrammarRule(r3987, "IRI", true),
    new GrammarRule(r3987, "IPv6address"),
  ];
  const values = FORMATS.flatMap((f) => formatValues(f).mixed.slice(0, 200));
  it(`on ${values.length} values and every prefix of 200 of them, for ${rules.length} rules`, () => {
    for (const rule of rules) {
      const engine = recognizerOf(rule.packed);
      const start = engine.start(rule.rule)!;
      const stepwise = (v: string) => engine.stop(v, start, 0, v.length, rule.asciiOnly) === null;
      const differ = values.filter((v) => rule.test(v) !== stepwise(v));
      expect(differ).toEqual([]);
      for (const v of values.slice(0, 200))
        for (let k = 0; k <= v.length; k++) {
          const prefix = v.slice(0, k);
          if (rule.test(prefix) !== stepwise(prefix)) differ.push(prefix);
        }
      expect(differ).toEqual([]);
    }
  });
  it("on a rule's first value, before any row of its table is decoded", () => {
    // A fresh table: the engine decodes rows as the first values step into them.
    const fresh = { ...r6901 };
    const rule = new GrammarRule(fresh, "json-pointer");
    expect(rule.test("/a/b~1c/0")).toBe(true);
    expect(rule.test("")).toBe(true);
    expect(new GrammarRule({ ...r6901 }, "json-pointer").test("/a~2")).toBe(false);
    expect(new GrammarRule({ ...r6901 }, "json-pointer").test("a")).toBe(false);
  });
});

describe("short cuts keep the verdicts", () => {
  it("email: 64 characters or less, no address-literal, means every size is right", () => {
    for (const v of ["a@b", `${"a".repeat(62)}@b`, "a@[127.0.0.1]", "a@[127.0.0.300]", "a@[IPv6:::1]"])
      expect(formats.email(v)).toBe(formatProblem("email", v) === undefined);
    expect(formats.email(`${"a".repeat(64)}@b`)).toBe(true);
    expect(formats.email(`${"a".repeat(65)}@b`)).toBe(false);
    expect(formats.email(`a@${"b".repeat(63)}.c`)).toBe(true);
    expect(formats.email(`a@${"b".repeat(64)}.c`)).toBe(false);
  });
  it("regex: a remembered verdict is the parser's, before and after the cache is emptied", () => {
    const patterns = formatValues("regex").mixed;
    // More distinct patterns than the cache holds (4096): it is emptied, twice a round.
    const many = Array.from({ length: 9000 }, (_, k) => patterns[k % patterns.length]! + "x".repeat(k % 7));
    for (const round of [0, 1])
      for (const p of many)
        if (regex(p) !== (regexProblem(p) === undefined)) throw new Error(`round ${round}: ${p}`);
    const long = "(".repeat(600) + ")".repeat(600);
    expect(regex(long)).toBe(true);
    expect(regex(long + ")")).toBe(false);
  });
});
