// UTS #46 §4 Processing, steps 1-3 (Map, Normalize, Break), nontransitional: the reading of
// idn-hostname and of idn-email's domain that the JSON Schema format registry gives the next
// dialect ("IDNA2008 using the UTS #46 mapping", json-schema-spec #1660): `uts46`, the reading that
// `{ idna: uts46 }` gives the formats (./readings.ts), whose labels are then checked as IDNA2008
// checks them (./hostname.ts, ./email.ts, ./idna.ts), so this file only maps. The library refers to
// it nowhere else: its table is in a bundle only when the program names `uts46`.
//
//   1. Map. For each code point in the domain_name string, look up the status value in Section 5,
//      IDNA Mapping Table, and take the following actions:
//        disallowed: Leave the code point unchanged in the string. (The label checks refuse it.)
//        ignored: Remove the code point from the string.
//        mapped: Replace the code point in the string by the value for the mapping in Section 5.
//        deviation: (nontransitional) Leave the code point unchanged in the string.
//        valid: Leave the code point unchanged in the string.
//   2. Normalize. Normalize the domain_name string to Unicode Normalization Form C.
//   3. Break. Break the string into labels at U+002E ( . ) FULL STOP.
//
// The IDNA Mapping Table is NFKC_Casefold with exceptions (UTS #46 §5: its mappings are derived
// from it): a code point that the engine says changes under NFKC_Casefold
// (Changes_When_NFKC_Casefolded) is mapped as NFKC, case folding (upper case then lower case) and
// NFKC again map it, unless it is one of UTS46_EXCEPTIONS (src/formats/idna-tables.ts, written by
// scripts/idna-tables.ts from the tr46 package's copy of the table, which checks every code point
// of the result against that table).
//
// The sizes are checked as the mapping goes, before a label is normalized or read: a label of more
// than 4 × 63 code points, or a name of more than 4 × 253, cannot be 63 or 253 octets once in NFC
// (NFC takes at most NFC_MOST code points into one) and as A-labels (./idna.ts, U_LABEL_MOST). The
// ignored code points count for nothing: a run of them costs one table lookup each.
import { work } from "../semantics/work.js";
import { LABEL_MOST, NAME_MOST } from "./idna.js";
import { nfkcCasefold } from "./idna-property.js";
import { NFC_MOST, UTS46_EXCEPTIONS } from "./idna-tables.js";
import type { MappedDomain } from "./hostname.js";
import { problem, type FormatProblem } from "./problem.js";
import { type IdnaReading, readingFrom } from "./readings.js";

/** An exception: the code point is left unchanged. */
const KEPT = "=";
let exceptions: Map<number, string> | undefined;

/**
 * UTS46_EXCEPTIONS decoded: "gap[.count-1]", then "=" (kept), "-" (ignored), "^" or "_" and a
 * distance (each code point mapped to the one that far above or below it), or ":" and the
 * mapping's code points joined by "+", all in base 36.
 */
function uts46Exceptions(): Map<number, string> {
  if (exceptions === undefined) {
    exceptions = new Map();
    let prev = -1;
    for (const entry of UTS46_EXCEPTIONS.split(",")) {
      const m = /^([0-9a-z]+)(?:\.([0-9a-z]+))?([=:^_-])(.*)$/.exec(entry)!;
      const first = prev + 1 + parseInt(m[1]!, 36);
      const last = first + (m[2] === undefined ? 0 : parseInt(m[2], 36));
      const op = m[3]!;
      const d = (op === "_" ? -1 : 1) * parseInt(m[4]!, 36);
      for (let cp = first; cp <= last; cp++)
        exceptions.set(
          cp,
          op === "="
            ? KEPT
            : op === "-"
              ? ""
              : op === ":"
                ? String.fromCodePoint(...m[4]!.split("+").map((h) => parseInt(h, 36)))
                : String.fromCodePoint(cp + d),
        );
      prev = last;
    }
  }
  return exceptions;
}

