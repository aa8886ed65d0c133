// Pass "minimize" (compiler/passes/minimize.ts): Moore's partition refinement on hand-written
// tables (next[state * K + class], -1 rejected), with the state counts before and after.
import { describe, expect, it } from "vitest";
import { refine } from "../../../compiler/passes/minimize.js";

describe("equivalent states merge", () => {
  it("(a / b)* written with three accepting states is one state", () => {
    // K = 3: class 0 (nothing), a, b. 0 -a-> 1, 0 -b-> 2, 1 and 2 loop to each other.
    const table = [-1, 1, 2, -1, 2, 1, -1, 1, 2];
    const r = refine([0], table, 3, () => "accept");
    expect(table.length / 3).toBe(3);
    expect(r.next).toEqual([-1, 0, 0]);
    expect(r.representative).toEqual([0]);
    expect(r.blockOf).toEqual([0, 0, 0]);
  });
  it('*("aa") written with four states (even, odd, even, odd) is two', () => {
    const table = [-1, 1, -1, 2, -1, 3, -1, 0];
    const r = refine([0], table, 2, (s) => (s % 2 === 0 ? "even" : "odd"));
    expect(r.next).toEqual([-1, 1, -1, 0]);
    expect(r.blockOf).toEqual([0, 1, 0, 1]);
  });
  it("states whose futures differ stay apart: 1*3DIGIT keeps its four states", () => {
    const table = [-1, 1, -1, 2, -1, 3, -1, -1];
    const r = refine([0], table, 2, (s) => (s === 0 ? "no" : "yes"));
    expect(r.next).toEqual(table);
  });
});

describe("labels and edges split blocks", () => {
  const table = [-1, 1, -1, 2, -1, -1];
  it("states with different labels never merge", () =>
    expect(refine([0], table, 2, (s) => String(s)).representative).toEqual([0, 1, 2]));
  it("states whose transitions carry different operations (the tagged DFA) stay apart", () => {
    // Two states that loop on x, the second's loop writing a register.
    const t = [-1, 0, -1, 1];
    expect(refine([0, 1], t, 2, () => "").representative).toHaveLength(1);
    const withOps = refine(
      [0, 1],
      t,
      2,
      () => "",
      (transition) => (transition === 3 ? "op" : ""),
    );
    expect(withOps.representative).toHaveLength(2);
  });
});

describe("numbering: breadth first from the starts, in order (a deterministic build)", () => {
  it("numbers the starts first, then what they reach", () => {
    // Two starts (3 and 0), 0 -a-> 2, 3 -a-> 1; no state equivalent to another.
    const table = [-1, 2, -1, -1, -1, -1, -1, 1];
    const r = refine([3, 0], table, 2, (s) => String(s));
    expect(r.starts).toEqual([0, 1]);
    expect(r.representative).toEqual([3, 0, 1, 2]);
    expect(r.next).toEqual([-1, 2, -1, 3, -1, -1, -1, -1]);
  });
  it("two starts of equivalent states share one number", () =>
    expect(refine([0, 1], [-1, -1, -1, -1], 2, () => "").starts).toEqual([0, 0]));
  it("a state no start reaches is dropped (blockOf -1)", () =>
    expect(refine([0], [-1, 0, -1, 0], 2, (s) => String(s)).blockOf).toEqual([0, -1]));
});
