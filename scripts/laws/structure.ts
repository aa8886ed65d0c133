// Structure preservation: what an operation may change of a URI and what it may not, checked from
// the outside (parse, count, compare), never by the code under test. The 2026 fast-uri advisories
// were all one failure: a normalization or a serialization that changed what a URI names ("%2e%2e%2f"
// decoded before dot segments were removed, "%40" written as "@", a backslash taken for "/"). For
// a variant V and its parse:
//  - normalize keeps structure: the same components are defined in u and in normalize(u) (the port
//    may go at level "scheme": RFC 3986 §6.2.3; a reg-name authority that decoding made a server may
//    gain host and port, the same text); the host and the authority are the input's, up to ASCII
//    case and percent-encoding; the port is the input's number, or elided at level "scheme"; no
//    component gains a raw delimiter (/ ? # @ : [ ] \ and ";" where V has params) that it did not
//    have, so no percent-encoded delimiter became raw; and no "." or ".." segment appears (the one
//    "/." that keeps a path from beginning with "//" aside: RFC 3986 §3.3);
//  - equivalent keeps structure: two inputs it calls equivalent have the same components defined,
//    the same host, authority and port (as above), and the same raw delimiters in their query and
//    fragment (which no normalization touches but for percent-encoding);
//  - resolve keeps structure: the target's authority is the reference's when it has one (or a
//    scheme), else the base's, as written (RFC 3986 §5.2.2, RFC 2396 §5.2 step 4, RFC 1808 §4 step
//    3); every percent-encoding of the target is one of the base's or the reference's (resolution
//    decodes nothing); and it has no raw delimiter the two inputs did not have between them (but
//    the "/" a merge puts after an empty base path, and the "/." of RFC 3986 §3.3).
import { parse } from "../../src/index.js";
import type { Components } from "../../src/syntax/components.js";
import type { VariantRecord } from "../../src/variants/types.js";

/** The delimiters whose percent-encoded form is data and whose raw form is structure (RFC 3986 §2.2, §7.3). */
const DELIMITERS = ["/", "?", "#", "@", ":", "[", "]", "\\", ";"] as const;

const KEYS = ["scheme", "authority", "userinfo", "host", "port", "params", "query", "fragment"] as const;

function count(text: string | undefined, char: string): number {
  if (text === undefined) return 0;
  let n = 0;
  for (let i = text.indexOf(char); i !== -1; i = text.indexOf(char, i + 1)) n++;
  return n;
}

/** The octets of every triplet of a text, in order ("%2f" and "%2F" the same). */
function triplets(text: string): number[] {
  const out: number[] = [];
  for (let i = text.indexOf("%"); i !== -1; i = text.indexOf("%", i + 1)) {
    const octet = Number.parseInt(text.slice(i + 1, i + 3), 16);
    if (/^[0-9A-Fa-f]{2}$/.test(text.slice(i + 1, i + 3))) out.push(octet);
  }
  return out;
}

/**
 * A text with every triplet decoded to the octet's code unit (not UTF-8: any octet, so "%C3%A9"
 * and "é" differ, which an IRI's decoding of "%C3%A9" would make one: compared as bytes below),
 * then ASCII letters lower case: what two spellings of one host share.
 */
function bytesOf(text: string): string {
  const utf8 = new TextEncoder();
  let out = "";
  for (let i = 0; i < text.length;) {
    if (text[i] === "%" && /^[0-9A-Fa-f]{2}$/.test(text.slice(i + 1, i + 3))) {
      out += String.fromCharCode(Number.parseInt(text.slice(i + 1, i + 3), 16));
      i += 3;
      continue;
    }
    const cp = text.codePointAt(i)!;
    const char = String.fromCodePoint(cp);
    out += cp < 0x80 ? char : String.fromCharCode(...utf8.encode(char));
    i += char.length;
  }
  return out.replace(/[A-Z]+/g, (s) => s.toLowerCase());
}

/** The dot segments of a path ("." and ".." as written). */
function dotSegments(path: string): number {
  return path.split("/").filter((s) => s === "." || s === "..").length;
}

/** Whether the normal form's path has the "/." that keeps it from beginning with "//" (RFC 3986 §3.3). */
function guarded(before: string, after: string): boolean {
  return after.startsWith("/.//") && !before.startsWith("/.//");
}

