// draft-fielding-url-syntax-05 (May 1997) §5.2, steps 1-7 with 6a-6i, on parsed components. It is
// RFC 2396's algorithm but for step 6c: the reference's query joins the string buffer before the
// dot segments are removed, so `g?y/../x` resolves to `http://a/b/c/x`.
import { resolveStepwise } from "./rfc2396.js";
import { step6Section } from "./rfc1808.js";
import type { AlgorithmEntry, ResolutionAlgorithm } from "./types.js";

/** Options: `strict: false` takes `http:g` against an http base as relative (Appendix C). */
const resolveDraftFieldingUrlSyntax05: ResolutionAlgorithm = (base, reference, options) =>
  resolveStepwise(base, reference, options, true);

export const algorithm: AlgorithmEntry = { resolve: resolveDraftFieldingUrlSyntax05 };

/** The section of the draft that defines a step the observer names. */
export function section(step: string): string {
  return step6Section("draft-fielding-url-syntax-05 §5.2 step 6", "defg", step);
}
