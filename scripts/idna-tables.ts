// `npm run build:idna-tables` writes src/formats/idna-tables.ts; `npm run check:idna-tables` fails if
// the committed file differs from a fresh one. The Unicode data the IDNA2008 checks need and the
// JavaScript engine's regular expressions do not give (src/formats/idna.ts):
//   - Bidi_Class, as RFC 5893 §2 groups it (L; R and AL; AN; EN; NSM; ES, CS, ET, ON and BN;
//     anything else);
//   - Joining_Type L or D, T, R or D (RFC 5892 Appendix A.1, ZERO WIDTH NON-JOINER);
//   - Canonical_Combining_Class Virama (RFC 5892 Appendix A.1 and A.2).
// They are read from the `tr46` package (its lib/regexes.js: UTS #46's CheckBidi and CheckJoiners,
// which are RFC 5893 §2 and RFC 5892 Appendix A.1/A.2, generated from the Unicode Character
// Database), for the code points IDNA2008 permits (PVALID, CONTEXTJ, CONTEXTO: RFC 5892 §3, from
// src/formats/idna-property.ts), since no other code point reaches those checks. Each set is kept as
// ranges, written as base-36 gaps and lengths; but NSM and Joining_Type T, which are almost exactly
// the marks (General_Category Mn, Me) and the marks and format characters (Mn, Me, Cf) that the
// engine's regular expressions know (MARK, MARK_OR_FORMAT of src/formats/idna-property.ts), are kept
// as the code points where they differ from those (nsmExceptions, joinTExceptions): 8 and 3 of them.
//
// Two more, for the sizes and for UTS #46 (src/formats/uts46.ts):
//   - NFC_MOST, the most code points of the canonical decomposition of one code point: NFC takes at
//     most that many code points into one, so a string has at least 1/NFC_MOST as many in NFC;
//   - UTS46_EXCEPTIONS: the code points whose entry in UTS #46's IDNA Mapping Table (the tr46
//     package's lib/mappingTable.json), read nontransitionally, differs from NFKC_Casefold as the
//     engine computes it (src/formats/idna-property.ts): each kept as is, ignored, or mapped. Every
//     code point is then mapped as src/formats/uts46.ts maps it and compared with the table.
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import {
  CONTEXTJ,
  CONTEXTO,
  derivedProperty,
  MARK,
  MARK_OR_FORMAT,
  nfkcCasefold,
  PVALID,
} from "../src/formats/idna-property.js";

const require = createRequire(import.meta.url);
const tr46 = require("tr46/lib/regexes.js") as Record<string, RegExp>;
const tr46Version = (require("tr46/package.json") as { version: string; unicodeVersion?: string }).version;

/** The top-level bracket classes of a regular expression's source, in order. */
function classes(source: string): RegExp[] {
  const out: RegExp[] = [];
  for (let i = 0; i < source.length; i++) {
    if (source[i] === "\\") {
      i++;
      continue;
    }
    if (source[i] !== "[") continue;
    let j = i + 1;
    while (source[j] !== "]") j += source[j] === "\\" ? 2 : 1;
    out.push(new RegExp(`^${source.slice(i, j + 1)}$`, "u"));
    i = j;
  }
  return out;
}

