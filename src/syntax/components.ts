// The components of a URI reference, RFC 3986 §5.3: an undefined component (its separator is
// absent) has no key; an empty one (separator present, nothing after it) is "".
import {
  AUTHORITY_SPAN,
  COMPONENT_ORDER,
  FRAGMENT_SPAN,
  HOST_SPAN,
  PARAMS_SPAN,
  PATH_SPAN,
  PORT_SPAN,
  QUERY_SPAN,
  SCHEME_SPAN,
  type Spans,
  spanText,
  USERINFO_SPAN,
} from "../../automata/spans.js";

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

/**
 * Components with every key present (undefined where the component is): one shape for every record
 * the semantic layers build, so that their steps read and write each component at a known place.
 */
export interface ComponentRecord extends Components {
  scheme: string | undefined;
  authority: string | undefined;
  userinfo: string | undefined;
  host: string | undefined;
  port: string | undefined;
  params: string | undefined;
  query: string | undefined;
  fragment: string | undefined;
}

/** A component record with every component undefined but the path, "" (see recordAt in parse.ts). */
export function emptyRecord(): ComponentRecord {
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

export {
  AUTHORITY_SPAN,
  COMPONENT_ORDER,
  FRAGMENT_SPAN,
  HOST_SPAN,
  newSpans,
  PARAMS_SPAN,
  PATH_SPAN,
  PORT_SPAN,
  QUERY_SPAN,
  SCHEME_SPAN,
  spanOf,
  type Spans,
  spanText,
  USERINFO_SPAN,
} from "../../automata/spans.js";

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
