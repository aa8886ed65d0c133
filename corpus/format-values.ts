// Values for every JSON Schema format, for `npm run bench` (each format beside ajv-formats, or the
// fastest other library that has it) and for the scaling checks (test/formats/scaling.test.ts):
//   - typical: what a validator meets in requests and documents, valid (URIs and host names from
//     bench/data/urls.txt; the rest made from word lists by a seeded generator, the same every run);
//   - invalid: the mistakes people make with each format (a missing part, a wrong separator, a value
//     out of range, a stray space), each invalid by the format's RFC;
//   - mixed: typical and invalid interleaved, one for one;
//   - hostile: families of inputs at any length n (long labels of distinct code points, "." runs,
//     "@" runs, deep nesting, digit runs...), the inputs a format function must read in linear time.
// test/formats/values.test.ts holds every typical value valid and every invalid value invalid.
import { readFileSync } from "node:fs";
import { join } from "node:path";

/** The format names (as src/formats/index.ts's FORMAT_NAMES; corpus/ imports no code of the library). */
export type Format =
  | "uri"
  | "uri-reference"
  | "iri"
  | "iri-reference"
  | "uri-template"
  | "ipv4"
  | "ipv6"
  | "date-time"
  | "date"
  | "time"
  | "duration"
  | "email"
  | "idn-email"
  | "hostname"
  | "idn-hostname"
  | "json-pointer"
  | "relative-json-pointer"
  | "uuid"
  | "regex";

