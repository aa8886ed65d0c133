// Pass "check", unused rules (compiler/passes/unused-rules.ts): a warning.
import { describe, expect, it } from "vitest";
import { reportUnusedRules } from "../../../compiler/passes/unused-rules.js";
import { grammar } from "./tiny.js";

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
