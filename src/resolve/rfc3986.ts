// RFC 3986 §5.2.2 (Transform References) and §5.2.3 (Merge Paths), on parsed components.
import {
  AUTHORITY_SPAN,
  type Components,
  FRAGMENT_SPAN,
  PATH_SPAN,
  QUERY_SPAN,
  SCHEME_SPAN,
  type Spans,
  spanText,
} from "../syntax/components.js";
import { removeDotSegments, removeDotSegmentsMerged } from "./remove-dot-segments.js";
import type { ResolutionAlgorithm, ResolveOptions } from "./types.js";

/** Copies the authority and its subcomponents (the §5.2.2 "T.authority = X.authority"). */
function withAuthority(target: Components, from: Components): void {
  if (from.authority === undefined) return;
  target.authority = from.authority;
  if (from.userinfo !== undefined) target.userinfo = from.userinfo;
  if (from.host !== undefined) target.host = from.host;
  if (from.port !== undefined) target.port = from.port;
}

/**
 * What §5.2.3 keeps of the base path before a relative-path reference is appended: everything up to
 * and including its last "/" ("" when it has none), or "/" when the base has an authority and an
 * empty path.
 */
function directoryOf(basePath: string, baseHasAuthority: boolean): string {
  if (baseHasAuthority && basePath === "") return "/";
  return basePath.slice(0, basePath.lastIndexOf("/") + 1);
}

/**
 * R.scheme as §5.2.2 reads it: for non-strict parsers, a scheme equal to the base's is ignored.
 * Schemes are compared case-insensitively, since "HTTP" and "http" are the same scheme (§3.1).
 */
function referenceScheme(
  baseScheme: string | undefined,
  scheme: string | undefined,
  options: ResolveOptions,
): string | undefined {
  if (
    !(options.strict ?? true) &&
    scheme !== undefined &&
    baseScheme !== undefined &&
    scheme.toLowerCase() === baseScheme.toLowerCase()
  )
    return undefined;
  return scheme;
}

/**
 * The pseudocode of §5.2.2, step for step. "defined" is "the key is present" (§5.3 components).
 * The base's fragment is never read (§5.2.1: it is ignored). A path left beginning with "//" and
 * no authority gets "/." in front (below).
 */
export const resolveRfc3986: ResolutionAlgorithm = (
  base: Components,
  reference: Components,
  options: ResolveOptions,
) => {
  const scheme = referenceScheme(base.scheme, reference.scheme, options);
  const target: Components = { path: "" };
  if (scheme !== undefined) {
    target.scheme = scheme;
    withAuthority(target, reference);
    target.path = removeDotSegments(reference.path);
    if (reference.query !== undefined) target.query = reference.query;
  } else {
    if (reference.authority !== undefined) {
      withAuthority(target, reference);
      target.path = removeDotSegments(reference.path);
      if (reference.query !== undefined) target.query = reference.query;
    } else {
      if (reference.path === "") {
        target.path = base.path;
        if (reference.query !== undefined) target.query = reference.query;
        else if (base.query !== undefined) target.query = base.query;
      } else {
        if (reference.path.startsWith("/")) target.path = removeDotSegments(reference.path);
        else
          target.path = removeDotSegmentsMerged(
            directoryOf(base.path, base.authority !== undefined),
            reference.path,
          );
        if (reference.query !== undefined) target.query = reference.query;
      }
      withAuthority(target, base);
    }
    if (base.scheme !== undefined) target.scheme = base.scheme;
  }
  if (reference.fragment !== undefined) target.fragment = reference.fragment;
  // A target without an authority whose path begins with "//" (`x:` + `/..//g` gives the path
  // "//g" by §5.2.4) would recompose (§5.3) as "x://g", a different URI whose authority is "g";
  // §3.3 forbids such a path. "/." in front keeps it a path and is removed again by
  // remove_dot_segments, so the target is the same resource: the remedy RFC 3986 implementations
  // (and the WHATWG URL standard) use.
  if (target.authority === undefined && target.path.startsWith("//")) target.path = "/." + target.path;
  return target;
};

/**
 * §5.2.2 and §5.3 in one pass, on where the components are (Spans, src/syntax/components.ts)
 * rather than on components: the target's string, without slicing out components it does not
 * need, building its components and then reading them back (what resolve() wants; resolveComponents
 * and the other callers keep the components form above). The decisions are the pseudocode's, in
 * its order; the base's fragment is not read (§5.2.1). The target never has userinfo, host or port
 * without its authority (the "T.authority" assignments copy the authority with them), so §5.3 only
 * needs the authority. A target without an authority whose path begins with "//" gets "/." in
 * front, as the components form does (§3.3). Both spans must have a
 * path (a URI reference always has one). test/semantics/properties.test.ts checks that both forms
 * agree.
 */
export function resolveRfc3986Spans(
  base: string,
  b: Spans,
  reference: string,
  r: Spans,
  options: ResolveOptions,
): string {
  const baseScheme = spanText(base, b, SCHEME_SPAN);
  let scheme = referenceScheme(baseScheme, spanText(reference, r, SCHEME_SPAN), options);
  let authority: string | undefined;
  let path: string;
  let query = spanText(reference, r, QUERY_SPAN);
  const referencePath = reference.slice(r[PATH_SPAN], r[PATH_SPAN + 1]);
  if (scheme !== undefined) {
    authority = spanText(reference, r, AUTHORITY_SPAN);
    path = removeDotSegments(referencePath);
  } else {
    scheme = baseScheme;
    authority = spanText(reference, r, AUTHORITY_SPAN);
    if (authority !== undefined) path = removeDotSegments(referencePath);
    else {
      authority = spanText(base, b, AUTHORITY_SPAN);
      if (referencePath === "") {
        path = base.slice(b[PATH_SPAN], b[PATH_SPAN + 1]);
        if (query === undefined) query = spanText(base, b, QUERY_SPAN);
      } else if (referencePath.charCodeAt(0) === 0x2f) path = removeDotSegments(referencePath);
      else {
        const basePath = base.slice(b[PATH_SPAN], b[PATH_SPAN + 1]);
        path = removeDotSegmentsMerged(directoryOf(basePath, authority !== undefined), referencePath);
      }
    }
  }
  // §5.3, with the scheme's ":" and the authority's "//" as one piece ("://").
  let result: string;
  if (authority !== undefined) result = (scheme === undefined ? "//" : scheme + "://") + authority + path;
  else {
    if (path.startsWith("//")) path = "/." + path;
    result = scheme === undefined ? path : scheme + ":" + path;
  }
  if (query !== undefined) result += "?" + query;
  const fragmentStart = r[FRAGMENT_SPAN]!;
  if (fragmentStart >= 0) result += "#" + reference.slice(fragmentStart, r[FRAGMENT_SPAN + 1]);
  return result;
}
