// normalize(uri, { level }): RFC 3986 §6.2.2 (syntax-based) and §6.2.3 (scheme-based) normalization,
// on the parsed components; for IRIs RFC 3987 §5.3.2 and §5.3.3 (only a US-ASCII host case-folded,
// iunreserved decoded from UTF-8; no NFC, RFC 3987 §5.3.2.2), the differences being data on the
// variant record; and what each older generation's document says instead (the variant
// record's `normalization`): RFC 2396 §6 and the 1997 draft §6 (scheme and host case, unreserved
// escapes, default ports; no dot segments), the 2003 draft §6.2 (its own merge for dot segments),
// RFC 1738 §2.1 and §2.2 and RFC 1808 (scheme case and unreserved escapes, on the text), and no
// normalization at all for the 1993 and 1994 URL drafts (a UriResolutionError says so).
//
// Every normal form keeps three laws (test/laws/): it is a reference of the same kind (decoding
// never makes a relative reference absolute, and a path never becomes an authority), it is valid
// under the variant's grammar, and it is its own normal form.
import { UriResolutionError } from "./errors.js";
import { keptAPath } from "./path.js";
import { checkChoice, checkOptions, checkString } from "../arguments.js";
import { asciiTable, type Decoding, matches, normalizePercent, TRIPLETS, utf8Triplets } from "./percent.js";
import { unsupported } from "./resolve/index.js";
import {
  dotSegmentIn,
  removeDotSegments,
  removeDotSegmentsObserved,
  removeDotSegmentsStepwise,
} from "./remove-dot-segments.js";
import type { StepObserver } from "./observe.js";
import { work } from "./work.js";
import { schemeRule } from "./scheme-defaults.js";
import {
  AUTHORITY_SPAN,
  type ComponentRecord,
  type Components,
  emptyRecord,
  HOST_SPAN,
  newSpans,
  PATH_SPAN,
  PORT_SPAN,
  SCHEME_SPAN,
  type Spans,
} from "../syntax/components.js";
import { componentsAt, recordWith, parseWith, rejection, spansWith } from "../syntax/parse.js";
import { ruleOf, type StartRule } from "../syntax/start-rule.js";
import { ACCEPTED, type Beside, type Companion, companion, NOT_ACCEPTED } from "../automata/beside.js";
import { besideOf } from "../automata/decoded.js";
import { nonAsciiCharacters } from "../automata/engines.js";
import { perVariant, variantOf } from "../variants/registry.js";
import { rfc3986 } from "../variants/rfc3986.js";
import type { VariantLike } from "../variants/rules.js";
import type { Variant } from "../variants/types.js";

export type NormalizationLevel = "syntax" | "scheme";

export interface NormalizeOptions {
  /** "syntax" (the default): RFC 3986 §6.2.2; "scheme": §6.2.2 and then §6.2.3. */
  level?: NormalizationLevel;
  /** The variant (default "rfc3986"): an id or a variant object. */
  variant?: VariantLike;
}

export const NORMALIZATION_LEVELS: readonly NormalizationLevel[] = ["syntax", "scheme"];

const NORMALIZE_OPTIONS = ["variant", "level"] as const;

