// Pass "lower", the regular rules: which start rules reach no recursive rule (RFC 5234 allows
// recursion; a rule that reaches one is not regular, and no automaton recognizes it). The regular
// ones get the DFAs; the others the context-free recognizer (compiler/passes/context-free.ts).
import { getRule } from "../load.js";
import type { Pass } from "../session.js";
import { notRegular } from "./calls.js";

export const regularRules: Pass = (s) => {
  s.rules = s.options.startRules.map((name) => getRule(s.grammar, name).name);
  const irregular = notRegular(s.grammar, s.rules);
  s.dfaRules = s.rules.filter((rule) => !irregular.has(rule.toLowerCase()));
  s.cfRules = s.rules.filter((rule) => irregular.has(rule.toLowerCase()));
};
