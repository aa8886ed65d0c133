// checkTranscription: does a PEG transcription accept, rule by rule, exactly what the ABNF accepts?
//
// For each ABNF rule that the PEG also has (`hier-part` is `hier_part` there), as a whole input:
//  1. EXACT. The ABNF rule's automaton and the PEG rule's (compiler/peg/model.ts) are searched
//     together breadth first (compiler/peg/search.ts): the first input on which they disagree is a
//     shortest one, and if none is found when every pair of states has been seen, the rule is
//     proved right. The counterexample is then run through both real sides (the NFA of the ABNF,
//     the parser peggy generates) to confirm it.
//  2. BOUNDED. Where the ABNF rule reaches a recursive rule (RFC 5322's comment), or the PEG rule
//     cannot be modelled (recursion, code in a predicate, an import), or the search's budget runs
//     out: EVERY input up to a length, from both sides (compiler/peg/enumerate.ts: the ABNF's
//     context-free recognizer and the PEG read as a context-free grammar prune the inputs neither
//     side can accept; the rest go through both real sides), lengths in turn, so that the first
//     disagreement is a shortest one. Where no input of some length is left on either side, every
//     input has been checked: a proof. Beyond the length reached, inputs drawn from the ABNF and
//     from the PEG's grammar (compiler/sample.ts), each also mutated once, go through both sides,
//     seeded; a disagreement is shrunk, and is minimal when the enumeration had covered every
//     shorter input. After an exact proof, the same sampling runs on the real parser as a
//     cross-check of the model.
//
// A rule is CHECKED when it is proved, or when the enumeration reached the length its recursion
// needs (for a rule on a cycle, its shortest input that nests the rule inside itself: RFC 5322's
// "(())"; for a rule that only reaches one, its shortest input). Otherwise it is only SAMPLED, as
// is a rule whose PEG runs code the checker cannot read (a predicate &{ }, which may tell apart
// characters no class does): the report says which, and `uri-grammar check` exits non-zero unless
// told to accept it (--allow-unproved).
// Each counterexample says which side accepts it and each side's rule stack: where the rejecting
// side stopped (offset, expected items) and the rules the accepting side was in there.
import type { AbnfGrammar } from "../ast.js";
import { compileContextFree, emittedRules } from "../index.js";
import { AbnfError, getRule, type IncludeResolver, loadAbnf, type ReadingOptions } from "../load.js";
import { notRegular, planCalls } from "../passes/calls.js";
import { proseOf, reachable } from "../references.js";
import { prng, sampleRule } from "../sample.js";
import { mutate, mutationAlphabet, shrink } from "../equivalence.js";
import type { NfaEdge } from "../passes/nfa.js";
import { makeContextFree } from "../standalone/earley.js";
import { AbnfSide, TreeTooLarge } from "./abnf-side.js";
import { buildAlphabet } from "./alphabet.js";
import { CfSide, classRanges, type SharedTables, sharedTables, type Stop } from "./cf-side.js";
import { type PegAsCfg, pegAsCfg } from "./cfg.js";
import { enumerate, shortestLengths } from "./enumerate.js";
import {
  describeExpectation,
  loadPeg,
  matchTree,
  type MatchNode,
  type PegGrammar,
  pegRuleName,
} from "./peggy-grammar.js";
import { type PegNode, PegAutomaton, TestTable, Unmodelled } from "./model.js";
import { searchShortest } from "./search.js";

/** The default work budget of the exact search per rule (items evaluated and subset states touched). */
export const DEFAULT_BUDGET = 60_000_000;
/** The default number of inputs drawn from the ABNF per rule (each also mutated once). */
export const DEFAULT_RUNS = 1000;
export const DEFAULT_SEED = 1;
/** The default number of prefixes the bounded enumeration reads per rule. */
export const DEFAULT_PREFIXES = 1_000_000;
/** Past this many nodes of the unrolled tree, the exact search of a recursive rule is not tried. */
const MAX_UNROLLED_NODES = 40_000;
/** The default depth recursion is unrolled to for the exact search of a recursive rule. */
export const DEFAULT_DEPTH = 2;

export interface CheckTranscriptionOptions extends ReadingOptions {
  /** ABNF rules to check (default: every rule of the grammar file and the included rules it uses). */
  rules?: readonly string[];
  /** Inputs drawn from the ABNF per rule, each also mutated once (default 1000). */
  runs?: number;
  /** The seed of the drawn inputs (default 1): the same seed, the same report. */
  seed?: number;
  /** The exact search's work per rule (default 60,000,000). */
  budget?: number;
  /** The prefixes the bounded enumeration reads per rule (default 1,000,000). */
  prefixes?: number;
  /** How deep recursion is unrolled for the exact search of a recursive rule (default 2). */
  depth?: number;
  /** The ABNF's path or name (messages, includes). */
  file?: string;
  /** The PEG's path or name (messages). */
  pegFile?: string;
  /** Reads an included ABNF grammar (`; @include FILE`). */
  include?: IncludeResolver;
  /** Whether RFC 5234's core rules are there for a grammar that does not define them (default true). */
  coreRules?: boolean;
  /** Called after each rule. */
  progress?: (check: RuleCheck) => void;
}

