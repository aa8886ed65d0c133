// The rule table of `lint`: one row per finding, data (code, severity, section, summary, fix) and
// the function that finds it. Severity: "error" for what a specification forbids (the input is not
// valid, or a MUST of the scheme's RFC is broken), "warning" for a hazard (RFC 3986 §7) or a form
// that parsers read differently, "info" for what normalization would change (RFC 3986 §6.2).
import { SCHEMES } from "../semantics/scheme-defaults.js";
import { SCHEME_RECORDS } from "../schemes/registry.js";
import { SchemeRuleError } from "../schemes/read.js";
import { decimalPort } from "../semantics/normalize.js";
import { UNRESERVED } from "../semantics/percent.js";
import { normalizePercent } from "../schemes/text.js";
import { asciiPath, type Part, PARTS, WHATWG_SPECIAL } from "./context.js";
import { FINDINGS_PER_RULE, type Hit, type LintContext, type LintRule } from "./types.js";

/**
 * The hits of the triplets that `test` accepts, made by `make` from the triplet's index: at most
 * one more than FINDINGS_PER_RULE (lint lists that many and says that more follow), so that a
 * hostile input of a million triplets makes a hundred hits, not a million.
 */
function tripletHits(
  c: LintContext,
  test: (octet: number, part: Part, k: number) => boolean,
  make: (k: number) => Hit,
): Hit[] {
  const t = c.triplets;
  const out: Hit[] = [];
  for (let k = 0; k < t.count && out.length <= FINDINGS_PER_RULE; k++)
    if (test(t.octet[k]!, PARTS[t.part[k]!]!, k)) out.push(make(k));
  return out;
}

/** The triplet at index k as written ("%2f"). */
const tripletText = (c: LintContext, k: number) =>
  c.input.slice(c.triplets.offset[k]!, c.triplets.offset[k]! + 3);

/** Delimiters whose percent-encoding a back end that decodes too early reads as the delimiter (RFC 3986 §7.3). */
const DELIMITERS: Readonly<Record<Part, string>> = {
  userinfo: "@/\\",
  host: "@:/\\?#[]",
  path: "/\\?#",
  query: "#",
  fragment: "",
};

/** The WHATWG URL Standard's IPv4 parser reads a host as an address when its last label is a number (§3.5). */
function whatwgNumber(label: string): boolean {
  return /^(0[xX][0-9a-fA-F]*|0[0-7]*|[1-9][0-9]*)$/.test(label);
}

/** Whether a reg-name is an IPv4 address to inet_aton and WHATWG but not RFC 3986's dotted decimal. */
function rareIpv4(host: string): boolean {
  const labels = host.endsWith(".") ? host.slice(0, -1).split(".") : host.split(".");
  if (labels.length === 0 || labels.length > 4 || labels.some((l) => l === "")) return false;
  if (!labels.every(whatwgNumber)) return false;
  // Plain dotted decimal (four labels, no leading zero, each ≤ 255) is RFC 3986's IPv4address.
  return !(labels.length === 4 && labels.every((l) => /^(0|[1-9][0-9]{0,2})$/.test(l) && Number(l) <= 255));
}

const RTL = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]|\uD802[\uDC00-\uDFFF]|\uD83A[\uDC00-\uDFFF]/;
const LTR = /[A-Za-z\u00C0-\u02AF\u0370-\u03FF\u0400-\u04FF\u0900-\u0DFF\u3040-\u9FFF\uAC00-\uD7AF]/;
const BIDI_FORMATTING = /[\u200E\u200F\u202A-\u202E]/g;
/** The same, percent-encoded as UTF-8 (E2 80 8E, E2 80 8F, E2 80 AA-AE). */
const BIDI_FORMATTING_PCT = /%E2%80%(8[EF]|A[A-E])/gi;

/** The rule rows of the scheme grammars' prose (data of src/schemes/<name>.ts), one per code. */
const PROSE_RULES: readonly LintRule[] = SCHEME_RECORDS.flatMap((record) =>
  record.prose.map((rule): LintRule => ({
    code: rule.code,
    severity: "error",
    section: rule.section,
    summary: rule.message,
    fix: `follow ${rule.section}`,
    check: (c) =>
      c.scheme !== null &&
      "error" in c.scheme &&
      c.scheme.error instanceof SchemeRuleError &&
      c.scheme.error.code === rule.code
        ? [{ offset: c.scheme.error.offset }]
        : [],
  })),
);

