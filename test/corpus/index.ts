// The unit tests' inputs by variant: the equivalence check (scripts/check-grammars.ts) runs each of
// them against every rule of the variant's grammar, beside the generated inputs.
import { rfc3986Inputs } from "./rfc3986.js";

const CORPORA: Record<string, () => readonly string[]> = {
  rfc3986: rfc3986Inputs,
};

export function corpusFor(variant: string): readonly string[] {
  return CORPORA[variant]?.() ?? [];
}