/** One side's reading of a counterexample. */
export interface SideReport {
  accepts: boolean;
  /** The rejecting side: the offset (UTF-16) where it stopped. */
  offset?: number;
  /** The rejecting side: what it expected there. */
  expected?: string[];
  /**
   * The rules it was in: for the rejecting side, where it stopped; for the accepting side, at the
   * offset where the other side stopped. Outermost first.
   */
  stack: string[];
  /** The PEG, rejecting: the rules it had matched up to where it stopped, with what each matched. */
  matched?: { rule: string; text: string; from: number; to: number }[];
}

export interface Counterexample {
  input: string;
  /** Its length in characters (code points). */
  length: number;
  /** Whether no shorter input disagrees (proved by the exact search). */
  minimal: boolean;
  /** Which side accepts it. */
  accepts: "abnf" | "peg";
  abnf: SideReport;
  peg: SideReport;
  /** How it was found: "exact" (the automata), "enumerated" (every shorter input) or "drawn" / "mutated" (sampling). */
  found: "exact" | "enumerated" | "drawn" | "mutated";
}

export interface RuleCheck {
  /** The ABNF rule. */
  rule: string;
  /** The PEG rule of the same name, or null. */
  pegRule: string | null;
  verdict: "agree" | "disagree" | "skipped";
  /**
   * "exact": proved (on the automata, or by an enumeration that left no input unread); "depth":
   * proved with the recursion unrolled (see `depth`), then sampled deeper; "bounded":
   * every input up to `complete` characters, which reaches `required`, then drawn inputs;
   * "sampled": not that far, or code the checker cannot read (see reason).
   */
  method: "exact" | "depth" | "bounded" | "sampled" | null;
  /** Why the rule was skipped, or why the check is not exact. */
  reason?: string;
  /** Pairs of states the exact search visited. */
  states?: number;
  /** Inputs run through both sides. */
  inputs: number;
  /** When not exact: every input of this length or shorter agrees (the search got that far). */
  complete?: number;
  /** For a bounded check: the length `complete` had to reach for the rule to count as checked. */
  required?: number;
  /**
   * For a check proved to a depth ("depth"): the recursion unrolled this deep on both sides, the
   * two agree on every input that nests no rule deeper inside itself, whatever its length.
   */
  depth?: number;
  /** For a check proved to a depth: the recursive rules, as a reader names them ("comment"). */
  unrolled?: string;
  /** What the checker cannot read in the PEG rule or the rules it uses (predicates with code, ...). */
  unreadable?: string[];
  counterexample?: Counterexample;
}

export interface TranscriptionReport {
  abnfFile: string;
  pegFile: string;
  rules: RuleCheck[];
  /** No rule disagrees. */
  ok: boolean;
  /** Every rule was checked: proved or bounded, none skipped or only sampled. */
  checked: boolean;
}

/** The rules to check: those named, else the grammar file's and the included rules they use. */
function rulesToCheck(grammar: AbnfGrammar, names?: readonly string[]): string[] {
  if (names === undefined) return emittedRules(grammar);
  return names.map((name) => getRule(grammar, name).name);
}

/** Why a rule cannot be compiled at all (an undefined rule, a prose value), or null. */
function unusable(grammar: AbnfGrammar, rule: string): string | null {
  for (const key of reachable(grammar, [rule])) {
    const r = grammar.rules.get(key);
    if (r === undefined) return `it uses ${key}, which the grammar does not define`;
    if (proseOf(r.node).length > 0) return `it uses ${r.name}, a prose value <${proseOf(r.node)[0]}>`;
  }
  return null;
}

/** The PEG rule for an ABNF rule: its PEG name, else the one rule that spells it alike ignoring case. */
function pegRuleFor(peg: PegGrammar, rule: string): string | null {
  const name = pegRuleName(rule);
  if (peg.rules.has(name)) return name;
  const folded = [...peg.rules.keys()].filter((r) => r.toLowerCase() === name.toLowerCase());
  return folded.length === 1 ? folded[0]! : null;
}

function codePoints(input: string): number {
  return [...input].length;
}