export const LINT_RULES: readonly LintRule[] = [
  // ---- Syntax ----
  {
    code: "syntax",
    severity: "error",
    section: "RFC 3986 §3, §4.1 (Appendix A)",
    summary: "not a URI reference",
    fix: "percent-encode the character at the offset (RFC 3986 §2.1) or remove it",
    check: (c) => (c.error === null ? [] : [{ offset: c.error.offset, message: c.error.message }]),
  },
  {
    code: "scheme-syntax",
    severity: "error",
    section: "the scheme's RFC",
    summary: "not valid by its scheme's grammar",
    fix: "write the scheme-specific part as its RFC's ABNF says",
    check: (c) => {
      if (c.scheme === null || !("error" in c.scheme) || c.scheme.error instanceof SchemeRuleError) return [];
      const e = c.scheme.error;
      const record = SCHEME_RECORDS.find((r) => r.grammar === e.variant);
      return [
        {
          offset: e.offset,
          message: e.message,
          section: e.context?.section?.startsWith("RFC")
            ? e.context.section
            : (record?.document ?? e.variant),
        },
      ];
    },
  },
  ...PROSE_RULES,
  {
    code: "backslash",
    severity: "error",
    section: 'RFC 3986 §2 (not a URI character); WHATWG URL Standard §4.4 (read as "/")',
    summary:
      'a "\\": not a URI character, and WHATWG URL parsers read it as "/" in http(s), ws(s), ftp and file URLs',
    fix: 'write "/" if a path separator is meant, else "%5C"',
    check: (c) => {
      const at = c.input.indexOf("\\");
      return at < 0 ? [] : [{ offset: at }];
    },
  },
  {
    code: "unclosed-ip-literal",
    severity: "error",
    section: "RFC 3986 §3.2.2",
    summary: 'an authority with "[" and no "]": parsers disagree on where the host ends',
    fix: 'close the IP literal with "]" or percent-encode the "["',
    check: (c) => {
      const m = /^[A-Za-z][A-Za-z0-9+.-]*:\/\/([^/?#]*)/.exec(c.input) ?? /^\/\/([^/?#]*)/.exec(c.input);
      if (m === null) return [];
      const start = m.index + m[0].length - m[1]!.length;
      const open = m[1]!.indexOf("[");
      return open >= 0 && !m[1]!.includes("]", open) ? [{ offset: start + open }] : [];
    },
  },
  {
    code: "ipv6-zone-id",
    severity: "warning",
    section: "RFC 6874 §2, §4",
    summary:
      "an IPv6 zone identifier: valid only under RFC 6874, which RFC 3986 parsers and WHATWG URL parsers reject, and meaningful only on the host that wrote it",
    fix: 'remove the zone identifier ("%25...") from the IP literal',
    check: (c) => {
      const m = /\[[0-9A-Fa-f:.]+(%25)[A-Za-z0-9\-._~%]+\]/.exec(c.input);
      return m === null ? [] : [{ offset: m.index + m[0].indexOf("%25") }];
    },
  },
  // ---- RFC 3986 §7: security ----
  {
    code: "userinfo-password",
    severity: "warning",
    section: "RFC 3986 §3.2.1, §7.5",
    summary:
      'a password in the userinfo ("user:password" is deprecated; it is disclosed wherever the URI goes)',
    fix: 'remove the password (and its ":") from the URI; authenticate another way',
    check: (c) => {
      const u = c.components?.userinfo;
      if (u === undefined) return [];
      const colon = u.indexOf(":");
      return colon < 0 ? [] : [{ offset: c.offsets!.userinfo + colon + 1 }];
    },
  },
  {
    code: "userinfo-host-lookalike",
    severity: "warning",
    section: "RFC 3986 §7.6",
    summary: "a userinfo that looks like a host name: a reader may take it for the host (a semantic attack)",
    fix: 'remove the userinfo; the host is what follows the "@"',
    check: (c) => {
      const u = c.components?.userinfo;
      if (u === undefined) return [];
      const user = u.split(":")[0]!;
      const decoded = user.replace(/%2[eE]/g, ".");
      return /^[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+\.?$/.test(decoded) && /[A-Za-z]/.test(decoded)
        ? [{ offset: c.offsets!.userinfo }]
        : [];
    },
  },
  {
    code: "http-userinfo",
    severity: "warning",
    section: "RFC 9110 §4.2.4",
    summary:
      'userinfo in an http(s) URI: deprecated, and a recipient "SHOULD ... treat its presence as an error"',
    fix: 'remove the userinfo and its "@"',
    check: (c) => {
      const s = c.components?.scheme?.toLowerCase();
      return (s === "http" || s === "https") && c.components!.userinfo !== undefined
        ? [{ offset: c.offsets!.userinfo }]
        : [];
    },
  },
  {
    code: "ipv4-rare-form",
    severity: "warning",
    section: "RFC 3986 §7.4",
    summary:
      "a host that RFC 3986 reads as a registered name but inet_aton and WHATWG URL parsers read as an IPv4 address (hexadecimal, octal, or fewer than four parts)",
    fix: "write the address in dotted-decimal form (four decimal octets, no leading zeros)",
    check: (c) => {
      const h = c.components?.host;
      return h === undefined || h.startsWith("[") || !rareIpv4(h) ? [] : [{ offset: c.offsets!.host }];
    },
  },
  {
    code: "pct-encoded-nul",
    severity: "warning",
    section: "RFC 3986 §7.3",
    summary: "a percent-encoded NUL (%00): back ends written in C end the string there",
    fix: "remove the %00",
    check: (c) =>
      tripletHits(
        c,
        (o) => o === 0,
        (k) => ({ offset: c.triplets.offset[k]! }),
      ),
  },
  {
    code: "pct-encoded-control",
    severity: "warning",
    section: "RFC 3986 §7.3",
    summary:
      "a percent-encoded control character (CR, LF, ...): a back end that decodes it may split a header or a log line",
    fix: "remove the control character",
    check: (c) =>
      tripletHits(
        c,
        (o) => (o > 0 && o < 0x20) || o === 0x7f,
        (k) => ({
          offset: c.triplets.offset[k]!,
          message: `a percent-encoded control character (${tripletText(c, k)})`,
        }),
      ),
  },
  {
    code: "pct-encoded-delimiter",
    severity: "warning",
    section: "RFC 3986 §7.3, §2.2",
    summary:
      "a percent-encoded delimiter: a back end that decodes before it splits reads a different structure",
    fix: "make sure the data was meant; a decoder must split the component before decoding it",
    check: (c) =>
      tripletHits(
        c,
        (o, part) => DELIMITERS[part].includes(String.fromCharCode(o)),
        (k) => ({
          offset: c.triplets.offset[k]!,
          message: `a percent-encoded ${JSON.stringify(String.fromCharCode(c.triplets.octet[k]!))} (${tripletText(c, k)}) in the ${PARTS[c.triplets.part[k]!]!}`,
        }),
      ),
  },
  {
    code: "pct-encoded-dot-segment",
    severity: "warning",
    section: "RFC 3986 §7.3, §6.2.2.3",
    summary:
      'a percent-encoded dot segment ("%2e%2e"): WHATWG URL parsers and servers that decode first read it as ".." (path traversal)',
    fix: 'write the segment without percent-encoding if ".." is meant, else avoid it',
    check: (c) => {
      if (c.components === null) return [];
      const path = c.components.path;
      const out: Hit[] = [];
      let start = 0;
      for (const segment of path.split("/")) {
        if (out.length > FINDINGS_PER_RULE) break;
        if (segment.includes("%") && /^(%2e|\.){1,2}$/i.test(segment))
          out.push({ offset: c.offsets!.path + start });
        start += segment.length + 1;
      }
      return out;
    },
  },
  {
    code: "bidi-formatting",
    severity: "error",
    section: "RFC 3987 §4.1",
    summary:
      "a bidirectional formatting character (LRM, RLM, LRE, RLE, LRO, RLO, PDF): IRIs must not contain them",
    fix: "remove the formatting character",
    check: (c) => {
      const out: Hit[] = [];
      for (const pattern of [BIDI_FORMATTING, BIDI_FORMATTING_PCT])
        for (const m of c.input.matchAll(pattern)) {
          if (out.length > FINDINGS_PER_RULE) break;
          out.push({ offset: m.index });
        }
      return out;
    },
  },
  {
    code: "bidi-mixed",
    severity: "warning",
    section: "RFC 3987 §4.2",
    summary:
      "a component mixing right-to-left and left-to-right characters: it displays in an order that can mislead",
    fix: "keep each component (host label, path segment) in one direction",
    check: (c) => {
      if (!c.iri || c.components === null) return [];
      const out: Hit[] = [];
      for (const part of ["host", "path", "query", "fragment"] as const) {
        const text = c.components[part];
        if (text === undefined) continue;
        let start = 0;
        for (const piece of text.split(/[./?=&;]/)) {
          if (out.length > FINDINGS_PER_RULE) break;
          if (RTL.test(piece) && LTR.test(piece)) out.push({ offset: c.offsets![part] + start });
          start += piece.length + 1;
        }
      }
      return out;
    },
  },
  {
    code: "non-nfc",
    severity: "warning",
    section: "RFC 3987 §5.3.2.2",
    summary: "non-ASCII text not in Unicode Normalization Form C: equal-looking IRIs compare unequal",
    fix: "normalize the IRI's text to NFC",
    check: (c) => {
      if (!c.iri) return [];
      const nfc = c.input.normalize("NFC");
      if (nfc === c.input) return [];
      let i = 0;
      while (i < nfc.length && nfc[i] === c.input[i]) i++;
      return [{ offset: i }];
    },
  },
  // ---- RFC 3986 §6.2: what normalization would change ----
  {
    code: "pct-encoded-unreserved",
    severity: "info",
    section: "RFC 3986 §2.3, §6.2.2.2",
    summary: "a percent-encoded unreserved character: URI producers should not encode it",
    fix: "write the character itself",
    check: (c) =>
      tripletHits(
        c,
        (o) => UNRESERVED[o] === true,
        (k) => ({
          offset: c.triplets.offset[k]!,
          message: `${tripletText(c, k)} is the unreserved ${JSON.stringify(String.fromCharCode(c.triplets.octet[k]!))}`,
        }),
      ),
  },
  {
    code: "pct-encoded-lowercase",
    severity: "info",
    section: "RFC 3986 §2.1, §6.2.2.1",
    summary: "lower-case hex digits in a percent-encoding: producers should use upper case",
    fix: "write the hex digits in upper case",
    check: (c) =>
      tripletHits(
        c,
        (_, __, k) => /[a-f]/.test(tripletText(c, k)),
        (k) => ({ offset: c.triplets.offset[k]! }),
      ),
  },
  {
    code: "uppercase-scheme",
    severity: "info",
    section: "RFC 3986 §3.1, §6.2.2.1",
    summary: "upper-case letters in the scheme: producers should use lower case",
    fix: "write the scheme in lower case",
    check: (c) =>
      c.components?.scheme !== undefined && /[A-Z]/.test(c.components.scheme) ? [{ offset: 0 }] : [],
  },
  {
    code: "uppercase-host",
    severity: "info",
    section: "RFC 3986 §3.2.2, §6.2.2.1",
    summary: "upper-case letters in the host: producers should use lower case for registered names",
    fix: "write the host in lower case",
    check: (c) => {
      const h = c.components?.host;
      if (h === undefined) return [];
      const m = /[A-Z]/.exec(h.replace(/%[0-9A-Fa-f]{2}/g, "%00"));
      return m === null ? [] : [{ offset: c.offsets!.host + m.index }];
    },
  },
  {
    code: "dot-segment",
    severity: "info",
    section: "RFC 3986 §5.2.4, §6.2.2.3",
    summary: 'a "." or ".." segment in the path of a URI: normalization removes it',
    fix: "remove the dot segments (RFC 3986 §5.2.4)",
    check: (c) => {
      const comp = c.components;
      if (comp === null || (comp.scheme === undefined && !comp.path.startsWith("/"))) return [];
      let start = 0;
      for (const segment of comp.path.split("/")) {
        if (segment === "." || segment === "..") return [{ offset: c.offsets!.path + start }];
        start += segment.length + 1;
      }
      return [];
    },
  },
  {
    code: "empty-port",
    severity: "info",
    section: "RFC 3986 §3.2.3, §6.2.3",
    summary: 'an empty port (":" and no digits): producers should omit the ":"',
    fix: 'remove the ":" after the host',
    check: (c) => (c.components?.port === "" ? [{ offset: c.offsets!.port - 1 }] : []),
  },
  {
    code: "default-port",
    severity: "info",
    section: "RFC 3986 §3.2.3, §6.2.3",
    summary: "the scheme's default port: producers should omit it",
    fix: 'remove the port and its ":"',
    check: (c) => {
      const comp = c.components;
      if (comp?.port === undefined || comp.port === "" || comp.scheme === undefined) return [];
      const rule = SCHEMES[comp.scheme.toLowerCase()];
      return rule?.defaultPort !== undefined && decimalPort(comp.port) === rule.defaultPort
        ? [{ offset: c.offsets!.port - 1 }]
        : [];
    },
  },
  {
    code: "port-out-of-range",
    severity: "warning",
    section: "RFC 3986 §3.2.3; RFC 6335 §6 (ports are 0-65535)",
    summary:
      "a port above 65535: RFC 3986 allows the digits, but no transport has such a port and WHATWG URL parsers reject it",
    fix: "use a port from 0 to 65535",
    check: (c) => {
      const p = c.components?.port;
      return p !== undefined && p !== "" && Number(p) > 65535 ? [{ offset: c.offsets!.port }] : [];
    },
  },
  {
    code: "empty-path",
    severity: "info",
    section: "RFC 3986 §6.2.3",
    summary: 'an empty path after an authority: for this scheme it is "/"',
    fix: 'add "/" after the authority',
    check: (c) => {
      const comp = c.components;
      if (comp?.authority === undefined || comp.path !== "" || comp.scheme === undefined) return [];
      return SCHEMES[comp.scheme.toLowerCase()]?.emptyPath === "/" ? [{ offset: c.offsets!.path }] : [];
    },
  },
  // ---- Differential: RFC 3986 against a WHATWG URL parser ----
  {
    code: "whatwg-host",
    severity: "warning",
    section: "RFC 3986 §3.2.2, §7.4, §7.6; WHATWG URL Standard §3.5",
    summary: "a WHATWG URL parser reads a different host than RFC 3986 does",
    fix: "write the host in a form both read alike (a lower-case name, a dotted-decimal IPv4 address, an IPv6 literal)",
    check: (c) => differs(c, "host"),
  },
  {
    code: "whatwg-path",
    severity: "warning",
    section: "RFC 3986 §3.3, §5.2.4; WHATWG URL Standard §4.4",
    summary: "a WHATWG URL parser reads a different path",
    fix: "write the path without encoded dots or separators that one parser decodes",
    check: (c) => (differs(c, "host").length > 0 ? [] : differs(c, "path")),
  },
  {
    code: "whatwg-rejects",
    severity: "info",
    section: "WHATWG URL Standard §4.4",
    summary: "a valid URI that a WHATWG URL parser (browsers, Node's URL) rejects",
    fix: "avoid the construct a browser cannot read (a port above 65535, a zone id, a percent-encoded host delimiter, ...)",
    check: (c) =>
      c.components?.scheme !== undefined && c.whatwg === null
        ? [{ offset: 0, readings: { rfc3986: c.rfc, whatwg: null } }]
        : [],
  },
  {
    code: "whatwg-not-compared",
    severity: "info",
    section: "RFC 1035 §2.3.4; RFC 3492 §6.3; WHATWG URL Standard §3.5",
    summary:
      "a host label longer than DNS allows, with non-ASCII or percent-encoded text: not given to the WHATWG parser (its IDNA processing takes time quadratic in the label)",
    fix: "keep each host label within 63 octets",
    check: (c) =>
      c.whatwgSkipped === undefined
        ? []
        : [{ offset: c.whatwgSkipped.offset, message: c.whatwgSkipped.reason }],
  },
  {
    code: "whatwg-accepts",
    severity: "warning",
    section: "RFC 3986 Appendix A; WHATWG URL Standard §4.4",
    summary: "not a URI, but a WHATWG URL parser reads it as a URL: the two disagree on what it names",
    fix: "percent-encode or remove the character RFC 3986 rejects",
    check: (c) =>
      c.error !== null && c.whatwg
        ? [{ offset: c.error.offset, readings: { rfc3986: null, whatwg: c.whatwg } }]
        : [],
  },
];

/** The differential finding of one field: where the two readings of a valid URI differ. */
// The scheme and the port are not compared: both parsers lower-case the scheme, and a port WHATWG
// parsers read differently (above 65535) is one they reject (whatwg-rejects, port-out-of-range).
function differs(c: LintContext, field: "host" | "path"): readonly Hit[] {
  if (!c.whatwg || c.rfc === null || c.components === null) return [];
  let rfc = c.rfc[field] ?? "";
  let whatwg = c.whatwg[field] ?? "";
  if (field === "host") {
    const special = Object.hasOwn(WHATWG_SPECIAL, c.rfc.scheme ?? "");
    // An opaque host (a scheme WHATWG does not know) keeps its case and its percent-encodings.
    if (!special) [rfc, whatwg] = [rfc.toLowerCase(), whatwg.toLowerCase()];
    // Internationalized names go through IDNA (UTS #46) in WHATWG parsers: not compared here.
    if (/[^\0-\x7f]/.test(rfc) || /(^|\.)xn--/i.test(whatwg)) return [];
  }
  // RFC 3986 §6.2.2.2 on both sides: WHATWG parsers keep "%7e" as written.
  if (field === "path") [rfc, whatwg] = [normalizePercent(asciiPath(rfc)), normalizePercent(whatwg)];
  if (rfc === whatwg) return [];
  const o = c.offsets!;
  const offset = field === "path" ? o.path : o.host >= 0 ? o.host : o.path;
  return [
    {
      offset,
      message: `RFC 3986 reads the ${field} ${JSON.stringify(c.rfc[field] ?? "")}, a WHATWG URL parser ${JSON.stringify(c.whatwg[field] ?? "")}`,
      readings: { rfc3986: c.rfc, whatwg: c.whatwg },
    },
  ];
}
