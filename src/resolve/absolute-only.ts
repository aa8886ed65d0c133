// RFC 1738 (December 1994) defines no relative form: a URL is always complete (its §5 BNF has no
// rule for a partial URL, and relative URLs came later, with RFC 1808). Resolution therefore has one
// case: a reference is a complete URL and is its own target; anything else is refused.
import type { Components } from "../syntax/components.js";
import type { ResolutionAlgorithm } from "./types.js";

export const resolveAbsoluteOnly: ResolutionAlgorithm = (_base: Components, reference: Components) => {
  if (reference.scheme === undefined)
    throw new RangeError(
      "RFC 1738 defines no relative URLs: a reference must be a complete URL (relative resolution came with RFC 1808)",
    );
  // The url-path of RFC 1738 §3.1 excludes the "/" after the host; the target's path (RFC 3986
  // §5.3 components, recomposed) includes it.
  const hasHost = reference.authority !== undefined || reference.host !== undefined;
  const path = hasHost && reference.path !== "" ? "/" + reference.path : reference.path;
  return { ...reference, path };
};
