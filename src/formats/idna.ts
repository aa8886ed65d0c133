// IDNA2008 validity of labels and domain names (RFC 5890-5893): what idn-hostname, idn-email's
// domain and the A-labels of hostname must satisfy. A U-label is checked as RFC 5891 §4.2 checks a
// label for registration (NFC, §4.2.1; code points, §4.2.2; hyphens, §4.2.3.1; leading combining
// marks, §4.2.3.2; contextual rules, §4.2.3.3 with RFC 5892 Appendix A; Bidi, §4.2.3.4 with
// RFC 5893), an A-label as RFC 5891 §5.4 checks one on lookup (it must decode to a valid U-label
// and encode back to itself). The derived property comes from the engine's Unicode properties
// (./idna-property.ts); Bidi_Class, Joining_Type and Virama from src/formats/idna-tables.ts (from the
// tr46 package), decoded on first use.
import { work } from "../semantics/work.js";
import { IDNA_TABLES } from "./idna-tables.js";
import { CONTEXTJ, CONTEXTO, derivedProperty, MARK, MARK_OR_FORMAT, PVALID } from "./idna-property.js";
import { hex, problem, type FormatProblem } from "./problem.js";
import { punycodeDecode, punycodeEncode } from "./punycode.js";

/** RFC 1034 §3.1: a name is 255 octets on the wire, a length octet per label and the root's: 253 written. */
export const NAME_MOST = 253;
/** RFC 1034 §3.1, RFC 5890 §2.3.2.1: a label, an A-label too, is 63 octets or less. */
export const LABEL_MOST = 63;
/**
 * The most code points a U-label can have: its A-label is "xn--" and the Punycode of its code
 * points, which writes a basic code point as itself and any other as one digit or more (RFC 3492
 * §6.3), so an A-label has at least 4 octets more than its U-label has code points.
 */
export const U_LABEL_MOST = LABEL_MOST - 4;

/** The code points of s[from, to) (a surrogate pair is one). */
export function codePointCount(s: string, from: number, to: number): number {
  let n = to - from;
  for (let i = from; i < to; i++) {
    const c = s.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff && i + 1 < to) {
      const d = s.charCodeAt(i + 1);
      if (d >= 0xdc00 && d <= 0xdfff) (n--, i++);
    }
  }
  meter: work.units += to - from;
  return n;
}

type TableName = keyof typeof IDNA_TABLES;
/** The tables decoded (an object, not a Map: has("rtl", …) reads a named property). */
const decoded: Partial<Record<TableName, Int32Array>> = {};

/** A table's ranges as [start, end, start, end, ...], decoded on first use. */
function ranges(name: TableName): Int32Array {
  let r = decoded[name];
  if (r === undefined) {
    const text: string = IDNA_TABLES[name];
    const parts = text === "" ? [] : text.split(",");
    r = new Int32Array(parts.length * 2);
    let prev = -1;
    parts.forEach((part, k) => {
      const [gap, len] = part.split(".");
      const start = prev + 1 + parseInt(gap!, 36);
      prev = start + parseInt(len!, 36);
      r![2 * k] = start;
      r![2 * k + 1] = prev;
    });
    decoded[name] = r;
  }
  return r;
}

function has(name: TableName, cp: number): boolean {
  const r = ranges(name);
  let lo = 0;
  let hi = r.length / 2 - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (cp < r[2 * mid]!) hi = mid - 1;
    else if (cp > r[2 * mid + 1]!) lo = mid + 1;
    else return true;
  }
  return false;
}

/** Whether IDNA2008 permits a code point: PVALID, CONTEXTJ or CONTEXTO (RFC 5892 §3). */
const isPermitted = (cp: number): boolean => propertyOf(cp) <= CONTEXTO;
/**
 * A permitted code point of Bidi_Class NSM: a mark (General_Category Mn, Me, as the engine knows
 * them) unless the table lists it, or listed and not a mark (./idna-tables.ts).
 */
const isNsm = (cp: number): boolean =>
  isPermitted(cp) && MARK.test(String.fromCodePoint(cp)) !== has("nsmExceptions", cp);
/** A permitted code point of Joining_Type T: Mn, Me or Cf, but for the table's exceptions. */
const isJoinT = (cp: number): boolean =>
  isPermitted(cp) && MARK_OR_FORMAT.test(String.fromCodePoint(cp)) !== has("joinTExceptions", cp);

