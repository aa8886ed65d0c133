// Counted repetition compiles in work linear in the count: the passes whose cost grows with the
// automata (NFA, subset construction, minimization, the splitter, expectations) count the states and
// transitions they visit (compiler/work.ts), and the work of `a = 1*nDIGIT` stays within C·n as n
// grows. Work, not time: no test asserts a time; `npm run bench:compiled` gives the times (its
// "counted repetition" rows, n = 1,000 to 65,535).
import { describe, expect, it } from "vitest";
import { compileAbnf } from "../../src/compiler.js";
import { refine } from "../../compiler/passes/minimize.js";
import { compilerWork, resetCompilerWork } from "../../compiler/work.js";

/** Units of work per count allowed at every size (the shapes below measure 30 to 80). */
const C = 160;
const SIZES = [500, 4_000];

/** Each shape: its grammar for a count n, an input of its language at the count's edge, the captures. */
const SHAPES: [string, (n: number) => string, (n: number) => string, Record<string, string>][] = [
  ["1*nDIGIT", (n) => `a = 1*${n}DIGIT\n`, (n) => "7".repeat(n), {}],
  ["nDIGIT then more", (n) => `a = ${n}DIGIT "-" 1*3ALPHA\n`, (n) => `${"7".repeat(n)}-ab`, {}],
  ["*n( two alternatives )", (n) => `a = *${n}( "ab" / "c" )\n`, (n) => "abc".repeat(n / 2), {}],
  [
    "a captured rule (the splitter)",
    (n) => `a = b "-" c\nb = 1*${n}DIGIT\nc = 1*3ALPHA\n`,
    (n) => `${"7".repeat(n)}-ab`,
    { b: "path" },
  ],
];

describe("counted repetition: compile work linear in the count", () => {
  it.each(SHAPES)("%s", (_, grammar, input, captures) => {
    const over: string[] = [];
    for (const n of SIZES) {
      resetCompilerWork();
      const compiled = compileAbnf(grammar(n), { rules: ["a"], captures });
      if (compilerWork.units > C * n) over.push(`n = ${n}: ${compilerWork.units} units`);
      // The recognizer is exact at the count's edge.
      expect(compiled.isValid(input(n))).toBe(true);
      expect(compiled.isValid(input(n) + "7")).toBe(false);
    }
    expect(over).toEqual([]);
  });
  it("1*65535DIGIT compiles (its DFA has 65,536 states: the engine's wide tables)", () => {
    resetCompilerWork();
    const compiled = compileAbnf("a = 1*65535DIGIT\n", { rules: ["a"] });
    expect(compilerWork.units).toBeLessThanOrEqual(C * 65_535);
    expect(compiled.isValid("9".repeat(65_535))).toBe(true);
    expect(compiled.isValid("9".repeat(65_536))).toBe(false);
    expect(compiled.isValid("")).toBe(false);
  });
});

describe("the budget catches a quadratic minimization", () => {
  // Moore's refinement, round by round (what compiler/passes/minimize.ts did before Hopcroft's):
  // each round visits every transition, and the chain of 1*nDIGIT needs n rounds.
  function moore(table: readonly number[], K: number, label: (s: number) => string): number {
    const n = table.length / K;
    let units = 0;
    const number = (keys: string[]) => {
      const ids = new Map<string, number>();
      return keys.map((key) => ids.get(key) ?? (ids.set(key, ids.size), ids.size - 1));
    };
    let block = number(Array.from({ length: n }, (_, s) => label(s)));
    let count = new Set(block).size;
    for (;;) {
      units += n * K;
      block = number(
        block.map((b, s) => {
          const parts = [b];
          for (let k = 0; k < K; k++) parts.push(table[s * K + k]! < 0 ? -1 : block[table[s * K + k]!]!);
          return parts.join("|");
        }),
      );
      const size = new Set(block).size;
      if (size === count) return units;
      count = size;
    }
  }
  it("Moore's is over budget on the chain of 1*nDIGIT, Hopcroft's within it", () => {
    const n = 1_000;
    // The chain: state i reads a digit to i + 1; every state but the first accepts. K = 2: class 0
    // (no edge takes it) and the digits.
    const table = Array.from({ length: n + 1 }, (_, s) => [-1, s < n ? s + 1 : -1]).flat();
    const label = (s: number) => (s === 0 ? "no" : "yes");
    expect(moore(table, 2, label)).toBeGreaterThan(C * n);
    resetCompilerWork();
    expect(refine([0], table, 2, label).representative).toHaveLength(n + 1);
    expect(compilerWork.units).toBeLessThanOrEqual(C * n);
  });
});
