// Resolution algorithm id (a variant record's `resolution`) → the algorithm. Each algorithm is
// written from its own document in src/resolve/<id>.ts; a variant with its own algorithm adds one
// line here, and nothing else asks which variant is running.
import type { Spans } from "../syntax/components.js";
import { resolveAbsoluteOnly } from "./absolute-only.js";
import { resolveRfc2396bis01 } from "./draft-fielding-uri-rfc2396bis-01.js";
import { resolveUrlSyntax05 } from "./draft-fielding-url-syntax-05.js";
import { resolveRfc1808 } from "./rfc1808.js";
import { resolveRfc2396 } from "./rfc2396.js";
import { resolvePartialForm1993 } from "./partial-form-1993.js";
import { resolveRfc3986, resolveRfc3986Spans } from "./rfc3986.js";
import type { ResolutionAlgorithm, ResolveOptions } from "./types.js";

export const ALGORITHMS: Record<string, ResolutionAlgorithm> = {
  rfc3986: resolveRfc3986,
  "partial-form-1993": resolvePartialForm1993,
  rfc1808: resolveRfc1808,
  rfc2396: resolveRfc2396,
  "draft-fielding-url-syntax-05": resolveUrlSyntax05,
  "draft-fielding-uri-rfc2396bis-01": resolveRfc2396bis01,
  "absolute-only": resolveAbsoluteOnly,
};

export function algorithm(id: string): ResolutionAlgorithm {
  const found = Object.hasOwn(ALGORITHMS, id) ? ALGORITHMS[id] : undefined;
  if (!found)
    throw new RangeError(
      `no resolution algorithm ${JSON.stringify(id)}; known: ${Object.keys(ALGORITHMS).join(", ")}`,
    );
  return found;
}

/**
 * An algorithm followed by recomposition (§5.3), in one function that reads the base and the
 * reference where their components are (Spans, src/syntax/components.ts) and returns the target's
 * string.
 */
export type RecomposingAlgorithm = (
  base: string,
  baseSpans: Spans,
  reference: string,
  referenceSpans: Spans,
  options: ResolveOptions,
) => string;

/**
 * The algorithms that also have a recomposing form, which resolve() uses instead of building the
 * target's components and recomposing them (the same result; the form's tests say so).
 */
export const RECOMPOSING: Readonly<Record<string, RecomposingAlgorithm>> = {
  rfc3986: resolveRfc3986Spans,
};
