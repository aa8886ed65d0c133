// The check of a rule that no automaton can prove (a recursive ABNF rule such as RFC 5322's
// comment, or a PEG rule that recurses or runs code): EVERY input up to a length, from both sides.
//
// Inputs are strings of class representatives (compiler/peg/alphabet.ts: no character set of the
// ABNF and no character test of the PEG tells two members of a class apart, so one stands for
// all). They are enumerated depth first, the prefix read one character at a time by two context-
// free recognizers (compiler/standalone/earley.ts) at once: the ABNF rule's, and that of the PEG
// read as a context-free grammar (compiler/peg/cfg.ts), which accepts all the PEG accepts and more.
// A prefix that neither can continue is not extended: no input that starts with it is accepted by
// either side, so both reject it. Every other input is decided by the ABNF's recognizer and by the
// parser peggy generates. Lengths are taken one at a time (iterative deepening), so the first
// disagreement found is a shortest one; where no prefix of some length is left on either side,
// both languages are finite and every one of their inputs has been checked.
import type { AbnfGrammar, AbnfNode } from "../ast.js";
import { cyclic } from "../passes/calls.js";
import { referencesOf } from "../references.js";
import type { ContextFreeEngine, ContextFreeMark } from "../standalone/earley.js";

export interface EnumerationSides {
  /** The ABNF rule's recognizer and the index of the rule in it. */
  abnf: ContextFreeEngine;
  abnfRule: number;
  /** The PEG read as a context-free grammar (more than the PEG accepts): prunes the search. */
  pegCfg: ContextFreeEngine;
  pegCfgRule: number;
  /** The PEG rule's verdict on a whole input (peggy's parser). */
  pegAccepts(input: string): boolean;
  /** The characters to build inputs of (one per class), most readable first. */
  alphabet: readonly number[];
}

export interface EnumerationResult {
  /** Every input of this many code points or fewer was decided alike by both sides (-1: none). */
  complete: number;
  /** No input longer than `complete` is accepted by either side: all of them were checked. */
  exhausted: boolean;
  /** Inputs decided by both sides (those one side could accept). */
  inputs: number;
  /** Prefixes read (the budget counts these). */
  prefixes: number;
  /** A shortest input on which they disagree. */
  counterexample: string | null;
}

/** Every input up to `maxLength`, as long as `budget` prefixes last (see the head of this file). */
export function enumerate(sides: EnumerationSides, budget: number, maxLength = 64): EnumerationResult {
  const { abnf, pegCfg, alphabet } = sides;
  let prefixes = 0;
  let inputs = 0;
  const codes: number[] = [];
  for (let length = 0; length <= maxLength; length++) {
    let found: string | null = null;
    let reached = false;
    let aborted = false;
    const visit = (depth: number, aliveA: boolean, aliveP: boolean): boolean => {
      if (depth === length) {
        reached = true;
        const a = aliveA && abnf.accepting;
        const p = aliveP && pegCfg.accepting;
        if (!a && !p) return false;
        inputs++;
        const input = String.fromCodePoint(...codes);
        if (a !== sides.pegAccepts(input)) {
          found = input;
          return true;
        }
        return false;
      }
      const markA: ContextFreeMark | null = aliveA ? abnf.mark() : null;
      const markP: ContextFreeMark | null = aliveP ? pegCfg.mark() : null;
      for (const code of alphabet) {
        if (prefixes >= budget) {
          aborted = true;
          return true;
        }
        prefixes++;
        let okA = false;
        let okP = false;
        if (markA !== null) {
          abnf.reset(markA);
          okA = abnf.advance(code);
        }
        if (markP !== null) {
          pegCfg.reset(markP);
          okP = pegCfg.advance(code);
        }
        if (!okA && !okP) continue;
        codes.push(code);
        const stop = visit(depth + 1, okA, okP);
        codes.pop();
        if (stop) return true;
      }
      return false;
    };
    abnf.begin(sides.abnfRule);
    pegCfg.begin(sides.pegCfgRule);
    visit(0, true, true);
    if (found !== null)
      return { complete: length - 1, exhausted: false, inputs, prefixes, counterexample: found };
    if (aborted) return { complete: length - 1, exhausted: false, inputs, prefixes, counterexample: null };
    if (!reached) return { complete: length, exhausted: true, inputs, prefixes, counterexample: null };
  }
  return { complete: maxLength, exhausted: false, inputs, prefixes, counterexample: null };
}

/**
 * The length of the rule's shortest string and, for a rule on a cycle (it refers to itself, directly
 * or not), of its shortest string whose derivation has the rule inside itself (RFC 5322's comment:
 * "(())"; Infinity for a rule on no cycle): the bound an enumeration must reach for the recursion to
 * have been checked at all.
 */
export function shortestLengths(grammar: AbnfGrammar, rule: string): { shortest: number; nested: number } {
  const graph = new Map<string, string[]>();
  for (const [key, r] of grammar.rules)
    graph.set(
      key,
      referencesOf(r.node)
        .map((n) => n.toLowerCase())
        .filter((n) => grammar.rules.has(n)),
    );
  const key = rule.toLowerCase();
  /** A least fixpoint over the rules: each rule's value from its node's, `ref` as `onRef` says. */
  const fixpoint = (
    onRef: (target: string, values: Map<string, number>) => number,
    other: (node: AbnfNode, of: (n: AbnfNode) => number) => number,
  ) => {
    const values = new Map<string, number>([...grammar.rules.keys()].map((k) => [k, Infinity]));
    const of = (node: AbnfNode): number =>
      node.type === "ref" ? onRef(node.name.toLowerCase(), values) : other(node, of);
    for (let changed = true; changed;) {
      changed = false;
      for (const [k, r] of grammar.rules) {
        const n = of(r.node);
        if (n < values.get(k)!) {
          values.set(k, n);
          changed = true;
        }
      }
    }
    return { values, of };
  };
  const lengthOf = (node: AbnfNode, of: (n: AbnfNode) => number): number => {
    switch (node.type) {
      case "str":
        return [...node.value].length;
      case "chars":
        return node.codes.length;
      case "range":
        return node.from <= node.to ? 1 : Infinity;
      case "alt":
        return Math.min(Infinity, ...node.items.map(of));
      case "cat":
        return node.items.reduce((n, item) => n + of(item), 0);
      case "rep":
        return node.min === 0
          ? 0
          : node.max !== null && node.max < node.min
            ? Infinity
            : node.min * of(node.item);
      default:
        return Infinity;
    }
  };
  const least = fixpoint((target, values) => values.get(target) ?? Infinity, lengthOf);
  const shortest = least.values.get(key) ?? Infinity;
  if (!cyclic(graph).has(key) || !grammar.rules.has(key)) return { shortest, nested: Infinity };
  // The shortest string of each rule whose derivation holds an occurrence of `rule`.
  const containing = fixpoint(
    (target, values) => (target === key ? shortest : (values.get(target) ?? Infinity)),
    (node, of) => {
      switch (node.type) {
        case "alt":
          return Math.min(Infinity, ...node.items.map(of));
        case "cat": {
          const lengths = node.items.map(least.of);
          const total = lengths.reduce((n, l) => n + l, 0);
          return Math.min(Infinity, ...node.items.map((item, i) => of(item) + total - lengths[i]!));
        }
        case "rep":
          return node.max === 0 ? Infinity : of(node.item) + Math.max(node.min - 1, 0) * least.of(node.item);
        default:
          return Infinity;
      }
    },
  );
  return { shortest, nested: containing.of(grammar.rules.get(key)!.node) };
}
