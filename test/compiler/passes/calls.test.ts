// Pass "calls" (compiler/passes/calls.ts): which rules the context-free recognizer calls. Every
// cycle is broken by as few called rules as the greedy choice finds (RFC 5322 §3.2.2's comment,
// RFC 5234 §4's alternation), start rules are called, and a large rule used in several places is
// called rather than copied.
import { describe, expect, it } from "vitest";
import { components, cyclic, notRegular, planCalls } from "../../../compiler/passes/calls.js";
import { grammar } from "./tiny.js";

describe("the rules on cycles (Tarjan's components)", () => {
  it("finds self-loops and cycles of several rules, not the rules that only reach them", () => {
    const graph = new Map([
      ["a", ["b"]],
      ["b", ["a", "c"]],
      ["c", ["c"]],
      ["d", ["a"]],
    ]);
    expect(cyclic(graph)).toEqual(new Set(["a", "b", "c"]));
    expect(components(graph).map((c) => [...c].sort())).toContainEqual(["a", "b"]);
  });
});

describe("RFC 5322 §3.2.2: comment → ccontent → comment", () => {
  const g = grammar('CFWS = comment / " "\ncomment = "(" *ccontent ")"\nccontent = "a" / comment\n');
  it("calls comment alone (the rule of the cycle that rules outside it use), beside the start rule", () => {
    const plan = planCalls(g, ["CFWS"]);
    expect(plan.called).toEqual(["CFWS", "comment"]);
    expect(plan.recursive).toEqual(new Set(["comment", "ccontent"]));
  });
  it("the rules that reach the cycle are not regular; the others are", () => {
    const h = grammar('top = CFWS "x"\nplain = "y"\nCFWS = "(" [CFWS] ")"\n');
    expect(notRegular(h, ["top", "plain"])).toEqual(new Set(["top", "cfws"]));
  });
});

describe("RFC 5234 §4: six rules on one cycle, broken by one", () => {
  const g = grammar(`elements = alternation
alternation = concatenation *("/" concatenation)
concatenation = repetition *(" " repetition)
repetition = [DIGIT] element
element = "a" / group / option
group = "(" alternation ")"
option = "[" alternation "]"
`);
  it("calls alternation, on both cycles and used from outside them", () => {
    expect(planCalls(g, ["elements"]).called).toEqual(["elements", "alternation"]);
  });
});

describe("a large rule used in several places is called, not copied", () => {
  const big = Array.from({ length: 150 }, (_, i) => `"${String.fromCharCode(97 + (i % 26))}${i}"`).join(
    " / ",
  );
  const g = grammar(`top = x "," x "," x\nx = ${big}\nsmall = "s"\nuse = small small\n`);
  it("x (more than 100 nodes, used three times) is called; a small rule is inlined", () => {
    expect(planCalls(g, ["top"]).called).toEqual(["top", "x"]);
    expect(planCalls(g, ["use"]).called).toEqual(["use"]);
  });
});
