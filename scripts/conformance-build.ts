// `npm run build:conformance`: writes the conformance suite (conformance/: the syntax cases of every
// variant, the resolution, normalization and comparison cases, the JSON-Schema-Test-Suite export
// and summary.json) from the grammars' automata and the library (scripts/conformance/files.ts).
// `npm run check:conformance` (in CI) builds it in memory and fails when a committed file differs,
// is missing, or is no longer made; it prints the counts.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { suiteFiles } from "./conformance/files.js";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const out = join(root, "conformance");
/** The folders the build owns (every file in them is made by it); conformance/ itself also holds hand-written files. */
const OWNED_DIRS = ["syntax", "json-schema-test-suite"];
const OWNED_FILES = ["resolve.json", "normalize.json", "compare.json", "summary.json"];

const check = process.argv.includes("--check");
const { files, summary } = suiteFiles(root);

const present = [
  ...OWNED_FILES.filter((f) => existsSync(join(out, f))),
  ...OWNED_DIRS.flatMap((d) =>
    existsSync(join(out, d)) ? readdirSync(join(out, d)).map((f) => `${d}/${f}`) : [],
  ),
];
if (check) {
  const problems: string[] = [];
  for (const [path, text] of files) {
    const file = join(out, path);
    if (!existsSync(file)) problems.push(`conformance/${path} is missing`);
    else if (readFileSync(file, "utf8") !== text)
      problems.push(`conformance/${path} differs from a fresh build`);
  }
  for (const path of present)
    if (!files.has(path)) problems.push(`conformance/${path} is not made by the build`);
  if (problems.length > 0) {
    console.error(problems.join("\n") + "\nRun `npm run build:conformance` and commit conformance/.");
    process.exitCode = 1;
  }
} else {
  for (const path of present) if (!files.has(path)) rmSync(join(out, path));
  for (const [path, text] of files) {
    mkdirSync(dirname(join(out, path)), { recursive: true });
    writeFileSync(join(out, path), text);
  }
}
const cases = summary.syntax.reduce((n, s) => n + s.cases, 0);
const transitions = summary.syntax.reduce((n, s) => n + s.transitions, 0);
const covered = summary.syntax.reduce((n, s) => n + s.transitionsCovered, 0);
console.log(
  `conformance/: ${files.size} files${check && process.exitCode !== 1 ? ", identical to a fresh build" : ""}; ` +
    `syntax: ${cases} cases over ${summary.syntax.length} variants, ${covered}/${transitions} DFA transitions covered; ` +
    `resolve: ${summary.resolve.cases} cases, RFC 3986 §5.2.2 lines ${summary.resolve.lines}, branches ${summary.resolve.branches}, ` +
    `§5.2.3 ${summary.resolve.merge}, §5.2.4 forms ${summary.resolve.dotForms} and ${summary.resolve.dotPairs} pairs; ` +
    `normalize: ${summary.normalize.cases} cases; compare: ${summary.compare.cases} cases`,
);