/** Bidi_Class of a permitted code point, as RFC 5893 §2 groups it. */
type Bidi = "L" | "RAL" | "AN" | "EN" | "NSM" | "NEUTRAL" | "OTHER";
function bidiClass(cp: number): Bidi {
  if (cp < 0x80)
    return cp >= 0x30 && cp <= 0x39 ? "EN" : (cp | 0x20) >= 0x61 && (cp | 0x20) <= 0x7a ? "L" : "NEUTRAL";
  if (has("rtl", cp)) return "RAL";
  if (has("an", cp)) return "AN";
  if (has("en", cp)) return "EN";
  if (isNsm(cp)) return "NSM";
  if (has("neutral", cp)) return "NEUTRAL";
  return has("other", cp) ? "OTHER" : "L";
}

const SECTION_HYPHEN = "RFC 5891 §4.2.3.1";
/** The code points of s (a surrogate pair is one). */
function codePoints(s: string): number[] {
  const out: number[] = [];
  for (let i = 0; i < s.length; i++) {
    const cp = s.codePointAt(i)!;
    out.push(cp);
    if (cp > 0xffff) i++;
  }
  return out;
}

/**
 * derivedProperty of the code points met lately (it tests up to six of the engine's Unicode
 * properties a code point): labels of a script share most of theirs. At most 4,096 kept.
 */
const properties = /* @__PURE__ */ new Map<number, number>();
function propertyOf(cp: number): number {
  let p = properties.get(cp);
  if (p === undefined) {
    if (properties.size >= 4096) properties.clear();
    properties.set(cp, (p = derivedProperty(cp)));
  }
  return p;
}
const isMark = (cp: number) => /^\p{M}$/u.test(String.fromCodePoint(cp));
const script = (cp: number | undefined, re: RegExp) => cp !== undefined && re.test(String.fromCodePoint(cp));
const GREEK = /^\p{Script=Greek}$/u;
const HEBREW = /^\p{Script=Hebrew}$/u;
const HIRAGANA_KATAKANA_HAN = /^[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}]$/u;

/**
 * RFC 5892 Appendix A: the contextual rule of the CONTEXTJ or CONTEXTO code point at index i of
 * the label (code points), or undefined when it holds.
 */
function contextRule(cps: readonly number[], i: number): string | undefined {
  const cp = cps[i]!;
  const before = cps[i - 1];
  const after = cps[i + 1];
  switch (cp) {
    case 0x200c: {
      // Appendix A.1 ZERO WIDTH NON-JOINER:
      // If Canonical_Combining_Class(Before(cp)) .eq. Virama Then True;
      if (before !== undefined && has("virama", before)) return undefined;
      // If RegExpMatch((Joining_Type:{L,D})(Joining_Type:T)*\u200C(Joining_Type:T)*(Joining_Type:{R,D})) Then True;
      let j = i - 1;
      while (j >= 0 && isJoinT(cps[j]!)) j--;
      let k = i + 1;
      while (k < cps.length && isJoinT(cps[k]!)) k++;
      meter: work.units += k - j;
      if (j >= 0 && has("joinLD", cps[j]!) && k < cps.length && has("joinRD", cps[k]!)) return undefined;
      return "RFC 5892 Appendix A.1: ZERO WIDTH NON-JOINER needs a Virama before it, or a joining context";
    }
    case 0x200d:
      // Appendix A.2 ZERO WIDTH JOINER: If Canonical_Combining_Class(Before(cp)) .eq. Virama Then True;
      return before !== undefined && has("virama", before)
        ? undefined
        : "RFC 5892 Appendix A.2: ZERO WIDTH JOINER needs a Virama before it";
    case 0x00b7:
      // Appendix A.3 MIDDLE DOT: If Before(cp) .eq. U+006C And After(cp) .eq. U+006C Then True;
      return before === 0x6c && after === 0x6c
        ? undefined
        : 'RFC 5892 Appendix A.3: MIDDLE DOT must stand between two "l"';
    case 0x0375:
      // Appendix A.4 GREEK LOWER NUMERAL SIGN (KERAIA): If Script(After(cp)) .eq. Greek Then True;
      return script(after, GREEK)
        ? undefined
        : "RFC 5892 Appendix A.4: GREEK LOWER NUMERAL SIGN must be followed by a Greek character";
    case 0x05f3:
    case 0x05f4:
      // Appendix A.5 HEBREW PUNCTUATION GERESH, A.6 GERSHAYIM: If Script(Before(cp)) .eq. Hebrew Then True;
      return script(before, HEBREW)
        ? undefined
        : `RFC 5892 Appendix ${cp === 0x05f3 ? "A.5" : "A.6"}: ${cp === 0x05f3 ? "GERESH" : "GERSHAYIM"} must follow a Hebrew character`;
    case 0x30fb:
      // Appendix A.7 KATAKANA MIDDLE DOT: For All Characters: If Script(cp) .in. {Hiragana, Katakana, Han} Then True;
      meter: work.units += cps.length;
      return cps.some((c) => script(c, HIRAGANA_KATAKANA_HAN))
        ? undefined
        : "RFC 5892 Appendix A.7: KATAKANA MIDDLE DOT needs a Hiragana, Katakana or Han character in the label";
    default:
      // Appendix A.8 ARABIC-INDIC DIGITS: no code point in the range 06F0..06F9 in the label;
      // Appendix A.9 EXTENDED ARABIC-INDIC DIGITS: none in the range 0660..0669.
      meter: work.units += cps.length;
      if (cp >= 0x0660 && cp <= 0x0669)
        return cps.some((c) => c >= 0x06f0 && c <= 0x06f9)
          ? "RFC 5892 Appendix A.8: ARABIC-INDIC DIGITS cannot be mixed with EXTENDED ARABIC-INDIC DIGITS"
          : undefined;
      if (cp >= 0x06f0 && cp <= 0x06f9)
        return cps.some((c) => c >= 0x0660 && c <= 0x0669)
          ? "RFC 5892 Appendix A.9: EXTENDED ARABIC-INDIC DIGITS cannot be mixed with ARABIC-INDIC DIGITS"
          : undefined;
      return `RFC 5892 Appendix A: no rule for ${hex(cp)}`;
  }
}

