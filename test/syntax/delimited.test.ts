// RFC 3986 §3 and Appendix B: the generic syntax is delimited, so a string the grammar accepts splits
// at its delimiters into exactly the grammar's components. src/syntax/delimited.ts reads a reference
// that way (the Ajv resolver and RFC 3986 §5.2's fast path find components with the recognizer
// alone); here its split is held to the tagged DFA's components, for every variant whose record says
// it is delimited, on the variant's corpus and on strings drawn from its ABNF, each mutated once.
import { describe, expect, it } from "vitest";
import { mutate, mutationAlphabet } from "../../compiler/equivalence.js";
import { sampleRule } from "../../compiler/sample.js";
import { corpusFor } from "../../corpus/variants/index.js";
import { splitDelimited } from "../../src/syntax/delimited.js";
import { recordAt, sparseComponents } from "../../src/syntax/components.js";
import { safeParse } from "../../src/syntax/parse.js";
import { ALL_VARIANTS } from "../../src/variants/all.js";
import { grammarOf } from "../helpers/oracle.js";

const RUNS = 100;

const cases = ALL_VARIANTS.filter((v) => v.delimited !== undefined).flatMap((variant) =>
  Object.keys(variant.delimited!.starts).map((rule) => ({ id: variant.id, rule, grammar: variant.grammar })),
);

describe("RFC 3986 Appendix B: the delimiters' split is the grammar's components", () => {
  it("covers the delimited variants", () => {
    expect(cases.map((c) => c.id)).toContain("rfc3986");
  });
  it.each(cases)("$id $rule", ({ id, rule, grammar }) => {
    const alphabet = mutationAlphabet(grammarOf(grammar));
    let seed = 11;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    const drawn = sampleRule(grammarOf(grammar), rule, RUNS, 5);
    let accepted = 0;
    for (const input of [...corpusFor(id), ...drawn, ...drawn.map((s) => mutate(s, alphabet, random))]) {
      const parsed = safeParse(input, { variant: id, rule } as never);
      if (!parsed.ok) continue;
      accepted++;
      expect(
        sparseComponents(recordAt(input, splitDelimited(input))),
        `${id} ${JSON.stringify(input)}`,
      ).toEqual(parsed.value);
    }
    expect(accepted).toBeGreaterThan(RUNS);
  });
});
