// Pass "earley": the automata the context-free recognizer runs (compiler/standalone/earley.ts).
//
// Each called rule (passes/calls.ts) is lowered with the other called rules as symbols (lower.ts's
// `calls`), followed by its END symbol, and all of them go through the same NFA → minimal DFA
// passes as the regular start rules (nfa.ts, subset.ts): a DFA over characters and symbols, a start
// state per called rule. A state's rule is told by the END it reads, so minimization never merges
// the states of two rules. Each state keeps its expected items (expectations.ts), read where an
// input fails; the readings of symbols are left out there (a call's own first characters are
// expected in the same set, by the rule's start state, with the rule on their stacks).
import type { AbnfGrammar } from "../ast.js";
import type { CallPlan } from "./calls.js";
import { endSymbol, SYMBOL_BASE } from "./calls.js";
import type { ExpectationTable } from "./expectations.js";
import { ruleTree, type Rx, seq } from "./lower.js";
import { buildNfa, nullable as nullableRx } from "./nfa.js";
import { type RecognizerDfa, recognizerDfa } from "./subset.js";

export interface EarleyTables {
  /** The DFA of the called rules: a start state each (in CallPlan.called's order). */
  dfa: RecognizerDfa;
  /** Whether each called rule matches the empty string. */
  nullable: boolean[];
  /** Each DFA state's expected items (ids in the grammar's ExpectationTable). */
  expect: number[][];
}

/** Whether a set holds only symbols (calls and ends) rather than characters. */
export function isSymbolSet(ranges: readonly (readonly [number, number])[]): boolean {
  return ranges.length > 0 && ranges[0]![0] >= SYMBOL_BASE;
}

/** Each called rule's body, calls as symbols (without its END). */
export function calledTrees(grammar: AbnfGrammar, plan: CallPlan): Rx[] {
  return plan.called.map((name) => ruleTree(grammar, name, { calls: plan.symbols }));
}

/** Whether each called rule matches the empty string: a fixpoint, a call as nullable as its rule. */
export function nullableRules(trees: readonly Rx[]): boolean[] {
  const out = trees.map(() => false);
  // A call (a symbol set) is nullable when its rule is, as found so far.
  const nullable = (rx: Rx): boolean =>
    nullableRx(rx, (ranges) => isSymbolSet(ranges) && out[(ranges[0]![0] - SYMBOL_BASE) >> 1] === true);
  for (let changed = true; changed;) {
    changed = false;
    trees.forEach((tree, k) => {
      if (!out[k] && nullable(tree)) out[k] = changed = true;
    });
  }
  return out;
}

export function earleyTables(
  grammar: AbnfGrammar,
  plan: CallPlan,
  expectations: ExpectationTable,
): EarleyTables {
  const trees = calledTrees(grammar, plan);
  const ended = trees.map((tree, k): Rx => seq([tree, { k: "set", ranges: [[endSymbol(k), endSymbol(k)]] }]));
  const dfa = recognizerDfa(buildNfa(ended));
  const sets = dfa.nfa.sets;
  const expect = expectations.statesOf({
    ...dfa,
    alive: dfa.alive.map((edges) => edges.filter((edge) => !isSymbolSet(sets[edge.set]!))),
  });
  return { dfa, nullable: nullableRules(trees), expect };
}
