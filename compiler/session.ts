// What the passes of one compilation share (compiler/index.ts's PASSES): the input, the options, and
// the result, filled stage by stage.
import type { AbnfGrammar } from "./ast.js";
import type { Problem } from "./errors.js";
import type { LoadOptions } from "./load.js";
import type { ExpectationTable } from "./passes/expectations.js";
import type { Rx } from "./passes/lower.js";
import type { CallPlan } from "./passes/calls.js";
import type { EarleyTables } from "./passes/earley.js";
import type { TreeNfa } from "./passes/trees.js";
import type { PackedContextFree } from "./standalone/earley.js";
import type { RecognizerDfa } from "./passes/subset.js";
import type { TaggedDfa } from "./passes/tagged.js";

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

/** The ABNF text a compilation reads (the "read" stage), and how (compiler/load.ts). */
export interface Source {
  readonly text: string;
  readonly load: LoadOptions;
}

export interface Session extends CompiledGrammar {
  options: CompileOptions;
  /** The text the "read" stage reads into `grammar` (absent when a grammar is compiled as it is). */
  source?: Source;
  /** The "lower" stage's trees: each start rule's, and those of the rules with components inside. */
  trees: { recognizer: Rx[]; splitter: { rule: string; tree: Rx }[] };
  /** The "generate" stage's module (generated/<grammar>.automata.ts), with this header. */
  header?: string;
  module?: string;
}

export type Pass = (session: Session) => void;
