// RFC 1738 (December 1994) defines no relative form: a URL is always complete (its §5 BNF has no
// rule for a partial URL, and relative URLs came later, with RFC 1808). Resolution therefore has one
// case: a reference is a complete URL and is its own target, exactly as written; anything else is
// refused.
import { UriResolutionError } from "../errors/resolution.js";
import type { Components } from "../syntax/components.js";
import type { ResolutionAlgorithm } from "./types.js";

export const NO_RELATIVE_FORM =
  "RFC 1738 defines no relative URLs: a reference must be a complete URL (relative resolution came with RFC 1808)";

/** On components (resolveComponents, ALGORITHMS["absolute-only"]). */
export const resolveAbsoluteOnly: ResolutionAlgorithm = (_base: Components, reference: Components) => {
  if (reference.scheme === undefined)
    throw new UriResolutionError({
      kind: "no-relative-form",
      operation: "resolve",
      variant: "rfc1738",
      reason: NO_RELATIVE_FORM,
    });
  // The url-path of RFC 1738 §3.1 excludes the "/" after the host; the target's path (RFC 3986
  // §5.3 components, recomposed) includes it.
  const hasHost = reference.authority !== undefined || reference.host !== undefined;
  const path = hasHost && reference.path !== "" ? "/" + reference.path : reference.path;
  return { ...reference, path };
};

/** On the strings, what resolve() runs: the reference (a valid URL, checked by the caller) itself. */
export function resolveAbsoluteOnlyText(_base: string, reference: string): string {
  return reference;
}
