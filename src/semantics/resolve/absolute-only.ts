// RFC 1738 (December 1994) defines no relative form: a URL is always complete (its §5 BNF has no
// rule for a partial URL, and relative URLs came later, with RFC 1808). Resolution therefore has one
// case: a reference is a complete URL and is its own target, exactly as written; anything else is
// refused.
import { UriOperationError } from "../errors.js";
import type { Components } from "../../syntax/components.js";
import type { StepObserver } from "../observe.js";
import type { AlgorithmEntry, ResolutionAlgorithm } from "./types.js";

export const NO_RELATIVE_FORM =
  "RFC 1738 defines no relative URLs: a reference must be a complete URL (relative resolution came with RFC 1808)";

/** ALGORITHMS["absolute-only"]. */
const resolveAbsoluteOnly: ResolutionAlgorithm = (_base: Components, reference: Components, options) => {
  // A stepper's observer (uri-grammar/explain): the one test, RFC 1738 §2.3 ("Relative links are not
  // described in this document").
  (options.observe as StepObserver | undefined)?.({
    id: "complete URL",
    taken: reference.scheme !== undefined,
    values: { scheme: reference.scheme },
  });
  if (reference.scheme === undefined)
    throw new UriOperationError({
      kind: "no-relative-form",
      operation: "resolve",
      variant: "rfc1738",
      reason: NO_RELATIVE_FORM,
    });
  // The components hold every character of the URL (grammar/rfc1738.abnf T10: the path has the
  // "/" after the host that the url-path of RFC 1738 §3.1 leaves out), so the target is the
  // reference exactly as written.
  return { ...reference };
};

export const algorithm: AlgorithmEntry = { resolve: resolveAbsoluteOnly };

/** The one step: RFC 1738 §2.3 gives no relative form. */
export function section(): string {
  return "RFC 1738 §2.3";
}
