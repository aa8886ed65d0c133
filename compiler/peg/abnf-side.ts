// The ABNF side of a check: the rule's Thompson NFA (compiler/passes/nfa.ts, every character edge
// with its stack of rules), run forward for verdicts and rule stacks, and backward, as a DFA built
// on demand by the subset construction, for the search (compiler/peg/search.ts reads inputs right to
// left, as the PEG's automaton does).
import type { AbnfGrammar } from "../ast.js";
import { contains } from "../charset.js";
import { type Classes, classify, stepTable } from "../passes/classes.js";
import { ruleTree, walk } from "../passes/lower.js";
import { epsClosure, buildNfa, type Nfa, type NfaEdge, reach } from "../passes/nfa.js";

/** The class of a code point from 128 up. */
function classAbove(classes: Classes, code: number): number {
  let cls = 0;
  for (let i = 0; i < classes.starts.length && classes.starts[i]! <= code; i++) cls = classes.ids[i]!;
  return cls;
}

export class TreeTooLarge extends Error {
  override name = "TreeTooLarge";
}

export class AbnfSide {
  readonly nfa: Nfa;
  /** For each state, the character edges that lead into it (reversed: read right to left). */
  private readonly into: { from: number; set: number }[][];
  /** For each state, the states whose ε-edges lead into it. */
  private readonly epsInto: number[][];
  private readonly subsets: number[][] = [];
  private readonly index = new Map<string, number>();
  private readonly accepting: boolean[] = [];
  private readonly transitions: Int32Array[] = [];
  /** Subset states built and steps taken (the check's work budget counts these too). */
  work = 0;

  /**
   * `unroll`: recursion unrolled that deep (lower.ts), for the check of a recursive rule; a tree of
   * more than `maxNodes` nodes (every reference inlined) is refused with a TreeTooLarge.
   */
  constructor(
    grammar: AbnfGrammar,
    readonly rule: string,
    unroll?: number,
    maxNodes = Infinity,
  ) {
    const tree = ruleTree(grammar, rule, unroll === undefined ? {} : { unroll });
    let nodes = 0;
    walk(tree, () => void nodes++);
    if (nodes > maxNodes) throw new TreeTooLarge(`${rule} inlined is ${nodes} nodes (more than ${maxNodes})`);
    this.nfa = buildNfa([tree]);
    const n = this.nfa.states.length;
    this.into = Array.from({ length: n }, () => []);
    this.epsInto = Array.from({ length: n }, () => []);
    this.nfa.states.forEach((state, q) => {
      for (const e of state.edges) this.into[e.to]!.push({ from: q, set: e.set });
      for (const e of state.eps) this.epsInto[e.to]!.push(q);
    });
  }

  /** The character sets of the NFA's edges (for the alphabet). */
  get sets() {
    return this.nfa.sets;
  }

  // ---- forward: verdicts and rule stacks ----

  /** The NFA states after each prefix: states[i] after i code units (undefined inside a pair); [] once dead. */
  forward(input: string): { sets: number[][]; offsets: number[]; codes: number[] } {
    const sets: number[][] = [epsClosure(this.nfa, [this.nfa.starts[0]!])];
    const offsets = [0];
    const codes: number[] = [];
    let i = 0;
    for (const ch of input) {
      const code = ch.codePointAt(0)!;
      const current = sets[sets.length - 1]!;
      const next = new Set<number>();
      for (const q of current)
        for (const e of this.nfa.states[q]!.edges) if (contains(this.nfa.sets[e.set]!, code)) next.add(e.to);
      sets.push(next.size === 0 ? [] : epsClosure(this.nfa, next));
      i += ch.length;
      offsets.push(i);
      codes.push(code);
    }
    return { sets, offsets, codes };
  }

  accepts(input: string): boolean {
    const { sets } = this.forward(input);
    return sets[sets.length - 1]!.includes(this.nfa.final);
  }

  private dfa?: {
    classes: Classes;
    step: number[][][];
    subsets: number[][];
    index: Map<string, number>;
    next: Int32Array[];
    accept: boolean[];
  };

  /** accepts(), by a forward DFA built on demand (for many inputs: the sampling). */
  acceptsFast(input: string): boolean {
    if (this.dfa === undefined) {
      const classes = classify(this.nfa.sets);
      this.dfa = {
        classes,
        step: stepTable(this.nfa, classes),
        subsets: [],
        index: new Map(),
        next: [],
        accept: [],
      };
      this.internForward(epsClosure(this.nfa, [this.nfa.starts[0]!]));
    }
    const dfa = this.dfa;
    let s = 0;
    for (const ch of input) {
      const code = ch.codePointAt(0)!;
      const cls = code < 128 ? dfa.classes.ascii[code]! : classAbove(dfa.classes, code);
      let t = dfa.next[s]![cls]!;
      if (t === -2) {
        const targets = new Set<number>();
        if (cls !== 0) for (const q of dfa.subsets[s]!) for (const to of dfa.step[q]![cls]!) targets.add(to);
        t = targets.size === 0 ? -1 : this.internForward(epsClosure(this.nfa, targets));
        dfa.next[s]![cls] = t;
      }
      if (t < 0) return false;
      s = t;
    }
    return dfa.accept[s]!;
  }

