// The recipes of docs/validators.md as programs: each fenced block after a `<!-- recipe: NAME -->`
// line is one, an ES module when it imports, else CommonJS; what it must print is written beside its
// `console.log(...)` calls, `// → text`, in order. Run by test/everywhere/recipes.test.ts (those that
// need Ajv alone) and by `npm run check:consumers` (all of them, from the packed package, beside the
// libraries they use).
import { spawnSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { ROOT } from "./consumer.js";

export interface Recipe {
  readonly name: string;
  readonly code: string;
  /** "mjs" for an ES module, "cjs" for CommonJS. */
  readonly kind: "mjs" | "cjs";
  /** What it prints, line by line. */
  readonly expected: readonly string[];
  /** The packages it imports or requires, other than uri-grammar and Node's. */
  readonly packages: readonly string[];
}

export const RECIPES_FILE = join(ROOT, "docs", "validators.md");

export function readRecipes(file = RECIPES_FILE): Recipe[] {
  const text = readFileSync(file, "utf8");
  const recipes: Recipe[] = [];
  for (const m of text.matchAll(/<!-- recipe: ([\w-]+) -->\n\n```js\n([\s\S]*?)\n```/g)) {
    const [, name, code] = m as unknown as [string, string, string];
    const expected = [...code.matchAll(/console\.log\(.*\); \/\/ → (.*)$/gm)].map((e) => e[1]!);
    const specifiers = [...code.matchAll(/(?:from |require\()"([^"]+)"/g)].map((s) => s[1]!);
    const packages = [
      ...new Set(
        specifiers
          .filter((s) => !s.startsWith("node:") && !s.startsWith(".") && !s.startsWith("uri-grammar"))
          .map((s) => (s.startsWith("@") ? s.split("/").slice(0, 2).join("/") : s.split("/")[0]!)),
      ),
    ];
    recipes.push({ name, code, kind: /^import /m.test(code) ? "mjs" : "cjs", expected, packages });
  }
  return recipes;
}

/** Runs a recipe with Node in `dir` (whose node_modules has what it needs): "" when it printed what it says. */
export function runRecipe(recipe: Recipe, dir: string): string {
  const file = join(dir, `recipe-${recipe.name}.${recipe.kind}`);
  writeFileSync(file, recipe.code + "\n");
  const run = spawnSync(process.execPath, [file], { cwd: dir, encoding: "utf8", timeout: 120_000 });
  if (run.status !== 0)
    return `exit ${run.status ?? run.signal}: ${run.stderr.trim().split("\n").slice(0, 8).join("\n")}`;
  return compareOutput(recipe, run.stdout);
}

/** "" when `stdout` is the recipe's expected output, else what differs. */
export function compareOutput(recipe: Recipe, stdout: string): string {
  const printed = stdout.replace(/\n$/, "").split("\n");
  if (printed.length === recipe.expected.length && printed.every((line, i) => line === recipe.expected[i]))
    return "";
  const first = printed.findIndex((line, i) => line !== recipe.expected[i]);
  const at = first === -1 ? printed.length : first;
  return `line ${at + 1}: printed ${JSON.stringify(printed[at] ?? "(nothing)")}, the doc says ${JSON.stringify(recipe.expected[at] ?? "(nothing)")}`;
}
