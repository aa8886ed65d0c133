// Pass "minimize": Moore's partition refinement, for both automata. States start in blocks by a
// label (accepting or not; for the tagged DFA also where the final tags are read from) and blocks
// split until, class by class, their states go to the same block (and, for the tagged DFA, with the
// same register operations). The blocks are numbered breadth-first from the starts (one per start
// rule, in order), so the output depends only on the automaton, never on Map iteration details: the
// build is deterministic.

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

export function refine(
  starts: readonly number[],
  table: readonly number[],
  K: number,
  label: (state: number) => string,
  edge: (transition: number) => string = () => "",
): Refined {
  const n = table.length / K;
  const labels = new Map<string, number>();
  let block = Array.from({ length: n }, (_, s) => {
    const key = label(s);
    let id = labels.get(key);
    if (id === undefined) labels.set(key, (id = labels.size));
    return id;
  });
  let count = labels.size;
  for (;;) {
    const signatures = new Map<string, number>();
    const refined = new Array<number>(n);
    for (let s = 0; s < n; s++) {
      const parts: (number | string)[] = [block[s]!];
      for (let k = 0; k < K; k++) {
        const t = table[s * K + k]!;
        parts.push(t < 0 ? -1 : block[t]!, edge(s * K + k));
      }
      const key = parts.join("|");
      let id = signatures.get(key);
      if (id === undefined) signatures.set(key, (id = signatures.size));
      refined[s] = id;
    }
    block = refined;
    if (signatures.size === count) break;
    count = signatures.size;
  }
  const order = new Map<number, number>();
  const representative: number[] = [];
  const queue: number[] = [];
  for (const start of starts)
    if (!order.has(block[start]!)) {
      order.set(block[start]!, representative.push(start) - 1);
      queue.push(start);
    }
  while (queue.length > 0) {
    const s = queue.shift()!;
    for (let k = 0; k < K; k++) {
      const t = table[s * K + k]!;
      if (t >= 0 && !order.has(block[t]!)) {
        order.set(block[t]!, representative.push(t) - 1);
        queue.push(t);
      }
    }
  }
  const next: number[] = [];
  for (const s of representative)
    for (let k = 0; k < K; k++) {
      const t = table[s * K + k]!;
      next.push(t < 0 ? -1 : order.get(block[t]!)!);
    }
  return {
    representative,
    starts: starts.map((start) => order.get(block[start]!)!),
    next,
    blockOf: block.map((b) => order.get(b) ?? -1),
  };
}
