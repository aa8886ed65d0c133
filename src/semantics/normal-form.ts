// The normal form of a URI reference's components (RFC 3986 §6.2.2: case, percent-encoding, dot
// segments; §6.2.3: scheme-based), and of the text for the variants whose documents normalize text
// (RFC 1738 §2.1 and §2.2, RFC 1808): what src/semantics/normalize.ts returns when the input is not
// already in normal form.
import { keptAPath } from "./path.js";
import { type Decoding, normalizePercent, TRIPLETS, utf8Triplets } from "./percent.js";
import {
  removeDotSegments,
  removeDotSegmentsObserved,
  removeDotSegmentsStepwise,
} from "./remove-dot-segments.js";
import { type StepObserver } from "./observe.js";
import { work } from "./work.js";
import { schemeRule } from "./scheme-defaults.js";
import {
  AUTHORITY_SPAN,
  type ComponentRecord,
  type Components,
  emptyRecord,
  newSpans,
} from "../syntax/components.js";
import { parseWith, rejection, spansWith } from "../syntax/parse.js";
import { ruleOf } from "../syntax/start-rule.js";
import { rfc3986 } from "../variants/rfc3986.js";
import { type VariantLike } from "../variants/rules.js";
import { type NormalizationLevel, type NormalizeContext, normalizeContext } from "./normalize-context.js";

export const UPPER = /[A-Z]/;
const NON_ASCII = /[^\0-\x7f]/;

/**
 * Lower-cases A-Z only (RFC 3986 §6.2.2.1: scheme and host are case-insensitive ASCII; an IRI's non-ASCII
 * letters are not case-folded). Text without a capital letter (the common case) is returned as
 * it is; ASCII-only text can use toLowerCase; anything else goes letter run by letter run.
 */
function lowerAscii(text: string): string {
  meter: work.units += text.length;
  if (!UPPER.test(text)) return text;
  return NON_ASCII.test(text) ? text.replace(/[A-Z]+/g, (s) => s.toLowerCase()) : text.toLowerCase();
}

/**
 * RFC 3986 §6.2.2.1 and §6.2.2.2 on one component (RFC 3987 §5.3.2.1 and §5.3.2.3 for an IRI): the hex digits
 * of every percent-encoding upper case, and the octets of the characters the variant decodes there
 * decoded (src/semantics/percent.ts, the one home of percent-encoding).
 */
function percentForm(text: string, decoding: Decoding): string {
  meter: work.units += text.length;
  return normalizePercent(text, decoding);
}

const ENCODED_DOT = /%2e/i;

/**
 * RFC 3986 §6.2.2.2 on a path, its dot segments kept what they are. remove_dot_segments (RFC 3986
 * §5.2.4), like every older algorithm, matches "." and ".." as written: a segment spelled with
 * "%2E" ("%2E%2E", ".%2e") is none, and resolution keeps it where it removes a "..". Decoding it
 * would make a dot segment appear, and with it a path traversal ("/public/%2e%2e/secret" would
 * be "/secret"; the first of fast-uri's 2026 advisory classes). Such a segment's normal form is
 * "%2E" or "%2E%2E" (one form for every spelling); every other segment is decoded as the variant
 * decodes. Decoding writes no "/", so the decoded path has the input's segments, one for one.
 */
function pathPercentForm(path: string, decoding: Decoding, nameEnds?: RegExp): string {
  const decoded = percentForm(path, decoding);
  if (!ENCODED_DOT.test(path)) return decoded;
  meter: work.units += path.length + decoded.length;
  const written = path.split("/");
  const segments = decoded.split("/");
  for (let k = 0; k < segments.length; k++) {
    const segment = segments[k]!;
    // The segment's name: where a grammar ends the path inside it (RFC 1808's ";" params and "?"
    // query, in the text forms), up to there. Those delimiters are never decoded, so they are
    // where they were.
    const cut = nameEnds === undefined ? -1 : segment.search(nameEnds);
    const name = cut === -1 ? segment : segment.slice(0, cut);
    const writtenName = cut === -1 ? written[k]! : written[k]!.slice(0, written[k]!.search(nameEnds!));
    if ((name === "." || name === "..") && writtenName !== name)
      segments[k] = (name === "." ? "%2E" : "%2E%2E") + segment.slice(name.length);
  }
  return segments.join("/");
}