export function checkTranscription(
  abnfText: string,
  pegText: string,
  options: CheckTranscriptionOptions = {},
): TranscriptionReport {
  if (typeof abnfText !== "string") throw new TypeError("checkTranscription: the ABNF must be text");
  if (typeof pegText !== "string") throw new TypeError("checkTranscription: the PEG must be text");
  const { lists, prose, allowReplace } = options;
  const grammar = loadAbnf(abnfText, {
    file: options.file,
    include: options.include,
    coreRules: options.coreRules,
    ...{ lists, prose, allowReplace },
  });
  const peg = loadPeg(pegText, options.pegFile ?? "<peggy>");
  const runs = options.runs ?? DEFAULT_RUNS;
  const seed = options.seed ?? DEFAULT_SEED;
  const budget = options.budget ?? DEFAULT_BUDGET;
  const prefixes = options.prefixes ?? DEFAULT_PREFIXES;
  if (!Number.isInteger(prefixes) || prefixes < 1)
    throw new RangeError(`checkTranscription: prefixes must be a count ≥ 1, got ${prefixes}`);
  const depth = options.depth ?? DEFAULT_DEPTH;
  if (!Number.isInteger(depth) || depth < 1 || depth > 8)
    throw new RangeError(`checkTranscription: depth must be an integer from 1 to 8, got ${depth}`);
  if (!Number.isInteger(runs) || runs < 0)
    throw new RangeError(`checkTranscription: runs must be a count, got ${runs}`);
  if (!Number.isInteger(seed))
    throw new RangeError(`checkTranscription: seed must be an integer, got ${seed}`);
  const alphabet = mutationAlphabet(grammar);
  // ABNF names of the PEG's rules, for rule stacks.
  const abnfNames = new Map<string, string>();
  for (const rule of grammar.rules.values()) abnfNames.set(pegRuleName(rule.name), rule.name);
  const rules = rulesToCheck(grammar, options.rules);
  const out: RuleCheck[] = [];
  let cfg: PegAsCfg | undefined;
  const pegCfg = () => (cfg ??= pegAsCfg(peg.rules, peg.file));
  let abnfShared: SharedTables | undefined;
  let pegShared: SharedTables | undefined;
  const abnfTables = () =>
    (abnfShared ??= sharedTables(
      grammar,
      rules.filter((r) => unusable(grammar, r) === null),
      true,
    ));
  const pegTables = () => (pegShared ??= sharedTables(pegCfg().grammar, [...pegCfg().names.values()], false));
  rules.forEach((rule, index) => {
    const check = checkRule(grammar, peg, rule, {
      runs,
      seed: seed + index,
      budget,
      prefixes,
      depth,
      alphabet,
      abnfNames,
      pegCfg,
      abnfTables,
      pegTables,
    });
    out.push(check);
    options.progress?.(check);
  });
  return {
    abnfFile: grammar.file,
    pegFile: peg.file,
    rules: out,
    ok: out.every((r) => r.verdict !== "disagree"),
    checked: out.every(isChecked),
  };
}

/** Whether a rule's check counts as checked: it disagrees, or it is proved or bounded. */
function isChecked(r: RuleCheck): boolean {
  return r.verdict === "disagree" || r.method === "exact" || r.method === "depth" || r.method === "bounded";
}

interface RuleContext {
  runs: number;
  seed: number;
  budget: number;
  prefixes: number;
  /** How deep recursion is unrolled for the exact search of a recursive rule. */
  depth: number;
  alphabet: string[];
  abnfNames: ReadonlyMap<string, string>;
  /** The PEG read as a context-free grammar (made once, when a rule needs it). */
  pegCfg: () => PegAsCfg;
  /** The context-free tables of the grammar's rules and of the PEG's, every rule a start rule (made once). */
  abnfTables: () => SharedTables;
  pegTables: () => SharedTables;
}

/** A side's readings for a report: where an input fails, and the rules a reading is in. */
interface Reader {
  stop(input: string): Stop | null;
  stackAt(input: string, offset: number): string[];
}

/** The NFA of a regular ABNF rule as a Reader. */
function nfaReader(abnf: AbnfSide): Reader {
  return {
    stop(input) {
      const stop = abnf.stop(input);
      if (stop === null) return null;
      const edges = stop.alive;
      return {
        offset: stop.offset,
        expected: [...new Set(edges.map((e) => describeEdge(abnf, e)))],
        stack: edges.length > 0 ? abnf.nfa.stacks[edges[0]!.stack]! : [abnf.rule],
      };
    },
    stackAt(input, offset) {
      const edge = abnf.readingAt(input, offset);
      return edge === null ? [abnf.rule] : abnf.nfa.stacks[edge.stack]!;
    },
  };
}

