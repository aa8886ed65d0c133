import { configDefaults, defineConfig } from "vitest/config";
import { EXHAUSTIVE, SHARED } from "./vitest.shared.js";

export default defineConfig({
  test: {
    ...SHARED,
    include: ["test/**/*.test.ts"],
    // The exhaustive comparisons run in `npm run check:exhaustive` (vitest.shared.ts says why).
    exclude: [...configDefaults.exclude, ...EXHAUSTIVE],
  },
});
