// Pass "check" (compiler/passes/check.ts): each report with its exact message, its severity (an
// error where a start rule reaches it, else a warning) and the rule and line it concerns.
import { describe, expect, it } from "vitest";
import {
  proseOf,
  reachable,
  referencesOf,
  reportProse,
  reportRecursion,
  reportUndefinedRules,
  reportUnusedRules,
} from "../../../compiler/passes/check.js";
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

describe("RFC 5234 §2.1: a reference to a rule the grammar does not define", () => {
  const g = grammar('uri = scheme ":" rest\nscheme = 1*ALPHA\nspare = missing\n');
  it("is an error where a start rule reaches it, a warning elsewhere", () =>
    expect(reportUndefinedRules(g, ["uri"])).toEqual([
      {
        severity: "error",
        kind: "undefined",
        rule: "uri",
        message: "uri refers to rest, which the grammar does not define",
        file: "t.abnf",
        line: 1,
      },
      {
        severity: "warning",
        kind: "undefined",
        rule: "spare",
        message: "spare refers to missing, which the grammar does not define",
        file: "t.abnf",
        line: 3,
      },
    ]));
  it("is reported once per rule and name", () =>
    expect(reportUndefinedRules(grammar("a = x x x\n"), ["a"]).map((p) => p.message)).toEqual([
      "a refers to x, which the grammar does not define",
    ]));
});

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

describe("RFC 5234 §4 prose-val", () => {
  it("is an error that says what to do, where a start rule reaches it", () =>
    expect(reportProse(grammar("host = <see RFC 3986>\n"), ["host"])).toEqual([
      {
        severity: "error",
        kind: "prose",
        rule: "host",
        message:
          "host holds the prose value <see RFC 3986> (RFC 5234 §4 prose-val): words, from which no recognizer can be compiled; define host in ABNF, or bind the prose value to the rule it names (--prose host=RULE; compileAbnf's prose option, from a grammar included with ; @include FILE)",
        file: "t.abnf",
        line: 1,
      },
    ]));
  it("names the rule to bind it to where its first word is a rule name (RFC 7230's form)", () => {
    const g = grammar('uri-host = <host, see [RFC3986], Section 3.2.2>\nhost = "h"\n');
    expect(reportProse(g, ["uri-host"])[0]!.message).toMatch(
      /or bind the prose value to the rule it names \(--prose uri-host=host; compileAbnf's prose option\)$/,
    );
    expect(reportProse(grammar("a = <b, see RFC 1>\n"), ["a"])[0]!.message).toMatch(
      /\(--prose a=b; compileAbnf's prose option, from a grammar included with ; @include FILE\)$/,
    );
  });
  it("is nothing under a repetition of zero (`0<pchar>` matches only the empty string)", () => {
    const g = grammar("path-empty = 0<pchar>\n");
    expect(proseOf(g.rules.get("path-empty")!.node)).toEqual([]);
    expect(reportProse(g, ["path-empty"])).toEqual([]);
  });
});

describe("unused rules (a warning)", () => {
  it("lists the file's own rules that neither a rule nor the start rules name", () =>
    expect(reportUnusedRules(grammar('a = b DIGIT\nb = "b"\ntypo = "t"\n'), ["a"])).toEqual([
      {
        severity: "warning",
        kind: "unused",
        rule: "typo",
        message: "typo is defined but no rule refers to it and it is not a start rule",
        file: "t.abnf",
        line: 3,
      },
    ]));
  it("does not list the core rules the grammar does not use (they are not its own)", () =>
    expect(reportUnusedRules(grammar('a = "a"\n'), ["a"])).toEqual([]));
});