/** UTS #46 §4 step 1 for one code point (nontransitional): what replaces it, or undefined when it is left unchanged. */
export function uts46Map(cp: number): string | undefined {
  if (cp < 0x80) return cp >= 0x41 && cp <= 0x5a ? String.fromCharCode(cp | 0x20) : undefined;
  const e = uts46Exceptions().get(cp);
  if (e !== undefined) return e === KEPT ? undefined : e;
  return nfkcCasefold(cp);
}

/**
 * UTS #46 §4 steps 1-3 on a domain name (`at`: its offset in the input, for problems): the mapped
 * name (step 1 mapped, step 2 in NFC, step 3 its labels separated by "."), or a problem when it is
 * too long to be a name.
 */
function uts46Domain(value: string, at = 0): MappedDomain | FormatProblem {
  const LABEL = NFC_MOST * LABEL_MOST;
  const NAME = NFC_MOST * NAME_MOST;
  // Each label: where it starts in the input and in the mapped name, and its text.
  const sources: number[] = [];
  const texts: string[] = [];
  const same: boolean[] = [];
  let label = "";
  let unchanged = true;
  let labelStart = 0;
  let labelCodePoints = 0;
  let nameCodePoints = 0;
  const endLabel = (next: number) => {
    sources.push(labelStart);
    const nfc = label.normalize("NFC");
    meter: work.units += label.length;
    texts.push(nfc);
    same.push(unchanged && nfc === label);
    label = "";
    unchanged = true;
    labelStart = next;
    labelCodePoints = 0;
  };
  for (let i = 0; i < value.length;) {
    const cp = value.codePointAt(i)!;
    const width = cp > 0xffff ? 2 : 1;
    meter: work.units++;
    const mapped = uts46Map(cp);
    if (mapped === undefined) {
      if (cp === 0x2e) {
        endLabel(i + 1);
        nameCodePoints++;
      } else {
        label += width === 2 ? value.slice(i, i + 2) : value[i];
        labelCodePoints++;
        nameCodePoints++;
      }
    } else {
      // A code point mapped to a full stop ends the label (and changes none).
      for (const c of mapped) {
        meter: work.units++;
        nameCodePoints++;
        if (c === ".") endLabel(i + width);
        else {
          label += c;
          labelCodePoints++;
          unchanged = false;
        }
      }
      // Ignored: the label lost a code point.
      if (mapped === "") unchanged = false;
    }
    if (labelCodePoints > LABEL)
      return problem(
        at + labelStart,
        "label",
        "RFC 5890 §2.3.2.1",
        `more than ${LABEL} code points as UTS #46 maps it: more than 63 octets, even in NFC`,
      );
    if (nameCodePoints > NAME)
      return problem(
        at,
        "domain name",
        "RFC 1034 §3.1",
        `more than ${NAME} code points as UTS #46 maps it: more than 253 octets, even in NFC`,
      );
    i += width;
  }
  endLabel(value.length);
  const text = texts.join(".");
  return {
    text,
    problemAt(p) {
      // The label the problem is in: the last whose mapped start is at or before it.
      let k = 0;
      for (let start = 0, j = 0; j < texts.length; start += texts[j]!.length + 1, j++) {
        meter: work.units++;
        if (start <= p.offset) k = j;
        if (start <= p.offset && p.offset <= start + texts[j]!.length)
          return same[j]
            ? { ...p, offset: at + sources[j]! + (p.offset - start) }
            : {
                ...p,
                offset: at + sources[j]!,
                reason: `${p.reason} (in the label as UTS #46 maps it: ${JSON.stringify(texts[j])})`,
              };
      }
      return { ...p, offset: at + sources[k]! };
    },
  };
}

/**
 * The UTS #46 reading of idn-hostname and idn-email (nontransitional, UTS #46 §4 steps 1-3, then
 * IDNA2008's label checks): `formatsOf(draft, { idna: uts46 })`, `addFormats(ajv, { idna: uts46 })`.
 */
export const uts46: IdnaReading = /* @__PURE__ */ readingFrom("uts46", uts46Domain);
