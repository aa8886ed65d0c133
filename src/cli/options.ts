// The values of the options several commands share, checked before any input is read: a mistake
// in an option is a usage error (exit status 2), not a failure on every input.
import { equivalent, isValid, normalize, type RuleOf, VARIANT_IDS, type VariantId } from "../index.js";
import type { OptionSpec, Values } from "./command.js";
import { escapeControls, quote } from "../syntax/escape.js";
import { UsageError } from "./io.js";
import { closest } from "./args.js";

/** A start rule of some variant (which one is checked at run time, by ruleOf). */
export type RuleName = RuleOf<VariantId>;

export function variantOf(values: Values): VariantId | undefined {
  const id = values.variant;
  if (typeof id !== "string") return undefined;
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
export function ruleOf(values: Values, variant: VariantId | undefined): RuleName | undefined {
  const rule = values.rule as RuleName | boolean | undefined;
  if (typeof rule !== "string") return undefined;
  try {
    isValid("", { variant, rule });
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
