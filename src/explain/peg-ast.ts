// A .peggy text as peggy's syntax tree (peggy.parser.parse): what the stepped derivation runs
// (src/explain/peg-trace.ts). peggy is imported when first asked for, so that a page that never
// steps a derivation never loads it.
import type { PegAst } from "./peg-trace.js";

const trees = new Map<string, Promise<PegAst>>();

/** Thrown for a .peggy text peggy cannot read; the message has its line and column. */
class PegSyntaxError extends Error {
  override name = "PegSyntaxError";
}

/** The syntax tree of a PEG grammar's text (made once per text). */
export function pegAstOf(text: string, file = "<peggy>"): Promise<PegAst> {
  let tree = trees.get(text);
  if (tree === undefined) {
    tree = import("peggy").then(({ default: peggy }) => {
      try {
        return peggy.parser.parse(text, {
          grammarSource: file,
          reservedWords: peggy.RESERVED_WORDS,
        }) as unknown as PegAst;
      } catch (error) {
        const e = error as Error & { location?: { start: { line: number; column: number } } };
        const at = e.location ? `${file}:${e.location.start.line}:${e.location.start.column}: ` : `${file}: `;
        throw new PegSyntaxError(at + e.message);
      }
    });
    // A grammar being edited is parsed once per edit: keep the last few only.
    if (trees.size > 16) trees.delete(trees.keys().next().value!);
    trees.set(text, tree);
  }
  return tree;
}
