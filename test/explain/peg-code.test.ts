// The code peggy generates for each rule (src/explain/peg-code.ts): every PEG rule of every
// transcription has its function in the committed parser, and the function is the one peggy wrote.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { pegCallsOf, pegFunctionOf } from "../../src/explain/peg-code.js";
import { pegRules } from "../../src/explain/peg-text.js";
import { loadSource } from "../../src/explain/sources.js";
import { ALL_VARIANTS } from "../../src/variants/all.js";

describe.each(ALL_VARIANTS.map((v) => [v.grammar] as const))("%s", (grammar) => {
  it("every PEG rule's function is in generated/<grammar>.peg.js", async () => {
    const code = readFileSync(new URL(`../../generated/${grammar}.peg.js`, import.meta.url), "utf8");
    const rules = pegRules((await loadSource(grammar)).peggy);
    expect(rules.length).toBeGreaterThan(5);
    for (const rule of rules) {
      const fn = pegFunctionOf(code, rule.name);
      expect(fn, rule.name).not.toBeNull();
      expect(fn!.startsWith(`function peg$parse${rule.name}() {`)).toBe(true);
      expect(fn!.endsWith("\n}")).toBe(true);
      expect(fn!.match(/^function /gm)!.length, rule.name).toBe(1);
    }
  });
});

describe("RFC 3986's host", () => {
  it("calls IP_literal, IPv4address, reg_name_char and reg_name, in the order of its alternatives", () => {
    const code = readFileSync(new URL("../../generated/rfc3986.peg.js", import.meta.url), "utf8");
    expect(pegCallsOf(pegFunctionOf(code, "host")!)).toEqual([
      "IP_literal",
      "IPv4address",
      "reg_name_char",
      "reg_name",
    ]);
  });
});