function parsed(record: VariantRecord, u: string): Components {
  return parse(u, { variant: record.id } as never) as Components;
}

/** The components of a URI as `rule` reads them, each a string or undefined. */
function fields(c: Components): Record<(typeof KEYS)[number] | "path", string | undefined> {
  return { ...Object.fromEntries(KEYS.map((k) => [k, c[k]])), path: c.path } as never;
}

/** Whether a port keeps its number ("080" and "80" are one port, RFC 3986 §3.2.3). */
function samePort(a: string | undefined, b: string | undefined): boolean {
  if (a === undefined || b === undefined) return a === b;
  return a === b || (a !== "" && b !== "" && BigInt(a) === BigInt(b));
}

/**
 * What is wrong with `after` as the normal form of `before` at `level`, or true. The host is
 * compared as bytes (decoded, ASCII case folded); a reg-name authority that decoding made a server
 * is compared as a whole.
 */
export function normalizeKeepsStructure(
  record: VariantRecord,
  before: string,
  after: string,
  level: "syntax" | "scheme",
): true | string {
  const b = fields(parsed(record, before));
  const a = fields(parsed(record, after));
  const regName = b.authority !== undefined && b.host === undefined && a.host !== undefined;
  for (const key of KEYS) {
    if (regName && (key === "host" || key === "port" || key === "userinfo")) continue;
    const was = b[key] !== undefined;
    const is = a[key] !== undefined;
    // RFC 3986 §6.2.3: an empty or default port is elided at the scheme level.
    if (key === "port" && level === "scheme" && was && !is) continue;
    if (was !== is) return `${key} ${was ? "lost" : "appeared"}`;
  }
  if (b.host !== undefined && a.host !== undefined && bytesOf(b.host) !== bytesOf(a.host))
    return `host ${JSON.stringify(b.host)} became ${JSON.stringify(a.host)}`;
  if (b.port !== undefined && a.port !== undefined && !samePort(b.port, a.port))
    return `port ${b.port} became ${a.port}`;
  // A reg-name that decoding made a server may then lose an empty or default port (RFC 3986 §6.2.3).
  const portless = (authority: string) =>
    level === "scheme" ? authority.replace(/:[0-9]*$/, "") : authority;
  if (regName && portless(bytesOf(b.authority!)) !== portless(bytesOf(a.authority!)))
    return `authority ${JSON.stringify(b.authority)} became ${JSON.stringify(a.authority)}`;
  // RFC 3986 §6.2.3: at the scheme level an empty path with an authority is the scheme's "/".
  const emptyPath = level === "scheme" && b.path === "" && a.path === "/" ? 1 : 0;
  for (const key of ["userinfo", "path", "params", "query", "fragment"] as const) {
    if (regName && key === "userinfo") continue;
    for (const d of DELIMITERS) {
      const allowance =
        key === "path" && d === "/" ? (guarded(b.path ?? "", a.path ?? "") ? 1 : 0) + emptyPath : 0;
      if (count(a[key], d) > count(b[key], d) + allowance)
        return `a raw ${JSON.stringify(d)} appeared in the ${key}`;
    }
  }
  const allowance = guarded(b.path ?? "", a.path ?? "") ? 1 : 0;
  if (dotSegments(a.path ?? "") > dotSegments(b.path ?? "") + allowance) return "a dot segment appeared";
  return true;
}

/** What differs in structure between two inputs that `equivalent` calls equivalent, or true. */
export function equivalentKeepsStructure(
  record: VariantRecord,
  u: string,
  v: string,
  level: "syntax" | "scheme",
): true | string {
  const x = fields(parsed(record, u));
  const y = fields(parsed(record, v));
  const regName = (c: typeof x) => c.authority !== undefined && c.host === undefined;
  const eitherRegName = regName(x) || regName(y);
  for (const key of KEYS) {
    if (eitherRegName && (key === "host" || key === "port" || key === "userinfo")) continue;
    if (key === "port" && level === "scheme") continue;
    if ((x[key] !== undefined) !== (y[key] !== undefined)) return `${key} defined in one only`;
  }
  if (!eitherRegName && x.host !== undefined && bytesOf(x.host) !== bytesOf(y.host ?? ""))
    return `hosts ${JSON.stringify(x.host)} and ${JSON.stringify(y.host)}`;
  if (eitherRegName && bytesOf(x.authority ?? "") !== bytesOf(y.authority ?? ""))
    return `authorities ${JSON.stringify(x.authority)} and ${JSON.stringify(y.authority)}`;
  if (level === "syntax" && !eitherRegName && !samePort(x.port, y.port))
    return `ports ${x.port} and ${y.port}`;
  for (const key of ["query", "fragment"] as const)
    for (const d of DELIMITERS)
      if (count(x[key], d) !== count(y[key], d)) return `the ${key}s differ in raw ${JSON.stringify(d)}`;
  return true;
}

