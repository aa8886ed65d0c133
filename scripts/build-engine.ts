// `npm run build:engine`: compiler/standalone/engine.ts and engine-cf.ts →
// compiler/standalone/engine-text.ts, the engines' JavaScript as strings that
// compiler/standalone/module.ts pastes into every compiled module (so that a compiled module needs
// nothing of uri-grammar at run time, and the compiler needs no file system to write one).
// `--check` fails if engine-text.ts is stale (an engine or the parts of automata/format.ts it
// bundles changed since).
import { readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { engineText } from "./engine-text.js";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const target = join(root, "compiler", "standalone", "engine-text.ts");
const text = await engineText(
  join(root, "compiler", "standalone", "engine.ts"),
  join(root, "compiler", "standalone", "engine-cf.ts"),
);
if (process.argv.includes("--check")) {
  if (readFileSync(target, "utf8") !== text) {
    console.error("compiler/standalone/engine-text.ts is stale: run npm run build:engine");
    process.exitCode = 1;
  } else console.log("compiler/standalone/engine-text.ts is fresh");
} else writeFileSync(target, text);
