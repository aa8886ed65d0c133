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
import { type Companion, companion } from "../../automata/beside.js";
import { type NormalizationLevel, type NormalizeContext } from "./normalize-context.js";
import { UPPER } from "./normal-form.js";

/** The classes of characters the shortcut looks at (every other character is "other"). */
const NORMAL_CLASSES = {
  lower: "abcdefghijklmnopqrstuvwxyz",
  upper: "ABCDEFGHIJKLMNOPQRSTUVWXYZ",
  digit: "0123456789",
  sign: "+-",
  dot: ".",
  slash: "/",
  question: "?",
  hash: "#",
  colon: ":",
  at: "@",
  percent: "%",
};
type NormalClass = keyof typeof NORMAL_CLASSES | "other";
type NormalState =
  | "start"
  | "schemeOrSegment"
  | "firstSegment"
  | "firstDot"
  | "firstDots"
  | "slash"
  | "afterScheme"
  | "authority"
  | "afterSlash"
  | "segment"
  | "dot"
  | "dots"
  | "queryOrFragment";
type NormalOn = { readonly [C in NormalClass]: readonly [NormalState] | null };

/** Every class to `to`, but those `except` names (to the state they name, or null: give up). */
function all(to: NormalState, except: Partial<Record<NormalClass, NormalState | null>> = {}): NormalOn {
  const on = {} as Record<NormalClass, readonly [NormalState] | null>;
  for (const c of [...Object.keys(NORMAL_CLASSES), "other"] as NormalClass[]) {
    const target = Object.hasOwn(except, c) ? except[c]! : to;
    on[c] = target === null ? null : [target];
  }
  return on;
}

/**
 * An RFC 3986 URI reference that this automaton reads to the end, in a state that may end, is
 * certainly in normal form (RFC 3986 §6.2.2; at level "scheme" also §6.2.3), read at its
 * delimiters as RFC 3986 Appendix B and §3.2 read a reference (src/syntax/delimited.ts; for a
 * string the grammar accepts, the parts are its components). It runs beside the recognizer
 * (automata/beside.ts), so that one pass says "a reference, and in normal form": the input is
 * then the answer. Where it gives up, the full computation decides (and gives the same answer on
 * what it reads to the end: test/semantics/properties.test.ts holds normalize to the normal form
 * of the components). What it reads to the end:
 *   scheme ":" ( "//" AUTH ("/" SEG)* | "/" [SEG-NZ ("/" SEG)*] | SEG-NZ ("/" SEG)* | "" )
 *   or ( "//" AUTH ("/" SEG)* | "/" [SEG-NZ ("/" SEG)*] | SEG-NZ-NC ("/" SEG)* | "" ),
 *   then ["?" or "#", and anything but "%"]
 * - the scheme all lower case (§6.2.2.1); a relative reference's first segment without ":" (else a
 *   scheme with a capital letter would read as a relative path);
 * - AUTH: an authority without a capital letter (§6.2.2.1), port (§6.2.3), userinfo (whose case
 *   stays; the full computation says) or "%"; at the scheme level, a path after it that is not
 *   empty (§6.2.3);
 * - SEG: a segment that is not "." or ".." (§6.2.2.3) and holds no "%" (§6.2.2.1, §6.2.2.2);
 *   SEG-NZ not empty either, SEG-NZ-NC also without ":";
 * - no "%" in the query and fragment either.
 */
export function certainlyNormal(level: NormalizationLevel): Companion {
  const schemeLevel = level === "scheme";
  return companion<NormalState, keyof typeof NORMAL_CLASSES, never>({
    classes: NORMAL_CLASSES,
    events: [],
    start: "start",
    states: {
      start: {
        on: all("firstSegment", {
          lower: "schemeOrSegment",
          dot: "firstDot",
          slash: "slash",
          question: "queryOrFragment",
          hash: "queryOrFragment",
          colon: null,
          percent: null,
        }),
        accepts: true,
      },
      schemeOrSegment: {
        on: all("firstSegment", {
          lower: "schemeOrSegment",
          digit: "schemeOrSegment",
          sign: "schemeOrSegment",
          dot: "schemeOrSegment",
          colon: "afterScheme",
          slash: "afterSlash",
          question: "queryOrFragment",
          hash: "queryOrFragment",
          percent: null,
        }),
        accepts: true,
      },
      firstSegment: {
        on: all("firstSegment", {
          colon: null,
          percent: null,
          slash: "afterSlash",
          question: "queryOrFragment",
          hash: "queryOrFragment",
        }),
        accepts: true,
      },
      firstDot: {
        on: all("firstSegment", {
          dot: "firstDots",
          slash: null,
          question: null,
          hash: null,
          colon: null,
          percent: null,
        }),
        accepts: false,
      },
      firstDots: {
        on: all("firstSegment", { slash: null, question: null, hash: null, colon: null, percent: null }),
        accepts: false,
      },
      slash: {
        on: all("segment", {
          slash: "authority",
          dot: "dot",
          question: "queryOrFragment",
          hash: "queryOrFragment",
          percent: null,
        }),
        accepts: true,
      },
      afterScheme: {
        on: all("segment", {
          slash: "slash",
          dot: "dot",
          question: "queryOrFragment",
          hash: "queryOrFragment",
          percent: null,
        }),
        accepts: true,
      },
      authority: {
        on: all("authority", {
          slash: "afterSlash",
          question: schemeLevel ? null : "queryOrFragment",
          hash: schemeLevel ? null : "queryOrFragment",
          upper: null,
          colon: null,
          at: null,
          percent: null,
        }),
        accepts: !schemeLevel,
      },
      afterSlash: {
        on: all("segment", {
          slash: "afterSlash",
          dot: "dot",
          question: "queryOrFragment",
          hash: "queryOrFragment",
          percent: null,
        }),
        accepts: true,
      },
      segment: {
        on: all("segment", {
          slash: "afterSlash",
          question: "queryOrFragment",
          hash: "queryOrFragment",
          percent: null,
        }),
        accepts: true,
      },
      dot: {
        on: all("segment", { dot: "dots", slash: null, question: null, hash: null, percent: null }),
        accepts: false,
      },
      dots: {
        on: all("segment", { slash: null, question: null, hash: null, percent: null }),
        accepts: false,
      },
      queryOrFragment: { on: all("queryOrFragment", { percent: null }), accepts: true },
    },
  });
}

let normalForms: { syntax: Companion; scheme: Companion } | undefined;

/** The shortcut's automaton of a level (compiled on first use). */
export function normalFormAt(level: NormalizationLevel): Companion {
  normalForms ??= { syntax: certainlyNormal("syntax"), scheme: certainlyNormal("scheme") };
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
