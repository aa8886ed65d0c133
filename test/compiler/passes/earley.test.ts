// Pass "earley" (compiler/passes/earley.ts): the called rules' automata over characters and
// symbols. Each state completes at most one rule (its END symbol), the rules that match the empty
// string are found through their calls, and the expected items leave the symbols out.
import { describe, expect, it } from "vitest";
import { endSymbol, planCalls, SYMBOL_BASE } from "../../../compiler/passes/calls.js";
import { calledTrees, earleyTables, isSymbolSet, nullableRules } from "../../../compiler/passes/earley.js";
import { ExpectationTable } from "../../../compiler/passes/expectations.js";
import { classOfCode, grammar } from "./tiny.js";

describe("nullable called rules (a fixpoint through calls)", () => {
  it.each([
    ['a = b "x" / ""\nb = a\n', ["a"], [true]],
    ['a = "(" [a] ")"\n', ["a"], [false]],
    ["a = b b\nb = [a]\n", ["a", "b"], [true, true]],
    ['a = "x" a\n', ["a"], [false]],
  ])("%j", (text, starts, expected) => {
    const g = grammar(text);
    expect(nullableRules(calledTrees(g, planCalls(g, starts)))).toEqual(expected);
  });
});

describe("the automata", () => {
  const g = grammar('list = item [ "," list ]\nitem = "x"\n');
  const plan = planCalls(g, ["list"]);
  const tables = earleyTables(g, plan, new ExpectationTable(() => false));
  const { dfa } = tables;
  const K = dfa.classes.count;
  it("read a call as one symbol and end with the rule's END", () => {
    const call = classOfCode(dfa.classes, SYMBOL_BASE);
    const end = classOfCode(dfa.classes, endSymbol(0));
    const afterX = dfa.next[dfa.starts[0]! * K + classOfCode(dfa.classes, 0x78)]!;
    expect(afterX).toBeGreaterThanOrEqual(0);
    // After "x": the rule may end, or go on with ",".
    expect(dfa.next[afterX * K + end]).toBeGreaterThanOrEqual(0);
    const afterComma = dfa.next[afterX * K + classOfCode(dfa.classes, 0x2c)]!;
    expect(dfa.next[afterComma * K + call]).toBeGreaterThanOrEqual(0);
  });
  it("expected items name characters and strings, never a symbol", () => {
    expect(isSymbolSet([[SYMBOL_BASE, SYMBOL_BASE]])).toBe(true);
    expect(isSymbolSet([[0x41, 0x5a]])).toBe(false);
    for (const ids of tables.expect) for (const id of ids) expect(id).toBeGreaterThanOrEqual(0);
    expect(tables.expect[dfa.starts[0]!]!.length).toBeGreaterThan(0);
  });
});