// (L or D)(T)*\u200C(T)*(R or D): four classes, the second and third the same.
const [ldJoining, tJoining, , rdJoining] = classes(tr46.validZWNJ!.source);
const sets: Record<string, number[]> = {
  rtl: [],
  an: [],
  en: [],
  nsmExceptions: [],
  neutral: [],
  other: [],
  joinLD: [],
  joinTExceptions: [],
  joinRD: [],
  virama: [],
};
const ALEF = "\u05d0";
for (let cp = 0; cp <= 0x10ffff; cp++) {
  if (cp >= 0xd800 && cp <= 0xdfff) continue;
  const p = derivedProperty(cp);
  if (p !== PVALID && p !== CONTEXTJ && p !== CONTEXTO) continue;
  const c = String.fromCodePoint(cp);
  const l = tr46.bidiS1LTR!.test(c);
  const rtl = tr46.bidiS1RTL!.test(c);
  const en = tr46.bidiS4EN!.test(c);
  const an = tr46.bidiS4AN!.test(c);
  // RFC 5893 §2 rule 3's "followed by zero or more NSM": a character that may follow an R letter
  // at the end, and is not itself R, AL, EN or AN.
  const nsm = tr46.bidiS3!.test(ALEF + c) && !tr46.bidiS3!.test(c);
  // Rule 5's allowed set, less L, EN and NSM: ES, CS, ET, ON, BN.
  const neutral = tr46.bidiS5!.test(c) && !l && !en && !nsm;
  if (rtl) sets.rtl!.push(cp);
  else if (an) sets.an!.push(cp);
  else if (en) sets.en!.push(cp);
  else if (neutral) sets.neutral!.push(cp);
  else if (!l && !nsm) sets.other!.push(cp);
  // NSM: a mark, as the engine says, but for the exceptions (any order of the checks gives NSM only
  // to a code point that is none of R, AL, AN, EN, which rule 3's test above already excludes).
  if (nsm !== MARK.test(c)) sets.nsmExceptions!.push(cp);
  if (ldJoining!.test(c)) sets.joinLD!.push(cp);
  if (tJoining!.test(c) !== MARK_OR_FORMAT.test(c)) sets.joinTExceptions!.push(cp);
  if (rdJoining!.test(c)) sets.joinRD!.push(cp);
  if (tr46.combiningClassVirama!.test(c)) sets.virama!.push(cp);
}

/** Sorted code points as ranges: base-36 gap from the previous range's end, then length - 1. */
function encode(cps: number[]): string {
  const parts: string[] = [];
  let prev = -1;
  for (let i = 0; i < cps.length;) {
    let j = i;
    while (j + 1 < cps.length && cps[j + 1] === cps[j]! + 1) j++;
    parts.push(`${(cps[i]! - prev - 1).toString(36)}.${(j - i).toString(36)}`);
    prev = cps[j]!;
    i = j + 1;
  }
  return parts.join(",");
}

// NFC_MOST: the longest canonical decomposition.
let nfcMost = 1;
for (let cp = 0; cp <= 0x10ffff; cp++) {
  if (cp >= 0xd800 && cp <= 0xdfff) continue;
  nfcMost = Math.max(nfcMost, [...String.fromCodePoint(cp).normalize("NFD")].length);
}

// UTS #46's table, nontransitional: what each code point becomes (the code point itself when kept).
type Row = [number | [number, number], number, string?];
const table = require("tr46/lib/mappingTable.json") as Row[];
const STATUS = require("tr46/lib/statusMapping.js").STATUS_MAPPING as Record<string, number>;
const uts46 = new Map<number, string>();
for (const [range, status, mapping] of table) {
  const [first, last] = Array.isArray(range) ? range : [range, range];
  for (let cp = first; cp <= last; cp++)
    if (status === STATUS.mapped) uts46.set(cp, mapping!);
    else if (status === STATUS.ignored) uts46.set(cp, "");
}
const want = (cp: number) => uts46.get(cp) ?? String.fromCodePoint(cp);
const KEPT = "\u0000kept";
const exceptions: [number, string][] = [];
for (let cp = 0; cp <= 0x10ffff; cp++) {
  if (cp >= 0xd800 && cp <= 0xdfff) continue;
  const own = nfkcCasefold(cp) ?? String.fromCodePoint(cp);
  if (own === want(cp)) continue;
  if (cp < 0x80) throw new Error(`UTS #46 maps U+${cp.toString(16)} unlike its ASCII fast path`);
  exceptions.push([cp, uts46.has(cp) ? uts46.get(cp)! : KEPT]);
}
/**
 * Exceptions as "gap[.count-1]" then "=" (kept), "-" (ignored), "^" or "_" and a distance (each
 * mapped to the one code point that far above or below it), or ":" and code points joined by "+".
 */
