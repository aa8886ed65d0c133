// checkTranscription: does a PEG transcription accept, rule by rule, exactly what the ABNF accepts?
//
// For each ABNF rule that the PEG also has (`hier-part` is `hier_part` there), as a whole input:
//  1. EXACT. The ABNF rule's automaton and the PEG rule's (compiler/peg/model.ts) are searched
//     together breadth first (compiler/peg/search.ts): the first input on which they disagree is a
//     shortest one, and if none is found when every pair of states has been seen, the rule is
//     proved right. The counterexample is then run through both real sides (the NFA of the ABNF,
//     the parser peggy generates) to confirm it.
//  2. SAMPLED. Where the PEG rule cannot be modelled (recursion, code in a predicate, an import) or
//     the search's budget runs out, inputs drawn from the ABNF (compiler/sample.ts), each also
//     mutated once, go through both sides, seeded; a disagreement is shrunk. It is minimal when the
//     search had already covered every shorter input. After an exact proof, the same sampling
//     runs on the real parser as a cross-check of the model.
// Each counterexample says which side accepts it and each side's rule stack: where the rejecting
// side stopped (offset, expected items) and the rules the accepting side was in there.
import type { AbnfGrammar } from "../ast.js";
import { emittedRules } from "../index.js";
import { AbnfError, getRule, type IncludeResolver, loadAbnf, type ReadingOptions } from "../load.js";
import { proseOf, reachable, referencesOf } from "../passes/check.js";
import { prng, sampleRule } from "../sample.js";
import { mutate, mutationAlphabet, shrink } from "../equivalence.js";
import type { NfaEdge } from "../passes/nfa.js";
import { AbnfSide } from "./abnf-side.js";
import { buildAlphabet } from "./alphabet.js";
import {
  describeExpectation,
  loadPeg,
  matchTree,
  type MatchNode,
  type PegGrammar,
  pegRuleName,
} from "./grammar.js";
import { PegAutomaton, TestTable, Unmodelled } from "./model.js";
import { searchShortest } from "./search.js";

/** The default work budget of the exact search per rule (items evaluated and subset states touched). */
export const DEFAULT_BUDGET = 60_000_000;
/** The default number of inputs drawn from the ABNF per rule (each also mutated once). */
export const DEFAULT_RUNS = 1000;
export const DEFAULT_SEED = 1;

export interface CheckTranscriptionOptions extends ReadingOptions {
  /** ABNF rules to check (default: every rule of the grammar file and the included rules it uses). */
  rules?: readonly string[];
  /** Inputs drawn from the ABNF per rule, each also mutated once (default 1000). */
  runs?: number;
  /** The seed of the drawn inputs (default 1): the same seed, the same report. */
  seed?: number;
  /** The exact search's work per rule (default 60,000,000). */
  budget?: number;
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
  /** How it was found: "exact" (the automata) or "drawn" / "mutated" (sampling). */
  found: "exact" | "drawn" | "mutated";
}

export interface RuleCheck {
  /** The ABNF rule. */
  rule: string;
  /** The PEG rule of the same name, or null. */
  pegRule: string | null;
  verdict: "agree" | "disagree" | "skipped";
  /** "exact": decided on the automata; "sampled": on drawn inputs only (see reason). */
  method: "exact" | "sampled" | null;
  /** Why the rule was skipped, or why the check is not exact. */
  reason?: string;
  /** Pairs of states the exact search visited. */
  states?: number;
  /** Inputs run through both sides. */
  inputs: number;
  /** When not exact: every input of this length or shorter agrees (the search got that far). */
  complete?: number;
  counterexample?: Counterexample;
}

export interface TranscriptionReport {
  abnfFile: string;
  pegFile: string;
  rules: RuleCheck[];
  /** No rule disagrees. */
  ok: boolean;
}

/** The rules to check: those named, else the grammar file's and the included rules they use. */
function rulesToCheck(grammar: AbnfGrammar, names?: readonly string[]): string[] {
  if (names === undefined) return emittedRules(grammar);
  return names.map((name) => getRule(grammar, name).name);
}