  private internForward(subset: number[]): number {
    const dfa = this.dfa!;
    const key = subset.join(",");
    let id = dfa.index.get(key);
    if (id === undefined) {
      id = dfa.subsets.push(subset) - 1;
      dfa.index.set(key, id);
      dfa.next.push(new Int32Array(dfa.classes.count).fill(-2));
      dfa.accept.push(subset.includes(this.nfa.final));
    }
    return id;
  }

  /** Where the input stops: the offset of the first character no reading takes, or the length; null if accepted. */
  stop(input: string): { offset: number; alive: NfaEdge[] } | null {
    const { sets, offsets } = this.forward(input);
    for (let k = 1; k < sets.length; k++)
      if (sets[k]!.length === 0) return { offset: offsets[k - 1]!, alive: this.edgesOf(sets[k - 1]!) };
    const last = sets[sets.length - 1]!;
    if (last.includes(this.nfa.final)) return null;
    return { offset: input.length, alive: this.edgesOf(last) };
  }

  private edgesOf(states: readonly number[]): NfaEdge[] {
    return states.flatMap((q) => this.nfa.states[q]!.edges);
  }

  /**
   * For an accepted input: the edge an accepting reading takes at the character that starts at
   * `offset` (the last character when offset is the length), the first in the NFA's priority order.
   */
  readingAt(input: string, offset: number): NfaEdge | null {
    const { sets, offsets, codes } = this.forward(input);
    const n = codes.length;
    // Backward: the states from which the rest of the input is accepted.
    const live: Set<number>[] = Array.from({ length: n + 1 }, () => new Set());
    live[n] = new Set(sets[n]!.filter((q) => q === this.nfa.final));
    for (let k = n - 1; k >= 0; k--)
      for (const q of sets[k]!)
        for (const e of this.nfa.states[q]!.edges)
          if (
            contains(this.nfa.sets[e.set]!, codes[k]!) &&
            epsClosure(this.nfa, [e.to]).some((t) => live[k + 1]!.has(t))
          )
            live[k]!.add(q);
    let k = offsets.findIndex((o) => o >= offset);
    if (k < 0 || k >= n) k = n - 1;
    if (k < 0) return null;
    for (const q of sets[k]!) {
      if (!live[k]!.has(q)) continue;
      for (const e of this.nfa.states[q]!.edges)
        if (
          contains(this.nfa.sets[e.set]!, codes[k]!) &&
          epsClosure(this.nfa, [e.to]).some((t) => live[k + 1]!.has(t))
        )
          return e;
    }
    return null;
  }

  // ---- backward: the DFA of the reversed language, built on demand ----

  private reverseClosure(seeds: Iterable<number>): number[] {
    const seen = reach(seeds, (q) => this.epsInto[q]!);
    // Keep the states a character edge leads into (they read the next character to the left) and the start.
    const start = this.nfa.starts[0]!;
    return [...seen].filter((q) => q === start || this.into[q]!.length > 0).sort((a, b) => a - b);
  }

  private intern(subset: number[]): number {
    const key = subset.join(",");
    let id = this.index.get(key);
    if (id === undefined) {
      id = this.subsets.push(subset) - 1;
      this.index.set(key, id);
      this.accepting.push(subset.includes(this.nfa.starts[0]!));
      this.work += subset.length;
    }
    return id;
  }

  /** The state of the empty suffix. */
  initial(): number {
    return this.intern(this.reverseClosure([this.nfa.final]));
  }

  /** Whether the ABNF rule accepts the suffix read (state `s`) as a whole input. */
  acceptsState(s: number): boolean {
    return this.accepting[s]!;
  }

  /** The state after reading, to the left, a character of class `cls` (takes[set][cls]: whether the set takes it). */
  step(s: number, cls: number, classes: number, takes: readonly Uint8Array[]): number {
    let row = this.transitions[s];
    if (row === undefined) this.transitions[s] = row = new Int32Array(classes).fill(-1);
    const known = row[cls]!;
    if (known >= 0) return known;
    const targets = new Set<number>();
    for (const q of this.subsets[s]!)
      for (const { from, set } of this.into[q]!) if (takes[set]![cls] === 1) targets.add(from);
    this.work += this.subsets[s]!.length;
    const t = this.intern(this.reverseClosure(targets));
    row[cls] = t;
    return t;
  }
}
