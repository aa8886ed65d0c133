import { configDefaults, defineConfig } from "vitest/config";
import base from "./vitest.config.js";
import { EXHAUSTIVE } from "./vitest.shared.js";

// The tests Stryker runs against the mutants of one folder (`npm run mutation`, docs/mutation.md;
// MUTATION_FOLDER is set by scripts/mutation/run.mjs): the tests of that folder and of the layers
// that read it through src/. Left out: the command-line, package, bundle and browser tests (they
// run the built dist/, which a mutant of src/ does not reach) and the tests of other folders. A
// mutant that runs while modules load, or inside a describe() that builds a table, is covered by
// no single test, and Stryker runs every test of the set against it: the smaller the set, the
// shorter the run.
const TESTS: Record<string, string[]> = {
  syntax: [
    "test/syntax/**/*.test.ts",
    "test/variants/**/*.test.ts",
    "test/semantics/**/*.test.ts",
    "test/conformance/**/*.test.ts",
    "test/fuzz/**/*.test.ts",
    "test/regressions.test.ts",
  ],
  semantics: [
    "test/semantics/**/*.test.ts",
    // The arguments each semantic function refuses, and the explain steppers (the observer): RFC
    // 3986 §5.2.4's rows are held to the table the RFC prints in test/explain/dot-table.test.ts.
    "test/syntax/bad-input.test.ts",
    "test/explain/dot-table.test.ts",
    "test/explain/steppers.test.ts",
    "test/explain/explain.test.ts",
    // The companions' tables compiled from their specs (src/semantics/normal-form-companion.ts,
    // which only scripts/build.ts imports: no other test reaches it).
    "test/syntax/companions.test.ts",
    "test/laws/**/*.test.ts",
    "test/variants/**/*.test.ts",
    "test/conformance/**/*.test.ts",
    "test/fuzz/**/*.test.ts",
    "test/regressions.test.ts",
  ],
  formats: [
    "test/formats/date-time.test.ts",
    "test/formats/email.test.ts",
    "test/formats/errors.test.ts",
    "test/formats/format-tables.test.ts",
    "test/formats/formats.test.ts",
    "test/formats/hostname.test.ts",
    "test/formats/idna.test.ts",
    "test/formats/properties.test.ts",
    "test/formats/punycode.test.ts",
    "test/formats/regex.test.ts",
    "test/formats/uts46.test.ts",
    "test/fuzz/**/*.test.ts",
    "test/regressions.test.ts",
  ],
};

export default defineConfig({
  ...base,
  test: {
    ...base.test,
    include: TESTS[process.env.MUTATION_FOLDER ?? "syntax"],
    // The exhaustive comparisons too (npm test leaves them to check:exhaustive): they kill mutants.
    // MUTATION_QUICK=1 leaves them out (vitest.shared.ts's EXHAUSTIVE): a mutant that reaches them
    // costs a minute or more on two cores (those of src/syntax/delimited.ts and diagnose.ts), and a
    // mutant that loops waits out its timeout on each. A survivor of such a run is applied to the
    // source by hand and run against them (docs/mutation.md says which scores were measured so).
    exclude:
      process.env.MUTATION_QUICK === "1"
        ? [...configDefaults.exclude, ...EXHAUSTIVE]
        : configDefaults.exclude,
    // Instrumented code (every mutant behind a switch, coverage counted per test) runs several
    // times slower than the plain code npm test runs.
    testTimeout: 600_000,
  },
});
