// The resolution and normalization steppers: the library's own algorithms (src/semantics/) run with
// an observer that hears each step as the RFC numbers it; nothing here computes a result of its own.
// The result is checked against resolve() / normalize() by the tests (test/explain/steps.test.ts).
import { ALGORITHMS } from "../semantics/resolve/registry.js";
import { parseBase, parseReference, resolve } from "../semantics/resolve/index.js";
import { normalize, normalizeObserved, type NormalizationLevel } from "../semantics/normalize.js";
import type { Step } from "../semantics/observe.js";
import { recompose } from "../semantics/recompose.js";
import { parseWith } from "../syntax/parse.js";
import { ruleOf } from "../syntax/start-rule.js";
import type { Components } from "../syntax/components.js";
import type { Variant } from "../variants/types.js";

export type { Step } from "../semantics/observe.js";

export interface ResolutionSteps {
  readonly variant: string;
  /** The target the algorithm gave (recomposed): resolve()'s, as test/explain/steps.test.ts holds. */
  /** The variant's algorithm (src/semantics/resolve/registry.ts). */
  readonly algorithm: string;
  readonly base: Components;
  readonly reference: Components;
  readonly steps: readonly Step[];
  readonly target: string;
}

/**
 * The steps of resolving `reference` against `base` with the variant's algorithm, and the target.
 * Throws what resolve() throws for inputs it refuses.
 */
export function resolutionSteps(variant: Variant, base: string, reference: string): ResolutionSteps {
  // resolve() first: it checks the inputs and gives the errors a caller expects.
  resolve(base, reference, { variant });
  const id = variant.resolution!;
  const b = parseBase(base, variant);
  if (variant.baseFragment === "inherited") {
    // RFC 1808 §4 Step 2a: the algorithm receives the base's fragment (as resolve() gives it).
    const full = parseWith(ruleOf("explain", variant), base);
    if (full.ok && full.value.fragment !== undefined) b.fragment = full.value.fragment;
  }
  const r = parseReference(reference, variant);
  const steps: Step[] = [];
  const out = recompose(ALGORITHMS[id]!(b, r, { observe: (s: Step) => steps.push(s) }));
  return { variant: variant.id, algorithm: id, base: b, reference: r, steps, target: out };
}

export interface NormalizationSteps {
  readonly variant: string;
  readonly level: NormalizationLevel;
  readonly steps: readonly Step[];
  readonly normalized: string;
}

/** The steps of normalizing `uri` (RFC 3986 §6.2.2, and §6.2.3 at level "scheme"), and the result. */
export function normalizationSteps(
  variant: Variant,
  uri: string,
  level: NormalizationLevel = "syntax",
): NormalizationSteps {
  normalize(uri, { variant, level }); // its checks and errors
  const steps: Step[] = [];
  const normalized = normalizeObserved(uri, { variant, level }, (s) => steps.push(s));
  return { variant: variant.id, level, steps, normalized };
}
