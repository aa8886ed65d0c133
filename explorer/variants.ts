// The variants, each loaded when first named (a dynamic import per grammar, loaders.ts: the first view
// carries RFC 3986's automata only).
import { LOADERS } from "./loaders.js";
import { RECORDS } from "../src/variants/records/index.js";
import type { Variant, VariantRecord } from "../src/variants/types.js";
import { rfc3986 } from "../src/variants/rfc3986.js";

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
