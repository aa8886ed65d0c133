// Pass "check", undefined rules (compiler/passes/undefined-rules.ts): each report with its exact
// message, its severity (an error where a start rule reaches it, else a warning), the rule and line.
import { describe, expect, it } from "vitest";
import { reportUndefinedRules } from "../../../compiler/passes/undefined-rules.js";
import { grammar } from "./tiny.js";

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
