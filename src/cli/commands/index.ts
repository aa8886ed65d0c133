// The commands of `uri-grammar`, in the order `--help` lists them.
import type { Command } from "../command.js";
import { compareCommand } from "./compare.js";
import { diffCommand } from "./diff.js";
import { explainCommand } from "./explain.js";
import { expandCommand } from "./expand.js";
import { checkCommand, compileCommand, transcribeCommand } from "./grammar.js";
import { lintCommand } from "./lint.js";
import { matchCommand } from "./match.js";
import { normalizeCommand } from "./normalize.js";
import { parseCommand } from "./parse.js";
import { resolveCommand } from "./resolve.js";
import { validateCommand } from "./validate.js";
import { variantsCommand } from "./variants.js";

export const commands: readonly Command[] = [
  parseCommand,
  validateCommand,
  resolveCommand,
  normalizeCommand,
  compareCommand,
  variantsCommand,
  diffCommand,
  explainCommand,
  expandCommand,
  matchCommand,
  lintCommand,
  compileCommand,
  transcribeCommand,
  checkCommand,
];
