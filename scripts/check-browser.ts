// `npm run check:browser`: the library in a browser. scripts/browser/page.mjs (the behavioural smoke
// tests, and Ajv 2020 with uri-grammar/ajv) is bundled by esbuild for the browser from a consumer
// project that resolves "uri-grammar" by its name (scripts/consumer.ts), with code splitting, so
// that "uri-grammar/variants", imported on demand, is a chunk of its own. A server on 127.0.0.1
// (node:http, a port the system picks) serves the page; headless Chromium loads it, driven by
// playwright-core, and the results the page records are checked here.
//
// The browser is Debian's `chromium` package (playwright-core downloads none): /usr/bin/chromium,
// or the file that $CHROMIUM names. Without it the check fails and says how to install it.
//
// Prints one line per check and "N passed, N failed"; exits 1 when a check fails.
import { copyFileSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { build } from "esbuild";
import { chromium, type BrowserContext } from "playwright-core";
import { consumer, ROOT } from "./consumer.js";

const CHROMIUM = process.env.CHROMIUM ?? "/usr/bin/chromium";
const ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
/** How long the page may take to finish (it takes well under a second). */
const PAGE_TIMEOUT_MS = 60_000;

const started = performance.now();
if (!existsSync(CHROMIUM)) {
  console.error(
    `check:browser: no Chromium at ${CHROMIUM}. Install Debian's package as root: ` +
      "apt-get update && apt-get install -y chromium (or set CHROMIUM to a Chromium executable).",
  );
  console.log("0 passed, 1 failed");
  process.exit(1);
}

// The page's script, bundled as a user's bundler would for a browser.
const project = consumer(["ajv"]);
let files: Map<string, string>;
try {
  // From inside the consumer project, where node_modules holds uri-grammar and Ajv.
  copyFileSync(join(ROOT, "scripts", "browser", "page.mjs"), join(project.dir, "page.mjs"));
  const result = await build({
    entryPoints: { page: join(project.dir, "page.mjs") },
    bundle: true,
    splitting: true,
    format: "esm",
    platform: "browser",
    target: "es2022",
    minify: true,
    outdir: "/assets",
    write: false,
    logLevel: "error",
  });
  files = new Map(result.outputFiles.map((file) => [file.path, file.text]));
} finally {
  project.dispose();
}
files.set(
  "/index.html",
  '<!doctype html>\n<meta charset="utf-8">\n<title>uri-grammar</title>\n<link rel="icon" href="data:,">\n<script type="module" src="/assets/page.js"></script>\n',
);

const server: Server = createServer((request, response) => {
  const path = request.url === "/" ? "/index.html" : (request.url ?? "");
  const body = files.get(path);
  if (body === undefined) {
    response.writeHead(404).end();
    return;
  }
  const type = path.endsWith(".html") ? "text/html" : "text/javascript";
  response.writeHead(200, { "content-type": `${type}; charset=utf-8` }).end(body);
});
await new Promise<void>((listening) => server.listen(0, "127.0.0.1", listening));
const { port } = server.address() as AddressInfo;

interface Result {
  name: string;
  ok: boolean;
  detail: string;
}
const results: Result[] = [];
const problems: string[] = [];
const profile = mkdtempSync(join(tmpdir(), "uri-grammar-chromium-"));
let context: BrowserContext | undefined;
try {
  context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: ARGS,
    timeout: PAGE_TIMEOUT_MS,
  });
  const page = context.pages()[0] ?? (await context.newPage());
  page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(`console error: ${message.text()}`);
  });
  await page.goto(`http://127.0.0.1:${port}/`, { timeout: PAGE_TIMEOUT_MS });
  await page.waitForFunction(() => (window as { __done?: boolean }).__done === true, null, {
    timeout: PAGE_TIMEOUT_MS,
  });
  results.push(...(await page.evaluate(() => (window as unknown as { __results: Result[] }).__results)));
  console.log(`${await page.evaluate(() => navigator.userAgent)}`);
} catch (error) {
  problems.push(`the page did not finish: ${(error as Error).message.split("\n")[0]}`);
} finally {
  await context?.close();
  server.close();
  rmSync(profile, { recursive: true, force: true });
}

for (const { name, ok, detail } of results) console.log(ok ? `ok ${name}` : `not ok ${name}: ${detail}`);
for (const problem of problems) console.log(`not ok ${problem}`);
if (results.length === 0) problems.push("no result came back from the page");
const failed = results.filter((r) => !r.ok).length + problems.length;
console.log(`\ncheck:browser took ${((performance.now() - started) / 1000).toFixed(1)} s`);
console.log(`${results.length - results.filter((r) => !r.ok).length} passed, ${failed} failed`);
if (failed > 0) process.exit(1);
