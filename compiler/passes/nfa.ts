// Pass "nfa": the rule's tree (lower.ts) → a Thompson NFA, the input of both determinizations
// (subset.ts for the recognizer, tagged.ts for the splitter).
//
// ε-edges are kept in priority order (an alternation's first item first, a greedy repetition's
// body before its exit), which is the order a backtracking engine tries them: the tagged DFA uses
// it to choose among derivations as the regular expression's capture groups would. Each
// character edge remembers where in the grammar it is (the ABNF rules around it, and the quoted
// string it belongs to), which is what an error message says at the offset where an input fails.
import type { Ranges } from "../charset.js";
import { compilerWork } from "../work.js";
import type { Rx } from "./lower.js";

export interface NfaEdge {
  /** Index into Nfa.sets. */
  set: number;
  to: number;
  /** Index into Nfa.stacks: the ABNF rules this character is read in, outermost first. */
  stack: number;
  /**
   * The rules of the stack from this depth on begin with this character (no character of theirs is
   * read before it): an error message names such a rule as what was expected, and names the
   * characters of a rule already begun.
   */
  fresh: number;
  /** The quoted string this character belongs to, and its index in it (RFC 5234 §2.3). */
  literal: { text: string; index: number } | null;
}

interface NfaState {
  /** ε-edges in priority order; tag -1: none. */
  eps: { to: number; tag: number }[];
  edges: NfaEdge[];
}

export interface Nfa {
  states: NfaState[];
  /** One start per tree: the automata built from an NFA have one start state per start rule. */
  starts: number[];
  final: number;
  /** The distinct character sets of the edges (edge.set indexes this). */
  sets: Ranges[];
  /** The distinct rule stacks of the edges. */
  stacks: string[][];
  /** Tag 2k opens component k, 2k + 1 closes it. */
  components: string[];
}

/** A tag mask has a bit per tag: at most 15 components (30 tags) fit a 31-bit integer. */
const MAX_COMPONENTS = 15;

class NfaBuilder {
  readonly states: NfaState[] = [];
  readonly sets: Ranges[] = [];
  readonly stacks: string[][] = [];
  readonly components: string[] = [];
  private readonly setIndex = new Map<string, number>();
  private readonly stackIndex = new Map<string, number>();

  newState(): number {
    compilerWork.units++;
    return this.states.push({ eps: [], edges: [] }) - 1;
  }

  /** An ε-edge from a tree's exit to the final state. */
  link(from: number, to: number): void {
    this.eps(from, to);
  }

  private eps(from: number, to: number, tag = -1): void {
    this.states[from]!.eps.push({ to, tag });
  }

  private intern<T>(index: Map<string, number>, list: T[], value: T): number {
    const key = JSON.stringify(value);
    let id = index.get(key);
    if (id === undefined) index.set(key, (id = list.push(value) - 1));
    return id;
  }

