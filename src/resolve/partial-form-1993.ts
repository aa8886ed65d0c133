// The partial form of the 1993 URL draft (T. Berners-Lee, IETF URL WG Internet Draft, July 1993,
// section Recommendations, "Partial form"), rule for rule, on components. The 1994 draft (URL
// Internet Draft 03) refers to the same partial form and gives no algorithm of its own.
//
// The draft's rules, in order:
//  1. If the schemes differ, the whole absolute locator is given: a reference with a scheme is its
//     own target. Otherwise the scheme is omitted (it is the context's).
//  2. If the host and/or port differ, host, port and all the rest are given: a reference with a
//     host keeps its host, port and path (nothing is taken from the context but the scheme).
//  3. Otherwise the path is given absolute (leading slash: it replaces the context's path) or
//     relative: the last part of the context's path (after its rightmost slash) is removed and the
//     partial URL appended in its place; within the result, "/xxx/.." and "/." (complete path
//     elements) are removed, recursively. The draft gives this removal only for relative paths.
//
// Interpretations (the draft is prose):
//  - The search part belongs to "the given partial URL": the target's query is the reference's.
//  - The fragment is the reference's. A reference that is only a fragment (or empty) has nothing to
//    append and names the context object itself: its target is the context with that fragment.
//  - In a full form the BNF's path follows the "/" after the host and does not include it
//    (`h t t p : / / hostport [ / path ]`); here the context's path is read with that "/" in front
//    when it has a host, and the target's path carries it, so that it recomposes to the URL.
//  - "/xxx/.." is removed only where xxx is a complete element other than ".." (literal reading:
//    "/a/.." goes, "/../g" at the root stays). "/." is removed as written ("/a/." becomes "/a").
import type { Components } from "../syntax/components.js";
import type { ResolutionAlgorithm } from "./types.js";

function hasHost(c: Components): boolean {
  return c.host !== undefined || c.authority !== undefined;
}

/** The context's path as a string: with the "/" that follows the host in a full form. */
function fullPath(c: Components): string {
  if (hasHost(c) && !c.path.startsWith("/")) return "/" + c.path;
  return c.path;
}

/** "Within the result, all occurrences of "/xxx/.." or "/." are recursively removed." */
export function removeDotElements1993(path: string): string {
  let out = path;
  for (;;) {
    const next = out.replace(/\/\.(?=\/|$)/, "").replace(/\/(?!\.\.(?:\/|$))[^/]+\/\.\.(?=\/|$)/, "");
    if (next === out) return out;
    out = next;
  }
}

function copyHost(target: Components, from: Components): void {
  if (from.authority !== undefined) target.authority = from.authority;
  if (from.userinfo !== undefined) target.userinfo = from.userinfo;
  if (from.host !== undefined) target.host = from.host;
  if (from.port !== undefined) target.port = from.port;
}

export const resolvePartialForm1993: ResolutionAlgorithm = (base: Components, reference: Components) => {
  // Rule 1: a full form.
  if (reference.scheme !== undefined) {
    const target: Components = { ...reference };
    target.path = fullPath(reference);
    return target;
  }
  const target: Components = { path: "" };
  if (base.scheme !== undefined) target.scheme = base.scheme;
  if (hasHost(reference)) {
    // Rule 2: host, port and the rest given.
    copyHost(target, reference);
    target.path = fullPath(reference);
  } else {
    copyHost(target, base);
    const onlyFragment = reference.path === "" && reference.query === undefined;
    if (onlyFragment) {
      target.path = fullPath(base);
      if (base.query !== undefined) target.query = base.query;
    } else if (reference.path.startsWith("/")) {
      // Rule 3, absolute path.
      target.path = reference.path;
    } else {
      // Rule 3, relative path.
      const context = fullPath(base);
      const slash = context.lastIndexOf("/");
      target.path = removeDotElements1993(context.slice(0, slash + 1) + reference.path);
    }
  }
  if (reference.query !== undefined) target.query = reference.query;
  if (reference.fragment !== undefined) target.fragment = reference.fragment;
  return target;
};