function checkRule(grammar: AbnfGrammar, peg: PegGrammar, rule: string, context: RuleContext): RuleCheck {
  const pegRule = pegRuleFor(peg, rule);
  const skipped = (reason: string): RuleCheck => ({
    rule,
    pegRule,
    verdict: "skipped",
    method: null,
    inputs: 0,
    reason,
  });
  if (pegRule === null) return skipped(`the PEG has no rule ${pegRuleName(rule)}`);
  const why = unusable(grammar, rule);
  if (why !== null) return skipped(`no recognizer can be compiled for ${rule}: ${why}`);
  const recursive = notRegular(grammar, [rule]).has(rule.toLowerCase());
  // 1. The exact search on the automata.
  let attempt: Attempt = recursive
    ? { kind: "unmodelled", reason: "", recursion: true }
    : exact(grammar, peg, rule, pegRule, context, undefined);
  if (attempt.kind === "done") return attempt.check;
  // Where either side recurses: with the recursion unrolled on both, then proved for inputs that
  // nest it no deeper. Shallow first (the automata grow with the depth), then deeper while each
  // depth is proved, up to `depth`: a rule on a cycle (comment) from once inside itself, a rule that
  // only reaches one (date-time) from no nesting at all, where it still holds comments anywhere.
  if (attempt.kind === "unmodelled" && attempt.recursion) {
    const onCycle =
      shortestLengths(grammar, rule).nested < Infinity ||
      shortestLengths(context.pegCfg().grammar, context.pegCfg().names.get(pegRule)!).nested < Infinity;
    let best: Attempt | undefined;
    for (let depth = onCycle ? 1 : 0; depth <= context.depth; depth++) {
      const next = exact(grammar, peg, rule, pegRule, context, depth);
      if (next.kind === "done") return next.check;
      if (next.kind === "open" && next.candidate !== undefined) {
        best = next;
        break;
      }
      if (next.kind === "open" && next.depth !== undefined) best = next;
      else {
        best ??= { ...next, reason: `${rule} reaches a recursive rule; ${next.reason}` };
        break;
      }
    }
    attempt = best!;
  }
  // 2. Every input up to a length, then sampling.
  if (attempt.kind === "done") return attempt.check;
  return bounded(grammar, peg, rule, pegRule, context, attempt);
}

type Attempt =
  | { kind: "done"; check: RuleCheck }
  /** Not decided: why, and what is known (a proof to a depth, the pairs of states seen). */
  | {
      kind: "unmodelled" | "open";
      reason: string;
      recursion?: boolean;
      states?: number;
      depth?: number;
      /** A disagreement on the unrolled automata, to confirm or beat by enumeration. */
      candidate?: string;
      /** The exact search (not unrolled) ran out of budget: every input this long or shorter agrees. */
      complete?: number;
    };

/** The exact search (see the head of this file); `unroll`: recursion unrolled that deep. */
function exact(
  grammar: AbnfGrammar,
  peg: PegGrammar,
  rule: string,
  pegRule: string,
  context: RuleContext,
  unroll: number | undefined,
): Attempt {
  let abnf: AbnfSide;
  let automaton: PegAutomaton;
  const table = new TestTable();
  try {
    abnf = new AbnfSide(grammar, rule, unroll, unroll === undefined ? Infinity : MAX_UNROLLED_NODES);
    automaton = new PegAutomaton(peg.rules, pegRule, table, unroll);
  } catch (error) {
    if (error instanceof TreeTooLarge)
      return { kind: "open", reason: `unrolled ${unroll} deep it is too large to search (${error.message})` };
    if (error instanceof Unmodelled)
      return {
        kind: "unmodelled",
        reason: `the PEG rule cannot be modelled as an automaton: ${error.message}`,
        recursion: error.kind === "recursion",
      };
    if (error instanceof AbnfError)
      return { kind: "done", check: skippedCheck(rule, pegRule, error.message) };
    throw error;
  }
  // Unrolled, the NFA's sets tell apart what the rule never does (ALPHA's two ranges): the classes of
  // the rule's own minimal DFAs are cut instead.
  const shared = context.abnfTables();
  const partition =
    unroll === undefined
      ? abnf.sets
      : classRanges(shared.packed, (shared.packed.starts as Record<string, number>)[rule]);
  const alphabet = buildAlphabet(abnf.sets, table.tests, partition);
  const result = searchShortest(abnf, automaton, alphabet, context.budget);
  const states = result.states;
  if (unroll !== undefined) {
    const unrolled = `recursion unrolled ${unroll} deep`;
    if (result.kind === "budget")
      return {
        kind: "open",
        reason: `the exact search (${unrolled}) ran out of its budget (every input of ${result.complete} characters or fewer that nests no deeper agrees)`,
        states,
      };
    if (result.kind === "differ")
      return { kind: "open", reason: `${rule} reaches a recursive rule`, states, candidate: result.input };
    return { kind: "open", reason: `${rule} reaches a recursive rule`, states, depth: unroll };
  }
  const reader = nfaReader(abnf);
  const explain = (input: string, found: Counterexample["found"], minimal: boolean): Counterexample =>
    counterexample(reader, peg, pegRule, input, found, minimal, context.abnfNames);
  if (result.kind === "differ") {
    const c = explain(result.input, "exact", true);
    if (c.abnf.accepts !== c.peg.accepts)
      return {
        kind: "done",
        check: { rule, pegRule, verdict: "disagree", method: "exact", states, inputs: 1, counterexample: c },
      };
    return {
      kind: "open",
      reason: `the model of the PEG rule disagrees with peggy's parser on ${JSON.stringify(result.input)}`,
      states,
    };
  }
  if (result.kind === "budget")
    return {
      kind: "open",
      reason: "the exact search ran out of its budget",
      states,
      complete: result.complete,
    };
  // Proved; the sampling cross-checks the model on the real parser.
  const sampled = sample(grammar, peg, pegRule, rule, context, (s) => abnf.acceptsFast(s));
  if (sampled.disagreement === null)
    return {
      kind: "done",
      check: { rule, pegRule, verdict: "agree", method: "exact", states, inputs: sampled.inputs },
    };
  return {
    kind: "done",
    check: {
      rule,
      pegRule,
      verdict: "disagree",
      method: "sampled",
      reason: "the model of the PEG rule disagrees with peggy's parser",
      states,
      inputs: sampled.inputs,
      counterexample: explain(sampled.disagreement.input, sampled.disagreement.found, false),
    },
  };
}

