// What the lint rules read, computed once per input: the components (RFC 3986; RFC 3987 when the
// input has non-ASCII characters), where each starts, the scheme grammar's reading, and the two
// readings the differential rules compare (RFC 3986's and a WHATWG URL parser's).
import { ipv6ToRfc5952 } from "../semantics/ip.js";
import { percentDecode } from "../semantics/percent.js";
import { decimalPort } from "../semantics/normalize.js";
import { removeDotSegments } from "../semantics/remove-dot-segments.js";
import { readScheme } from "../schemes/read.js";
import { schemeRecord } from "../schemes/registry.js";
import { normalizePercent } from "../schemes/text.js";
import type { Components } from "../syntax/components.js";
import { safeParse } from "../syntax/parse.js";
import { rfc3987 } from "../variants/rfc3987.js";
import type { LintContext, LintOptions, Offsets, Reading, WhatwgUrl } from "./types.js";

/** The WHATWG URL Standard's special schemes and their default ports (URL Standard §4.1). */
export const WHATWG_SPECIAL: Readonly<Record<string, string>> = {
  http: "80",
  https: "443",
  ws: "80",
  wss: "443",
  ftp: "21",
  file: "",
};

const NON_ASCII = /[^\0-\x7f]/;

export function offsetsOf(c: Components): Offsets {
  const o: Offsets = {
    scheme: -1,
    authority: -1,
    userinfo: -1,
    host: -1,
    port: -1,
    path: -1,
    query: -1,
    fragment: -1,
  };
  let at = 0;
  if (c.scheme !== undefined) {
    o.scheme = 0;
    at = c.scheme.length + 1;
  }
  if (c.authority !== undefined) {
    at += 2;
    o.authority = at;
    let h = at;
    if (c.userinfo !== undefined) {
      o.userinfo = at;
      h += c.userinfo.length + 1;
    }
    o.host = h;
    if (c.port !== undefined) o.port = at + c.authority.length - c.port.length;
    at += c.authority.length;
  }
  o.path = at;
  at += c.path.length;
  if (c.query !== undefined) {
    o.query = at + 1;
    at += c.query.length + 1;
  }
  if (c.fragment !== undefined) o.fragment = at + 1;
  return o;
}

/** RFC 3986's reading, normalized as a comparison with a WHATWG parser's needs (§6.2.2, §6.2.3). */
function rfcReading(c: Components): Reading | null {
  if (c.scheme === undefined) return null;
  const scheme = c.scheme.toLowerCase();
  const special = Object.hasOwn(WHATWG_SPECIAL, scheme);
  let host = c.host ?? "";
  if (host.startsWith("[")) {
    const inner = host.slice(1, -1);
    try {
      host = "[" + ipv6ToRfc5952(inner) + "]";
    } catch {
      host = host.toLowerCase();
    }
  } else if (special) host = percentDecode(host).toLowerCase();
  let port = c.port === undefined || c.port === "" ? "" : decimalPort(c.port);
  if (special && port === WHATWG_SPECIAL[scheme]) port = "";
  const opaque = c.authority === undefined && !c.path.startsWith("/");
  let path = opaque ? c.path : removeDotSegments(normalizePercent(c.path));
  if (special && path === "") path = "/";
  return { scheme, host, port, path };
}

/** A WHATWG parser's reading, or null when it rejects the input. */
function whatwgReading(Url: WhatwgUrl, input: string): Reading | null {
  try {
    const u = new Url(input);
    return { scheme: u.protocol.slice(0, -1), host: u.hostname, port: u.port, path: u.pathname };
  } catch {
    return null;
  }
}

export function lintContext(input: string, options: LintOptions): LintContext {
  let result = safeParse(input);
  let iri = false;
  if (!result.ok && NON_ASCII.test(input)) {
    const asIri = safeParse(input, { variant: rfc3987 });
    if (asIri.ok) {
      result = asIri;
      iri = true;
    }
  }
  const components = result.ok ? (result.value as Components) : null;
  let scheme: LintContext["scheme"] = null;
  if (components?.scheme !== undefined && options.schemes !== false && !iri) {
    const record = schemeRecord(components.scheme, components.path);
    if (record !== undefined) {
      const reading = readScheme(record, input, components);
      scheme = reading.ok ? { parts: reading.parts } : { error: reading.error };
    }
  }
  const Url =
    options.whatwg === undefined ? (globalThis.URL as unknown as WhatwgUrl | undefined) : options.whatwg;
  // A WHATWG parser reads absolute URLs only: a reference without a scheme has nothing to compare.
  const hasScheme = components ? components.scheme !== undefined : /^[A-Za-z][A-Za-z0-9+.-]*:/.test(input);
  return {
    input,
    components,
    offsets: components ? offsetsOf(components) : null,
    iri,
    error: result.ok ? null : result.error,
    scheme,
    whatwg: Url && hasScheme ? whatwgReading(Url, input) : undefined,
    rfc: components ? rfcReading(components) : null,
  };
}

/** A Reading with NON_ASCII percent-encoded as UTF-8 (RFC 3987 §3.1), for comparing an IRI's path. */
export function asciiPath(path: string): string {
  return NON_ASCII.test(path) ? path.replace(/[^\0-\x7f]/gu, (c) => encodeURIComponent(c)) : path;
}
