// uri-grammar parse [--variant ID] [--rule RULE] [--json | --jsonl] URI...
import type { VariantId } from "../../variants/types.js";
import { safeParse } from "../../syntax/parse.js";
import { COMPONENT_ORDER, type PartialComponents } from "../../syntax/components.js";
import type { Command } from "../command.js";
import { print, UsageError } from "../io.js";
import { expectString, jsonl } from "../jsonl.js";

/** The --jsonl output for one input (ARCHITECTURE.md): components, or the error with its offset. */
export function parseResult(input: string, variant: VariantId | undefined, rule: never): object {
  const result = safeParse(input, { variant, rule });
  return result.ok
    ? { valid: true, components: result.value }
    : { valid: false, error: result.error.toJSON() };
}

/** One line a component: its value quoted, or "(undefined)" when its separator is absent. */
export function componentTable(components: PartialComponents): string {
  const keys = COMPONENT_ORDER.filter((k) => k !== "params" || components.params !== undefined);
  const width = Math.max(...keys.map((k) => k.length));
  return keys
    .map((k) => {
      const value = components[k];
      return `${k.padEnd(width)}  ${value === undefined ? "(undefined)" : JSON.stringify(value)}`;
    })
    .join("\n");
}

export const parseCommand: Command = {
  name: "parse",
  summary: "split URI references into their components (RFC 3986 §3), showing undefined and empty ones",
  usage:
    "uri-grammar parse [--variant ID] [--rule RULE] [--json] URI...   |   uri-grammar parse --jsonl < strings.jsonl",
  options: { rule: { type: "string", short: "r" }, json: { type: "boolean" } },
  async run({ values, positionals }, io) {
    const variant = values.variant as VariantId | undefined;
    const rule = values.rule as never;
    if (values.jsonl) {
      if (positionals.length > 0)
        throw new UsageError("--jsonl reads its inputs from stdin; give no URI arguments");
      await jsonl(io, (value) => parseResult(expectString(value), variant, rule));
      return 0;
    }
    if (positionals.length === 0) throw new UsageError("give at least one URI (or --jsonl)");
    let status = 0;
    const blocks: string[] = [];
    for (const input of positionals) {
      const result = safeParse(input, { variant, rule });
      if (!result.ok) status = 1;
      if (values.json) blocks.push(JSON.stringify(parseResult(input, variant, rule)));
      else if (result.ok)
        blocks.push((positionals.length > 1 ? `${input}\n` : "") + componentTable(result.value));
      else print(io.stderr, `${JSON.stringify(input)}: ${result.error.message}`);
    }
    if (blocks.length > 0) print(io.stdout, blocks.join(values.json ? "\n" : "\n\n"));
    return status;
  },
};
