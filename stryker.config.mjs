// Mutation testing of src/syntax, src/semantics and src/formats (docs/mutation.md).
// `npm run mutation` runs scripts/mutation/run.mjs, which runs Stryker once a folder with
// MUTATION_FOLDER set, so that each folder has its own score, report and incremental file.
const folders = {
  syntax: ["src/syntax/**/*.ts"],
  semantics: ["src/semantics/**/*.ts"],
  // The two @generated tables are data written by scripts/idna-tables.ts and
  // scripts/regex-tables.ts (checked against a fresh build in CI), not code to mutate.
  formats: ["src/formats/**/*.ts", "!src/formats/idna-tables.ts", "!src/formats/regex-tables.ts"],
};
const folder = process.env.MUTATION_FOLDER ?? "syntax";
if (!(folder in folders)) throw new Error(`MUTATION_FOLDER: one of ${Object.keys(folders).join(", ")}`);

/** @type {import("@stryker-mutator/api/core").PartialStrykerOptions} */
export default {
  testRunner: "vitest",
  vitest: { configFile: "vitest.mutation.config.ts", related: false },
  plugins: [
    "@stryker-mutator/vitest-runner",
    "./scripts/mutation/survivors-reporter.mjs",
    "./scripts/mutation/ignore-meter.mjs",
  ],
  // The work meter's `meter:` statements are not mutated (scripts/mutation/ignore-meter.mjs).
  ignorers: ["meter"],
  // Each mutant runs only the tests that reached it in the first (unmutated) run.
  coverageAnalysis: "perTest",
  // A mutant that runs while a module loads (a table built at the top level) is reached by no
  // single test, so Stryker would run the folder's whole test set against it (minutes each on two
  // shared cores). Those are left out of the score (reported as Ignored); MUTATION_STATIC=1 keeps
  // them.
  ignoreStatic: process.env.MUTATION_STATIC !== "1",
  // Two cores, shared: scripts/mutation/run.mjs also runs Stryker under `nice`.
  concurrency: Number(process.env.MUTATION_CONCURRENCY ?? 2),
  mutate: folders[folder],
  ignorePatterns: [
    ".stryker-tmp",
    "dist",
    "explorer/dist",
    "reports",
    ".scratch",
    ".fuzz",
    "conformance/native",
  ],
  // A rerun tests only the mutants whose code or covering tests changed since the last one.
  incremental: true,
  incrementalFile: `reports/mutation/${folder}.incremental.json`,
  reporters: ["clear-text", "progress-append-only", "html", "json", "survivors"],
  htmlReporter: { fileName: `reports/mutation/${folder}.html` },
  jsonReporter: { fileName: `reports/mutation/${folder}.json` },
  clearTextReporter: { allowColor: false, logTests: false, maxTestsToLog: 0 },
  tempDirName: `.stryker-tmp/${folder}`,
  // A loaded machine runs a test slower than the first run measured: a generous margin keeps a
  // slow run from being taken for a mutant's endless loop.
  timeoutMS: 20_000,
  timeoutFactor: 3,
  dryRunTimeoutMinutes: 30,
  thresholds: { high: folder === "formats" ? 85 : 90, low: 80, break: null },
};
