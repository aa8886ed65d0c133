// Variants by id. A variant is reached by importing it (`import { rfc2396 } from
// "uri-grammar/variants/rfc2396"`, then `{ variant: rfc2396 }`), so that a bundle holds only the
// grammars its code can reach. An id (`{ variant: "rfc2396" }`) names a variant that is registered
// here: "uri-grammar/variants" registers all of them, and so does the library's entry point under
// Node (src/node.mjs), which registers a loader for each, run when the id is first named.
import { describeValue } from "../arguments.js";
import { type Variant, VARIANT_IDS, type VariantId } from "./types.js";

const registered = new Map<string, Variant>();
const loaders = new Map<string, () => Variant>();

/** Makes variants reachable by their ids. */
export function registerVariants(...variants: readonly Variant[]): void {
  for (const variant of variants) registered.set(variant.id, variant);
}

/** Makes variants reachable by their ids, each loaded when its id is first named. */
export function registerVariantLoaders(table: { readonly [id in VariantId]?: () => Variant }): void {
  for (const [id, load] of Object.entries(table)) if (load !== undefined) loaders.set(id, load);
}

/** The variant registered under `id` (loaded now if it has a loader), if any. */
export function registeredVariant(id: string): Variant | undefined {
  let variant = registered.get(id);
  if (variant === undefined) {
    const load = loaders.get(id);
    if (load !== undefined) registered.set(id, (variant = load()));
  }
  return variant;
}

/** The ids of the registered variants, in the order of VARIANT_IDS (oldest first). */
export function registeredIds(): VariantId[] {
  return VARIANT_IDS.filter((id) => registered.has(id) || loaders.has(id));
}

function isVariant(value: object): value is Variant {
  const v = value as Partial<Variant>;
  return typeof v.id === "string" && typeof v.automata === "object" && v.automata !== null;
}

/**
 * The variant an option names: a variant object, or the id of a registered variant; `fallback` when
 * the option is absent or names the fallback's id. An unknown id is a RangeError that lists the
 * known ones; a known id that this program has not loaded says how to load it.
 */
export function variantOf(fn: string, option: unknown, fallback: Variant): Variant {
  if (option === undefined || option === fallback.id) return fallback;
  return lookupVariant(fn, option);
}

/** The variant an option names (not undefined): a variant object, or the id of a registered variant. */
export function lookupVariant(fn: string, option: unknown): Variant {
  if (typeof option === "string") {
    const variant = registeredVariant(option);
    if (variant !== undefined) return variant;
    if ((VARIANT_IDS as readonly string[]).includes(option))
      throw new RangeError(
        `${fn}: variant ${JSON.stringify(option)} is not loaded: import it (import { ... } from "uri-grammar/variants/${option}") and pass it as { variant }, or import "uri-grammar/variants" once to reach every variant by its id`,
      );
    throw new RangeError(
      `${fn}: unknown variant ${JSON.stringify(option)}; known variants: ${VARIANT_IDS.join(", ")}`,
    );
  }
  if (typeof option === "object" && option !== null && isVariant(option)) return option;
  throw new TypeError(
    `${fn}: variant must be a variant id or a variant object, got ${describeValue(option)}`,
  );
}

/**
 * A value made from a variant once (a semantic layer's context: what its record says, its rules
 * resolved), by `build` on first use: kept in a WeakMap, and the value of the call before returned
 * without a lookup (a caller works on many inputs of one variant).
 */
export function perVariant<T>(build: (variant: Variant) => T): (variant: Variant) => T {
  const built = new WeakMap<Variant, T>();
  let lastVariant: Variant | undefined;
  let lastValue: T | undefined;
  return (variant) => {
    if (variant === lastVariant) return lastValue!;
    let value = built.get(variant);
    if (value === undefined) built.set(variant, (value = build(variant)));
    lastVariant = variant;
    return (lastValue = value);
  };
}
