// The work meter of the semantic layer: the algorithms add to it the characters and segments they
// visit (scanned, compared, copied or pushed on a stack), so that a test can hold the work of an
// operation to c·n on growing inputs without asserting a time (test/laws/scaling.test.ts). The
// format functions count on it too (src/formats/, test/formats/scaling.test.ts).
// Internal: it is not exported from src/index.ts. Counting costs one addition per loop pass or per
// piece of work done by a library call (a slice, an indexOf), never a call of its own.

export const work = { units: 0 };

/** Sets the meter to zero and returns nothing: read `work.units` after the operation. */
export function resetWork(): void {
  work.units = 0;
}