function skippedCheck(rule: string, pegRule: string | null, reason: string): RuleCheck {
  return { rule, pegRule, verdict: "skipped", method: null, inputs: 0, reason };
}

/** The PEG rules a rule uses, itself included. */
function pegReachable(peg: PegGrammar, rule: string): string[] {
  const seen = new Set<string>();
  const queue = [rule];
  const refs = (node: PegNode | undefined, out: string[]): void => {
    if (node === undefined) return;
    if (node.type === "rule_ref" && node.name !== undefined) out.push(node.name);
    refs(node.expression, out);
    refs(node.delimiter ?? undefined, out);
    for (const child of [...(node.elements ?? []), ...(node.alternatives ?? [])]) refs(child, out);
  };
  while (queue.length > 0) {
    const name = queue.pop()!;
    if (seen.has(name)) continue;
    seen.add(name);
    const node = peg.rules.get(name);
    if (node === undefined) continue;
    const out: string[] = [];
    refs(node.expression, out);
    queue.push(...out);
  }
  return [...seen];
}

/**
 * The bounded check (see the head of this file): every input up to a length from both sides, then
 * drawn inputs; a rule's verdict, and whether it counts as checked.
 */
function bounded(
  grammar: AbnfGrammar,
  peg: PegGrammar,
  rule: string,
  pegRule: string,
  context: RuleContext,
  from: { reason: string; states?: number; depth?: number; candidate?: string; complete?: number },
): RuleCheck {
  const abnf = new CfSide(context.abnfTables(), rule);
  const cfg = context.pegCfg();
  const cfgRule = cfg.names.get(pegRule)!;
  const used = pegReachable(peg, pegRule);
  const unreadable = used.flatMap((r) => cfg.unreadable.get(r) ?? []);
  const pegTables = context.pegTables();
  const pegCfg = pegTables.engine;
  const pegCfgIndex = (pegTables.packed.starts as Record<string, number>)[cfgRule]!;
  // The alphabet: the classes of the ABNF rule's recognizer and the PEG's tests of the rules it uses.
  const tests = used.flatMap((r) => (cfg.testsOf.get(r) ?? []).map((t) => cfg.tests.tests[t]!));
  const alphabet = buildAlphabet(classRanges(abnf.packed, abnf.index), tests).representatives;
  const pegAccepts = (input: string) => peg.accepts(pegRule, input);
  // A disagreement of the unrolled automata that the real sides confirm: the enumeration then only
  // looks for a shorter one (and proves there is none, if it gets that far).
  const candidate =
    from.candidate !== undefined && abnf.accepts(from.candidate) !== pegAccepts(from.candidate)
      ? from.candidate
      : undefined;
  const proved = from.depth !== undefined && unreadable.length === 0;
  // What the bound must reach (see the head of this file).
  const abnfLengths = shortestLengths(grammar, rule);
  const pegLengths = shortestLengths(cfg.grammar, cfgRule);
  const onCycle = (lengths: { shortest: number; nested: number }) => lengths.nested < Infinity;
  const requirement = (lengths: { shortest: number; nested: number }) =>
    onCycle(lengths) ? lengths.nested : Number.isFinite(lengths.shortest) ? lengths.shortest : 0;
  const required = Math.max(requirement(abnfLengths), requirement(pegLengths));
  // The exact search, where it ran out of budget, had decided every input up to a length: where that
  // reaches the bound, the enumeration, slower, would not get further.
  const searched = from.complete !== undefined && from.complete >= required && unreadable.length === 0;
  const enumeration = proved
    ? { complete: -1, exhausted: false, inputs: 0, prefixes: 0, counterexample: null }
    : searched
      ? { complete: from.complete!, exhausted: false, inputs: 0, prefixes: 0, counterexample: null }
      : enumerate(
          { abnf: abnf.engine, abnfRule: abnf.index, pegCfg, pegCfgRule: pegCfgIndex, pegAccepts, alphabet },
          context.prefixes,
          candidate === undefined ? undefined : [...candidate].length - 1,
        );
  const reader: Reader = { stop: (s) => abnf.stop(s), stackAt: (s, o) => abnf.stackAt(s, o) };
  const explain = (input: string, found: Counterexample["found"], minimal: boolean): Counterexample =>
    counterexample(reader, peg, pegRule, input, found, minimal, context.abnfNames);
  const complete = enumeration.complete;
  const reasons = [
    from.reason,
    ...(unreadable.length > 0 ? [`the checker cannot read ${unreadable.join("; ")}`] : []),
  ];
  const base = {
    rule,
    pegRule,
    ...(from.states === undefined ? {} : { states: from.states }),
    complete,
    ...(unreadable.length > 0 ? { unreadable } : {}),
  };
  if (enumeration.counterexample !== null || candidate !== undefined) {
    const input = enumeration.counterexample ?? candidate!;
    return {
      ...base,
      verdict: "disagree",
      method: unreadable.length > 0 ? "sampled" : "bounded",
      reason: reasons.join("; "),
      inputs: enumeration.inputs + 1,
      counterexample: explain(
        input,
        enumeration.counterexample !== null ? "enumerated" : "exact",
        enumeration.counterexample !== null || complete >= [...input].length - 1,
      ),
    };
  }
  // Beyond the bound: drawn inputs from both sides' grammars, each also mutated once.
  const sampled = sample(grammar, peg, pegRule, rule, context, (s) => abnf.accepts(s), {
    grammar: cfg.grammar,
    rule: cfgRule,
  });
  const inputs = enumeration.inputs + sampled.inputs;
  const method: RuleCheck["method"] =
    unreadable.length > 0
      ? "sampled"
      : proved
        ? "depth"
        : enumeration.exhausted
          ? "exact"
          : complete >= required
            ? "bounded"
            : "sampled";
  const why =
    method === "exact"
      ? undefined
      : method === "bounded" || method === "depth"
        ? reasons.join("; ")
        : [
            ...reasons,
            ...(unreadable.length === 0
              ? [
                  `the enumeration reached ${complete} characters of the ${required} the rule needs (raise --prefixes)`,
                ]
              : []),
          ].join("; ");
  const cycles = [
    ...[...planCalls(grammar, [rule]).recursive].map((k) => grammar.rules.get(k)!.name),
    ...[...planCalls(cfg.grammar, [cfgRule]).recursive].map(
      (k) => [...cfg.names].find(([, v]) => v.toLowerCase() === k)?.[0] ?? k,
    ),
  ];
  const unrolled = [...new Set(cycles)].join(", ");
  const extra = proved ? { depth: from.depth!, unrolled } : { required };
  if (sampled.disagreement === null)
    return { ...base, verdict: "agree", method, ...(why ? { reason: why } : {}), inputs, ...extra };
  const { input, found } = sampled.disagreement;
  return {
    ...base,
    verdict: "disagree",
    method,
    ...(why ? { reason: why } : {}),
    inputs,
    ...extra,
    counterexample: explain(input, found, [...input].length <= complete + 1),
  };
}

