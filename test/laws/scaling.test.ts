// Every semantic operation of every variant is linear in its input: the work the algorithms count
// (src/semantics/work.ts: characters and segments scanned, compared, copied or stacked) stays within
// c·n on growing adversarial inputs (scripts/laws/families.ts). Work, not time: no test asserts a time;
// `npm run bench` gives the times per character from 1 KB to 10 MB.
import { describe, expect, it } from "vitest";
import { VARIANT_RECORDS } from "../../src/index.js";
import { resetWork, work } from "../../src/semantics/work.js";
import { FAMILIES, type FamilyInput, operationOn, OPERATIONS } from "../../scripts/laws/families.js";
import { removeDotSegmentsAsPrinted } from "../helpers/as-printed.js";

/** Units of work per character allowed at every size. A quadratic step needs ~n/2 per character. */
const C = 64;
const SIZES = [1_000, 10_000, 50_000];

/** The work of one call, and the length of what it was given. */
function measure(run: () => unknown, input: FamilyInput): { units: number; n: number } {
  resetWork();
  run();
  return { units: work.units, n: input.base.length + input.input.length };
}

/** The sizes at which the work exceeds C·n (none for a linear algorithm). */
function overBudget(at: (n: number) => { units: number; n: number } | undefined): string[] {
  const over: string[] = [];
  for (const size of SIZES) {
    const m = at(size);
    if (m !== undefined && m.units > C * m.n) over.push(`${m.units} units for ${m.n} characters`);
  }
  return over;
}

for (const record of VARIANT_RECORDS) {
  describe(`${record.id}: work linear in the input`, () => {
    for (const operation of OPERATIONS) {
      it(`${operation}, every adversarial family`, () => {
        let measured = 0;
        for (const [family, make] of Object.entries(FAMILIES)) {
          const over = overBudget((size) => {
            const input = make(size);
            const run = operationOn(record, operation, input);
            if (run === undefined) return undefined;
            measured++;
            return measure(run, input);
          });
          expect(over, `${family}`).toEqual([]);
        }
        // A variant that has the operation has it on some family (RFC 6570 has none).
        if ((record.syntax ?? "uri") === "uri" && operation === "resolve")
          expect(measured).toBeGreaterThan(0);
      });
    }
  });
}

describe("the budget catches a quadratic algorithm", () => {
  // RFC 3986 §5.2.4 as printed (test/helpers/as-printed.ts): the input buffer sliced at every step,
  // each slice counted as work: quadratic in the number of segments.
  const asPrinted = (path: string): string =>
    removeDotSegmentsAsPrinted(path, (left) => (work.units += left));
  it("is over budget on a long run of dot segments", () => {
    const over = overBudget((size) => {
      const input = { base: "", input: "/./".repeat(size / 3) + "g" };
      return measure(() => asPrinted(input.input), input);
    });
    expect(over.length).toBeGreaterThan(0);
  });
});
