// The resolution and normalization steppers: the library's own algorithms (src/semantics/) run with
// an observer that hears each step as the RFC numbers it; nothing here computes a result of its own.
// The result is checked against resolve() / normalize() by the tests (test/explain/explain.test.ts, test/explain/twins.test.ts).
import { ALGORITHMS } from "../semantics/resolve/algorithms.js";
import { STEP_SECTIONS } from "./step-sections.js";
import { parseBase, parseReference, resolve } from "../semantics/resolve/index.js";
import { normalize, normalizeObserved, type NormalizationLevel } from "../semantics/normalize.js";
import type { Step } from "../semantics/observe.js";
import { recompose } from "../semantics/recompose.js";
import { parseWith } from "../syntax/parse.js";
import { ruleOf } from "../syntax/start-rule.js";
import type { Components } from "../syntax/components.js";
import type { ResolutionAlgorithmId, Variant } from "../variants/types.js";

export type { Step } from "../semantics/observe.js";

/** A step with the section of its document that defines it (for a reader: "RFC 2396 §5.2 step 6c"). */
export interface ExplainedStep extends Step {
  readonly section: string;
}

/**
 * The section that defines a step of a resolution algorithm (the ids its observer gives:
 * src/semantics/resolve/*), named after its document.
 */
export function resolutionStepSection(algorithm: string, id: string): string {
  // Object.hasOwn has checked that the id is one of the algorithms'.
  return Object.hasOwn(STEP_SECTIONS, algorithm)
    ? STEP_SECTIONS[algorithm as ResolutionAlgorithmId](id)
    : algorithm;
}

export interface ResolutionSteps {
  readonly variant: string;
  /** The target the algorithm gave (recomposed): resolve()'s, as test/explain/steppers.test.ts holds. */
  /** The variant's algorithm (src/semantics/resolve/algorithms.ts). */
  readonly algorithm: string;
  readonly base: Components;
  readonly reference: Components;
  /** Each step, with the section of the algorithm's document that defines it. */
  readonly steps: readonly ExplainedStep[];
  readonly target: string;
}

/** resolve()'s options besides the variant (RFC 3986 §5.2.2 "strict", the 2003 draft's choices). */
export interface ResolutionStepsOptions {
  readonly strict?: boolean;
  readonly validating?: boolean;
  readonly leadingDotSegments?: "retain" | "remove" | "error";
}

/**
 * The steps of resolving `reference` against `base` with the variant's algorithm, and the target.
 * Throws what resolve() throws for inputs it refuses.
 */
export function resolutionSteps(
  variant: Variant,
  base: string,
  reference: string,
  options: ResolutionStepsOptions = {},
): ResolutionSteps {
  // resolve() first: it checks the inputs and the options, and gives the errors a caller expects.
  resolve(base, reference, { ...options, variant });
  const id = variant.resolution!;
  const b = parseBase(base, variant);
  if (variant.baseFragment === "inherited") {
    // RFC 1808 §4 Step 2a: the algorithm receives the base's fragment (as resolve() gives it).
    const full = parseWith(ruleOf("explain", variant), base);
    if (full.ok && full.value.fragment !== undefined) b.fragment = full.value.fragment;
  }
  const r = parseReference(reference, variant);
  const steps: ExplainedStep[] = [];
  const out = recompose(
    ALGORITHMS[id]!(b, r, {
      ...options,
      observe: (s: Step) => steps.push({ ...s, section: resolutionStepSection(id, s.id) }),
    }),
  );
  return { variant: variant.id, algorithm: id, base: b, reference: r, steps, target: out };
}

export interface NormalizationSteps {
  readonly variant: string;
  readonly level: NormalizationLevel;
  /** Each step, with its section (RFC 3986 §6.2.2.1 ..., §5.2.4 for the dot segments of §6.2.2.3). */
  readonly steps: readonly ExplainedStep[];
  readonly normalized: string;
}

/** The steps of normalizing `uri` (RFC 3986 §6.2.2, and §6.2.3 at level "scheme"), and the result. */
export function normalizationSteps(
  variant: Variant,
  uri: string,
  level: NormalizationLevel = "syntax",
): NormalizationSteps {
  normalize(uri, { variant, level }); // its checks and errors
  const steps: ExplainedStep[] = [];
  const normalized = normalizeObserved(uri, { variant, level }, (s) =>
    steps.push({ ...s, section: `RFC 3986 §${s.id.slice(0, s.id.indexOf(" "))}` }),
  );
  return { variant: variant.id, level, steps, normalized };
}