/**
 * Inputs drawn from the ABNF rule (and from the PEG read as a grammar, when given), each also
 * mutated once, through both sides; a disagreement shrunk.
 */
function sample(
  grammar: AbnfGrammar,
  peg: PegGrammar,
  pegRule: string,
  rule: string,
  context: RuleContext,
  abnfAccepts: (input: string) => boolean,
  pegSide?: { grammar: AbnfGrammar; rule: string },
): { inputs: number; disagreement: { input: string; found: "drawn" | "mutated" } | null } {
  const random = prng(context.seed ^ 0x5bd1e995);
  const differs = (s: string) => abnfAccepts(s) !== peg.accepts(pegRule, s);
  const drawn = sampleRule(grammar, rule, context.runs, context.seed);
  if (pegSide !== undefined)
    drawn.push(...sampleRule(pegSide.grammar, pegSide.rule, context.runs, context.seed));
  let inputs = 0;
  for (const draw of drawn) {
    for (const [input, found] of [
      [draw, "drawn"],
      [mutate(draw, context.alphabet, random), "mutated"],
    ] as const) {
      inputs++;
      if (differs(input)) return { inputs, disagreement: { input: shrink(input, differs), found } };
    }
  }
  return { inputs, disagreement: null };
}

/** Both sides' readings of a counterexample. */
function counterexample(
  abnf: Reader,
  peg: PegGrammar,
  pegRule: string,
  input: string,
  found: Counterexample["found"],
  minimal: boolean,
  abnfNames: ReadonlyMap<string, string>,
): Counterexample {
  const named = (rule: string) => abnfNames.get(rule) ?? rule;
  const run = peg.run(pegRule, input);
  const stop = abnf.stop(input);
  const abnfAccepts = stop === null;
  const pegSide: SideReport = { accepts: run.accepts, stack: [] };
  const tree = matchTree(run.events);
  const root = tree.roots.find((n) => n.rule === pegRule && n.from === 0);
  if (run.accepts) {
    // The rules the PEG's reading is in where the ABNF stopped.
    const at = stop?.offset ?? 0;
    pegSide.stack = root ? stackAt(root, at).map((n) => named(n.rule)) : [named(pegRule)];
  } else if (run.matched !== null && root) {
    // The rule matched a prefix and stopped there: what it had matched is where it went wrong.
    pegSide.offset = run.matched;
    pegSide.expected = ["end of input"];
    const chain = endingAt(root, run.matched);
    pegSide.stack = chain.map((n) => named(n.rule));
    pegSide.matched = chain.map((n) => ({
      rule: named(n.rule),
      text: input.slice(n.from, n.to),
      from: n.from,
      to: n.to,
    }));
  } else {
    pegSide.offset = run.failOffset;
    pegSide.expected = [...new Set(run.expected.map(describeExpectation))];
    pegSide.stack = tree.furthest.map(named);
  }
  const abnfSide: SideReport =
    stop !== null
      ? { accepts: false, offset: stop.offset, expected: stop.expected, stack: stop.stack }
      : { accepts: true, stack: abnf.stackAt(input, pegSide.offset ?? 0) };
  return {
    input,
    length: codePoints(input),
    minimal,
    accepts: abnfAccepts ? "abnf" : "peg",
    abnf: abnfSide,
    peg: pegSide,
    found,
  };
}

