// draft-fielding-uri-rfc2396bis-01 (March 2003) §5.2: the pseudocode that became RFC 3986 §5.2.2,
// with a string-buffer merge (steps 1-8) that removes dot segments from merged paths only.
import { UriResolutionError } from "../errors.js";
import { type Components, copyAuthority, emptyRecord } from "../../syntax/components.js";
import { directoryOf, keptAPath } from "../path.js";
import { removeDotSegmentsStepwise } from "../remove-dot-segments.js";
import type { ResolutionAlgorithm, ResolveOptions } from "./types.js";
import { work } from "../work.js";

/** The step-7 choices for a merged path that still begins with ".." segments. */
export type LeadingDotSegments = "retain" | "remove" | "error";

/**
 * §5.2 merge, steps 1-8. Step 7 leaves leading ".." segments (more ".." than the base path has
 * levels) to the implementation: "retain" keeps them (Appendix C.2: `http://a/../g`, the default),
 * "remove" discards them (`http://a/g`, what "some implementations" do), "error" rejects the
 * reference.
 */
export function merge2003(basePath: string, referencePath: string, leading: LeadingDotSegments): string {
  // Step 1: all but the last segment of the base path, or "/" for an empty base path.
  const buffer = (basePath === "" ? "/" : directoryOf(basePath)) + referencePath; // step 2
  const merged = removeDotSegmentsStepwise(buffer); // steps 3-6
  // Step 7: complete ".." segments at the beginning (after the root "/", if any).
  if (leading === "retain") return merged; // step 8
  const rooted = merged.startsWith("/");
  let at = rooted ? 1 : 0;
  while (merged.startsWith("../", at) || (merged.length - at === 2 && merged.startsWith("..", at))) at += 3;
  work.units += at;
  if (at === (rooted ? 1 : 0)) return merged; // step 8
  if (leading === "error")
    throw new UriResolutionError({
      kind: "above-root",
      operation: "resolve",
      variant: "draft-fielding-uri-rfc2396bis-01",
      reason: `the reference climbs above the root of the base path (${JSON.stringify(merged.length > 200 ? merged.slice(0, 200) + "…" : merged)}; draft-fielding-uri-rfc2396bis-01 §5.2 step 7)`,
    });
  // "remove": what is left after the ".." segments; ".." as the last segment stood for a
  // directory, so what remains then ends with "/".
  return (rooted ? "/" : "") + (at >= merged.length ? "" : merged.slice(at));
}

function leadingOption(options: ResolveOptions): LeadingDotSegments {
  const value = options.leadingDotSegments ?? "retain";
  if (value !== "retain" && value !== "remove" && value !== "error")
    throw new RangeError(
      `resolve: leadingDotSegments must be "retain", "remove" or "error", got ${JSON.stringify(value)}`,
    );
  return value;
}

/**
 * §5.2, the pseudocode step for step. Options:
 * - `validating` (default true): a non-validating parser ignores a scheme in the reference that
 *   equals the base's (Appendix C.2 `http:g` → `http://a/b/c/g` "for backwards compatibility");
 *   `strict: false` means the same.
 * - `leadingDotSegments`: the step-7 choice, see merge2003.
 * Only merged paths lose their dot segments: `/./g` stays `http://a/./g` (Appendix C.2).
 */
export const resolveRfc2396bis01: ResolutionAlgorithm = (base, reference, options) => {
  const leading = leadingOption(options);
  const validating = options.validating !== false && options.strict !== false;
  const r: Components = { ...reference };
  if (!validating && r.scheme !== undefined && base.scheme !== undefined)
    if (r.scheme.toLowerCase() === base.scheme.toLowerCase()) delete r.scheme;
  const t: Components = emptyRecord();
  if (r.scheme !== undefined) {
    t.scheme = r.scheme;
    copyAuthority(t, r);
    t.path = r.path;
    if (r.query !== undefined) t.query = r.query;
  } else {
    if (r.authority !== undefined) {
      copyAuthority(t, r);
      t.path = r.path;
      if (r.query !== undefined) t.query = r.query;
    } else {
      if (r.path === "") {
        if (r.query !== undefined) {
          t.path = base.path;
          t.query = r.query;
        } else {
          // An empty reference refers to the current document.
          const current: Components = { ...base };
          delete current.fragment;
          if (r.fragment !== undefined) current.fragment = r.fragment;
          return current;
        }
      } else {
        t.path = r.path.startsWith("/") ? r.path : merge2003(base.path, r.path, leading);
        if (r.query !== undefined) t.query = r.query;
      }
      copyAuthority(t, base);
      t.path = keptAPath(t.path, t.authority !== undefined || t.host !== undefined);
    }
    if (base.scheme !== undefined) t.scheme = base.scheme;
  }
  if (r.fragment !== undefined) t.fragment = r.fragment;
  return t;
};
