// Pass "trees": the NFAs that parse trees are read from (compiler/standalone/earley.ts buildTree).
//
// The minimal DFA of a called rule (passes/earley.ts) decides, but it has forgotten which rule
// read which character: its states merge readings. Each called rule's tree is therefore also built
// as a Thompson NFA whose empty edges open and close the inlined rules ("o" and "x" edges, one per
// `rule` node of lower.ts's tree), whose character edges keep their sets and whose calls are edges
// of their own. Edges are in priority order, as nfa.ts orders them for the tagged DFA: an
// alternation's first item first, a repetition's next round before its exit. A tree is the first
// path, in that order, from the rule's start to its end that the recognizer's completions allow.
import { normalizeRanges, type Ranges } from "../charset.js";
import { SYMBOL_BASE } from "./calls.js";
import { isSymbolSet } from "./earley.js";
import type { Rx } from "./lower.js";

type TreeEdge =
  | { kind: "empty"; to: number }
  | { kind: "open" | "close"; name: number; to: number }
  | { kind: "char"; set: number; to: number }
  | { kind: "call"; rule: number; to: number };

export interface TreeNfa {
  /** Each state's edges, in priority order. */
  states: TreeEdge[][];
  /** Rule names the open and close edges name. */
  names: string[];
  sets: Ranges[];
  /** Each called rule's start and end state. */
  entries: number[];
  finals: number[];
}

/** The tree NFA of the called rules (their trees as passes/earley.ts lowers them, calls as symbols). */
export function treeNfa(trees: readonly Rx[]): TreeNfa {
  const states: TreeEdge[][] = [];
  const names: string[] = [];
  const nameIndex = new Map<string, number>();
  const sets: Ranges[] = [];
  const setIndex = new Map<string, number>();
  const state = (): number => states.push([]) - 1;
  const nameOf = (name: string): number => {
    let id = nameIndex.get(name);
    if (id === undefined) nameIndex.set(name, (id = names.push(name) - 1));
    return id;
  };
  const setOf = (ranges: Ranges): number => {
    const normal = normalizeRanges(ranges);
    const key = normal.map(([a, b]) => `${a}-${b}`).join(",");
    let id = setIndex.get(key);
    if (id === undefined) setIndex.set(key, (id = sets.push(normal) - 1));
    return id;
  };
  const build = (rx: Rx, from: number): number => {
    switch (rx.k) {
      case "set": {
        const to = state();
        if (isSymbolSet(rx.ranges))
          states[from]!.push({ kind: "call", rule: (rx.ranges[0]![0] - SYMBOL_BASE) >> 1, to });
        else states[from]!.push({ kind: "char", set: setOf(rx.ranges), to });
        return to;
      }
      case "rule": {
        const inside = state();
        states[from]!.push({ kind: "open", name: nameOf(rx.name), to: inside });
        const end = build(rx.item, inside);
        const to = state();
        states[end]!.push({ kind: "close", name: nameOf(rx.name), to });
        return to;
      }
      case "lit":
      case "group":
        return build(rx.item, from);
      case "seq": {
        let at = from;
        for (const item of rx.items) at = build(item, at);
        return at;
      }
      case "alt": {
        const to = state();
        for (const item of rx.items) {
          const inside = state();
          states[from]!.push({ kind: "empty", to: inside });
          states[build(item, inside)]!.push({ kind: "empty", to });
        }
        return to;
      }
      case "rep": {
        let at = from;
        for (let i = 0; i < rx.min; i++) at = build(rx.item, at);
        if (rx.max === null) {
          const loop = state();
          states[at]!.push({ kind: "empty", to: loop });
          const body = state();
          const exit = state();
          states[loop]!.push({ kind: "empty", to: body });
          states[build(rx.item, body)]!.push({ kind: "empty", to: loop });
          states[loop]!.push({ kind: "empty", to: exit });
          return exit;
        }
        const exit = state();
        for (let i = rx.min; i < rx.max; i++) {
          const body = state();
          states[at]!.push({ kind: "empty", to: body });
          states[at]!.push({ kind: "empty", to: exit });
          at = build(rx.item, body);
        }
        states[at]!.push({ kind: "empty", to: exit });
        return exit;
      }
    }
  };
  const entries: number[] = [];
  const finals: number[] = [];
  for (const tree of trees) {
    // The called rule's own node is the call's: its tree starts inside it.
    const body = tree.k === "rule" ? tree.item : tree;
    const entry = state();
    entries.push(entry);
    finals.push(build(body, entry));
  }
  return { states, names, sets, entries, finals };
}
