// The ABNF compiler: a table of passes by stage, in the manner of peggy's lib/compiler/index.js.
//
//   read      ABNF text as RFCs print it (+ `; @include`s, core rules)     layout.ts, load.ts (files:
//             → AbnfGrammar; errors: errors.ts                             read.ts)
//   check     undefined rules, prose values (errors where a start rule     passes/check.ts
//             reaches them); unused rules (warnings)
//   lower     each start rule → a regular-expression tree (rules inlined) passes/lower.ts
//   automata  tree → NFA → minimal DFA (recognizer) and tagged DFA        passes/nfa.ts, classes.ts,
//             (splitter); the readings alive in each recognizer state       subset.ts, minimize.ts,
//             → expected items for error messages; past a limit of states, tagged.ts, expectations.ts
//             the rule that makes them                                      (limits: limits.ts)
//   context-  the rules that are not regular (they reach a recursive rule)   passes/calls.ts,
//   free      → the called rules' automata over characters and calls, for    earley.ts, trees.ts,
//             the Earley recognizer (compiler/standalone/earley.ts), and     pack-cf.ts
//             their tree NFAs (parse trees); built for every start rule
//             when asked (trees, error reports of regular rules)
//   generate  → generated/<grammar>.automata.ts (src/automata/format.ts)    passes/emit.ts
//
// The oracle (passes/regex.ts: each rule as an anchored regular expression) is not a stage of the
// build: compiler/equivalence.ts and the tests use it to check the PEG transcriptions and the
// automata against the ABNF.
import type { AbnfGrammar } from "./ast.js";
import { type CallPlan, notRegular, planCalls } from "./passes/calls.js";
import { type Problem, reportProse, reportUndefinedRules, reportUnusedRules } from "./passes/check.js";
import { earleyTables, type EarleyTables } from "./passes/earley.js";
import { packContextFree } from "./passes/pack-cf.js";
import { type TreeNfa, treeNfa } from "./passes/trees.js";
import { calledTrees } from "./passes/earley.js";
import type { PackedContextFree } from "./standalone/earley.js";
import { ExpectationTable } from "./passes/expectations.js";
import { groupsOf, hasGroup, plain, ruleTree } from "./passes/lower.js";
import { buildNfa, type Nfa } from "./passes/nfa.js";
import { type RecognizerDfa, recognizerDfa, TooLarge } from "./passes/subset.js";
import { type TaggedDfa, taggedDfa } from "./passes/tagged.js";
import {
  checkNfaSize,
  DEFAULT_MAX_STATES,
  SPLITTER_MAX_STATES,
  tooLargeError,
  withinStack,
} from "./limits.js";
import { AbnfError, GrammarProblems } from "./errors.js";
import { getRule } from "./load.js";
import { visitor } from "./visitor.js";

export { AbnfError, GrammarProblems, GrammarTooLarge } from "./errors.js";
export type { AbnfGrammar } from "./ast.js";

export interface CompileOptions {
  /** The rules to build automata for (ABNF names). */
  startRules: readonly string[];
  /** Rules whose matches are components, and the component each fills (`path-abempty` → `path`). */
  captures: Readonly<Record<string, string>>;
  /** Rules that error messages name as one expected item (the PEG's display names: pchar, h16). */
  tokens: ReadonlySet<string>;
  /**
   * The context-free tables: "needed" (default) for the start rules that are not regular, "all"
   * for every start rule (parse trees and error reports of regular rules too).
   */
  contextFree?: "needed" | "all";
  /** The most states a DFA may have (default DEFAULT_MAX_STATES, 100,000). */
  maxStates?: number;
}

export interface CompiledGrammar {
  grammar: AbnfGrammar;
  problems: Problem[];
  /** The start rules, by their names in the grammar. */
  rules: string[];
  /** The start rules the DFAs recognize: those that reach no recursive rule (regular). */
  dfaRules: string[];
  /** The start rules that reach a recursive rule: the context-free recognizer runs them. */
  cfRules: string[];
  /** The captured rules and the name of each one's capture (CompileOptions.captures). */
  captures: Readonly<Record<string, string>>;
  /** One minimal DFA for all the start rules (a start state each). */
  recognizer: RecognizerDfa | null;
  /** One tagged DFA for the start rules with components inside them (`splitRules`). */
  splitter: TaggedDfa | null;
  splitRules: string[];
  /** The components each of splitRules captures. */
  covers: string[][];
  /** For each recognizer state, the ids of its expected items (in `expectations`). */
  expect: number[][];
  expectations: ExpectationTable;
  /** The context-free stage's work: the called rules, their automata and tree NFAs, packed. */
  contextFree: {
    plan: CallPlan;
    tables: EarleyTables;
    trees: TreeNfa;
    packed: PackedContextFree;
  } | null;
}

/** What the passes of one compilation share: the result, filled stage by stage. */
interface Session extends CompiledGrammar {
  options: CompileOptions;
}

type Pass = (session: Session) => void;