/** Lower-cases the host (RFC 3986 §6.2.2.1) but not the hex digits of its percent-encodings. */
function lowerHost(host: string): string {
  meter: work.units += host.length;
  if (!host.includes("%")) return lowerAscii(host);
  const parts: string[] = [];
  let start = 0;
  for (let i = 0; i < host.length; i++) {
    if (host.charCodeAt(i) === 0x25) {
      parts.push(lowerAscii(host.slice(start, i)), host.slice(i, i + 3));
      i += 2;
      start = i + 1;
    }
  }
  parts.push(lowerAscii(host.slice(start)));
  return parts.join("");
}

/**
 * The host's case normal form, on the host after its percent-encodings are normalized. RFC 3986
 * §6.2.2.1: the host is case-insensitive (its ASCII letters are lower-cased). RFC 3987 §5.3.2.1
 * ("ascii-only"): "the scheme and US-ASCII only host are case insensitive"; a host that holds a
 * non-ASCII character is left as it is ("Case equivalence for non-ASCII characters in IRI
 * components that are IDNs are discussed in section 5.3.3", scheme-based normalization, where
 * Nameprep's case mapping belongs). Deciding after decoding keeps the normal form its own: a host
 * that decoding made non-ASCII is never folded, one left ASCII always is.
 */
function hostForm(context: NormalizeContext, host: string): string {
  if (context.hostCase === "ascii-only" && NON_ASCII.test(host)) {
    meter: work.units += host.length;
    return host;
  }
  // An IP literal's zone id (RFC 6874 §2: IPv6address "%25" ZoneID, the only "%25" a literal of any
  // variant can hold) keeps its case: RFC 6874 says nothing of it, RFC 4007 §11 leaves the zone's
  // text to the system, and interface names are case-sensitive on most systems ("eth0" and "ETH0"
  // can be two interfaces). Its unreserved triplets are decoded as everywhere (RFC 3986 §6.2.2.2:
  // "%41" and "A" spell one zone id); the address before it is case-insensitive hex.
  if (host.charCodeAt(0) === 0x5b) {
    const zone = host.indexOf("%25");
    if (zone !== -1) return lowerHost(host.slice(0, zone)) + host.slice(zone);
  }
  return lowerHost(host);
}

/** A port as the decimal number it is (RFC 3986 §3.2.3), without leading zeros ("" stays ""). */
export function decimalPort(port: string): string {
  let i = 0;
  while (i < port.length - 1 && port.charCodeAt(i) === 0x30) i++;
  return port.slice(i);
}

/**
 * The normal form's components in one fixed shape (a component record: every key present), so that
 * the steps below read and write them at a known place; normalizeComponents turns it into sparse
 * Components (RFC 3986 §5.3: an undefined component has no key), normalize straight into the string.
 */
export type NormalForm = ComponentRecord;

/**
 * RFC 3986 §6.2.2 (and §6.2.3 at level "scheme") on parsed components. `percent` false says that no
 * component holds a "%" (the input string has none), so §6.2.2.1 and §6.2.2.2 have nothing to do
 * with percent-encodings and are not asked per component.
 */
