// The stepped derivation (src/explain/peg-trace.ts) runs each PEG transcription as peggy's parser
// does: the same verdict and the same end of match on every corpus input, for each variant's
// reference rule and a few inner rules; its events tell the story of a run (a rule entered, an
// alternative tried and failed with why, a literal consumed, the position put back).
import { describe, expect, it } from "vitest";
import { corpusFor } from "../../corpus/variants/index.js";
import { pegAstOf } from "../../src/explain/peg-ast.js";
import { describeEvent, pegTrace, pegTraceText, stackAt } from "../../src/explain/peg-trace.js";
import { loadSource } from "../../src/explain/sources.js";
import { ALL_VARIANTS } from "../../src/variants/all.js";
import { PEG } from "../helpers/peg.js";

interface Library {
  peg$success: boolean;
  peg$result: unknown;
  peg$FAILED: unknown;
  peg$currPos: number;
  peg$maxFailPos: number;
}

describe.each(ALL_VARIANTS.map((v) => [v.id, v] as const))(
  "%s: the trace's verdicts are peggy's",
  (_, variant) => {
    it("on every corpus input, for the reference rule and the rules of its components", async () => {
      const source = await loadSource(variant.grammar);
      const ast = await pegAstOf(source.peggy);
      const parser = PEG[variant.grammar]!;
      const names = new Set(ast.rules.map((r) => r.name));
      const rules = [variant.defaultRule, "host", "IPv6address"]
        .map((r) => r.replace(/-/g, "_"))
        .filter((r) => names.has(r) && parser.StartRules.includes(r));
      expect(rules.length).toBeGreaterThan(0);
      let runs = 0;
      for (const input of corpusFor(variant.id).slice(0, 60))
        for (const rule of rules) {
          const trace = pegTrace(ast, rule, input, { maxEvents: 0 });
          const r = parser.parse(input, { startRule: rule, peg$library: true }) as Library;
          expect(trace.accepted, `${rule} ${JSON.stringify(input)}`).toBe(r.peg$success);
          expect(trace.end, `${rule} ${JSON.stringify(input)}`).toBe(
            r.peg$result === r.peg$FAILED ? null : r.peg$currPos,
          );
          // peggy's library mode returns before its end-of-input check, which a whole parse makes at
          // the end of a prefix match (peg$fail(peg$endExpectation())).
          const prefix = r.peg$result !== r.peg$FAILED && r.peg$currPos < input.length;
          if (!r.peg$success)
            expect(trace.failAt, `${rule} ${JSON.stringify(input)}`).toBe(
              prefix ? Math.max(r.peg$maxFailPos, r.peg$currPos) : r.peg$maxFailPos,
            );
          runs++;
        }
      expect(runs).toBeGreaterThan(0);
    });
  },
);

describe("the events of a run (RFC 3986's transcription)", async () => {
  const ast = await pegAstOf((await loadSource("rfc3986")).peggy);
  it("http://1.2.3.4x/: host tries IP-literal, fails; IPv4address matches 1.2.3.4 but its guard fails on x", () => {
    const t = pegTrace(ast, "URI_reference", "http://1.2.3.4x/");
    expect(t.accepted).toBe(true);
    const words = t.events.map((_, i) => ({ ...t.events[i]!, ...describeEvent(t, i) }));
    expect(words.map((w) => w.text)).toContain("enter host at offset 7");
    const guard = words.find((w) => w.kind === "predicate" && w.text.startsWith("!reg_name_char"));
    expect(guard).toMatchObject({
      text: "!reg_name_char fails",
      why: 'reg_name_char matches "x" at offset 14',
    });
    const failed = words.filter((w) => w.kind === "alternative-failed" && w.rule === "host");
    expect(failed.map((w) => w.text)).toEqual([
      "alternative 1 of 3 failed: IP_literal",
      "alternative 2 of 3 failed: IPv4address !reg_name_char",
    ]);
    expect(failed[0]!.why).toBe('expected "[" at offset 7, found "1"');
    expect(t.events.some((e) => e.kind === "backtrack" && e.at === 7 && e.to === 14)).toBe(true);
    expect(words.find((w) => w.kind === "match" && w.rule === "host")!.text).toBe('host matches "1.2.3.4x"');
  });
  it('a failing input stops at its offset: http://[::1/x expects "]" at 11', () => {
    const t = pegTrace(ast, "URI_reference", "http://[::1/x");
    expect(t.accepted).toBe(false);
    expect(t.failAt).toBe(11);
    expect(t.expected).toContain('"]"');
    expect(pegTraceText(t).split("\n").at(-1)).toMatch(
      /the furthest offset a test failed at is 11, expecting/,
    );
  });
  it("each event's rule stack is the rules open there", () => {
    const t = pegTrace(ast, "URI_reference", "a:b");
    const k = t.events.findIndex(
      (e, i) => e.kind === "consume" && describeEvent(t, i).text.startsWith("[A-Za-z]"),
    );
    expect(stackAt(t, k)).toEqual(["URI_reference", "URI", "scheme", "ALPHA"]);
    const enter = t.events.findIndex((e) => e.kind === "enter" && e.rule === "scheme");
    expect(stackAt(t, enter)).toEqual(["URI_reference", "URI", "scheme"]);
  });
  it("records at most maxEvents and says so; the verdict is the whole run's", () => {
    const t = pegTrace(ast, "URI_reference", "http://example.com/a/b/c", { maxEvents: 10 });
    expect(t.events.length).toBe(10);
    expect(t.cut).toBe(true);
    expect(t.accepted).toBe(true);
  });
  it("rejects a rule the transcription does not have, saying which it has", () => {
    expect(() => pegTrace(ast, "nope", "a")).toThrow(/no rule "nope"; its rules: URI, hier_part/);
  });
});
