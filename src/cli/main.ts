// `uri-grammar <command> [options] [arguments]`: the command table and the dispatch.
import { parseArgs } from "node:util";
import type { Command } from "./command.js";
import { COMMON_OPTIONS } from "./command.js";
import { commands } from "./commands/index.js";
import { type Io, print, UsageError } from "./io.js";
import "../variants/all.js";
import { VARIANT_IDS } from "../variants/types.js";

const variantIds = (): string[] => [...VARIANT_IDS];

function help(): string {
  const width = Math.max(...commands.map((c) => c.name.length));
  return [
    "uri-grammar: URIs exactly as the RFCs define them",
    "",
    "usage: uri-grammar <command> [options] [arguments]",
    "",
    "commands:",
    ...commands.map((c) => `  ${c.name.padEnd(width)}  ${c.summary}`),
    "",
    "common options:",
    "  --variant ID   the generation of the syntax (default rfc3986): " + variantIds().join(", "),
    "  --jsonl        read JSON Lines from stdin, write one JSON object per line",
    "  --help         help for a command",
  ].join("\n");
}

export async function main(argv: string[], io: Io): Promise<number> {
  const [name, ...rest] = argv;
  if (name === undefined || name === "--help" || name === "-h" || name === "help") {
    print(name === undefined ? io.stderr : io.stdout, help());
    return name === undefined ? 2 : 0;
  }
  const command: Command | undefined = commands.find((c) => c.name === name);
  if (!command) {
    print(io.stderr, `uri-grammar: unknown command ${JSON.stringify(name)}\n\n${help()}`);
    return 2;
  }
  try {
    const { values, positionals } = parseArgs({
      args: rest,
      options: { ...COMMON_OPTIONS, ...command.options },
      allowPositionals: true,
      strict: true,
    });
    if (values.help) {
      print(io.stdout, `usage: ${command.usage}\n\n${command.summary}`);
      return 0;
    }
    if (typeof values.variant === "string" && !variantIds().includes(values.variant))
      throw new UsageError(
        `unknown variant ${JSON.stringify(values.variant)}; known: ${variantIds().join(", ")}`,
      );
    return await command.run(
      { values: values as Record<string, string | boolean | undefined>, positionals },
      io,
    );
  } catch (error) {
    const e = error as Error & { code?: string };
    if (error instanceof UsageError || e.code?.startsWith("ERR_PARSE_ARGS") || error instanceof RangeError) {
      print(io.stderr, `uri-grammar ${name}: ${e.message}\nusage: ${command.usage}`);
      return 2;
    }
    throw error;
  }
}
