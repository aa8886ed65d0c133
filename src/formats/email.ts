// JSON Schema's email and idn-email formats: RFC 5321 §4.1.2 Mailbox (JSON Schema Validation
// 2019-09 and 2020-12 §7.3.2; draft 7 cites RFC 5322 §3.4.1's addr-spec, of which the Mailbox is
// the part without comments, folding white space and obsolete forms: uri-grammar reads every draft
// as RFC 5321) and RFC 6531 §3.3's extension of it. The grammars (grammar/rfc5321.abnf,
// grammar/rfc6531.abnf) decide the syntax; then:
//   - RFC 5321 §4.1.3's comments: an Snum is 0 through 255; at most 6 (or, with an IPv4 tail, 4)
//     groups beside "::"; a General-address-literal's Standardized-tag must be registered with IANA
//     (the Address Literal Tags registry holds "IPv6" only, whose literal is IPv6-address-literal:
//     no General-address-literal is valid);
//   - RFC 5321 §4.5.3.1: a local part of 64 octets or less (§4.5.3.1.1), a domain of 255 octets or
//     less (§4.5.3.1.2), a path of 256 octets or less with its "<" and ">" (§4.5.3.1.3: a Mailbox of
//     254), and labels of 63 octets or less (RFC 1035 §2.3.4, which RFC 5321 §2.3.5 defers to).
// idn-email's U-labels must be IDNA2008 U-labels (RFC 6531 §3.3 → RFC 5890 §2.3.2.1), checked
// after normalization to NFC: RFC 6532 §3.1 says only that addresses SHOULD be in NFC, and a domain
// is normalized when it is looked up (RFC 5891 §5.2); the JSON-Schema-Test-Suite holds a decomposed
// "café" domain valid. Octets are UTF-8's (RFC 6532 §3). In another reading of the IDN formats (an
// IdnaReading, ./hostname.ts: UTS #46's is the JSON Schema format registry's for the next dialect,
// json-schema-spec #1660: "with the domain using the UTS #46 mapping for IDNs"), the domain is
// first mapped as the reading maps it, and the sizes and labels are those of the address so mapped.
//
// The size comes first: a value of more than 254 characters is more than 254 octets, too long for a
// Mailbox whatever its syntax, and is refused before a character of it is read.
import { diagnostics as d5321, recognizer as r5321 } from "../../generated/rfc5321.automata.js";
import { diagnostics as d6531, recognizer as r6531 } from "../../generated/rfc6531.automata.js";
import { GrammarRule, grammarProblem } from "./grammar-rule.js";
import { work } from "../semantics/work.js";
import { type DomainMap, idnDomainProblem } from "./hostname.js";
import { problem, type FormatProblem } from "./problem.js";

const MAILBOX = /* @__PURE__ */ new GrammarRule(r5321, "Mailbox");
const IDN_MAILBOX = /* @__PURE__ */ new GrammarRule(r6531, "Mailbox");
const IPV6_ADDR = /* @__PURE__ */ new GrammarRule(r5321, "IPv6-addr");
const IPV4_LITERAL = /^\d{1,3}(?:\.\d{1,3}){3}$/;

/** RFC 5321 §4.5.3.1.3: a path of 256 octets with its "<" and ">", so a Mailbox of 254. */
const MAILBOX_MOST = 254;

/** UTF-8 octets of value[from, to) (RFC 6532 §3: addresses are UTF-8). */
function octets(value: string, from: number, to: number): number {
  meter: work.units += to - from;
  let n = 0;
  for (let i = from; i < to; i++) {
    const c = value.charCodeAt(i);
    if (c < 0x80) n += 1;
    else if (c < 0x800) n += 2;
    else if (c >= 0xd800 && c <= 0xdbff) ((n += 4), i++);
    else n += 3;
  }
  return n;
}

/** Where the domain (or address-literal) of a Mailbox the grammar accepted begins: after its "@". */
function atSign(value: string): number {
  if (value.charCodeAt(0) !== 0x22) return value.indexOf("@");
  // Quoted-string: to the closing DQUOTE, a quoted-pairSMTP taking the character after "\".
  let i = 1;
  while (value.charCodeAt(i) !== 0x22) i += value.charCodeAt(i) === 0x5c ? 2 : 1;
  meter: work.units += i;
  return i + 1;
}

/** RFC 5321 §4.1.3: the comments of an address-literal's rules, on value[from, to) between "[" and "]". */
function literalProblem(value: string, from: number, to: number): FormatProblem | undefined {
  const text = value.slice(from, to);
  if (IPV4_LITERAL.test(text)) {
    let at = from;
    for (const snum of text.split(".")) {
      // Snum = 1*3DIGIT ; representing a decimal integer value in the range 0 through 255
      if (Number(snum) > 255) return problem(at, "Snum", "RFC 5321 §4.1.3", `${snum} is not 0 through 255`);
      at += snum.length + 1;
    }
    return undefined;
  }
  const tag = text.slice(0, text.indexOf(":"));
  const addr = text.slice(tag.length + 1);
  if (tag.toLowerCase() !== "ipv6")
    return problem(
      from,
      "General-address-literal",
      "RFC 5321 §4.1.3",
      `the Standardized-tag ${JSON.stringify(tag)} is not registered with IANA`,
    );
  if (!IPV6_ADDR.testPart(value, from + 5, to))
    return problem(
      from + 5,
      "IPv6-addr",
      "RFC 5321 §4.1.3",
      'the tag "IPv6" is registered for an IPv6-addr only',
    );
  const v4 = addr.includes(".");
  const tail = v4 ? addr.slice(addr.lastIndexOf(":") + 1) : "";
  if (v4) {
    const bad = literalProblem(value, to - tail.length, to);
    if (bad !== undefined) return bad;
  }
  const hex = (v4 ? addr.slice(0, addr.length - tail.length) : addr).split(":").filter((g) => g !== "");
  if (addr.includes("::")) {
    // IPv6-comp: no more than 6 groups in addition to the "::"; IPv6v4-comp: no more than 4 groups
    // in addition to the "::" and IPv4-address-literal.
    const most = v4 ? 4 : 6;
    if (hex.length > most)
      return problem(
        from + 5,
        v4 ? "IPv6v4-comp" : "IPv6-comp",
        "RFC 5321 §4.1.3",
        `${hex.length} groups beside "::": at most ${most}`,
      );
  }
  return undefined;
}

