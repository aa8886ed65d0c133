// The derivation of an input from a rule: which rules read each character, as a tree. The machine
// (machine.ts) runs as a Pike VM: the threads alive at each character in priority order, each
// state claimed by the first thread to reach it (two threads in the same state have the same
// future, and the first is the one a backtracking engine would try first). Each step records, for
// every state a thread reached, the state it came from; the first thread to reach the end is the
// reading, and walking back from it gives the path, hence the tree. Time: the input's length times
// the states alive at a character (a few dozen to a few hundred); memory: as many records.
import { CHAR, ENTER, EXIT, FINAL, type Machine, SPLIT } from "./machine.js";

/** A rule's match in a derivation. */
export interface DerivationNode {
  readonly rule: string;
  /** UTF-16 offsets of the match in the input: [from, to). */
  readonly from: number;
  to: number;
  readonly children: DerivationNode[];
  /** The nodes of the rule's syntax tree this match went through (preorder indexes), for railroad diagrams. */
  readonly used: number[];
}

/** What each character was read as. */
interface CharReading {
  /** UTF-16 offsets of the character (a surrogate pair is one character). */
  readonly from: number;
  readonly to: number;
  /** The innermost rule that read it. */
  readonly node: DerivationNode;
  /** The syntax-tree node (preorder index in node.rule's definition) of the terminal that matched it. */
  readonly terminal: number;
}

export interface Derivation {
  /** The whole input's tree (when accepted), or the longest prefix's (the first thread alive at the end). */
  readonly root: DerivationNode;
  readonly chars: readonly CharReading[];
  /** Whether the whole input is in the rule's language. */
  readonly accepted: boolean;
  /** When rejected: the offset of the first character no reading takes (or the input's length). */
  readonly stop: number;
  /** The end of the longest prefix in the rule's language (-1: none, not even the empty string). */
  readonly longest: number;
  /** Work done: thread records made (the VM's steps, for the tests' linearity checks). */
  readonly work: number;
}

function member(set: Int32Array, code: number): boolean {
  for (let i = 0; i < set.length; i += 2) if (code >= set[i]! && code <= set[i + 1]!) return true;
  return false;
}

/** Grows a typed array, keeping its contents. */
function grow(a: Int32Array<ArrayBuffer>, need: number): Int32Array<ArrayBuffer> {
  if (need <= a.length) return a;
  const b = new Int32Array(Math.max(need, a.length * 2));
  b.set(a);
  return b;
}

/** The derivation of `input` from the machine's rule. */
/** Scratch memory per machine, reused from one derivation to the next (a keystroke's worth of garbage less). */
const scratch = new WeakMap<
  Machine,
  {
    recState: Int32Array<ArrayBuffer>;
    recPrev: Int32Array<ArrayBuffer>;
    mark: Int32Array;
    generation: number;
  }
>();

export function derive(m: Machine, input: string): Derivation {
  let memory = scratch.get(m);
  if (memory === undefined)
    scratch.set(
      m,
      (memory = {
        recState: new Int32Array(4096),
        recPrev: new Int32Array(4096),
        mark: new Int32Array(m.size),
        generation: 0,
      }),
    );
  let recState = memory.recState;
  let recPrev = memory.recPrev;
  let records = 0;
  const mark = memory.mark;
  // Generations go on from the last derivation's, so the marks need no clearing.
  let generation = ++memory.generation;
  const stackState: number[] = [];
  const stackPrev: number[] = [];
  // The ε-closure of `state` in priority order (depth first, marked on the way in), its CHAR and
  // FINAL states appended to `list`.
  const add = (state: number, prev: number, list: number[]) => {
    stackState.push(state);
    stackPrev.push(prev);
    while (stackState.length > 0) {
      const s = stackState.pop()!;
      const p = stackPrev.pop()!;
      if (mark[s] === generation) continue;
      mark[s] = generation;
      if (records === recState.length) {
        recState = grow(recState, records + 1);
        recPrev = grow(recPrev, records + 1);
      }
      const rec = records++;
      recState[rec] = s;
      recPrev[rec] = p;
      const k = m.kind[s]!;
      if (k === SPLIT) {
        const o = m.outs[s]!;
        for (let i = o.length - 1; i >= 0; i--) {
          stackState.push(o[i]!);
          stackPrev.push(rec);
        }
      } else if (k === ENTER || k === EXIT) {
        stackState.push(m.next[s]!);
        stackPrev.push(rec);
      } else list.push(rec);
    }
  };
  let list: number[] = [];
  add(m.start, -1, list);
  const final = (l: number[]) => l.some((rec) => m.kind[recState[rec]!] === FINAL);
  let longest = final(list) ? 0 : -1;
  let at = 0;
  let alive = list;
  let aliveAt = 0;
  while (at < input.length && list.length > 0) {
    const code = input.codePointAt(at)!;
    generation = ++memory.generation;
    const nextList: number[] = [];
    for (const rec of list) {
      const s = recState[rec]!;
      if (m.kind[s] === CHAR && member(m.sets[s]!, code)) add(m.next[s]!, rec, nextList);
    }
    if (nextList.length === 0) break;
    at += code > 0xffff ? 2 : 1;
    list = nextList;
    alive = list;
    aliveAt = at;
    if (final(list)) longest = at;
  }
  memory.recState = recState;
  memory.recPrev = recPrev;
  const done = at === input.length ? list.find((rec) => m.kind[recState[rec]!] === FINAL) : undefined;
  const accepted = done !== undefined;
  // The reading: the first thread to reach the end; else the first thread alive where the input stops.
  const last = done ?? alive[0]!;
  const path: number[] = [];
  for (let rec = last; rec !== -1; rec = recPrev[rec]!) path.push(recState[rec]!);
  path.reverse();
  const { root, chars } = treeOf(m, input, path, accepted ? input.length : aliveAt);
  return { root, chars, accepted, stop: accepted ? input.length : aliveAt, longest, work: records };
}

/** The tree of a path through the machine (its states in order), which read input[0, end). */
function treeOf(m: Machine, input: string, path: readonly number[], end: number) {
  const chars: CharReading[] = [];
  const rootHolder: DerivationNode = { rule: "", from: 0, to: 0, children: [], used: [] };
  const open: DerivationNode[] = [rootHolder];
  let at = 0;
  const use = (node: DerivationNode, key: number) => {
    if (key < 0) return;
    const index = m.keys[key]!.index;
    if (!node.used.includes(index)) node.used.push(index);
  };
  for (let i = 0; i < path.length; i++) {
    const s = path[i]!;
    const top = open[open.length - 1]!;
    switch (m.kind[s]) {
      case ENTER: {
        use(top, m.node[s]!);
        const node: DerivationNode = { rule: m.ruleName[s]!, from: at, to: at, children: [], used: [] };
        top.children.push(node);
        open.push(node);
        break;
      }
      case EXIT:
        top.to = at;
        open.pop();
        break;
      case SPLIT:
        use(top, m.node[s]!);
        break;
      case CHAR: {
        // The path's last state is where the thread stood, not a character it read.
        if (i === path.length - 1) break;
        use(top, m.node[s]!);
        const width = input.codePointAt(at)! > 0xffff ? 2 : 1;
        chars.push({ from: at, to: at + width, node: top, terminal: m.keys[m.node[s]!]!.index });
        at += width;
        break;
      }
    }
  }
  // Rules still open (a rejected input's prefix) end where the reading stopped.
  for (const node of open) node.to = end;
  const root = rootHolder.children[0] ?? { rule: m.rule, from: 0, to: end, children: [], used: [] };
  return { root, chars };
}
