// The layering rule of ARCHITECTURE.md, as data, and the check that holds every import to it.
//
// Each file belongs to the layer that names it, else to the first layer whose folder holds it. A file may import files of
// its own layer and of the layers listed before it, never one listed after it (an arrow running
// back up), and only what its layer's `mayImport` allows when that is given. Files outside every
// layer (test/, the explorer's page) may import anything but are never imported by a layer.
// `npm run check:layers` runs it; test/house/layers.test.ts too.
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import ts from "typescript";

export interface Layer {
  readonly name: string;
  /** Paths (from the repository's root) that belong to the layer: a folder ends with "/". */
  readonly paths: readonly string[];
  /** When given: the only other layers this one may import (a subset of those before it). */
  readonly mayImport?: readonly string[];
}

/** Bottom first. */
export const LAYERS: readonly Layer[] = [
  // The room both the compiler (which writes the packed tables) and the runtime (which reads them)
  // stand on: the tables' format, and the engines that run them.
  { name: "format", paths: ["automata/format.ts"] },
  { name: "generated", paths: ["generated/"], mayImport: ["format"] },
  { name: "engines", paths: ["automata/"], mayImport: ["format"] },
  // The compiler reads ABNF (with the generated parser of ABNF) and writes generated/ in the
  // runtime's format; its equivalence check runs the runtime's engines on what it built. It knows
  // nothing of variants, URIs or the library above.
  { name: "compiler", paths: ["compiler/"], mayImport: ["format", "generated", "engines"] },
  // What every public function does with its arguments first; it imports nothing.
  { name: "arguments", paths: ["src/arguments.ts"], mayImport: [] },
  // A variant is data: its record imports nothing but types.
  {
    name: "records",
    paths: ["src/variants/records/", "src/variants/types.ts", "src/grammars.ts"],
    mayImport: ["format"],
  },
  { name: "variants", paths: ["src/variants/"] },
  { name: "syntax", paths: ["src/syntax/"] },
  { name: "semantics", paths: ["src/semantics/"] },
  {
    name: "interfaces",
    paths: [
      "src/iri.ts",
      "src/formats/",
      "src/schemes/",
      "src/template/",
      "src/lint/",
      "src/ajv.ts",
      "src/ajv-formats.ts",
      "src/standard.ts",
      "src/explain/",
      // uri-grammar/compiler, the compiler's public face: it also makes variants of a user's grammar
      // (records, URI components), so it stands with the interfaces, above the compiler it fronts.
      "src/compiler.ts",
    ],
  },
  { name: "library", paths: ["src/index.ts", "src/node.mjs"] },
  { name: "command line", paths: ["src/cli.ts", "src/cli/"] },
  // The inputs every check draws on; they import nothing of the library but its types.
  { name: "corpus", paths: ["corpus/"] },
  { name: "scripts", paths: ["scripts/", "bench/"] },
];

/**
 * The top-level folders, bottom first: the picture of the house, where a folder imports only the
 * folders below it (and test/ and explorer/, outside the rule, anything). The packed format and
 * its engines are the ground floor; the compiler stands on them; the library (src/) on both.
 */
export const FOLDERS: readonly string[] = [
  "automata",
  "generated",
  "compiler",
  "src",
  "corpus",
  "scripts",
  "bench",
];

const SOURCE = /\.(ts|mts|cts|js|mjs|cjs)$/;

/** The layer that names the file itself, else the first whose folder holds it. */
export function layerOf(path: string): Layer | undefined {
  return (
    LAYERS.find((layer) => layer.paths.includes(path)) ??
    LAYERS.find((layer) => layer.paths.some((p) => p.endsWith("/") && path.startsWith(p)))
  );
}

function* files(root: string, dir: string): Generator<string> {
  if (!existsSync(join(root, dir))) return;
  for (const name of readdirSync(join(root, dir))) {
    const path = dir === "" ? name : `${dir}/${name}`;
    if (name === "node_modules" || name === "dist" || name.startsWith(".")) continue;
    if (statSync(join(root, path)).isDirectory()) yield* files(root, path);
    else if (SOURCE.test(name) && !name.endsWith(".d.ts")) yield path;
  }
}

/** The relative imports of a file, as repository paths of source files (".js" read as ".ts"). */
function importsOf(root: string, path: string): string[] {
  const text = readFileSync(join(root, path), "utf8");
  const info = ts.preProcessFile(text, true, true);
  const out: string[] = [];
  for (const { fileName } of info.importedFiles) {
    if (!fileName.startsWith(".")) continue;
    const target = relative(root, join(root, dirname(path), fileName))
      .split("\\")
      .join("/");
    const candidates = [target, target.replace(/\.js$/, ".ts"), target.replace(/\.mjs$/, ".mts")];
    const found = candidates.find((c) => {
      try {
        return statSync(join(root, c)).isFile();
      } catch {
        return false;
      }
    });
    out.push(found ?? target);
  }
  return out;
}

export interface Violation {
  readonly from: string;
  readonly to: string;
  readonly why: string;
}

/** Every import of the layered folders that runs against the rule. */
export function checkLayers(root: string): { files: number; imports: number; violations: Violation[] } {
  const order = new Map(LAYERS.map((layer, k) => [layer.name, k]));
  const violations: Violation[] = [];
  let count = 0;
  let imports = 0;
  for (const top of [...FOLDERS, "test", "explorer"])
    for (const from of files(root, top)) {
      count++;
      const own = layerOf(from);
      for (const to of importsOf(root, from)) {
        imports++;
        const theirs = layerOf(to);
        if (theirs === undefined) {
          if (own !== undefined)
            violations.push({ from, to, why: `${own.name} imports a file outside every layer` });
          continue;
        }
        const [fromFolder, toFolder] = [
          FOLDERS.indexOf(from.split("/")[0]!),
          FOLDERS.indexOf(to.split("/")[0]!),
        ];
        if (fromFolder >= 0 && toFolder > fromFolder)
          violations.push({
            from,
            to,
            why: `${FOLDERS[fromFolder]}/ imports ${FOLDERS[toFolder]}/, a folder above it`,
          });
        if (own === undefined || own === theirs) continue;
        if (order.get(theirs.name)! > order.get(own.name)!)
          violations.push({ from, to, why: `${own.name} imports ${theirs.name}, a layer above it` });
        else if (own.mayImport !== undefined && !own.mayImport.includes(theirs.name))
          violations.push({
            from,
            to,
            why: `${own.name} may import only ${own.mayImport.join(", ")}, not ${theirs.name}`,
          });
      }
    }
  return { files: count, imports, violations };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const root = join(import.meta.dirname, "..");
  const { files: n, imports, violations } = checkLayers(root);
  for (const v of violations) console.log(`${v.from} → ${v.to}: ${v.why}`);
  console.log(`check:layers: ${n} files, ${imports} relative imports, ${violations.length} against the rule`);
  process.exitCode = violations.length > 0 ? 1 : 0;
}
