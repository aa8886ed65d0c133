// `npm run size`: what the library costs in a browser bundle. Each row of size-budgets.json is an
// import a user writes (each public entry point whole, and the typical imports); it is bundled by
// esbuild from a consumer project that resolves "uri-grammar" by its name through package.json
// "exports" (scripts/consumer.ts), `--bundle --minify --format=esm --platform=browser`, keeping
// exactly what the import statement names, then compressed by `gzip -9` itself (GNU gzip's deflate
// is a little tighter than zlib's at level 9: 9,602 bytes against 9,797 for `isValid`). The table is
// printed as Markdown; `--write FILE` also writes it, dated, into FILE's region
// `<!-- size:begin -->` … `<!-- size:end -->` (docs/sizes.md). The run exits 1 when a bundle exceeds
// its budget, or when an entry point has no budget.
//
// The library must be built first (`npm run build:ts`).
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { version as esbuildVersion } from "esbuild";
import { bundle, consumer, ENTRY_POINTS, ROOT } from "./consumer.js";
import { recordOutput, writeRegion } from "./doc-region.js";

const { values } = parseArgs({ options: { write: { type: "string" } } });
const recorded = recordOutput();

interface Budget {
  /**
   * The import statement(s), as a user writes them; `;` between statements. Or "explorer: first
   * view": the grammar explorer (explorer/, built by Vite) as a browser loads it for its first view:
   * the page, its script and style, the chunks they import, and RFC 3986's texts (imported when the
   * first view renders); each file gzipped on its own, as a server sends them.
   */
  import: string;
  /**
   * When given: the bytes counted are those the import adds to this one's bundle (`import Ajv from
   * "ajv"`: what a plugin costs over bare Ajv), both bundled and compressed the same way.
   */
  over?: string;
  /** The most gzipped bytes it may take. */
  gzip: number;
  /** Where the budget comes from. */
  why: string;
}

const FILE = "size-budgets.json";
const { budgets } = JSON.parse(readFileSync(join(ROOT, FILE), "utf8")) as { budgets: Budget[] };

/**
 * An ES module that imports what `statements` import and exports every binding they make, so that
 * the bundle keeps exactly what the user's import names (and, for `import "m"`, the module's side
 * effects).
 */
function moduleFor(statements: string): string {
  const bindings: string[] = [];
  const lines = statements
    .split(";")
    .map((s) => s.trim())
    .filter((s) => s !== "");
  for (const line of lines) {
    if (/^import\s+"[^"]+"$/.test(line)) continue;
    const clause = /^import\s+(.+?)\s+from\s+"[^"]+"$/.exec(line)?.[1];
    if (clause === undefined) throw new Error(`${FILE}: not an import statement: ${line}`);
    for (const part of clause.match(/\{[^}]*\}|[^,{}]+/g) ?? []) {
      const item = part.trim();
      if (item === "") continue;
      if (item.startsWith("{")) {
        const names = item
          .slice(1, -1)
          .split(",")
          .map((name) => name.trim());
        bindings.push(...names.filter((name) => name !== "").map((name) => name.split(/\s+as\s+/).pop()!));
      } else if (item.startsWith("*")) bindings.push(item.split(/\s+as\s+/)[1]!);
      else bindings.push(item);
    }
  }
  return `${lines.map((line) => `${line};`).join("\n")}\nexport { ${bindings.join(", ")} };\n`;
}

const EXPLORER = "explorer: first view";

