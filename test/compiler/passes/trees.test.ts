// Pass "trees" (compiler/passes/trees.ts): the called rules' Thompson NFAs, whose empty edges open
// and close the inlined rules, in priority order (an alternation's first item first, a repetition's
// next round before its exit).
import { describe, expect, it } from "vitest";
import { planCalls } from "../../../compiler/passes/calls.js";
import { calledTrees } from "../../../compiler/passes/earley.js";
import { treeNfa } from "../../../compiler/passes/trees.js";
import { grammar } from "./tiny.js";

describe("tree NFA", () => {
  const g = grammar('s = a *b [s]\na = "x"\nb = "y" / "z"\n');
  const nfa = treeNfa(calledTrees(g, planCalls(g, ["s"])));
  it("opens and closes each inlined rule; calls the called one", () => {
    const kinds = nfa.states.flat().map((e) => e.kind);
    expect(kinds.filter((k) => k === "open").length).toBe(kinds.filter((k) => k === "close").length);
    expect(nfa.names).toEqual(["a", "b"]);
    expect(nfa.states.flat().filter((e) => e.kind === "call")).toEqual([
      expect.objectContaining({ rule: 0 }),
    ]);
    expect(nfa.entries).toHaveLength(1);
    expect(nfa.finals).toHaveLength(1);
  });
  it("keeps a repetition's next round before its exit (greedy)", () => {
    // The loop state of *b: two empty edges, the first into the body.
    const loops = nfa.states.filter((edges) => edges.length === 2 && edges.every((e) => e.kind === "empty"));
    expect(loops.length).toBeGreaterThan(0);
    for (const edges of loops) expect(edges[0]!.to).not.toBe(edges[1]!.to);
  });
  it("character sets are the grammar's, normalized", () => {
    expect(nfa.sets).toContainEqual([
      [0x58, 0x58],
      [0x78, 0x78],
    ]); // "x" is case-insensitive (RFC 5234 §2.3)
    expect(nfa.sets.every((set) => set.every(([a, b]) => a <= b))).toBe(true);
  });
});
