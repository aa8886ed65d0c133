// parse, safeParse and validator: the syntax layer's public operations (isValid is is-valid.ts).
//
// One engine: the ABNF compiled into automata (generated/<grammar>.automata.ts, docs/automata.md).
// The grammar's tagged DFA finds the components, one table lookup per character at any length; its
// minimal DFA decides a rule without components, and, when an input is rejected, explains why
// (diagnose.ts). `npm run check:grammars` proves the automata accept exactly what the ABNF accepts,
// and the PEG transcriptions too.
import { checkOptions, checkString } from "../arguments.js";
import { ACCEPTED } from "../../automata/beside.js";
import { variantOf } from "../variants/registry.js";
import type { RuleOf, VariantLike } from "../variants/rules.js";
import { rfc3986 } from "../variants/rfc3986.js";
import {
  recordAt,
  AUTHORITY_SPAN,
  type Components,
  FRAGMENT_SPAN,
  HOST_SPAN,
  newSpans,
  PARAMS_SPAN,
  type PartialComponents,
  PATH_SPAN,
  PORT_SPAN,
  QUERY_SPAN,
  SCHEME_SPAN,
  type Spans,
  spanText,
  USERINFO_SPAN,
} from "./components.js";
import { clearEvents, DELIMITER_EVENTS, spansOf } from "./delimited.js";
import { diagnose } from "./diagnose.js";
import { UriSyntaxError } from "./errors.js";
import { ruleOf, splitOf, type StartRule } from "./start-rule.js";

export interface ParseOptions<V extends VariantLike = "rfc3986"> {
  /** The variant: an id ("rfc3986", the default; `uri-grammar variants` lists them) or a variant object. */
  variant?: V;
  /** Start rule by its RFC name (default: the variant's reference rule, "URI-reference" for RFC 3986). */
  rule?: RuleOf<V>;
}

export type SafeParseResult<T = Components> = { ok: true; value: T } | { ok: false; error: UriSyntaxError };

const PARSE_OPTIONS = ["variant", "rule"] as const;

/** The variant and start rule that options name (the default variant is RFC 3986). */
export function startRule(fn: string, options: unknown): StartRule {
  // No options: RFC 3986's default rule, looked up once (parse and safeParse run this on every call).
  if (options === undefined) return (defaultRule ??= ruleOf(fn, rfc3986));
  const { variant, rule } = checkOptions(fn, options, PARSE_OPTIONS);
  // The options of the call before, as given, name the same rule: no lookup (a caller parses many
  // inputs alike).
  if (variant === lastVariant && rule === lastName && lastRule !== undefined) return lastRule;
  const found = ruleOf(fn, variantOf(fn, variant, rfc3986), rule);
  lastVariant = variant;
  lastName = rule;
  return (lastRule = found);
}

let defaultRule: StartRule | undefined;

/** Where spansWith's reading at the delimiters records them (read before it returns). */
const events = new Int32Array(DELIMITER_EVENTS);
let lastVariant: unknown;
let lastName: unknown;
let lastRule: StartRule | undefined;

/**
 * Where the rule's components are in the input, written into `spans`: one pass of the tagged DFA
 * (of the minimal DFA for a rule without components inside it). False when the input is rejected.
 */
export function spansWith(rule: StartRule, input: string, spans: Spans): boolean {
  const { beside, entry, splitter, start, coversPath } = splitOf(rule);
  if (beside !== null) {
    if (beside.run(input, rule.start, clearEvents(events)) !== ACCEPTED) return false;
    spansOf(input, events, spans, entry);
  } else if (splitter !== null) {
    if (splitter.split(input, start, spans) === null) return false;
  } else {
    if (!rule.recognizer.test(input, rule.start)) return false;
    spans.fill(-1);
  }
  const own = rule.componentSpan;
  if (own >= 0 && spans[own]! < 0) {
    spans[own] = 0;
    spans[own + 1] = input.length;
  }
  // A rule that covers the path always has one (RFC 3986 §3.3: possibly empty), even where the
  // grammar's empty alternative (path-empty = 0<pchar>) records no position of its own.
  if (coversPath && spans[PATH_SPAN]! < 0) spans[PATH_SPAN] = spans[PATH_SPAN + 1] = 0;
  return true;
}

/**
 * The components the spans mark, as an object whose keys are always in COMPONENT_ORDER. The shapes
 * most references have (a scheme, an authority that is a host, a path, and a query or a fragment or
 * both) are made as object literals, one allocation each; the others by one named store a
 * component, so that every result shares a few hidden classes (keyed stores in a loop would not).
 * A host that is the whole authority is the authority's string, not a second slice.
 */