/** The chain of matched rules from `node` down that cover offset `at` (or end there, at the input's end). */
function stackAt(node: MatchNode, at: number): MatchNode[] {
  const out = [node];
  for (let n = node; ;) {
    const child =
      n.children.find((c) => c.from <= at && at < c.to) ?? n.children.find((c) => c.to === at && c.from < at);
    if (child === undefined) return out;
    out.push(child);
    n = child;
  }
}

/** The chain of matched rules from `node` down whose match ends at `at` (what the PEG had committed to there). */
function endingAt(node: MatchNode, at: number): MatchNode[] {
  const out = [node];
  for (let n = node; ;) {
    const child =
      [...n.children].reverse().find((c) => c.to === at && c.from < c.to) ??
      n.children.find((c) => c.from <= at && at < c.to);
    if (child === undefined) return out;
    out.push(child);
    n = child;
  }
}

/**
 * An NFA edge as an expected item: the outermost rule (below the start rule) that begins with this
 * character, else the quoted string it is in, else its characters (compiler/passes/expectations.ts
 * names items the same way).
 */
function describeEdge(abnf: AbnfSide, edge: NfaEdge): string {
  const stack = abnf.nfa.stacks[edge.stack]!;
  const begins = Math.max(edge.fresh, 1);
  if (begins < stack.length) return stack[begins]!;
  if (edge.literal) return JSON.stringify(edge.literal.text.slice(edge.literal.index));
  const ranges = abnf.nfa.sets[edge.set]!;
  const show = (c: number) =>
    c >= 0x21 && c <= 0x7e ? JSON.stringify(String.fromCharCode(c)) : `%x${c.toString(16).toUpperCase()}`;
  return ranges.map(([a, b]) => (a === b ? show(a) : `${show(a)}-${show(b)}`)).join(" / ");
}

// ---- the report as text ----

/** A string for a reader: JSON-quoted, with the code point of every character outside printable ASCII. */
export function showInput(input: string): string {
  const quoted = JSON.stringify(input);
  const odd = [...input].filter((ch) => ch.codePointAt(0)! > 0x7e);
  if (odd.length === 0) return quoted;
  const points = [...new Set(odd)].map(
    (ch) => `U+${ch.codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0")}`,
  );
  return `${quoted} (${points.join(", ")})`;
}

