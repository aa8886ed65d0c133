// RFC 3986 §5.3 component recomposition, for the records whose normal form is the generic one.
import type { Components } from "../syntax/components.js";

export function recomposeGeneric(c: Components): string {
  let out = "";
  if (c.scheme !== undefined) out += c.scheme + ":";
  if (c.authority !== undefined) out += "//" + c.authority;
  out += c.path;
  if (c.query !== undefined) out += "?" + c.query;
  if (c.fragment !== undefined) out += "#" + c.fragment;
  return out;
}
