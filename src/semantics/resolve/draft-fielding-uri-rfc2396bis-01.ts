// draft-fielding-uri-rfc2396bis-01 (March 2003) §5.2: the pseudocode that became RFC 3986 §5.2.2,
// with a string-buffer merge (steps 1-8) that removes dot segments from merged paths only.
import { UriOperationError } from "../errors.js";
import { type Components, copyAuthority, emptyRecord } from "../../syntax/components.js";
import { directoryOf } from "../path.js";
import { removeDotSegmentsStepwise } from "../remove-dot-segments.js";
import type { StepObserver } from "../observe.js";
import type { AlgorithmEntry, ResolutionAlgorithm, ResolveOptions } from "./types.js";
import { work } from "../work.js";

/** The step-7 choices for a merged path that still begins with ".." segments. */
type LeadingDotSegments = "retain" | "remove" | "error";

/**
 * draft-fielding-uri-rfc2396bis-01 §5.2 merge, steps 1-8. Step 7 leaves leading ".." segments (more ".." than the base path has
 * levels) to the implementation: "retain" keeps them (Appendix C.2: `http://a/../g`, the default),
 * "remove" discards them (`http://a/g`, what "some implementations" do), "error" rejects the
 * reference.
 */
function merge2003(
  basePath: string,
  referencePath: string,
  leading: LeadingDotSegments,
  observe?: StepObserver,
): string {
  // Step 1: all but the last segment of the base path, or "/" for an empty base path.
  const directory = basePath === "" ? "/" : directoryOf(basePath);
  observe?.({ id: "merge 1", taken: basePath === "", values: { "Base.path": basePath, buffer: directory } });
  const buffer = directory + referencePath; // step 2
  observe?.({ id: "merge 2", values: { "R.path": referencePath, buffer } });
  const merged = removeDotSegmentsStepwise(buffer, observe); // steps 3-6
  // Step 7: complete ".." segments at the beginning (after the root "/", if any).
  const rooted = merged.startsWith("/");
  let at = rooted ? 1 : 0;
  // (With "retain" the segments are not looked for, but for a stepper, which shows whether there are any.)
  if (leading !== "retain" || observe !== undefined) {
    while (merged.startsWith("../", at) || (merged.length - at === 2 && merged.startsWith("..", at))) at += 3;
    meter: work.units += at;
  }
  const climbs = at > (rooted ? 1 : 0);
  observe?.({ id: "merge 7", taken: climbs, values: { buffer: merged, choice: leading } });
  if (leading === "retain" || !climbs) {
    observe?.({ id: "merge 8", values: { path: merged } });
    return merged; // step 8
  }
  if (leading === "error")
    throw new UriOperationError({
      kind: "above-root",
      operation: "resolve",
      variant: "draft-fielding-uri-rfc2396bis-01",
      reason: `the reference climbs above the root of the base path (${JSON.stringify(merged.length > 200 ? merged.slice(0, 200) + "…" : merged)}; draft-fielding-uri-rfc2396bis-01 §5.2 step 7)`,
    });
  // "remove": what is left after the ".." segments; ".." as the last segment stood for a
  // directory, so what remains then ends with "/".
  const path = (rooted ? "/" : "") + (at >= merged.length ? "" : merged.slice(at));
  observe?.({ id: "merge 8", values: { path } });
  return path;
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
 * draft-fielding-uri-rfc2396bis-01 §5.2, the pseudocode step for step. Options:
 * - `validating` (default true): a non-validating parser ignores a scheme in the reference that
 *   equals the base's (Appendix C.2 `http:g` → `http://a/b/c/g` "for backwards compatibility");
 *   `strict: false` means the same.
 * - `leadingDotSegments`: the step-7 choice, see merge2003.
 * Only merged paths lose their dot segments: `/./g` stays `http://a/./g` (Appendix C.2).
 */
const resolveDraftFieldingUriRfc2396bis01: ResolutionAlgorithm = (base, reference, options) => {
  // A stepper's observer (uri-grammar/explain): each `if` of draft-fielding-uri-rfc2396bis-01 §5.2,
  // and the merge's steps 1-8.
  const observe = options.observe as StepObserver | undefined;
  const leading = leadingOption(options);
  const validating = options.validating !== false && options.strict !== false;
  const r: Components = { ...reference };
  // if ((not validating) and (R.scheme == Base.scheme)) then undefine(R.scheme); endif;
  if (!validating && r.scheme !== undefined && base.scheme !== undefined)
    if (r.scheme.toLowerCase() === base.scheme.toLowerCase()) delete r.scheme;
  observe?.({ id: "not validating", taken: reference.scheme !== undefined && r.scheme === undefined });
  const t: Components = emptyRecord();
  // if defined(R.scheme) then
  observe?.({ id: "R.scheme", taken: r.scheme !== undefined, values: { "R.scheme": r.scheme } });
  if (r.scheme !== undefined) {
    t.scheme = r.scheme;
    copyAuthority(t, r);
    t.path = r.path;
    if (r.query !== undefined) t.query = r.query;
  } else {
    // if defined(R.authority) then
    observe?.({
      id: "R.authority",
      taken: r.authority !== undefined,
      values: { "R.authority": r.authority },
    });
    if (r.authority !== undefined) {
      copyAuthority(t, r);
      t.path = r.path;
      if (r.query !== undefined) t.query = r.query;
    } else {
      // if (R.path == "") then
      observe?.({ id: "R.path empty", taken: r.path === "", values: { "R.path": r.path } });
      if (r.path === "") {
        // if defined(R.query) then
        observe?.({ id: "R.query", taken: r.query !== undefined, values: { "R.query": r.query } });
        if (r.query !== undefined) {
          t.path = base.path;
          t.query = r.query;
        } else {
          // An empty reference refers to the current document: return (current-document, fragment).
          const current: Components = { ...base };
          delete current.fragment;
          if (r.fragment !== undefined) current.fragment = r.fragment;
          observe?.({ id: "fragment", values: { fragment: r.fragment } });
          return current;
        }
      } else {
        // if (R.path starts-with "/") then T.path = R.path; else T.path = merge(Base.path, R.path);
        observe?.({ id: "R.path absolute", taken: r.path.startsWith("/"), values: { "R.path": r.path } });
        t.path = r.path.startsWith("/") ? r.path : merge2003(base.path, r.path, leading, observe);
        if (r.query !== undefined) t.query = r.query;
      }
      copyAuthority(t, base);
      // No "/." before a path beginning with "//" (its merge removes dot segments from merged paths
      // only): resolve reads the target back (src/semantics/resolve/index.ts readBack).
    }
    if (base.scheme !== undefined) t.scheme = base.scheme;
  }
  // return (T, fragment);
  observe?.({ id: "fragment", values: { fragment: r.fragment } });
  if (r.fragment !== undefined) t.fragment = r.fragment;
  return t;
};

export const algorithm: AlgorithmEntry = { resolve: resolveDraftFieldingUriRfc2396bis01 };

/** The section of the draft that defines a step the observer names. */
export function section(step: string): string {
  const document = "draft-fielding-uri-rfc2396bis-01 §5.2";
  if (step.startsWith("merge ")) return `${document} merge step ${step.slice(6)}`;
  if (step === "keep") return `${document} merge steps 3-6 (kept)`;
  const k = "abcd".indexOf(step);
  return k === -1 || step.length !== 1 ? document : `${document} merge step ${k + 3}`;
}
