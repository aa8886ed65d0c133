// The ABNF compiler: a table of passes by stage, in the manner of peggy's lib/compiler/index.js.
//
//   read      ABNF text as RFCs print it (+ `; @include`s, core rules)     layout.ts, load.ts (files:
//             → AbnfGrammar; errors: errors.ts                             read.ts)
//   check     undefined rules, recursion, prose values (errors where a     passes/check.ts
//             start rule reaches them); unused rules (warnings)
//   lower     each start rule → a regular-expression tree (rules inlined) passes/lower.ts
//   automata  tree → NFA → minimal DFA (recognizer) and tagged DFA        passes/nfa.ts, classes.ts,
//             (splitter); the readings alive in each recognizer state       subset.ts, minimize.ts,
//             → expected items for error messages; past a limit of states, tagged.ts, expectations.ts
//             the rule that makes them                                      (limits: limits.ts)
//   generate  → generated/<grammar>.automata.ts (src/automata/format.ts)    passes/emit.ts
//
// The oracle (passes/regex.ts: each rule as an anchored regular expression) is not a stage of the
// build: compiler/equivalence.ts and the tests use it to check the PEG transcriptions and the
// automata against the ABNF.
import type { AbnfGrammar } from "./ast.js";
import {
  type Problem,
  reportProse,
  reportRecursion,
  reportUndefinedRules,
  reportUnusedRules,
} from "./passes/check.js";
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

export { AbnfError, AbnfSyntaxError, GrammarProblems, GrammarTooLarge } from "./errors.js";
export { getRule, grammarFromText, loadAbnf, readAbnf } from "./load.js";
export type { AbnfGrammar, AbnfNode, AbnfRule } from "./ast.js";
export type { Problem } from "./passes/check.js";

export interface CompileOptions {
  /** The rules to build automata for (ABNF names). */
  startRules: readonly string[];
  /** Rules whose matches are components, and the component each fills (`path-abempty` → `path`). */
  captures: Readonly<Record<string, string>>;
  /** Rules that error messages name as one expected item (the PEG's display names: pchar, h16). */
  tokens: ReadonlySet<string>;
  /** The most states a DFA may have (default DEFAULT_MAX_STATES, 100,000). */
  maxStates?: number;
}

export interface CompiledGrammar {
  grammar: AbnfGrammar;
  problems: Problem[];
  /** The start rules, by their names in the grammar. */
  rules: string[];
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
}

/** What the passes of one compilation share: the result, filled stage by stage. */
interface Session extends CompiledGrammar {
  options: CompileOptions;
}

type Pass = (session: Session) => void;

export const PASSES: Readonly<Record<"check" | "automata", readonly Pass[]>> = {
  check: [
    (s) => {
      const missing = s.options.startRules.filter((r) => !s.grammar.rules.has(r.toLowerCase()));
      if (missing.length > 0)
        throw new AbnfError(
          `${s.grammar.file}: no rule named ${missing.join(", ")} (the start rules must be rules of the grammar)`,
        );
    },
    (s) => void s.problems.push(...reportUndefinedRules(s.grammar, s.options.startRules)),
    (s) => void s.problems.push(...reportRecursion(s.grammar, s.options.startRules)),
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
    // The recognizer: every start rule's tree, with its rules and quoted strings (for messages).
    (s) => {
      s.rules = s.options.startRules.map((name) => getRule(s.grammar, name).name);
      const max = s.options.maxStates ?? DEFAULT_MAX_STATES;
      const trees = s.rules.map((rule) => ruleTree(s.grammar, rule));
      checkNfaSize(s.grammar, trees, max);
      const nfa = buildNfa(trees);
      s.recognizer = limited(s, nfa, false, () => recognizerDfa(nfa, max));
      s.expect = s.expectations.statesOf(s.recognizer);
    },
    // The splitter: the start rules with components inside them (a rule's own component is all of
    // it, and needs no tags; a group of the same component inside it is not that component).
    (s) => {
      const trees = s.rules.flatMap((rule) => {
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
};

/** A determinization, its TooLarge said in the grammar's terms (limits.ts). */
function limited<T>(s: Session, nfa: Nfa, splitter: boolean, build: () => T): T {
  try {
    return build();
  } catch (error) {
    if (error instanceof TooLarge)
      throw tooLargeError(s.grammar, nfa, error, splitter, splitter ? s.splitRules : s.rules);
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

/** Runs every stage on a loaded grammar (compiler/load.ts; files: compiler/read.ts). */
export function compileGrammar(grammar: AbnfGrammar, options: CompileOptions): CompiledGrammar {
  const tokens = new Set([...options.tokens].map((t) => t.toLowerCase()));
  const session: Session = {
    grammar,
    options,
    problems: [...(grammar.warnings ?? [])],
    rules: [],
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
    for (const stage of [PASSES.check, PASSES.automata]) for (const pass of stage) pass(session);
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