export function normalForm(
  context: NormalizeContext,
  input: Components,
  level: NormalizationLevel,
  percent: boolean,
  observe?: StepObserver,
): NormalForm {
  const { decoding } = context;
  // One shape for all normal forms (a component record).
  const out: NormalForm = emptyRecord();
  const { scheme, authority, host, path } = input;
  if (scheme !== undefined) out.scheme = lowerAscii(scheme); // RFC 3986 §6.2.2.1
  if (scheme !== undefined)
    observe?.({ id: "6.2.2.1 scheme", values: { before: scheme, after: out.scheme } });
  if (authority !== undefined && host === undefined) {
    // An authority that the variant's grammar does not split into host and port (RFC 2396's
    // reg_name, RFC 1808's net_loc, and RFC 2396 §3.2.2's empty server, which has no host: parse
    // gives it none, and neither does its normal form): only its percent-encodings are
    // normalized. When decoding made it a server (RFC 2396 "%41" is a reg_name, "A" a hostname),
    // its host is folded as any host is, so that the normal form is its own normal form.
    out.authority = percent ? percentForm(authority, decoding) : authority;
    if (out.authority !== authority && context.authorityRule !== undefined) {
      const server = parseWith(context.authorityRule, out.authority);
      if (server.ok && server.value.host !== undefined) {
        out.userinfo = server.value.userinfo;
        out.host = hostForm(context, server.value.host);
        out.port = server.value.port;
      }
    }
  } else if (authority !== undefined) {
    // An authority with a host (the branch above takes every authority without one).
    const userinfo = input.userinfo;
    if (userinfo !== undefined) out.userinfo = percent ? percentForm(userinfo, decoding) : userinfo;
    out.host = percent ? hostForm(context, percentForm(host!, decoding)) : hostForm(context, host!);
    out.port = input.port;
    if (userinfo !== undefined)
      observe?.({ id: "6.2.2.2 userinfo", values: { before: userinfo, after: out.userinfo } });
    observe?.({ id: "6.2.2.1 host", values: { before: host, after: out.host } });
  }
  out.path = percent ? pathPercentForm(path, decoding) : path;
  observe?.({ id: "6.2.2.2 path", values: { before: path, after: out.path } });
  // Whether the variant's normalization removes the dot segments of this path (and would take away
  // a "/." written in front of it).
  let removedDots = false;
  if (context.dotSegments === "rfc3986") {
    // RFC 3986 §6.2.2.3: dot segments. A relative-path reference keeps them: its ".." still has to climb the
    // base's path when it is resolved (§5.2), so removing them here would change what it means.
    if (scheme !== undefined || authority !== undefined || out.path.startsWith("/")) {
      removedDots = true;
      const before = out.path;
      out.path =
        observe === undefined ? removeDotSegments(out.path) : removeDotSegmentsObserved(out.path, observe);
      observe?.({ id: "6.2.2.3 path", values: { before, after: out.path } });
    }
  } else if (context.dotSegments === "rfc2396bis-01") {
    // draft-fielding-uri-rfc2396bis-01 §6.2.2.3: dot segments "should not appear in absolute URI paths; if they are
    // found, they can be removed by splitting the URI just after the "/" that starts the path,
    // using the left half as the base URI and the right as a relative reference, and normalizing
    // the URI by merging the two" (§5.2: its buffer merge, steps 1-8; step 7 retains leading
    // ".." segments, as the draft's Appendix C.2 does).
    if (scheme !== undefined && out.path.startsWith("/")) {
      removedDots = true;
      out.path = removeDotSegmentsStepwise(out.path);
    }
  }
  if (scheme === undefined && authority === undefined && percent) out.path = keepRelative(context, out.path);
  const { params, query, fragment } = input;
  if (params !== undefined) out.params = percent ? percentForm(params, decoding) : params;
  if (query !== undefined) out.query = percent ? percentForm(query, context.queryDecoding) : query;
  if (query !== undefined) observe?.({ id: "6.2.2.2 query", values: { before: query, after: out.query } });
  if (fragment !== undefined) out.fragment = percent ? percentForm(fragment, decoding) : fragment;
  if (fragment !== undefined)
    observe?.({ id: "6.2.2.2 fragment", values: { before: fragment, after: out.fragment } });
  if (
    level === "scheme" &&
    out.scheme !== undefined &&
    authority !== undefined &&
    context.schemeBased !== "none"
  ) {
    const rule = schemeRule(out.scheme);
    const port = out.port;
    const emptyPath = out.path;
    // RFC 3986 §6.2.3 and §3.2.3: an empty port, or the scheme's default port, is omitted.
    if (out.port !== undefined && out.port !== "" && rule.defaultPort !== undefined)
      out.port = decimalPort(out.port);
    if (out.port === "" || (out.port !== undefined && out.port === rule.defaultPort)) out.port = undefined;
    // RFC 3986 §6.2.3: an empty path with an authority is the scheme's meaning of it ("/" for http).
    if (context.schemeBased === "port-and-path" && out.path === "" && rule.emptyPath !== undefined)
      out.path = rule.emptyPath;
    observe?.({ id: "6.2.3 port", values: { before: port, after: out.port } });
    observe?.({ id: "6.2.3 path", values: { before: emptyPath, after: out.path } });
  }
  // A path without an authority that begins with "//" must still read as a path.
  if (authority === undefined && out.path.startsWith("//"))
    out.path = removedDots ? keptAPath(out.path, false) : pathKeptAsWritten(context, out);
  if (out.host !== undefined)
    out.authority =
      (out.userinfo !== undefined ? out.userinfo + "@" : "") +
      out.host +
      (out.port !== undefined ? ":" + out.port : "");
  return out;
}

