// RFC 3986 §5.2.2 (Transform References), with the pseudocode's lines beside the code that does
// them, numbered [line/32] (the figure's first line, parse(R), is the caller's: the automata split
// both strings, src/semantics/resolve/index.ts). §5.2.3 (Merge Paths) is src/semantics/path.ts,
// §5.2.4 (Remove Dot Segments) src/semantics/remove-dot-segments.ts, §5.3 (Component Recomposition)
// src/semantics/recompose.ts.
//
// The algorithm reads the components where they are in the base and the reference (Spans,
// src/syntax/components.ts) and slices out only those the target takes: resolve() is the hot path
// of a link checker or a crawler. resolveRfc3986 is the same algorithm on components.
import {
  AUTHORITY_SPAN,
  type Components,
  FRAGMENT_SPAN,
  newSpans,
  PATH_SPAN,
  QUERY_SPAN,
  SCHEME_SPAN,
  recordAt,
  type Spans,
  sparseComponents,
  spanText,
} from "../../syntax/components.js";
import { splitDelimited } from "../../syntax/delimited.js";
import { keptAPath, mergeDirectory } from "../path.js";
import { recompose, recomposeParts } from "../recompose.js";
import type { StepObserver } from "../observe.js";
import {
  dotSegmentIn,
  removeDotSegments,
  removeDotSegmentsMerged,
  removeDotSegmentsObserved,
} from "../remove-dot-segments.js";
import type { AlgorithmEntry, ResolutionAlgorithm, ResolveOptions } from "./types.js";
import { work } from "../work.js";

/**
 * The transformation of RFC 3986 §5.2.2 and the recomposition of RFC 3986 §5.3: the target's
 * string. "defined" is "the span was recorded" (RFC 3986 §5.3: an undefined component is not there
 * at all; an empty one is ""). The base's fragment is never read (RFC 3986 §5.2.1: it is ignored).
 * "T.authority = X.authority" takes the authority whole: §5.3 needs nothing else of it. Schemes
 * are compared case-insensitively when a non-strict parser drops the reference's (RFC 3986 §3.1:
 * "HTTP" and "http" are the same scheme).
 */
