// JSON Schema's uri, uri-reference, iri, iri-reference, uri-template, ipv4 and ipv6 formats: each a
// start rule of a uri-grammar variant's grammar, run on its minimal DFA alone (not its splitter, not
// the variant object): RFC 3986's, RFC 3987's and RFC 6570's recognizers, each loaded only by the
// formats that use it.
// RFC 3986's and RFC 3987's format rules, each grammar's in tables of its own (src/grammars.ts). A
// value is checked on RFC 3987's alone: RFC 3987 §2.2 extends RFC 3986's rules with characters from
// U+00A0 up only (ucschar, iprivate), and wherever it allows one it allows an ASCII letter too, so
// its IRI and IRI-reference restricted to US-ASCII are RFC 3986's URI and URI-reference, and its
// IPv4address and IPv6address are RFC 3986's (test/formats/format-tables.test.ts walks the automata
// side by side to prove both, offsets of rejection included). RFC 3986's tables say why a value
// fails (its rules, its sections), and only a caller that asks for the problem loads them.
import { diagnostics as d3986, recognizer as r3986 } from "../../generated/rfc3986-formats.automata.js";
import { diagnostics as d3987, recognizer as r3987 } from "../../generated/rfc3987-formats.automata.js";
import { diagnostics as d6570, recognizer as r6570 } from "../../generated/rfc6570.automata.js";
import { GrammarRule, grammarProblem } from "./grammar.js";
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
// RFC 3986's own rules, for the problems.
const URI_3986 = /* @__PURE__ */ new GrammarRule(r3986, "URI");
const URI_REFERENCE_3986 = /* @__PURE__ */ new GrammarRule(r3986, "URI-reference");
const IPV4_3986 = /* @__PURE__ */ new GrammarRule(r3986, "IPv4address");
const IPV6_3986 = /* @__PURE__ */ new GrammarRule(r3986, "IPv6address");

/** `format: "uri"`: an absolute URI with optional fragment (RFC 3986 §3 `URI`). */
export const uri = (value: string): boolean => URI.test(value);
export const uriProblem = (value: string): FormatProblem | undefined =>
  grammarProblem(URI_3986, value, d3986);
/** `format: "uri-reference"`: a URI or a relative reference (RFC 3986 §4.1). */
export const uriReference = (value: string): boolean => URI_REFERENCE.test(value);
export const uriReferenceProblem = (value: string): FormatProblem | undefined =>
  grammarProblem(URI_REFERENCE_3986, value, d3986);
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
  grammarProblem(IPV4_3986, value, d3986);
/** `format: "ipv6"`: RFC 3986 §3.2.2 `IPv6address` (RFC 4291 §2.2 text forms; no zone id). */
export const ipv6 = (value: string): boolean => IPV6.test(value);
export const ipv6Problem = (value: string): FormatProblem | undefined =>
  grammarProblem(IPV6_3986, value, d3986);
