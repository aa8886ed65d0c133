// Pass "lower": each regular start rule (compiler/passes/regular-rules.ts) → its regular-expression tree, every rule it reaches inlined
// (compiler/passes/lower.ts): one tree a start rule for the recognizer, with its rules and quoted
// strings (for messages); and, for the splitter, the trees of the start rules with components
// inside them, those components as groups (a rule's own component is all of it, and needs no
// tags; a group of the same component inside it is not that component).
import type { Pass } from "../session.js";
import { hasGroup, plain, ruleTree } from "./lower.js";

export const startTrees: Pass = (s) => {
  s.trees.recognizer = s.dfaRules.map((rule) => ruleTree(s.grammar, rule));
  s.trees.splitter = s.dfaRules.flatMap((rule) => {
    const inner = innerCaptures(s.options.captures, rule);
    const tree = plain(ruleTree(s.grammar, rule, { captures: inner }));
    return hasGroup(tree) ? [{ rule, tree }] : [];
  });
};

/**
 * The captures inside a start rule: all but its own component (which is all of the rule's match),
 * and so no group of that component inside it either.
 */
export function innerCaptures(
  captures: Readonly<Record<string, string>>,
  rule: string,
): Record<string, string> {
  const own = Object.entries(captures).find(([r]) => r.toLowerCase() === rule.toLowerCase())?.[1];
  return Object.fromEntries(Object.entries(captures).filter(([, component]) => component !== own));
}
