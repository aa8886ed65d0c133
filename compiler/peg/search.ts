// The exact search: breadth first over the product of the two automata, the ABNF rule's (reversed,
// compiler/peg/abnf-side.ts) and the PEG rule's (compiler/peg/model.ts), both reading right to left.
// A product state is a pair of states; the first one reached whose two verdicts differ ends the
// search, and its path is the counterexample. Breadth first, so no shorter input disagrees: every
// input of a length is reached (as a sequence of character classes, compiler/peg/alphabet.ts)
// before any longer one. When every reachable pair has been seen and none differs, the two rules
// accept the same language: a proof, not a sample.
import type { AbnfSide } from "./abnf-side.js";
import type { Alphabet } from "./alphabet.js";
import type { PegAutomaton, PegState } from "./model.js";

export type SearchResult =
  /** The shortest input on which the verdicts differ. */
  | { kind: "differ"; input: string; states: number }
  /** Every reachable pair seen: the two languages are equal. */
  | { kind: "equal"; states: number }
  /** The work budget ran out; every input of length `complete` or less agrees. */
  | { kind: "budget"; complete: number; states: number };

/** A PEG state's key: its true items. */
function keyOf(state: PegState): string {
  return state.join(",");
}

/**
 * Breadth first from the empty input. `budget` bounds the work: items evaluated on the PEG side
 * plus subset states touched on the ABNF side.
 */
export function searchShortest(
  abnf: AbnfSide,
  peg: PegAutomaton,
  alphabet: Alphabet,
  budget: number,
): SearchResult {
  const K = alphabet.representatives.length;
  const pegStates: PegState[] = [];
  const pegIndex = new Map<string, number>();
  const pegAccepts: boolean[] = [];
  const pegNext: Int32Array[] = [];
  const internPeg = (bits: PegState): number => {
    const key = keyOf(bits);
    let id = pegIndex.get(key);
    if (id === undefined) {
      id = pegStates.push(bits) - 1;
      pegIndex.set(key, id);
      pegAccepts.push(peg.accepts(bits));
      pegNext.push(new Int32Array(K).fill(-1));
    }
    return id;
  };
  const pegStep = (p: number, cls: number): number => {
    const row = pegNext[p]!;
    if (row[cls]! < 0)
      row[cls] = internPeg(
        peg.step(
          pegStates[p]!,
          alphabet.pegTakes[cls]!,
          alphabet.pegTakesHigh[cls]!,
          alphabet.pegTakesLow[cls]!,
        ),
      );
    return row[cls]!;
  };
  // Product states: parallel arrays (ABNF state, PEG state, parent, class read).
  const abnfOf: number[] = [];
  const pegOf: number[] = [];
  const parent: number[] = [];
  const via: number[] = [];
  const seen = new Map<number, number>();
  const add = (a: number, p: number, from: number, cls: number): number | null => {
    const key = a * 0x200000 + p;
    if (seen.has(key)) return null;
    const id = abnfOf.push(a) - 1;
    pegOf.push(p);
    parent.push(from);
    via.push(cls);
    seen.set(key, id);
    return id;
  };
  const path = (id: number): string => {
    // Read right to left: the last class read is the input's first character.
    let out = "";
    for (let s = id; parent[s]! >= 0; s = parent[s]!)
      out += String.fromCodePoint(alphabet.representatives[via[s]!]!);
    return out;
  };
  const differs = (id: number) => abnf.acceptsState(abnfOf[id]!) !== pegAccepts[pegOf[id]!];
  const start = add(abnf.initial(), internPeg(peg.initial()), -1, -1)!;
  if (differs(start)) return { kind: "differ", input: "", states: 1 };
  let level = [start];
  let depth = 0;
  const spent = () => peg.work + abnf.work;
  while (level.length > 0) {
    const next: number[] = [];
    for (const id of level) {
      for (let cls = 0; cls < K; cls++) {
        const a = abnf.step(abnfOf[id]!, cls, K, alphabet.abnfTakes);
        const p = pegStep(pegOf[id]!, cls);
        const child = add(a, p, id, cls);
        if (child === null) continue;
        if (differs(child)) return { kind: "differ", input: path(child), states: abnfOf.length };
        next.push(child);
      }
      if (spent() > budget) return { kind: "budget", complete: depth, states: abnfOf.length };
    }
    level = next;
    depth++;
  }
  return { kind: "equal", states: abnfOf.length };
}
