// JSON Schema's hostname and idn-hostname formats.
//
// hostname: RFC 1123 §2.1 (RFC 1034 §3.5's preferred name syntax, a label may begin with a digit;
// grammar/rfc1123.abnf), with RFC 1034 §3.1's sizes (labels of 63 octets or less; a name of 255
// octets on the wire, so 253 characters written), "including host names produced using the
// Punycode-based algorithm specified in RFC 5891, section 4.4" (JSON Schema Validation 2020-12
// §7.3.3): a label with "--" in its third and fourth positions (RFC 5890 §2.3.1, an R-LDH label) is
// reserved unless it is an A-label, which must be the Punycode of a valid U-label (RFC 5891 §5.4).
//
// idn-hostname: an internationalized domain name (RFC 5890 §2.3.2.3): labels separated by "." or
// the full stops that IDNA treats as "." (U+3002, U+FF0E, U+FF61: RFC 3490 §3.1, RFC 5895 §2), each
// an LDH label as for hostname or a U-label (RFC 5890 §2.3.2.1, checked as RFC 5891 §4.2 says: in
// NFC, no mapping), the Bidi rule over the whole name (RFC 5893 §2), and the sizes of its A-label
// form (RFC 5890 §2.3.2.1: at most 63 octets a label; RFC 1034 §3.1: 253 characters a name). In
// another reading of the IDN formats (./readings.ts: UTS #46's, ./uts46.ts, the JSON Schema format
// registry's for the next dialect, json-schema-spec #1660), the name is first mapped as the reading
// maps it (a DomainMap), then checked as here.
//
// The sizes come first: a value too long to be a name is refused before any label or character of
// it is read, so that the work is bounded whatever the input (test/formats/scaling.test.ts counts
// it; src/semantics/work.ts is the meter).
import { diagnostics, recognizer } from "../../generated/rfc1123.automata.js";
import { GrammarRule, grammarProblem } from "./grammar-rule.js";
import { work } from "../semantics/work.js";
import {
  aLabel,
  bidiRule,
  codePointCount,
  isRtlLabel,
  LABEL_MOST,
  NAME_MOST,
  toALabel,
  U_LABEL_MOST,
  uLabelProblem,
} from "./idna.js";
import { NFC_MOST } from "./idna-tables.js";
import { problem, type FormatProblem } from "./problem.js";

/**
 * A reading's mapping of a domain name (UTS #46's: ./uts46.ts): the name mapped, or why it cannot be
 * a name (`at`: its offset in the input, for problems). A mapping keeps a host name (an LDH name
 * without reserved labels) one.
 */
export type DomainMap = (domain: string, at: number) => MappedDomain | FormatProblem;

/** A domain name as a reading maps it, and how to place a problem of the mapped name in the input. */
export interface MappedDomain {
  /** The name mapped, its labels separated by ".". */
  readonly text: string;
  /** A problem found in `text`, with the input's offset, and the mapped label when it changed. */
  problemAt(p: FormatProblem): FormatProblem;
}

const SUBDOMAIN = /* @__PURE__ */ new GrammarRule(recognizer, "subdomain");
const LABEL = /* @__PURE__ */ new GrammarRule(recognizer, "label");

/** An ASCII label (LDH, checked by the grammar) with "--" in the third and fourth positions. */
const isRldh = (s: string, from: number) =>
  s.charCodeAt(from + 2) === 0x2d && s.charCodeAt(from + 3) === 0x2d;
/** "xn--" in any case (RFC 5890 §2.3.1: the prefix is compared case-insensitively). */
const isXn = (s: string, from: number) =>
  (s.charCodeAt(from) | 0x20) === 0x78 && (s.charCodeAt(from + 1) | 0x20) === 0x6e && isRldh(s, from);

/**
 * The checks of an LDH label value[from, to) beyond its syntax: RFC 1034 §3.1's 63 octets, and
 * RFC 5890 §2.3.1's reserved labels (an A-label must be valid). The U-label of an A-label goes to
 * `uLabels` (for the Bidi rule).
 */
function ldhLabelProblem(
  value: string,
  from: number,
  to: number,
  uLabels: string[],
): FormatProblem | undefined {
  if (to - from > LABEL_MOST)
    return problem(from, "label", "RFC 1034 §3.1", `a label of ${to - from} octets: at most 63`);
  if (!isRldh(value, from)) return undefined;
  if (!isXn(value, from))
    return problem(
      from,
      "label",
      "RFC 5890 §2.3.1",
      '"--" in the third and fourth positions is reserved for A-labels ("xn--")',
    );
  const a = aLabel(value.slice(from, to), from);
  if ("offset" in a) return a;
  uLabels.push(a.uLabel);
  return undefined;
}