function showSide(label: string, side: SideReport, input: string, other: SideReport): string[] {
  const lines: string[] = [];
  const stack = side.stack.join(" › ");
  if (side.accepts)
    lines.push(`  ${label} accepts it${stack ? `; at offset ${other.offset ?? 0} it reads ${stack}` : ""}`);
  else {
    const found =
      side.offset! < input.length
        ? showInput(String.fromCodePoint(input.codePointAt(side.offset!)!))
        : "the end";
    const expected =
      side.expected && side.expected.length > 0 ? `expected ${side.expected.slice(0, 6).join(", ")}` : "";
    lines.push(
      `  ${label} rejects it at offset ${side.offset}: ${[expected, `found ${found}`].filter(Boolean).join(", ")}`,
    );
    if (side.matched && side.matched.length > 0) {
      const shown = side.matched.slice(0, 4).map((m) => `${m.rule} ${JSON.stringify(m.text)}`);
      lines.push(`       having matched ${shown.join(" › ")}${side.matched.length > 4 ? " › …" : ""}`);
    } else if (stack) lines.push(`       in ${stack}`);
  }
  return lines;
}

/** A count with its noun, plural when it is not one. */
function count(n: number, noun: string): string {
  return `${n.toLocaleString("en-US")} ${noun}${n === 1 ? "" : "s"}`;
}

/** The report as lines of text (what `uri-grammar check` prints). */
export function formatReport(report: TranscriptionReport): string {
  const lines: string[] = [];
  for (const r of report.rules) {
    if (r.verdict === "skipped") {
      lines.push(`${r.rule}: SKIPPED (${r.reason})`);
      continue;
    }
    const upTo = (n: number | undefined) =>
      n === undefined || n < 0 ? "no input" : `every input of up to ${count(n, "character")}`;
    if (r.verdict === "agree") {
      if (r.method === "exact")
        lines.push(
          r.states !== undefined && r.complete === undefined
            ? `${r.rule}: agree (proved on the automata: ${r.states} pairs of states; ${r.inputs} drawn inputs)`
            : `${r.rule}: agree (proved: ${upTo(r.complete)}, and neither side accepts a longer one; ${count(r.inputs, "input")})`,
        );
      else if (r.method === "depth")
        lines.push(
          `${r.rule}: agree (proved for every input ${r.depth === 0 ? `in which no ${r.unrolled ?? "recursive rule"} is inside itself` : `that nests ${r.unrolled ?? "its recursion"} at most ${r.depth} deep`}, on the automata: ${r.states} pairs of states; ${count(r.inputs, "drawn input")} beyond)`,
        );
      else if (r.method === "bounded")
        lines.push(
          `${r.rule}: agree on ${upTo(r.complete)} and on drawn inputs beyond (${count(r.inputs, "input")}; not proved: ${r.reason})`,
        );
      else
        lines.push(
          `${r.rule}: UNPROVED: agree on ${count(r.inputs, "input")}, ${upTo(r.complete)} and drawn ones beyond, but ${r.reason}`,
        );
      continue;
    }
    const c = r.counterexample!;
    const size = `${c.length} character${c.length === 1 ? "" : "s"}`;
    lines.push(
      `${r.rule}: DISAGREE on ${showInput(c.input)} (${size}; ${c.minimal ? "no shorter input disagrees" : `found by ${c.found === "exact" ? "the search" : c.found + " input"}, shrunk; shorter ones not all checked`})`,
    );
    lines.push(...showSide("ABNF", c.abnf, c.input, c.peg), ...showSide("PEG ", c.peg, c.input, c.abnf));
    if ((r.method === "sampled" || r.method === "bounded") && r.reason) lines.push(`  (${r.reason})`);
  }
  const tally = (test: (r: RuleCheck) => boolean) => report.rules.filter(test).length;
  const agree = tally((r) => r.verdict === "agree");
  const proved = tally((r) => r.verdict === "agree" && r.method === "exact");
  const depthCount = tally((r) => r.verdict === "agree" && r.method === "depth");
  const boundedCount = tally((r) => r.verdict === "agree" && r.method === "bounded");
  const sampledCount = tally((r) => r.verdict === "agree" && r.method === "sampled");
  lines.push(
    `${count(report.rules.length, "rule")}: ${agree} agree (${proved} proved, ${depthCount} proved to a depth, ${boundedCount} bounded, ${sampledCount} only sampled), ${tally((r) => r.verdict === "disagree")} disagree, ${tally((r) => r.verdict === "skipped")} skipped`,
  );
  return lines.join("\n") + "\n";
}
