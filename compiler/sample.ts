// Strings of a rule's language, drawn at random from the ABNF itself (the tree of lower.ts): an
// alternation picks one of its items, a repetition a count, a character set a character. The
// equivalence check (equivalence.ts) runs them through the oracle, the PEG and the automata; being
// drawn from the grammar, not from any of the three, they do not share a mistake with one of them.
//
// Seeded (mulberry32), so a run is reproducible from its seed: a check's verdict counts inputs, and
// the same inputs come back when it is run again.
import type { AbnfGrammar } from "./ast.js";
import { normalizeRanges } from "./charset.js";
import { notRegular, planCalls, SYMBOL_BASE } from "./passes/calls.js";
import { calledTrees, isSymbolSet } from "./passes/earley.js";
import { plain, ruleTree, type Rx } from "./passes/lower.js";

/** A small seeded PRNG (mulberry32): the same seed gives the same numbers. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface SampleOptions {
  /** The mean number of extra rounds of an unbounded repetition (geometric). Default 2. */
  meanRepeat?: number;
}

/** A character of a set: mostly from its ASCII part (where grammars are decided), else any. */
function pick(ranges: readonly (readonly [number, number])[], random: () => number): string {
  const ascii = ranges.filter(([a]) => a < 128);
  const from = ascii.length > 0 && random() < 0.85 ? ascii : ranges;
  const total = from.reduce((n, [a, b]) => n + (Math.min(b, from === ascii ? 127 : b) - a + 1), 0);
  let k = Math.floor(random() * total);
  for (const [a, b0] of from) {
    const b = from === ascii ? Math.min(b0, 127) : b0;
    if (k <= b - a) {
      const code = a + k;
      // A lone surrogate is not a character of any string a grammar means; take the next one.
      return String.fromCodePoint(code >= 0xd800 && code <= 0xdfff ? 0xe000 : code);
    }
    k -= b - a + 1;
  }
  return String.fromCodePoint(from[0]![0]);
}

/** A sampler of the tree's language. */
export function sampler(rx: Rx, seed: number, options: SampleOptions = {}): () => string {
  const random = prng(seed);
  const stop = 1 / (1 + (options.meanRepeat ?? 2));
  const sets = new Map<Rx, readonly (readonly [number, number])[]>();
  const draw = (node: Rx, out: string[]): void => {
    switch (node.k) {
      case "set": {
        let ranges = sets.get(node);
        if (ranges === undefined) sets.set(node, (ranges = normalizeRanges(node.ranges)));
        out.push(pick(ranges, random));
        return;
      }
      case "seq":
        for (const item of node.items) draw(item, out);
        return;
      case "alt":
        draw(node.items[Math.floor(random() * node.items.length)]!, out);
        return;
      case "rep": {
        let n = node.min;
        if (node.max === null) while (random() > stop) n++;
        else n += Math.floor(random() * (node.max - node.min + 1));
        for (let i = 0; i < n; i++) draw(node.item, out);
        return;
      }
      default:
        draw(node.item, out);
    }
  };
  return () => {
    const out: string[] = [];
    draw(rx, out);
    return out.join("");
  };
}

/** `count` strings of a rule's language (a rule that reaches recursion: recursiveSampler). */
export function sampleRule(grammar: AbnfGrammar, rule: string, count: number, seed: number): string[] {
  const next = notRegular(grammar, [rule]).has(rule.toLowerCase())
    ? recursiveSampler(grammar, rule, seed)
    : sampler(plain(ruleTree(grammar, rule)), seed);
  return Array.from({ length: count }, next);
}

/** The shortest length of each called rule's strings (Infinity for a rule with none): a fixpoint. */
function shortestOf(trees: readonly Rx[]): { rules: number[]; of: (rx: Rx) => number } {
  const rules = trees.map(() => Infinity);
  const of = (rx: Rx): number => {
    switch (rx.k) {
      case "set":
        return isSymbolSet(rx.ranges) ? rules[(rx.ranges[0]![0] - SYMBOL_BASE) >> 1]! : 1;
      case "seq":
        return rx.items.reduce((n, item) => n + of(item), 0);
      case "alt":
        return Math.min(...rx.items.map(of));
      case "rep":
        return rx.min === 0 ? 0 : rx.min * of(rx.item);
      default:
        return of(rx.item);
    }
  };
  for (let changed = true; changed;) {
    changed = false;
    trees.forEach((tree, k) => {
      const n = of(tree);
      if (n < rules[k]!) {
        rules[k] = n;
        changed = true;
      }
    });
  }
  return { rules, of };
}

/**
 * A sampler of a rule that reaches recursion (RFC 5322's comment): the called rules' trees
 * (passes/calls.ts), a call drawn as its rule's tree. Past `depth` nested calls, or once the string
 * has `length` characters, every choice takes the way to the shortest string (the alternative of
 * least length, a repetition's least count), so every draw ends, and soon: a grammar that nests
 * lists in lists (RFC 5234's alternation) would otherwise grow its strings exponentially in the
 * depth.
 */
function recursiveSampler(
  grammar: AbnfGrammar,
  rule: string,
  seed: number,
  options: SampleOptions & { depth?: number; length?: number } = {},
): () => string {
  const plan = planCalls(grammar, [rule]);
  const trees = calledTrees(grammar, plan);
  const shortest = shortestOf(trees);
  const random = prng(seed);
  const stop = 1 / (1 + (options.meanRepeat ?? 2));
  const maxDepth = options.depth ?? 6;
  const maxLength = options.length ?? 80;
  const sets = new Map<Rx, readonly (readonly [number, number])[]>();
  const draw = (node: Rx, out: string[], depth: number): void => {
    const short = depth > maxDepth || out.length >= maxLength;
    switch (node.k) {
      case "set": {
        if (isSymbolSet(node.ranges)) {
          draw(trees[(node.ranges[0]![0] - SYMBOL_BASE) >> 1]!, out, depth + 1);
          return;
        }
        let ranges = sets.get(node);
        if (ranges === undefined) sets.set(node, (ranges = normalizeRanges(node.ranges)));
        out.push(pick(ranges, random));
        return;
      }
      case "seq":
        for (const item of node.items) draw(item, out, depth);
        return;
      case "alt": {
        // Only alternatives that have strings at all; past the depth, the shortest.
        const live = node.items.filter((item) => shortest.of(item) < Infinity);
        if (live.length === 0) return;
        if (short) {
          const least = Math.min(...live.map(shortest.of));
          draw(
            live.find((item) => shortest.of(item) === least)!,
            out,
            depth,
          );
        } else draw(live[Math.floor(random() * live.length)]!, out, depth);
        return;
      }
      case "rep": {
        let n = node.min;
        if (!short && shortest.of(node.item) < Infinity) {
          if (node.max === null) while (random() > stop) n++;
          else n += Math.floor(random() * (node.max - node.min + 1));
        }
        for (let i = 0; i < n; i++) draw(node.item, out, depth);
        return;
      }
      default:
        draw(node.item, out, depth);
    }
  };
  return () => {
    const out: string[] = [];
    draw(trees[0]!, out, 0);
    return out.join("");
  };
}
