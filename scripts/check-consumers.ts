// `npm run check:consumers`: the packed package (`npm pack`) in fresh consumer projects, used as its
// users use it, with the real tools installed from npm (versions pinned below) in a temporary folder:
//
// - a library install: `npm install <tarball>` into an empty project installs uri-grammar alone (no
//   dependency) and works from `require` and `import`;
// - Node, ES module and CommonJS: scripts/consumers/app.mjs and app.cjs (every entry point at work);
// - TypeScript: types.mts and types.cts with moduleResolution node16 and nodenext, types.ts with
//   bundler (module preserve: `import x = require()` too), the package's declarations checked, and
//   Ajv's and Fastify's types meeting ours;
// - esbuild, Rollup, webpack and Vite: a page from app.mjs (import) and one from app.cjs (require),
//   each bundled for the browser and run in headless Chromium;
// - Deno and Bun (the npm packages `deno`, `bun`, whose binaries come in optional dependencies): app.mjs
//   and app.cjs;
// - workerd (the npm package `workerd`): Ajv's standalone code naming uri-grammar/ajv/formats, and
//   app.mjs and app.cjs, bundled with wrangler's conditions (workerd, worker, browser), by `workerd test`;
// - a Fastify 5 app in each form of `ajv.plugins`, answering a body only uri-grammar rejects with
//   uri-grammar's message (fastify.cjs);
// - every recipe of docs/validators.md (Ajv, Fastify, standalone code, ArkType, Zod 4, Valibot,
//   TypeBox, @cfworker/json-schema, @hyperjump/json-schema), printing what the doc says.
//
// Needs the npm registry and Chromium (/usr/bin/chromium, or $CHROMIUM). Prints one line per case and
// "N passed, N failed"; exits 1 when a case fails.
import { spawnSync } from "node:child_process";
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { extname, join } from "node:path";
import { chromium } from "playwright-core";
import { ROOT } from "./consumer.js";
import { readRecipes, runRecipe } from "./recipes.js";

const CHROMIUM = process.env.CHROMIUM ?? "/usr/bin/chromium";
const BROWSER_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/** The version of a package this repository installs (so that the tools agree with its lock file). */
const ours = (name: string) =>
  (JSON.parse(readFileSync(join(ROOT, "node_modules", name, "package.json"), "utf8")) as { version: string })
    .version;

/** What the matrix project installs: exact versions, so that a run is repeatable. */
const TOOLS: Record<string, string> = {
  ajv: ours("ajv"),
  esbuild: ours("esbuild"),
  typescript: ours("typescript"),
  vite: ours("vite"),
  rollup: "4.68.8",
  "@rollup/plugin-node-resolve": "16.0.3",
  "@rollup/plugin-commonjs": "29.0.3",
  "@rollup/plugin-json": "6.1.0", // Ajv requires its meta-schemas' JSON files
  webpack: "5.113.0",
  fastify: "5.12.8",
  zod: "4.6.7",
  valibot: "1.5.0",
  arktype: "2.2.9",
  "@sinclair/typebox": "0.34.52",
  "@cfworker/json-schema": "4.1.6",
  "@hyperjump/json-schema": "1.18.0",
  deno: "2.9.6",
  bun: "1.4.5",
  workerd: "1.20261117.1",
};

const started = performance.now();
const results: { name: string; ok: boolean; detail: string }[] = [];
function record(name: string, ok: boolean, detail = ""): void {
  if (detail.length > 2000) detail = `${detail.slice(0, 2000)}…`;
  results.push({ name, ok, detail });
  console.log(ok ? `ok ${name}` : `not ok ${name}${detail === "" ? "" : `: ${detail}`}`);
}

