// `npm run build:ts`, after tsc: the parts of dist/ that tsc does not write.
//
// 1. The generated PEG parsers (generated/*.peg.js, plain ES modules with their .d.ts) are copied
//    beside the compiled generated/*.automata.js: compiler/ reads ABNF with generated/abnf.peg.js.
// 2. The CommonJS build, dist/cjs/: every module of the library (not the command line, which is ES
//    modules only) converted file by file by esbuild, with its .d.ts, under a package.json that says
//    "commonjs". File by file, not bundled: `require("uri-grammar")` and
//    `require("uri-grammar/formats")` then share one copy of each module, as their ES forms do.
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { transformSync } from "esbuild";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const dist = join(root, "dist");
const cjs = join(dist, "cjs");

for (const file of readdirSync(join(root, "generated")))
  if (file.endsWith(".peg.js") || file.endsWith(".peg.d.ts"))
    cpSync(join(root, "generated", file), join(dist, "generated", file));

/** Every file under a folder, as paths relative to `dist`. */
function* walk(folder) {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else yield relative(dist, path);
  }
}

rmSync(cjs, { recursive: true, force: true });
for (const top of ["src", "generated"])
  for (const file of walk(join(dist, top))) {
    if (file.startsWith(join("src", "cli"))) continue;
    const to = join(cjs, file);
    mkdirSync(dirname(to), { recursive: true });
    if (file.endsWith(".js")) {
      const { code } = transformSync(readFileSync(join(dist, file), "utf8"), {
        format: "cjs",
        target: "node20",
        sourcefile: file,
      });
      writeFileSync(to, code);
    } else if (file.endsWith(".d.ts")) cpSync(join(dist, file), to);
  }
writeFileSync(join(cjs, "package.json"), JSON.stringify({ type: "commonjs" }, null, 2) + "\n");
