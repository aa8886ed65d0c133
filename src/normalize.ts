// normalize(uri, { level }): RFC 3986 §6.2.2 (syntax-based) and §6.2.3 (scheme-based) normalization,
// on the parsed components.
import { checkChoice, checkOptions, checkString } from "./arguments.js";
import { asciiTable, matches, octetAt } from "./percent.js";
import { dotSegmentIn, removeDotSegments } from "./resolve/remove-dot-segments.js";
import { schemeRule } from "./schemes.js";
import {
  AUTHORITY_SPAN,
  type Components,
  HOST_SPAN,
  newSpans,
  PATH_SPAN,
  SCHEME_SPAN,
  type Spans,
} from "./syntax/components.js";
import { componentsAt, componentsWith, rejection, spansWith } from "./syntax/parse.js";
import { ruleOf, type StartRule } from "./syntax/start-rule.js";
import { variantOf } from "./variants/registry.js";
import { rfc3986 } from "./variants/rfc3986.js";
import type { VariantLike } from "./variants/rules.js";
import type { Variant } from "./variants/types.js";

export type NormalizationLevel = "syntax" | "scheme";

export interface NormalizeOptions {
  /** "syntax" (the default): §6.2.2; "scheme": §6.2.2 and then §6.2.3. */
  level?: NormalizationLevel;
  /** The variant (default "rfc3986"): an id or a variant object. */
  variant?: VariantLike;
}

export const NORMALIZATION_LEVELS: readonly NormalizationLevel[] = ["syntax", "scheme"];

const HEX = "0123456789ABCDEF";

const UPPER = /[A-Z]/;
const NON_ASCII = /[^\0-\x7f]/;

/**
 * Lower-cases A-Z only (§6.2.2.1: scheme and host are case-insensitive ASCII; an IRI's non-ASCII
 * letters are not case-folded). Text without a capital letter (the common case) is returned as
 * it is; ASCII-only text can use toLowerCase; anything else goes letter run by letter run.
 */
function lowerAscii(text: string): string {
  if (!UPPER.test(text)) return text;
  return NON_ASCII.test(text) ? text.replace(/[A-Z]+/g, (s) => s.toLowerCase()) : text.toLowerCase();
}

/**
 * The UTF-8 sequence of triplets starting at `i` (§2.5): [code point, triplet count], or undefined
 * when the octets are not one well-formed, shortest-form UTF-8 character.
 */
