// `npm run check:format-scaling`: every format's work on every hostile family of
// corpus/format-values.ts at 100,000 and 1,000,000 characters, each entry point (the function and
// formatProblem, both readings of the IDN formats) within WORK_PER_CHARACTER units a character
// (scripts/format-scaling.ts): test/formats/scaling.test.ts does the same to 50,000 in npm test.
// Counted in work units, never timed. Exits 1 when any call is over.
import { FORMATS } from "../corpus/format-values.js";
import { overBudget, WORK_PER_CHARACTER } from "./format-scaling.js";

const SIZES = [100_000, 1_000_000];
let calls = 0;
const over: string[] = [];
for (const format of FORMATS) {
  const r = overBudget(format, SIZES);
  calls += r.calls;
  over.push(...r.over);
  console.log(`${format}: ${r.calls} calls, ${r.over.length} over`);
}
for (const line of over) console.error(`over budget: ${line}`);
console.log(
  `${calls} calls at ${SIZES.map((n) => n.toLocaleString("en")).join(" and ")} characters: ${over.length} over ${WORK_PER_CHARACTER} units a character`,
);
if (over.length > 0) process.exitCode = 1;
