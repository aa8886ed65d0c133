// A resolution algorithm works on parsed components (never on re-split strings): the base's and the
// reference's, as the variant's grammar split them, and returns the target's components.
import type { Components, Spans } from "../../syntax/components.js";

export interface ResolveOptions {
  /**
   * RFC 3986 §5.2.2: strict (the default) takes a reference with a scheme as absolute; non-strict
   * ignores a scheme equal to the base's (for backward compatibility with parsers before RFC 2396).
   */
  strict?: boolean;
  /** Variant-specific choices an algorithm documents (e.g. the 2003 draft's step-7 choice). */
  [option: string]: unknown;
}

export type ResolutionAlgorithm = (
  base: Components,
  reference: Components,
  options: ResolveOptions,
) => Components;

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
 * A resolution algorithm as its module exports it (`algorithm`), for the list of algorithms the
 * records name (src/semantics/resolve/entries.ts, generated from the records). The module also
 * exports `section(step)`: the section of its document that defines a step its observer names, for
 * uri-grammar/explain (src/explain/step-sections.ts, generated), apart so that a bundle that only
 * resolves leaves it out.
 */
export interface AlgorithmEntry {
  readonly resolve: ResolutionAlgorithm;
  /**
   * The same algorithm written on spans, which resolve() runs without building component objects
   * (its components form, `resolve`, goes through the same code).
   */
  readonly onSpans?: SpanAlgorithm;
  /**
   * Whether its targets are always valid under the variant's target rule (RFC 3986 §5.2: proved by
   * test/laws/). Other algorithms' targets are checked, and a string the variant's own grammar
   * rejects is a UriOperationError ("no-target") rather than a result.
   */
  readonly alwaysValid?: boolean;
}
