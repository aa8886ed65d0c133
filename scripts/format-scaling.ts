// The work of every format on hostile input: the entry points of each format (its function and
// formatProblem, in both readings of the IDN formats), and the work they count
// (src/semantics/work.ts) on the hostile families of corpus/format-values.ts. Shared by
// test/formats/scaling.test.ts (to 50,000 characters, in npm test), `npm run check:format-scaling`
// (scripts/check-format-scaling.ts, to 1,000,000) and the bench's scaling sweep (bench/formats.ts,
// which times them instead).
import { type Format, hostileFamilies } from "../corpus/format-values.js";
import { formatProblem, formats, formatsOf, uts46 } from "../src/formats/index.js";
import { resetWork, work } from "../src/semantics/work.js";

/** Units of work a character allowed at every size. A quadratic step needs ~n/2 a character. */
export const WORK_PER_CHARACTER = 64;

/** The entry points of a format: its function and formatProblem, each reading of the IDN formats. */
export function entryPoints(format: Format): Record<string, (value: string) => unknown> {
  const points: Record<string, (value: string) => unknown> = {
    [format]: formats[format],
    formatProblem: (v) => formatProblem(format, v),
  };
  if (format === "idn-hostname" || format === "idn-email") {
    points["idna: uts46"] = formatsOf("draft2020-12", { idna: uts46 })[format];
    points["formatProblem, idna: uts46"] = (v) => formatProblem(format, v, undefined, { idna: uts46 });
  }
  return points;
}

/** The work of one call. */
export function workOf(run: (value: string) => unknown, value: string): number {
  resetWork();
  run(value);
  return work.units;
}

/**
 * Every (entry point, family, size) of a format whose work is over WORK_PER_CHARACTER a character,
 * and how many calls were measured.
 */
export function overBudget(format: Format, sizes: readonly number[]): { over: string[]; calls: number } {
  const over: string[] = [];
  let calls = 0;
  for (const [name, run] of Object.entries(entryPoints(format)))
    for (const [family, make] of Object.entries(hostileFamilies(format)))
      for (const size of sizes) {
        const value = make(size);
        const units = workOf(run, value);
        calls++;
        if (units > WORK_PER_CHARACTER * value.length)
          over.push(`${format}, ${name}, ${family}: ${units} units for ${value.length} characters`);
      }
  return { over, calls };
}
