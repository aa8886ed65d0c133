// The partial form of the 1993 URL draft (T. Berners-Lee, IETF URL WG Internet Draft, July 1993,
// section Recommendations, "Partial form"), rule for rule. The 1994 draft (URL Internet Draft 03)
// refers to the same partial form and gives no algorithm of its own.
//
// The draft's rules, in order:
//  1. If the schemes differ, the whole absolute locator is given: a reference with a scheme is its
//     own target. Otherwise the scheme is omitted (it is the context's).
//  2. If the host and/or port differ, host, port and all the rest are given: a reference with a
//     host keeps its host, port and path (nothing is taken from the context but the scheme).
//  3. Otherwise the path is given absolute (leading slash: it replaces the context's path) or
//     relative: the last part of the context's path (after its rightmost slash) is removed and the
//     partial URL appended in its place; within the result, "/xxx/.." and "/." (complete path
//     elements) are removed, recursively (removeDotElements1993). The draft gives this removal
//     only for relative paths.
//
// Interpretations (the draft is prose):
//  - "A partial form can be distinguished from a full form in that a full form must have a colon
//    and that colon must occur before any slash characters": a reference is a full form when the
//    first of ":", "/", "?" and "#" in it is a ":", and then the scheme ends at that colon. The
//    1994 draft's "url:" before a full form (prefixedurl, the record's fullFormPrefix) is no
//    scheme, yet part of the URL (section PrePrefix: a URL "must start with" it): a partial form
//    in a prefixed context takes it with the scheme, so its target is prefixed too.
//  - The search part belongs to "the given partial URL": the target's query is the reference's.
//  - The fragment is the reference's. A reference that is only a fragment (or empty) has nothing to
//    append and names the context object itself: its target is the context with that fragment.
//  - The path of a full form is everything after the scheme and the host (`//` hostport) up to the
//    search: with the "/" that the BNF puts between the host and its `path` (`h t t p : / /
//    hostport [ / path ]`), so that every character of the context is kept. A context with a host
//    and no path has the path "/".
//  - "Within the result" is within the resulting path: a host is no path element.
//
// The algorithm works on the strings themselves (resolvePartialFormText, what resolve() runs): the
// draft's rules are string operations, and the components the drafts' grammars give do not hold
// every character of a URL (WAIS and gopher parts, the "/" after the host). resolvePartialForm1993
// is the same rules on components, for resolveComponents and the ALGORITHMS table.
import type { Components } from "../syntax/components.js";
import { removeDotElements1993 } from "./remove-dot-segments.js";
import type { ResolutionAlgorithm, ResolveOptions } from "./types.js";
import { work } from "./work.js";

export { removeDotElements1993 } from "./remove-dot-segments.js";

/** A URL or partial URL cut where the partial form's rules cut it; together they are the text. */
export interface PartialFormPieces {
  /** The 1994 draft's "url:" in front of a full form, or "". */
  prefix: string;
  /** The full form's scheme and its ":"; "" in a partial form. */
  head: string;
  /** "//" and the hostport (login) after it, when given. */
  host: string | undefined;
  /** Up to the search: with its leading "/" when it has one. */
  path: string;
  /** After "?", when given. */
  search: string | undefined;
  /** After "#", when given. */
  fragment: string | undefined;
}

/** Whether `text` is a full form: its first ":", "/", "?" or "#" is a ":" (see above). */
export function isFullForm(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x3a) {
      work.units += i + 1;
      return true;
    }
    if (c === 0x2f || c === 0x3f || c === 0x23) {
      work.units += i + 1;
      return false;
    }
  }
  work.units += text.length;
  return false;
}

/**
 * Cuts a URL or partial URL (already valid under the variant) into the partial form's pieces:
 * fragment from the first "#" and search from the first "?" (neither is an xalpha), the head up to
 * the scheme's ":" (after `prefix`, when the text begins with it), then "//" and the hostport up to
 * the next "/".
 */
export function partialFormPieces(text: string, prefix: string | undefined): PartialFormPieces {
  const n = text.length;
  const hash = text.indexOf("#");
  const beforeHash = hash === -1 ? n : hash;
  const question = text.indexOf("?");
  const pathEnd = question !== -1 && question < beforeHash ? question : beforeHash;
  work.units += n;
  let at = 0;
  let head = "";
  let wrapper = "";
  if (isFullForm(text)) {
    if (prefix !== undefined && text.startsWith(prefix) && isFullForm(text.slice(prefix.length))) {
      wrapper = prefix;
      at = prefix.length;
    }
    const colon = text.indexOf(":", at) + 1;
    head = text.slice(at, colon);
    at = colon;
  }
  let host: string | undefined;
  if (text.startsWith("//", at) && at + 2 <= pathEnd) {
    const slash = text.indexOf("/", at + 2);
    const hostEnd = slash === -1 || slash > pathEnd ? pathEnd : slash;
    host = text.slice(at, hostEnd);
    at = hostEnd;
  }
  return {
    prefix: wrapper,
    head,
    host,
    path: text.slice(at, pathEnd),
    search: pathEnd < beforeHash ? text.slice(pathEnd + 1, beforeHash) : undefined,
    fragment: hash === -1 ? undefined : text.slice(hash + 1),
  };
}

