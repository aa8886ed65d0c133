// Resolution algorithm id (a variant record's `resolution`) → the algorithm. Each algorithm is
// written from its own document in src/semantics/resolve/<id>.ts; a variant with its own algorithm adds one
// line here, and nothing else asks which variant is running.
import { UriOperationError } from "../errors.js";
import type { Spans } from "../../syntax/components.js";
import { resolveAbsoluteOnly } from "./absolute-only.js";
import { resolveDraftFieldingUriRfc2396bis01 } from "./draft-fielding-uri-rfc2396bis-01.js";
import { resolveDraftFieldingUrlSyntax05 } from "./draft-fielding-url-syntax-05.js";
import { resolveRfc1808 } from "./rfc1808.js";
import { resolveRfc2396 } from "./rfc2396.js";
import { resolvePartialForm1993 } from "./partial-form-1993.js";
import { resolveRfc3986, resolveRfc3986Spans } from "./rfc3986.js";
import type { ResolutionAlgorithm, ResolveOptions } from "./types.js";
import type { ResolutionAlgorithmId } from "../../variants/types.js";

/** Every ResolutionAlgorithmId (src/variants/types.ts) and its algorithm, no id missing or extra. */
export const ALGORITHMS: Readonly<Record<string, ResolutionAlgorithm>> = {
  rfc3986: resolveRfc3986,
  "partial-form-1993": resolvePartialForm1993,
  rfc1808: resolveRfc1808,
  rfc2396: resolveRfc2396,
  "draft-fielding-url-syntax-05": resolveDraftFieldingUrlSyntax05,
  "draft-fielding-uri-rfc2396bis-01": resolveDraftFieldingUriRfc2396bis01,
  "absolute-only": resolveAbsoluteOnly,
} satisfies Record<ResolutionAlgorithmId, ResolutionAlgorithm>;

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
 * An algorithm followed by recomposition (RFC 3986 §5.3), reading the base and the reference where
 * their components are (Spans, src/syntax/components.ts) and returning the target's string.
 */
export type SpanAlgorithm = (
  base: string,
  baseSpans: Spans,
  reference: string,
  referenceSpans: Spans,
  options: ResolveOptions,
) => string;

/**
 * The algorithms written on spans, which resolve() runs without building component objects (their
 * components form in ALGORITHMS goes through the same code).
 */
export const ON_SPANS: Readonly<Record<string, SpanAlgorithm>> = {
  rfc3986: resolveRfc3986Spans,
};

/**
 * The algorithms whose targets are always valid under the variant's target rule (RFC 3986 §5.2:
 * proved by test/laws/). The others' targets are checked, and a string the variant's own grammar
 * rejects is a UriOperationError ("no-target") rather than a result.
 */
export const ALWAYS_VALID: ReadonlySet<string> = new Set(["rfc3986"]);
