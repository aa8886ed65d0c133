// The components of a URI reference, RFC 3986 §5.3: an undefined component (its separator is
// absent) has no key; an empty one (separator present, nothing after it) is "".

export interface Components {
  scheme?: string;
  /** The whole authority, `userinfo@host:port`, without the leading "//" (RFC 3986 §3.2). */
  authority?: string;
  userinfo?: string;
  /** An IP literal keeps its brackets (RFC 3986 §3.2.2). */
  host?: string;
  /** The digits as written: may be "", have leading zeros or exceed 65535 (RFC 3986 §3.2.3). */
  port?: string;
  /** Always present, possibly "" (RFC 3986 §3.3). */
  path: string;
  /** RFC 1808 §2.4.3 parameters (after the first ";" of the last segment), in the variants that have them. */
  params?: string;
  query?: string;
  fragment?: string;
}

/**
 * Copies the authority and its subcomponents, those `from` has: the "T.authority = R.authority" of
 * RFC 3986 §5.2.2 (and of every older algorithm) on the component model, where the authority's
 * userinfo, host and port go with it.
 */
export function copyAuthority(target: PartialComponents, from: PartialComponents): void {
  if (from.authority !== undefined) target.authority = from.authority;
  if (from.userinfo !== undefined) target.userinfo = from.userinfo;
  if (from.host !== undefined) target.host = from.host;
  if (from.port !== undefined) target.port = from.port;
}

/** A component record with every component undefined but the path, "" (see recordAt in parse.ts). */
export function emptyRecord(): Components {
  return {
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
}

/**
 * Components as a caller receives them (RFC 3986 §5.3: an undefined component has no key), from a
 * component record or any object with undefined values.
 */
export function sparseComponents(record: PartialComponents): PartialComponents {
  const out: PartialComponents = {};
  for (const key of COMPONENT_ORDER) if (record[key] !== undefined) out[key] = record[key];
  return out;
}

/** What a start rule other than a URI reference yields: only the components that rule covers. */
export type PartialComponents = Partial<Components>;

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
 * (src/syntax/dfa.ts), and what resolve and normalize read when they need only some components.
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

/**
 * The components the spans mark as a component record: every key of COMPONENT_ORDER present, with
 * the value undefined where the component is (so that every record has one hidden class, and the
 * semantic layers that read them run monomorphic), and the path always a string. The semantic
 * layers' own form: what they return to a caller is made sparse again (sparseComponents).
 */
export function recordAt(input: string, spans: Spans): Components {
  return {
    scheme: spanText(input, spans, SCHEME_SPAN),
    authority: spanText(input, spans, AUTHORITY_SPAN),
    userinfo: spanText(input, spans, USERINFO_SPAN),
    host: spanText(input, spans, HOST_SPAN),
    port: spanText(input, spans, PORT_SPAN),
    path: spanText(input, spans, PATH_SPAN) ?? "",
    params: spanText(input, spans, PARAMS_SPAN),
    query: spanText(input, spans, QUERY_SPAN),
    fragment: spanText(input, spans, FRAGMENT_SPAN),
  };
}
