// RFC 3986 §5.2.4, Remove Dot Segments.
import { describe } from "../variants/load.js";

/**
 * Removes the complete path segments "." and ".." from `path`, exactly as the loop of RFC 3986
 * §5.2.4 does, rules A to E, including on rootless paths (where "a/../b" becomes "/b": the RFC's
 * algorithm, applied literally). Only whole segments count: "/.a", "/..b" and "%2E" stay.
 *
 * The RFC moves characters between two string buffers; here the input is read through an index
 * and the output buffer is an array of "/segment" pieces, so that "remove the last segment and its
 * preceding '/'" (rule C) is a pop and the whole run is linear in the length of the path.
 */
export function removeDotSegments(path: string): string {
  if (typeof path !== "string")
    throw new TypeError(`removeDotSegments: expected a string, got ${describe(path)}`);
  const n = path.length;
  // Each piece is what rule E moved: a segment with its preceding "/" (only the very first piece of
  // a rootless path has none, since after rule E the input always begins with "/").
  const output: string[] = [];
  let i = 0;
  while (i < n) {
    // A. a prefix of "../" or "./" is removed.
    if (path.startsWith("../", i)) {
      i += 3;
      continue;
    }
    if (path.startsWith("./", i)) {
      i += 2;
      continue;
    }
    // B. a prefix of "/./" or "/." (complete segment) is replaced with "/".
    if (path.startsWith("/./", i)) {
      i += 2; // the input now begins with the second "/"
      continue;
    }
    if (i + 2 === n && path.startsWith("/.", i)) {
      output.push("/"); // the input became "/", which rule E then moves to the output
      break;
    }
    // C. a prefix of "/../" or "/.." (complete segment) is replaced with "/", and the last segment
    // and its preceding "/" (if any) are removed from the output.
    if (path.startsWith("/../", i)) {
      output.pop();
      i += 3;
      continue;
    }
    if (i + 3 === n && path.startsWith("/..", i)) {
      output.pop();
      output.push("/");
      break;
    }
    // D. an input of only "." or ".." is removed.
    if ((i + 1 === n && path[i] === ".") || (i + 2 === n && path.startsWith("..", i))) break;
    // E. the first path segment, with its initial "/" if any, moves to the output.
    let end = path.indexOf("/", path[i] === "/" ? i + 1 : i);
    if (end === -1) end = n;
    output.push(path.slice(i, end));
    i = end;
  }
  return output.join("");
}