/** mulberry32: a small seeded generator, so that every run sees the same values. */
function generator(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const COUNT = 2000;

const FIRST = [
  "james",
  "mary",
  "john",
  "patricia",
  "robert",
  "jennifer",
  "michael",
  "linda",
  "william",
  "elizabeth",
  "david",
  "barbara",
  "richard",
  "susan",
  "joseph",
  "jessica",
  "thomas",
  "sarah",
  "charles",
  "karen",
  "ana",
  "luis",
  "chen",
  "wei",
  "priya",
  "arjun",
  "fatima",
  "omar",
  "yuki",
  "hiro",
  "olga",
  "ivan",
];
const LAST = [
  "smith",
  "johnson",
  "williams",
  "brown",
  "jones",
  "garcia",
  "miller",
  "davis",
  "rodriguez",
  "martinez",
  "hernandez",
  "lopez",
  "gonzalez",
  "wilson",
  "anderson",
  "thomas",
  "taylor",
  "moore",
  "jackson",
  "martin",
  "lee",
  "perez",
  "thompson",
  "white",
  "harris",
  "sanchez",
  "clark",
  "nguyen",
];
const WORDS = [
  "api",
  "app",
  "mail",
  "shop",
  "cloud",
  "data",
  "docs",
  "blog",
  "static",
  "cdn",
  "auth",
  "login",
  "search",
  "news",
  "media",
  "images",
  "files",
  "support",
  "status",
  "dev",
  "staging",
  "admin",
  "portal",
  "store",
  "pay",
  "billing",
  "events",
  "metrics",
  "edge",
  "assets",
  "users",
  "orders",
];
const COMPANIES = [
  "example",
  "acme",
  "globex",
  "initech",
  "umbrella",
  "hooli",
  "stark",
  "wayne",
  "contoso",
  "fabrikam",
  "northwind",
  "tailspin",
  "wingtip",
  "adventure-works",
  "blue-yonder",
  "litware",
];
const TLDS = ["com", "org", "net", "io", "dev", "co.uk", "de", "fr", "jp", "com.au", "ca", "nl", "app"];
const MAIL_HOSTS = ["gmail.com", "yahoo.com", "outlook.com", "hotmail.com", "icloud.com", "proton.me"];

// Internationalized labels, valid IDNA2008 U-labels (lower case, NFC), by script.
const IDN_WORDS = [
  "münchen",
  "zürich",
  "köln",
  "bücher",
  "straße",
  "café",
  "señor",
  "españa",
  "garçon",
  "ångström",
  "россия",
  "пример",
  "москва",
  "испытание",
  "例え",
  "テスト",
  "日本語",
  "中国",
  "网络",
  "公司",
  "한국",
  "도메인",
  "ελλάδα",
  "παράδειγμα",
  "δοκιμή",
  "ไทย",
  "भारत",
  "परीक्षा",
  "ευρώπη",
  "україна",
];
const IDN_TLDS = ["de", "ch", "com", "рф", "jp", "中国", "한국", "ελ", "net", "org", "भारत", "укр"];
const RTL_NAMES = ["مثال.إختبار", "דוגמה.טעסט", "موقع.وزارة-الاتصالات.مصر", "السعودية.السعودية"];

const pick = <T>(r: () => number, xs: readonly T[]): T => xs[Math.floor(r() * xs.length)]!;
const int = (r: () => number, lo: number, hi: number) => lo + Math.floor(r() * (hi - lo + 1));
const pad = (n: number, w = 2) => String(n).padStart(w, "0");
const hex = (r: () => number, digits: number) =>
  Array.from({ length: digits }, () => "0123456789abcdef"[int(r, 0, 15)]).join("");

function many(seed: number, make: (r: () => number, k: number) => string): string[] {
  const r = generator(seed);
  return Array.from({ length: COUNT }, (_, k) => make(r, k));
}

const urls = (() => {
  let cached: string[] | undefined;
  return () =>
    (cached ??= readFileSync(join(import.meta.dirname, "..", "bench", "data", "urls.txt"), "utf8")
      .split("\n")
      .filter(Boolean));
})();

/** Host names of the URLs of bench/data/urls.txt (a real sample), lower-cased, without ports. */
function hosts(): string[] {
  const out = new Set<string>();
  for (const u of urls()) {
    const m = /^[a-z][a-z0-9+.-]*:\/\/(?:[^@/?#]*@)?([a-z0-9.-]+)(?::\d*)?(?:[/?#]|$)/i.exec(u);
    if (m === null) continue;
    const host = m[1]!.toLowerCase();
    if (!/^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/.test(host))
      continue;
    if (/^[\d.]+$/.test(host) || host.includes("--")) continue;
    out.add(host);
  }
  return [...out];
}

function domain(r: () => number): string {
  const sub = r() < 0.5 ? pick(r, WORDS) + "." : r() < 0.3 ? pick(r, WORDS) + "." + pick(r, WORDS) + "." : "";
  return sub + pick(r, COMPANIES) + "." + pick(r, TLDS);
}

function idnDomain(r: () => number): string {
  const k = r();
  if (k < 0.08) return pick(r, RTL_NAMES);
  if (k < 0.25) return domain(r); // many IDN fields hold ASCII names
  const labels = [pick(r, IDN_WORDS)];
  if (r() < 0.3) labels.unshift(pick(r, WORDS));
  return labels.join(".") + "." + pick(r, IDN_TLDS);
}

function localPart(r: () => number): string {
  const f = pick(r, FIRST);
  const l = pick(r, LAST);
  switch (int(r, 0, 6)) {
    case 0:
      return `${f}.${l}`;
    case 1:
      return `${f}${int(r, 1, 99)}`;
    case 2:
      return `${f[0]}${l}`;
    case 3:
      return `${f}_${l}+${pick(r, WORDS)}`;
    case 4:
      return `${pick(r, ["info", "noreply", "support", "sales", "hello", "admin", "contact"])}`;
    case 5:
      return `${f}-${l}.${int(r, 1970, 2005)}`;
    default:
      return `${l}.${f}`;
  }
}

const IDN_LOCAL = [
  "用户",
  "josé",
  "müller",
  "θσερ",
  "почта",
  "δοκιμή",
  "ユーザー",
  "사용자",
  "françois",
  "søren",
];

function dateOf(r: () => number): string {
  const y = int(r, 1990, 2035);
  const m = int(r, 1, 12);
  const days = [
    31,
    y % 4 === 0 && (y % 100 !== 0 || y % 400 === 0) ? 29 : 28,
    31,
    30,
    31,
    30,
    31,
    31,
    30,
    31,
    30,
    31,
  ];
  return `${y}-${pad(m)}-${pad(int(r, 1, days[m - 1]!))}`;
}
function timeOf(r: () => number): string {
  const base = `${pad(int(r, 0, 23))}:${pad(int(r, 0, 59))}:${pad(int(r, 0, 59))}`;
  const frac =
    r() < 0.4
      ? "." +
        String(int(r, 0, 999999))
          .padStart(int(r, 1, 6), "0")
          .slice(0, int(r, 1, 6))
      : "";
  const k = r();
  const offset =
    k < 0.55
      ? "Z"
      : k < 0.6
        ? "z"
        : `${r() < 0.5 ? "+" : "-"}${pad(int(r, 0, 14))}:${pick(r, ["00", "30", "45"])}`;
  return base + frac + offset;
}
function durationOf(r: () => number): string {
  if (r() < 0.1) return `P${int(r, 1, 52)}W`;
  // dur-date: a day, a month (and day), or a year (and month, and day): nothing skipped after the first.
  const first = int(r, 0, 3);
  const parts = [`${int(r, 1, 10)}Y`, `${int(r, 1, 11)}M`, `${int(r, 1, 30)}D`];
  const date = first === 3 ? "" : parts.slice(first, first + 1 + int(r, 0, 2 - first)).join("");
  // RFC 3339 Appendix A: dur-time is hours, then minutes, then seconds, none skipped in between.
  const t = int(r, 0, 6);
  const h = `${int(r, 1, 23)}H`;
  const m = `${int(r, 1, 59)}M`;
  const s = `${int(r, 1, 59)}S`;
  const time = ["", h, h + m, h + m + s, m, m + s, s][t]!;
  const out = "P" + date + (time === "" ? "" : "T" + time);
  return out === "P" ? `P${int(r, 1, 30)}D` : out;
}
function ipv4Of(r: () => number): string {
  return [int(r, 1, 255), int(r, 0, 255), int(r, 0, 255), int(r, 0, 254)].join(".");
}
function ipv6Of(r: () => number): string {
  const groups = Array.from({ length: 8 }, () => hex(r, int(r, 1, 4)).replace(/^0+(?=.)/, ""));
  switch (int(r, 0, 5)) {
    case 0:
      return groups.join(":");
    case 1:
      return "2001:db8::" + groups.slice(6).join(":");
    case 2:
      return "fe80::" + groups.slice(4).join(":");
    case 3:
      return "::ffff:" + ipv4Of(r);
    case 4:
      return groups.slice(0, 3).join(":") + "::" + groups.slice(6).join(":");
    default:
      return pick(r, ["::1", "::", "2001:db8::1", "ff02::1", "fd00::" + groups[7]]);
  }
}
function pointerToken(r: () => number): string {
  const k = r();
  if (k < 0.25) return String(int(r, 0, 20));
  if (k < 0.3) return pick(r, ["a~1b", "m~0n", "application~1json", ""]);
  return pick(r, [
    "definitions",
    "properties",
    "items",
    "$defs",
    "allOf",
    "paths",
    "components",
    "schemas",
  ]).concat(r() < 0.5 ? "" : "");
}
function pointerOf(r: () => number): string {
  const n = int(r, 0, 6);
  let s = "";
  for (let i = 0; i < n; i++) s += "/" + (r() < 0.4 ? pick(r, [...WORDS, ...LAST]) : pointerToken(r));
  return s;
}
const TEMPLATE_PARTS = [
  "{id}",
  "{owner}",
  "{repo}",
  "{+path}",
  "{#section}",
  "{?q,page,per_page}",
  "{&sort}",
  "{/segments*}",
  "{;params*}",
  "{.format}",
  "{var:3}",
  "{list*}",
];
function templateOf(r: () => number): string {
  const base = r() < 0.6 ? `https://${domain(r)}` : "";
  let s = base;
  const n = int(r, 1, 4);
  for (let i = 0; i < n; i++) s += "/" + (r() < 0.5 ? pick(r, WORDS) : pick(r, TEMPLATE_PARTS));
  if (r() < 0.4) s += pick(r, ["{?q,page}", "{?state,labels}", "{&limit}", "{#fragment}", ""]);
  return s;
}
const PATTERNS = [
  "^[a-zA-Z0-9_]+$",
  "^\\d{3}-\\d{4}$",
  "^[a-z][a-z0-9-]{2,62}$",
  "^https?://",
  "^\\p{L}+$",
  "^(?<year>\\d{4})-(?<month>\\d{2})-(?<day>\\d{2})$",
  "^[A-Z]{2}\\d{2}[A-Z0-9]{1,30}$",
  "\\s+",
  "^(?:\\+?1[-. ]?)?\\(?([0-9]{3})\\)?[-. ]?([0-9]{3})[-. ]?([0-9]{4})$",
  "^#?([a-f0-9]{6}|[a-f0-9]{3})$",
  "^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$",
  "^v?(0|[1-9]\\d*)\\.(0|[1-9]\\d*)\\.(0|[1-9]\\d*)(?:-([\\w.-]+))?$",
  "^(?!.*--)[a-z0-9-]+$",
  "(?<=\\$)\\d+(\\.\\d\\d)?",
  "^[\\u0600-\\u06FF\\s]+$",
  "^\\S+$",
  "^[0-9a-fA-F]{8}(-[0-9a-fA-F]{4}){3}-[0-9a-fA-F]{12}$",
  "^(application|text|image)/[\\w.+-]+$",
  "x-[a-z]+",
  "^\\/(?:[^\\/]+\\/)*[^\\/]*$",
  "[\\p{Script=Greek}]{2,}",
  "^(\\w+)\\s\\1$",
];
const REGEX_PIECES = [
  () => "[a-z]",
  () => "[A-Za-z0-9_]",
  () => "\\d",
  () => "\\w",
  () => "\\s",
  () => "[^@\\s]",
  () => "\\p{L}",
  () => "\\.",
  () => "-",
  () => "[0-9a-fA-F]",
];
const QUANTIFIERS = ["", "+", "*", "?", "{2}", "{1,3}", "{2,}", "+?"];
/**
 * Patterns as schemas have them: one of PATTERNS with a word of its own, or pieces, words and
 * groups put together. Nearly all distinct, as the patterns of many schemas are (an engine caches
 * the patterns it has compiled: repeated ones would time its cache).
 */
function regexOf(r: () => number): string {
  if (r() < 0.4) return pick(r, PATTERNS).replace(/^\^?/, (a) => a + pick(r, WORDS) + int(r, 0, 99));
  let s = r() < 0.7 ? "^" : "";
  const n = int(r, 1, 5);
  for (let i = 0; i < n; i++) {
    const k = r();
    if (k < 0.3) s += pick(r, [...WORDS, ...LAST]);
    else if (k < 0.45) s += `(?:${pick(r, WORDS)}|${pick(r, WORDS)})`;
    else if (k < 0.55) s += `(?<${pick(r, WORDS)}${i}>${pick(r, REGEX_PIECES)()}+)`;
    else s += pick(r, REGEX_PIECES)() + pick(r, QUANTIFIERS);
  }
  return s + (r() < 0.7 ? "$" : "");
}
function uuidOf(r: () => number): string {
  const s = hex(r, 32);
  const v = pick(r, ["4", "7", "1", "4", "4"]);
  const out = `${s.slice(0, 8)}-${s.slice(8, 12)}-${v}${s.slice(13, 16)}-${"89ab"[int(r, 0, 3)]}${s.slice(17, 20)}-${s.slice(20)}`;
  return r() < 0.15 ? out.toUpperCase() : out;
}
const IRI_PATHS = [
  "wiki/日本",
  "wiki/Ελλάδα",
  "статья/главная",
  "产品/列表",
  "café/menu",
  "straße/karte",
  "検索?q=東京",
  "recherche?q=été#résultats",
  "user/josé",
];

/** `count` patterns as regexOf makes them, from the seed: for a stream of patterns seen once. */
export function regexPatterns(seed: number, count: number): string[] {
  const r = generator(seed);
  return Array.from({ length: count }, () => regexOf(r));
}

/** Each format's typical (valid) values. */
function typical(format: Format): string[] {
  switch (format) {
    case "uri":
    case "uri-reference":
    case "iri":
    case "iri-reference":
      return uriLike(format);
    case "uri-template":
      return many(11, (r) => templateOf(r));
    case "ipv4":
      return many(12, (r) => ipv4Of(r));
    case "ipv6":
      return many(13, (r) => ipv6Of(r));
    case "date-time":
      return many(14, (r) => dateOf(r) + (r() < 0.95 ? "T" : "t") + timeOf(r));
    case "date":
      return many(15, (r) => dateOf(r));
    case "time":
      return many(16, (r) => timeOf(r));
    case "duration":
      return many(17, (r) => durationOf(r));
    case "email":
      return many(18, (r) => `${localPart(r)}@${r() < 0.4 ? pick(r, MAIL_HOSTS) : domain(r)}`);
    case "idn-email":
      return many(19, (r) =>
        r() < 0.5 ? `${pick(r, IDN_LOCAL)}@${idnDomain(r)}` : `${localPart(r)}@${idnDomain(r)}`,
      );
    case "hostname": {
      const real = hosts();
      return many(20, (r) => (r() < 0.7 ? pick(r, real) : domain(r)));
    }
    case "idn-hostname":
      return many(21, (r) => idnDomain(r));
    case "json-pointer":
      return many(22, (r) => pointerOf(r));
    case "relative-json-pointer":
      return many(23, (r) => `${int(r, 0, r() < 0.8 ? 3 : 20)}${r() < 0.15 ? "#" : pointerOf(r)}`);
    case "uuid":
      return many(24, (r) => uuidOf(r));
    case "regex":
      return many(25, (r) => regexOf(r));
  }
}

/** RFC 3986 URIs (from urls.txt), their references, and the IRIs made of them with Unicode paths. */
function uriLike(format: "uri" | "uri-reference" | "iri" | "iri-reference"): string[] {
  // The URLs of urls.txt that are plainly URIs (http, https, ftp and mailto with ASCII only and no
  // character RFC 3986 excludes); a reference is a URL's path, query or fragment part.
  const plain = urls().filter(
    (u) =>
      /^(?:https?|ftp):\/\/[a-z0-9.-]+(?::\d{1,5})?(?:\/[A-Za-z0-9\-._~!$&'()*+,;=:@%/]*)?(?:\?[A-Za-z0-9\-._~!$&'()*+,;=:@%/?]*)?(?:#[A-Za-z0-9\-._~!$&'()*+,;=:@%/?]*)?$/i.test(
        u,
      ) && !/%(?![0-9a-f]{2})/i.test(u),
  );
  const seed = { uri: 1, "uri-reference": 2, iri: 3, "iri-reference": 4 }[format];
  return many(seed, (r) => {
    let u = pick(r, plain);
    if (format === "iri" || format === "iri-reference")
      if (r() < 0.6) u = u.replace(/(\/\/[^/?#]*)(?:[/?#].*)?$/, `$1/${pick(r, IRI_PATHS)}`);
    if ((format === "uri-reference" || format === "iri-reference") && r() < 0.6) {
      const m = /^[a-z]+:\/\/[^/?#]*(.*)$/i.exec(u)!;
      return m[1] === "" ? "/" : r() < 0.7 ? m[1]! : m[1]!.replace(/^\/[^/?#]*\/?/, "../");
    }
    return u;
  });
}

/** Each format's invalid values: the mistakes people make. */
const INVALID: Readonly<Record<Format, (r: () => number, valid: string) => string>> = {
  uri: (r, v) =>
    pick(r, [
      v.replace(/^[a-z]+:\/\//i, "//"),
      v + " " + pick(r, WORDS),
      v.replace(/\/\//, "//user name@"),
      v + "/%zz",
      v.replace(/^[a-z]+:/i, "") || "a b",
      v + "#a#b",
      v.replace(/\./, "["),
      v + "/{id}",
      v + "\\x",
    ]),
  "uri-reference": (r, v) =>
    pick(r, [
      v + " x",
      v + "%g0",
      v + "#a#b",
      "\\\\server\\share",
      v + "<x>",
      v + "{a}",
      "http://[::1",
      "a|b",
    ]),
  iri: (r, v) =>
    pick(r, [
      v.replace(/^[a-z]+:\/\//i, "//"),
      v + " x",
      v + "#a#b",
      v + "\u0001",
      v + "%zz",
      v + "\\",
      "wiki/日本",
      v + "<",
    ]),
  "iri-reference": (r, v) =>
    pick(r, [v + " x", v + "#a#b", v + "\u007f", v + "%q1", v + "<>", v + "\u0000", v + "^"]),
  "uri-template": (r, v) =>
    pick(r, [
      v + "{",
      v + "}",
      v.replace("{", "{ "),
      v + "{a b}",
      v + "{x!}",
      v + "{x:0}",
      v + "{x:10000}",
      v + "{-}",
      v + "%zz",
    ]),
  ipv4: (r) =>
    pick(r, [
      `${int(r, 256, 999)}.${int(r, 0, 255)}.${int(r, 0, 255)}.${int(r, 0, 255)}`,
      `${int(r, 1, 255)}.${int(r, 0, 255)}.${int(r, 0, 255)}`,
      `0${int(r, 1, 9)}.${int(r, 0, 255)}.${int(r, 0, 255)}.${int(r, 0, 255)}`,
      `${int(r, 1, 255)}.${int(r, 0, 255)}.${int(r, 0, 255)}.${int(r, 0, 255)}.${int(r, 0, 255)}`,
      ` ${int(r, 1, 255)}.0.0.1`,
      `${int(r, 1, 255)}.${int(r, 0, 255)}.${int(r, 0, 255)}.${int(r, 0, 255)}/24`,
      `${int(r, 1, 255)}..${int(r, 0, 255)}.1`,
    ]),
  ipv6: (r, v) =>
    pick(r, [
      "2001:db8:::1",
      "1:2:3:4:5:6:7:8:9",
      "gggg::1",
      "fe80::1%eth0",
      "::ffff:256.0.0.1",
      v + ":",
      "[" + v + "]",
      "1::2::3",
      v + " ",
      "12345::1",
    ]),
  "date-time": (r, v) =>
    pick(r, [
      v.replace("T", " "),
      v.replace(/(?:Z|z|[+-]\d\d:\d\d)$/, ""),
      v.replace(/-(\d\d)-/, "-13-"),
      v.replace(/-(\d\d)T/i, "-32T"),
      v.replace(/T\d\d/i, "T24"),
      v.slice(0, 10),
      v.replace(/:(\d\d):/, ":60:"),
      v.replace(/^(\d{4})-0?(\d+)-/, "$1-$2-"),
    ]),
  date: (r, v) =>
    pick(r, [
      v.replace(/-/g, "/"),
      v.replace(/-\d\d$/, "-32"),
      v.replace(/-\d\d-/, "-00-"),
      `${int(r, 2001, 2099)}-02-${r() < 0.5 ? 30 : 31}`,
      v.slice(2),
      v + "T00:00:00Z",
      v.split("-").reverse().join("-"),
    ]),
  time: (r, v) =>
    pick(r, [
      v.replace(/(?:Z|z|[+-]\d\d:\d\d)$/, ""),
      "24:00:00Z",
      v.replace(/^\d\d:\d\d/, "12:60"),
      v.replace(/^(\d\d):/, "$1."),
      v.replace(/[+-]\d\d:\d\d$/, "+25:00"),
      "T" + v,
      v.slice(0, 5) + "Z",
    ]),
  duration: (r, v) =>
    pick(r, [
      "P",
      "PT",
      v.slice(1),
      "P1H",
      "PT1.5S",
      "P1W2D",
      "P1DT",
      v.toLowerCase().replace("p", "p "),
      "-" + v,
      "P1M1Y",
    ]),
  email: (r, v) =>
    pick(r, [
      v.replace("@", ""),
      v.replace("@", "@@"),
      v.replace("@", " @"),
      v.replace(/^([^@]*)@/, "$1.@"),
      "." + v,
      v.replace(/@([^.]*)\./, "@$1.."),
      v.replace(/@/, "@_"),
      v + "-",
      `"${pick(r, FIRST)} ${pick(r, LAST)}" <${v}>`,
      v.replace(/@.*/, "@"),
      v.replace(/.*@/, "@"),
      v + ".",
    ]),
  "idn-email": (r, v) =>
    pick(r, [
      v.replace("@", ""),
      v.replace("@", "@@"),
      v + ".",
      v.replace(/@/, "@-"),
      v.replace(/@.*/, "@☃.com"),
      v + " ",
      v.replace(/@/, "@Ü"),
    ]),
  hostname: (r, v) =>
    pick(r, [
      "_dmarc." + v,
      "-" + v,
      v.replace(/\./, "-."),
      v.replace(/\./, ".."),
      v + ":8080",
      "http://" + v,
      v.replace(/\./, " "),
      v + "_",
      "a".repeat(64) + "." + v,
      v.replace(/^[^.]*/, "münchen"),
      v + "/",
    ]),
  "idn-hostname": (r, v) =>
    pick(r, [
      v.replace(/[à-þа-яα-ω]/, (c) => c.toUpperCase()),
      "☃." + v,
      v + ".",
      "-" + v,
      "xn--." + v,
      v.replace(/\./, ".."),
      v + " ",
      "a\u0301" + v,
      v + "\u200d",
      "ab--c." + v,
    ]),
  "json-pointer": (r, v) => pick(r, ["x" + v, v + "/~2", v + "/~", "#" + v, v + "~", "a/b" + v]),
  "relative-json-pointer": (r, v) =>
    pick(r, ["0" + v, "-1" + v.slice(1), v.replace(/^\d+/, ""), v + "/~", "#", v.replace(/^\d+/, "1.5")]),
  uuid: (r, v) =>
    pick(r, [
      v.replace(/-/g, ""),
      v.slice(1),
      v + "0",
      v.replace(/^./, "g"),
      "{" + v + "}",
      v.replace(/-/, "_"),
      "urn:uuid:" + v,
    ]),
  regex: (r) =>
    pick(r, [
      "[a-z",
      "(abc",
      "a{2,1}",
      "\\p{Foo}",
      "*abc",
      "\\a",
      "(?<n>a)(?<n>b)",
      "[z-a]",
      "a)b",
      "(?<1x>a)",
      "\\k<nope>",
      "x{1",
      "\\u{110000}",
      "(?i-i:a)",
    ]),
};

function invalid(format: Format, valid: readonly string[]): string[] {
  const make = INVALID[format];
  const r = generator(100 + FORMATS.indexOf(format));
  return valid.map((v) => {
    // A mistake that leaves the value as it was is drawn again.
    for (;;) {
      const bad = make(r, v);
      if (bad !== v) return bad;
    }
  });
}

export const FORMATS: readonly Format[] = [
  "uri",
  "uri-reference",
  "iri",
  "iri-reference",
  "uri-template",
  "ipv4",
  "ipv6",
  "date-time",
  "date",
  "time",
  "duration",
  "email",
  "idn-email",
  "hostname",
  "idn-hostname",
  "json-pointer",
  "relative-json-pointer",
  "uuid",
  "regex",
];

export interface FormatValues {
  readonly typical: readonly string[];
  readonly invalid: readonly string[];
  /** typical and invalid, one for one. */
  readonly mixed: readonly string[];
}

const cache = new Map<Format, FormatValues>();

/** The values of a format (made on first use). */
export function formatValues(format: Format): FormatValues {
  let v = cache.get(format);
  if (v === undefined) {
    const t = typical(format);
    const i = invalid(format, t);
    v = { typical: t, invalid: i, mixed: t.flatMap((x, k) => [x, i[k]!]) };
    cache.set(format, v);
  }
  return v;
}

/** n code points, all distinct (CJK, Hangul, then the supplementary ideographs). */
export function distinctCodePoints(n: number): string {
  const ranges: [number, number][] = [
    [0x4e00, 0x9fff],
    [0x3400, 0x4dbf],
    [0xac00, 0xd7a3],
    [0x20000, 0x2a6df],
  ];
  const out: string[] = [];
  for (const [lo, hi] of ranges)
    for (let cp = lo; cp <= hi && out.length < n; cp++) out.push(String.fromCodePoint(cp));
  return out.join("");
}

/** About n characters of `unit` repeated. */
const run = (unit: string, n: number) => unit.repeat(Math.max(1, Math.round(n / unit.length)));

/**
 * Hostile inputs at about n characters: families every format function must read in linear time
 * (each meets the length limits, the per-label and per-character loops, or the grammar's longest
 * reading). The same families go to every format; a format's own come after.
 */
const HOSTILE_EVERY: Readonly<Record<string, (n: number) => string>> = {
  "distinct code points": (n) => distinctCodePoints(n),
  '"." run': (n) => run(".", n),
  '"@" run': (n) => run("@", n),
  '"a." run': (n) => run("a.", n),
  "one long label": (n) => run("a", n),
  "digit run": (n) => run("1", n),
  '"-" run': (n) => "a" + run("-", n) + "a",
  '"%" run': (n) => run("%", n),
  '"(" run': (n) => run("(", n),
  '"ü." run': (n) => run("ü.", n),
};

const HOSTILE: Readonly<Record<Format, Readonly<Record<string, (n: number) => string>>>> = {
  uri: {
    '"/" run': (n) => "http://a" + run("/", n),
    '"%41" then "%4"': (n) => "a:" + run("%41", n) + "%4",
    "IPv6 groups, no ]": (n) => "http://[" + run("1:", n),
  },
  "uri-reference": { '"../" run': (n) => run("../", n), '"[" run': (n) => "//" + run("[", n) },
  iri: { "distinct code points in a path": (n) => "http://a/" + distinctCodePoints(n) },
  "iri-reference": { '"é/" run': (n) => run("é/", n) },
  "uri-template": {
    '"{" run': (n) => run("{", n),
    "many variables": (n) => "{" + run("a,", n) + "a}",
    "long prefix": (n) => "{a:" + run("9", n) + "}",
  },
  ipv4: { '"1." run': (n) => run("1.", n), '"255." run': (n) => run("255.", n) },
  ipv6: {
    '"1:" run': (n) => run("1:", n),
    '":" run': (n) => run(":", n),
    '"::1" after groups': (n) => run("ffff:", n) + ":1",
  },
  "date-time": {
    "long fraction": (n) => "2024-01-01T12:00:00." + run("1", n) + "Z",
    '"T" run': (n) => run("T", n),
  },
  date: { "long year": (n) => run("2", n) + "-01-01" },
  time: { "long fraction": (n) => "12:00:00." + run("9", n) + "Z" },
  duration: { "long count": (n) => "P" + run("1", n) + "D", '"T1H" run': (n) => "P" + run("T1H", n) },
  email: {
    "long local part": (n) => run("a", n) + "@example.com",
    "long domain": (n) => "a@" + run("b.", n) + "c",
    "quoted pairs": (n) => '"' + run("\\a", n) + '"@b',
    "address literal": (n) => "a@[IPv6:" + run("1:", n) + "]",
  },
  "idn-email": {
    "distinct code points in the domain": (n) => "ü@" + distinctCodePoints(n),
    "ignored code points in the domain": (n) => "a@b" + run("\u200b", n) + ".com",
    '"。" run in the domain': (n) => "a@" + run("。", n),
  },
  hostname: { '"xn--" label': (n) => "xn--" + run("a", n), '"a-" run': (n) => run("a-", n) + "a" },
  "idn-hostname": {
    "a label of distinct code points": (n) => distinctCodePoints(n),
    '"。" run': (n) => run("。", n),
    '"xn--" label': (n) => "xn--" + run("a", n),
    "katakana middle dots": (n) => run("\u30fb", n),
    "Arabic-Indic digits": (n) => run("\u0660", n) + "\u06f0",
    "joiners between T characters": (n) => "\u0628" + run("\u064b\u200c", n) + "\u0628",
    "combining marks": (n) => "a" + run("\u0301", n),
    "RTL labels": (n) => run("\u05d0.", n) + "\u05d0",
    "ignored code points": (n) => "a" + run("\u200b", n) + ".com",
    "fullwidth letters": (n) => run("\uff41", n),
  },
  "json-pointer": { '"/~" run': (n) => run("/~0", n) + "/~", '"/" run': (n) => run("/", n) },
  "relative-json-pointer": {
    "long integer": (n) => run("1", n) + "#",
    '"/a" run': (n) => "0" + run("/a", n),
  },
  uuid: { "hex run": (n) => run("abcdef0123", n), '"-" groups': (n) => run("0000-", n) },
  regex: {
    "deep nesting": (n) => run("(", n / 2) + run(")", n / 2),
    "deep non-capturing nesting": (n) => run("(?:", n / 4) + run(")", n / 4),
    "unclosed groups": (n) => run("(a", n),
    "named groups in alternatives": (n) =>
      Array.from({ length: Math.max(1, Math.round(n / 10)) }, () => "(?<a>x)").join("|"),
    "many group names": (n) =>
      Array.from({ length: Math.max(1, Math.round(n / 12)) }, (_, k) => `(?<g${k}>x)`).join(""),
    backreferences: (n) => "(a)" + run("\\1", n),
    "named backreferences": (n) => "(?<a>b)" + run("\\k<a>", n),
    "character classes": (n) => run("[a-z\\d]", n),
    quantifiers: (n) => run("a{1,2}", n),
    "long quantifier": (n) => "a{" + run("9", n) + "}",
    "property escapes": (n) => run("\\p{Script=Greek}", n),
    lookbehinds: (n) => run("(?<=a)", n),
    '"[" run': (n) => run("[", n),
    '"\\\\" run': (n) => run("\\\\", n),
    "long group name": (n) => "(?<" + run("a", n) + ">x)",
  },
};

/** A format's hostile families: every format's, then its own. */
export function hostileFamilies(format: Format): Readonly<Record<string, (n: number) => string>> {
  return { ...HOSTILE_EVERY, ...HOSTILE[format] };
}
