// JSON Schema's uri, uri-reference, iri, iri-reference, uri-template, ipv4 and ipv6 formats: each a
// start rule of a uri-grammar variant's grammar, run on its minimal DFA alone (not its splitter, not
// the variant object): RFC 3986's, RFC 3987's and RFC 6570's recognizers, each loaded only by the
// formats that use it.
// RFC 3986's and RFC 3987's format rules, each grammar's in tables of its own (src/grammars.ts). A
// value is checked on RFC 3987's alone: RFC 3987 §2.2 extends RFC 3986's rules with characters from
// U+00A0 up only (ucschar, iprivate), and wherever it allows one it allows an ASCII letter too, so
// its IRI and IRI-reference restricted to US-ASCII are RFC 3986's URI and URI-reference, and its
// IPv4address and IPv6address are RFC 3986's (test/formats/format-tables.test.ts walks the automata
// side by side to prove both, offsets of rejection included). Why a value fails is worked out on the
// same tables and said in RFC 3986's names and sections (RFC3986_NAMES): the rule, the section and
// the expected items are those RFC 3986's own tables give (format-tables.test.ts compares them), so
// RFC 3986's tables are not part of the library.
import { diagnostics as d3987, recognizer as r3987 } from "../../generated/rfc3987-formats.automata.js";
import { diagnostics as d6570, recognizer as r6570 } from "../../generated/rfc6570.automata.js";
import { GrammarRule, grammarProblem } from "./grammar-rule.js";
import type { FormatProblem } from "./problem.js";

/** RFC 3986 §3 `URI`, as RFC 3987's `IRI` on US-ASCII. */
const URI = /* @__PURE__ */ new GrammarRule(r3987, "IRI", true);
/** RFC 3986 §4.1 `URI-reference`, as RFC 3987's `IRI-reference` on US-ASCII (also what the Ajv plugin's resolver checks references with). */
export const URI_REFERENCE = /* @__PURE__ */ new GrammarRule(r3987, "IRI-reference", true);
const IRI = /* @__PURE__ */ new GrammarRule(r3987, "IRI");
const IRI_REFERENCE = /* @__PURE__ */ new GrammarRule(r3987, "IRI-reference");
const URI_TEMPLATE = /* @__PURE__ */ new GrammarRule(r6570, "URI-Template");
const IPV4 = /* @__PURE__ */ new GrammarRule(r3987, "IPv4address");
const IPV6 = /* @__PURE__ */ new GrammarRule(r3987, "IPv6address");
/**
 * RFC 3987 §2.2's rules as the RFC 3986 rules they stand for on US-ASCII, with the section of RFC
 * 3986 that defines each ("" where RFC 3986's grammar gives it none: the rule around it says); ucschar
 * and iprivate, which hold no US-ASCII character, are left out (null). A URI format's problem is
 * worked out on RFC 3987's tables, which check its values, and named with this.
 * test/formats/format-tables.test.ts holds it to RFC 3986's tables.
 */
export const RFC3986_NAMES: ReadonlyMap<string, readonly [name: string, section: string] | null> =
  /* @__PURE__ */ new Map<string, readonly [string, string] | null>([
    ["IRI", ["URI", "RFC 3986 §3"]],
    ["IRI-reference", ["URI-reference", "RFC 3986 §4.1"]],
    ["absolute-IRI", ["absolute-URI", ""]],
    ["ihier-part", ["hier-part", "RFC 3986 §3"]],
    ["irelative-ref", ["relative-ref", "RFC 3986 §4.2"]],
    ["irelative-part", ["relative-part", "RFC 3986 §4.2"]],
    ["iauthority", ["authority", "RFC 3986 §3.2"]],
    ["iuserinfo", ["userinfo", "RFC 3986 §3.2.1"]],
    ["ihost", ["host", "RFC 3986 §3.2.2"]],
    ["ireg-name", ["reg-name", "RFC 3986 §3.2.2"]],
    ["ipath", ["path", ""]],
    ["ipath-abempty", ["path-abempty", "RFC 3986 §3.3"]],
    ["ipath-absolute", ["path-absolute", "RFC 3986 §3.3"]],
    ["ipath-noscheme", ["path-noscheme", "RFC 3986 §3.3"]],
    ["ipath-rootless", ["path-rootless", "RFC 3986 §3.3"]],
    ["ipath-empty", ["path-empty", ""]],
    ["isegment", ["segment", ""]],
    ["isegment-nz", ["segment-nz", "RFC 3986 §3.3"]],
    ["isegment-nz-nc", ["segment-nz-nc", "RFC 3986 §3.3"]],
    ["ipchar", ["pchar", "RFC 3986 §3.3"]],
    ["iquery", ["query", "RFC 3986 §3.4"]],
    ["ifragment", ["fragment", "RFC 3986 §3.5"]],
    ["iunreserved", ["unreserved", ""]],
    ["ucschar", null],
    ["iprivate", null],
  ]);
/** `format: "uri"`: an absolute URI with optional fragment (RFC 3986 §3 `URI`). */
export const uri = (value: string): boolean => URI.test(value);
export const uriProblem = (value: string): FormatProblem | undefined =>
  grammarProblem(URI, value, d3987, RFC3986_NAMES);
/** `format: "uri-reference"`: a URI or a relative reference (RFC 3986 §4.1). */
export const uriReference = (value: string): boolean => URI_REFERENCE.test(value);
export const uriReferenceProblem = (value: string): FormatProblem | undefined =>
  grammarProblem(URI_REFERENCE, value, d3987, RFC3986_NAMES);
/** `format: "iri"`: RFC 3987 §2.2 `IRI`. */
export const iri = (value: string): boolean => IRI.test(value);
export const iriProblem = (value: string): FormatProblem | undefined => grammarProblem(IRI, value, d3987);
/** `format: "iri-reference"`: RFC 3987 §2.2 `IRI-reference`. */
export const iriReference = (value: string): boolean => IRI_REFERENCE.test(value);
export const iriReferenceProblem = (value: string): FormatProblem | undefined =>
  grammarProblem(IRI_REFERENCE, value, d3987);
/** `format: "uri-template"`: RFC 6570 §2 `URI-Template` (Level 4 syntax). */
export const uriTemplate = (value: string): boolean => URI_TEMPLATE.test(value);
export const uriTemplateProblem = (value: string): FormatProblem | undefined =>
  grammarProblem(URI_TEMPLATE, value, d6570);
/** `format: "ipv4"`: RFC 3986 §3.2.2 `IPv4address`: dotted decimal, no leading zeros (RFC 2673 §3.2's dotted-quad). */
export const ipv4 = (value: string): boolean => IPV4.test(value);
export const ipv4Problem = (value: string): FormatProblem | undefined =>
  grammarProblem(IPV4, value, d3987, RFC3986_NAMES);
/** `format: "ipv6"`: RFC 3986 §3.2.2 `IPv6address` (RFC 4291 §2.2 text forms; no zone id). */
export const ipv6 = (value: string): boolean => IPV6.test(value);
export const ipv6Problem = (value: string): FormatProblem | undefined =>
  grammarProblem(IPV6, value, d3987, RFC3986_NAMES);