/** The bytes of the explorer's first view (see Budget.import): minified, and gzipped file by file. */
async function explorerFirstView(): Promise<{ minified: number; gzipped: number; error?: string }> {
  const { build } = await import("vite");
  const { mkdtempSync, rmSync } = await import("node:fs");
  const { tmpdir } = await import("node:os");
  const out = mkdtempSync(join(tmpdir(), "uri-grammar-explorer-size-"));
  try {
    await build({
      configFile: join(ROOT, "explorer", "vite.config.ts"),
      logLevel: "error",
      build: { outDir: out, manifest: "manifest.json" },
    });
    const manifest = JSON.parse(readFileSync(join(out, "manifest.json"), "utf8")) as Record<
      string,
      { file: string; imports?: string[]; dynamicImports?: string[]; css?: string[]; isEntry?: boolean }
    >;
    const files = new Set<string>(["index.html"]);
    // The first view (the derivation of RFC 3986) imports its view's module when it opens, and RFC
    // 3986's texts when it renders: those dynamic imports are part of it, no other.
    const firstView = (k: string) =>
      k.endsWith("views/derive.ts") || k.endsWith("explain/sources/rfc3986.ts");
    const visit = (key: string) => {
      const chunk = manifest[key]!;
      if (files.has(chunk.file)) return;
      files.add(chunk.file);
      chunk.css?.forEach((c) => files.add(c));
      chunk.imports?.forEach(visit);
      chunk.dynamicImports?.filter(firstView).forEach(visit);
    };
    const entry = Object.keys(manifest).find((k) => manifest[k]!.isEntry)!;
    visit(entry);
    let minified = 0;
    let gzipped = 0;
    for (const file of files) {
      const body = readFileSync(join(out, file));
      minified += body.length;
      gzipped += execFileSync("gzip", ["-9", "-n", "-c"], { input: body, maxBuffer: 1 << 26 }).length;
    }
    return { minified, gzipped };
  } catch (error) {
    return { minified: 0, gzipped: 0, error: (error as Error).message };
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

/** The bytes of an import's bundle: minified, and gzipped. */
async function measure(statements: string): Promise<{ minified: number; gzipped: number; error?: string }> {
  const result = await bundle(moduleFor(statements), project.dir, { platform: "browser", minify: true });
  if (result.errors.length > 0)
    return { minified: 0, gzipped: 0, error: result.errors.map((e) => e.text).join("; ") };
  const code = Buffer.from(result.code);
  const gzipped = execFileSync("gzip", ["-9", "-n", "-c"], { input: code, maxBuffer: 1 << 26 }).length;
  return { minified: code.length, gzipped };
}

const missing = ENTRY_POINTS.filter(
  (entry) => !budgets.some((b) => new RegExp(`^import \\* as \\w+ from "${entry}"$`).test(b.import)),
);

// Ajv, for the rows measured over it.
const project = consumer(["ajv"]);
const rows: { budget: Budget; minified: number; gzipped: number; error?: string }[] = [];
try {
  for (const budget of budgets) {
    if (budget.import === EXPLORER) {
      rows.push({ budget, ...(await explorerFirstView()) });
      continue;
    }
    const measured = await measure(budget.import);
    const base = budget.over === undefined ? { minified: 0, gzipped: 0 } : await measure(budget.over);
    const error = measured.error ?? base.error;
    if (error !== undefined) rows.push({ budget, minified: 0, gzipped: 0, error });
    else
      rows.push({
        budget,
        minified: measured.minified - base.minified,
        gzipped: measured.gzipped - base.gzipped,
      });
  }
} finally {
  project.dispose();
}

const bytes = (n: number) => n.toLocaleString("en-US");
const table = [
  ["entry / import", "minified", "gzip -9", "budget", "ok"],
  ...rows.map(({ budget, minified, gzipped, error }) => [
    budget.import === EXPLORER
      ? budget.import
      : `\`${budget.import}\`${budget.over === undefined ? "" : `, over \`${budget.over}\``}`,
    error === undefined ? bytes(minified) : "—",
    error === undefined ? bytes(gzipped) : "—",
    bytes(budget.gzip),
    error === undefined && gzipped <= budget.gzip ? "yes" : "**no**",
  ]),
];
// Markdown, aligned as prettier aligns it, so that docs/sizes.md's copy stays as printed.
const widths = table[0]!.map((_, c) => Math.max(...table.map((row) => [...row[c]!].length)));
const left = [true, false, false, false, true];
const line = (cells: string[]) =>
  `| ${cells.map((cell, c) => (left[c] ? cell.padEnd(widths[c]!) : cell.padStart(widths[c]!))).join(" | ")} |`;
console.log(
  `\`npm run size\` of ${new Date().toISOString().slice(0, 10)}: esbuild ${esbuildVersion}, Node ${process.version}; sizes in bytes.\n`,
);
console.log(line(table[0]!));
console.log(`| ${widths.map((w, c) => (left[c] ? "-".repeat(w) : "-".repeat(w - 1) + ":")).join(" | ")} |`);
for (const row of table.slice(1)) console.log(line(row));

const over = rows.filter((row) => row.error !== undefined || row.gzipped > row.budget.gzip);
console.log(
  `\nBytes; esbuild --bundle --minify --format=esm --platform=browser from a consumer project, then gzip -9 (budgets: ${FILE}).`,
);
for (const row of over)
  console.error(
    row.error !== undefined
      ? `does not build: ${row.budget.import}: ${row.error}`
      : `over budget: ${row.budget.import}: ${bytes(row.gzipped)} > ${bytes(row.budget.gzip)} bytes (${row.budget.why})`,
  );
for (const entry of missing) console.error(`no budget in ${FILE} for the entry point ${entry}`);
console.log(`${rows.length - over.length} within budget, ${over.length + missing.length} over or missing`);
if (values.write !== undefined) await writeRegion(values.write, "size", recorded.text());
if (over.length > 0 || missing.length > 0) process.exit(1);
