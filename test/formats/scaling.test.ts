// Every format is linear in its input: the work the format functions count (src/semantics/work.ts:
// characters read by the grammars' automata, labels and code points visited, Punycode's passes)
// stays within C·n on every hostile family of corpus/format-values.ts (long labels of distinct code
// points, "." runs, "@" runs, deep nesting for regex, digit runs...), for the format function and
// for formatProblem, in both readings of the IDN formats. The sizes come before the labels: a value
// too long for its format is refused with no work that grows with it. Work, not time: no test
// asserts a time; `npm run bench` gives the times per character from 10 KB to 1 MB.
import { describe, expect, it } from "vitest";
import { distinctCodePoints, FORMATS } from "../../corpus/format-values.js";
import { formatsOf, uts46 } from "../../src/formats/index.js";
import { punycodeEncode } from "../../src/formats/punycode.js";
import { resetWork, work } from "../../src/semantics/work.js";
import {
  entryPoints,
  overBudget,
  WORK_PER_CHARACTER as C,
  workOf as measure,
} from "../../scripts/format-scaling.js";

const SIZES = [1_000, 10_000, 50_000];

describe("every format: work linear in the input on every hostile family", () => {
  for (const format of FORMATS)
    it(format, () => {
      const { over, calls } = overBudget(format, SIZES);
      expect(over).toEqual([]);
      expect(calls).toBeGreaterThan(0);
    });
});

describe("sizes first: a value too long for its format costs the same at any length", () => {
  it.each([
    ["idn-hostname", (n: number) => distinctCodePoints(n)],
    ["idn-hostname", (n: number) => "a" + "\u30fb".repeat(n)],
    ["hostname", (n: number) => "a".repeat(n)],
    ["email", (n: number) => "a".repeat(n) + "@b"],
    ["idn-email", (n: number) => "ü@" + distinctCodePoints(n)],
  ] as const)("%s", (format, make) => {
    const points = entryPoints(format);
    for (const [name, run] of Object.entries(points)) {
      // UTS #46 maps before it measures (ignored code points count for nothing): not for it.
      if (name.includes("uts46")) continue;
      const at1000 = measure(run, make(1_000));
      // A 40,000-character label of distinct code points: refused as soon as its length is read.
      const at40000 = measure(run, make(40_000));
      expect(at40000, name).toBe(at1000);
      expect(at40000, name).toBeLessThan(1_000);
    }
  });
  it("UTS #46 stops mapping when the label has more code points than can be 63 octets", () => {
    const idnHostname = formatsOf("draft2020-12", { idna: uts46 })["idn-hostname"];
    const at1000 = measure(idnHostname, distinctCodePoints(1_000));
    const at40000 = measure(idnHostname, distinctCodePoints(40_000));
    expect(at40000).toBe(at1000);
    expect(at40000).toBeLessThan(2_000);
  });
});

describe("the budget catches a quadratic algorithm", () => {
  // Punycode (RFC 3492 §6.3) reads its input once per distinct code point: on a label of distinct
  // code points with no size check first, the work is quadratic (what idn-hostname did).
  it("is over budget on Punycode of distinct code points", () => {
    // Small sizes: the quadratic work is real (50,000 code points would take half a minute).
    const over = [200, 1_000, 2_000].filter((size) => {
      const cps = Array.from(distinctCodePoints(size), (c) => c.codePointAt(0)!);
      resetWork();
      punycodeEncode(cps);
      return work.units > C * size;
    });
    expect(over.length).toBeGreaterThan(0);
  });
});
