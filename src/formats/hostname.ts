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
// form (RFC 5890 §2.3.2.1: at most 63 octets a label; RFC 1034 §3.1: 253 characters a name).
import { diagnostics, recognizer } from "../../generated/rfc1123.automata.js";
import { GrammarRule, grammarProblem } from "./grammar.js";
import { aLabel, bidiRule, isRtlLabel, toALabel, uLabelProblem } from "./idna.js";
import { problem, type FormatProblem } from "./problem.js";

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
  if (to - from > 63)
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

/** Why a value is not a hostname, or undefined. */
export function hostnameProblem(value: string): FormatProblem | undefined {
  const syntax = grammarProblem(SUBDOMAIN, value, diagnostics);
  if (syntax !== undefined) return syntax;
  return hostnameRest(value);
}

function hostnameRest(value: string): FormatProblem | undefined {
  // RFC 1034 §3.1: 255 octets on the wire, a length octet per label and the root's: 253 written.
  if (value.length > 253)
    return problem(253, "subdomain", "RFC 1034 §3.1", `a name of ${value.length} characters: at most 253`);
  const uLabels: string[] = [];
  const labels: { text: string; at: number }[] = [];
  for (let from = 0; from <= value.length;) {
    let to = value.indexOf(".", from);
    if (to < 0) to = value.length;
    const bad = ldhLabelProblem(value, from, to, uLabels);
    if (bad !== undefined) return bad;
    labels.push({
      text: uLabels.length > 0 && isXn(value, from) ? uLabels.at(-1)! : value.slice(from, to),
      at: from,
    });
    from = to + 1;
  }
  return uLabels.length > 0 ? bidiProblem(labels) : undefined;
}

/** `format: "hostname"`: RFC 1123 §2.1 host names, A-labels included (see the module comment). */
export function hostname(value: string): boolean {
  if (!SUBDOMAIN.test(value)) return false;
  // The usual host name (short, no "--" at a label's third position) needs nothing more.
  if (value.length <= 63 && value.indexOf("--") < 0) return true;
  return hostnameRest(value) === undefined;
}

/** U+002E, U+3002, U+FF0E, U+FF61: the label separators of IDNA (RFC 3490 §3.1). */
const SEPARATOR = /[.\u3002\uff0e\uff61]/;

/**
 * Why a domain name (labels separated as IDNA separates them) is not an internationalized domain
 * name, or undefined. `normalize`: labels are put in NFC first (idn-email's domain, see ./email.ts).
 */
export function idnDomainProblem(value: string, at = 0, normalize = false): FormatProblem | undefined {
  const labels: { text: string; at: number }[] = [];
  let length = -1;
  let from = 0;
  for (;;) {
    let to = from;
    while (to < value.length && !SEPARATOR.test(value[to]!)) to++;
    if (to === from) return problem(at + from, "label", "RFC 5890 §2.3.2.1", "an empty label");
    let text = value.slice(from, to);
    let ace: string;
    if (/^[\x00-\x7f]*$/.test(text)) {
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
      if (normalize) text = text.normalize("NFC");
      const bad = uLabelProblem(text, at + from);
      if (bad !== undefined) return bad;
      ace = toALabel(text);
      // RFC 5890 §2.3.2.1: the A-label of a U-label is at most 63 octets, as every DNS label.
      if (ace.length > 63)
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
  if (length > 253)
    return problem(at, "domain name", "RFC 1034 §3.1", `${length} octets as A-labels: at most 253`);
  return bidiProblem(labels);
}

/** `format: "idn-hostname"`: an IDNA2008 internationalized domain name (see the module comment). */
export function idnHostname(value: string): boolean {
  // An ASCII host name without reserved labels needs no Unicode data.
  if (value.length <= 63 && value.indexOf("--") < 0 && SUBDOMAIN.test(value)) return true;
  return idnDomainProblem(value) === undefined;
}
export function idnHostnameProblem(value: string): FormatProblem | undefined {
  return idnDomainProblem(value);
}