/**
 * Why a non-ASCII label (or the U-label an A-label decodes to) is not a U-label (RFC 5890 §2.3.2.1,
 * checked as RFC 5891 §4.2 says), or undefined. `at`: the label's offset in the input, for the
 * problem; `rule`: what the label is called there; `inInput`: whether the label's characters are
 * the input's (a U-label as written), so that a problem is placed at its character; the U-label an
 * A-label decodes to has none of its characters in the input, and its problems are placed at the
 * A-label.
 */
export function uLabelProblem(
  label: string,
  at: number,
  rule = "U-label",
  inInput = true,
): FormatProblem | undefined {
  // RFC 5891 §4.2.1 (and RFC 5890 §2.3.2.1): the label is in Normalization Form C.
  meter: work.units += 2 * label.length;
  if (label.normalize("NFC") !== label) return problem(at, rule, "RFC 5891 §4.2.1", "not in Unicode NFC");
  const cps = codePoints(label);
  meter: work.units += cps.length;
  // RFC 5891 §4.2.3.1: MUST NOT contain "--" in the third and fourth positions, MUST NOT start or
  // end with "-".
  if (cps[2] === 0x2d && cps[3] === 0x2d)
    return problem(at, rule, SECTION_HYPHEN, '"--" in the third and fourth positions');
  if (cps[0] === 0x2d) return problem(at, rule, SECTION_HYPHEN, 'begins with "-"');
  if (cps[cps.length - 1] === 0x2d) return problem(at, rule, SECTION_HYPHEN, 'ends with "-"');
  // RFC 5891 §4.2.3.2: MUST NOT begin with a combining mark (General_Category M).
  if (isMark(cps[0]!))
    return problem(at, rule, "RFC 5891 §4.2.3.2", `begins with the combining mark ${hex(cps[0]!)}`);
  // RFC 5891 §4.2.2: every code point PVALID, CONTEXTJ or CONTEXTO (RFC 5892 §3), all of them
  // before any contextual rule (§4.2.3.3), which reads the code points around its own: RFC 5892
  // Appendix A.1's Joining_Type of a neighbour is known (./idna-tables.ts) for permitted ones.
  let offset = at;
  for (const cp of cps) {
    const p = propertyOf(cp);
    if (p !== PVALID && p !== CONTEXTJ && p !== CONTEXTO)
      return problem(
        offset,
        rule,
        "RFC 5892 §3",
        `${hex(cp)} is ${p === 3 ? "DISALLOWED" : "UNASSIGNED"} in IDNA2008`,
      );
    if (inInput) offset += cp > 0xffff ? 2 : 1;
  }
  // RFC 5891 §4.2.3.3: the rule of each CONTEXTJ and CONTEXTO code point satisfied (RFC 5892
  // Appendix A).
  meter: work.units += cps.length;
  offset = at;
  for (const [i, cp] of cps.entries()) {
    if (propertyOf(cp) !== PVALID) {
      const broken = contextRule(cps, i);
      if (broken !== undefined) return problem(offset, rule, "RFC 5891 §4.2.3.3", broken);
    }
    if (inInput) offset += cp > 0xffff ? 2 : 1;
  }
  return undefined;
}