export function resolveRfc3986Spans(
  base: string,
  b: Spans,
  reference: string,
  r: Spans,
  options: ResolveOptions,
): string {
  // A stepper's observer (uri-grammar/explain): each `if` of the pseudocode with its outcome, and
  // what merge and remove_dot_segments read and wrote. Absent: one test of undefined per line.
  const observe = options.observe as StepObserver | undefined;
  if (observe === undefined) {
    const target = targetByPrefix(base, b, reference, r, options);
    if (target !== undefined) return target;
  }
  const dots = (path: string): string => {
    if (observe === undefined) return removeDotSegments(path);
    const out = removeDotSegmentsObserved(path, observe);
    observe({ id: "remove_dot_segments", values: { input: path, output: out } });
    return out;
  };
  let scheme = spanText(reference, r, SCHEME_SPAN);
  let authority: string | undefined;
  let path: string;
  let query: string | undefined;
  const referencePath = reference.slice(r[PATH_SPAN], r[PATH_SPAN + 1]);
  //  [01/32] if ((not strict) and (R.scheme == Base.scheme)) then
  //  [02/32]    undefine(R.scheme);
  //  [03/32] endif;
  if (options.strict === false && scheme !== undefined) {
    const baseScheme = spanText(base, b, SCHEME_SPAN);
    if (baseScheme !== undefined && scheme.toLowerCase() === baseScheme.toLowerCase()) scheme = undefined;
  }
  observe?.({ id: "not strict", taken: r[SCHEME_SPAN]! >= 0 && scheme === undefined });
  observe?.({ id: "R.scheme", taken: scheme !== undefined, values: { "R.scheme": scheme } });
  //  [04/32] if defined(R.scheme) then
  if (scheme !== undefined) {
    //  [05/32]    T.scheme    = R.scheme;        (scheme is R.scheme already)
    //  [06/32]    T.authority = R.authority;
    authority = spanText(reference, r, AUTHORITY_SPAN);
    //  [07/32]    T.path      = remove_dot_segments(R.path);
    path = dots(referencePath);
    //  [08/32]    T.query     = R.query;
    query = spanText(reference, r, QUERY_SPAN);
    //  [09/32] else
  } else {
    //  [10/32]    if defined(R.authority) then
    const referenceAuthority = spanText(reference, r, AUTHORITY_SPAN);
    observe?.({
      id: "R.authority",
      taken: referenceAuthority !== undefined,
      values: { "R.authority": referenceAuthority },
    });
    if (referenceAuthority !== undefined) {
      //  [11/32]       T.authority = R.authority;
      authority = referenceAuthority;
      //  [12/32]       T.path      = remove_dot_segments(R.path);
      path = dots(referencePath);
      //  [13/32]       T.query     = R.query;
      query = spanText(reference, r, QUERY_SPAN);
      //  [14/32]    else
    } else {
      //  [15/32]       if (R.path == "") then
      observe?.({ id: "R.path empty", taken: referencePath === "", values: { "R.path": referencePath } });
      if (referencePath === "") {
        //  [16/32]          T.path = Base.path;
        path = base.slice(b[PATH_SPAN], b[PATH_SPAN + 1]);
        //  [17/32]          if defined(R.query) then
        //  [18/32]             T.query = R.query;
        //  [19/32]          else
        //  [20/32]             T.query = Base.query;
        //  [21/32]          endif;
        query = spanText(reference, r, QUERY_SPAN);
        observe?.({
          id: "R.query",
          taken: query !== undefined,
          values: { "R.query": query, "Base.query": spanText(base, b, QUERY_SPAN) },
        });
        if (query === undefined) query = spanText(base, b, QUERY_SPAN);
        //  [22/32]       else
      } else {
        //  [23/32]          if (R.path starts-with "/") then
        //  [24/32]             T.path = remove_dot_segments(R.path);
        //  [25/32]          else
        //  [26/32]             T.path = merge(Base.path, R.path);
        //  [27/32]             T.path = remove_dot_segments(T.path);
        //  [28/32]          endif;
        // (lines 26 and 27 in one pass: the merged path is never built.)
        observe?.({ id: "R.path absolute", taken: referencePath.charCodeAt(0) === 0x2f });
        if (referencePath.charCodeAt(0) === 0x2f) path = dots(referencePath);
        else {
          const basePath = base.slice(b[PATH_SPAN], b[PATH_SPAN + 1]);
          const directory = mergeDirectory(basePath, b[AUTHORITY_SPAN]! >= 0);
          if (observe === undefined) path = removeDotSegmentsMerged(directory, referencePath);
          else {
            // RFC 3986 §5.2.3, then §5.2.4 on its result, each for the stepper to show.
            const merged = directory + referencePath;
            observe({
              id: "merge",
              taken: b[AUTHORITY_SPAN]! >= 0 && basePath === "",
              values: { "Base.path": basePath, "R.path": referencePath, merged },
            });
            path = dots(merged);
          }
        }
        //  [29/32]          T.query = R.query;
        query = spanText(reference, r, QUERY_SPAN);
      }
      //  [30/32]       T.authority = Base.authority;
      authority = spanText(base, b, AUTHORITY_SPAN);
    }
    //  [31/32]    T.scheme = Base.scheme;
    scheme = spanText(base, b, SCHEME_SPAN);
  }
  //  [32/32] T.fragment = R.fragment;
  const fragment = spanText(reference, r, FRAGMENT_SPAN);
  observe?.({ id: "T.fragment", values: { "R.fragment": fragment } });
  // `x:` + `/..//g` gives the path "//g" (RFC 3986 §5.2.4), which RFC 3986 §3.3 forbids without an
  // authority: recomposed it would name the authority "g".
  return recomposeParts(
    scheme,
    authority,
    keptAPath(path, authority !== undefined),
    undefined,
    query,
    fragment,
  );
}

const SLASH = 0x2f;
const DOT = 0x2e;

/**
 * RFC 3986 §5.2.2 and §5.3 where remove_dot_segments has nothing to remove (no "." or ".."
 * segment in the path it is given: it returns that path as it is) and the reference is strict: the
 * target's string is then the reference's text after a prefix of the base's text, since each string
 * is its components recomposed (§5.3) and the components the target takes from the base are the
 * base's first ones. One slice and one concatenation, where the algorithm would slice and join each
 * component. Undefined when a dot segment is there (or a non-strict scheme): the algorithm decides.
 */
