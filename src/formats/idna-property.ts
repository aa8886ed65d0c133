// The IDNA2008 derived property of a code point (RFC 5892 §3), computed as RFC 5892 §2 defines its
// categories, from the Unicode properties the JavaScript engine knows (its regular expressions'
// property escapes: General_Category, Default_Ignorable_Code_Point, White_Space,
// Noncharacter_Code_Point, Changes_When_NFKC_Casefolded). No table: the engine's Unicode version is
// the one used (Node 20: Unicode 15.1 or later), as RFC 5892 §5.1 expects a current version's
// derivation. The block and Hangul ranges and the exceptions are RFC 5892's own lists.

export const PVALID = 0;
export const CONTEXTJ = 1;
export const CONTEXTO = 2;
const DISALLOWED = 3;
const UNASSIGNED = 4;
export type DerivedProperty = 0 | 1 | 2 | 3 | 4;

/** RFC 5892 §2.6 Exceptions (F): PVALID, CONTEXTO and DISALLOWED by code point. */
const EXCEPTIONS = /* @__PURE__ */ new Map<number, DerivedProperty>([
  // PVALID -- Would otherwise have been DISALLOWED
  [0x00df, PVALID], // LATIN SMALL LETTER SHARP S
  [0x03c2, PVALID], // GREEK SMALL LETTER FINAL SIGMA
  [0x06fd, PVALID], // ARABIC SIGN SINDHI AMPERSAND
  [0x06fe, PVALID], // ARABIC SIGN SINDHI POSTPOSITION MEN
  [0x0f0b, PVALID], // TIBETAN MARK INTERSYLLABIC TSHEG
  [0x3007, PVALID], // IDEOGRAPHIC NUMBER ZERO
  // CONTEXTO -- Would otherwise have been DISALLOWED
  [0x00b7, CONTEXTO], // MIDDLE DOT
  [0x0375, CONTEXTO], // GREEK LOWER NUMERAL SIGN (KERAIA)
  [0x05f3, CONTEXTO], // HEBREW PUNCTUATION GERESH
  [0x05f4, CONTEXTO], // HEBREW PUNCTUATION GERSHAYIM
  [0x30fb, CONTEXTO], // KATAKANA MIDDLE DOT
  // CONTEXTO -- Would otherwise have been PVALID
  .../* @__PURE__ */ Array.from(
    { length: 10 },
    (_, k) => [0x0660 + k, CONTEXTO] as [number, DerivedProperty],
  ), // ARABIC-INDIC DIGIT ZERO..NINE
  .../* @__PURE__ */ Array.from(
    { length: 10 },
    (_, k) => [0x06f0 + k, CONTEXTO] as [number, DerivedProperty],
  ), // EXTENDED ARABIC-INDIC DIGIT ZERO..NINE
  // DISALLOWED -- Would otherwise have been PVALID
  [0x0640, DISALLOWED], // ARABIC TATWEEL
  [0x07fa, DISALLOWED], // NKO LAJANYALAN
  [0x302e, DISALLOWED], // HANGUL SINGLE DOT TONE MARK
  [0x302f, DISALLOWED], // HANGUL DOUBLE DOT TONE MARK
  [0x3031, DISALLOWED], // VERTICAL KANA REPEAT MARK
  [0x3032, DISALLOWED], // VERTICAL KANA REPEAT WITH VOICED SOUND MARK
  [0x3033, DISALLOWED], // VERTICAL KANA REPEAT MARK UPPER HALF
  [0x3034, DISALLOWED], // VERTICAL KANA REPEAT WITH VOICED SOUND MARK UPPER HA
  [0x3035, DISALLOWED], // VERTICAL KANA REPEAT MARK LOWER HALF
  [0x303b, DISALLOWED], // VERTICAL IDEOGRAPHIC ITERATION MARK
]);

/** RFC 5892 §2.1 LetterDigits (A): General_Category Ll, Lu, Lo, Nd, Lm, Mn, Mc. */
const LETTER_DIGITS = /^[\p{Ll}\p{Lu}\p{Lo}\p{Nd}\p{Lm}\p{Mn}\p{Mc}]$/u;
/** RFC 5892 §2.2 Unstable (B): toNFKC(toCaseFold(toNFKC(cp))) != cp, Unicode's Changes_When_NFKC_Casefolded. */
const UNSTABLE = /^\p{Changes_When_NFKC_Casefolded}$/u;
/** RFC 5892 §2.3 IgnorableProperties (C): Default_Ignorable_Code_Point, White_Space, Noncharacter_Code_Point. */
const IGNORABLE_PROPERTIES =
  /^[\p{Default_Ignorable_Code_Point}\p{White_Space}\p{Noncharacter_Code_Point}]$/u;
