// Where the components of an input are, as the tagged DFA writes them (automata/engines.ts) and
// the syntax and semantic layers read them (src/syntax/components.ts): an Int32Array of start and
// end offsets, one pair per component of the component model, in a fixed order.

export const COMPONENT_ORDER = [
  "scheme",
  "authority",
  "userinfo",
  "host",
  "port",
  "path",
  "params",
  "query",
  "fragment",
] as const;

/**
 * Where each component is in the input, without slicing it out: COMPONENT_ORDER[k] starts at 2k
 * and ends at 2k + 1, both -1 when the component is undefined. What the tagged DFA writes
 * (automata/engines.ts), and what resolve and normalize read when they need only some components.
 */
export type Spans = Int32Array;

export const SPANS_LENGTH = COMPONENT_ORDER.length * 2;

/** Where a component's span is in Spans, by name (SCHEME_SPAN is 0, AUTHORITY_SPAN 2, ...). */
export const SCHEME_SPAN = 0;
export const AUTHORITY_SPAN = 2;
export const USERINFO_SPAN = 4;
export const HOST_SPAN = 6;
export const PORT_SPAN = 8;
export const PATH_SPAN = 10;
export const PARAMS_SPAN = 12;
export const QUERY_SPAN = 14;
export const FRAGMENT_SPAN = 16;

/** Where a component's span is in Spans, by its name: 2 × its place in COMPONENT_ORDER; -1 for none. */
export function spanOf(component: string | undefined): number {
  const k = (COMPONENT_ORDER as readonly (string | undefined)[]).indexOf(component);
  return k < 0 ? -1 : 2 * k;
}

export function newSpans(): Spans {
  return new Int32Array(SPANS_LENGTH).fill(-1);
}

/** The component whose span starts at `at`, or undefined when it is undefined. */
export function spanText(input: string, spans: Spans, at: number): string | undefined {
  const start = spans[at]!;
  return start < 0 ? undefined : input.slice(start, spans[at + 1]!);
}