function targetByPrefix(
  base: string,
  b: Spans,
  reference: string,
  r: Spans,
  options: ResolveOptions,
): string | undefined {
  const pathStart = r[PATH_SPAN]!;
  const pathEnd = r[PATH_SPAN + 1]!;
  //  [04/32]-[08/32]: T is R (its path has no dot segment).
  if (r[SCHEME_SPAN]! >= 0)
    return options.strict !== false && dotSegmentIn(reference, pathStart, pathEnd) === -1
      ? reference
      : undefined;
  //  [10/32]-[13/32], [31/32]: Base.scheme ":" and R (which begins with "//").
  if (r[AUTHORITY_SPAN]! >= 0)
    return dotSegmentIn(reference, pathStart, pathEnd) === -1
      ? base.slice(0, b[SCHEME_SPAN + 1]! + 1) + reference
      : undefined;
  // From here R is its path (from offset 0), its query and its fragment; the base's text up to its
  // path is Base.scheme ":" and "//" Base.authority when it has one.
  const basePath = b[PATH_SPAN]!;
  //  [15/32]-[21/32]: Base.path, and R.query or else Base.query; R.fragment.
  if (pathEnd === 0) {
    const kept = r[QUERY_SPAN]! < 0 && b[QUERY_SPAN]! >= 0 ? b[QUERY_SPAN + 1]! : b[PATH_SPAN + 1]!;
    return base.slice(0, kept) + reference;
  }
  //  [23/32]-[24/32]: R.path from the root.
  if (reference.charCodeAt(0) === SLASH)
    return dotSegmentIn(reference, 0, pathEnd) === -1 ? base.slice(0, basePath) + reference : undefined;
  //  [26/32]-[27/32]: RFC 3986 §5.2.3, "/" after an authority and an empty path, else all of the
  //  base's path up to its last "/"; then §5.2.4. A reference path that begins with "./" and "../"
  //  segments and has no dot segment after them is read here: rule A takes each "./" (the
  //  directory ends with "/"), and each "../", rule C, removes the directory's last segment ("/"
  //  stays "/"); the rest is appended as rule E moves it. A base path that is not rooted (rule C
  //  would make the result rooted), or a dot segment anywhere else, leaves it to the algorithm.
  //  (test/semantics/properties.test.ts holds this to the algorithm step by step.)
  let rest = 0;
  let up = 0;
  for (;;) {
    if (reference.charCodeAt(rest) !== DOT) break;
    const next = reference.charCodeAt(rest + 1);
    if (next === SLASH) rest += 2;
    else if (next === DOT && reference.charCodeAt(rest + 2) === SLASH) {
      rest += 3;
      up++;
    } else break;
  }
  // An empty segment after them ("./" "/g") may make the path begin with "//", which keptAPath
  // writes "/.//" without an authority (RFC 3986 §3.3): the algorithm decides that one too.
  if (rest > 0 && reference.charCodeAt(rest) === SLASH) return undefined;
  if (rest > pathEnd || dotSegmentIn(reference, rest, pathEnd) !== -1) return undefined;
  const basePathEnd = b[PATH_SPAN + 1]!;
  const rooted = base.charCodeAt(basePath) === SLASH;
  if (basePathEnd === basePath && b[AUTHORITY_SPAN]! >= 0)
    return base.slice(0, basePath) + "/" + (rest === 0 ? reference : reference.slice(rest));
  if (rest > 0 && !rooted) return undefined;
  let directoryEnd = basePathEnd;
  while (directoryEnd > basePath && base.charCodeAt(directoryEnd - 1) !== SLASH) directoryEnd--;
  if (dotSegmentIn(base, basePath, directoryEnd) !== -1) return undefined;
  for (; up > 0 && directoryEnd - 1 > basePath; up--) {
    directoryEnd--;
    while (base.charCodeAt(directoryEnd - 1) !== SLASH) directoryEnd--;
  }
  meter: work.units += basePathEnd - directoryEnd;
  return base.slice(0, directoryEnd) + (rest === 0 ? reference : reference.slice(rest));
}

const baseSpans = newSpans();
const referenceSpans = newSpans();

/**
 * The same algorithm on components (resolveComponents, ALGORITHMS["rfc3986"]): each recomposed
 * (RFC 3986 §5.3) and split again at its delimiters (RFC 3986 Appendix B, which reads back the
 * components that §5.3 joined), the target split the same way.
 */
export const resolveRfc3986: ResolutionAlgorithm = (base: Components, reference: Components, options) => {
  const baseText = recompose(base);
  const referenceText = recompose(reference);
  splitDelimited(baseText, baseSpans);
  splitDelimited(referenceText, referenceSpans);
  const target = resolveRfc3986Spans(baseText, baseSpans, referenceText, referenceSpans, options);
  return sparseComponents(recordAt(target, splitDelimited(target, baseSpans))) as Components;
};

export const algorithm: AlgorithmEntry = {
  resolve: resolveRfc3986,
  onSpans: resolveRfc3986Spans,
  alwaysValid: true,
};

/** The section of RFC 3986 that defines a step the observer names. */
export function section(step: string): string {
  if (step === "merge") return "RFC 3986 §5.2.3";
  if (step === "remove_dot_segments" || step.startsWith("5.2.4 ")) return "RFC 3986 §5.2.4";
  return "RFC 3986 §5.2.2";
}