/** The pieces joined again: the text they were cut from. */
export function joinPartialFormPieces(p: PartialFormPieces): string {
  let out = p.prefix + p.head + (p.host ?? "") + p.path;
  if (p.search !== undefined) out += "?" + p.search;
  if (p.fragment !== undefined) out += "#" + p.fragment;
  work.units += out.length;
  return out;
}

/** The context's path as the rules read it: "/" for a context with a host and no path. */
function contextPath(base: PartialFormPieces): string {
  return base.host !== undefined && base.path === "" ? "/" : base.path;
}

/** Rules 2 and 3 on pieces: the reference is a partial form (rule 1 is the caller's). */
export function resolvePartialPieces(
  base: PartialFormPieces,
  reference: PartialFormPieces,
): PartialFormPieces {
  const target: PartialFormPieces = {
    prefix: base.prefix,
    head: base.head,
    host: base.host,
    path: "",
    search: reference.search,
    fragment: reference.fragment,
  };
  if (reference.host !== undefined) {
    // Rule 2: "the host, port name and all the rest of the locator must be given".
    target.host = reference.host;
    target.path = reference.path;
  } else if (reference.path === "" && reference.search === undefined) {
    // Only a fragment (or nothing): the context object itself.
    target.path = base.path;
    target.search = base.search;
  } else if (reference.path.startsWith("/")) {
    // Rule 3: "If a leading slash is present, the path is absolute."
    target.path = reference.path;
  } else {
    // Rule 3: "The last part of the path of the context locator (anything following the rightmost
    // slash) is removed, and the given partial URL appended in its place. Within the result, all
    // occurrences of "/xxx/.." or "/." are recursively removed".
    const context = contextPath(base);
    const directory = context.slice(0, context.lastIndexOf("/") + 1);
    work.units += context.length;
    target.path = removeDotElements1993(directory + reference.path);
  }
  return target;
}

/** The partial form on the strings (both valid under the variant; the base a full form). */
export function resolvePartialFormText(base: string, reference: string, prefix: string | undefined): string {
  // Rule 1: "If the scheme parts are different, the whole absolute locator must be given": a full
  // form is its own target, as written.
  if (isFullForm(reference)) return reference;
  return joinPartialFormPieces(
    resolvePartialPieces(partialFormPieces(base, prefix), partialFormPieces(reference, undefined)),
  );
}

function hasHost(c: Components): boolean {
  return c.host !== undefined || c.authority !== undefined;
}

function authorityOf(c: Components): string {
  if (c.authority !== undefined) return c.authority;
  return (
    (c.userinfo !== undefined ? c.userinfo + "@" : "") + c.host + (c.port !== undefined ? ":" + c.port : "")
  );
}

/** Components as pieces: a path after a host gets the "/" that the drafts' path leaves out. */
function piecesOf(c: Components): PartialFormPieces {
  const host = hasHost(c) ? "//" + authorityOf(c) : undefined;
  const path = host !== undefined && c.path !== "" && !c.path.startsWith("/") ? "/" + c.path : c.path;
  return {
    prefix: "",
    head: c.scheme !== undefined ? c.scheme + ":" : "",
    host,
    path,
    search: c.query,
    fragment: c.fragment,
  };
}

function copyHost(target: Components, from: Components): void {
  if (from.authority !== undefined) target.authority = from.authority;
  if (from.userinfo !== undefined) target.userinfo = from.userinfo;
  if (from.host !== undefined) target.host = from.host;
  if (from.port !== undefined) target.port = from.port;
}

/** The same rules on components (resolveComponents, ALGORITHMS["partial-form-1993"]). */
export const resolvePartialForm1993: ResolutionAlgorithm = (
  base: Components,
  reference: Components,
  _options: ResolveOptions,
) => {
  if (reference.scheme !== undefined) {
    // Rule 1: a full form.
    const target: Components = { ...reference };
    target.path = piecesOf(reference).path;
    return target;
  }
  const pieces = resolvePartialPieces(piecesOf(base), piecesOf(reference));
  const target: Components = { path: pieces.path };
  if (base.scheme !== undefined) target.scheme = base.scheme;
  copyHost(target, hasHost(reference) ? reference : base);
  if (pieces.search !== undefined) target.query = pieces.search;
  if (pieces.fragment !== undefined) target.fragment = pieces.fragment;
  return target;
};