/** RFC 5893 §2 over a domain name: when one label is RTL (a Bidi domain name), every label obeys the six rules. */
function bidiProblem(labels: readonly { text: string; at: number }[]): FormatProblem | undefined {
  if (!labels.some((l) => isRtlLabel(l.text))) return undefined;
  for (const l of labels) {
    const broken = bidiRule(l.text);
    if (broken !== undefined) return problem(l.at, "label", "RFC 5893 §2", broken);
  }
  return undefined;
}

/** RFC 1034 §3.1: 255 octets on the wire, a length octet per label and the root's: 253 written. */
function nameTooLong(value: string): FormatProblem | undefined {
  return value.length > NAME_MOST
    ? problem(253, "subdomain", "RFC 1034 §3.1", `a name of ${value.length} characters: at most 253`)
    : undefined;
}

/** Why a value is not a hostname, or undefined. */
export function hostnameProblem(value: string): FormatProblem | undefined {
  return nameTooLong(value) ?? grammarProblem(SUBDOMAIN, value, diagnostics) ?? hostnameRest(value);
}

/** The checks after the grammar, on a name of 253 characters or less. */
function hostnameRest(value: string): FormatProblem | undefined {
  // Most names have no label longer than 63 octets and no R-LDH label: one pass says so.
  let more = false;
  for (let from = 0; ;) {
    let to = value.indexOf(".", from);
    if (to < 0) to = value.length;
    meter: work.units += to - from + 1;
    if (to - from > LABEL_MOST || isRldh(value, from)) {
      more = true;
      break;
    }
    if (to === value.length) break;
    from = to + 1;
  }
  if (!more) return undefined;
  const uLabels: string[] = [];
  const labels: { text: string; at: number }[] = [];
  for (let from = 0; from <= value.length;) {
    let to = value.indexOf(".", from);
    if (to < 0) to = value.length;
    meter: work.units += to - from + 1;
    const bad = ldhLabelProblem(value, from, to, uLabels);
    if (bad !== undefined) return bad;
    labels.push({
      text: uLabels.length > 0 && isXn(value, from) ? uLabels.at(-1)! : value.slice(from, to),
      at: from,
    });
    from = to + 1;
  }
  return bidiProblem(labels);
}

/** `format: "hostname"`: RFC 1123 §2.1 host names, A-labels included (see the module comment). */
export function hostname(value: string): boolean {
  if (value.length > NAME_MOST) return false;
  if (!SUBDOMAIN.test(value)) return false;
  // The usual host name (short, no "--" at a label's third position) needs nothing more.
  if (value.length <= LABEL_MOST && value.indexOf("--") < 0) return true;
  return hostnameRest(value) === undefined;
}

/** U+002E, U+3002, U+FF0E, U+FF61: the label separators of IDNA (RFC 3490 §3.1). */
const isSeparator = (c: number) => c === 0x2e || c === 0x3002 || c === 0xff0e || c === 0xff61;
const ASCII = /^[\x00-\x7f]*$/;

/**
 * Why a domain name (labels separated as IDNA separates them) is not an internationalized domain
 * name, or undefined. `normalize`: labels are put in NFC first (idn-email's domain, see ./email.ts).
 */
