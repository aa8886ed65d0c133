// The variants, each loaded when first named (a dynamic import per grammar: the first view carries
// RFC 3986's automata only).
import { RECORDS } from "../src/variants/records/index.js";
import type { Variant, VariantRecord } from "../src/variants/types.js";
import { rfc3986 } from "../src/variants/rfc3986.js";

const LOADERS: Record<string, () => Promise<Record<string, unknown>>> = {
  "url-draft-1993": () => import("../src/variants/url-draft-1993.js"),
  "url-draft-1994": () => import("../src/variants/url-draft-1994.js"),
  rfc1738: () => import("../src/variants/rfc1738.js"),
  rfc1808: () => import("../src/variants/rfc1808.js"),
  "draft-fielding-url-syntax-05": () => import("../src/variants/draft-fielding-url-syntax-05.js"),
  rfc2396: () => import("../src/variants/rfc2396.js"),
  rfc2732: () => import("../src/variants/rfc2732.js"),
  "draft-fielding-uri-rfc2396bis-01": () => import("../src/variants/draft-fielding-uri-rfc2396bis-01.js"),
  rfc3987: () => import("../src/variants/rfc3987.js"),
  rfc6570: () => import("../src/variants/rfc6570.js"),
  rfc6874: () => import("../src/variants/rfc6874.js"),
};

export const RECORD_LIST: readonly VariantRecord[] = RECORDS;

export function recordOf(id: string): VariantRecord {
  return RECORDS.find((r) => r.id === id) ?? RECORDS.find((r) => r.id === "rfc3986")!;
}

const loaded = new Map<string, Promise<Variant>>([["rfc3986", Promise.resolve(rfc3986 as Variant)]]);

export function loadVariant(id: string): Promise<Variant> {
  let v = loaded.get(id);
  if (v === undefined) {
    const load = LOADERS[id];
    if (load === undefined) return loadVariant("rfc3986");
    v = load().then(
      (m) => Object.values(m).find((x) => typeof x === "object" && x !== null && "automata" in x) as Variant,
    );
    loaded.set(id, v);
  }
  return v;
}

/** Every URI variant (not RFC 6570's templates), loaded. */
export function loadUriVariants(): Promise<Variant[]> {
  return Promise.all(RECORDS.filter((r) => (r.syntax ?? "uri") === "uri").map((r) => loadVariant(r.id)));
}