/** RFC 5892 §2.10 Unassigned (J): General_Category Cn, and not Noncharacter_Code_Point. */
const UNASSIGNED_CP = /^(?!\p{Noncharacter_Code_Point})\p{Cn}$/u;

/** The derived property of a code point: RFC 5892 §3's algorithm, one line per step. */
export function derivedProperty(cp: number): DerivedProperty {
  const exception = EXCEPTIONS.get(cp);
  if (exception !== undefined) return exception; // If .cp. .in. Exceptions Then Exceptions(cp);
  // Else If .cp. .in. BackwardCompatible Then BackwardCompatible(cp); -- (G) is empty (RFC 5892 §2.7)
  const ch = String.fromCodePoint(cp);
  if (UNASSIGNED_CP.test(ch)) return UNASSIGNED; // Else If .cp. .in. Unassigned Then UNASSIGNED;
  // Else If .cp. .in. LDH Then PVALID; -- (E) RFC 5892 §2.5: U+002D, U+0030..0039, U+0061..007A
  if (cp === 0x2d || (cp >= 0x30 && cp <= 0x39) || (cp >= 0x61 && cp <= 0x7a)) return PVALID;
  if (cp === 0x200c || cp === 0x200d) return CONTEXTJ; // Else If .cp. .in. JoinControl Then CONTEXTJ; -- (H)
  if (UNSTABLE.test(ch)) return DISALLOWED; // Else If .cp. .in. Unstable Then DISALLOWED;
  if (IGNORABLE_PROPERTIES.test(ch)) return DISALLOWED; // Else If .cp. .in. IgnorableProperties Then DISALLOWED;
  // Else If .cp. .in. IgnorableBlocks Then DISALLOWED; -- (D) RFC 5892 §2.4: Combining Diacritical
  // Marks for Symbols, Musical Symbols, Ancient Greek Musical Notation
  if ((cp >= 0x20d0 && cp <= 0x20ff) || (cp >= 0x1d100 && cp <= 0x1d24f)) return DISALLOWED;
  // Else If .cp. .in. OldHangulJamo Then DISALLOWED; -- (I) RFC 5892 §2.9: Hangul_Syllable_Type L, V, T
  if ((cp >= 0x1100 && cp <= 0x11ff) || (cp >= 0xa960 && cp <= 0xa97c) || (cp >= 0xd7b0 && cp <= 0xd7fb))
    return DISALLOWED;
  if (LETTER_DIGITS.test(ch)) return PVALID; // Else If .cp. .in. LetterDigits Then PVALID;
  return DISALLOWED; // Else DISALLOWED;
}

/**
 * General_Category Mn or Me: a permitted code point of Bidi_Class NSM (RFC 5893 §2) is one, and a
 * mark is NSM, but for the few that IDNA_TABLES.nsmExceptions lists (./idna.ts, ./idna-tables.ts).
 */
export const MARK = /^[\p{Mn}\p{Me}]$/u;
/**
 * General_Category Mn, Me or Cf: a permitted code point of Joining_Type T (RFC 5892 Appendix A.1) is
 * one, and one of these is T, but for the few that IDNA_TABLES.joinTExceptions lists (Unicode's
 * ArabicShaping.txt: "those that are not explicitly listed and that are of General Category Mn, Me,
 * or Cf have joining type T").
 */
export const MARK_OR_FORMAT = /^[\p{Mn}\p{Me}\p{Cf}]$/u;

/**
 * NFKC_Casefold as the engine's Unicode data gives it, for one code point (undefined: unchanged):
 * NFKC, case folding (upper case, then lower case), NFKC. What UTS #46's IDNA Mapping Table maps
 * with, but for its exceptions (./uts46.ts).
 */
export function nfkcCasefold(cp: number): string | undefined {
  const c = String.fromCodePoint(cp);
  if (!UNSTABLE.test(c)) return undefined;
  return c.normalize("NFKC").toUpperCase().toLowerCase().normalize("NFKC");
}
