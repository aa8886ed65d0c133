// `npm run check:fuzz`: every fuzz target of scripts/fuzz/targets.ts for a fixed number of
// executions (its checkRuns: libFuzzer's -runs, never a time), from the committed seeds
// (corpus/fuzz/<target>/) with a fixed libFuzzer seed. New inputs go to a temporary folder, so the
// committed seeds are not touched. Prints, per target, the executions, the coverage counters and
// the corpus size; exits 1 on any finding, with the law it broke and the input (copied to
// .fuzz/findings/<target>/ for `npm run fuzz` or a regression test to replay).
import { copyFileSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import { root, runTarget, seedsOf } from "./run.js";
import { setup } from "./setup.js";
import { TARGET_NAMES, TARGETS } from "./targets.js";

for (const line of setup()) console.log(`fuzz setup: ${line}`);
const only = process.argv.slice(2);
let failed = 0;
let total = 0;
for (const target of TARGET_NAMES) {
  if (only.length > 0 && !only.includes(target)) continue;
  const scratch = mkdtempSync(join(tmpdir(), `uri-grammar-fuzz-${target}-`));
  try {
    const runs = TARGETS[target].checkRuns;
    const result = await runTarget(target, {
      runs,
      seed: 1,
      corpora: [join(scratch, "corpus"), seedsOf(target)],
      findings: join(scratch, "findings"),
    });
    total += result.executions;
    const line = `${target}: ${result.executions.toLocaleString("en")} of ${runs.toLocaleString("en")} executions, ${result.coverage} coverage counters, corpus ${result.corpus}`;
    if (result.status === 0 && result.executions >= runs) {
      console.log(`${line}: no finding`);
      continue;
    }
    failed++;
    console.log(`${line}: FAILED (exit ${result.status})`);
    if (result.finding !== undefined) {
      const kept = join(root, ".fuzz", "findings", target);
      mkdirSync(kept, { recursive: true });
      copyFileSync(result.finding, join(kept, basename(result.finding)));
      console.log(`  the input: ${join(kept, basename(result.finding))}`);
    }
    console.log((result.error ?? result.output.slice(-3000)).replace(/^/gm, "  "));
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}
console.log(
  `check:fuzz: ${total.toLocaleString("en")} executions, ${failed === 0 ? "no finding" : `${failed} target(s) failed`}`,
);
process.exit(failed === 0 ? 0 : 1);
