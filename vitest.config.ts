import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    setupFiles: ["test/setup/variants.ts"],
    testTimeout: 60_000,
    // Two cores on the machines this runs on: keep workers to what they have.
    maxWorkers: 2,
  },
});
