// The three readings of every grammar must agree, for every variant and every start rule: the
// automata the library runs (compiled from the ABNF), the ABNF's oracle (an anchored regular
// expression with capture groups) and the PEG transcription (its actions). They are written
// independently — the record's component map, the grammar's actions — so this is where they are held
// to each other. Inputs: strings drawn from the rule's ABNF, and each mutated once (mostly near
// misses). `npm run check:grammars` checks the verdicts on far more inputs.
import { describe, expect, it } from "vitest";
import { mutate, mutationAlphabet } from "../../compiler/equivalence.js";
import { sampleRule } from "../../compiler/sample.js";
import { safeParse } from "../../src/syntax/parse.js";
import { ALL_VARIANTS } from "../../src/variants/all.js";
import { grammarOf, oracleSplit } from "../helpers/oracle.js";
import { pegParse } from "../helpers/peg.js";

const RUNS = 10;

const cases = ALL_VARIANTS.flatMap((variant) =>
  variant.startRules.map((rule) => ({ id: variant.id, rule, grammar: variant.grammar })),
);

describe("automata, oracle and PEG: same language, same components", () => {
  it.each(cases)("$id $rule", ({ id, rule, grammar }) => {
    const options = { variant: id, rule };
    const alphabet = mutationAlphabet(grammarOf(grammar));
    let seed = 7;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    const inputs = sampleRule(grammarOf(grammar), rule, RUNS, 42);
    for (const input of [...inputs, ...inputs.map((s) => mutate(s, alphabet, random))]) {
      const where = `${id} ${rule} ${JSON.stringify(input)}`;
      const expected = oracleSplit(input, options);
      const result = safeParse(input, options as never);
      expect(result.ok ? result.value : null, `automata, ${where}`).toEqual(expected);
      expect(pegParse(input, options), `PEG, ${where}`).toEqual(expected);
    }
  });
});
