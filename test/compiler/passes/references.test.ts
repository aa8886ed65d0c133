// What a rule refers to and what the start rules reach (compiler/references.ts).
import { describe, expect, it } from "vitest";
import { reachable, referencesOf } from "../../../compiler/references.js";
import { grammar } from "./tiny.js";

describe("RFC 5234 §2.1 rule names: references, reachability (case-insensitive)", () => {
  const g = grammar('top = A-Rule "x" b\na-rule = "a" B\nb = "b"\nlone = "z"\n');
  it("lists the names a rule refers to, in order, as written", () =>
    expect(referencesOf(g.rules.get("top")!.node)).toEqual(["A-Rule", "b"]));
  it.each([
    [["top"], ["top", "a-rule", "b"]],
    [["A-RULE"], ["a-rule", "b"]],
    [["lone"], ["lone"]],
  ])("from %j reaches %j", (starts, keys) =>
    expect([...reachable(g, starts)].sort()).toEqual([...keys].sort()),
  );
  it("reaches every rule when no start rule is given", () =>
    expect([...reachable(g)].sort()).toEqual(["a-rule", "b", "lone", "top"]));
});
