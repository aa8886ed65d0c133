import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    setupFiles: ["test/setup/variants.ts"],
    testTimeout: 60_000,
    // Two cores on the machines this runs on: keep workers to what they have.
    maxWorkers: 2,
    // One module graph per worker, not per file: the library, the generated tables and the
    // variants are loaded once (a third of the suite's CPU time when each file reloaded them). No
    // test changes global state (no mocks, no registry writes: test/house checks the source), so
    // files cannot see each other.
    isolate: false,
  },
});
