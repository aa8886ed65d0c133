// The commands of `uri-grammar`, in the order `--help` lists them.
import type { Command } from "../command.js";
import { parseCommand } from "./parse.js";
import { validateCommand } from "./validate.js";

export const commands: readonly Command[] = [parseCommand, validateCommand];
