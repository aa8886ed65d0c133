// The rules that play the same part in each generation of the URI syntax, so that a grammar diff
// compares like with like (RFC 1738's `url` with the 1994 draft's `url`, not with its `reference`,
// which also takes partial forms and fragments). Data: one row per part, the rule of each variant
// that has one (its start rule, in the grammar's own spelling); test/explain/grammar-diff.test.ts
// holds every name to its variant's start rules. A generation without such a rule has no entry.

export interface CorrespondingRule {
  /** What the rules are, in a few words. */
  readonly part: string;
  /** The key links use (`c=` in the explorer, `--part` on the command line). */
  readonly id: string;
  /** Variant id → its rule for the part. */
  readonly rules: Readonly<Record<string, string>>;
}

export const CORRESPONDING_RULES: readonly CorrespondingRule[] = [
  {
    id: "reference",
    part: "a reference: absolute or relative, with its fragment",
    rules: {
      "url-draft-1993": "reference",
      "url-draft-1994": "reference",
      rfc1808: "URL",
      "draft-fielding-url-syntax-05": "URL-reference",
      rfc2396: "URI-reference",
      rfc2732: "URI-reference",
      "draft-fielding-uri-rfc2396bis-01": "URI-reference",
      rfc3986: "URI-reference",
      rfc3987: "IRI-reference",
      rfc6874: "URI-reference",
    },
  },
  {
    id: "absolute",
    part: "an absolute URL or URI, without a fragment",
    rules: {
      "url-draft-1993": "url",
      "url-draft-1994": "url",
      rfc1738: "url",
      rfc1808: "absoluteURL",
      "draft-fielding-url-syntax-05": "absoluteURL",
      rfc2396: "absoluteURI",
      rfc2732: "absoluteURI",
      "draft-fielding-uri-rfc2396bis-01": "absolute-URI",
      rfc3986: "absolute-URI",
      rfc3987: "absolute-IRI",
      rfc6874: "absolute-URI",
    },
  },
  {
    id: "relative",
    part: "a relative reference (partial form), without a fragment",
    rules: {
      "url-draft-1993": "partialurl",
      "url-draft-1994": "partialurl",
      rfc1808: "relativeURL",
      "draft-fielding-url-syntax-05": "relativeURL",
      rfc2396: "relativeURI",
      rfc2732: "relativeURI",
      "draft-fielding-uri-rfc2396bis-01": "relative-URI",
      rfc3986: "relative-ref",
      rfc3987: "irelative-ref",
      rfc6874: "relative-ref",
    },
  },
  {
    id: "scheme",
    part: "the scheme",
    rules: {
      "url-draft-1993": "scheme",
      "url-draft-1994": "scheme",
      rfc1738: "scheme",
      rfc1808: "scheme",
      "draft-fielding-url-syntax-05": "scheme",
      rfc2396: "scheme",
      rfc2732: "scheme",
      "draft-fielding-uri-rfc2396bis-01": "scheme",
      rfc3986: "scheme",
      rfc3987: "scheme",
      rfc6874: "scheme",
    },
  },
  {
    id: "authority",
    part: "the authority: user information, host and port",
    rules: {
      "url-draft-1994": "login",
      rfc1738: "login",
      rfc1808: "net-loc",
      "draft-fielding-url-syntax-05": "site",
      rfc2396: "authority",
      rfc2732: "authority",
      "draft-fielding-uri-rfc2396bis-01": "authority",
      rfc3986: "authority",
      rfc3987: "iauthority",
      rfc6874: "authority",
    },
  },
  {
    id: "host",
    part: "the host",
    rules: {
      "url-draft-1993": "host",
      "url-draft-1994": "host",
      rfc1738: "host",
      "draft-fielding-url-syntax-05": "host",
      rfc2396: "host",
      rfc2732: "host",
      "draft-fielding-uri-rfc2396bis-01": "host",
      rfc3986: "host",
      rfc3987: "ihost",
      rfc6874: "host",
    },
  },
  {
    id: "ipv4",
    part: "an IPv4 address in dotted-decimal form",
    rules: {
      "url-draft-1993": "hostnumber",
      "url-draft-1994": "hostnumber",
      rfc1738: "hostnumber",
      "draft-fielding-url-syntax-05": "hostnumber",
      rfc2396: "IPv4address",
      rfc2732: "IPv4address",
      "draft-fielding-uri-rfc2396bis-01": "IPv4address",
      rfc3986: "IPv4address",
      rfc3987: "IPv4address",
      rfc6874: "IPv4address",
    },
  },
  {
    id: "ipv6",
    part: "an IPv6 address (inside the brackets of a literal)",
    rules: {
      rfc2732: "IPv6address",
      "draft-fielding-uri-rfc2396bis-01": "IPv6address",
      rfc3986: "IPv6address",
      rfc3987: "IPv6address",
      rfc6874: "IPv6address",
    },
  },
  {
    id: "port",
    part: "the port",
    rules: {
      "url-draft-1993": "port",
      "url-draft-1994": "port",
      rfc1738: "port",
      "draft-fielding-url-syntax-05": "port",
      rfc2396: "port",
      rfc2732: "port",
      "draft-fielding-uri-rfc2396bis-01": "port",
      rfc3986: "port",
      rfc3987: "port",
      rfc6874: "port",
    },
  },
  {
    id: "segment",
    part: "a path segment",
    rules: {
      "url-draft-1994": "segment",
      rfc1808: "segment",
      "draft-fielding-url-syntax-05": "segment",
      rfc2396: "segment",
      rfc2732: "segment",
      "draft-fielding-uri-rfc2396bis-01": "segment",
      rfc3986: "segment",
      rfc3987: "isegment",
      rfc6874: "segment",
    },
  },
  {
    id: "query",
    part: "the query (the search part of the early drafts)",
    rules: {
      "url-draft-1993": "search",
      "url-draft-1994": "search",
      rfc1738: "search",
      rfc1808: "query",
      "draft-fielding-url-syntax-05": "query",
      rfc2396: "query",
      rfc2732: "query",
      "draft-fielding-uri-rfc2396bis-01": "query",
      rfc3986: "query",
      rfc3987: "iquery",
      rfc6874: "query",
    },
  },
  {
    id: "fragment",
    part: "the fragment",
    rules: {
      "url-draft-1993": "fragmentid",
      "url-draft-1994": "fragmentid",
      rfc1808: "fragment",
      "draft-fielding-url-syntax-05": "fragment",
      rfc2396: "fragment",
      rfc2732: "fragment",
      "draft-fielding-uri-rfc2396bis-01": "fragment",
      rfc3986: "fragment",
      rfc3987: "ifragment",
      rfc6874: "fragment",
    },
  },
  {
    id: "escape",
    part: "a percent-encoded octet",
    rules: {
      "url-draft-1993": "escape",
      "url-draft-1994": "escape",
      rfc1738: "escape",
      rfc1808: "escape",
      "draft-fielding-url-syntax-05": "escaped",
      rfc2396: "escaped",
      rfc2732: "escaped",
      "draft-fielding-uri-rfc2396bis-01": "escaped",
      rfc3986: "pct-encoded",
      rfc3987: "pct-encoded",
      rfc6874: "pct-encoded",
    },
  },
];

/** The part (row) by its id. */
export function correspondingPart(id: string): CorrespondingRule | undefined {
  return CORRESPONDING_RULES.find((r) => r.id === id);
}

/**
 * The first part both variants have a rule for (the reference where both have one, else the
 * absolute form, ...), or undefined.
 */
export function commonPart(a: string, b: string): CorrespondingRule | undefined {
  return CORRESPONDING_RULES.find((r) => r.rules[a] !== undefined && r.rules[b] !== undefined);
}

/** The part a variant's rule plays, if the table has it. */
export function partOf(variant: string, rule: string): CorrespondingRule | undefined {
  const key = rule.toLowerCase();
  return CORRESPONDING_RULES.find((r) => r.rules[variant]?.toLowerCase() === key);
}
