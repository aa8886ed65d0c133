// The laws of scripts/laws/laws.ts, for every variant, on a small budget (fixed seed, a count of
// inputs). `npm run check:laws` runs the same module on a million inputs per variant.
import { describe, expect, it } from "vitest";
import { VARIANT_RECORDS } from "../../src/index.js";
import { checkVariant, LAW_NAMES } from "../../scripts/laws/laws.js";

const INPUTS = 1_500;
const SEED = 14;

for (const record of VARIANT_RECORDS) {
  describe(`laws of ${record.id}`, () => {
    // The recompose law on the reference, base and target rules here; `npm run check:laws` draws
    // from every start rule with components (building a generator per rule is what costs).
    const report = checkVariant(record.id, {
      inputs: INPUTS,
      seed: SEED,
      laws: LAW_NAMES,
      recomposeRules: "reference",
    });
    for (const law of LAW_NAMES) {
      const count = report.laws[law];
      if (count.checked === 0) continue;
      it(`${law} (${count.checked} checks)`, () => {
        expect(count.examples).toEqual([]);
        expect(count.failed).toBe(0);
      });
    }
    it("checked its inputs", () => {
      expect(report.inputs).toBeGreaterThanOrEqual(INPUTS);
    });
  });
}
