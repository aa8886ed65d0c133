// uri-grammar compare [--variant ID] [--level string|syntax|scheme] A B   |   --jsonl: {"a","b"} → {"equivalent"}
// Exit status 0 equivalent, 1 not (or not a URI reference), 2 usage.
import type { VariantId } from "../../variants/types.js";
import { COMPARISON_LEVELS, type ComparisonLevel, equivalent } from "../../semantics/compare.js";
import { UriResolutionError } from "../../semantics/errors.js";
import { UriSyntaxError } from "../../syntax/errors.js";
import type { Command } from "../command.js";
import { print, UsageError } from "../io.js";
import { expectObject, jsonl } from "../jsonl.js";
import { levelOption } from "./normalize.js";
import { errorResult } from "./resolve.js";

export const compareCommand: Command = {
  name: "compare",
  summary: "tell whether two URI references are equivalent (RFC 3986 §6.2 ladder: string, syntax, scheme)",
  usage:
    "uri-grammar compare [--variant ID] [--level string|syntax|scheme] A B   |   uri-grammar compare --jsonl < pairs.jsonl",
  options: { level: { type: "string", short: "l" } },
  async run({ values, positionals }, io) {
    const level = levelOption<ComparisonLevel>(values.level, COMPARISON_LEVELS, "syntax");
    const options = { variant: values.variant as VariantId | undefined, level };
    if (values.jsonl) {
      if (positionals.length > 0)
        throw new UsageError("--jsonl reads its inputs from stdin; give no arguments");
      await jsonl(io, (value) => {
        const { a, b } = expectObject(value, ["a", "b"]);
        try {
          return { equivalent: equivalent(a, b, options) };
        } catch (error) {
          return errorResult(error);
        }
      });
      return 0;
    }
    if (positionals.length !== 2) throw new UsageError("give exactly two URI references (or --jsonl)");
    const [a, b] = positionals as [string, string];
    try {
      const same = equivalent(a, b, options);
      print(io.stdout, same ? "equivalent" : "not equivalent");
      return same ? 0 : 1;
    } catch (error) {
      if (error instanceof UriResolutionError) {
        print(io.stderr, `uri-grammar compare: ${error.message}`);
        return 1;
      }
      if (!(error instanceof UriSyntaxError)) throw error;
      print(io.stderr, `${JSON.stringify(error.input)}: ${error.message}`);
      return 1;
    }
  },
};
