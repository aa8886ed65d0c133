// What a reference already in normal form looks like at its delimiters (RFC 3986 §6.2.2, §6.2.3),
// written as a companion of the recognizer (automata/beside.ts) for normalize's shortcut
// (src/semantics/normal-form-shortcut.ts). scripts/build.ts compiles it, at each level, into
// generated/companions.ts (automata/companion.ts); nothing in the library imports this spec.
import type { CompanionSpec } from "../../automata/companion.js";
import type { NormalizationLevel } from "./normalize-context.js";

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
export function certainlyNormal(
  level: NormalizationLevel,
): CompanionSpec<NormalState, keyof typeof NORMAL_CLASSES, never> {
  const schemeLevel = level === "scheme";
  return {
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
  };
}
