// A command of `uri-grammar`: its name, a line of help, its options (node:util parseArgs) and its run.
import type { ParseArgsConfig } from "node:util";
import type { Io } from "./io.js";

export interface Command {
  readonly name: string;
  readonly summary: string;
  readonly usage: string;
  readonly options: NonNullable<ParseArgsConfig["options"]>;
  /** Returns the exit status. */
  run(
    args: { values: Record<string, string | boolean | undefined>; positionals: string[] },
    io: Io,
  ): Promise<number>;
}

/** Options every command takes. */
export const COMMON_OPTIONS = {
  variant: { type: "string", short: "v" },
  jsonl: { type: "boolean" },
  help: { type: "boolean", short: "h" },
} as const;