interface Run {
  ok: boolean;
  stdout: string;
  output: string;
}
/** Runs a program: whether it exited with 0, its standard output, and all it printed. */
function run(command: string, args: string[], cwd: string, env: Record<string, string> = {}): Run {
  const result = spawnSync(command, args, {
    cwd,
    encoding: "utf8",
    maxBuffer: 1 << 26,
    timeout: 600_000,
    env: { ...process.env, ...env },
  });
  if (result.error !== undefined) return { ok: false, stdout: "", output: String(result.error) };
  return {
    ok: result.status === 0,
    stdout: result.stdout,
    output: `${result.stdout}${result.stderr}`.trim(),
  };
}
const tail = (text: string, lines = 12) => text.trim().split("\n").slice(-lines).join("\n");
const bin = (dir: string, name: string) => join(dir, "node_modules", ".bin", name);

/** Records the "ok NAME" / "not ok NAME: detail" lines a program printed, each as a case named `prefix: NAME`. */
function recordLines(prefix: string, result: Run, expected: number): void {
  const lines = result.output.split("\n");
  let seen = 0;
  for (const line of lines) {
    const passed = /^ok (.*)$/.exec(line);
    const failed = /^not ok (.*?)(?:: (.*))?$/.exec(line);
    if (passed !== null) record(`${prefix}: ${passed[1]}`, true);
    else if (failed !== null) record(`${prefix}: ${failed[1]}`, false, failed[2] ?? "");
    else continue;
    seen++;
  }
  if (seen !== expected || (!result.ok && !lines.some((line) => line.startsWith("not ok "))))
    record(`${prefix}: runs, ${expected} checks`, false, `${seen} reported; ${tail(result.output)}`);
}

/** A program that runs the checks of app.mjs (or app.cjs) and prints one line for each. */
const MAIN_MJS = `import { checks } from "./app.mjs";
for (const r of await checks()) console.log(\`\${r.ok ? "ok" : "not ok"} \${r.name}\${r.ok ? "" : \`: \${r.detail}\`}\`);
`;
const MAIN_CJS = `const { checks } = require("./app.cjs");
checks().then((rs) => { for (const r of rs) console.log(\`\${r.ok ? "ok" : "not ok"} \${r.name}\${r.ok ? "" : \`: \${r.detail}\`}\`); });
`;
const PAGE_MJS = `import { checks } from "./app.mjs";
checks().then((r) => { window.__results = r; }, (e) => { window.__results = [{ name: "page", ok: false, detail: String(e) }]; });
`;
const PAGE_CJS = `const { checks } = require("./app.cjs");
checks().then((r) => { window.__results = r; }, (e) => { window.__results = [{ name: "page", ok: false, detail: String(e) }]; });
`;

