// RFC 3987 §3: mapping IRIs to URIs (§3.1) and URIs to IRIs (§3.2). Both work on parsed input:
// the IRI is checked against RFC 3987's grammar, the URI against RFC 3986's, and the URI→IRI
// conversion decides per component (iprivate characters are allowed in the query only, §2.2).
import { octetAt, TRIPLETS, UNRESERVED, utf8At, utf8Length, utf8Triplets } from "./semantics/percent.js";
import { recompose } from "./semantics/recompose.js";
import type { PartialComponents } from "./syntax/components.js";
import { diagnostics, recognizer } from "../generated/rfc3987.automata.js";
import { parse, parseWith } from "./syntax/parse.js";
import { ruleOf } from "./syntax/start-rule.js";
import { rfc3987 as record } from "./variants/records/rfc3987.js";
import type { Variant } from "./variants/types.js";

/**
 * RFC 3987 for checking only: toUri validates an IRI and needs no components, so it carries the
 * recognizer and the error tables, not the tagged DFA.
 */
const rfc3987: Variant = { ...record, automata: { recognizer, splitter: null, diagnostics } };
import { describeValue, expectString } from "./arguments.js";

export interface IriMappingOptions {
  /**
   * The start rule the input must match. toUri: an RFC 3987 rule (default "IRI-reference"; §3.1
   * applies to components too, e.g. "ifragment"). toIri: an RFC 3986 rule (default
   * "URI-reference", or a component rule such as "query").
   */
  rule?: string;
}

/** ucschar (RFC 3987 §2.2). */
function isUcschar(cp: number): boolean {
  if (cp < 0x10000)
    return (cp >= 0xa0 && cp <= 0xd7ff) || (cp >= 0xf900 && cp <= 0xfdcf) || (cp >= 0xfdf0 && cp <= 0xffef);
  if (cp >= 0xe0000) return cp >= 0xe1000 && cp <= 0xefffd;
  return (cp & 0xffff) <= 0xfffd; // %x10000-1FFFD ... %xD0000-DFFFD
}

/** iprivate (RFC 3987 §2.2). */
function isIprivate(cp: number): boolean {
  return (
    (cp >= 0xe000 && cp <= 0xf8ff) || (cp >= 0xf0000 && cp <= 0xffffd) || (cp >= 0x100000 && cp <= 0x10fffd)
  );
}

/** RFC 3987 §4.1: the bidi formatting characters LRM, RLM, LRE, RLE, PDF, LRO, RLO MUST NOT be used. */
function isBidiFormatting(cp: number): boolean {
  return cp === 0x200e || cp === 0x200f || (cp >= 0x202a && cp <= 0x202e);
}

function checkOptions(fn: string, options: unknown): IriMappingOptions {
  if (options === undefined) return {};
  if (typeof options !== "object" || options === null)
    throw new TypeError(`${fn}: options must be an object, got ${describeValue(options)}`);
  return options as IriMappingOptions;
}

/**
 * RFC 3987 §3.1, the IRI→URI mapping: every ucschar and iprivate character is replaced by the
 * percent-encoded octets of its UTF-8 encoding (uppercase hex, §3.1 step 2.2). Characters already
 * allowed in URIs and existing percent-encodings are left as they are, so the mapping is the identity
 * on URIs and idempotent. The input is not NFC-normalized (§3.1 step 1c: it is already Unicode).
 * Throws UriSyntaxError when the input is not an IRI (or matches not `options.rule`).
 */
export function toUri(iri: string, options?: IriMappingOptions): string {
  expectString("toUri", iri);
  const { rule = "IRI-reference" } = checkOptions("toUri", options);
  const checked = ruleOf("toUri", rfc3987, rule);
  if (!checked.recognizer.test(iri, checked.start)) {
    const result = parseWith(checked, iri);
    if (!result.ok) throw result.error;
  }
  let out = "";
  for (const ch of iri) {
    const cp = ch.codePointAt(0)!;
    out += cp < 0x80 ? ch : utf8Triplets(cp);
  }
  return out;
}

/** Steps 2-5 of RFC 3987 §3.2 on one component's text. */
function convertComponent(text: string, inQuery: boolean): string {
  let out = "";
  let i = 0;
  while (i < text.length) {
    const octet = octetAt(text, i);
    if (octet < 0) {
      // Not a triplet (the grammar guarantees two hex digits after each "%").
      out += text[i];
      i++;
      continue;
    }
    if (octet < 0x80) {
      // Step 2: ASCII octets are decoded only when unreserved; "%", reserved characters and
      // characters not allowed in URIs stay encoded, as written.
      out += UNRESERVED[octet] ? String.fromCharCode(octet) : text.slice(i, i + 3);
      i += 3;
      continue;
    }
    // Step 3: a run of triplets that is strictly legal UTF-8 (RFC 3629 §4) is one character.
    const cp = utf8At(text, i);
    if (cp < 0) {
      out += TRIPLETS[octet]; // step 3: not part of a strictly legal UTF-8 sequence
      i += 3;
      continue;
    }
    // Step 4: only characters the IRI grammar allows here (RFC 3987 §2.2: ucschar anywhere, iprivate in
    // the query) and that §4.1 does not forbid. §6.1's look-alikes are a judgement call the RFC
    // leaves open ("results may vary"); they are decoded.
    const appropriate = (isUcschar(cp) || (inQuery && isIprivate(cp))) && !isBidiFormatting(cp);
    out += appropriate ? String.fromCodePoint(cp) : utf8Triplets(cp);
    i += 3 * utf8Length(cp);
  }
  return out;
}

const REFERENCE_RULES = new Set(["uri-reference", "uri", "absolute-uri", "relative-ref"]);

/**
 * RFC 3987 §3.2, the URI→IRI conversion: percent-encoded octets that form strictly legal UTF-8
 * for characters an IRI allows in that component are decoded, as are percent-encoded unreserved
 * characters; "%", reserved and disallowed US-ASCII characters, invalid UTF-8, bidi formatting
 * characters (§4.1) and private-use characters outside the query stay percent-encoded (octets
 * re-encoded by steps 3-4 use uppercase hex, §3.2.1). toUri(toIri(uri)) is the URI again, up to
 * the case of percent-encodings and percent-encoded unreserved characters (§3.2).
 * Throws UriSyntaxError when the input is not a URI (or matches not `options.rule`).
 */
export function toIri(uri: string, options?: IriMappingOptions): string {
  expectString("toIri", uri);
  const { rule = "URI-reference" } = checkOptions("toIri", options);
  const parsed = parse(uri, { rule: rule as never }) as PartialComponents;
  if (!REFERENCE_RULES.has(rule.toLowerCase().replace(/_/g, "-")))
    return convertComponent(uri, rule.toLowerCase() === "query");
  const out: PartialComponents = {};
  if (parsed.scheme !== undefined) out.scheme = parsed.scheme;
  if (parsed.authority !== undefined) {
    if (parsed.userinfo !== undefined) out.userinfo = convertComponent(parsed.userinfo, false);
    out.host = convertComponent(parsed.host ?? "", false);
    if (parsed.port !== undefined) out.port = parsed.port;
  }
  out.path = convertComponent(parsed.path ?? "", false);
  if (parsed.query !== undefined) out.query = convertComponent(parsed.query, true);
  if (parsed.fragment !== undefined) out.fragment = convertComponent(parsed.fragment, false);
  return recompose(out);
}
