// uri-grammar resolve [--variant ID] [--non-strict] BASE REF...   |   --jsonl: {"base","ref"} → {"target"}
import type { VariantId } from "../../variants/types.js";
import { resolve } from "../../semantics/resolve/index.js";
import { UriResolutionError } from "../../semantics/errors.js";
import { UriSyntaxError } from "../../syntax/errors.js";
import type { Command } from "../command.js";
import { print, UsageError } from "../io.js";
import { expectObject, jsonl } from "../jsonl.js";

/**
 * A UriSyntaxError (message, offset, expected...) or a UriResolutionError (message, kind) as the
 * --jsonl contract writes it; others throw.
 */
export function errorResult(error: unknown): { error: object } {
  if (error instanceof UriSyntaxError || error instanceof UriResolutionError)
    return { error: error.toJSON() };
  throw error;
}

export const resolveCommand: Command = {
  name: "resolve",
  summary: "resolve references against a base URI (RFC 3986 §5.2), one target per line",
  usage:
    "uri-grammar resolve [--variant ID] [--non-strict] BASE REF...   |   uri-grammar resolve --jsonl < pairs.jsonl",
  options: { "non-strict": { type: "boolean" } },
  async run({ values, positionals }, io) {
    const options = { variant: values.variant as VariantId | undefined, strict: !values["non-strict"] };
    if (values.jsonl) {
      if (positionals.length > 0)
        throw new UsageError("--jsonl reads its inputs from stdin; give no arguments");
      await jsonl(io, (value) => {
        const { base, ref } = expectObject(value, ["base", "ref"]);
        try {
          return { target: resolve(base, ref, options) };
        } catch (error) {
          return errorResult(error);
        }
      });
      return 0;
    }
    if (positionals.length < 2)
      throw new UsageError("give a base URI and at least one reference (or --jsonl)");
    const [base, ...refs] = positionals as [string, ...string[]];
    let status = 0;
    const targets: string[] = [];
    for (const ref of refs) {
      try {
        targets.push(resolve(base, ref, options));
      } catch (error) {
        if (error instanceof UriResolutionError) {
          print(io.stderr, `${JSON.stringify(ref)}: ${error.message}`);
          status = 1;
          continue;
        }
        if (!(error instanceof UriSyntaxError)) throw error;
        print(io.stderr, `${JSON.stringify(error.input)}: ${error.message}`);
        status = 1;
        if (error.input === base && ref !== base) break; // a bad base fails every reference alike
      }
    }
    if (targets.length > 0) print(io.stdout, targets.join("\n"));
    return status;
  },
};
