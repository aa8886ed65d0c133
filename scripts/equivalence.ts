// The equivalence check: for every rule of an ABNF grammar, the PEG rule of the same name must
// accept exactly the strings the ABNF rule accepts (full-string acceptance), and so must the
// generated DFA of each start rule (the fast path of isValid and parse).
//
// The ABNF side is the exact recognizer compiled from the ABNF (scripts/abnf/to-regex.ts). The inputs:
//  1. strings generated from that recognizer (fast-check's stringMatching): all in the language;
//  2. each of them mutated once (a character inserted, deleted or replaced, drawn from every
//     character the grammar mentions plus its neighbours outside it): mostly near misses;
//  3. the unit tests' inputs (test/corpus/), every one against every rule.
// A disagreement is shrunk (characters deleted or simplified while the two still disagree) and
// reported with the rule, the shortest counterexample and both verdicts.
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import fc from "fast-check";
import type { AbnfGrammar } from "./abnf/ast.js";
import { emittedRules } from "./abnf/emit.js";
import { compileRule } from "./abnf/to-regex.js";
import { getRule } from "./abnf/load.js";
import { type DfaData, Recognizer } from "../src/syntax/dfa.js";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const require = createRequire(import.meta.url);
const noTrace = { trace(): void {} };

/** The committed generated parser of a grammar (generated/<grammar>.parser.cjs) as an acceptor. */
export function generatedAcceptor(grammar: string): PegAcceptor {
  const parser = require(join(root, "generated", `${grammar}.parser.cjs`)) as {
    parse(input: string, options: object): unknown;
    StartRules: string[];
  };
  return {
    rules: new Set(parser.StartRules),
    accepts(rule, input) {
      try {
        parser.parse(input, { startRule: rule, tracer: noTrace });
        return true;
      } catch (error) {
        if (error instanceof Error && error.name === "SyntaxError") return false;
        throw error;
      }
    },
  };
}

export interface PegAcceptor {
  /** Whether the PEG rule (by its PEG name) accepts the whole input. */
  accepts(pegRule: string, input: string): boolean;
  /** PEG rule names defined by the transcription. */
  rules: ReadonlySet<string>;
}

export interface Disagreement {
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
  /** The generated DFA of a rule (generated/<grammar>.dfa.cjs), checked against the ABNF as well. */
  automaton?: (rule: string) => ((input: string) => boolean) | undefined;
}

/** The committed generated automata of a grammar, by rule name. */
export function generatedAutomata(
  grammar: string,
): (rule: string) => ((input: string) => boolean) | undefined {
  const { rules } = require(join(root, "generated", `${grammar}.dfa.cjs`)) as {
    rules: Record<string, DfaData>;
  };
  const built = new Map<string, Recognizer>();
  return (rule) => {
    const data = rules[rule];
    if (!data) return undefined;
    let dfa = built.get(rule);
    if (!dfa) built.set(rule, (dfa = new Recognizer(data)));
    return (input) => dfa.test(input);
  };
}

export function pegName(rule: string): string {
  return rule.replace(/-/g, "_");
}

/** Every character the grammar mentions (range ends, and a few inside), their neighbours, and some outsiders. */
export function mutationAlphabet(grammar: AbnfGrammar): string[] {
  const codes = new Set<number>();
  const visit = (node: import("./abnf/ast.js").AbnfNode): void => {
    switch (node.type) {
      case "str":
        for (const ch of node.value) {
          const c = ch.codePointAt(0)!;
          codes.add(c);
          codes.add(c ^ 0x20); // the other case of a letter
        }
        return;
      case "chars":
        node.codes.forEach((c) => codes.add(c));
        return;
      case "range":
        for (const c of [node.from, node.to, (node.from + node.to) >> 1]) codes.add(c);
        return;
      case "alt":
      case "cat":
        node.items.forEach(visit);
        return;
      case "rep":
        visit(node.item);
        return;
      default:
        return;
    }
  };
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

/** A small seeded PRNG (mulberry32): the same seed gives the same mutations. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
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

/**
 * Strings of the recognizer's language. fast-check's default size keeps them short (tens of
 * characters), which is where the PEG's choices are decided; a rule whose only string is ""
 * (path-empty) has a pattern fast-check cannot tokenize, so it gets that one string.
 */
export function generatorFor(recognizer: RegExp): fc.Arbitrary<string> {
  try {
    // fast-check's pattern reader stops at six-digit escapes (`\u{100000}`, plane 16: RFC 3987's
    // iprivate); the same code points written as themselves are the same pattern to it.
    const source = recognizer.source.replace(/\\u\{([0-9A-Fa-f]{6})\}/g, (_, hex: string) =>
      String.fromCodePoint(parseInt(hex, 16)),
    );
    return fc.stringMatching(
      source === recognizer.source ? recognizer : new RegExp(source, recognizer.flags),
    );
  } catch {
    if (recognizer.test("")) return fc.constant("");
    throw new Error(`fast-check cannot generate strings for ${recognizer.source}`);
  }
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
    const generated = fc.sample(generatorFor(recognizer), {
      numRuns: options.runs,
      seed: options.seed + index,
    });
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
