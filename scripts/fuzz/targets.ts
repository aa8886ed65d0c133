// The fuzz targets (scripts/fuzz/targets/<name>.ts, each exporting `fuzz(data)`), with what each
// covers and its budget in `npm run check:fuzz`: a number of executions, never a time. The budgets
// keep check:fuzz to a few minutes of CPU on two cores; `npm run fuzz` runs as long as asked.
export interface FuzzTarget {
  /** What it fuzzes (docs/fuzzing.md lists the laws). */
  covers: string;
  /** Executions in check:fuzz (libFuzzer's -runs). */
  checkRuns: number;
  /** libFuzzer's -max_len: the longest input it makes. */
  maxLen: number;
}

export const TARGETS = {
  parse: { covers: "parse, safeParse, isValid, validator, recompose", checkRuns: 40_000, maxLen: 512 },
  normalize: { covers: "normalize, equivalent to its input", checkRuns: 30_000, maxLen: 512 },
  resolve: {
    covers: "resolve (strict, non-strict, the 2003 draft's options)",
    checkRuns: 30_000,
    maxLen: 512,
  },
  relativize: { covers: "relativize, resolve", checkRuns: 20_000, maxLen: 512 },
  equivalent: { covers: "equivalent, normalize", checkRuns: 30_000, maxLen: 512 },
  formats: {
    covers: "every JSON Schema format of uri-grammar/formats, formatProblem",
    checkRuns: 15_000,
    maxLen: 256,
  },
  template: { covers: "parseTemplate, expand, safeExpand, match", checkRuns: 20_000, maxLen: 256 },
  lint: { covers: "lint", checkRuns: 15_000, maxLen: 512 },
  abnf: {
    covers: "loadAbnf (uri-grammar/compiler), the compiler's check pass",
    checkRuns: 20_000,
    maxLen: 1024,
  },
} as const satisfies Record<string, FuzzTarget>;

export type TargetName = keyof typeof TARGETS;
export const TARGET_NAMES = Object.keys(TARGETS) as TargetName[];