/**
 * The path of a normal form without an authority, beginning with "//", where the variant's
 * normalization does not remove dot segments from it. keptAPath's remedy ("/." in front, RFC 3986
 * §3.3) holds only where remove_dot_segments takes the "." away again: in RFC 2396's generation an
 * absolute path is resolved as it is written (RFC 2396 §5.2 step 5, as in the drafts before it),
 * so "/.//-" names http://h/.//- and "//-" http://h//-. Nothing here removed a
 * segment and decoding writes no "/", so the input's path began with "//" too: a grammar without a
 * reg-name reads "//-" as a path ("-" is no host). When the normal form still reads as a path it
 * is kept as it is; when decoding made its first segment an authority ("//%61" would be "//a", a
 * host), the characters the variant decodes are encoded again in that segment, all of them, so that
 * every spelling of it has the one normal form (a host needs characters that are not
 * percent-encoded).
 */
function pathKeptAsWritten(context: NormalizeContext, form: NormalForm): string {
  const path = form.path;
  const spans = newSpans();
  meter: work.units += path.length;
  if (spansWith(context.referenceRule, recomposeForm(form), spans) && spans[AUTHORITY_SPAN]! < 0) return path;
  let end = path.indexOf("/", 2);
  if (end === -1) end = path.length;
  return "//" + encodedAgain(context, path.slice(2, end)) + path.slice(end);
}

/**
 * A relative-path reference must stay one (RFC 1808 §2.4.2, the 1997 draft §4.1: a colon before any
 * character that cannot be in a scheme makes the text before it a scheme): when decoding made the
 * path begin with a scheme and ":" ("%41b:c" under RFC 1808 would become "Ab:c", an absolute URL
 * with the scheme "Ab"), its first character is percent-encoded again. Any spelling of the same
 * characters gets that one normal form ("a%62:c" and "%61b:c" both give "%61b:c").
 */
function keepRelative(context: NormalizeContext, path: string): string {
  const rule = context.schemeRule;
  if (rule === undefined) return path;
  const colon = path.indexOf(":");
  if (colon <= 0) return path;
  const slash = path.indexOf("/");
  if (slash !== -1 && slash < colon) return path;
  meter: work.units += colon;
  const scheme = ruleOf("normalize", context.variant, rule);
  if (!scheme.recognizer.test(path.slice(0, colon), scheme.start)) return path;
  const c = path.charCodeAt(0);
  return TRIPLETS[c]! + path.slice(1);
}

