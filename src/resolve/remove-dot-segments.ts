// RFC 3986 §5.2.4, Remove Dot Segments.
import { describe } from "../variants/load.js";

/**
 * Where the first complete "." or ".." segment of `path` begins (its "/", or 0 at the start of the
 * path), or -1 when there is none. Rules A to D of §5.2.4 only ever apply where such a segment
 * begins, so everything before it is moved by rule E, unchanged; without one, the whole path is.
 */
function firstDotSegment(path: string): number {
  const n = path.length;
  for (let i = path.indexOf("."); i !== -1; i = path.indexOf(".", i + 1)) {
    if (i > 0 && path.charCodeAt(i - 1) !== 0x2f) continue; // not the start of a segment
    let end = i + 1;
    if (end < n && path.charCodeAt(end) === 0x2e) end++; // ".."
    if (end === n || path.charCodeAt(end) === 0x2f) return i === 0 ? 0 : i - 1;
  }
  return -1;
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
  let i = firstDotSegment(path);
  if (i === -1) return path; // most paths: one scan for "." and no copy
  const n = path.length;
  let output = "";
  let run = 0; // where the segments rule E has moved since the last other rule begin
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
        output += path.slice(run, i);
        const cut = output.lastIndexOf("/");
        output = cut <= 0 ? "" : output.slice(0, cut);
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
