// The PEG transcriptions (generated/<grammar>.peg.js) for the tests: the library never runs them (its
// automata are compiled from the ABNF); the tests hold the automata's verdicts and components equal
// to the PEG's, and both to the ABNF's oracle (test/helpers/oracle.ts).
import type { PartialComponents } from "../../src/syntax/components.js";
import { startRule } from "../../src/syntax/parse.js";
import { splitsInside } from "../../src/syntax/start-rule.js";
import "../../src/variants/all.js";
import { PEG } from "./peg-modules.js";

export { PEG };

const noTrace = { trace(): void {} };

/** The PEG rule name of an ABNF rule name. */
function pegName(rule: string): string {
  return rule.replace(/-/g, "_");
}

/**
 * The components the PEG's actions give for `input` as the variant's rule (its default rule when
 * none is named), or null when the PEG rejects it.
 */
export function pegParse(
  input: string,
  options: { variant?: string; rule?: string } = {},
): PartialComponents | null {
  const rule = startRule("pegParse", options as never);
  const parser = PEG[rule.variant.grammar]!;
  let result: unknown;
  try {
    result = parser.parse(input, { startRule: pegName(rule.name), tracer: noTrace });
  } catch (error) {
    if (error instanceof Error && error.name === "SyntaxError") return null;
    throw error;
  }
  // A rule with components returns them from its actions; a rule of a grammar that has none (RFC
  // 6570's template rules build a tree for src/template) yields no components, as the automata say.
  if (splitsInside(rule) && typeof result === "object" && result !== null) return result as PartialComponents;
  if (rule.component !== undefined && typeof result === "string") return { [rule.component]: result };
  return {};
}

/** Whether the PEG accepts `input` as the rule. */
export function pegAccepts(input: string, options: { variant?: string; rule?: string } = {}): boolean {
  return pegParse(input, options) !== null;
}