function utf8At(text: string, i: number, lead: number): [number, number] | undefined {
  const length =
    lead >= 0xf0 && lead <= 0xf4 ? 4 : lead >= 0xe0 ? (lead <= 0xef ? 3 : 0) : lead >= 0xc2 ? 2 : 0;
  if (length === 0) return undefined;
  let code = lead & (0xff >> (length + 1));
  for (let k = 1; k < length; k++) {
    const octet = octetAt(text, i + 3 * k);
    if (octet < 0x80 || octet > 0xbf) return undefined;
    code = (code << 6) | (octet & 0x3f);
  }
  const min = [0, 0, 0x80, 0x800, 0x10000][length]!;
  if (code < min || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return undefined;
  return [code, length];
}

/**
 * §6.2.2.1 and §6.2.2.2 on one component: the hex digits of every percent-encoding upper case, and
 * the octets of unreserved characters decoded. "Unreserved" is the variant's rule, so RFC 2396's "!"
 * is decoded under rfc2396 and not under rfc3986, and an IRI variant decodes its non-ASCII ones.
 */
function normalizePercent(text: string, unreserved: readonly boolean[], unreservedRule: StartRule): string {
  if (!text.includes("%")) return text;
  const parts: string[] = [];
  let start = 0;
  for (let i = 0; i < text.length;) {
    const octet = octetAt(text, i);
    if (octet < 0) {
      i++;
      continue;
    }
    parts.push(text.slice(start, i));
    if (octet < 0x80) {
      parts.push(unreserved[octet] ? String.fromCharCode(octet) : "%" + HEX[octet >> 4] + HEX[octet & 15]);
      i += 3;
    } else {
      const char = utf8At(text, i, octet);
      if (char && matches(unreservedRule, String.fromCodePoint(char[0]))) {
        parts.push(String.fromCodePoint(char[0]));
        i += 3 * char[1];
      } else {
        parts.push("%" + HEX[octet >> 4] + HEX[octet & 15]);
        i += 3;
      }
    }
    start = i;
  }
  parts.push(text.slice(start));
  return parts.join("");
}

/** Lower-cases the host (§6.2.2.1) but not the hex digits of its percent-encodings. */
function lowerHost(host: string): string {
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

/** A port as the decimal number it is (§3.2.3), without leading zeros. */
function decimalPort(port: string): string {
  const stripped = port.replace(/^0+/, "");
  return stripped === "" ? "0" : stripped;
}

/**
 * What normalization needs of a variant, looked up once per variant id instead of on every call:
 * its reference rule, and which characters its unreserved rule allows (§6.2.2.2).
 */
export interface NormalizeContext {
  readonly variant: Variant;
  readonly referenceRule: StartRule;
  readonly unreserved: readonly boolean[];
  readonly unreservedRule: StartRule;
  /** Where normalize's spans are written (read before the next call). */
  readonly spans: Spans;
}

const contexts = new WeakMap<Variant, NormalizeContext>();

/** The normalization context of the variant an option names (looked up once per variant). */
export function normalizeContext(fn: string, option: unknown): NormalizeContext {
  const variant = variantOf(fn, option, rfc3986);
  let context = contexts.get(variant);
  if (context === undefined) {
    const unreservedRule = ruleOf(fn, variant, variant.normalization.unreservedRule);
    context = {
      variant,
      referenceRule: ruleOf(fn, variant),
      unreserved: asciiTable(unreservedRule),
      unreservedRule,
      spans: newSpans(),
    };
    contexts.set(variant, context);
  }
  return context;
}

/**
 * The normal form's components in one fixed shape (a field is undefined where the component is),
 * so that the steps below read and write them at a known place; normalizeComponents turns it into
 * Components (§5.3: an undefined component has no key), normalize straight into the string.
 */
interface NormalForm {
  scheme: string | undefined;
  authority: string | undefined;
  userinfo: string | undefined;
  host: string | undefined;
  port: string | undefined;
  path: string;
  params: string | undefined;
  query: string | undefined;
  fragment: string | undefined;
}

/**
 * §6.2.2 (and §6.2.3 at level "scheme") on parsed components. `percent` false says that no
 * component holds a "%" (the input string has none), so §6.2.2.1 and §6.2.2.2 have nothing to do
 * with percent-encodings and are not asked per component.
 */
function normalForm(
  context: NormalizeContext,
  input: Components,
  level: NormalizationLevel,
  percent: boolean,
): NormalForm {
  const { unreserved, unreservedRule } = context;
  // One literal with every field: all normal forms share one shape.
  const out: NormalForm = {
    scheme: undefined,
    authority: undefined,
    userinfo: undefined,
    host: undefined,
    port: undefined,
    path: "",
    params: undefined,
    query: undefined,
    fragment: undefined,
  };
  const { scheme, authority, host, path } = input;
  if (scheme !== undefined) out.scheme = lowerAscii(scheme); // §6.2.2.1
  if (authority !== undefined && host === undefined && authority !== "") {
    // An authority that the variant's grammar does not split into host and port (RFC 2396's
    // reg_name, RFC 1808's net_loc): only its percent-encodings are normalized.
    out.authority = percent ? normalizePercent(authority, unreserved, unreservedRule) : authority;
  } else if (authority !== undefined) {
    const userinfo = input.userinfo;
    if (userinfo !== undefined)
      out.userinfo = percent ? normalizePercent(userinfo, unreserved, unreservedRule) : userinfo;
    out.host = percent
      ? lowerHost(normalizePercent(host ?? "", unreserved, unreservedRule))
      : lowerAscii(host ?? "");
    out.port = input.port;
  }
  out.path = percent ? normalizePercent(path, unreserved, unreservedRule) : path;
  // §6.2.2.3: dot segments. A relative-path reference keeps them: its ".." still has to climb the
  // base's path when it is resolved (§5.2), so removing them here would change what it means.
  if (scheme !== undefined || authority !== undefined || out.path.startsWith("/"))
    out.path = removeDotSegments(out.path);
  const { params, query, fragment } = input;
  if (params !== undefined)
    out.params = percent ? normalizePercent(params, unreserved, unreservedRule) : params;
  if (query !== undefined) out.query = percent ? normalizePercent(query, unreserved, unreservedRule) : query;
  if (fragment !== undefined)
    out.fragment = percent ? normalizePercent(fragment, unreserved, unreservedRule) : fragment;
  if (level === "scheme" && out.scheme !== undefined && authority !== undefined) {
    const rule = schemeRule(out.scheme);
    // §6.2.3 and §3.2.3: an empty port, or the scheme's default port, is omitted.
    if (out.port !== undefined && out.port !== "" && rule.defaultPort !== undefined)
      out.port = decimalPort(out.port);
    if (out.port === "" || (out.port !== undefined && out.port === rule.defaultPort)) out.port = undefined;
    // §6.2.3: an empty path with an authority is the scheme's meaning of it ("/" for http).
    if (out.path === "" && rule.emptyPath !== undefined) out.path = rule.emptyPath;
  }
  // Removing dot segments from a path without authority can leave it starting with "//", which would
  // read as an authority (§3.3 forbids it); "/." before it keeps the path and its meaning.
  if (authority === undefined && out.path.startsWith("//")) out.path = "/." + out.path;
  if (out.host !== undefined)
    out.authority =
      (out.userinfo !== undefined ? out.userinfo + "@" : "") +
      out.host +
      (out.port !== undefined ? ":" + out.port : "");
  return out;
}

/** §6.2.2 (and §6.2.3 at level "scheme") on parsed components. */
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
 * §5.3 on the normal form: its authority is always the whole one (built from host and port). The
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
 * `level: "scheme"` also §6.2.3: default and empty port, empty path). Idempotent.
 * Throws UriSyntaxError when `uri` is not a URI reference.
 */
export function normalize(uri: string, options?: NormalizeOptions): string {
  checkString("normalize", "uri", uri);
  if (options === undefined) return normalizedWith(normalizeContext("normalize", undefined), uri, "syntax");
  const o = checkOptions("normalize", options, ["variant", "level"]);
  const level = checkChoice("normalize", "level", o.level, NORMALIZATION_LEVELS, "syntax");
  return normalizedWith(normalizeContext("normalize", o.variant), uri, level);
}

/** The normal form of a URI reference, parsed with the context's reference rule. */
function normalFormOf(context: NormalizeContext, uri: string, level: NormalizationLevel): NormalForm {
  return normalForm(context, componentsWith(context.referenceRule, uri), level, uri.includes("%"));
}

/** Parses and normalizes on a context already looked up. */
export function normalizedWith(context: NormalizeContext, uri: string, level: NormalizationLevel): string {
  const { referenceRule, spans } = context;
  if (!spansWith(referenceRule, uri, spans)) throw rejection(referenceRule, uri);
  // Most URIs are already in normal form: that is decided on where the components are, without
  // slicing them out, and the input is the answer (parse∘recompose is the identity,
  // test/syntax/properties.test.ts).
  if (level === "syntax" && inSyntaxNormalForm(uri, spans)) return uri;
  const components = componentsAt(uri, spans) as Components;
  if (components.path === undefined) components.path = "";
  return recomposeForm(normalForm(context, components, level, uri.includes("%")));
}

/**
 * Whether §6.2.2 certainly leaves the components as they are: no percent-encoding at all
 * (§6.2.2.1 and §6.2.2.2 would touch only those), no capital letter up to the end of the host
 * (§6.2.2.1 lower-cases the scheme and the host), and no dot segment where §6.2.2.3 removes them.
 * A capital letter in the userinfo, which stays as it is, also says "no": the full normal form is
 * then computed, and it is the input. One regular expression over scheme, userinfo and host is
 * cheaper than a loop over each (test/semantics/properties.test.ts holds the answer to the full
 * normal form).
 */
function inSyntaxNormalForm(uri: string, spans: Spans): boolean {
  if (uri.includes("%")) return false;
  const hostEnd = spans[HOST_SPAN + 1]!;
  const headEnd = hostEnd >= 0 ? hostEnd : spans[SCHEME_SPAN + 1]!;
  if (headEnd > 0 && UPPER.test(uri.slice(0, headEnd))) return false;
  const start = spans[PATH_SPAN]!;
  const end = spans[PATH_SPAN + 1]!;
  if (
    spans[SCHEME_SPAN]! >= 0 ||
    spans[AUTHORITY_SPAN]! >= 0 ||
    (start < end && uri.charCodeAt(start) === 0x2f)
  )
    return dotSegmentIn(uri, start, end) === -1;
  return true;
}

/**
 * Whether two URI references have the same normal form (equivalent's §6.2.2 and §6.2.3 rungs).
 * Forms with equal components recompose (§5.3) to equal strings, so the usual "yes" needs no
 * recomposition; forms that differ somewhere are compared as the strings they recompose to.
 */
export function sameNormalForm(
  context: NormalizeContext,
  a: string,
  b: string,
  level: NormalizationLevel,
): boolean {
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
