// Resolution algorithm id (a variant record's `resolution`) → the algorithm. Each algorithm is
// written from its own document in src/semantics/resolve/<id>.ts, which exports it as `algorithm`
// (with its form on spans, and whether its targets are always valid); the list of them is generated
// from the records (entries.ts), and nothing else asks which variant is running.
import { UriOperationError } from "../errors.js";
import { ALGORITHM_ENTRIES } from "./entries.js";
import type { ResolutionAlgorithm, SpanAlgorithm } from "./types.js";

export type { SpanAlgorithm } from "./types.js";

export const ALGORITHMS: Readonly<Record<string, ResolutionAlgorithm>> = Object.fromEntries(
  Object.entries(ALGORITHM_ENTRIES).map(([id, entry]) => [id, entry.resolve]),
);

/** The algorithm of a variant, or the UriOperationError that says it has none. */
export function algorithm(id: string | null, variant = "?"): ResolutionAlgorithm {
  const found = id !== null && Object.hasOwn(ALGORITHMS, id) ? ALGORITHMS[id] : undefined;
  if (!found)
    throw new UriOperationError({
      kind: "no-resolution-algorithm",
      operation: "resolve",
      variant,
      reason: `the variant names no resolution algorithm${id === null ? "" : ` (${JSON.stringify(id)} is none of ${Object.keys(ALGORITHMS).join(", ")})`}`,
    });
  return found;
}

/**
 * The algorithms written on spans, which resolve() runs without building component objects (their
 * components form in ALGORITHMS goes through the same code).
 */
export const ON_SPANS: Readonly<Record<string, SpanAlgorithm>> = Object.fromEntries(
  Object.entries(ALGORITHM_ENTRIES).flatMap(([id, entry]) =>
    entry.onSpans === undefined ? [] : [[id, entry.onSpans]],
  ),
);

/**
 * The algorithms whose targets are always valid under the variant's target rule (RFC 3986 §5.2:
 * proved by test/laws/). The others' targets are checked, and a string the variant's own grammar
 * rejects is a UriOperationError ("no-target") rather than a result.
 */
export const ALWAYS_VALID: ReadonlySet<string> = new Set(
  Object.entries(ALGORITHM_ENTRIES).flatMap(([id, entry]) => (entry.alwaysValid === true ? [id] : [])),
);
