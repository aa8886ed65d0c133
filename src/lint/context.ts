// What the lint rules read, computed once per input: the components (RFC 3986; RFC 3987 when the
// input has non-ASCII characters), where each starts, the scheme grammar's reading, and the two
// readings the differential rules compare (RFC 3986's and a WHATWG URL parser's).
import { ipv6HexCompressed } from "../semantics/ip.js";
import { percentDecode } from "../semantics/percent.js";
import { decimalPort } from "../semantics/normalize.js";
import { removeDotSegments } from "../semantics/remove-dot-segments.js";
import { readScheme } from "../schemes/read.js";
import { schemeRecord } from "../schemes/registry.js";
import { normalizePercent } from "../schemes/text.js";
import type { Components } from "../syntax/components.js";
import { safeParse } from "../syntax/parse.js";
import { rfc3987 } from "../variants/rfc3987.js";
import { octetAt } from "../semantics/percent.js";
import type { LintContext, LintOptions, Offsets, Reading, Triplets, WhatwgUrl } from "./types.js";

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

function offsetsOf(c: Components): Offsets {
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
      host = "[" + ipv6HexCompressed(inner) + "]";
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

/** The components whose percent-encodings the rules read, in the order of Triplets.part. */
export const PARTS = ["userinfo", "host", "path", "query", "fragment"] as const;
export type Part = (typeof PARTS)[number];

/** The percent-encoded octets of the components, found once for every rule that reads them. */
function tripletsOf(c: Components | null, o: Offsets | null): Triplets {
  let count = 0;
  if (c !== null)
    for (const part of PARTS) {
      const text = c[part];
      if (text !== undefined) for (let i = text.indexOf("%"); i !== -1; i = text.indexOf("%", i + 1)) count++;
    }
  const t = {
    count: 0,
    part: new Uint8Array(count),
    octet: new Uint8Array(count),
    offset: new Int32Array(count),
  };
  if (c === null || o === null) return t;
  PARTS.forEach((part, p) => {
    const text = c[part];
    if (text === undefined) return;
    for (let i = text.indexOf("%"); i !== -1; i = text.indexOf("%", i + 1)) {
      const octet = octetAt(text, i);
      if (octet < 0) continue;
      t.part[t.count] = p;
      t.octet[t.count] = octet;
      t.offset[t.count++] = o[part] + i;
    }
  });
  return t;
}

/** A label of a WHATWG host that Punycode would take quadratic time on, when longer than this. */
const DNS_LABEL = 63;
const WHATWG_SCHEME = /^[\0-\x20]*([A-Za-z][A-Za-z0-9+.\-\t\n\r]*):[/\\\t\n\r]*/;

/**
 * Why a WHATWG parser would not read the input in linear time, or undefined. For its special
 * schemes it takes the host through IDNA (URL Standard §3.5 "domain to ASCII", UTS #46), whose
 * Punycode encoding (RFC 3492 §6.3) takes time quadratic in the code points of a label: Node's URL
 * takes 22 µs a character on a 16,000-character label of distinct ideographs. A label longer than
 * DNS allows (63 octets, RFC 1035 §2.3.4) that holds non-ASCII or percent-encoded text (decoded
 * before IDNA) is not given to it. The host is found as a WHATWG parser finds it, generously: after
 * "scheme:" and any "/" or "\" (its "special authority ignore slashes state"), up to "/", "\", "?"
 * or "#", after the last "@"; labels end at "." and the three other full stops of UTS #46 §2.3.
 */
function whatwgUnbounded(input: string): { offset: number; reason: string } | undefined {
  const m = WHATWG_SCHEME.exec(input);
  if (m === null || !Object.hasOwn(WHATWG_SPECIAL, m[1]!.replace(/[\t\n\r]/g, "").toLowerCase()))
    return undefined;
  const start = m[0].length;
  let end = start;
  while (end < input.length && !"/\\?#".includes(input[end]!)) end++;
  const at = input.lastIndexOf("@", end - 1);
  let label = at >= start ? at + 1 : start;
  for (let i = label; i <= end; i++) {
    const c = i < end ? input.charCodeAt(i) : 0x2e;
    if (c !== 0x2e && c !== 0x3002 && c !== 0xff0e && c !== 0xff61) continue;
    if (i - label > DNS_LABEL && /[^\0-\x7f]|%/.test(input.slice(label, i)))
      return {
        offset: label,
        reason: `a host label of ${i - label} characters, longer than DNS allows (63 octets, RFC 1035 §2.3.4), with non-ASCII or percent-encoded text: a WHATWG parser's IDNA processing (Punycode, RFC 3492 §6.3) takes time quadratic in such a label, so it is not given the input`,
      };
    label = i + 1;
  }
  return undefined;
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
  const whatwgSkipped = Url && hasScheme ? whatwgUnbounded(input) : undefined;
  const offsets = components ? offsetsOf(components) : null;
  return {
    input,
    components,
    offsets,
    iri,
    error: result.ok ? null : result.error,
    scheme,
    whatwg: Url && hasScheme && whatwgSkipped === undefined ? whatwgReading(Url, input) : undefined,
    whatwgSkipped,
    triplets: tripletsOf(components, offsets),
    rfc: components ? rfcReading(components) : null,
  };
}

/** A Reading with NON_ASCII percent-encoded as UTF-8 (RFC 3987 §3.1), for comparing an IRI's path. */
export function asciiPath(path: string): string {
  return NON_ASCII.test(path) ? path.replace(/[^\0-\x7f]/gu, (c) => encodeURIComponent(c)) : path;
}