export function idnDomainProblem(value: string, at = 0, normalize = false): FormatProblem | undefined {
  // The sizes, before any label is read. As A-labels (RFC 1034 §3.1, RFC 5890 §2.3.2.1), a name has
  // at least as many octets as code points: an A-label has at least 4 octets more than its U-label
  // has code points (see U_LABEL_MOST), an LDH label one a character, a separator one. NFC
  // (`normalize`) takes at most NFC_MOST code points into one.
  const shrink = normalize ? NFC_MOST : 1;
  const most = shrink * NAME_MOST;
  if (value.length > most) {
    const n = value.length > 2 * most ? -1 : codePointCount(value, 0, value.length);
    if (n < 0 || n > most)
      return problem(
        at,
        "domain name",
        "RFC 1034 §3.1",
        `${n < 0 ? `${value.length} characters` : `${n} code points`}${normalize ? " (in NFC, at least a quarter as many code points)" : ""}: more than 253 octets as A-labels`,
      );
  }
  const labels: { text: string; at: number }[] = [];
  let length = -1;
  let from = 0;
  for (;;) {
    let to = from;
    while (to < value.length && !isSeparator(value.charCodeAt(to))) to++;
    meter: work.units += to - from + 1;
    if (to === from) return problem(at + from, "label", "RFC 5890 §2.3.2.1", "an empty label");
    let text = value.slice(from, to);
    let ace: string;
    if (ASCII.test(text)) {
      // An LDH label (RFC 5890 §2.3.1): the host name syntax, then as for hostname.
      const stop = LABEL.stopOffset(text);
      if (stop >= 0)
        return problem(
          at + from + stop,
          "label",
          "RFC 1034 §3.5",
          "a label is letters, digits and hyphens, beginning and ending with a letter or digit (RFC 1123 §2.1)",
        );
      const uLabels: string[] = [];
      const bad = ldhLabelProblem(text, 0, text.length, uLabels);
      if (bad !== undefined) return { ...bad, offset: at + from + bad.offset };
      ace = text;
      if (uLabels.length > 0) text = uLabels[0]!;
    } else {
      // RFC 5890 §2.3.2.1: the A-label of a U-label is at most 63 octets, as every DNS label; a
      // label of more than U_LABEL_MOST code points (in NFC) has a longer one.
      const tooLong = (n: number) =>
        problem(
          at + from,
          "U-label",
          "RFC 5890 §2.3.2.1",
          `a label of ${n} code points: its A-label has more than 63 octets`,
        );
      const n = codePointCount(text, 0, text.length);
      if (n > shrink * U_LABEL_MOST) return tooLong(n);
      if (normalize) {
        text = text.normalize("NFC");
        meter: work.units += text.length;
        const m = codePointCount(text, 0, text.length);
        if (m > U_LABEL_MOST) return tooLong(m);
      }
      const bad = uLabelProblem(text, at + from);
      if (bad !== undefined) return bad;
      ace = toALabel(text);
      if (ace.length > LABEL_MOST)
        return problem(
          at + from,
          "U-label",
          "RFC 5890 §2.3.2.1",
          `its A-label has ${ace.length} octets: at most 63`,
        );
    }
    labels.push({ text, at: at + from });
    length += ace.length + 1;
    if (to === value.length) break;
    from = to + 1;
  }
  // RFC 1034 §3.1, on the A-label form: 253 characters written.
  if (length > NAME_MOST)
    return problem(at, "domain name", "RFC 1034 §3.1", `${length} octets as A-labels: at most 253`);
  return bidiProblem(labels);
}

/** `format: "idn-hostname"`: an IDNA2008 internationalized domain name (see the module comment). */
export function idnHostname(value: string): boolean {
  return isHostname(value) || idnDomainProblem(value) === undefined;
}
/**
 * @alias Why a value is not an idn-hostname, or undefined: the problem of a domain (idn-email reads
 * its domain with idnDomainProblem), under the format's name.
 */
export const idnHostnameProblem: (value: string) => FormatProblem | undefined = idnDomainProblem;

/**
 * An ASCII host name without reserved labels, of one label's size (the commonest idn-hostname):
 * valid with no Unicode data, and one in any reading (UTS #46's mapping lowers its letters, which
 * IDNA2008 takes in either case).
 */
const isHostname = (value: string) =>
  value.length <= LABEL_MOST && value.indexOf("--") < 0 && SUBDOMAIN.test(value);

/** idn-hostname with the name mapped by `map` first (a reading of the IDN formats: ./readings.ts). */
export function mappedIdnHostname(value: string, map: DomainMap): boolean {
  return isHostname(value) || mappedIdnHostnameProblem(value, map) === undefined;
}
/**
 * Why a domain name is not an internationalized domain name once `map` maps it (then its labels as
 * IDNA2008 checks them), or undefined. Offsets are the input's: a problem inside a label that the
 * mapping changed is placed at the label's start, and its reason shows the mapped label.
 */
export function mappedIdnHostnameProblem(value: string, map: DomainMap): FormatProblem | undefined {
  const mapped = map(value, 0);
  if ("offset" in mapped) return mapped;
  const bad = idnDomainProblem(mapped.text);
  return bad === undefined ? undefined : mapped.problemAt(bad);
}
