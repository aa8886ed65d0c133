// Runs an input through both parsing paths of a variant: the fast path (the ABNF compiled into a
// regular expression) through the public API, and the PEG parser directly. Behavioural tests use
// it so that both paths are held to every expectation.
import { pegParse } from "../../src/syntax/peg.js";
import { safeParse } from "../../src/syntax/parse.js";
import type { PartialComponents } from "../../src/syntax/components.js";
import { loadVariant } from "../../src/variants/load.js";

export interface BothPaths {
  fast: PartialComponents | null;
  peg: PartialComponents | null;
}

export function bothPaths(input: string, options: { variant?: string; rule?: string } = {}): BothPaths {
  const variant = loadVariant(options.variant);
  const rule = variant.rule(options.rule);
  const fast = safeParse(input, options);
  const peg = pegParse(variant, rule, input);
  return { fast: fast.ok ? fast.value : null, peg: peg.ok ? peg.value : null };
}
