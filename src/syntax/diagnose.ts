// Why an input is not in a rule's language, from the automata alone: the offset of the first
// character that no reading of the grammar can take (or the end of the input, when every reading
// needs more), what each reading alive there expected, and the rules it was in. compiler/passes/
// expectations.ts computed, for every state of the recognizer, the readings alive in it; the
// recognizer stops where the input fails, so a diagnosis is one pass over the input and a table
// lookup: linear time, constant memory, at any length.
//
// A variant whose document splits a reference at its delimiters before reading its components
// (RFC 3986 Appendix B; the record's `delimited` field) is diagnosed the way that document reads
// a reference: split first, then each component checked against its own rule, the first that fails
// blamed. "http://host:port/" has no "@", so it has no userinfo, and its port "port" is wrong at
// offset 12, though a reading that takes "host:port" as a userinfo goes on to offset 16.
import { diagnosticsOf } from "../../automata/decoded.js";
import type { Stop } from "../../automata/engines.js";
import type { Variant } from "../variants/types.js";
import { delimitedParts } from "./delimited.js";
import type { UriSyntaxDiagnosis } from "./errors.js";
import { foundAt, messageHead, messageTail } from "./message.js";
import { quote } from "./escape.js";
import { ruleOf, type StartRule } from "./start-rule.js";

/** Line and column (1-based) of an offset: a line ends at "\n". */
function lineAndColumn(input: string, offset: number): { line: number; column: number } {
  let line = 1;
  let start = 0;
  for (let at = input.indexOf("\n"); at !== -1 && at < offset; at = input.indexOf("\n", at + 1)) {
    line++;
    start = at + 1;
  }
  return { line, column: offset - start + 1 };
}

/** A character class as an error message writes it: [a-z0-9], characters escaped. */
function describeChars(ranges: readonly (readonly [number, number])[]): string {
  if (ranges.length === 1 && ranges[0]![0] === ranges[0]![1])
    return quote(String.fromCodePoint(ranges[0]![0]));
  const char = (c: number) => {
    const q = quote(String.fromCodePoint(c)).slice(1, -1);
    return q === "]" || q === "-" || q === "^" ? "\\" + q : q;
  };
  return `[${ranges.map(([a, b]) => (a === b ? char(a) : `${char(a)}-${char(b)}`)).join("")}]`;
}

/** Expected items in order: rule names (sorted), then literals and characters (sorted), then the end. */
function ordered(named: Set<string>, literal: Set<string>, end: string | null): string[] {
  return [...[...named].sort(), ...[...literal].sort(), ...(end !== null ? [end] : [])];
}

/** What the automata expect where a rule's recognizer stopped, the same for every input stopping there. */
interface Expectation {
  expected: string[];
  context: { rule: string; section: string | null } | null;
  /** The rules around the failure, from the rule checked (its own outer rules not included). */
  stack: readonly string[];
}

/**
 * What is expected where `ruleName`'s recognizer stopped in `state`, with `end` the end of the
 * input (or of the part checked) expected too, as the message says it (null when it is not). A
 * function of these alone: the diagnosis of any input that stops there.
 */
function expectation(variant: Variant, ruleName: string, state: number, end: string | null): Expectation {
  const packed = variant.automata.diagnostics;
  const tables = packed === null ? null : diagnosticsOf(packed);
  const named = new Set<string>();
  const literal = new Set<string>();
  // The rules every reading alive here is in: those they all begin with (the prefix), and those
  // they all end with (the suffix: "%4" in any of RFC 3986's paths is in a pct-encoded, whichever
  // path rule it is).
  let first: readonly string[] | null = null;
  let prefix = 0;
  let suffix = 0;
  for (const id of tables?.expect[state] ?? []) {
    const item = tables!.items[id]!;
    const stack = tables!.stacks[item.stack]!;
    // A state shared by several start rules lists the items of each: the stack says whose.
    if (stack[0] !== ruleName) continue;
    if (item.kind === "rule") named.add(item.text);
    else if (item.kind === "literal") literal.add(quote(item.text));
    else literal.add(describeChars(item.ranges!));
    if (first === null) {
      first = stack;
      prefix = suffix = stack.length;
    } else {
      let k = 0;
      while (k < prefix && k < stack.length && first[k] === stack[k]) k++;
      prefix = k;
      k = 0;
      while (k < suffix && k < stack.length && first[first.length - 1 - k] === stack[stack.length - 1 - k])
        k++;
      suffix = k;
    }
  }
  // The context is the innermost rule with a section that all readings are in; the rule stack, one
  // reading's whole (when they end alike) or the rules they all begin with.
  const shared =
    first === null ? [ruleName] : suffix > 0 ? first.slice(first.length - suffix) : first.slice(0, prefix);
  const stack = first === null ? [ruleName] : suffix > 0 ? first : first.slice(0, prefix);
  let context: { rule: string; section: string | null } | null = null;
  for (let k = shared.length - 1; k >= 0 && context === null && tables !== null; k--) {
    const section = tables.sections.get(shared[k]!);
    if (section !== undefined) context = { rule: shared[k]!, section };
  }
  return { expected: ordered(named, literal, end), context, stack };
}

