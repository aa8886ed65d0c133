// Pass "check", recursion (compiler/passes/recursion.ts): each cycle reported once, with its
// severity.
import { describe, expect, it } from "vitest";
import { reportRecursion } from "../../../compiler/passes/recursion.js";
import { grammar } from "./tiny.js";

describe("recursion (RFC 5234 allows it; no automaton recognizes it)", () => {
  it("reports a cycle once, at its first rule, with the start rules that reach it", () => {
    const g = grammar('list = "(" item ")"\nitem = "x" / list\nother = "y"\n');
    expect(reportRecursion(g, ["list", "other"])).toEqual([
      {
        severity: "error",
        kind: "recursive",
        rule: "list",
        cycle: ["list", "item", "list"],
        message:
          "list is recursive (list → item → list): the grammar is not regular there, so no automaton recognizes it; the start rule list reaches it",
        file: "t.abnf",
        line: 1,
      },
    ]);
  });
  it("names several start rules in the plural", () =>
    expect(reportRecursion(grammar('a = "x" / "(" a ")"\nb = a\nc = a\n'), ["b", "c"])[0]!.message).toBe(
      "a is recursive (a → a): the grammar is not regular there, so no automaton recognizes it; the start rules b, c reach it",
    ));
  it("is a warning where no start rule reaches it", () =>
    expect(reportRecursion(grammar('ok = "x"\ncomment = "(" *comment ")"\n'), ["ok"])).toMatchObject([
      {
        severity: "warning",
        rule: "comment",
        message:
          "comment is recursive (comment → comment): the grammar is not regular there, so no automaton recognizes it; no start rule reaches it",
        line: 2,
      },
    ]));
  it("says nothing of start rules when none are given", () =>
    expect(reportRecursion(grammar('a = "x" [a]\n'))[0]!.message).toBe(
      "a is recursive (a → a): the grammar is not regular there, so no automaton recognizes it",
    ));
  it("finds none in a regular grammar", () =>
    expect(reportRecursion(grammar('a = b b\nb = "x" / "y"\n'), ["a"])).toEqual([]));
});