/** How long the scheme at the start of `text` is (letters, digits, "+", "-", "."), 0 for none. */
function schemeLength(text: string): number {
  let k = 0;
  for (; k < text.length; k++) {
    const c = text.charCodeAt(k) | 0x20;
    if (!((c >= 0x61 && c <= 0x7a) || (c >= 0x30 && c <= 0x39) || c === 0x2b || c === 0x2d || c === 0x2e))
      break;
  }
  meter: work.units += k + 1;
  return k > 0 && text.charCodeAt(k) === 0x3a ? k : 0;
}

/**
 * The normal form of the variants whose documents fold only the scheme's case (RFC 1738 §2.1,
 * RFC 1808): made on the text, so that every character is kept whatever the grammar's components
 * are. The scheme is what RFC 1808 §2.4.2 says it is: "If the parse string contains a colon ":"
 * after the first character and before any characters not allowed as part of a scheme name (i.e.,
 * any not an alphanumeric, "+", ".", or "-"), the <scheme> of the URL is the substring of
 * characters up to but not including the first colon" (and RFC 1738's scheme names and literals
 * are such a run). Unreserved characters are decoded everywhere after it (RFC 1738 §2.2; neither
 * document has a component where an unreserved character is a delimiter), the hex digits of the
 * others upper-cased. At level "scheme", a port that is the scheme's default (RFC 1738 §3.2 to
 * §3.11) is elided from the login after "//".
 */
export function normalizedText(context: NormalizeContext, uri: string, level: NormalizationLevel): string {
  const { referenceRule } = context;
  meter: work.units += uri.length;
  if (!referenceRule.recognizer.test(uri, referenceRule.start)) throw rejection(referenceRule, uri);
  const k = schemeLength(uri);
  const scheme = lowerAscii(uri.slice(0, k));
  let rest = uri.includes("%") ? textPercentForm(uri.slice(k), k > 0, context.decoding) : uri.slice(k);
  if (k === 0) rest = keepRelative(context, rest);
  else if (level === "scheme" && context.schemeBased !== "none") rest = withoutDefaultPort(scheme, rest);
  if (k === 0 && rest === uri) return uri;
  const result = scheme + rest;
  return result.includes("//") ? loginKept(context, uri, result) : result;
}

/**
 * A text normal form (RFC 1738, RFC 1808) whose decoding made a login appear: RFC 1738 §3.1's
 * host is a hostname or a host number, so "telnet://u@v9.%76:55/" is no telnet URL with a login
 * (the grammar reads it as a scheme and a path), while "telnet://u@v9.v:55/" is. The characters
 * that decoding can give are encoded again between the "//" and the end of that login, all of
 * them (a host needs characters that are not percent-encoded), so that every spelling of it has
 * one normal form and it stays a path, as in pathKeptAsWritten.
 */
function loginKept(context: NormalizeContext, uri: string, result: string): string {
  const spans = newSpans();
  meter: work.units += uri.length + result.length;
  if (!spansWith(context.referenceRule, result, spans) || spans[AUTHORITY_SPAN]! < 0) return result;
  const start = spans[AUTHORITY_SPAN]!;
  const end = spans[AUTHORITY_SPAN + 1]!;
  if (spansWith(context.referenceRule, uri, spans) && spans[AUTHORITY_SPAN]! >= 0) return result;
  return result.slice(0, start) + encodedAgain(context, result.slice(start, end)) + result.slice(end);
}

/** The characters of `text` that the variant's normalization decodes, percent-encoded (UTF-8). */
function encodedAgain(context: NormalizeContext, text: string): string {
  const { ascii, nonAscii } = context.decoding;
  let out = "";
  for (let i = 0; i < text.length;) {
    if (text.charCodeAt(i) === 0x25) {
      out += text.slice(i, i + 3); // a triplet already
      i += 3;
      continue;
    }
    const c = text.codePointAt(i)!;
    const char = String.fromCodePoint(c);
    out += (c < 0x80 ? ascii[c] === true : nonAscii?.(c) === true) ? utf8Triplets(c) : char;
    i += char.length;
  }
  return out;
}

