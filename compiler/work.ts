// The compiler's work meter: the passes whose cost grows with the automata (subset construction,
// minimization) add to it the states and transitions they visit, so that a test can hold the
// compilation of `1*nDIGIT` to c·n on growing n without asserting a time
// (test/compiler/scaling.test.ts). As src/semantics/work.ts is for the semantic layer; internal.

export const compilerWork = { units: 0 };

/** Sets the meter to zero: read `compilerWork.units` after the compilation. */
export function resetCompilerWork(): void {
  compilerWork.units = 0;
}
