// Pass "automata", the splitter: the trees of the start rules with components inside them → one
// tagged DFA (compiler/passes/tagged.ts) whose tags say where each component begins and ends.
import { DEFAULT_MAX_STATES, SPLITTER_MAX_STATES } from "../limits.js";
import type { Pass } from "../session.js";
import { groupsOf } from "./lower.js";
import { buildNfa } from "./nfa.js";
import { withinLimit } from "./subset.js";
import { taggedDfa } from "./tagged.js";

export const splitter: Pass = (s) => {
  const trees = s.trees.splitter;
  s.splitRules = trees.map((t) => t.rule);
  s.covers = trees.map((t) => groupsOf(t.tree));
  if (trees.length === 0) return;
  const nfa = buildNfa(trees.map((t) => t.tree));
  const max = Math.min(s.options.maxStates ?? DEFAULT_MAX_STATES, SPLITTER_MAX_STATES);
  s.splitter = withinLimit(s.grammar, nfa, true, s.splitRules, () => taggedDfa(nfa, max));
};