/**
 * The end the failure expects too, as the message says it: the input (or the part checked) may end
 * where its recognizer stopped, since the state accepts, but it went on. Null when it may not.
 */
function endExpected(failure: Failure): string | null {
  const { rule, stop, to, outer } = failure;
  return rule.recognizer.accepts(stop.state) && stop.offset < to
    ? outer.length === 0
      ? "end of input"
      : `the end of the ${rule.name}`
    : null;
}

/** The diagnosis of `input` failing as `failure` says. */
function explain(variant: Variant, input: string, failure: Failure): UriSyntaxDiagnosis {
  const { rule, stop, outer } = failure;
  const { expected, context, stack } = expectation(variant, rule.name, stop.state, endExpected(failure));
  const { line, column } = lineAndColumn(input, stop.offset);
  return {
    offset: stop.offset,
    line,
    column,
    expected,
    found: foundAt(input, stop.offset),
    context,
    ruleStack: [...outer, ...stack],
  };
}

/** Where an input fails: the rule (a part's, or the start rule) and where its automaton stopped. */
export interface Failure {
  rule: StartRule;
  stop: Stop;
  /** The end of what was checked (a part's end, or the input's length). */
  to: number;
  /** The rules around `rule` (for a part). */
  outer: readonly string[];
}

/**
 * Where `input` fails as `rule`: the first delimited part that its own rule rejects (when the
 * variant reads references by their delimiters), else where the rule's automaton stops. Undefined
 * when the automata accept it after all.
 */
export function failure(rule: StartRule, input: string): Failure | undefined {
  const d = rule.variant.delimited;
  const parts = d === undefined ? undefined : delimitedParts(d, rule.name, input);
  for (const part of parts ?? []) {
    const inner = ruleOf("diagnose", rule.variant, part.rule);
    const stop = inner.recognizer.stop(input, inner.start, part.from, part.to);
    if (stop !== null) return { rule: inner, stop, to: part.to, outer: part.outer };
  }
  const stop = rule.recognizer.stop(input, rule.start);
  return stop === null ? undefined : { rule, stop, to: input.length, outer: [] };
}

/**
 * Why `input` is not in `rule`'s language. Undefined when the automata accept it after all (they do
 * not disagree with the fast path: they are the fast path).
 */
export function diagnose(rule: StartRule, input: string): UriSyntaxDiagnosis | undefined {
  const found = failure(rule, input);
  return found === undefined ? undefined : explain(rule.variant, input, found);
}

/** What a command line prints of a rejected input: where it fails, and the error's message. */
export interface Brief {
  offset: number;
  message: string;
}

/**
 * A function that tells why an input is not in `rule`'s language as briefly as `uri-grammar
 * validate` prints it: the offset and the message of the UriSyntaxError that parse would throw,
 * the same characters, at a fraction of the cost. A message is its head (the rule, the variant,
 * what was expected, the context), which depends on where the recognizer stopped and nothing else
 * of the input, then the offset and the character found: the heads are made once each, and kept.
 * Undefined when the automata accept the input after all.
 */
export function briefDiagnoser(rule: StartRule): (input: string) => Brief | undefined {
  const heads = new Map<string, string>();
  return (input) => {
    const found = failure(rule, input);
    if (found === undefined) return undefined;
    const end = endExpected(found);
    const key = `${found.rule.name} ${found.stop.state} ${end ?? ""}`;
    let head = heads.get(key);
    if (head === undefined) {
      const { expected, context } = expectation(rule.variant, found.rule.name, found.stop.state, end);
      head = messageHead({ rule: rule.name, variant: rule.variant.id, expected, context });
      heads.set(key, head);
    }
    const offset = found.stop.offset;
    return { offset, message: head + messageTail(offset, foundAt(input, offset)) };
  };
}