  /**
   * Builds `node` from state `from`, returns its exit state. `open`: the components whose group
   * encloses this node (a group nested in a group of the same component, RFC 1808's
   * abs_path = "/" rel_path, gets no tags: the outer group, the regex's first, is the component).
   */
  /**
   * Builds `node` from state `from`, returns its exit state. `fresh`: the rules of `rules` from
   * this depth on have read nothing yet on the way here.
   */
  build(
    node: Rx,
    from: number,
    rules: readonly string[],
    open: ReadonlySet<string>,
    literal: { text: string; next: number } | null,
    fresh: number,
  ): number {
    switch (node.k) {
      case "set": {
        const to = this.newState();
        const set = this.intern(this.setIndex, this.sets, node.ranges);
        const stack = this.intern(this.stackIndex, this.stacks, [...rules]);
        this.states[from]!.edges.push({
          set,
          to,
          stack,
          fresh,
          literal: literal ? { text: literal.text, index: literal.next++ } : null,
        });
        return to;
      }
      case "rule":
        return this.build(node.item, from, [...rules, node.name], open, literal, fresh);
      case "lit":
        return this.build(node.item, from, rules, open, { text: node.text, next: 0 }, fresh);
      case "seq": {
        let at = from;
        let begun = fresh;
        for (const item of node.items) {
          at = this.build(item, at, rules, open, literal, begun);
          // After an item that reads a character, every rule around it has begun.
          if (!nullable(item)) begun = rules.length;
        }
        return at;
      }
      case "alt": {
        const to = this.newState();
        for (const item of node.items) {
          const s = this.newState();
          this.eps(from, s);
          this.eps(this.build(item, s, rules, open, literal, fresh), to);
        }
        return to;
      }
      case "group": {
        if (open.has(node.name)) return this.build(node.item, from, rules, open, literal, fresh);
        let k = this.components.indexOf(node.name);
        if (k === -1) k = this.components.push(node.name) - 1;
        const s = this.newState();
        this.eps(from, s, 2 * k);
        const to = this.newState();
        this.eps(
          this.build(node.item, s, rules, new Set([...open, node.name]), literal, fresh),
          to,
          2 * k + 1,
        );
        return to;
      }
      case "rep": {
        let at = from;
        let begun = fresh;
        const reads = !nullable(node.item);
        for (let i = 0; i < node.min; i++) {
          at = this.build(node.item, at, rules, open, literal, begun);
          if (reads) begun = rules.length;
        }
        if (node.max === null) {
          // Greedy, as the regex's `*`: the loop's body comes before its exit. The body is built
          // once for every round, and after the first round the rules around it have begun.
          const loop = this.newState();
          this.eps(at, loop);
          const body = this.newState();
          this.eps(loop, body);
          this.eps(this.build(node.item, body, rules, open, literal, rules.length), loop);
          const exit = this.newState();
          this.eps(loop, exit);
          return exit;
        }
        const exit = this.newState();
        for (let i = node.min; i < node.max; i++) {
          const body = this.newState();
          this.eps(at, body);
          this.eps(at, exit);
          at = this.build(node.item, body, rules, open, literal, begun);
          if (reads) begun = rules.length;
        }
        this.eps(at, exit);
        return exit;
      }
    }
  }
}

/** The NFA of several trees (the start rules of a grammar): one start each, one final state. */
export function buildNfa(trees: readonly Rx[]): Nfa {
  const builder = new NfaBuilder();
  const final = builder.newState();
  const starts = trees.map((rx) => {
    const start = builder.newState();
    builder.link(builder.build(rx, start, [], new Set(), null, 0), final);
    return start;
  });
  if (builder.components.length > MAX_COMPONENTS)
    throw new Error(`too many components for the tag masks: ${builder.components.join(", ")}`);
  return {
    states: builder.states,
    starts,
    final,
    sets: builder.sets,
    stacks: builder.stacks,
    components: builder.components,
  };
}

/** Whether the tree matches the empty string (a set matches it where `nullableSet` says: a call, for the context-free stage). */
export function nullable(rx: Rx, nullableSet: (ranges: Ranges) => boolean = () => false): boolean {
  const of = (item: Rx): boolean => nullable(item, nullableSet);
  switch (rx.k) {
    case "set":
      return nullableSet(rx.ranges);
    case "seq":
      return rx.items.every(of);
    case "alt":
      return rx.items.some(of);
    case "rep":
      return rx.min === 0 || of(rx.item);
    default:
      return of(rx.item);
  }
}

/** The states reachable from the seeds by `step` (the seeds included), in no particular order. */
export function reach(seeds: Iterable<number>, step: (q: number) => Iterable<number>): Set<number> {
  const seen = new Set<number>();
  const stack = [...seeds];
  while (stack.length > 0) {
    const q = stack.pop()!;
    if (seen.has(q)) continue;
    seen.add(q);
    for (const to of step(q)) stack.push(to);
  }
  return seen;
}

/** The states reachable by ε-edges (any order), keeping only those that read a character, and the final. */
export function epsClosure(nfa: Nfa, seeds: Iterable<number>): number[] {
  const seen = reach(seeds, (q) => nfa.states[q]!.eps.map((e) => e.to));
  compilerWork.units += seen.size;
  return [...seen].filter((q) => q === nfa.final || nfa.states[q]!.edges.length > 0).sort((a, b) => a - b);
}
