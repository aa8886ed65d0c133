// draft-fielding-url-syntax-05 (May 1997) §5.2, steps 1-7 with 6a-6i, on parsed components. It is
// RFC 2396's algorithm but for step 6c: the reference's query joins the string buffer before the
// dot segments are removed, so `g?y/../x` resolves to `http://a/b/c/x`.
import { resolveStepwise } from "./rfc2396.js";
import type { ResolutionAlgorithm } from "./types.js";

/** Options: `strict: false` takes `http:g` against an http base as relative (Appendix C). */
export const resolveDraftFieldingUrlSyntax05: ResolutionAlgorithm = (base, reference, options) =>
  resolveStepwise(base, reference, options, true);
