// uri-grammar normalize [--variant ID] [--level syntax|scheme] URI...   |   --jsonl: "uri" → {"normalized"}
import type { VariantId } from "../../variants/types.js";
import { normalize, NORMALIZATION_LEVELS, type NormalizationLevel } from "../../semantics/normalize.js";
import { UriResolutionError } from "../../semantics/errors.js";
import { UriSyntaxError } from "../../syntax/errors.js";
import type { Command } from "../command.js";
import { print, UsageError } from "../io.js";
import { expectString, jsonl } from "../jsonl.js";
import { errorResult } from "./resolve.js";

export function levelOption<L extends string>(value: unknown, levels: readonly L[], fallback: L): L {
  if (value === undefined) return fallback;
  if (!(levels as readonly unknown[]).includes(value))
    throw new UsageError(`unknown level ${JSON.stringify(value)}; levels: ${levels.join(", ")}`);
  return value as L;
}

export const normalizeCommand: Command = {
  name: "normalize",
  summary: "normalize URI references (RFC 3986 §6.2.2 syntax-based, §6.2.3 scheme-based with --level scheme)",
  usage:
    "uri-grammar normalize [--variant ID] [--level syntax|scheme] URI...   |   uri-grammar normalize --jsonl < strings.jsonl",
  options: { level: { type: "string", short: "l" } },
  async run({ values, positionals }, io) {
    const level = levelOption<NormalizationLevel>(values.level, NORMALIZATION_LEVELS, "syntax");
    const options = { variant: values.variant as VariantId | undefined, level };
    if (values.jsonl) {
      if (positionals.length > 0)
        throw new UsageError("--jsonl reads its inputs from stdin; give no URI arguments");
      await jsonl(io, (value) => {
        const input = expectString(value);
        try {
          return { normalized: normalize(input, options) };
        } catch (error) {
          return errorResult(error);
        }
      });
      return 0;
    }
    if (positionals.length === 0) throw new UsageError("give at least one URI (or --jsonl)");
    let status = 0;
    const lines: string[] = [];
    for (const input of positionals) {
      try {
        lines.push(normalize(input, options));
      } catch (error) {
        if (!(error instanceof UriSyntaxError || error instanceof UriResolutionError)) throw error;
        print(io.stderr, `${JSON.stringify(input)}: ${error.message}`);
        status = 1;
      }
    }
    if (lines.length > 0) print(io.stdout, lines.join("\n"));
    return status;
  },
};
