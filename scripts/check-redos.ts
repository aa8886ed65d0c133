// `npm run check:redos [-- --oracle]`: no regular expression that the library runs on its input
// backtracks super-linearly.
//
// The library decides and splits with automata (a DFA cannot backtrack), so what is left to check is
// every regular expression literal written in src/ (found with the TypeScript parser): each is
// checked by recheck's automaton checker, which proves it safe or finds an attack string — a
// verdict from the pattern, not from a clock. A vulnerable one fails the check.
//
// `--oracle` also reports, without failing, which of the grammars' oracle patterns
// (compiler/passes/regex.ts, used only by the tests and check:grammars on generated inputs) can
// backtrack super-linearly: the historical grammars, whose names may contain their own delimiters,
// have some.
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { check } from "recheck";
import ts from "typescript";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");

function* sources(folder: string): Generator<string> {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) yield* sources(path);
    else if (entry.name.endsWith(".ts")) yield path;
  }
}

interface Literal {
  where: string;
  source: string;
  flags: string;
}

/** Every regular expression literal of a TypeScript file. */
function literals(file: string): Literal[] {
  const text = readFileSync(file, "utf8");
  const sourceFile = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: Literal[] = [];
  const visit = (node: ts.Node): void => {
    if (node.kind === ts.SyntaxKind.RegularExpressionLiteral) {
      const literal = node.getText(sourceFile);
      const end = literal.lastIndexOf("/");
      const { line } = sourceFile.getLineAndCharacterOfPosition(node.getStart(sourceFile));
      found.push({
        where: `${relative(root, file)}:${line + 1}`,
        source: literal.slice(1, end),
        flags: literal.slice(end + 1),
      });
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return found;
}

let vulnerable = 0;
let checked = 0;
for (const file of sources(join(root, "src")))
  for (const literal of literals(file)) {
    // The automaton checker, with no time limit: a proof either way, whatever the machine's load.
    const result = await check(literal.source, literal.flags.replace(/[gy]/g, ""), {
      checker: "automaton",
      timeout: null,
    });
    checked++;
    if (result.status === "vulnerable") {
      vulnerable++;
      console.log(
        `VULNERABLE ${literal.where} /${literal.source}/${literal.flags}: ${result.complexity.summary}`,
      );
    } else if (result.status !== "safe") {
      vulnerable++;
      console.log(`UNDECIDED ${literal.where} /${literal.source}/${literal.flags}: ${result.status}`);
    }
  }
console.log(`${checked} regular expressions in src/ checked, ${vulnerable} not proven safe`);

if (process.argv.includes("--oracle")) {
  const { ALL_VARIANTS } = await import("../src/variants/all.js");
  const { loadAbnfFile } = await import("../compiler/files.js");
  const { compileRule } = await import("../compiler/passes/regex.js");
  const { emittedRules } = await import("../compiler/index.js");
  for (const variant of ALL_VARIANTS) {
    const grammar = loadAbnfFile(join(root, "grammar", `${variant.grammar}.abnf`));
    const unsafe: string[] = [];
    for (const rule of emittedRules(grammar)) {
      const result = await check(compileRule(grammar, rule).source, "u", {
        checker: "automaton",
        timeout: null,
        maxNFASize: 5000,
      });
      if (result.status === "vulnerable") unsafe.push(`${rule} (${result.complexity.summary})`);
      else if (result.status !== "safe") unsafe.push(`${rule} (${result.status})`);
    }
    console.log(`oracle ${variant.id}: ${unsafe.length === 0 ? "all safe" : unsafe.join(", ")}`);
  }
}
process.exitCode = vulnerable === 0 ? 0 : 1;
