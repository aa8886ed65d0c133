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
