// Pass "subset": the NFA → a DFA by the subset construction, then minimized (minimize.ts): the
// RECOGNIZER, which decides isValid with one table lookup per character. No backtracking, no stack,
// so no input length at which it fails and no super-linear case, whatever the grammar.
//
// It also keeps, for each state of the minimal DFA, the NFA edges alive in it: for each start rule,
// those of the first subset (the shortest prefix, breadth first from the rule's start) merged into
// the state. expectations.ts turns them into what an error message says when an input fails there.
import type { Classes } from "./classes.js";
import { classify, mergeColumns, stepTable } from "./classes.js";
import { refine } from "./minimize.js";
import { epsClosure, type Nfa, type NfaEdge } from "./nfa.js";
import { compilerWork } from "../work.js";
import type { AbnfGrammar } from "../ast.js";
import { tooLargeError } from "../limits.js";

/**
 * The automaton passes its limit of states. `at`: the NFA states of the DFA state being expanded
 * when it did (their edges' rule stacks say where in the grammar the states multiply).
 */
export class TooLarge extends Error {
  override name = "TooLarge";
  constructor(
    message: string,
    readonly limit: number = 0,
    readonly at: readonly number[] = [],
  ) {
    super(message);
  }
}

export interface RecognizerDfa {
  classes: Classes;
  /** The start state of each of the NFA's starts (each start rule). */
  starts: number[];
  /** next[state * classes.count + class]; -1: rejected. */
  next: number[];
  accept: number[];
  /** For each state: the NFA edges alive in it (deduplicated), for error messages. */
  alive: NfaEdge[][];
  nfa: Nfa;
}

/** The minimal DFA of the NFA's languages, one start per NFA start (its tags are ignored). */
export function recognizerDfa(nfa: Nfa, limit = 100_000): RecognizerDfa {
  const classes = classify(nfa.sets);
  const step = stepTable(nfa, classes);
  const K = classes.count;
  const index = new Map<string, number>();
  const subsets: number[][] = [];
  let expanding: readonly number[] = [];
  const add = (subset: number[]): number => {
    const key = subset.join(",");
    let id = index.get(key);
    if (id === undefined) {
      if (subsets.length >= limit) throw new TooLarge(`more than ${limit} DFA states`, limit, expanding);
      index.set(key, (id = subsets.push(subset) - 1));
    }
    return id;
  };
  const startSubsets = nfa.starts.map((start) => add(epsClosure(nfa, [start])));
  const next: number[] = [];
  for (let s = 0; s < subsets.length; s++) {
    const subset = subsets[s]!;
    expanding = subset;
    compilerWork.units += K * (1 + subset.length);
    for (let k = 0; k < K; k++) {
      const targets = new Set<number>();
      if (k !== 0) for (const q of subset) for (const to of step[q]![k]!) targets.add(to);
      next.push(targets.size === 0 ? -1 : add(epsClosure(nfa, targets)));
    }
  }
  const accept = subsets.map((subset) => (subset.includes(nfa.final) ? 1 : 0));
  const minimal = refine(startSubsets, next, K, (s) => String(accept[s]));
  const alive: Map<string, NfaEdge>[] = minimal.representative.map(() => new Map());
  for (const start of startSubsets) {
    // Breadth first from this rule's start: the first subset to reach each state speaks for it.
    const spoken = new Set<number>();
    const seen = new Set<number>([start]);
    const queue = [start];
    for (let head = 0; head < queue.length; head++) {
      const s = queue[head]!;
      compilerWork.units += K;
      const into = minimal.blockOf[s]!;
      if (!spoken.has(into)) {
        spoken.add(into);
        compilerWork.units += subsets[s]!.length;
        for (const q of subsets[s]!)
          for (const edge of nfa.states[q]!.edges)
            alive[into]!.set(
              `${edge.set}:${edge.stack}:${edge.fresh}:${edge.literal?.text}:${edge.literal?.index}`,
              edge,
            );
      }
      for (let k = 0; k < K; k++) {
        const t = next[s * K + k]!;
        if (t >= 0 && !seen.has(t)) {
          seen.add(t);
          queue.push(t);
        }
      }
    }
  }
  const columns = mergeColumns(classes, minimal.next);
  return {
    classes: columns.classes,
    starts: minimal.starts,
    next: columns.next,
    accept: minimal.representative.map((s) => accept[s]!),
    alive: alive.map((m) => [...m.values()]),
    nfa,
  };
}

/** A determinization (the recognizer's or the splitter's), its TooLarge said in the grammar's terms. */
export function withinLimit<T>(
  grammar: AbnfGrammar,
  nfa: Nfa,
  splitter: boolean,
  startRules: readonly string[],
  build: () => T,
): T {
  try {
    return build();
  } catch (error) {
    if (error instanceof TooLarge) throw tooLargeError(grammar, nfa, error, splitter, startRules);
    throw error;
  }
}
