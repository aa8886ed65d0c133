// RFC 3986 §5.2.4, Remove Dot Segments.
import { describe } from "../arguments.js";

/**
 * Where the first complete "." or ".." segment of `path` begins (its "/", or 0 at the start of the
 * path), or -1 when there is none. Rules A to D of §5.2.4 only ever apply where such a segment
 * begins, so everything before it is moved by rule E, unchanged; without one, the whole path is.
 */
function firstDotSegment(path: string): number {
  return dotSegmentIn(path, 0, path.length);
}

/**
 * firstDotSegment on the path text[start, end) (a path inside a whole URI), as an offset in `text`.
 * §5.2.4 leaves a path unchanged exactly when this is -1: every rule A to D shortens the input
 * without moving anything to the output, and rule E moves segments verbatim.
 */
export function dotSegmentIn(text: string, start: number, end: number): number {
  if (start < end && text.charCodeAt(start) === 0x2e && isDotSegment(text, start, end)) return start;
  // Every other segment begins after a "/": only a "/." can begin a dot segment (a file name's
  // "." does not, so most paths take one search).
  for (let i = text.indexOf("/.", start); i !== -1 && i + 1 < end; i = text.indexOf("/.", i + 1))
    if (isDotSegment(text, i + 1, end)) return i;
  return -1;
}

/** Whether the segment beginning at i (a ".") is "." or ".." (ends at `end` or at a "/"). */
function isDotSegment(text: string, i: number, end: number): boolean {
  let after = i + 1;
  if (after < end && text.charCodeAt(after) === 0x2e) after++; // ".."
  return after === end || text.charCodeAt(after) === 0x2f;
}

const DOT = 0x2e;
const SLASH = 0x2f;

/**
 * Removes the complete path segments "." and ".." from `path`, exactly as the loop of RFC 3986
 * §5.2.4 does, rules A to E, including on rootless paths (where "a/../b" becomes "/b": the RFC's
 * algorithm, applied literally). Only whole segments count: "/.a", "/..b" and "%2E" stay.
 *
 * The RFC moves characters between two string buffers; here the input is read through an index.
 * Rule E moves segments verbatim, so a run of them is one slice of the input, appended to the
 * output only when a rule A to D ends it. The output is a string of "/segment" pieces (only the
 * first piece of a rootless path has no "/"), so "remove the last segment and its preceding '/'"
 * (rule C) cuts it at its last "/", and the whole run is linear in the length of the path.
 */
export function removeDotSegments(path: string): string {
  if (typeof path !== "string")
    throw new TypeError(`removeDotSegments: expected a string, got ${describe(path)}`);
  const i = firstDotSegment(path);
  if (i === -1) return path; // most paths: one scan for "." and no copy
  return removeFrom(path, i, "", 0);
}

/** The last segment and its preceding "/" (if any) removed from the output (rule C). */
function withoutLastSegment(output: string): string {
  const cut = output.lastIndexOf("/");
  return cut <= 0 ? "" : output.slice(0, cut);
}

/**
 * The loop from index `i` of `path` (where a segment begins) on: the output so far is `output`
 * followed by path[run, i), segments rule E has moved and not yet copied.
 */
function removeFrom(path: string, i: number, output: string, run: number): string {
  const n = path.length;
  while (i < n) {
    const c = path.charCodeAt(i);
    if (c === DOT) {
      // A. a prefix of "../" or "./" is removed. D. an input of only "." or ".." is removed.
      const next = path.charCodeAt(i + 1);
      let skip = 0;
      if (next === SLASH) skip = 2;
      else if (i + 1 === n) return output + path.slice(run, i);
      else if (next === DOT) {
        if (path.charCodeAt(i + 2) === SLASH) skip = 3;
        else if (i + 2 === n) return output + path.slice(run, i);
      }
      if (skip !== 0) {
        output += path.slice(run, i);
        i += skip;
        run = i;
        continue;
      }
    } else if (c === SLASH && path.charCodeAt(i + 1) === DOT) {
      const third = path.charCodeAt(i + 2);
      // B. a prefix of "/./" or "/." (complete segment) is replaced with "/": the input then begins
      // with that "/" ("/./"), or is "/", which rule E moves to the output ("/." at the end).
      if (third === SLASH) {
        output += path.slice(run, i);
        i += 2;
        run = i;
        continue;
      }
      if (i + 2 === n) return output + path.slice(run, i) + "/";
      // C. a prefix of "/../" or "/.." (complete segment) is replaced with "/", and the last
      // segment and its preceding "/" (if any) are removed from the output.
      if (third === DOT && (i + 3 === n || path.charCodeAt(i + 3) === SLASH)) {
        output = withoutLastSegment(output + path.slice(run, i));
        if (i + 3 === n) return output + "/";
        i += 3;
        run = i;
        continue;
      }
    }
    // E. the first path segment, with its initial "/" if any, moves to the output.
    const end = path.indexOf("/", c === SLASH ? i + 1 : i);
    i = end === -1 ? n : end;
  }
  return output + path.slice(run, n);
}

/**
 * remove_dot_segments(merge(base, reference)) (§5.2.2, §5.2.3) without building the merged path:
 * `directory` is the base path up to its last "/" (what §5.2.3 keeps: "" or ending with "/").
 * With no dot segment in the directory (the usual base), the loop would only move its segments
 * (rule E), so it starts where the reference begins: after the directory's "/", the input is
 * "/" followed by the reference, and the leading "./" and "../" of a reference such as "../g" are
 * rules B and C applied at that "/".
 */
export function removeDotSegmentsMerged(directory: string, reference: string): string {
  if (directory === "" || firstDotSegment(directory) !== -1) return removeDotSegments(directory + reference);
  const first = firstDotSegment(reference);
  if (first === -1) return directory + reference;
  // A dot segment after the first segment of the reference: everything before it moves as is.
  if (first > 0 || reference.charCodeAt(0) === SLASH) return removeFrom(reference, first, directory, 0);
  // The reference begins with one: the input is "/" + reference[j..], the output the directory
  // without its last "/".
  const n = reference.length;
  let output = directory.slice(0, -1);
  let j = 0;
  for (;;) {
    if (reference.startsWith("./", j))
      j += 2; // B: "/./" becomes "/"
    else if (reference.startsWith("../", j)) {
      output = withoutLastSegment(output); // C: "/../" becomes "/"
      j += 3;
    } else if (j + 1 === n && reference.charCodeAt(j) === DOT)
      return output + "/"; // B: "/." is "/"
    else if (j + 2 === n && reference.startsWith("..", j))
      return withoutLastSegment(output) + "/"; // C
    else break;
  }
  // E moves the "/" and the segment after it (none when the input is only "/"); then the loop
  // goes on in the reference.
  if (j === n) return output + "/";
  return removeFrom(reference, j, output + "/", j);
}