const work = mkdtempSync(join(tmpdir(), "uri-grammar-consumers-"));
try {
  // The package as npm publishes it.
  const pack = run("npm", ["pack", "--pack-destination", work, "--json"], ROOT);
  const tarball = pack.ok
    ? join(
        work,
        (JSON.parse(pack.stdout.slice(pack.stdout.indexOf("[\n"))) as { filename: string }[])[0]!.filename,
      )
    : "";
  record("npm pack", pack.ok, tail(pack.output));
  if (!pack.ok) throw new Error("npm pack failed");
  const NPM_INSTALL = ["install", "--no-audit", "--no-fund", "--no-package-lock", "--loglevel=error"];

  // A library install: nothing but uri-grammar.
  {
    const dir = join(work, "library");
    mkdirSync(dir);
    writeFileSync(
      join(dir, "package.json"),
      JSON.stringify({ name: "library-user", version: "1.0.0", private: true }),
    );
    const install = run("npm", [...NPM_INSTALL, tarball], dir);
    const installed = install.ok
      ? readdirSync(join(dir, "node_modules")).filter((name) => !name.startsWith("."))
      : [];
    record(
      "npm install uri-grammar installs uri-grammar alone (no peggy, no cli-progress)",
      install.ok && installed.join(",") === "uri-grammar",
      install.ok ? `node_modules: ${installed.join(", ")}` : tail(install.output),
    );
    const both = run(
      process.execPath,
      [
        "-e",
        'const { isValid } = require("uri-grammar"); import("uri-grammar/formats").then((f) => console.log(isValid("http://a/"), f.uri("a:b")));',
      ],
      dir,
    );
    record(
      "the library install: require and import",
      both.ok && both.stdout.trim() === "true true",
      both.output,
    );
  }

  // The matrix project: the tools, and the package.
  const dir = join(work, "matrix");
  mkdirSync(dir);
  writeFileSync(
    join(dir, "package.json"),
    JSON.stringify({ name: "matrix", version: "1.0.0", private: true, type: "commonjs" }, null, 2),
  );
  const install = run(
    "npm",
    [...NPM_INSTALL, tarball, ...Object.entries(TOOLS).map(([name, version]) => `${name}@${version}`)],
    dir,
  );
  record(`npm install the package and ${Object.keys(TOOLS).length} tools`, install.ok, tail(install.output));
  if (!install.ok) throw new Error("npm install failed");
  cpSync(join(ROOT, "scripts", "consumers"), dir, { recursive: true });
  writeFileSync(join(dir, "main.mjs"), MAIN_MJS);
  writeFileSync(join(dir, "main.cjs"), MAIN_CJS);
  writeFileSync(join(dir, "page-import.mjs"), PAGE_MJS);
  writeFileSync(join(dir, "page-require.cjs"), PAGE_CJS);
  const IMPORT_CHECKS = 6;
  const REQUIRE_CHECKS = 5;

  // Node.
  recordLines("Node, import", run(process.execPath, ["main.mjs"], dir), IMPORT_CHECKS);
  recordLines("Node, require", run(process.execPath, ["main.cjs"], dir), REQUIRE_CHECKS);

  // TypeScript.
  for (const [name, options, files] of [
    ["node16", { module: "node16", moduleResolution: "node16" }, ["types.mts", "types.cts"]],
    ["nodenext", { module: "nodenext", moduleResolution: "nodenext" }, ["types.mts", "types.cts"]],
    ["bundler", { module: "preserve", moduleResolution: "bundler" }, ["types.ts"]],
  ] as const) {
    const config = `tsconfig.${name}.json`;
    writeFileSync(
      join(dir, config),
      JSON.stringify({
        compilerOptions: {
          ...options,
          target: "es2022",
          strict: true,
          noEmit: true,
          skipLibCheck: false,
          types: [],
        },
        files,
      }),
    );
    const tsc = run(
      process.execPath,
      [join(dir, "node_modules", "typescript", "bin", "tsc"), "-p", config],
      dir,
    );
    record(`TypeScript, moduleResolution ${name} (${files.join(", ")})`, tsc.ok, tail(tsc.output, 20));
  }

  // Deno and Bun.
  const denoEnv = { DENO_DIR: join(work, "deno-cache"), DENO_NO_UPDATE_CHECK: "1" };
  recordLines("Deno, import", run(bin(dir, "deno"), ["run", "main.mjs"], dir, denoEnv), IMPORT_CHECKS);
  recordLines(
    "Deno, require",
    run(bin(dir, "deno"), ["run", "--allow-read=.", "main.cjs"], dir, denoEnv),
    REQUIRE_CHECKS,
  );
  recordLines("Bun, import", run(bin(dir, "bun"), ["main.mjs"], dir), IMPORT_CHECKS);
  recordLines("Bun, require", run(bin(dir, "bun"), ["main.cjs"], dir), REQUIRE_CHECKS);

  // workerd: Ajv's standalone code, and the checks, bundled as wrangler bundles a Worker.
  {
    const standalone = run(process.execPath, ["standalone.cjs"], dir);
    const bundled = run(
      bin(dir, "esbuild"),
      [
        "worker.mjs",
        "--bundle",
        "--format=esm",
        "--platform=neutral",
        "--conditions=workerd,worker,browser",
        "--main-fields=browser,module,main",
        "--metafile=worker.meta.json",
        "--outfile=out/worker.mjs",
        "--log-level=warning",
      ],
      dir,
    );
    const inputs = bundled.ok
      ? Object.keys(
          (JSON.parse(readFileSync(join(dir, "worker.meta.json"), "utf8")) as { inputs: object }).inputs,
        )
      : [];
    const fromNode = inputs.filter(
      (path) => path.includes("uri-grammar/dist/node/") || path.startsWith("node:"),
    );
    record(
      "workerd: the Worker bundles (wrangler's conditions), with no Node built-in and not the Node build",
      standalone.ok &&
        bundled.ok &&
        fromNode.length === 0 &&
        inputs.some((p) => p.includes("uri-grammar/dist/cjs/")),
      `${standalone.output}\n${bundled.output}\n${fromNode.join(", ")}`.trim(),
    );
    writeFileSync(
      join(dir, "config.capnp"),
      `using Workerd = import "/workerd/workerd.capnp";
const config :Workerd.Config = (services = [(name = "main", worker = .worker)]);
const worker :Workerd.Worker = (
  modules = [(name = "worker", esModule = embed "out/worker.mjs")],
  compatibilityDate = "2025-01-01",
);
`,
    );
    if (bundled.ok) {
      const test = run(bin(dir, "workerd"), ["test", "config.capnp"], dir);
      // Ajv compiles 2 of each's checks: a Worker runs the others, and the standalone code.
      recordLines("workerd", test, 1 + IMPORT_CHECKS - 2 + REQUIRE_CHECKS - 2);
      record("workerd test passes", test.ok && /\[ PASS \] main/.test(test.output), tail(test.output));
    }
  }

  // Fastify 5.
  recordLines("Fastify", run(process.execPath, ["fastify.cjs"], dir), 3);

  // The recipes of docs/validators.md.
  for (const recipe of readRecipes()) {
    const wrong = runRecipe(recipe, dir);
    record(`docs/validators.md recipe ${recipe.name} (${recipe.packages.join(", ")})`, wrong === "", wrong);
  }

  // Bundlers, for the browser: a page from app.mjs and one from app.cjs each.
  const web = join(work, "web");
  const pages: { name: string; folder: string; checks: number }[] = [];
  const html = (script: string, module = false) =>
    `<!doctype html><meta charset="utf-8"><title>consumer</title><script${module ? ' type="module"' : ""} src="${script}"></script>\n`;
  const bundlers: [string, (entry: string, out: string) => Run][] = [
    [
      "esbuild",
      (entry, out) =>
        run(
          bin(dir, "esbuild"),
          [
            entry,
            "--bundle",
            "--platform=browser",
            "--format=iife",
            "--minify",
            `--outfile=${join(out, "app.js")}`,
          ],
          dir,
        ),
    ],
    [
      "Rollup",
      (entry, out) => {
        writeFileSync(
          join(dir, "rollup.config.mjs"),
          `import { nodeResolve } from "@rollup/plugin-node-resolve";
import commonjs from "@rollup/plugin-commonjs";
import json from "@rollup/plugin-json";
export default {
  input: ${JSON.stringify(entry)},
  output: { file: ${JSON.stringify(join(out, "app.js"))}, format: "iife" },
  plugins: [nodeResolve({ browser: true }), commonjs(), json()],
};
`,
        );
        return run(bin(dir, "rollup"), ["-c", "rollup.config.mjs", "--silent"], dir);
      },
    ],
    [
      "webpack",
      (entry, out) => {
        writeFileSync(
          join(dir, "webpack.build.cjs"),
          `const webpack = require("webpack");
webpack({ mode: "production", target: "web", entry: ${JSON.stringify(`./${entry}`)}, output: { path: ${JSON.stringify(out)}, filename: "app.js" } }, (error, stats) => {
  if (error || stats.hasErrors()) { console.error(error ?? stats.toString("errors-only")); process.exit(1); }
});
`,
        );
        return run(process.execPath, ["webpack.build.cjs"], dir);
      },
    ],
    [
      "Vite",
      (entry, out) => {
        const root = join(dir, `vite-${entry.replace(/\W/g, "-")}`);
        mkdirSync(root, { recursive: true });
        writeFileSync(join(root, "index.html"), html(`../${entry}`, true));
        return run(
          bin(dir, "vite"),
          ["build", root, "--outDir", out, "--emptyOutDir", "--base", "./", "--logLevel", "error"],
          dir,
        );
      },
    ],
  ];
  for (const [bundler, build] of bundlers)
    for (const [kind, entry, checks] of [
      ["import", "page-import.mjs", IMPORT_CHECKS],
      ["require", "page-require.cjs", REQUIRE_CHECKS],
    ] as const) {
      const folder = `${bundler.toLowerCase()}-${kind}`;
      const out = join(web, folder);
      mkdirSync(out, { recursive: true });
      const built = build(entry, out);
      if (bundler !== "Vite") writeFileSync(join(out, "index.html"), html("app.js"));
      const code = built.ok
        ? readdirSync(out, { recursive: true, encoding: "utf8" })
            .filter((f) => f.endsWith(".js"))
            .map((f) => readFileSync(join(out, f), "utf8"))
            .join("\n")
        : "";
      const node = /\bfrom\s*["']node:|require\(["']node:|import\(["']node:/.test(code);
      record(
        `${bundler}, ${kind}: bundles for the browser, no Node built-in`,
        built.ok && !node,
        tail(built.output),
      );
      if (built.ok) pages.push({ name: `${bundler}, ${kind}`, folder, checks });
    }

  // The pages in Chromium, served from 127.0.0.1.
  if (!existsSync(CHROMIUM))
    record("Chromium", false, `no Chromium at ${CHROMIUM} (apt-get install -y chromium)`);
  else if (pages.length > 0) {
    const TYPES: Record<string, string> = {
      ".html": "text/html",
      ".js": "text/javascript",
      ".css": "text/css",
    };
    const server = createServer((request, response) => {
      const path = join(web, decodeURIComponent(new URL(request.url ?? "/", "http://x").pathname));
      if (!path.startsWith(web) || !existsSync(path)) {
        response.writeHead(404).end();
        return;
      }
      response.writeHead(200, { "content-type": TYPES[extname(path)] ?? "application/octet-stream" });
      response.end(readFileSync(path));
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: BROWSER_ARGS });
    try {
      for (const { name, folder, checks } of pages) {
        const page = await browser.newPage();
        const errors: string[] = [];
        page.on("pageerror", (error) => errors.push(String(error)));
        try {
          await page.goto(`http://127.0.0.1:${port}/${folder}/index.html`);
          await page.waitForFunction(
            () => (window as { __results?: unknown }).__results !== undefined,
            null,
            {
              timeout: 60_000,
            },
          );
          const found = (await page.evaluate(
            () => (window as { __results?: unknown }).__results,
          )) as typeof results;
          for (const r of found) record(`Chromium, ${name}: ${r.name}`, r.ok, r.detail);
          if (found.length !== checks || errors.length > 0)
            record(
              `Chromium, ${name}: ${checks} checks, no page error`,
              false,
              `${found.length}; ${errors.join("; ")}`,
            );
        } catch (error) {
          record(`Chromium, ${name}: the page runs`, false, `${String(error)} ${errors.join("; ")}`);
        } finally {
          await page.close();
        }
      }
    } finally {
      await browser.close();
      server.close();
    }
  }
} catch (error) {
  record("the matrix runs", false, String(error));
} finally {
  rmSync(work, { recursive: true, force: true });
}

const failed = results.filter((r) => !r.ok).length;
console.log(`\ncheck:consumers took ${((performance.now() - started) / 1000).toFixed(0)} s`);
console.log(`${results.length - failed} passed, ${failed} failed`);
if (failed > 0) process.exit(1);
