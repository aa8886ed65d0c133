// Pass "context-free": the start rules that are not regular (they reach a recursive rule) → the
// called rules' automata over characters and calls, for the Earley recognizer
// (compiler/standalone/earley.ts), and their tree NFAs (parse trees), packed; built for every start
// rule when asked (trees, error reports of regular rules).
import type { AbnfGrammar } from "../ast.js";
import type { CompiledGrammar, Pass } from "../session.js";
import { planCalls } from "./calls.js";
import { calledTrees, earleyTables } from "./earley.js";
import { ExpectationTable } from "./expectations.js";
import { packContextFree } from "./pack-cf.js";
import { treeNfa } from "./trees.js";

export const contextFree: Pass = (s) => {
  if (s.cfRules.length === 0 && s.options.contextFree !== "all") return;
  const starts = s.options.contextFree === "all" ? s.rules : s.cfRules;
  s.contextFree = contextFreeTables(s.grammar, starts, s.expectations.isToken, true);
};

/** The context-free stage alone: the called rules, their automata, their tree NFAs (or none), packed. */
export function contextFreeTables(
  grammar: AbnfGrammar,
  starts: readonly string[],
  isToken: (rule: string) => boolean,
  withTrees: boolean,
): NonNullable<CompiledGrammar["contextFree"]> {
  const plan = planCalls(grammar, starts);
  const expectations = new ExpectationTable(isToken);
  const tables = earleyTables(grammar, plan, expectations);
  const trees = withTrees
    ? treeNfa(calledTrees(grammar, plan))
    : { states: [], names: [], sets: [], entries: [], finals: [] };
  return { plan, tables, trees, packed: packContextFree(grammar, starts, plan, tables, trees, expectations) };
}
