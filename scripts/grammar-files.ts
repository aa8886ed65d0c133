// The project's grammar files (grammar/<name>.abnf, with their includes), each read and parsed once:
// what the checks (check:grammars, check:laws) and the tests draw inputs from.
import { join } from "node:path";
import type { AbnfGrammar } from "../compiler/ast.js";
import { loadAbnfFile } from "../compiler/files.js";

const root = join(import.meta.dirname, "..");
const grammars = new Map<string, AbnfGrammar>();

/** grammar/<name>.abnf, loaded once. */
export function grammarOf(name: string): AbnfGrammar {
  let grammar = grammars.get(name);
  if (grammar === undefined)
    grammars.set(name, (grammar = loadAbnfFile(join(root, "grammar", `${name}.abnf`))));
  return grammar;
}
