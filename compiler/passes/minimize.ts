// Pass "minimize": the coarsest partition of a DFA's states, for both automata, by Hopcroft's
// algorithm (1971; "smaller half" refinement over inverse transitions, O(n·K·log n) for n states and
// K classes). States start in blocks by a label (accepting or not; for the tagged DFA also where the
// final tags are read from, and the register operations of each transition) and blocks split until,
// class by class, their states go to the same block. Moore's round-by-round refinement gives the
// same blocks, but needs as many rounds as the longest chain of states that only the end tells
// apart: `1*65535DIGIT` is such a chain, and Moore's is quadratic there (16,000 took 55 s).
//
// The blocks are numbered breadth-first from the starts (one per start rule, in order), so the output
// depends only on the automaton, never on Map iteration details: the build is deterministic.
import { compilerWork } from "../work.js";

export interface Refined {
  /** A state of each block, in the new numbering. */
  representative: number[];
  /** The new number of each start. */
  starts: number[];
  /** The new table: next[newState * K + class], -1 where the input is rejected. */
  next: number[];
  /** blockOf[oldState]: the new state it became (-1 for a state unreachable from the start). */
  blockOf: number[];
}

/**
 * The coarsest partition in which the states of a block have the same label, the same edge labels
 * class by class, and go, class by class, to states of the same block (or all reject).
 */
export function refine(
  starts: readonly number[],
  table: readonly number[],
  K: number,
  label: (state: number) => string,
  edge: (transition: number) => string = () => "",
): Refined {
  const n = table.length / K;
  // A rejected transition goes to the sink, state n: a state of its own that no other joins.
  const N = n + 1;
  const target = (s: number, k: number): number =>
    s === n ? n : table[s * K + k]! < 0 ? n : table[s * K + k]!;

  // The first partition: by label, and by the edge labels of every class (an edge label is part of
  // what a state does on that class, as its target is).
  const labels = new Map<string, number>();
  const first = new Int32Array(N);
  for (let s = 0; s < n; s++) {
    let key = label(s);
    for (let k = 0; k < K; k++) key += "\u0000" + edge(s * K + k);
    let id = labels.get(key);
    if (id === undefined) labels.set(key, (id = labels.size));
    first[s] = id;
  }
  first[n] = labels.size;
  compilerWork.units += N * K;

  // The blocks: block b holds elems[start[b] .. end[b]), loc[s] is s's place in elems.
  const elems = new Int32Array(N);
  const loc = new Int32Array(N);
  const blockOf = new Int32Array(N);
  const start = new Int32Array(N + 1);
  const end = new Int32Array(N + 1);
  const marked = new Int32Array(N + 1); // how many of the block's first states are marked
  let blocks = labels.size + 1;
  {
    const count = new Int32Array(blocks + 1);
    for (let s = 0; s < N; s++) count[first[s]! + 1]!++;
    for (let b = 0; b < blocks; b++) count[b + 1]! += count[b]!;
    for (let b = 0; b < blocks; b++) start[b] = end[b] = count[b]!;
    for (let s = 0; s < N; s++) {
      const b = first[s]!;
      blockOf[s] = b;
      loc[s] = end[b]!;
      elems[end[b]!++] = s;
    }
  }

  // The inverse transitions, class by class: sources of (t, k) are pre[preStart[t*K+k] ..].
  const preStart = new Int32Array(N * K + 1);
  for (let s = 0; s < N; s++) for (let k = 0; k < K; k++) preStart[target(s, k) * K + k + 1]!++;
  for (let i = 0; i < N * K; i++) preStart[i + 1]! += preStart[i]!;
  const pre = new Int32Array(N * K);
  {
    const fill = preStart.slice(0, N * K);
    for (let s = 0; s < N; s++) for (let k = 0; k < K; k++) pre[fill[target(s, k) * K + k]!++] = s;
  }
  compilerWork.units += 2 * N * K;

  // Every first block splits the others; a block split later puts its smaller half on the list
  // (both halves when it was on the list already, as it still is).
  const waiting: number[] = [];
  const onList = new Uint8Array(N + 1);
  for (let b = 0; b < blocks; b++) {
    waiting.push(b);
    onList[b] = 1;
  }
  const splitter = new Int32Array(N);
  const touched: number[] = [];
  while (waiting.length > 0) {
    const c = waiting.pop()!;
    onList[c] = 0;
    // The splitter's states as they are now (its block may split while it is used).
    const size = end[c]! - start[c]!;
    for (let i = 0; i < size; i++) splitter[i] = elems[start[c]! + i]!;
    for (let k = 0; k < K; k++) {
      // Mark the states that go into the splitter on k: each moves to the front of its block.
      for (let i = 0; i < size; i++) {
        const t = splitter[i]!;
        const from = preStart[t * K + k]!;
        const to = preStart[t * K + k + 1]!;
        compilerWork.units += 1 + to - from;
        for (let j = from; j < to; j++) {
          const s = pre[j]!;
          const b = blockOf[s]!;
          const at = loc[s]!;
          const front = start[b]! + marked[b]!;
          if (at < front) continue; // marked already
          if (marked[b] === 0) touched.push(b);
          const other = elems[front]!;
          elems[front] = s;
          loc[s] = front;
          elems[at] = other;
          loc[other] = at;
          marked[b]!++;
        }
      }
      // Split each touched block that was not marked whole: the marked states become a new block.
      for (const b of touched) {
        const m = marked[b]!;
        marked[b] = 0;
        if (m === end[b]! - start[b]!) continue;
        const z = blocks++;
        start[z] = start[b]!;
        end[z] = start[b]! + m;
        start[b] = end[z]!;
        for (let i = start[z]!; i < end[z]!; i++) blockOf[elems[i]!] = z;
        compilerWork.units += m;
        if (onList[b]) {
          waiting.push(z);
          onList[z] = 1;
        } else {
          const smaller = m <= end[b]! - start[b]! ? z : b;
          waiting.push(smaller);
          onList[smaller] = 1;
        }
      }
      touched.length = 0;
    }
  }

  // Number the blocks breadth first from the starts.
  const order = new Int32Array(blocks).fill(-1);
  const representative: number[] = [];
  const queue: number[] = [];
  for (const s of starts)
    if (order[blockOf[s]!] === -1) {
      order[blockOf[s]!] = representative.push(s) - 1;
      queue.push(s);
    }
  for (let head = 0; head < queue.length; head++) {
    const s = queue[head]!;
    for (let k = 0; k < K; k++) {
      const t = table[s * K + k]!;
      if (t >= 0 && order[blockOf[t]!] === -1) {
        order[blockOf[t]!] = representative.push(t) - 1;
        queue.push(t);
      }
    }
  }
  const next: number[] = [];
  for (const s of representative)
    for (let k = 0; k < K; k++) {
      const t = table[s * K + k]!;
      next.push(t < 0 ? -1 : order[blockOf[t]!]!);
    }
  compilerWork.units += representative.length * K;
  return {
    representative,
    starts: starts.map((s) => order[blockOf[s]!]!),
    next,
    blockOf: Array.from(blockOf.subarray(0, n), (b) => order[b]!),
  };
}