/** RFC 5893 §1.4: an RTL label has a character of Bidi_Class R, AL or AN. */
export function isRtlLabel(label: string): boolean {
  meter: work.units += label.length;
  for (let i = 0; i < label.length; i++) {
    const cp = label.codePointAt(i)!;
    // ASCII is L, EN or neutral (bidiClass): no table to read.
    if (cp < 0x80) continue;
    if (cp > 0xffff) i++;
    // bidiClass's first two answers.
    if (has("rtl", cp) || has("an", cp)) return true;
  }
  return false;
}

/** RFC 5893 §2: which of the six rules a label of a Bidi domain name breaks, or undefined. */
export function bidiRule(label: string): string | undefined {
  meter: work.units += 4 * label.length;
  const classes = codePoints(label).map(bidiClass);
  const first = classes[0]!;
  // 1. The first character must be a character with Bidi property L, R, or AL.
  if (first !== "L" && first !== "RAL") return "RFC 5893 §2 rule 1: the first character must be L, R or AL";
  let last = classes.length - 1;
  while (last > 0 && classes[last] === "NSM") last--;
  if (first === "RAL") {
    // 2. In an RTL label, only characters with the Bidi properties R, AL, AN, EN, ES, CS, ET, ON, BN, NSM.
    if (classes.some((c) => c === "L" || c === "OTHER"))
      return "RFC 5893 §2 rule 2: an RTL label holds only R, AL, AN, EN, ES, CS, ET, ON, BN, NSM";
    // 3. In an RTL label, the end must be R, AL, EN, or AN, followed by zero or more NSM.
    const end = classes[last];
    if (end !== "RAL" && end !== "EN" && end !== "AN")
      return "RFC 5893 §2 rule 3: an RTL label ends with R, AL, EN or AN (and NSMs)";
    // 4. In an RTL label, if an EN is present, no AN may be present, and vice versa.
    if (classes.includes("EN") && classes.includes("AN"))
      return "RFC 5893 §2 rule 4: an RTL label cannot hold both EN and AN";
    return undefined;
  }
  // 5. In an LTR label, only characters with the Bidi properties L, EN, ES, CS, ET, ON, BN, NSM.
  if (classes.some((c) => c === "RAL" || c === "AN" || c === "OTHER"))
    return "RFC 5893 §2 rule 5: an LTR label holds only L, EN, ES, CS, ET, ON, BN, NSM";
  // 6. In an LTR label, the end must be L or EN, followed by zero or more NSM.
  const end = classes[last];
  if (end !== "L" && end !== "EN") return "RFC 5893 §2 rule 6: an LTR label ends with L or EN (and NSMs)";
  return undefined;
}

/**
 * An A-label (RFC 5890 §2.3.2.1): "xn--" and the Punycode of a U-label, which must encode back to
 * the same string (RFC 5891 §5.4). The U-label, or a problem.
 */
export function aLabel(label: string, at: number): { uLabel: string } | FormatProblem {
  meter: work.units += label.length;
  const body = label.slice(4);
  const cps = punycodeDecode(body);
  if (cps === null) return problem(at, "A-label", "RFC 3492 §6.2", "not a Punycode string");
  if (cps.every((c) => c < 0x80))
    return problem(at, "A-label", "RFC 5890 §2.3.2.1", "decodes to ASCII only: not the A-label of a U-label");
  const uLabel = String.fromCodePoint(...cps);
  const bad = uLabelProblem(uLabel, at, "A-label", false);
  if (bad !== undefined) return bad;
  if (punycodeEncode(cps) !== body.toLowerCase())
    return problem(at, "A-label", "RFC 5891 §5.4", "not the Punycode its U-label encodes to");
  return { uLabel };
}

/** The A-label of a U-label: "xn--" and its Punycode (RFC 5891 §4.4), for its length. */
export function toALabel(uLabel: string): string {
  return "xn--" + punycodeEncode(codePoints(uLabel));
}
