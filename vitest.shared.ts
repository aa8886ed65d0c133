// The test files that `npm test` leaves to `npm run check:exhaustive` (vitest.exhaustive.config.ts;
// .ci/run runs both): each compares two implementations over every input of a space (every string
// of up to five delimiters, both automata walked pair by pair, every offset astride an engine's
// chunk) or bundles every entry point, which together took a quarter of the suite's CPU time and
// would take `npm test` past its minute on two cores. One list, read by both configurations.
export const EXHAUSTIVE = [
  // The engines' ASCII and byte paths against the general step, at every offset around a chunk's end.
  "test/syntax/recognizer-loop.test.ts",
  // Every public entry point bundled by esbuild for a browser and a bare runtime, then run there.
  "test/everywhere/bundle.test.ts",
  // The formats' own tables against the variants', both minimal DFAs walked together.
  "test/formats/format-tables.test.ts",
  // RFC 3986 Appendix B's reading against its regular expression on every string of ≤ 5 delimiters.
  "test/syntax/delimited.test.ts",
  // The CLI's brief diagnoses against safeParse's on every variant's inputs and mutated real URIs.
  "test/syntax/brief-diagnosis.test.ts",
];

/** What both configurations share. */
export const SHARED = {
  setupFiles: ["test/setup/variants.ts"],
  testTimeout: 60_000,
  // Two cores on the machines this runs on: keep workers to what they have.
  maxWorkers: 2,
  // One module graph per worker, not per file: the library, the generated tables and the
  // variants are loaded once (a third of the suite's CPU time when each file reloaded them). No
  // test changes global state (no mocks, no registry writes: test/house checks the source), so
  // files cannot see each other.
  isolate: false,
};
