// The package as its users' tools see it: resolved by its name, "uri-grammar", through package.json
// "exports", from a project of their own. Used by `npm run size` (scripts/size.ts), the bundling test
// (test/everywhere/bundle.test.ts) and `npm run check:browser` (scripts/check-browser.ts).
//
// A bundler resolves "uri-grammar/ajv" from a consumer's node_modules, so a temporary project gets
// node_modules/uri-grammar as a link to this repository (the built dist/ must exist: `npm run
// build:ts`); its other packages (Ajv, for the browser test) are linked from this repository's
// node_modules.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from "node:fs";
import { builtinModules } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { build, type Metafile, type Message, type Platform } from "esbuild";

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");
export const PACKAGE = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as {
  name: string;
  exports: Record<string, unknown>;
};

/** Every public entry point, as a user imports it ("uri-grammar", "uri-grammar/ajv", ...). */
export const ENTRY_POINTS: readonly string[] = Object.keys(PACKAGE.exports)
  .filter((subpath) => subpath !== "./package.json")
  .map((subpath) => (subpath === "." ? PACKAGE.name : `${PACKAGE.name}/${subpath.slice(2)}`));

/** The ES module file that bundlers and browsers get for an entry point (its "import" condition). */
export function esmFileOf(entry: string): string {
  const subpath = entry === PACKAGE.name ? "." : `./${entry.slice(PACKAGE.name.length + 1)}`;
  const conditions = PACKAGE.exports[subpath] as { import: { default: string } };
  return join(ROOT, conditions.import.default);
}

/** A consumer project: a temporary folder whose node_modules holds this package and `linked`. */
export interface Consumer {
  readonly dir: string;
  dispose(): void;
}

export function consumer(linked: readonly string[] = []): Consumer {
  const dir = mkdtempSync(join(tmpdir(), "uri-grammar-consumer-"));
  mkdirSync(join(dir, "node_modules"));
  symlinkSync(ROOT, join(dir, "node_modules", PACKAGE.name), "dir");
  for (const name of linked)
    symlinkSync(join(ROOT, "node_modules", name), join(dir, "node_modules", name), "dir");
  return { dir, dispose: () => rmSync(dir, { recursive: true, force: true }) };
}

export interface Bundle {
  /** The bundle's text (empty when the build failed). */
  readonly code: string;
  readonly metafile: Metafile | undefined;
  /** esbuild's errors: an import it could not resolve (a Node built-in, on a non-Node platform) is one. */
  readonly errors: readonly Message[];
}

export interface BundleOptions {
  platform: Platform;
  minify?: boolean;
  /** "esm" keeps what the source exports (sizes); "iife" for a script, its exports in `globalName`. */
  format?: "esm" | "iife";
  globalName?: string;
}

/**
 * Bundles `source` (an ES module) as a user's bundler would from the consumer project `dir`:
 * `esbuild --bundle` for `platform`, with esbuild's default conditions and main fields for it
 * (browser: "browser", "import", "default"; neutral: "import", "default" and no main fields, which
 * the package's "exports" make unnecessary).
 */
export async function bundle(source: string, dir: string, options: BundleOptions): Promise<Bundle> {
  try {
    const result = await build({
      stdin: { contents: source, resolveDir: dir, sourcefile: "consumer.js", loader: "js" },
      bundle: true,
      write: false,
      metafile: true,
      format: options.format ?? "esm",
      ...(options.globalName === undefined ? {} : { globalName: options.globalName }),
      platform: options.platform,
      // --platform=neutral reads no package.json main field by default: a dependency published as
      // CommonJS with a main only (peggy, which uri-grammar/compiler runs) is found by it, as a
      // bundler set up for neutral code is told to.
      ...(options.platform === "neutral" ? { mainFields: ["module", "main"] } : {}),
      minify: options.minify ?? false,
      target: "es2022",
      logLevel: "silent",
    });
    return { code: result.outputFiles[0]!.text, metafile: result.metafile, errors: result.errors };
  } catch (error) {
    const errors = (error as { errors?: Message[] }).errors;
    if (errors === undefined) throw error;
    return { code: "", metafile: undefined, errors };
  }
}

const BUILTINS = new Set(builtinModules.flatMap((name) => [name, `node:${name}`]));

/**
 * What in a bundle comes from Node: each import esbuild could not resolve or left external that
 * names a Node built-in (`node:fs`, `fs`, `fs/promises`, ...), each input file read from a `node:`
 * path, and each `require` esbuild could not bundle (its shim throws "Dynamic require of ... is not
 * supported" at run time).
 */
export function nodeDependencies(result: Bundle): string[] {
  const found: string[] = [];
  for (const error of result.errors) found.push(`esbuild: ${error.text}`);
  const inputs = result.metafile?.inputs ?? {};
  for (const [path, input] of Object.entries(inputs)) {
    if (path.startsWith("node:") || BUILTINS.has(path)) found.push(`input ${path}`);
    for (const imported of input.imports)
      if (imported.path.startsWith("node:") || BUILTINS.has(imported.path) || imported.external === true)
        found.push(`${path} imports ${imported.path}${imported.external === true ? " (external)" : ""}`);
  }
  if (result.code.includes("Dynamic require of")) found.push("a require() that could not be bundled");
  return found;
}