/** What is wrong with `target` as resolve(base, reference), or true. */
export function resolveKeepsStructure(
  record: VariantRecord,
  base: string,
  reference: string,
  target: string,
): true | string {
  const b = fields(parsed(record, base));
  const r = fields(parsed(record, reference));
  const t = fields(parsed(record, target));
  // RFC 3986 §5.2.2, RFC 2396 §5.2 steps 3-4: the reference's authority when it has a scheme or an
  // authority, else the base's; RFC 1808 §4 step 3: the reference's <net_loc> when it is not empty.
  const own =
    r.scheme !== undefined ||
    (r.authority !== undefined && (r.authority !== "" || record.resolution !== "rfc1808"));
  const from = own ? r : b;
  if (t.authority !== from.authority)
    return `authority ${JSON.stringify(t.authority)}, not the ${own ? "reference" : "base"}'s ${JSON.stringify(from.authority)}`;
  const available = new Map<number, number>();
  for (const octet of [...triplets(base), ...triplets(reference)])
    available.set(octet, (available.get(octet) ?? 0) + 1);
  for (const octet of triplets(target)) {
    const left = available.get(octet) ?? 0;
    if (left === 0) return `a triplet %${octet.toString(16).toUpperCase()} from neither input`;
    available.set(octet, left - 1);
  }
  // RFC 3986 §3.3: "/." before a path that would begin with "//" after no authority.
  const guard =
    t.path!.startsWith("/.//") && !b.path!.startsWith("/.//") && !r.path!.startsWith("/.//") ? 1 : 0;
  // RFC 3986 §5.2.3: a base with an authority and an empty path merges as "/" (the 2003 draft's
  // merge step 1 any empty base path).
  const merged = b.path === "" ? 1 : 0;
  for (const d of DELIMITERS) {
    const allowance = d === "/" ? guard + merged : 0;
    if (count(target, d) > count(base, d) + count(reference, d) + allowance)
      return `a raw ${JSON.stringify(d)} from neither input`;
  }
  return true;
}

/**
 * Another spelling of `u` that RFC 3986 §6.2.2 makes equivalent, most of the time: some of its
 * unreserved characters percent-encoded (hex digits of either case), the letters of its scheme and
 * host in another case. equivalentKeepsStructure is checked on it when `equivalent` says it is.
 */
export function respell(u: string, random: () => number): string {
  const colon = u.search(/[:/?#]/);
  const schemeEnd = colon > 0 && u[colon] === ":" ? colon : 0;
  const hostEnd = u.startsWith("//", schemeEnd === 0 ? 0 : schemeEnd + 1)
    ? (() => {
        const from = schemeEnd === 0 ? 2 : schemeEnd + 3;
        const end = u.slice(from).search(/[/?#]/);
        return end === -1 ? u.length : from + end;
      })()
    : schemeEnd;
  let out = "";
  for (let i = 0; i < u.length; i++) {
    const c = u[i]!;
    const roll = random();
    if (i < hostEnd && /[A-Za-z]/.test(c) && roll < 0.3)
      out += c === c.toLowerCase() ? c.toUpperCase() : c.toLowerCase();
    else if (i >= schemeEnd && /[A-Za-z0-9\-._~]/.test(c) && roll < 0.15) {
      const hex = c.charCodeAt(0).toString(16).padStart(2, "0");
      out += "%" + (random() < 0.5 ? hex.toUpperCase() : hex);
    } else out += c;
  }
  return out;
}
