#!/usr/bin/env node
// `npm run mutation [-- FOLDER…] [-- stryker options]`: Stryker over src/syntax, src/semantics
// and src/formats, one folder at a time (each its own score, reports/mutation/<folder>.html and
// .json, and incremental file), under `nice -n 10`. FOLDER is syntax, semantics or formats (all
// three when none is named); anything else is passed to `stryker run` (e.g. --force to retest
// every mutant, --mutate src/semantics/ip.ts to test one file). docs/mutation.md says more.
import { spawnSync } from "node:child_process";

const all = ["syntax", "semantics", "formats"];
const args = process.argv.slice(2);
const named = args.filter((a) => all.includes(a));
const rest = args.filter((a) => !all.includes(a));
let status = 0;
for (const folder of named.length > 0 ? named : all) {
  console.log(`\n# mutation testing of ${folder === "formats" ? "src/formats" : `src/${folder}`}\n`);
  const run = spawnSync("nice", ["-n", "10", "npx", "stryker", "run", "stryker.config.mjs", ...rest], {
    stdio: "inherit",
    env: { ...process.env, MUTATION_FOLDER: folder },
  });
  if (run.status !== 0) status = run.status ?? 1;
}
process.exit(status);