/** Why a rule cannot be compiled to an automaton, or null. */
function irregular(grammar: AbnfGrammar, rule: string): string | null {
  const reached = reachable(grammar, [rule]);
  for (const key of reached) {
    const r = grammar.rules.get(key);
    if (r === undefined) return `it uses ${key}, which the grammar does not define`;
    if (proseOf(r.node).length > 0) return `it uses ${r.name}, a prose value <${proseOf(r.node)[0]}>`;
    for (const name of referencesOf(r.node))
      if (reachable(grammar, [name]).has(key)) return `${r.name} is recursive`;
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
  rules.forEach((rule, index) => {
    const check = checkRule(grammar, peg, rule, { runs, seed: seed + index, budget, alphabet, abnfNames });
    out.push(check);
    options.progress?.(check);
  });
  return {
    abnfFile: grammar.file,
    pegFile: peg.file,
    rules: out,
    ok: out.every((r) => r.verdict !== "disagree"),
  };
}

interface RuleContext {
  runs: number;
  seed: number;
  budget: number;
  alphabet: string[];
  abnfNames: ReadonlyMap<string, string>;
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
  const why = irregular(grammar, rule);
  if (why !== null) return skipped(`no automaton recognizes ${rule}: ${why}`);
  let abnf: AbnfSide;
  try {
    abnf = new AbnfSide(grammar, rule);
  } catch (error) {
    if (error instanceof AbnfError) return skipped(error.message);
    throw error;
  }
  const explain = (input: string, found: Counterexample["found"], minimal: boolean): Counterexample =>
    counterexample(abnf, peg, pegRule, input, found, minimal, context.abnfNames);
  // 1. The exact search.
  let reason: string | undefined;
  let complete = -1;
  let states: number | undefined;
  try {
    const table = new TestTable();
    const automaton = new PegAutomaton(peg.rules, pegRule, table);
    const result = searchShortest(abnf, automaton, buildAlphabet(abnf.sets, table.tests), context.budget);
    states = result.states;
    if (result.kind === "differ") {
      const c = explain(result.input, "exact", true);
      if (c.abnf.accepts !== c.peg.accepts)
        return { rule, pegRule, verdict: "disagree", method: "exact", states, inputs: 1, counterexample: c };
      reason = `the model of the PEG rule disagrees with peggy's parser on ${JSON.stringify(result.input)}`;
    } else if (result.kind === "budget") {
      complete = result.complete;
      reason = `the exact search ran out of its budget (every input of ${complete} characters or fewer agrees)`;
    } else {
      // Proved; the sampling below cross-checks the model on the real parser.
      const sampled = sample(grammar, abnf, peg, pegRule, rule, context);
      if (sampled.disagreement === null)
        return { rule, pegRule, verdict: "agree", method: "exact", states, inputs: sampled.inputs };
      reason = "the model of the PEG rule disagrees with peggy's parser";
      return {
        rule,
        pegRule,
        verdict: "disagree",
        method: "sampled",
        reason,
        states,
        inputs: sampled.inputs,
        counterexample: explain(sampled.disagreement.input, sampled.disagreement.found, false),
      };
    }
  } catch (error) {
    if (!(error instanceof Unmodelled)) throw error;
    reason = `the PEG rule cannot be modelled exactly: ${error.message}`;
  }
  // 2. Sampling.
  const sampled = sample(grammar, abnf, peg, pegRule, rule, context);
  const base = {
    rule,
    pegRule,
    method: "sampled" as const,
    reason,
    inputs: sampled.inputs,
    ...(states === undefined ? {} : { states }),
    ...(complete >= 0 ? { complete } : {}),
  };
  if (sampled.disagreement === null) return { ...base, verdict: "agree" };
  const { input, found } = sampled.disagreement;
  return {
    ...base,
    verdict: "disagree",
    counterexample: explain(input, found, complete >= 0 && codePoints(input) <= complete + 1),
  };
}

/** Inputs drawn from the ABNF rule, each also mutated once, through both sides; a disagreement shrunk. */
function sample(
  grammar: AbnfGrammar,
  abnf: AbnfSide,
  peg: PegGrammar,
  pegRule: string,
  rule: string,
  context: RuleContext,
): { inputs: number; disagreement: { input: string; found: "drawn" | "mutated" } | null } {
  const random = prng(context.seed ^ 0x5bd1e995);
  const differs = (s: string) => abnf.acceptsFast(s) !== peg.accepts(pegRule, s);
  let inputs = 0;
  for (const drawn of sampleRule(grammar, rule, context.runs, context.seed)) {
    for (const [input, found] of [
      [drawn, "drawn"],
      [mutate(drawn, context.alphabet, random), "mutated"],
    ] as const) {
      inputs++;
      if (differs(input)) return { inputs, disagreement: { input: shrink(input, differs), found } };
    }
  }
  return { inputs, disagreement: null };
}

/** Both sides' readings of a counterexample. */
function counterexample(
  abnf: AbnfSide,
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
  const abnfSide: SideReport = { accepts: abnfAccepts, stack: [] };
  if (stop !== null) {
    abnfSide.offset = stop.offset;
    const edges = stop.alive;
    abnfSide.expected = [...new Set(edges.map((e) => describeEdge(abnf, e)))];
    abnfSide.stack = edges.length > 0 ? abnf.nfa.stacks[edges[0]!.stack]! : [abnf.rule];
  } else {
    const edge = abnf.readingAt(input, pegSide.offset ?? 0);
    abnfSide.stack = edge === null ? [abnf.rule] : abnf.nfa.stacks[edge.stack]!;
  }
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

/** The report as lines of text (what `uri-grammar check` prints). */
export function formatReport(report: TranscriptionReport): string {
  const lines: string[] = [];
  for (const r of report.rules) {
    if (r.verdict === "skipped") {
      lines.push(`${r.rule}: skipped (${r.reason})`);
      continue;
    }
    if (r.verdict === "agree") {
      lines.push(
        r.method === "exact"
          ? `${r.rule}: agree (proved on the automata: ${r.states} pairs of states; ${r.inputs} drawn inputs)`
          : `${r.rule}: agree on ${r.inputs} drawn inputs (not proved: ${r.reason})`,
      );
      continue;
    }
    const c = r.counterexample!;
    const size = `${c.length} character${c.length === 1 ? "" : "s"}`;
    lines.push(
      `${r.rule}: DISAGREE on ${showInput(c.input)} (${size}; ${c.minimal ? "no shorter input disagrees" : `found by ${c.found === "exact" ? "the search" : c.found + " input"}, shrunk; shorter ones not all checked`})`,
    );
    lines.push(...showSide("ABNF", c.abnf, c.input, c.peg), ...showSide("PEG ", c.peg, c.input, c.abnf));
    if (r.method === "sampled" && r.reason) lines.push(`  (${r.reason})`);
  }
  const count = (v: RuleCheck["verdict"]) => report.rules.filter((r) => r.verdict === v).length;
  lines.push(
    `${report.rules.length} rule${report.rules.length === 1 ? "" : "s"}: ${count("agree")} agree, ${count("disagree")} disagree, ${count("skipped")} skipped`,
  );
  return lines.join("\n") + "\n";
}
