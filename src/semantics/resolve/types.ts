// A resolution algorithm works on parsed components (never on re-split strings): the base's and the
// reference's, as the variant's grammar split them, and returns the target's components.
import type { Components } from "../../syntax/components.js";

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
