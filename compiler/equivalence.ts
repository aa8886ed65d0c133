// The equivalence check: for every rule of an ABNF grammar, the PEG rule of the same name must
// accept exactly the strings the ABNF rule accepts (full-string acceptance), and so must the
// generated automaton of each start rule (what isValid and parse run).
//
// The ABNF side is the oracle: the rule compiled into an anchored regular expression
// (compiler/passes/regex.ts). The inputs:
//  1. strings drawn from the ABNF (compiler/sample.ts): all in the language;
//  2. each of them mutated once (a character inserted, deleted or replaced, drawn from every
//     character the grammar mentions plus its neighbours outside it): mostly near misses;
//  3. the example inputs (corpus/), every one against every rule.
// A disagreement is shrunk (characters deleted or simplified while the two still disagree) and
// reported with the rule, the shortest counterexample and both verdicts.
import { recognizerOf } from "../automata/decoded.js";
import type { PackedRecognizer } from "../automata/format.js";
import type { AbnfGrammar, AbnfNode } from "./ast.js";
import { emittedRules } from "./index.js";
import { compileRule } from "./passes/regex.js";
import { getRule } from "./load.js";
import { prng, sampleRule } from "./sample.js";
import { visitor } from "./visitor.js";

const noTrace = { trace(): void {} };

/** What a generated peggy parser module exports (generated/<grammar>.peg.js). */
export interface PegModule {
  parse(input: string, options: object): unknown;
  StartRules: readonly string[];
}

/**
 * A generated PEG parser as an acceptor. It runs through peggy's throw-free API (`peg$library`), which
 * answers with `peg$success` instead of building and throwing a SyntaxError (whose message lists
 * every expected item: most of the cost of a rejection); a tracer, if the parser has one, does
 * nothing.
 */
export function pegAcceptor(parser: PegModule): PegAcceptor {
  return {
    rules: new Set(parser.StartRules),
    accepts(rule, input) {
      const result = parser.parse(input, { startRule: rule, tracer: noTrace, peg$library: true }) as {
        peg$success: boolean;
      };
      return result.peg$success;
    },
  };
}

export interface PegAcceptor {
  /** Whether the PEG rule (by its PEG name) accepts the whole input. */
  accepts(pegRule: string, input: string): boolean;
  /** PEG rule names defined by the transcription. */
  rules: ReadonlySet<string>;
}

interface Disagreement {
  rule: string;
  input: string;
  abnf: boolean;
  peg: boolean;
  /** The rule's generated DFA's verdict, when it has one. */
  dfa?: boolean;
  /** How the input was found: generated, mutated or corpus. */
  source: string;
}

export interface RuleReport {
  rule: string;
  checked: number;
  accepted: number;
  disagreement: Disagreement | null;
}

export interface CheckOptions {
  /** Inputs generated per rule (each also mutated once). */
  runs: number;
  seed: number;
  /** Extra inputs run against every rule (the unit tests' inputs). */
  corpus?: readonly string[];
  /** Only these rules (RFC names); default every rule of the grammar file and the core rules it uses. */
  only?: readonly string[];
  /** Called after each rule. */
  progress?: (report: RuleReport) => void;
  /** The generated automaton of a rule, checked against the ABNF as well. */
  automaton?: (rule: string) => ((input: string) => boolean) | undefined;
}

/** A grammar's generated recognizer (generated/<grammar>.automata.ts), by rule name. */
export function automatonAcceptor(
  packed: PackedRecognizer,
): (rule: string) => ((input: string) => boolean) | undefined {
  return (rule) => {
    const recognizer = recognizerOf(packed);
    const start = recognizer.start(rule);
    return start === undefined ? undefined : (input) => recognizer.test(input, start);
  };
}

function pegName(rule: string): string {
  return rule.replace(/-/g, "_");
}

