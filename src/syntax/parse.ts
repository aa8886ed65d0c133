// parse, safeParse and isValid: the syntax layer's public operations.
//
// Two paths accept the same language. The fast path is the ABNF itself, compiled into automata
// (generated/<grammar>.dfa.cjs, docs/fast-path.md): a minimal DFA decides isValid, a tagged DFA
// finds the components, one table lookup per character at any length. A rule without automata
// falls back to the ABNF's anchored regular expression (generated/<grammar>.abnf.cjs) and its
// capture groups. The PEG path (generated/<grammar>.parser.cjs) explains failures: offset,
// expected rules, the rule being matched. `npm run check:grammars` proves the three agree.
import { describe, loadVariant, type LoadedVariant, type StartRule } from "../variants/load.js";
import {
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
import { diagnosisOf, UriSyntaxError } from "./errors.js";
import { pegDiagnose, pegParse } from "./peg.js";

export interface ParseOptions {
  /** Variant id (default "rfc3986"); `uri-grammar variants` lists them. */
  variant?: string;
  /** Start rule by its RFC name (default: the variant's reference rule, "URI-reference" for RFC 3986). */
  rule?: string;
}

export type SafeParseResult<T = Components> = { ok: true; value: T } | { ok: false; error: UriSyntaxError };

/**
 * For a rule without automata (none of the registered grammars' start rules): inputs longer than
 * this go straight to the PEG parser. A backtracking regular expression keeps a
 * stack entry per repetition and exhausts V8's regexp stack somewhere past a few million characters
 * (a RangeError, caught below: the PEG parser then decides); the PEG parser runs in a loop. Both are
 * linear; the limit only picks the engine, and keeps a hopeless attempt from being made.
 */
export const FAST_PATH_LIMIT = 1 << 22;

function checkInput(fn: string, input: unknown): asserts input is string {
  if (typeof input !== "string") throw new TypeError(`${fn}: expected a string, got ${describe(input)}`);
}

let defaults: { variant: LoadedVariant; rule: StartRule } | undefined;

function resolveOptions(
  fn: string,
  options: ParseOptions | undefined,
): { variant: LoadedVariant; rule: StartRule } {
  if (options === undefined) return (defaults ??= resolveOptions(fn, {}));
  if (typeof options !== "object" || options === null)
    throw new TypeError(`${fn}: options must be an object, got ${describe(options)}`);
  const variant = loadVariant(options.variant);
  return { variant, rule: variant.rule(options.rule) };
}

/**
 * Components from the regular expression's capture groups (the first group that took part fills
 * its component): the fast path of a rule without a DFA, and what the DFA's components are checked
 * against (test/syntax/paths-agree.test.ts).
 */
export function split(rule: StartRule, input: string): PartialComponents | null {
  const m = rule.splitter.exec(input);
  if (m === null) return null;
  const out: Record<string, string> = {};
  const groups = rule.groups;
  for (let i = 0; i < groups.length; i++) {
    const value = m[i + 1];
    if (value !== undefined && out[groups[i]!] === undefined) out[groups[i]!] = value;
  }
  if (rule.component !== undefined && out[rule.component] === undefined) out[rule.component] = input;
  // A rule that covers the path always has one (RFC 3986 §3.3: possibly empty), even where the
  // grammar's empty alternative (path-empty = 0<pchar>) is no capture group of its own.
  if (rule.coversPath && out.path === undefined) out.path = "";
  return out as PartialComponents;
}

/**
 * Where the rule's components are in the input, written into `spans`, from the rule's tagged DFA
 * (its plain DFA when the rule has no components): one pass, one table lookup per character, at
 * any input length. False when the input is rejected; undefined when the rule has no automaton to
 * split with (the regular expression's capture groups then do it, see splitFast).
 */
export function spansWith(rule: StartRule, input: string, spans: Spans): boolean | undefined {
  const splitter = rule.splitterDfa;
  if (splitter !== undefined) {
    if (splitter.split(input, spans) === null) return false;
  } else {
    const dfa = rule.dfa;
    // A rule with components whose tagged DFA was too large to generate has only its recognizer.
    if (dfa === undefined || rule.groups.length > 0) return undefined;
    if (!dfa.test(input)) return false;
    spans.fill(-1);
  }
  const own = rule.componentSpan;
  if (own >= 0 && spans[own]! < 0) {
    spans[own] = 0;
    spans[own + 1] = input.length;
  }
  // A rule that covers the path always has one (RFC 3986 §3.3: possibly empty), even where the
  // grammar's empty alternative (path-empty = 0<pchar>) records no position of its own.
  if (rule.coversPath && spans[PATH_SPAN]! < 0) spans[PATH_SPAN] = spans[PATH_SPAN + 1] = 0;
  return true;
}

/** What parse's spans are written into: parse slices them out before it returns. */
const scratchSpans = newSpans();

/** Components from the rule's automata (see spansWith), null when the input is rejected. */
export function splitWithDfa(rule: StartRule, input: string): PartialComponents | null | undefined {
  const found = spansWith(rule, input, scratchSpans);
  return found === true ? componentsAt(input, scratchSpans) : found === false ? null : undefined;
}

/**
 * The components the spans mark, as an object whose keys are always added in COMPONENT_ORDER, one
 * named store each: every result then shares a few hidden classes, which keyed stores in a loop
 * would not give.
 */
export function componentsAt(input: string, spans: Spans): PartialComponents {
  const out: PartialComponents = {};
  let value = spanText(input, spans, SCHEME_SPAN);
  if (value !== undefined) out.scheme = value;
  if ((value = spanText(input, spans, AUTHORITY_SPAN)) !== undefined) out.authority = value;
  if ((value = spanText(input, spans, USERINFO_SPAN)) !== undefined) out.userinfo = value;
  if ((value = spanText(input, spans, HOST_SPAN)) !== undefined) out.host = value;
  if ((value = spanText(input, spans, PORT_SPAN)) !== undefined) out.port = value;
  if ((value = spanText(input, spans, PATH_SPAN)) !== undefined) out.path = value;
  if ((value = spanText(input, spans, PARAMS_SPAN)) !== undefined) out.params = value;
  if ((value = spanText(input, spans, QUERY_SPAN)) !== undefined) out.query = value;
  if ((value = spanText(input, spans, FRAGMENT_SPAN)) !== undefined) out.fragment = value;
  return out;
}

/**
 * The fast path's verdict: the rule's DFA where the grammar has one (every start rule of the
 * registered grammars, unless its automaton was too large to generate). Else the regular
 * expression, when it is linear (not in superLinearRules) and the input within FAST_PATH_LIMIT;
 * past that, or when V8's regexp stack is exhausted anyway (a RangeError), the verdict is
 * undefined and the PEG decides.
 */
function recognize(rule: StartRule, input: string): boolean | undefined {
  if (rule.dfa !== undefined) return rule.dfa.test(input);
  if (!rule.fast || input.length > FAST_PATH_LIMIT) return undefined;
  try {
    return rule.recognizer.test(input);
  } catch (error) {
    if (error instanceof RangeError) return undefined;
    throw error;
  }
}

/** The same guard for splitting: components, null when rejected, undefined when not tried. */
function splitFast(rule: StartRule, input: string): PartialComponents | null | undefined {
  const automata = splitWithDfa(rule, input);
  if (automata !== undefined) return automata;
  if (!rule.fast || input.length > FAST_PATH_LIMIT) return undefined;
  try {
    return split(rule, input);
  } catch (error) {
    if (error instanceof RangeError) return undefined;
    throw error;
  }
}

/**
 * parse on a variant and rule already resolved (by loadVariant and variant.rule): what the semantic
 * layers call in their hot paths, so no options object is looked up per call.
 */
export function parseWith(
  variant: LoadedVariant,
  rule: StartRule,
  input: string,
): SafeParseResult<PartialComponents> {
  // Where the components come from is settled per rule when it is loaded (componentsFrom): the
  // capture groups, or the PEG's actions after the recognizer has accepted.
  const fast = rule.splitsWithCaptures
    ? splitFast(rule, input)
    : recognize(rule, input) === false
      ? null
      : undefined;
  if (fast) return { ok: true, value: fast };
  // Rejected by the fast path: the verdict is final, and the diagnosis (the traced PEG's offset,
  // expected items and enclosing rule: tens of microseconds) is made when the error's details are
  // first read, so a caller that only branches on `ok`, or catches and moves on, does not pay for it.
  if (fast === null) return lazyFailure(variant, rule, input);
  // Not tried (a rule without automata whose regex backtracks, or components from the PEG): the PEG decides.
  return pegParse(variant, rule, input);
}

/**
 * parseWith for a rule whose matches contain the path (a URI reference), as Components: the path
 * always present (RFC 3986 §5.3), the UriSyntaxError thrown. The result is fresh, so its path is
 * filled in place.
 */
export function componentsWith(variant: LoadedVariant, rule: StartRule, input: string): Components {
  const result = parseWith(variant, rule, input);
  if (!result.ok) throw result.error;
  const components = result.value;
  if (components.path === undefined) components.path = "";
  return components as Components;
}

function lazyFailure(
  variant: LoadedVariant,
  rule: StartRule,
  input: string,
): SafeParseResult<PartialComponents> {
  // Even the Error object (V8 records a stack trace for it) is made only when asked for.
  let error: UriSyntaxError | undefined;
  return {
    ok: false,
    get error(): UriSyntaxError {
      return (error ??= rejection(variant, rule, input));
    },
  };
}

/**
 * The error for an input the fast path has rejected: its diagnosis (the PEG's) is made when one of
 * its details is first read.
 */
export function rejection(variant: LoadedVariant, rule: StartRule, input: string): UriSyntaxError {
  return new UriSyntaxError({ input, rule: rule.name, variant: variant.record.id }, () =>
    diagnosisOf(diagnose(variant, rule, input)),
  );
}

function diagnose(variant: LoadedVariant, rule: StartRule, input: string): UriSyntaxError {
  const peg = pegDiagnose(variant, rule, input);
  // The two paths are the same language (checked by `npm run check:grammars`); should they ever
  // disagree, the ABNF is the source of truth.
  return peg.ok ? disagreement(variant, rule, input) : peg.error;
}

function disagreement(variant: LoadedVariant, rule: StartRule, input: string): UriSyntaxError {
  return new UriSyntaxError({
    input,
    offset: input.length,
    line: 1,
    column: input.length + 1,
    expected: [`${rule.name} (the ABNF recognizer rejects this input but the PEG accepts it: please report)`],
    found: null,
    context: { rule: rule.name, section: rule.section },
    rule: rule.name,
    variant: variant.record.id,
  });
}

/** Parses `input` as the variant's rule; errors are values. */
export function safeParse(
  input: string,
  options?: ParseOptions & { rule?: undefined },
): SafeParseResult<Components>;
export function safeParse(input: string, options?: ParseOptions): SafeParseResult<PartialComponents>;
export function safeParse(input: string, options?: ParseOptions): SafeParseResult<PartialComponents> {
  checkInput("safeParse", input);
  const { variant, rule } = resolveOptions("safeParse", options);
  return parseWith(variant, rule, input);
}

/** Parses `input` as the variant's rule; throws UriSyntaxError. */
export function parse(input: string, options?: ParseOptions & { rule?: undefined }): Components;
export function parse(input: string, options?: ParseOptions): PartialComponents;
export function parse(input: string, options?: ParseOptions): PartialComponents {
  checkInput("parse", input);
  const { variant, rule } = resolveOptions("parse", options);
  const result = parseWith(variant, rule, input);
  if (!result.ok) throw result.error;
  return result.value;
}

/** Whether `input` is in the rule's language: the recognizer, or the PEG where the recognizer is not used. */
function accepts(variant: LoadedVariant, rule: StartRule, input: string): boolean {
  const fast = recognize(rule, input);
  if (fast !== undefined) return fast;
  try {
    variant.parser.parse(input, { startRule: rule.pegName });
    return true;
  } catch (error) {
    if (error instanceof variant.parser.SyntaxError) return false;
    throw error;
  }
}

/** Whether `input` matches the variant's rule exactly. */
export function isValid(input: string, options?: ParseOptions): boolean {
  checkInput("isValid", input);
  // The hot path of schema validators: the rule's DFA, with nothing allocated on the way to it.
  let rule: StartRule;
  if (options === undefined) rule = (defaults ??= resolveOptions("isValid", {})).rule;
  else {
    if (typeof options !== "object" || options === null)
      throw new TypeError(`isValid: options must be an object, got ${describe(options)}`);
    rule = loadVariant(options.variant).rule(options.rule);
  }
  if (rule.dfa !== undefined) return rule.dfa.test(input);
  return accepts(loadVariant(options?.variant), rule, input);
}

/**
 * A validator for one variant and rule, resolved once: `validator({ rule: "URI" })(s)` is
 * `isValid(s, { rule: "URI" })` without looking the options up on every call (what a schema
 * validator's format function wants). The variant's generated code loads on the first call.
 */
export function validator(options?: ParseOptions): (input: string) => boolean {
  let resolved: { variant: LoadedVariant; rule: StartRule } | undefined;
  if (options !== undefined) resolveOptions("validator", options); // bad options fail here, not later
  return (input: string) => {
    checkInput("validator", input);
    resolved ??= resolveOptions("validator", options);
    return accepts(resolved.variant, resolved.rule, input);
  };
}
