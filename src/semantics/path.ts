// What every generation's resolution does with paths besides removing dot segments
// (src/semantics/remove-dot-segments.ts): keeping the base path's directory before a relative path
// is appended, and keeping a path that begins with "//" from reading as an authority.
import type { StepObserver } from "./observe.js";

/**
 * All but the last segment of `path`: everything up to and including its rightmost "/" ("" when it
 * has none). RFC 1808 §4 step 6 ("all but the last segment of the base URL's path"), RFC 2396 §5.2
 * step 6a, the 2003 draft's §5.2 merge step 1, and the 1993 draft's Partial form ("the last part of
 * the path of the context locator ... is removed").
 */
export function directoryOf(path: string): string {
  return path.slice(0, path.lastIndexOf("/") + 1);
}

/**
 * RFC 1808 §4 step 6 and RFC 2396 §5.2 step 6 a-b (6 a-c in the 1997 draft, where the query joins):
 * the buffer that dot-segment removal then works on, the base's directory and the reference's path
 * (and, in the 1997 draft, its query), reported to an observer as "Step 6".
 */
export function step6Buffer(
  basePath: string,
  refPath: string,
  observe: StepObserver | undefined,
  query?: string,
): string {
  const directory = directoryOf(basePath);
  const buffer = directory + refPath + (query !== undefined ? "?" + query : "");
  observe?.({
    id: "Step 6",
    taken: true,
    values: { "base directory": directory, path: refPath, ...(query !== undefined ? { query } : {}), buffer },
  });
  return buffer;
}

/**
 * RFC 3986 §5.2.3 (Merge Paths), the part taken from the base: "/" when the base has an authority
 * and an empty path, else all but its last segment (directoryOf). The reference's path follows it.
 */
export function mergeDirectory(basePath: string, baseHasAuthority: boolean): string {
  return baseHasAuthority && basePath === "" ? "/" : directoryOf(basePath);
}

/**
 * RFC 3986 §3.3: "If a URI does not contain an authority component, then the path cannot begin
 * with two slash characters". A path that an algorithm built (a merge, a removal of dot segments,
 * a normalization) can; recomposed (RFC 3986 §5.3) after no authority it would read as one, a
 * different URI. "/." in front keeps it a path naming the same segments (remove_dot_segments takes
 * the "." away again): the remedy RFC 3986 implementations and the WHATWG URL standard use.
 */
export function keptAPath(path: string, hasAuthority: boolean): string {
  return !hasAuthority && path.startsWith("//") ? "/." + path : path;
}