const PASSES: Readonly<Record<"check" | "automata" | "contextFree", readonly Pass[]>> = {
  check: [
    (s) => {
      const missing = s.options.startRules.filter((r) => !s.grammar.rules.has(r.toLowerCase()));
      if (missing.length > 0)
        throw new AbnfError(
          `${s.grammar.file}: no rule named ${missing.join(", ")} (the start rules must be rules of the grammar)`,
        );
    },
    (s) => void s.problems.push(...reportUndefinedRules(s.grammar, s.options.startRules)),
    (s) => void s.problems.push(...reportProse(s.grammar, s.options.startRules)),
    (s) => void s.problems.push(...reportUnusedRules(s.grammar, s.options.startRules)),
    (s) => {
      const errors = s.problems.filter((p) => p.severity === "error");
      if (errors.length > 0)
        throw new GrammarProblems(
          errors,
          s.problems.filter((p) => p.severity !== "error"),
        );
    },
  ],
  automata: [
    // Which start rules are regular (they reach no recursive rule): those get the DFAs.
    (s) => {
      s.rules = s.options.startRules.map((name) => getRule(s.grammar, name).name);
      const irregular = notRegular(s.grammar, s.rules);
      s.dfaRules = s.rules.filter((rule) => !irregular.has(rule.toLowerCase()));
      s.cfRules = s.rules.filter((rule) => irregular.has(rule.toLowerCase()));
    },
    // The recognizer: every regular start rule's tree, with its rules and quoted strings (for messages).
    (s) => {
      const max = s.options.maxStates ?? DEFAULT_MAX_STATES;
      const trees = s.dfaRules.map((rule) => ruleTree(s.grammar, rule));
      checkNfaSize(s.grammar, trees, max);
      const nfa = buildNfa(trees);
      s.recognizer = limited(s, nfa, false, () => recognizerDfa(nfa, max));
      s.expect = s.expectations.statesOf(s.recognizer);
    },
    // The splitter: the start rules with components inside them (a rule's own component is all of
    // it, and needs no tags; a group of the same component inside it is not that component).
    (s) => {
      const trees = s.dfaRules.flatMap((rule) => {
        const inner = innerCaptures(s.options.captures, rule);
        const tree = plain(ruleTree(s.grammar, rule, { captures: inner }));
        return hasGroup(tree) ? [{ rule, tree }] : [];
      });
      s.splitRules = trees.map((t) => t.rule);
      s.covers = trees.map((t) => groupsOf(t.tree));
      if (trees.length === 0) return;
      const nfa = buildNfa(trees.map((t) => t.tree));
      const max = Math.min(s.options.maxStates ?? DEFAULT_MAX_STATES, SPLITTER_MAX_STATES);
      s.splitter = limited(s, nfa, true, () => taggedDfa(nfa, max));
    },
  ],
  contextFree: [
    // The called rules, their automata over characters and calls, their tree NFAs, packed.
    (s) => {
      if (s.cfRules.length === 0 && s.options.contextFree !== "all") return;
      const starts = s.options.contextFree === "all" ? s.rules : s.cfRules;
      s.contextFree = contextFreeStage(s.grammar, starts, s.expectations.isToken, true);
    },
  ],
};

/** A determinization, its TooLarge said in the grammar's terms (limits.ts). */
function limited<T>(s: Session, nfa: Nfa, splitter: boolean, build: () => T): T {
  try {
    return build();
  } catch (error) {
    if (error instanceof TooLarge)
      throw tooLargeError(s.grammar, nfa, error, splitter, splitter ? s.splitRules : s.dfaRules);
    throw error;
  }
}

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

/** The context-free stage alone: the called rules, their automata, their tree NFAs (or none), packed. */
function contextFreeStage(
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

/**
 * The context-free recognizer's tables of some rules of a grammar, without the DFAs (the PEG check
 * runs them on both sides, compiler/peg/enumerate.ts). Undefined rules and prose values the rules
 * reach are AbnfErrors.
 */
export function compileContextFree(
  grammar: AbnfGrammar,
  startRules: readonly string[],
  options: { trees?: boolean } = {},
): PackedContextFree {
  const problems = [...reportUndefinedRules(grammar, startRules), ...reportProse(grammar, startRules)].filter(
    (p) => p.severity === "error",
  );
  if (problems.length > 0) throw new GrammarProblems(problems);
  const starts = startRules.map((name) => getRule(grammar, name).name);
  return contextFreeStage(grammar, starts, () => false, options.trees === true).packed;
}

/** Runs every stage on a loaded grammar (compiler/load.ts; files: compiler/read.ts). */
export function compileGrammar(grammar: AbnfGrammar, options: CompileOptions): CompiledGrammar {
  const tokens = new Set([...options.tokens].map((t) => t.toLowerCase()));
  const session: Session = {
    grammar,
    options,
    problems: [...(grammar.warnings ?? [])],
    rules: [],
    dfaRules: [],
    cfRules: [],
    contextFree: null,
    captures: options.captures,
    recognizer: null,
    splitter: null,
    splitRules: [],
    covers: [],
    expect: [],
    expectations: new ExpectationTable((rule) => tokens.has(rule.toLowerCase())),
  };
  // The automata's passes (lower, nfa) walk a start rule's tree with every reference inlined: a
  // chain of rules thousands deep (`a0 = a1`, `a1 = a2`, …) makes a tree as deep.
  withinStack(grammar.file, () => {
    for (const stage of [PASSES.check, PASSES.automata, PASSES.contextFree])
      for (const pass of stage) pass(session);
  });
  const { options: _options, ...compiled } = session;
  return compiled;
}

/** The rules a grammar file defines, then the included rules they use (core rules), in that order. */
export function emittedRules(grammar: AbnfGrammar): string[] {
  const out = [...grammar.own];
  const seen = new Set(out.map((n) => n.toLowerCase()));
  const collect = visitor<void>(
    {
      ref: (node) => {
        const rule = getRule(grammar, node.name);
        const key = rule.name.toLowerCase();
        if (seen.has(key)) return;
        seen.add(key);
        out.push(rule.name);
        collect(rule.node);
      },
    },
    undefined,
  );
  for (const name of grammar.own) collect(getRule(grammar, name).node);
  return out;
}
