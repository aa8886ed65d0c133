// The ABNF compiler: a table of passes by stage, one pass a file, in the manner of peggy's
// lib/compiler/index.js (compiler/session.ts: what the passes share).
//
//   read      ABNF text as RFCs print it (+ `; @include`s, core rules)     passes/read.ts (load.ts,
//             → AbnfGrammar; errors: errors.ts                             layout.ts; files: files.ts)
//   check     the start rules; undefined rules, prose values               passes/start-rules.ts,
//             (errors where a start rule reaches them); unused rules       undefined-rules.ts,
//             (warnings); the verdict                                      prose.ts, unused-rules.ts,
//                                                                          verdict.ts
//   lower     which start rules are regular (they reach no recursive      passes/regular-rules.ts
//             rule); each of those → a regular-expression tree (rules      (calls.ts), start-trees.ts
//             inlined)                                                     (lower.ts)
//   automata  trees → NFA → minimal DFA (recognizer), and the readings     passes/recognizer.ts
//             alive in each state → expected items for error messages;     (nfa.ts, classes.ts,
//             past a limit of states, the rule that makes them             subset.ts, minimize.ts,
//                                                                          expectations.ts, limits.ts)
//             trees with components → tagged DFA (splitter)                passes/splitter.ts (tagged.ts)
//   context-  the rules that are not regular → the called rules' automata    passes/context-free.ts
//   free      over characters and calls, for the Earley recognizer         (calls.ts, earley.ts,
//             (compiler/standalone/earley.ts), and their tree NFAs (parse   trees.ts, pack-cf.ts)
//             trees); for every start rule when asked
//   generate  → generated/<grammar>.automata.ts (automata/format.ts)       passes/emit.ts
//
// compileGrammar and compileSource run read to context-free (the first on a grammar already read);
// generateModule runs generate on what they compiled. The oracle (passes/regex.ts: each rule as an
// anchored regular expression) is not a stage of the build: compiler/equivalence.ts and the tests
// use it to check the PEG transcriptions and the automata against the ABNF.
import type { AbnfGrammar } from "./ast.js";
import { emit } from "./passes/emit.js";
import { ExpectationTable } from "./passes/expectations.js";
import { prose, reportProse } from "./passes/prose.js";
import { GrammarProblems } from "./errors.js";
import type { PackedContextFree } from "./standalone/earley.js";
import { readGrammar } from "./passes/read.js";
import { recognizer } from "./passes/recognizer.js";
import { contextFree, contextFreeTables } from "./passes/context-free.js";
import { regularRules } from "./passes/regular-rules.js";
import { splitter } from "./passes/splitter.js";
import { startRules } from "./passes/start-rules.js";
import { startTrees } from "./passes/start-trees.js";
import { reportUndefinedRules, undefinedRules } from "./passes/undefined-rules.js";
import { unusedRules } from "./passes/unused-rules.js";
import { verdict } from "./passes/verdict.js";
import type { CompiledGrammar, CompileOptions, Pass, Session, Source } from "./session.js";
import { withinStack } from "./limits.js";
import { getRule } from "./load.js";
import { visitor } from "./visitor.js";

export { AbnfError, GrammarProblems, GrammarTooLarge } from "./errors.js";

export type { AbnfGrammar } from "./ast.js";
export type { CompiledGrammar, CompileOptions, Source } from "./session.js";
export { innerCaptures } from "./passes/start-trees.js";

type Stage = "read" | "check" | "lower" | "automata" | "contextFree" | "generate";

/** Every stage's passes, in the order they run. */
const PASSES: Readonly<Record<Stage, readonly Pass[]>> = {
  read: [readGrammar],
  check: [startRules, undefinedRules, prose, unusedRules, verdict],
  lower: [regularRules, startTrees],
  automata: [recognizer, splitter],
  contextFree: [contextFree],
  generate: [emit],
};

const COMPILE: readonly Stage[] = ["read", "check", "lower", "automata", "contextFree"];

function run(session: Session, stages: readonly Stage[]): void {
  for (const stage of stages) for (const pass of PASSES[stage]) pass(session);
}

/**
 * The stages from read to context-free. The lower and automata passes walk a start rule's tree with
 * every reference inlined: a chain of rules thousands deep (`a0 = a1`, `a1 = a2`, …) makes a tree
 * as deep, so they run within the stack limits.ts allows.
 */
function compile(session: Session): void {
  withinStack(session.source?.load.file ?? session.grammar.file, () => run(session, COMPILE));
}

function sessionOf(grammar: AbnfGrammar, options: CompileOptions, source?: Source): Session {
  const tokens = new Set([...options.tokens].map((t) => t.toLowerCase()));
  return {
    grammar,
    options,
    ...(source !== undefined && { source }),
    problems: [],
    rules: [],
    dfaRules: [],
    cfRules: [],
    contextFree: null,
    captures: options.captures,
    trees: { recognizer: [], splitter: [] },
    recognizer: null,
    splitter: null,
    splitRules: [],
    covers: [],
    expect: [],
    expectations: new ExpectationTable((rule) => tokens.has(rule.toLowerCase())),
  };
}

function compiledOf(session: Session): CompiledGrammar {
  const { options: _o, source: _s, trees: _t, header: _h, module: _m, ...compiled } = session;
  return compiled;
}

/** Runs the stages from read to context-free on a grammar already read (compiler/load.ts; files: compiler/files.ts). */
export function compileGrammar(grammar: AbnfGrammar, options: CompileOptions): CompiledGrammar {
  const session = sessionOf(grammar, options);
  compile(session);
  return compiledOf(session);
}

/** Runs the stages from read to context-free on ABNF text. */
export function compileSource(source: Source, options: CompileOptions): CompiledGrammar {
  // The read pass replaces this empty grammar with the one it reads.
  const session = sessionOf(
    { file: source.load.file ?? "<abnf>", rules: new Map(), own: [] },
    options,
    source,
  );
  compile(session);
  return compiledOf(session);
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
  return contextFreeTables(grammar, starts, () => false, options.trees === true).packed;
}

/** Runs the generate stage: the module of generated/<grammar>.automata.ts, under `header`. */
export function generateModule(compiled: CompiledGrammar, header: string): string {
  const session: Session = {
    ...compiled,
    options: { startRules: compiled.rules, captures: compiled.captures, tokens: new Set() },
    trees: { recognizer: [], splitter: [] },
    header,
  };
  run(session, ["generate"]);
  return session.module!;
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