function encodeExceptions(list: [number, string][]): string {
  const parts: string[] = [];
  let prev = -1;
  /** The distance to the one code point an entry maps to, or undefined. */
  const shift = ([cp, value]: [number, string]) =>
    value !== KEPT && value !== "" && [...value].length === 1 ? value.codePointAt(0)! - cp : undefined;
  for (let i = 0; i < list.length;) {
    const [cp, value] = list[i]!;
    const d = shift(list[i]!);
    let j = i;
    // A run of consecutive code points, all kept, all ignored, or all shifted alike.
    const alike = (k: number) =>
      d === undefined ? list[k]![1] === value && (value === KEPT || value === "") : shift(list[k]!) === d;
    while (j + 1 < list.length && list[j + 1]![0] === list[j]![0] + 1 && alike(j + 1)) j++;
    const op =
      value === KEPT
        ? "="
        : value === ""
          ? "-"
          : d !== undefined && j > i
            ? (d < 0 ? "_" : "^") + Math.abs(d).toString(36)
            : ":" + Array.from(value, (c) => c.codePointAt(0)!.toString(36)).join("+");
    parts.push(`${(cp - prev - 1).toString(36)}${j > i ? "." + (j - i).toString(36) : ""}${op}`);
    prev = list[j]![0];
    i = j + 1;
  }
  return parts.join(",");
}
const encodedExceptions = encodeExceptions(exceptions);

const lines = Object.entries(sets).map(([name, cps]) => `  ${name}: ${JSON.stringify(encode(cps))},`);
const text = `// @generated by scripts/idna-tables.ts from the tr46 package ${tr46Version} (lib/regexes.js). Do not edit: run \`npm run build:idna-tables\`.
//
// For the code points IDNA2008 permits (RFC 5892 §3): their Bidi_Class as RFC 5893 §2 groups it
// (rtl: R and AL; an: AN; en: EN; NSM: a mark of General_Category Mn or Me, as the engine knows
// them, but for nsmExceptions; neutral: ES, CS, ET, ON, BN; other: anything but L; L is the rest),
// their Joining_Type (joinLD: L or D; T: Mn, Me or Cf, but for joinTExceptions; joinRD: R or D:
// RFC 5892 Appendix A.1), and Canonical_Combining_Class Virama (RFC 5892 Appendix A.1, A.2). Ranges,
// as base-36 "gap.length-1" pairs (src/formats/idna.ts decodes them).

export const IDNA_TABLES = {
${lines.join("\n")}
} as const;

/** The most code points of one code point's canonical decomposition (NFD): NFC takes at most this many into one. */
export const NFC_MOST = ${nfcMost};

/**
 * UTS #46's IDNA Mapping Table (tr46 ${tr46Version}, nontransitional) where it differs from NFKC_Casefold
 * (src/formats/uts46.ts decodes it): "gap.count-1" in base 36, then "=" (left unchanged), "-"
 * (ignored), "^" or "_" and a distance (each mapped to the one code point that far above or
 * below it), or ":" and the code points of the mapping, joined by "+", all in base 36.
 */
export const UTS46_EXCEPTIONS =
  ${JSON.stringify(encodedExceptions)};
`;
const out = join(import.meta.dirname, "..", "src", "formats", "idna-tables.ts");
// Every code point as src/formats/uts46.ts maps it, with the exceptions just computed, against the
// table (the mapping module reads the committed tables: in --check mode, those are the ones checked).
async function verifyMapping(): Promise<number> {
  const { uts46Map } = await import("../src/formats/uts46.js");
  let wrong = 0;
  for (let cp = 0; cp <= 0x10ffff; cp++) {
    if (cp >= 0xd800 && cp <= 0xdfff) continue;
    if ((uts46Map(cp) ?? String.fromCodePoint(cp)) !== want(cp)) {
      if (wrong++ < 10) console.error(`U+${cp.toString(16).toUpperCase()}: UTS #46 maps it otherwise`);
    }
  }
  return wrong;
}

if (process.argv.includes("--check")) {
  if (readFileSync(out, "utf8") !== text) {
    console.error("src/formats/idna-tables.ts is stale: run npm run build:idna-tables");
    process.exitCode = 1;
  } else {
    const wrong = await verifyMapping();
    if (wrong > 0) {
      console.error(`${wrong} code points mapped unlike UTS #46's table`);
      process.exitCode = 1;
    } else
      console.log(
        `src/formats/idna-tables.ts is fresh; all 1,112,064 code points map as UTS #46's table (tr46 ${tr46Version}) says, with ${exceptions.length} exceptions to NFKC_Casefold`,
      );
  }
} else {
  writeFileSync(out, text);
  for (const [name, cps] of Object.entries(sets)) console.log(`${name}: ${cps.length} code points`);
  console.log(`NFC_MOST: ${nfcMost}; UTS #46 exceptions: ${exceptions.length} code points`);
  console.log(`${text.length} characters`);
}
