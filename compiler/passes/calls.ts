// Pass "calls": which rules the context-free recognizer (compiler/standalone/earley.ts) calls, and
// which it inlines.
//
// A rule that refers to itself, directly or through others (RFC 5322 §3.2.2's `comment`, RFC 5234
// §4's `alternation`), cannot be inlined into an automaton: the inlining would never end. Such
// rules are CALLED: their automaton reads a called rule as one symbol, and the recognizer runs the
// called rule's own automaton where that symbol is expected (an Earley item per call). Every other
// rule is inlined into the automata of the rules that use it, as the DFA compiler inlines all of
// them: fewer calls, fewer items per character.
//
// Only as many recursive rules are called as it takes to break every cycle (a feedback vertex set,
// chosen greedily: a rule that refers to itself first, then the rule on most cycles by in-degree ×
// out-degree inside its cycles, preferring a rule that rules outside the cycle refer to, then the
// grammar's order). RFC 5322's {comment, ccontent} calls `comment` alone; RFC 5234's six mutually
// recursive rules call `alternation` alone. The start rules are called too: each is where a
// recognition begins. And a rule that inlined would be large (more than INLINE_LIMIT nodes of
// lower.ts's tree, its own calls counting one) and that several places use is called rather than
// copied into each: RFC 5322's mailbox is in name-addr, the lists and group, each with its comments
// and obsolete forms, and inlined everywhere its address-list would be a million nodes.
//
// A call and the end of a called rule are symbols of the automata's alphabet, after every code
// point: CALL(k) = U+110000 + 2k, END(k) = U+110001 + 2k. The automaton of called rule k reads END(k)
// after its last symbol, so its states tell which rule they complete, and the minimal DFA keeps the
// rules apart (compiler/passes/earley.ts).
import type { AbnfGrammar, AbnfNode } from "../ast.js";
import { getRule } from "../load.js";
import { referencesOf } from "../references.js";

/** The first code point after Unicode's: the symbols of calls and ends begin here. */
export const SYMBOL_BASE = 0x110000;

/** The symbol of a call of called rule k. */
function callSymbol(k: number): number {
  return SYMBOL_BASE + 2 * k;
}

/** The symbol that ends called rule k. */
export function endSymbol(k: number): number {
  return SYMBOL_BASE + 2 * k + 1;
}

export interface CallPlan {
  /** The called rules, by their names in the grammar: the start rules first, in order. */
  called: string[];
  /** Lower-case name → the symbol of its call (lower.ts's `calls` option). */
  symbols: Map<string, number>;
  /** The rules that refer to themselves, directly or not (lower-case names). */
  recursive: Set<string>;
}

/** The rules each rule refers to (lower-case keys, defined rules only). */
function graphOf(grammar: AbnfGrammar, keys: Iterable<string>): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const key of keys) {
    const rule = grammar.rules.get(key);
    if (rule === undefined) continue;
    const out = [...new Set(referencesOf(rule.node).map((n) => n.toLowerCase()))];
    graph.set(
      key,
      out.filter((n) => grammar.rules.has(n)),
    );
  }
  return graph;
}

/** Strongly connected components (Tarjan's algorithm, iterative), in the graph's key order. */
export function components(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const out: string[][] = [];
  let counter = 0;
  for (const root of graph.keys()) {
    if (index.has(root)) continue;
    const frames: [string, number][] = [[root, 0]];
    index.set(root, counter);
    low.set(root, counter++);
    stack.push(root);
    onStack.add(root);
    while (frames.length > 0) {
      const frame = frames[frames.length - 1]!;
      const [v, i] = frame;
      const edges = graph.get(v) ?? [];
      if (i < edges.length) {
        frame[1]++;
        const w = edges[i]!;
        if (!graph.has(w)) continue;
        if (!index.has(w)) {
          index.set(w, counter);
          low.set(w, counter++);
          stack.push(w);
          onStack.add(w);
          frames.push([w, 0]);
        } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
        continue;
      }
      frames.pop();
      if (frames.length > 0) {
        const parent = frames[frames.length - 1]![0];
        low.set(parent, Math.min(low.get(parent)!, low.get(v)!));
      }
      if (low.get(v) === index.get(v)) {
        const component: string[] = [];
        let w: string;
        do {
          w = stack.pop()!;
          onStack.delete(w);
          component.push(w);
        } while (w !== v);
        out.push(component);
      }
    }
  }
  return out;
}

/** The rules on a cycle of the graph: in a component of two or more, or referring to themselves. */
export function cyclic(graph: ReadonlyMap<string, readonly string[]>): Set<string> {
  const out = new Set<string>();
  for (const component of components(graph))
    if (component.length > 1 || graph.get(component[0]!)!.includes(component[0]!))
      for (const key of component) out.add(key);
  return out;
}

/** The rules the start rules reach, in the grammar's order (lower-case keys). */
function reachedInOrder(grammar: AbnfGrammar, startRules: readonly string[]): string[] {
  const seen = new Set<string>();
  const queue = startRules.map((r) => r.toLowerCase());
  while (queue.length > 0) {
    const key = queue.pop()!;
    if (seen.has(key) || !grammar.rules.has(key)) continue;
    seen.add(key);
    for (const name of referencesOf(grammar.rules.get(key)!.node)) queue.push(name.toLowerCase());
  }
  return [...grammar.rules.keys()].filter((k) => seen.has(k));
}

