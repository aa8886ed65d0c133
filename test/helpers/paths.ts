// Runs an input through every reading of a variant's grammar: the library (the automata compiled
// from the ABNF), the ABNF's oracle (a regular expression with capture groups) and the PEG
// transcription. Behavioural tests compare `fast` and `peg` with what is expected; the oracle is
// held equal to the automata here (an Error names the input if they differ).
import { isDeepStrictEqual } from "node:util";
import type { PartialComponents } from "../../src/syntax/components.js";
import { safeParse } from "../../src/syntax/parse.js";
import { oracleSplit } from "./oracle.js";
import { pegParse } from "./peg.js";

export interface BothPaths {
  fast: PartialComponents | null;
  peg: PartialComponents | null;
}

export function bothPaths(input: string, options: { variant?: string; rule?: string } = {}): BothPaths {
  const result = safeParse(input, options as never);
  const fast = result.ok ? result.value : null;
  const regex = oracleSplit(input, options);
  if (!isDeepStrictEqual(regex, fast))
    throw new Error(
      `${options.variant ?? "rfc3986"} ${options.rule ?? "(default rule)"} ${JSON.stringify(input)}: the oracle gives ${JSON.stringify(regex)}, the automata ${JSON.stringify(fast)}`,
    );
  return { fast, peg: pegParse(input, options) };
}
