// The ABNF's oracle for the tests: each rule compiled into an anchored regular expression
// (compiler/passes/regex.ts), and the components its capture groups give. It never runs in the
// library; it is what the automata and the PEG transcriptions are held to.
import { innerCaptures } from "../../compiler/index.js";
import { compileRule } from "../../compiler/passes/regex.js";
import { grammarOf } from "../../scripts/grammar-files.js";
import type { PartialComponents } from "../../src/syntax/components.js";
import { startRule } from "../../src/syntax/parse.js";
import { splitOf } from "../../src/syntax/start-rule.js";
import "../../src/variants/all.js";

export { grammarOf };

interface Oracle {
  recognizer: RegExp;
  splitter: RegExp;
  groups: string[];
  component: string | undefined;
  coversPath: boolean;
}

const oracles = new Map<string, Oracle>();

/** The oracle of a variant's rule (its default rule when none is named). */
export function oracle(options: { variant?: string; rule?: string } = {}): Oracle {
  const rule = startRule("oracle", options as never);
  const key = `${rule.variant.id} ${rule.name}`;
  let found = oracles.get(key);
  if (found === undefined) {
    const grammar = grammarOf(rule.variant.grammar);
    const captures = innerCaptures(rule.variant.components, rule.name);
    const captured = compileRule(grammar, rule.name, { captures });
    found = {
      recognizer: new RegExp(compileRule(grammar, rule.name).source, "u"),
      splitter: new RegExp(captured.source, "u"),
      groups: captured.groups,
      component: rule.component,
      coversPath: splitOf(rule).coversPath,
    };
    oracles.set(key, found);
  }
  return found;
}

/**
 * The components of the oracle's capture groups (the first group that took part fills its
 * component), null when it rejects the input.
 */
export function oracleSplit(
  input: string,
  options: { variant?: string; rule?: string } = {},
): PartialComponents | null {
  const o = oracle(options);
  const m = o.splitter.exec(input);
  if (m === null) return null;
  const out: Record<string, string> = {};
  for (let i = 0; i < o.groups.length; i++) {
    const value = m[i + 1];
    if (value !== undefined && out[o.groups[i]!] === undefined) out[o.groups[i]!] = value;
  }
  if (o.component !== undefined && out[o.component] === undefined) out[o.component] = input;
  if (o.coversPath && out.path === undefined) out.path = "";
  return out as PartialComponents;
}
