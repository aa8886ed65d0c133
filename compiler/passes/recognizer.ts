// Pass "automata", the recognizer: the start rules' trees → one NFA (compiler/passes/nfa.ts) → one
// minimal DFA with a start state a rule (subset.ts, minimize.ts), and for each of its states the
// expected items error messages name (expectations.ts); past the limit of states, the rule that
// makes them (limits.ts).
import { checkNfaSize, DEFAULT_MAX_STATES } from "../limits.js";
import type { Pass } from "../session.js";
import { buildNfa } from "./nfa.js";
import { recognizerDfa, withinLimit } from "./subset.js";

export const recognizer: Pass = (s) => {
  const max = s.options.maxStates ?? DEFAULT_MAX_STATES;
  checkNfaSize(s.grammar, s.trees.recognizer, max);
  const nfa = buildNfa(s.trees.recognizer);
  s.recognizer = withinLimit(s.grammar, nfa, false, s.dfaRules, () => recognizerDfa(nfa, max));
  s.expect = s.expectations.statesOf(s.recognizer);
};
