// The shortcut of src/semantics/normalize.ts: most URIs are already in normal form (RFC 3986
// §6.2.2, §6.2.3), and one pass of the recognizer with an automaton beside it says so from the
// delimiters alone; else, where the components are says it without slicing them out.
import { dotSegmentIn } from "./remove-dot-segments.js";
import { work } from "./work.js";
import {
  AUTHORITY_SPAN,
  HOST_SPAN,
  PATH_SPAN,
  PORT_SPAN,
  SCHEME_SPAN,
  type Spans,
} from "../syntax/components.js";
import { type Companion, unpackCompanion } from "../../automata/format.js";
import { normalFormScheme, normalFormSyntax } from "../../generated/companions.js";
import { type NormalizationLevel, type NormalizeContext } from "./normalize-context.js";
import { UPPER } from "./normal-form.js";

let normalForms: { syntax: Companion; scheme: Companion } | undefined;

/**
 * The shortcut's automaton of a level (its spec: src/semantics/normal-form-companion.ts; its
 * tables: generated/companions.ts), unpacked on first use.
 */
export function normalFormAt(level: NormalizationLevel): Companion {
  normalForms ??= { syntax: unpackCompanion(normalFormSyntax), scheme: unpackCompanion(normalFormScheme) };
  return normalForms[level];
}

/** What the shortcut's run records: nothing (its automaton has no events). */
export const NO_EVENTS = new Int32Array(0);

/**
 * Whether RFC 3986 §6.2.2 certainly leaves the components as they are: no percent-encoding at all
 * (§6.2.2.1 and §6.2.2.2 would touch only those), no capital letter up to the end of the host
 * (§6.2.2.1 lower-cases the scheme and the host), and no dot segment where §6.2.2.3 removes them.
 * A capital letter in the userinfo, which stays as it is, also says "no": the full normal form is
 * then computed, and it is the input. One regular expression over scheme, userinfo and host is
 * cheaper than a loop over each (test/semantics/properties.test.ts holds the answer to the full
 * normal form).
 */
export function inSyntaxNormalForm(context: NormalizeContext, uri: string, spans: Spans): boolean {
  meter: work.units += uri.length;
  if (uri.includes("%")) return false;
  const hostEnd = spans[HOST_SPAN + 1]!;
  const headEnd = hostEnd >= 0 ? hostEnd : spans[SCHEME_SPAN + 1]!;
  if (headEnd > 0 && UPPER.test(uri.slice(0, headEnd))) return false;
  const start = spans[PATH_SPAN]!;
  const end = spans[PATH_SPAN + 1]!;
  if (context.dotSegments === "none") return true;
  if (
    spans[SCHEME_SPAN]! >= 0 ||
    spans[AUTHORITY_SPAN]! >= 0 ||
    (start < end && uri.charCodeAt(start) === 0x2f)
  )
    return dotSegmentIn(uri, start, end) === -1;
  return true;
}

/**
 * Whether RFC 3986 §6.2.3, after §6.2.2 left the components as they are, certainly leaves them too:
 * it changes only a port (an empty or default one is omitted) and an empty path with an authority
 * ("/" for http), so a URI without a port whose path is not empty (or without an authority) is
 * already in normal form.
 */
export function inSchemeNormalForm(context: NormalizeContext, spans: Spans): boolean {
  if (context.schemeBased === "none" || spans[AUTHORITY_SPAN]! < 0) return true;
  if (spans[PORT_SPAN]! >= 0) return false;
  return context.schemeBased !== "port-and-path" || spans[PATH_SPAN + 1]! > spans[PATH_SPAN]!;
}