/**
 * The rules that break every cycle among `keys` (greedy; see the head of this file), in the order
 * of `keys`.
 */
function feedbackSet(graph: ReadonlyMap<string, readonly string[]>, order: readonly string[]): string[] {
  const chosen = new Set<string>();
  const rank = new Map(order.map((k, i) => [k, i]));
  for (;;) {
    // The graph without the chosen rules: what cycles are left?
    const rest = new Map<string, string[]>();
    for (const [k, out] of graph)
      if (!chosen.has(k))
        rest.set(
          k,
          out.filter((w) => !chosen.has(w)),
        );
    const left = cyclic(rest);
    if (left.size === 0) break;
    const self = [...left].filter((k) => rest.get(k)!.includes(k));
    const score = (k: string): [number, number, number] => {
      const outDegree = rest.get(k)!.filter((w) => left.has(w)).length;
      let inDegree = 0;
      let outside = 0;
      for (const [v, out] of graph)
        if (out.includes(k)) {
          if (left.has(v) && !chosen.has(v)) inDegree++;
          else if (!left.has(v)) outside++;
        }
      return [inDegree * outDegree, outside, -rank.get(k)!];
    };
    const better = (a: string, b: string): boolean => {
      const [x, y] = [score(a), score(b)];
      for (let i = 0; i < 3; i++) if (x[i] !== y[i]) return x[i]! > y[i]!;
      return false;
    };
    const candidates = self.length > 0 ? self : [...left];
    let best = candidates[0]!;
    for (const k of candidates) if (better(k, best)) best = k;
    chosen.add(best);
  }
  return order.filter((k) => chosen.has(k));
}

/** Past this many nodes inlined, a rule used in more than one place is called (see the head of this file). */
const INLINE_LIMIT = 100;

/**
 * The rules to call because inlining them would copy a large tree into several places: leaves
 * first, each rule's inlined size counting a called rule as one node.
 */
function largeShared(grammar: AbnfGrammar, order: readonly string[], called: Set<string>): string[] {
  const uses = new Map<string, number>();
  for (const key of order)
    for (const name of referencesOf(grammar.rules.get(key)!.node)) {
      const k = name.toLowerCase();
      uses.set(k, (uses.get(k) ?? 0) + 1);
    }
  const size = new Map<string, number>();
  const out: string[] = [];
  const count = (node: AbnfNode): number => {
    switch (node.type) {
      case "ref": {
        const k = node.name.toLowerCase();
        return called.has(k) || !grammar.rules.has(k) ? 1 : sizeOf(k);
      }
      case "alt":
      case "cat":
        return 1 + node.items.reduce((n, item) => n + count(item), 0);
      case "rep":
        // The NFA (nfa.ts) has a copy of the item for each count of the repetition.
        return 1 + count(node.item) * Math.max(1, Math.min(node.max ?? node.min, 1000));
      default:
        return 1;
    }
  };
  const sizeOf = (key: string): number => {
    const known = size.get(key);
    if (known !== undefined) return known;
    size.set(key, 1); // on a cycle: its breaker is called already
    const n = count(grammar.rules.get(key)!.node);
    if (!called.has(key) && n > INLINE_LIMIT && (uses.get(key) ?? 0) >= 2) {
      called.add(key);
      out.push(key);
      size.set(key, 1);
      return 1;
    }
    size.set(key, n);
    return n;
  };
  for (const key of order) sizeOf(key);
  return order.filter((k) => out.includes(k));
}

/** The called rules of a grammar's start rules. */
export function planCalls(grammar: AbnfGrammar, startRules: readonly string[]): CallPlan {
  const starts = startRules.map((r) => getRule(grammar, r).name);
  const order = reachedInOrder(grammar, starts);
  const graph = graphOf(grammar, order);
  const recursive = cyclic(graph);
  const breakers = feedbackSet(graph, order).map((k) => grammar.rules.get(k)!.name);
  const called = [...starts];
  for (const name of breakers)
    if (!called.some((c) => c.toLowerCase() === name.toLowerCase())) called.push(name);
  const keys = new Set(called.map((c) => c.toLowerCase()));
  for (const key of largeShared(grammar, order, keys)) called.push(grammar.rules.get(key)!.name);
  const symbols = new Map(called.map((name, k) => [name.toLowerCase(), callSymbol(k)]));
  return { called, symbols, recursive };
}

/** The rules that reach a recursive rule (they and the start rules among them are not regular). */
export function notRegular(grammar: AbnfGrammar, startRules: readonly string[]): Set<string> {
  const order = reachedInOrder(grammar, startRules);
  const graph = graphOf(grammar, order);
  const recursive = cyclic(graph);
  const out = new Set<string>();
  // A rule is not regular when it reaches a recursive rule: walk backwards from them.
  const into = new Map<string, string[]>();
  for (const [v, edges] of graph) for (const w of edges) into.set(w, [...(into.get(w) ?? []), v]);
  const queue = [...recursive];
  while (queue.length > 0) {
    const k = queue.pop()!;
    if (out.has(k)) continue;
    out.add(k);
    for (const v of into.get(k) ?? []) queue.push(v);
  }
  return out;
}