/**
 * The size of a Mailbox, before its syntax (RFC 5321 §4.5.3.1.3): more characters than a Mailbox
 * has octets. (mailboxProblem counts the octets of a value of that size or less.)
 */
function sizeProblem(value: string): FormatProblem | undefined {
  return value.length > MAILBOX_MOST
    ? problem(
        0,
        "Mailbox",
        "RFC 5321 §4.5.3.1.3",
        `${value.length} characters, as many octets or more: a path holds at most 254 between "<" and ">"`,
      )
    : undefined;
}

/**
 * The checks after the grammar (see the module comment); `idn`: idn-email's; `mapped`: the domain
 * is UTS #46's mapping of one the grammar read, and gets all of the label checks.
 */
function mailboxProblem(value: string, idn: boolean, mapped = false): FormatProblem | undefined {
  const at = atSign(value);
  const local = idn ? octets(value, 0, at) : at;
  if (local > 64) return problem(0, "Local-part", "RFC 5321 §4.5.3.1.1", `${local} octets: at most 64`);
  const domain = idn ? octets(value, at + 1, value.length) : value.length - at - 1;
  if (domain > 255) return problem(at + 1, "Domain", "RFC 5321 §4.5.3.1.2", `${domain} octets: at most 255`);
  if (local + 1 + domain > 254)
    return problem(
      0,
      "Mailbox",
      "RFC 5321 §4.5.3.1.3",
      `${local + 1 + domain} octets: a path holds at most 254 between "<" and ">"`,
    );
  if (value.charCodeAt(at + 1) === 0x5b) return literalProblem(value, at + 2, value.length - 1);
  if (mapped || (idn && /[^\x00-\x7f]|xn--/i.test(value.slice(at + 1))))
    return idnDomainProblem(value.slice(at + 1), at + 1, true);
  // RFC 1035 §2.3.4: labels are 63 octets or less.
  for (let from = at + 1; from < value.length;) {
    let to = value.indexOf(".", from);
    if (to < 0) to = value.length;
    meter: work.units += to - from + 1;
    if (to - from > 63)
      return problem(from, "sub-domain", "RFC 1035 §2.3.4", `a label of ${to - from} octets: at most 63`);
    from = to + 1;
  }
  return undefined;
}

/** `format: "email"`: RFC 5321 §4.1.2 Mailbox (see the module comment). */
export function email(value: string): boolean {
  if (value.length > MAILBOX_MOST) return false;
  if (!MAILBOX.test(value)) return false;
  // A Mailbox of 64 characters or less has every size right (local part, domain, labels): only an
  // address-literal (the one domain that ends with "]") has more to check.
  if (value.length <= 64 && value.charCodeAt(value.length - 1) !== 0x5d) return true;
  return mailboxProblem(value, false) === undefined;
}
export function emailProblem(value: string): FormatProblem | undefined {
  return sizeProblem(value) ?? grammarProblem(MAILBOX, value, d5321) ?? mailboxProblem(value, false);
}

/** `format: "idn-email"`: RFC 6531 §3.3's Mailbox (see the module comment). */
export function idnEmail(value: string): boolean {
  if (value.length > MAILBOX_MOST) return false;
  return IDN_MAILBOX.test(value) && mailboxProblem(value, true) === undefined;
}
export function idnEmailProblem(value: string): FormatProblem | undefined {
  return sizeProblem(value) ?? grammarProblem(IDN_MAILBOX, value, d6531) ?? mailboxProblem(value, true);
}

/** idn-email with its domain mapped by `map` first (a reading of the IDN formats: ./readings.ts). */
export function mappedIdnEmail(value: string, map: DomainMap): boolean {
  return IDN_MAILBOX.test(value) && mappedProblem(value, map) === undefined;
}
export function mappedIdnEmailProblem(value: string, map: DomainMap): FormatProblem | undefined {
  return grammarProblem(IDN_MAILBOX, value, d6531) ?? mappedProblem(value, map);
}

/**
 * The checks after the grammar when a reading maps the domain (not an address-literal): the sizes
 * and labels of the address with its domain mapped, placed in the input. The size before the
 * grammar is not checked: the mapping may remove code points (UTS #46's ignored ones).
 */
function mappedProblem(value: string, map: DomainMap): FormatProblem | undefined {
  const at = atSign(value);
  if (value.charCodeAt(at + 1) === 0x5b) return mailboxProblem(value, true);
  const mapped = map(value.slice(at + 1), at + 1);
  if ("offset" in mapped) return mapped;
  const address = value.slice(0, at + 1) + mapped.text;
  const bad = mailboxProblem(address, true, true);
  if (bad === undefined || bad.offset <= at) return bad;
  return mapped.problemAt({ ...bad, offset: bad.offset - at - 1 });
}
