// The command line's twins of the explorer's views give what the page gives: the page and the CLI
// call the same functions of uri-grammar/explain (the page imports src/explain/ directly), so the
// CLI's JSON is held here to those functions' results on the same inputs. scripts/check-explorer.ts
// holds the page's rendering of them to the CLI's output in Chromium.
import { describe, expect, it } from "vitest";
import { rfc3986Section5_4_1, rfc3986Section5_4_2Strict } from "../../corpus/examples.js";

const section5_4 = {
  base: rfc3986Section5_4_1.base,
  normal: rfc3986Section5_4_1.cases,
  abnormal: rfc3986Section5_4_2Strict.cases,
};
import { explainFailure } from "../../src/explain/failure.js";
import { grammarDiff } from "../../src/explain/grammar-diff.js";
import { pegAstOf } from "../../src/explain/peg-ast.js";
import { describeEvent, pegTrace, traceVerdict } from "../../src/explain/peg-trace.js";
import { loadSource } from "../../src/explain/sources.js";
import { normalizationSteps, resolutionSteps } from "../../src/explain/steppers.js";
import { rfc2396, rfc3986 } from "../../src/variants/all.js";
import type { Variant } from "../../src/variants/types.js";
import { runCli, runJsonl } from "../helpers/cli.js";

describe("explain --steps --json is pegTrace's events, described", () => {
  it.each(["http://1.2.3.4x/", "http://[::1/x"])("%s", async (input) => {
    const r = await runCli(["explain", "--steps", "--json", input]);
    const o = JSON.parse(r.stdout) as { verdict: string; steps: { text: string; why: string; at: number }[] };
    const trace = pegTrace(await pegAstOf((await loadSource("rfc3986")).peggy), "URI_reference", input);
    expect(o.verdict).toBe(traceVerdict(trace));
    expect(o.steps.map((s) => [s.at, s.text, s.why])).toEqual(
      trace.events.map((e, i) => [e.at, describeEvent(trace, i).text, describeEvent(trace, i).why]),
    );
    expect(r.status).toBe(trace.accepted ? 0 : 1);
  });
});

describe("resolve --explain --jsonl is resolutionSteps, for every RFC 3986 §5.4 example", () => {
  it("the steps and the target", async () => {
    const examples = [...section5_4.normal, ...section5_4.abnormal];
    const out = (await runJsonl(
      ["resolve", "--explain"],
      examples.map(([ref]) => ({ base: section5_4.base, ref })),
      0,
    )) as { target: string; steps: unknown[] }[];
    examples.forEach(([ref], i) => {
      const s = resolutionSteps(rfc3986 as Variant, section5_4.base, ref);
      expect(out[i]!.target, ref).toBe(s.target);
      expect(out[i]!.steps, ref).toEqual(JSON.parse(JSON.stringify(s.steps)));
    });
  });
});

describe("normalize --explain --jsonl is normalizationSteps", () => {
  it("the steps and the normal form", async () => {
    const inputs = ["HTTP://Example.COM:80/%7euser/./a/../b", "http://a/%7Ea%2fb?%61#%7e"];
    const out = (await runJsonl(["normalize", "--explain", "--level", "scheme"], inputs, 0)) as {
      normalized: string;
      steps: unknown[];
    }[];
    inputs.forEach((input, i) => {
      const n = normalizationSteps(rfc3986 as Variant, input, "scheme");
      expect(out[i]!.normalized).toBe(n.normalized);
      expect(out[i]!.steps).toEqual(JSON.parse(JSON.stringify(n.steps)));
    });
  });
});

describe("diff --grammar --json is grammarDiff; explain --json's failure is explainFailure", () => {
  it("rfc2396 / rfc3986, both witness modes", async () => {
    for (const mode of ["pairs", "length"] as const) {
      const r = await runCli(["diff", "--grammar", "--json", "--witnesses", mode, "rfc2396", "rfc3986"]);
      expect(JSON.parse(r.stdout)).toEqual(
        JSON.parse(JSON.stringify(grammarDiff(rfc2396 as Variant, rfc3986 as Variant, { witnesses: mode }))),
      );
    }
  });
  it("http://[fe80: the repairs", async () => {
    const r = await runCli(["explain", "--json", "http://[fe80"]);
    const o = JSON.parse(r.stdout) as { failure: { repairs: unknown[]; repairCount: number } };
    const f = explainFailure(rfc3986 as Variant, "http://[fe80")!;
    expect(o.failure.repairs).toEqual(JSON.parse(JSON.stringify(f.repairs)));
    expect(o.failure.repairCount).toBe(f.repairCount);
  });
});
