// The fast path's components (capture groups of the ABNF-derived regex) and the PEG's (its
// actions) must be the same, for every variant and every start rule that has components: the two
// are written independently (the record's component map, the grammar's actions), so this is where
// they are held to each other. Inputs: strings generated from the rule's own recognizer.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { generatorFor } from "../../scripts/equivalence.js";
import { pegParse } from "../../src/syntax/peg.js";
import { split } from "../../src/syntax/parse.js";
import { VARIANTS } from "../../src/variants/registry.js";
import { loadVariant } from "../../src/variants/load.js";

// Variants whose components come from the PEG (componentsFrom: "peg": ambiguous grammars) have
// no capture-based components to compare.
const cases = VARIANTS.filter((record) => record.componentsFrom !== "peg").flatMap((record) => {
  const variant = loadVariant(record.id);
  return record.startRules
    .map((name) => variant.rule(name))
    .filter((rule) => rule.groups.length > 0)
    .map((rule) => ({ id: record.id, rule: rule.name }));
});

describe("fast path and PEG path give the same components", () => {
  it.each(cases)("$id $rule", ({ id, rule: name }) => {
    const variant = loadVariant(id);
    const rule = variant.rule(name);
    const inputs = fc.sample(generatorFor(rule.recognizer), { numRuns: 150, seed: 42 });
    for (const input of inputs) {
      const peg = pegParse(variant, rule, input);
      expect(peg.ok, `${id} ${name}: PEG rejects ${JSON.stringify(input)}`).toBe(true);
      expect(split(rule, input), `${id} ${name}: ${JSON.stringify(input)}`).toEqual(
        peg.ok ? peg.value : null,
      );
    }
  });
});