const UPPER = /[A-Z]/;
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
 * What normalization needs of a variant, looked up once per variant id instead of on every call:
 * its reference rule, what its percent-encoding normalization decodes (RFC 3986 §6.2.2.2, RFC 3987
 * §5.3.2.3), and what its document normalizes (the record's `normalization`, defaults filled in).
 * Every choice is read from the record's data; nothing here asks which variant it is.
 */
export interface NormalizeContext {
  readonly variant: Variant;
  readonly referenceRule: StartRule;
  /** What is decoded in every component but the query (the record's unreservedRule, keptEncoded). */
  readonly decoding: Decoding;
  /** What is decoded in the query (the same, and the record's queryRule). */
  readonly queryDecoding: Decoding;
  /** Where normalize's spans are written (read before the next call). */
  readonly spans: Spans;
  /** Why the variant has no normal form (a template, or a document that gives none). */
  readonly refusal: ((operation: string) => UriResolutionError) | undefined;
  /** Whether the host is case-insensitive; when it is not, the normal form is made on the text. */
  readonly foldsHost: boolean;
  /**
   * Which hosts are lower-cased: "letters" (RFC 3986 §6.2.2.1: the ASCII letters of every host) or
   * "ascii-only" (RFC 3987 §5.3.2.1: only a host whose characters are all US-ASCII).
   */
  readonly hostCase: "letters" | "ascii-only";
  readonly dotSegments: "rfc3986" | "rfc2396bis-01" | "none";
  readonly schemeBased: "port-and-path" | "port" | "none";
  /** The variant's scheme rule: a relative reference must not come to begin with one. */
  readonly schemeRule: string | undefined;
  /** The rule that gives the authority component (for an authority decoding made a server). */
  readonly authorityRule: StartRule | undefined;
  /** Whether normalFormAt's automaton may say that a reference is in normal form (see where it is set). */
  readonly certainlyNormal: boolean;
  /** The recognizer with normalFormAt's automaton of each level beside it, made on first use. */
  syntaxShortcut: Beside | undefined;
  schemeShortcut: Beside | undefined;
}

/**
 * What a variant's normalization decodes: the ASCII characters of its unreserved rule (one table),
 * and the non-ASCII characters that rule (or, in the query, the query rule) matches, except the
 * code points the record keeps encoded. A rule matches a one-character string exactly when it
 * allows that character (asciiTable), so the grammar, not a hand-written list, decides.
 */
function decodingOf(
  unreserved: StartRule,
  extra: StartRule | undefined,
  kept: readonly (readonly [number, number])[],
): Decoding {
  // The non-ASCII characters each rule matches, by character class (exact: every code point of a
  // class goes to the same state), none when neither rule matches any (RFC 3986's unreserved).
  const own = nonAsciiCharacters(unreserved.recognizer, unreserved.start);
  const more = extra === undefined ? undefined : nonAsciiCharacters(extra.recognizer, extra.start);
  const nonAscii =
    own === undefined && more === undefined
      ? undefined
      : (c: number): boolean => {
          for (const [first, last] of kept) if (c >= first && c <= last) return false;
          return own?.(c) === true || more?.(c) === true;
        };
  const ascii = asciiTable(unreserved).map(
    (yes, c) => yes && !kept.some(([first, last]) => c >= first && c <= last),
  );
  return { ascii, nonAscii };
}

/** The normalization context of the variant an option names (made once per variant). */
export function normalizeContext(fn: string, option: unknown): NormalizeContext {
  return contextOf(variantOf(fn, option, rfc3986));
}

const contextOf = perVariant((variant): NormalizeContext => {
  const fn = "normalize";
  const record = variant;
  const profile = record.normalization;
  const template = unsupported(record, "normalize") !== undefined;
  const authorityRule = Object.entries(record.components).find(
    ([name, component]) => component === "authority" && record.startRules.includes(name),
  )?.[0];
  let refusal: ((operation: string) => UriResolutionError) | undefined;
  if (template) refusal = (operation) => unsupported(record, operation)!;
  else if (profile.none !== undefined)
    refusal = (operation) =>
      new UriResolutionError({
        kind: "no-normalization",
        operation,
        variant: record.id,
        reason: profile.none!,
      });
  const unreservedRule = ruleOf(fn, variant, profile.unreservedRule);
  const queryRule = profile.queryRule === undefined ? undefined : ruleOf(fn, variant, profile.queryRule);
  const kept = profile.keptEncoded ?? [];
  const decoding: Decoding = template
    ? { ascii: [], nonAscii: undefined }
    : decodingOf(unreservedRule, undefined, kept);
  const caseFolding = profile.caseFolding ?? "scheme-and-host";
  const dotSegments = profile.dotSegments ?? "rfc3986";
  return {
    variant,
    referenceRule: ruleOf(fn, variant),
    decoding,
    queryDecoding: queryRule === undefined ? decoding : decodingOf(unreservedRule, queryRule, kept),
    spans: newSpans(),
    refusal,
    foldsHost: caseFolding !== "scheme",
    hostCase: caseFolding === "scheme-and-ascii-host" ? "ascii-only" : "letters",
    dotSegments,
    schemeBased: profile.schemeBased ?? "port-and-path",
    schemeRule: record.startRules.includes("scheme") ? "scheme" : undefined,
    authorityRule: authorityRule === undefined ? undefined : ruleOf(fn, variant, authorityRule),
    // normalFormAt reads a reference at RFC 3986's delimiters, and knows RFC 3986's normal form:
    // for a record whose document delimits its references so (`delimited`, RFC 3986 Appendix B),
    // folds the case of scheme and host, and removes dot segments as RFC 3986 §5.2.4 does.
    certainlyNormal:
      refusal === undefined &&
      record.delimited !== undefined &&
      caseFolding === "scheme-and-host" &&
      dotSegments === "rfc3986",
    syntaxShortcut: undefined,
    schemeShortcut: undefined,
  };
});

/**
 * The normal form's components in one fixed shape (a component record: every key present), so that
 * the steps below read and write them at a known place; normalizeComponents turns it into sparse
 * Components (RFC 3986 §5.3: an undefined component has no key), normalize straight into the string.
 */
type NormalForm = ComponentRecord;

/**
 * RFC 3986 §6.2.2 (and §6.2.3 at level "scheme") on parsed components. `percent` false says that no
 * component holds a "%" (the input string has none), so §6.2.2.1 and §6.2.2.2 have nothing to do
 * with percent-encodings and are not asked per component.
 */
function normalForm(
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
  if (authority !== undefined && host === undefined && authority !== "") {
    // An authority that the variant's grammar does not split into host and port (RFC 2396's
    // reg_name): only its percent-encodings are normalized. When decoding made it a server (RFC
    // 2396 "%41" is a reg_name, "A" a hostname), its host is folded as any host is, so that the
    // normal form is its own normal form.
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
    const userinfo = input.userinfo;
    if (userinfo !== undefined) out.userinfo = percent ? percentForm(userinfo, decoding) : userinfo;
    out.host = percent ? hostForm(context, percentForm(host ?? "", decoding)) : hostForm(context, host ?? "");
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
 * absolute path is resolved as it is written (RFC 2396 §5.2 step 5, draft-fielding-url-syntax-05
 * §5.2 step 5), so "/.//-" names http://h/.//- and "//-" http://h//-. Nothing here removed a
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
function normalizedText(context: NormalizeContext, uri: string, level: NormalizationLevel): string {
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
function recomposeForm(form: NormalForm): string {
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

/**
 * Normalizes a URI reference (RFC 3986 §6.2.2: case, percent-encoding and dot segments; with
 * `level: "scheme"` also §6.2.3: default and empty port, empty path), or what the variant's
 * document gives instead (see the top of this file). Idempotent. Throws UriSyntaxError when `uri`
 * is not a URI reference, and UriResolutionError when the variant has no normal form.
 */
export function normalize(uri: string, options?: NormalizeOptions): string {
  checkString("normalize", "uri", uri);
  if (options === undefined) return normalizedWith(normalizeContext("normalize", undefined), uri, "syntax");
  const o = checkOptions("normalize", options, NORMALIZE_OPTIONS);
  const level = checkChoice("normalize", "level", o.level, NORMALIZATION_LEVELS, "syntax");
  return normalizedWith(normalizeContext("normalize", o.variant), uri, level);
}

/**
 * normalize's result, step by step for a stepper (uri-grammar/explain): every step of RFC 3986
 * §6.2.2 and §6.2.3 on the components, each with its before and after, on the full normal form
 * (not the shortcut for inputs already in normal form, which gives the same result). Variants whose
 * normal form is computed on the text (no host folding) report no component step.
 */
export function normalizeObserved(uri: string, options: NormalizeOptions, observe: StepObserver): string {
  const context = normalizeContext("normalize", options.variant);
  const level = checkChoice("normalize", "level", options.level, NORMALIZATION_LEVELS, "syntax");
  if (context.refusal !== undefined) throw context.refusal("normalize");
  if (!context.foldsHost) return normalizedText(context, uri, level);
  const components = recordWith(context.referenceRule, uri);
  return recomposeForm(normalForm(context, components, level, uri.includes("%"), observe));
}

/** The normal form of a URI reference, parsed with the context's reference rule. */
function normalFormOf(context: NormalizeContext, uri: string, level: NormalizationLevel): NormalForm {
  return normalForm(context, recordWith(context.referenceRule, uri), level, uri.includes("%"));
}

/** Parses and normalizes on a context already looked up. */
export function normalizedWith(
  context: NormalizeContext,
  uri: string,
  level: NormalizationLevel,
  operation = "normalize",
): string {
  if (context.refusal !== undefined) throw context.refusal(operation);
  if (!context.foldsHost) return normalizedText(context, uri, level);
  const { referenceRule, spans } = context;
  meter: work.units += uri.length;
  // Most URIs are already in normal form. One pass of the recognizer with normalFormAt's automaton
  // beside it says so from the delimiters alone, and that the input is a reference: the input is
  // then the answer.
  if (context.certainlyNormal) {
    const shortcut =
      level === "syntax"
        ? (context.syntaxShortcut ??= besideOf(referenceRule.recognizer, normalFormAt(level)))
        : (context.schemeShortcut ??= besideOf(referenceRule.recognizer, normalFormAt(level)));
    const verdict = shortcut.run(uri, referenceRule.start, NO_EVENTS);
    if (verdict === ACCEPTED) return uri;
    if (verdict === NOT_ACCEPTED) throw rejection(referenceRule, uri);
  }
  if (!spansWith(referenceRule, uri, spans)) throw rejection(referenceRule, uri);
  // Most URIs are already in normal form: that is decided on where the components are, without
  // slicing them out, and the input is the answer (parse∘recompose is the identity,
  // test/syntax/properties.test.ts).
  if (inSyntaxNormalForm(context, uri, spans) && (level === "syntax" || inSchemeNormalForm(context, spans)))
    return uri;
  const components = componentsAt(uri, spans) as Components;
  if (components.path === undefined) components.path = "";
  return recomposeForm(normalForm(context, components, level, uri.includes("%")));
}

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
 * (src/automata/beside.ts), so that one pass says "a reference, and in normal form": the input is
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
function certainlyNormal(level: NormalizationLevel): Companion {
  const schemeLevel = level === "scheme";
  return companion<NormalState, keyof typeof NORMAL_CLASSES, never>({
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
  });
}

let normalForms: { syntax: Companion; scheme: Companion } | undefined;

/** The shortcut's automaton of a level (compiled on first use). */
function normalFormAt(level: NormalizationLevel): Companion {
  normalForms ??= { syntax: certainlyNormal("syntax"), scheme: certainlyNormal("scheme") };
  return normalForms[level];
}

/** What the shortcut's run records: nothing (its automaton has no events). */
const NO_EVENTS = new Int32Array(0);

/**
 * Whether RFC 3986 §6.2.2 certainly leaves the components as they are: no percent-encoding at all
 * (§6.2.2.1 and §6.2.2.2 would touch only those), no capital letter up to the end of the host
 * (§6.2.2.1 lower-cases the scheme and the host), and no dot segment where §6.2.2.3 removes them.
 * A capital letter in the userinfo, which stays as it is, also says "no": the full normal form is
 * then computed, and it is the input. One regular expression over scheme, userinfo and host is
 * cheaper than a loop over each (test/semantics/properties.test.ts holds the answer to the full
 * normal form).
 */
function inSyntaxNormalForm(context: NormalizeContext, uri: string, spans: Spans): boolean {
  meter: work.units += uri.length;
  if (uri.includes("%")) return false;
  const hostEnd = spans[HOST_SPAN + 1]!;
  const headEnd = hostEnd >= 0 ? hostEnd : spans[SCHEME_SPAN + 1]!;
  if (headEnd > 0 && UPPER.test(uri.slice(0, headEnd))) return false;
  const start = spans[PATH_SPAN]!;
  const end = spans[PATH_SPAN + 1]!;
  if (context.dotSegments === "none") return true;
  if (
    spans[SCHEME_SPAN]! >= 0 ||
    spans[AUTHORITY_SPAN]! >= 0 ||
    (start < end && uri.charCodeAt(start) === 0x2f)
  )
    return dotSegmentIn(uri, start, end) === -1;
  return true;
}

/**
 * Whether RFC 3986 §6.2.3, after §6.2.2 left the components as they are, certainly leaves them too:
 * it changes only a port (an empty or default one is omitted) and an empty path with an authority
 * ("/" for http), so a URI without a port whose path is not empty (or without an authority) is
 * already in normal form.
 */
function inSchemeNormalForm(context: NormalizeContext, spans: Spans): boolean {
  if (context.schemeBased === "none" || spans[AUTHORITY_SPAN]! < 0) return true;
  if (spans[PORT_SPAN]! >= 0) return false;
  return context.schemeBased !== "port-and-path" || spans[PATH_SPAN + 1]! > spans[PATH_SPAN]!;
}

/**
 * Whether two URI references have the same normal form (equivalent's RFC 3986 §6.2.2 and §6.2.3 rungs).
 * Forms with equal components recompose (§5.3) to equal strings, so the usual "yes" needs no
 * recomposition; forms that differ somewhere are compared as the strings they recompose to.
 */
export function sameNormalForm(
  context: NormalizeContext,
  a: string,
  b: string,
  level: NormalizationLevel,
): boolean {
  if (context.refusal !== undefined) throw context.refusal("equivalent");
  if (!context.foldsHost) return normalizedText(context, a, level) === normalizedText(context, b, level);
  const x = normalFormOf(context, a, level);
  const y = normalFormOf(context, b, level);
  if (
    x.scheme === y.scheme &&
    x.authority === y.authority &&
    x.path === y.path &&
    x.params === y.params &&
    x.query === y.query &&
    x.fragment === y.fragment
  )
    return true;
  return recomposeForm(x) === recomposeForm(y);
}
