// A command of `uri-grammar`: its name, its help (usage, options with their defaults, exit statuses),
// its options and its run.
import type { Readable } from "node:stream";
import { VARIANT_RECORDS } from "../index.js";
import { DEFAULT_MAX_LINE, MAX_MAX_LINE, type Output } from "./io.js";

export interface OptionSpec {
  readonly name: string;
  readonly short?: string;
  /** The value's name in the help (`ID`, `BYTES`); absent for a flag. */
  readonly value?: string;
  /** The default, as the help shows it. */
  readonly default?: string;
  readonly help: string;
  /** The option may be given more than once: its value is then the list of every value given. */
  readonly repeat?: boolean;
}

export type Values = Record<string, string | boolean | readonly string[] | undefined>;

/** What a command runs with: its input, its two outputs (which report write errors), its options. */
export interface Context {
  readonly stdin: Readable;
  readonly out: Output;
  readonly err: Output;
  readonly stderrIsTTY: boolean;
  /** The limit on input lines, in bytes (--max-line). */
  readonly maxLine: number;
  /** Writes a line on stderr (text must already be escaped); never throws. */
  say(text: string): Promise<void>;
  /** Writes `uri-grammar COMMAND: text` on stderr (text must already be escaped); never throws. */
  warn(text: string): Promise<void>;
}

export interface Command {
  readonly name: string;
  /** One line, for the list of commands. */
  readonly summary: string;
  /** The usage lines, without "usage: ". */
  readonly usage: readonly string[];
  /** More about the command (a paragraph), for its help. */
  readonly description?: string;
  readonly options: readonly OptionSpec[];
  /** Each exit status and what it means. */
  readonly exitStatus: readonly (readonly [number, string])[];
  /** Returns the exit status. */
  run(args: { values: Values; positionals: string[] }, context: Context): Promise<number>;
}

// Options several commands take.

export const VARIANT_OPTION: OptionSpec = {
  name: "variant",
  short: "v",
  value: "ID|FILE",
  default: "rfc3986",
  help: `the generation of the URI syntax: ${VARIANT_RECORDS.map((v) => v.id).join(", ")}; or a module written by uri-grammar compile --variant-id (a path: it has a / or ends in .js or .mjs), whose \`variant\` export is a variant of your own grammar`,
};

export const JSONL_OPTION = (what: string): OptionSpec => ({
  name: "jsonl",
  help: `JSON Lines: ${what}; a line that cannot be handled gets {"error":{"message":…}} and the run goes on`,
});

export const MAX_LINE_OPTION: OptionSpec = {
  name: "max-line",
  value: "BYTES",
  default: `${DEFAULT_MAX_LINE} (64 MiB)`,
  help: `the longest input line read, in bytes without its line end (suffix K, M or G for KiB, MiB, GiB; at most ${MAX_MAX_LINE}); a longer line is reported and skipped, and the run goes on with exit status 2`,
};

export const HELP_OPTION: OptionSpec = { name: "help", short: "h", help: "this help" };

/** The exit status of trouble, as every command means it. */
export const TROUBLE =
  "trouble: a usage error, an input that cannot be read, a line over --max-line, a write error";
