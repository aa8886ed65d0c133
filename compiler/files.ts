// Reading grammar files from disk, for the build, the checks and the command line: compiler/load.ts
// does the reading proper on text (and runs in a browser); this gives it the file and a resolver
// that reads each `; @include FILE` beside the file that names it.
import { readFileSync } from "node:fs";
import type { AbnfGrammar } from "./ast.js";
import { loadAbnf, type LoadOptions } from "./load.js";

export { grammarFromText, includesOf } from "./load.js";
export type { LoadOptions } from "./load.js";

/** Reads a file's text (UTF-8). */
function readText(path: string): string {
  return readFileSync(path, "utf8");
}

/** Loads a grammar file with its includes (depth first, each file once). */
export function loadAbnfFile(path: string, options: Omit<LoadOptions, "file" | "include"> = {}): AbnfGrammar {
  return loadAbnf(readText(path), { ...options, file: path, include: readText });
}