/**
 * RFC 1738 §2.2's decoding on the text after the scheme (its ":" first when `afterScheme`), its
 * dot segments kept what they are (pathPercentForm, a segment's name ending at RFC 1808's ";" or
 * "?") up to the fragment: neither document's grammar has a path that a "?" always ends (RFC
 * 1738's schemes put it in their url-path), an RFC 1808 URL with a scheme and no "/" is a base
 * whose path step 6 merges ("o:./x" and "o:%2e/x" are two bases), and a "//" whose login is no
 * login is a path too ("file://%2e" is the path "//%2e").
 */
function textPercentForm(rest: string, afterScheme: boolean, decoding: Decoding): string {
  const start = afterScheme ? 1 : 0;
  const hash = rest.indexOf("#", start);
  const end = hash === -1 ? rest.length : hash;
  meter: work.units += rest.length;
  return (
    rest.slice(0, start) +
    pathPercentForm(rest.slice(start, end), decoding, /[;?]/) +
    percentForm(rest.slice(end), decoding)
  );
}

/**
 * RFC 1738 §3.1 `//<user>:<password>@<host>:<port>/<url-path>`: the login ends at the first "/",
 * the host and port follow its last "@", and the port its last ":" (a host has none). `rest` is
 * the text after the scheme, its ":" included.
 */
function withoutDefaultPort(scheme: string, rest: string): string {
  const defaultPort = schemeRule(scheme).defaultPort;
  if (defaultPort === undefined || !rest.startsWith("://")) return rest;
  const slash = rest.indexOf("/", 3);
  const loginEnd = slash === -1 ? rest.length : slash;
  const colon = rest.lastIndexOf(":", loginEnd - 1);
  const at = rest.lastIndexOf("@", loginEnd - 1);
  meter: work.units += loginEnd;
  if (colon < 3 || colon < at) return rest;
  const port = rest.slice(colon + 1, loginEnd);
  if (!/^[0-9]+$/.test(port) || decimalPort(port) !== defaultPort) return rest;
  return rest.slice(0, colon) + rest.slice(loginEnd);
}

/** RFC 3986 §6.2.2 (and §6.2.3 at level "scheme") on parsed components. */
export function normalizeComponents(
  input: Components,
  level: NormalizationLevel,
  variant?: VariantLike,
): Components {
  const form = normalForm(normalizeContext("normalizeComponents", variant), input, level, true);
  const out: Components = { path: form.path };
  if (form.scheme !== undefined) out.scheme = form.scheme;
  if (form.host === undefined && form.authority !== undefined) out.authority = form.authority;
  if (form.userinfo !== undefined) out.userinfo = form.userinfo;
  if (form.host !== undefined) out.host = form.host;
  if (form.port !== undefined) out.port = form.port;
  if (form.params !== undefined) out.params = form.params;
  if (form.query !== undefined) out.query = form.query;
  if (form.fragment !== undefined) out.fragment = form.fragment;
  if (form.host !== undefined) out.authority = form.authority;
  return out;
}

/**
 * RFC 3986 §5.3 on the normal form: its authority is always the whole one (built from host and port). The
 * scheme's ":" and the authority's "//" go in as one piece ("://"): a concatenation fewer.
 */
export function recomposeForm(form: NormalForm): string {
  const { scheme, authority } = form;
  let result =
    authority === undefined
      ? scheme === undefined
        ? form.path
        : scheme + ":" + form.path
      : (scheme === undefined ? "//" : scheme + "://") + authority + form.path;
  if (form.params !== undefined) result += ";" + form.params;
  if (form.query !== undefined) result += "?" + form.query;
  if (form.fragment !== undefined) result += "#" + form.fragment;
  return result;
}