export function componentsAt(input: string, spans: Spans): PartialComponents {
  const scheme = spanText(input, spans, SCHEME_SPAN);
  const authority = spanText(input, spans, AUTHORITY_SPAN);
  const host =
    spans[HOST_SPAN] === spans[AUTHORITY_SPAN] && spans[HOST_SPAN + 1] === spans[AUTHORITY_SPAN + 1]
      ? authority
      : spanText(input, spans, HOST_SPAN);
  const path = spanText(input, spans, PATH_SPAN);
  const query = spanText(input, spans, QUERY_SPAN);
  const fragment = spanText(input, spans, FRAGMENT_SPAN);
  if (
    scheme !== undefined &&
    host !== undefined &&
    host === authority &&
    path !== undefined &&
    spans[PARAMS_SPAN]! < 0
  ) {
    if (query === undefined)
      return fragment === undefined
        ? { scheme, authority, host, path }
        : { scheme, authority, host, path, fragment };
    return fragment === undefined
      ? { scheme, authority, host, path, query }
      : { scheme, authority, host, path, query, fragment };
  }
  const out: PartialComponents = {};
  if (scheme !== undefined) out.scheme = scheme;
  if (authority !== undefined) out.authority = authority;
  const userinfo = spanText(input, spans, USERINFO_SPAN);
  if (userinfo !== undefined) out.userinfo = userinfo;
  if (host !== undefined) out.host = host;
  const port = spanText(input, spans, PORT_SPAN);
  if (port !== undefined) out.port = port;
  if (path !== undefined) out.path = path;
  const params = spanText(input, spans, PARAMS_SPAN);
  if (params !== undefined) out.params = params;
  if (query !== undefined) out.query = query;
  if (fragment !== undefined) out.fragment = fragment;
  return out;
}

/** What parse's spans are written into: parse slices them out before it returns. */
const scratchSpans = newSpans();

/**
 * parse on a start rule already resolved (ruleOf): what the semantic layers call in their hot
 * paths, so that no options object is looked up per call.
 */
export function parseWith(rule: StartRule, input: string): SafeParseResult<PartialComponents> {
  if (spansWith(rule, input, scratchSpans)) return { ok: true, value: componentsAt(input, scratchSpans) };
  // The verdict is final; the diagnosis (diagnose.ts: one more pass) is made when the error's
  // details are first read, so a caller that only branches on `ok` does not pay for it.
  let error: UriSyntaxError | undefined;
  return {
    ok: false,
    get error(): UriSyntaxError {
      return (error ??= rejection(rule, input));
    },
  };
}

/**
 * The component record (recordAt) of `input` as a rule whose matches contain the path (a URI
 * reference), or its UriSyntaxError thrown: what the semantic layers parse with.
 */
export function recordWith(rule: StartRule, input: string): Components {
  if (!spansWith(rule, input, scratchSpans)) throw rejection(rule, input);
  return recordAt(input, scratchSpans);
}

/** The error for an input the automata rejected: its diagnosis is made when a detail is first read. */
export function rejection(rule: StartRule, input: string): UriSyntaxError {
  return new UriSyntaxError({ input, rule: rule.name, variant: rule.variant.id }, () => {
    const diagnosis = diagnose(rule, input);
    if (diagnosis !== undefined) return diagnosis;
    // Never: the input was rejected by these very automata.
    throw new Error(
      `uri-grammar: ${rule.variant.id} ${rule.name} accepts ${JSON.stringify(input)} on a second look`,
    );
  });
}

/** Parses `input` as the variant's rule; errors are values. */
export function safeParse<V extends VariantLike = "rfc3986">(
  input: string,
  options?: ParseOptions<V> & { rule?: undefined },
): SafeParseResult<Components>;
export function safeParse<V extends VariantLike = "rfc3986">(
  input: string,
  options?: ParseOptions<V>,
): SafeParseResult<PartialComponents>;
export function safeParse(
  input: string,
  options?: ParseOptions<VariantLike>,
): SafeParseResult<PartialComponents> {
  checkString("safeParse", "input", input);
  return parseWith(startRule("safeParse", options), input);
}

/** Parses `input` as the variant's rule; throws UriSyntaxError. */
export function parse<V extends VariantLike = "rfc3986">(
  input: string,
  options?: ParseOptions<V> & { rule?: undefined },
): Components;
export function parse<V extends VariantLike = "rfc3986">(
  input: string,
  options?: ParseOptions<V>,
): PartialComponents;
export function parse(input: string, options?: ParseOptions<VariantLike>): PartialComponents {
  checkString("parse", "input", input);
  const result = parseWith(startRule("parse", options), input);
  if (!result.ok) throw result.error;
  return result.value;
}

/**
 * A validator for one variant and rule, resolved once: `validator({ rule: "URI" })(s)` is
 * `isValid(s, { rule: "URI" })` without looking the options up on every call (what a schema
 * validator's format function wants).
 */
export function validator<V extends VariantLike = "rfc3986">(
  options?: ParseOptions<V>,
): (input: string) => boolean {
  const rule = startRule("validator", options);
  const { recognizer, start } = rule;
  return (input: string) => {
    checkString("validator", "input", input);
    return recognizer.test(input, start);
  };
}
