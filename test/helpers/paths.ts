// Runs an input through every parsing path of a variant: the fast path through the public API (the
// DFAs compiled from the ABNF), the ABNF's regular expression with its capture groups, and the PEG
// parser directly. Behavioural tests use it so that every path is held to every expectation: they
// compare `fast` and `peg` with what is expected, and the regex path is held equal to the fast
// path here (an Error names the input if they differ).
import { isDeepStrictEqual } from "node:util";
import { pegParse } from "../../src/syntax/peg.js";
import { safeParse, split } from "../../src/syntax/parse.js";
import type { PartialComponents } from "../../src/syntax/components.js";
import { loadVariant } from "../../src/variants/load.js";

export interface BothPaths {
  fast: PartialComponents | null;
  peg: PartialComponents | null;
}

export function bothPaths(input: string, options: { variant?: string; rule?: string } = {}): BothPaths {
  const variant = loadVariant(options.variant);
  const rule = variant.rule(options.rule);
  const result = safeParse(input, options);
  const fast = result.ok ? result.value : null;
  const peg = pegParse(variant, rule, input);
  if (rule.fast) {
    // Rules whose components come from the PEG (componentsFrom "peg") are compared on the verdict.
    const regex = split(rule, input);
    const same = rule.splitsWithCaptures
      ? isDeepStrictEqual(regex, fast)
      : (regex === null) === (fast === null);
    if (!same)
      throw new Error(
        `${variant.record.id} ${rule.name} ${JSON.stringify(input)}: the regex path gives ${JSON.stringify(regex)}, the DFA path ${JSON.stringify(fast)}`,
      );
  }
  return { fast, peg: peg.ok ? peg.value : null };
}
