// Every generated recognizer is checked for super-linear backtracking with recheck (the ReDoS
// analyser): an unsafe pattern is reported by variant and rule name. A rule may be unsafe only if
// its variant record lists it in superLinearRules, which keeps the fast path away from it.
// (The capturing form of each pattern has the same structure, so the plain form is checked.)
import { check } from "recheck";
import { describe, expect, it } from "vitest";
import { VARIANTS } from "../../src/variants/registry.js";
import { loadVariant } from "../../src/variants/load.js";

const grammars = [...new Map(VARIANTS.map((v) => [v.grammar, v.id])).entries()];

describe("generated recognizers have no super-linear backtracking (recheck)", () => {
  it.each(grammars)(
    "grammar %s",
    async (_grammar, id) => {
      const { recognizers, record } = loadVariant(id);
      const allowed = new Set(record.superLinearRules ?? []);
      // One at a time, with a fixed seed: recheck's fuzzer is deterministic for a given seed, and
      // concurrent checks would compete for the two cores its time limits assume.
      const unsafe: string[] = [];
      for (const [rule, r] of Object.entries(recognizers)) {
        if (allowed.has(rule)) continue;
        // Automata (a proof) for the small patterns, the fuzzer for the large ones, whose automata
        // take recheck minutes to build.
        const result = await check(r.source, "u", {
          timeout: 120_000,
          randomSeed: 20260101,
          maxNFASize: 5000,
        });
        if (result.status === "vulnerable") unsafe.push(`${rule} (${result.complexity.summary})`);
        else if (result.status !== "safe") unsafe.push(`${rule} (${result.status})`);
      }
      expect(unsafe, `${id}: recognizers with super-linear backtracking: ${unsafe.join(", ")}`).toEqual([]);
    },
    900_000,
  );
});
