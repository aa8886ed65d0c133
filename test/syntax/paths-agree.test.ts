// The fast path's components (capture groups of the ABNF-derived regex) and the PEG's (its
// actions) must be the same, for every variant and every start rule that has components: the two
// are written independently (the record's component map, the grammar's actions), so this is where
// they are held to each other. Inputs: strings generated from the rule's own recognizer.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { generatorFor, mutate, mutationAlphabet } from "../../scripts/equivalence.js";
import { loadAbnfFile } from "../../scripts/abnf/load.js";
import { pegParse } from "../../src/syntax/peg.js";
import { split, splitWithDfa } from "../../src/syntax/parse.js";
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

// The third path: the automata compiled from the same ABNF (generated/<grammar>.dfa.cjs). Their
// language must be the regex's, on strings of the language and on near misses (each mutated once),
// and their components the capture groups'.
const automata = VARIANTS.flatMap((record) => {
  const variant = loadVariant(record.id);
  return record.startRules
    .map((name) => variant.rule(name))
    .filter((rule) => rule.dfa !== undefined)
    .map((rule) => ({ id: record.id, rule: rule.name, grammar: record.grammar }));
});

describe("DFA path and regex path: same language, same components", () => {
  it("every start rule of the registered grammars has its automata", () => {
    const missing = VARIANTS.flatMap((record) =>
      record.startRules
        .filter((name) => loadVariant(record.id).rule(name).dfa === undefined)
        .map((n) => `${record.id} ${n}`),
    );
    expect(missing).toEqual([]);
  });

  it.each(automata)("$id $rule", ({ id, rule: name, grammar }) => {
    const variant = loadVariant(id);
    const rule = variant.rule(name);
    const dfa = rule.dfa!;
    const alphabet = mutationAlphabet(loadAbnfFile(`grammar/${grammar}.abnf`));
    let seed = 7;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    const inputs = fc.sample(generatorFor(rule.recognizer), { numRuns: 150, seed: 42 });
    for (const input of [...inputs, ...inputs.map((s) => mutate(s, alphabet, random))]) {
      const regex = rule.recognizer.test(input);
      expect(dfa.test(input), `${id} ${name}: DFA on ${JSON.stringify(input)}`).toBe(regex);
      const components = splitWithDfa(rule, input);
      expect(components !== null, `${id} ${name}: tagged DFA on ${JSON.stringify(input)}`).toBe(regex);
      if (regex) expect(components, `${id} ${name}: ${JSON.stringify(input)}`).toEqual(split(rule, input));
    }
  });
});
