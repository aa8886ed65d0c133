// RFC 2396 §5.2 (Resolving Relative References to Absolute Form), steps 1-7, on parsed components.
// RFC 2732 changes the host syntax only and resolves with this algorithm.
import { type Components, copyAuthority, emptyRecord } from "../../syntax/components.js";
import { step6Buffer } from "../path.js";
import { removeDotSegmentsStepwise } from "../remove-dot-segments.js";
import type { StepObserver } from "../observe.js";
import { step6Section } from "./rfc1808.js";
import type { AlgorithmEntry, ResolutionAlgorithm, ResolveOptions } from "./types.js";

/**
 * RFC 2396 §5.2. Options:
 * - `strict` (default true): Appendix C.2 gives "http:g" two results, `http:g` for validating
 *   parsers and `http://a/b/c/g` "for backwards compatibility"; `strict: false` takes a reference
 *   whose scheme equals the base's (ignoring case) as relative, as the latter parsers do.
 *
 * Dot segments are removed only from merged relative paths (step 6); net-path and abs-path
 * references keep theirs (`/./g` is `http://a/./g`, Appendix C.2), and a ".." with no segment
 * before it stays (`../../../g` is `http://a/../g`).
 */
export function resolveStepwise(
  base: Components,
  reference: Components,
  options: ResolveOptions,
  queryInBuffer: boolean,
): Components {
  // A stepper's observer (uri-grammar/explain): each step's test and what step 6 built.
  const observe = options.observe as StepObserver | undefined;
  const ref = { ...reference };
  if (options.strict === false && ref.scheme !== undefined && base.scheme !== undefined)
    if (ref.scheme.toLowerCase() === base.scheme.toLowerCase()) delete ref.scheme;
  // Step 2: an empty path with no scheme, authority or query is the current document.
  const current =
    ref.path === "" && ref.scheme === undefined && ref.authority === undefined && ref.query === undefined;
  observe?.({ id: "Step 2", taken: current });
  if (current) {
    const current: Components = { ...base };
    delete current.fragment;
    if (ref.fragment !== undefined) current.fragment = ref.fragment;
    return current;
  }
  // Step 3: a scheme makes the reference absolute.
  observe?.({ id: "Step 3", taken: ref.scheme !== undefined, values: { scheme: ref.scheme } });
  if (ref.scheme !== undefined) return ref;
  const target: Components = emptyRecord();
  if (base.scheme !== undefined) target.scheme = base.scheme;
  observe?.({ id: "Step 4", taken: ref.authority !== undefined, values: { authority: ref.authority } });
  if (ref.authority !== undefined) {
    // Step 4: a network-path reference, on to step 7.
    copyAuthority(target, ref);
    target.path = ref.path;
    if (ref.query !== undefined) target.query = ref.query;
  } else {
    copyAuthority(target, base);
    observe?.({ id: "Step 5", taken: ref.path.startsWith("/"), values: { path: ref.path } });
    if (ref.path.startsWith("/")) {
      // Step 5: an absolute-path reference, on to step 7.
      target.path = ref.path;
      if (ref.query !== undefined) target.query = ref.query;
    } else if (!queryInBuffer) {
      // Step 6 a-f (RFC 2396): the base's directory, the reference's path, then the dot segments.
      target.path = removeDotSegmentsStepwise(step6Buffer(base.path, ref.path, observe), observe);
      if (ref.query !== undefined) target.query = ref.query;
    } else {
      // Step 6 a-i (1997 draft): the query joins the buffer (6c) before the dot segments go, and
      // is split off again at the first "?" (6h, 6i).
      const buffer = removeDotSegmentsStepwise(step6Buffer(base.path, ref.path, observe, ref.query), observe);
      const q = buffer.indexOf("?");
      target.path = q === -1 ? buffer : buffer.slice(0, q);
      if (q !== -1) target.query = buffer.slice(q + 1);
      observe?.({ id: "Step 6h", values: { buffer, path: target.path, query: target.query } });
    }
    // A path beginning with "//" after no authority is not given "/." (RFC 3986 §3.3's remedy, which
    // names another URL where step 5 keeps an absolute path as written): resolve reads the target
    // back, and a path that would read as an authority names no URL of the generation.
  }
  // Step 7: recombination keeps the reference's fragment.
  observe?.({ id: "Step 7", values: { fragment: ref.fragment } });
  if (ref.fragment !== undefined) target.fragment = ref.fragment;
  return target;
}

const resolveRfc2396: ResolutionAlgorithm = (base, reference, options) =>
  resolveStepwise(base, reference, options, false);

export const algorithm: AlgorithmEntry = { resolve: resolveRfc2396 };

/** The section of RFC 2396 that defines a step the observer names. */
export function section(step: string): string {
  return step6Section("RFC 2396 §5.2 step 6", "cdef", step);
}