/** Every character the grammar mentions (range ends, and a few inside), their neighbours, and some outsiders. */
export function mutationAlphabet(grammar: AbnfGrammar): string[] {
  const codes = new Set<number>();
  const visit: (node: AbnfNode) => void = visitor<void>(
    {
      str: (node) => {
        for (const ch of node.value) {
          const c = ch.codePointAt(0)!;
          codes.add(c);
          codes.add(c ^ 0x20); // the other case of a letter
        }
      },
      chars: (node) => node.codes.forEach((c) => codes.add(c)),
      range: (node) => [node.from, node.to, (node.from + node.to) >> 1].forEach((c) => codes.add(c)),
    },
    undefined,
  );
  for (const rule of grammar.rules.values()) visit(rule.node);
  for (const c of [...codes]) {
    if (c > 0) codes.add(c - 1);
    if (c < 0x10ffff) codes.add(c + 1);
  }
  for (const c of [
    0x20, 0x22, 0x25, 0x3c, 0x5c, 0x5e, 0x60, 0x7b, 0x7c, 0x7d, 0x7f, 0xe9, 0x3000, 0xfffd, 0x1f600,
  ])
    codes.add(c);
  return [...codes]
    .filter((c) => c <= 0x10ffff && (c < 0xd800 || c > 0xdfff))
    .sort((a, b) => a - b)
    .map((c) => String.fromCodePoint(c));
}

export function mutate(input: string, alphabet: readonly string[], random: () => number): string {
  const chars = [...input];
  const at = Math.floor(random() * (chars.length + 1));
  const ch = alphabet[Math.floor(random() * alphabet.length)]!;
  const op = chars.length === 0 ? 0 : Math.floor(random() * 3);
  if (op === 0) chars.splice(at, 0, ch);
  else if (op === 1) chars.splice(Math.min(at, chars.length - 1), 1);
  else chars[Math.min(at, chars.length - 1)] = ch;
  return chars.join("");
}

/** Shrinks a disagreement: delete characters, then replace them with "a", "0" or "/", while the verdicts still differ. */
export function shrink(input: string, disagrees: (s: string) => boolean): string {
  let best = [...input];
  let changed = true;
  while (changed) {
    changed = false;
    for (let i = 0; i < best.length; i++) {
      const candidate = [...best.slice(0, i), ...best.slice(i + 1)];
      if (disagrees(candidate.join(""))) {
        best = candidate;
        changed = true;
        i--;
      }
    }
    for (let i = 0; i < best.length; i++) {
      for (const simple of ["a", "0", "/"]) {
        if (best[i] === simple || best[i]! < simple) continue;
        const candidate = [...best];
        candidate[i] = simple;
        if (disagrees(candidate.join(""))) {
          best = candidate;
          changed = true;
          break;
        }
      }
    }
  }
  return best.join("");
}

export function checkGrammar(grammar: AbnfGrammar, peg: PegAcceptor, options: CheckOptions): RuleReport[] {
  const alphabet = mutationAlphabet(grammar);
  const reports: RuleReport[] = [];
  const rules = (options.only ?? emittedRules(grammar)).map((r) => getRule(grammar, r).name);
  for (const [index, rule] of rules.entries()) {
    const name = pegName(rule);
    if (!peg.rules.has(name)) {
      const report: RuleReport = {
        rule,
        checked: 0,
        accepted: 0,
        disagreement: { rule, input: "", abnf: true, peg: false, source: `the PEG has no rule ${name}` },
      };
      reports.push(report);
      options.progress?.(report);
      continue;
    }
    const recognizer = new RegExp(compileRule(grammar, rule).source, "u");
    const abnf = (s: string) => recognizer.test(s);
    const pegOk = (s: string) => peg.accepts(name, s);
    const random = prng(options.seed + index);
    let checked = 0;
    let accepted = 0;
    let disagreement: Disagreement | null = null;
    const dfa = options.automaton?.(rule);
    const check = (input: string, source: string): boolean => {
      checked++;
      const a = abnf(input);
      const p = pegOk(input);
      if (a) accepted++;
      if (a === p && (dfa === undefined || dfa(input) === a)) return true;
      const differs = (s: string) => abnf(s) !== pegOk(s) || (dfa !== undefined && dfa(s) !== abnf(s));
      const small = shrink(input, differs);
      disagreement = { rule, input: small, abnf: abnf(small), peg: pegOk(small), dfa: dfa?.(small), source };
      return false;
    };
    const generated = sampleRule(grammar, rule, options.runs, options.seed + index);
    for (const input of options.corpus ?? []) if (!check(input, "corpus")) break;
    if (!disagreement) {
      for (const input of generated) {
        if (!check(input, "generated")) break;
        if (!check(mutate(input, alphabet, random), "mutated")) break;
      }
    }
    const report = { rule, checked, accepted, disagreement };
    reports.push(report);
    options.progress?.(report);
  }
  return reports;
}
