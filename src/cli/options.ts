// The values of the options several commands share, checked before any input is read: a mistake
// in an option is a usage error (exit status 2), not a failure on every input.
import { pathToFileURL } from "node:url";
import { resolve as resolvePath } from "node:path";
import {
  equivalent,
  isValid,
  normalize,
  type RuleOf,
  type UserVariant,
  VARIANT_IDS,
  type VariantId,
  type VariantLike,
} from "../index.js";
import type { OptionSpec, Values } from "./command.js";
import { escapeControls, quote } from "../syntax/escape.js";
import { UsageError } from "./io.js";
import { closest } from "./args.js";

/** A start rule of some variant (which one is checked at run time, by ruleOf). */
export type RuleName = RuleOf<VariantId> | string;

/**
 * Whether --variant names a file rather than an id: a path has a / (or \\), or ends in .js, .mjs
 * or .cjs; no variant id does.
 */
export function isVariantFile(value: string): boolean {
  return /[/\\]|\.[cm]?js$/i.test(value);
}

/** The user variants loaded from --variant FILE, by the option's value. */
const loaded = new Map<string, UserVariant>();

/**
 * Loads the module --variant names when it is a file (main.ts does this before a command runs, so
 * that variantOf stays synchronous): its `variant` export, a variant of the user's own grammar as
 * `uri-grammar compile --variant-id ID` writes it (or compileAbnf(...).variant(...) makes it).
 */
export async function loadVariantFile(values: Values): Promise<void> {
  const file = values.variant;
  if (typeof file !== "string" || !isVariantFile(file) || loaded.has(file)) return;
  loaded.set(file, await loadVariantModule(file, `--variant ${quote(file)}`));
}

/** The `variant` export of a module written by uri-grammar compile --variant-id (`what` names it in errors). */
export async function loadVariantModule(file: string, what: string): Promise<UserVariant> {
  let module: Record<string, unknown>;
  try {
    module = (await import(pathToFileURL(resolvePath(file)).href)) as Record<string, unknown>;
  } catch (error) {
    const why = error instanceof Error ? error.message.split("\n")[0]! : String(error);
    throw new UsageError(`${what}: cannot load it: ${escapeControls(why)}`);
  }
  const variant = (module.variant ?? (module.default as Record<string, unknown> | undefined)?.variant) as
    Partial<UserVariant> | undefined;
  if (
    typeof variant !== "object" ||
    variant === null ||
    typeof variant.id !== "string" ||
    typeof variant.automata !== "object" ||
    !Array.isArray(variant.startRules)
  )
    throw new UsageError(
      `${what}: the module exports no \`variant\` (write it with uri-grammar compile GRAMMAR --rule R --variant-id ID --out DIR)`,
    );
  return variant as UserVariant;
}

export function variantOf(values: Values): VariantLike | undefined {
  const id = values.variant;
  if (typeof id !== "string") return undefined;
  const user = loaded.get(id);
  if (user !== undefined) return user;
  const ids: readonly string[] = VARIANT_IDS;
  if (!ids.includes(id)) {
    const near = closest(id, ids);
    throw new UsageError(
      `unknown variant ${quote(id)}${near ? `; did you mean ${near}?` : ""} (the variants: ${ids.join(", ")})`,
    );
  }
  return id as VariantId;
}

/** The start rule named by --rule, checked against the variant (the library's own message). */
/**
 * The library's options for a variant and rule the command line has checked: a built-in variant or
 * a user's (whose rules the library's types cannot know), typed as the library's own.
 */
export function grammarOptions(
  variant: VariantLike | undefined,
  rule: RuleName | undefined,
): { variant?: VariantId; rule?: RuleOf<VariantId> } {
  return { variant, rule } as { variant?: VariantId; rule?: RuleOf<VariantId> };
}

export function ruleOf(values: Values, variant: VariantLike | undefined): RuleName | undefined {
  const rule = values.rule as RuleName | boolean | undefined;
  if (typeof rule !== "string") return undefined;
  try {
    isValid("", grammarOptions(variant, rule));
  } catch (error) {
    // The library names its function ("isValid: "): the option is what the user gave.
    if (error instanceof RangeError)
      throw new UsageError(escapeControls(error.message.replace(/^\w+: /, "")));
    throw error;
  }
  return rule;
}

/** The --level of normalize or compare, checked by the library itself (its message lists the levels). */
export function levelOf(values: Values, command: "normalize" | "compare"): string | undefined {
  const level = values.level;
  if (typeof level !== "string") return undefined;
  try {
    if (command === "normalize") normalize("a:", { level: level as "syntax" });
    else equivalent("a:", "a:", { level: level as "syntax" });
  } catch (error) {
    if (error instanceof RangeError)
      throw new UsageError(escapeControls(error.message.replace(/^\w+: /, "")));
    throw error;
  }
  return level;
}

export const RULE_OPTION: OptionSpec = {
  name: "rule",
  short: "r",
  value: "RULE",
  default: "the variant's reference rule, e.g. URI-reference",
  help: "the grammar rule to match, by its RFC name (any rule of the variant's grammar; uri-grammar variants --json lists them)",
};

export function noArguments(positionals: string[]): void {
  if (positionals.length > 0)
    throw new UsageError(
      `--jsonl reads its input from stdin; give no arguments (got ${positionals.length}: ${positionals
        .slice(0, 3)
        .map(quote)
        .join(", ")}${positionals.length > 3 ? ", …" : ""})`,
    );
}
