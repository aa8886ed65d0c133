// Scheme-based normalization data (RFC 3986 §6.2.3): what each scheme's own specification says about
// its default port and its empty path. Data, not code: a scheme is one line.

export interface SchemeRule {
  /** The port the scheme's specification names as its default (omitted by normalization). */
  readonly defaultPort?: string;
  /** What an empty path means when the URI has an authority (RFC 3986 §6.2.3: "/" for http). */
  readonly emptyPath?: string;
}

/**
 * Schemes people meet. http/https: RFC 7230 §2.7.3; ws/wss: RFC 6455 §3 (an empty path is "/");
 * ftp: RFC 1738 §3.2 (port 21; the "/" before the url-path is a separator, so "ftp://h" and
 * "ftp://h/" name the same thing); the others: their RFC 1738 / registration port (wais: RFC 1738
 * §3.9, prospero: §3.11, which RFC 1738's own normalization elides at level "scheme").
 */
export const SCHEMES: Readonly<Record<string, SchemeRule>> = {
  http: { defaultPort: "80", emptyPath: "/" },
  https: { defaultPort: "443", emptyPath: "/" },
  ws: { defaultPort: "80", emptyPath: "/" },
  wss: { defaultPort: "443", emptyPath: "/" },
  ftp: { defaultPort: "21", emptyPath: "/" },
  gopher: { defaultPort: "70", emptyPath: "/" },
  telnet: { defaultPort: "23", emptyPath: "/" },
  nntp: { defaultPort: "119", emptyPath: "/" },
  ldap: { defaultPort: "389", emptyPath: "/" },
  ldaps: { defaultPort: "636", emptyPath: "/" },
  wais: { defaultPort: "210", emptyPath: "/" },
  prospero: { defaultPort: "1525", emptyPath: "/" },
};

/**
 * Any other scheme with an authority: RFC 3986 §6.2.3, "In general, a URI that uses the generic
 * syntax for authority with an empty path should be normalized to a path of '/'", and §3.2.3, an
 * empty port is omitted. No default port is known.
 */
const GENERIC_SCHEME: SchemeRule = { emptyPath: "/" };

/** The rule for a (lower-case) scheme. */
export function schemeRule(scheme: string): SchemeRule {
  return Object.hasOwn(SCHEMES, scheme) ? SCHEMES[scheme]! : GENERIC_SCHEME;
}
