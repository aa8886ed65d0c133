// Matching a URI against a URI Template: the inverse of RFC 6570 §3 expansion, as far as it has one.
//
// The template is compiled into an NFA (src/template/automaton.ts) whose language is every expansion the template can have
// (for every value of every variable: undefined, a string, a list, an associative array), with
// capture slots around each varspec's expansion. The Pike VM (src/template/nfa.ts) runs it in
// O(n · m) steps, n the URI's length and m the automaton's size: no backtracking, whatever the URI.
// Of the ways the URI can be read, the VM gives the preferred one: template order, each variable
// defined rather than undefined, and each as long as it can be (greedy) given that the rest matches.
// Then each variable's text is read back into a value (decoded where the operator encoded it), and
// the value is checked by expanding it again (src/template/values.ts). This file holds the
// automata of each template in a cache and tries the preferences in order. docs/uri-template.md
// states what can be recovered.
import { expectString } from "../arguments.js";
import { compileTemplate, type CompiledTemplate } from "./compile.js";
import { WeightedCache } from "./cache.js";
import { work } from "../semantics/work.js";
import { run } from "./nfa.js";
import { PREFERENCES, type Reading, TemplateAutomaton } from "./automaton.js";
import { type MatchedVariables, valuesOf } from "./values.js";

export type { MatchedValue, MatchedVariables } from "./values.js";

interface Matcher {
  readonly compiled: CompiledTemplate;
  /** The automata by preference (PREFERENCES), built when first needed. */
  readonly readings: (Reading | undefined)[];
  /** The states of the automata built so far: the matcher's weight in the cache. */
  states: number;
}

/**
 * At most this many automaton states are kept, over all templates and their readings (tens of
 * megabytes at most); a template whose automata would take more than a quarter of them is
 * compiled again at every call, in time linear in its length.
 */
const MATCHER_CACHE_STATES = 1 << 19;
const matchers = new WeightedCache<Matcher>(MATCHER_CACHE_STATES);

/** The automaton states the cache holds (for tests). */
export function cachedStates(): number {
  return matchers.weight;
}

function readingOf(matcher: Matcher, index: number): Reading {
  let reading = matcher.readings[index];
  if (reading === undefined) {
    reading = new TemplateAutomaton(matcher.compiled, PREFERENCES[index]!).build();
    matcher.readings[index] = reading;
    matcher.states += reading.nfa.op.length;
    matchers.reweigh(matcher.compiled.template, matcher.states);
  }
  return reading;
}

function matcherFor(template: string): Matcher {
  const hit = matchers.get(template);
  if (hit !== undefined) return hit;
  const compiled = compileTemplate(template);
  const matcher: Matcher = { compiled, readings: [], states: 0 };
  readingOf(matcher, 0); // a reserved operator is an error here, before any URI is read
  matchers.set(template, matcher, matcher.states);
  return matcher;
}

export interface MatchStats {
  variables: MatchedVariables | null;
  /** The Pike VM's steps (see src/template/nfa.ts run). */
  steps: number;
  /** The automaton's size, in states. */
  states: number;
  /**
   * The work of reading the values back, outside the VM (src/semantics/work.ts's units: the
   * characters and items that the segmentation, the readings of each text and the check that the
   * answer expands to the URI go over).
   */
  work: number;
}

/** match, with the work it did: for tests that count steps rather than time. */
export function matchWithStats(template: string, uri: string): MatchStats {
  expectString("template", template);
  expectString("uri", uri);
  const matcher = matcherFor(template);
  const preferred = readingOf(matcher, 0);
  const states = preferred.nfa.op.length;
  const start = work.units;
  const done = (variables: MatchedVariables | null): MatchStats => ({
    variables,
    steps,
    states,
    work: work.units - start,
  });
  let steps = 0;
  let fallback: MatchedVariables | undefined;
  let firstSteps = 0;
  // Segmentations by expression and text, shared by the readings (which often agree on them).
  const segmented = new Map<string, (string | undefined)[] | null>();
  // The lenient readings differ from the strict ones only on triplets (their case, and triplets of
  // unreserved characters): on a URI without "%" they read what the strict ones read.
  const lenient = uri.includes("%");
  for (let index = 0; index < PREFERENCES.length; index++) {
    const preference = PREFERENCES[index]!;
    if (!preference.strict && !lenient) break;
    const reading = readingOf(matcher, index);
    // Every reading after the first gets at most four times the first one's work: the shortest-
    // first order, in prefix regions, can keep up to max-length threads per state. So a match
    // costs at most 21 times one reading: linear in the URI.
    const budget = index === 0 ? Infinity : 4 * Math.max(firstSteps, uri.length + 1) + 1024;
    const result = run(reading.nfa, uri, 2 * reading.occurrences.length, budget);
    steps += result.steps;
    if (index === 0) firstSteps = result.steps;
    if (result.exhausted) continue;
    // No path at all: the URI is not in the language (strict: on to the lenient readings;
    // lenient: not in the template's language at all, whatever the preference).
    if (result.slots === null) {
      if (!preference.strict) return done(fallback ?? null);
      while (index + 1 < PREFERENCES.length && PREFERENCES[index + 1]!.strict) index++;
      continue;
    }
    // A path whose texts have no consistent values (a variable that occurs twice with two values,
    // RFC 6570 §3.2.1; an associative array with a repeated key, §2.4.2): no automaton can
    // require those, so the next preference is tried ("{.who,who}" on ".fred.fred" needs the
    // shortest first).
    const found = valuesOf(matcher.compiled, reading, uri, result.slots, segmented);
    if (found === null) continue;
    // An answer whose associative array an object would reorder is kept in reserve: another
    // preference may read the URI without it.
    if (!found.orderLost) return done(found.variables);
    fallback ??= found.variables;
  }
  return done(fallback ?? null);
}

/**
 * Matches a URI against a URI Template: the variables whose expansion (RFC 6570 §3) is the URI, or
 * null when there are none. Linear in the URI's length for every template (an automaton, no
 * backtracking). Values are pct-decoded where the operator encoded them; see docs/uri-template.md
 * for what can and cannot be recovered. Throws UriTemplateError for an invalid template or an
 * op-reserve operator, TypeError for a non-string argument.
 */
export function match(template: string, uri: string): MatchedVariables | null {
  return matchWithStats(template, uri).variables;
}
