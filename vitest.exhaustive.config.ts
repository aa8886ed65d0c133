import { defineConfig } from "vitest/config";
import { EXHAUSTIVE, SHARED } from "./vitest.shared.js";

// `npm run check:exhaustive`: the files of vitest.shared.ts that `npm test` leaves out.
export default defineConfig({ test: { ...SHARED, include: EXHAUSTIVE } });
