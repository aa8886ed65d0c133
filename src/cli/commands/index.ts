// The commands of `uri-grammar`, in the order `--help` lists them. A command's module is loaded
// when it runs (or when the help lists them all): a run of one command does not compile the
// others and what they import (the compiler and peggy, the explainer, the linter), which took two
// thirds of the start-up, a tenth of `uri-grammar validate` on 50 MB (bench/validate.ts).
import type { Command } from "../command.js";

/** Each command's name, and how to load it. */
const LOADERS: readonly (readonly [string, () => Promise<Command>])[] = [
  ["parse", async () => (await import("./parse.js")).parseCommand],
  ["validate", async () => (await import("./validate.js")).validateCommand],
  ["resolve", async () => (await import("./resolve.js")).resolveCommand],
  ["normalize", async () => (await import("./normalize.js")).normalizeCommand],
  ["compare", async () => (await import("./compare.js")).compareCommand],
  ["variants", async () => (await import("./variants.js")).variantsCommand],
  ["diff", async () => (await import("./diff.js")).diffCommand],
  ["explain", async () => (await import("./explain.js")).explainCommand],
  ["expand", async () => (await import("./expand.js")).expandCommand],
  ["match", async () => (await import("./match.js")).matchCommand],
  ["lint", async () => (await import("./lint.js")).lintCommand],
  ["compile", async () => (await import("./compile.js")).compileCommand],
  ["transcribe", async () => (await import("./compile.js")).transcribeCommand],
  ["check", async () => (await import("./compile.js")).checkCommand],
];

/** The names of the commands, in the order --help lists them. */
export const COMMAND_NAMES: readonly string[] = LOADERS.map(([name]) => name);

/** The command named `name`, loaded; undefined when there is none. */
export async function loadCommand(name: string): Promise<Command | undefined> {
  return LOADERS.find(([n]) => n === name)?.[1]();
}

/** Every command, loaded, in the order --help lists them. */
export async function loadCommands(): Promise<readonly Command[]> {
  return Promise.all(LOADERS.map(([, load]) => load()));
}
