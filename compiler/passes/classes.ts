// Pass "classes": the automata's alphabet. Code points are partitioned into classes that no edge of
// the NFA tells apart, so a DFA's table has a column per class instead of one per code point.
// Class 0 is taken by no edge (a character no rule allows).
import type { Ranges } from "../charset.js";
import type { Nfa } from "./nfa.js";

const MAX_CODE_POINT = 0x10ffff;

export interface Classes {
  /** Class of each code point below 128. */
  ascii: number[];
  /** From 128 up: interval starts (ascending) and the class of each interval. */
  starts: number[];
  ids: number[];
  count: number;
  /** For each edge set, the classes it takes. */
  ofSet: number[][];
}

export function classify(sets: readonly Ranges[]): Classes {
  const points = new Set<number>([0, 128, MAX_CODE_POINT + 1]);
  for (const set of sets)
    for (const [a, b] of set) {
      points.add(a);
      points.add(b + 1);
    }
  const bounds = [...points].sort((x, y) => x - y);
  const signatureClass = new Map<string, number>([["", 0]]);
  const intervalClass: number[] = [];
  const ofSet: Set<number>[] = sets.map(() => new Set());
  for (let i = 0; i + 1 < bounds.length; i++) {
    const lo = bounds[i]!;
    const members: number[] = [];
    sets.forEach((set, s) => {
      if (set.some(([a, b]) => a <= lo && lo <= b)) members.push(s);
    });
    const key = members.join(",");
    let cls = signatureClass.get(key);
    if (cls === undefined) signatureClass.set(key, (cls = signatureClass.size));
    intervalClass.push(cls);
    for (const s of members) ofSet[s]!.add(cls);
  }
  const ascii: number[] = [];
  const starts: number[] = [];
  const ids: number[] = [];
  for (let i = 0; i + 1 < bounds.length; i++) {
    const lo = bounds[i]!;
    const cls = intervalClass[i]!;
    if (lo < 128) for (let c = lo; c < bounds[i + 1]! && c < 128; c++) ascii.push(cls);
    else if (ids.length === 0 || ids[ids.length - 1] !== cls) {
      starts.push(lo);
      ids.push(cls);
    }
  }
  return {
    ascii,
    starts,
    ids,
    count: signatureClass.size,
    ofSet: ofSet.map((s) => [...s].sort((x, y) => x - y)),
  };
}

/** For each NFA state and class, the states its edges reach, in edge order. */
export function stepTable(nfa: Nfa, classes: Classes): number[][][] {
  return nfa.states.map((state) => {
    const row: number[][] = Array.from({ length: classes.count }, () => []);
    for (const edge of state.edges) for (const cls of classes.ofSet[edge.set]!) row[cls]!.push(edge.to);
    return row;
  });
}

/** The code points of a class, as ranges (for describing it). */
export function rangesOf(classes: Classes, cls: number): [number, number][] {
  const out: [number, number][] = [];
  for (let c = 0; c < 128; c++)
    if (classes.ascii[c] === cls) {
      const last = out[out.length - 1];
      if (last && last[1] === c - 1) last[1] = c;
      else out.push([c, c]);
    }
  classes.starts.forEach((start, i) => {
    if (classes.ids[i] !== cls) return;
    const end = i + 1 < classes.starts.length ? classes.starts[i + 1]! - 1 : MAX_CODE_POINT;
    out.push([start, end]);
  });
  return out;
}

/**
 * Classes that every state treats alike (same target, and the same `extra`, the tagged DFA's
 * operations, in every row) are one class: the table keeps one column for them. The NFA's sets can
 * tell apart characters that the minimal DFA never does ("!" and "$" are both sub-delims).
 */
export function mergeColumns(
  classes: Classes,
  next: readonly number[],
  extra?: (transition: number) => string,
): { classes: Classes; next: number[]; columnOf: number[] } {
  const K = classes.count;
  const n = next.length / K;
  const signature = new Map<string, number>();
  const columnOf: number[] = [];
  for (let k = 0; k < K; k++) {
    const parts: string[] = [];
    for (let s = 0; s < n; s++) parts.push(`${next[s * K + k]}${extra ? "/" + extra(s * K + k) : ""}`);
    // Class 0 (no edge takes it) stays class 0.
    const key = k === 0 ? "" : parts.join(",");
    let column = signature.get(key);
    if (column === undefined) signature.set(key, (column = signature.size));
    columnOf.push(column);
  }
  const count = signature.size;
  const merged: number[] = new Array<number>(n * count);
  for (let s = 0; s < n; s++) for (let k = 0; k < K; k++) merged[s * count + columnOf[k]!] = next[s * K + k]!;
  const ascii = classes.ascii.map((c) => columnOf[c]!);
  const starts: number[] = [];
  const ids: number[] = [];
  classes.starts.forEach((start, i) => {
    const id = columnOf[classes.ids[i]!]!;
    if (ids.length === 0 || ids[ids.length - 1] !== id) {
      starts.push(start);
      ids.push(id);
    }
  });
  return {
    classes: {
      ascii,
      starts,
      ids,
      count,
      ofSet: classes.ofSet.map((ks) => [...new Set(ks.map((k) => columnOf[k]!))].sort((a, b) => a - b)),
    },
    next: merged,
    columnOf,
  };
}
