// Variants by id. A variant is reached by importing it (`import { rfc2396 } from
// "uri-grammar/variants/rfc2396"`, then `{ variant: rfc2396 }`), so that a bundle holds only the
// grammars its code can reach. An id (`{ variant: "rfc2396" }`) names a variant that is registered
// here: "uri-grammar/variants" registers all twelve, and so does the library's entry point under
// Node, where everything is loaded anyway (package.json "exports", src/node.ts).
import { describe } from "../arguments.js";
import { type Variant, VARIANT_IDS, type VariantId } from "./types.js";

const registered = new Map<string, Variant>();

/** Makes variants reachable by their ids. */
export function registerVariants(...variants: readonly Variant[]): void {
  for (const variant of variants) registered.set(variant.id, variant);
}

/** The variant registered under `id`, if any. */
export function registeredVariant(id: string): Variant | undefined {
  return registered.get(id);
}

/** The ids of the registered variants, in the order of VARIANT_IDS (oldest first). */
export function registeredIds(): VariantId[] {
  return VARIANT_IDS.filter((id) => registered.has(id));
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
    const variant = registered.get(option);
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
  throw new TypeError(`${fn}: variant must be a variant id or a variant object, got ${describe(option)}`);
}
