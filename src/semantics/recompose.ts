// RFC 3986 §5.3, Component Recomposition.
import type { PartialComponents } from "../syntax/components.js";
import { work } from "./work.js";
import { describeValue } from "../arguments.js";

/**
 * Joins components into a URI reference (RFC 3986 §5.3), keeping the difference between an
 * undefined component (no separator) and an empty one (separator, nothing after it).
 * When `authority` is undefined but `host` is given, the authority is built from userinfo, host
 * and port. `params` (RFC 1808) follows the path after ";".
 */
export function recompose(components: PartialComponents): string {
  if (typeof components !== "object" || components === null)
    throw new TypeError(`recompose: expected components (an object), got ${describeValue(components)}`);
  const { scheme, userinfo, host, port, path = "", params, query, fragment } = components;
  let authority = components.authority;
  if (authority === undefined && host !== undefined)
    authority =
      (userinfo !== undefined ? `${userinfo}@` : "") + host + (port !== undefined ? `:${port}` : "");
  return recomposeParts(scheme, authority, path, params, query, fragment);
}

/**
 * RFC 3986 §5.3 on the authority whole: what recompose and the algorithms that build a target from
 * its pieces (src/semantics/resolve/rfc3986.ts) join. `params` (RFC 1808 §2.4.3) follows the path.
 */
export function recomposeParts(
  scheme: string | undefined,
  authority: string | undefined,
  path: string,
  params: string | undefined,
  query: string | undefined,
  fragment: string | undefined,
): string {
  let result = "";
  if (scheme !== undefined) result += scheme + ":";
  if (authority !== undefined) result += "//" + authority;
  result += path;
  if (params !== undefined) result += ";" + params;
  if (query !== undefined) result += "?" + query;
  if (fragment !== undefined) result += "#" + fragment;
  meter: work.units += result.length;
  return result;
}
