// `npm run check:explorer`: the grammar explorer (explorer/) in headless Chromium, driven the way a
// lecturer drives it: it builds the page with Vite into a temporary folder, serves it from
// 127.0.0.1 (node:http), and drives Debian's `chromium` with playwright-core. Every view is driven by
// interaction (typing, clicks, selects, keys, back and forward) and what the page then shows is
// held to what the library computes in this process for the same inputs (the functions of
// uri-grammar/explain the command line's twins print: explain, resolve --explain, normalize
// --explain, diff --grammar): every RFC 3986 §5.4 example and its §5.2.4 rows, the steps of the
// stepped derivation, the one-edit repairs, the grammar diff's witnesses and its wording. Then:
//  - every step of the lecture plan in docs/teaching.md (its `check:` comments);
//  - axe-core (@axe-core/playwright) on every view: no violation (contrast among them);
//  - the keyboard: the ribbon, the stepper and the DFA run move with the arrows, Tab goes through
//    the derivation view in reading order and in few stops;
//  - a phone (390 × 844): no view scrolls sideways; a projector (200% zoom): every ribbon label whole;
//  - weight: the first view's bytes gzipped (the budget: 80 KB), and nothing fetched after it until
//    another view is opened;
//  - screenshots of each view into docs/images/ (docs/teaching.md shows them).
// It measures, and prints without asserting (the clock varies from run to run on a shared machine):
// the time from a keystroke to the next frame on 2 KB inputs, per view, and from an edit in the
// grammar editor to its counterexample.
//
// Prints one line per check and "N passed, N failed"; exits 1 when a check fails.
import AxeBuilder from "@axe-core/playwright";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { extname, join, relative } from "node:path";
import { gzipSync } from "node:zlib";
import { chromium, type Browser, type Page } from "playwright-core";
import { build } from "vite";
import {
  rfc3986Section5_2_4Tables,
  rfc3986Section5_4_1,
  rfc3986Section5_4_2Strict,
} from "../corpus/examples.js";
import { section1_1_2 } from "../corpus/variants/rfc3986.js";

// RFC 3986 §5.4.2 also lists http:g: absolute for a strict parser (the library's default).
const section5_4 = {
  base: rfc3986Section5_4_1.base,
  normal: rfc3986Section5_4_1.cases,
  abnormal: rfc3986Section5_4_2Strict.cases,
};
import { explainerOf } from "../src/explain/explainer.js";
import { explainFailure } from "../src/explain/failure.js";
import { grammarDiff } from "../src/explain/grammar-diff.js";
import { pegAstOf } from "../src/explain/peg-ast.js";
import { describeEvent, pegTrace, traceVerdict } from "../src/explain/peg-trace.js";
import { loadSource } from "../src/explain/sources.js";
import { normalizationSteps, resolutionSteps } from "../src/explain/steppers.js";
import { diffSideHeading, repairsHeading } from "../src/explain/text.js";
import { lint } from "../src/lint/index.js";
import { normalize, parse } from "../src/index.js";
import { ALL_VARIANTS, rfc1738, rfc2396, rfc3986, urlDraft1994 } from "../src/variants/all.js";
import type { Variant } from "../src/variants/types.js";

const ROOT = join(import.meta.dirname, "..");
const CHROMIUM = process.env.CHROMIUM ?? "/usr/bin/chromium";
const FIRST_VIEW_BUDGET = 80 * 1024;
const KEYSTROKES = 30;
const started = performance.now();
const results: { name: string; ok: boolean; detail: string }[] = [];
const check = (name: string, ok: boolean, detail = "") => {
  results.push({ name, ok, detail });
  console.log(ok ? `ok ${name}` : `not ok ${name}: ${detail.slice(0, 2000)}`);
};
const problems: string[] = [];
const measured: string[] = [];
/** EXPLORER_ONLY=plan,axe runs those sections only (for working on the page; CI runs them all). */
const ONLY = process.env.EXPLORER_ONLY?.split(",") ?? null;
const section = (name: string) => ONLY === null || ONLY.includes(name);

if (!existsSync(CHROMIUM)) {
  console.error(
    `check:explorer: no Chromium at ${CHROMIUM}. Install Debian's package as root: apt-get update && apt-get install -y chromium (or set CHROMIUM).`,
  );
  console.log("0 passed, 1 failed");
  process.exit(1);
}

const out = mkdtempSync(join(tmpdir(), "uri-grammar-explorer-"));
await build({
  configFile: join(ROOT, "explorer", "vite.config.ts"),
  logLevel: "error",
  build: { outDir: out },
});

const TYPES: Record<string, string> = { ".html": "text/html", ".js": "text/javascript", ".css": "text/css" };
const server: Server = createServer((request, response) => {
  const path = (request.url ?? "/").split(/[?#]/)[0]!.replace(/^\/$/, "/index.html");
  const file = join(out, path);
  if (!file.startsWith(out) || !existsSync(file)) {
    response.writeHead(404).end();
    return;
  }
  response.writeHead(200, {
    "content-type": `${TYPES[extname(file)] ?? "application/octet-stream"}; charset=utf-8`,
  });
  response.end(readFileSync(file));
});
await new Promise<void>((listening) => server.listen(0, "127.0.0.1", listening));
const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
const images = join(ROOT, "docs", "images");
mkdirSync(images, { recursive: true });

/** Gzipped size of a built file, as a server would send it (level 9). */
const gzipped = new Map<string, number>();
for (const file of walk(out))
  gzipped.set("/" + relative(out, file), gzipSync(readFileSync(file), { level: 9 }).length);
function* walk(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* walk(path);
    else yield path;
  }
}

type Meter = {
  ready: boolean;
  shows: number;
  updates: number[];
  frames: number[];
  compute: number[];
  derivation: unknown;
  diff: unknown;
  trace: unknown;
  shown: string;
  checks?: number[];
};

async function meter(page: Page): Promise<Meter> {
  return page.evaluate(() => (window as unknown as { __explorer: Meter }).__explorer);
}

/** Opens a state of the page (a fragment) and waits for its view to be shown. */
async function open(page: Page, fragment: string): Promise<void> {
  await page.goto(origin + "#" + fragment.replace(/^#/, ""));
  await page.waitForFunction(() => (window as unknown as { __explorer?: Meter }).__explorer?.ready === true);
  await settle(page);
}

/** Waits until the view has shown every state asked of it (ready again after an interaction). */
async function settle(page: Page): Promise<void> {
  await page.waitForFunction(() => (window as unknown as { __explorer: Meter }).__explorer.ready === true);
  // Lazy panels (the WHATWG reading, the code panel) finish in a later task.
  await page.evaluate(() => new Promise((done) => setTimeout(done, 30)));
  await page.waitForFunction(() => (window as unknown as { __explorer: Meter }).__explorer.ready === true);
}

/** Runs an interaction and waits for the view to show the state it made. */
async function act(page: Page, interaction: () => Promise<unknown>): Promise<void> {
  const before = (await meter(page)).shows;
  await interaction();
  await page.waitForFunction((n) => {
    const m = (window as unknown as { __explorer: Meter }).__explorer;
    return m.shows > n && m.ready;
  }, before);
  await settle(page);
}

const text = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((e) => (e as HTMLElement).innerText ?? e.textContent ?? "");

let browser: Browser | undefined;
try {
  browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
    ],
  });
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(`console error: ${message.text()}`);
  });

  // ---- Weight: the first view, and nothing fetched after it.
  if (section("weight")) {
    {
      const fetched: string[] = [];
      page.on("request", (r) => fetched.push(new URL(r.url()).pathname));
      await open(page, "view=derive");
      const first = [...fetched];
      await page.waitForTimeout(3000);
      const later = fetched.slice(first.length);
      const bytes = first.reduce((n, path) => n + (gzipped.get(path === "/" ? "/index.html" : path) ?? 0), 0);
      check(
        `first view: ${first.length} files, ${bytes.toLocaleString("en-US")} bytes gzipped (budget ${FIRST_VIEW_BUDGET.toLocaleString("en-US")})`,
        bytes <= FIRST_VIEW_BUDGET && first.length > 0,
        first.join(" "),
      );
      check("nothing is fetched in the 3 s after the first view", later.length === 0, later.join(" "));
      measured.push(`first view: ${bytes.toLocaleString("en-US")} bytes gzipped in ${first.length} files`);
      // Opening another view fetches that view's module; another variant, its grammar.
      fetched.length = 0;
      await act(page, () => page.click('#views a[data-view="normalize"]'));
      check(
        "opening Normalization fetches its own module, no grammar",
        fetched.length > 0 && fetched.every((p) => !/rfc(?!3986)\d{4}|draft|url-draft/.test(p)),
        fetched.join(" "),
      );
      page.removeAllListeners("request");
    }
  }
  // ---- Derivation: typing updates it; RFC 3986 §1.1.2's examples read as parse() reads them.
  if (section("derive")) {
    await open(page, "view=derive");
    {
      const wrong: string[] = [];
      for (const { input } of section1_1_2) {
        await act(page, () => page.fill("#input-input", input));
        const d = (await meter(page)).derivation as { accepted: boolean; components: Record<string, string> };
        const expected = Object.fromEntries(Object.entries(parse(input)).filter(([, v]) => v !== undefined));
        const hash = await page.evaluate(() => location.hash);
        if (
          !d.accepted ||
          JSON.stringify(Object.entries(d.components).sort()) !==
            JSON.stringify(Object.entries(expected).sort()) ||
          !hash.includes(encodeURIComponent(input).slice(0, 8))
        )
          wrong.push(`${input}: ${JSON.stringify(d.components)}`);
      }
      check(
        `derivation: typing each of RFC 3986 §1.1.2's ${section1_1_2.length} examples shows parse()'s components, and the address follows`,
        wrong.length === 0,
        wrong.join("; "),
      );
    }
    // The variant select, then back.
    await act(page, () => page.fill("#input-input", "http://a/b"));
    await act(page, () => page.selectOption("#select-variant", "rfc2396"));
    {
      const d = (await meter(page)).derivation as { variant: string; rule: string };
      check(
        "derivation: the variant select shows RFC 2396's derivation",
        d.variant === "rfc2396" && d.rule === "URI-reference",
        JSON.stringify(d),
      );
      await act(page, () => page.goBack());
      const back = (await meter(page)).derivation as { variant: string };
      check("derivation: back goes back to RFC 3986", back.variant === "rfc3986", JSON.stringify(back));
    }
    // The ribbon by keyboard.
    await open(page, "view=derive");
    {
      await page.focus("#ribbon");
      for (let i = 0; i < 6; i++) await page.keyboard.press("ArrowRight");
      const stack = await text(page, "#stack");
      await page.keyboard.press("End");
      const end = await text(page, "#stack");
      check(
        "ribbon: → six times shows the 7th character's rules; End the last",
        stack.includes("character 7 of 50") && stack.includes("host") && end.includes("character 50 of 50"),
        `${stack} | ${end}`,
      );
      await act(page, () => page.keyboard.press("Enter"));
      const hash = await page.evaluate(() => location.hash);
      check(
        "ribbon: Enter opens the innermost rule (fragment's ALPHA)",
        hash.includes("view=rule") && hash.includes("show=ALPHA"),
        hash,
      );
    }
    // Tab order: reading order, few stops.
    await open(page, "view=derive");
    {
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      const stops: { tag: string; id: string; text: string; index: number }[] = [];
      for (let k = 0; k < 150; k++) {
        await page.keyboard.press("Tab");
        const here = await page.evaluate(() => {
          const e = document.activeElement as HTMLElement | null;
          if (e === null || e === document.body) return null;
          const all = [...document.querySelectorAll("*")];
          return {
            tag: e.tagName,
            id: e.id,
            text: (e.textContent ?? "").slice(0, 30),
            index: all.indexOf(e),
          };
        });
        if (here === null || (stops.length > 0 && here.index <= stops[stops.length - 1]!.index)) break;
        stops.push(here);
      }
      const ribbonStop = stops.findIndex((s) => s.id === "ribbon");
      check(
        `Tab order: ${stops.length} stops through the derivation view, in document (reading) order, the ribbon one of them`,
        stops.length <= 60 && ribbonStop >= 0,
        stops.map((s) => `${s.tag}#${s.id}:${s.text}`).join(" | "),
      );
    }
    // The prose readings of RFC 3986 §3.2.2.
    await open(page, "view=derive&input=http%3A%2F%2F1.2.3.4%2F");
    {
      const whole = await text(page, ".readings");
      await act(page, () => page.fill("#input-input", "http://1.2.3.4x/"));
      const prefix = await text(page, ".readings");
      check(
        'RFC 3986 §3.2.2: "1.2.3.4" also a reg-name, rejected; typing an x: IPv4address reads only "1.2.3.4"',
        whole.includes("also a reg-name") && prefix.includes("IPv4address reads only 1.2.3.4"),
        `${whole} | ${prefix}`,
      );
    }
    // Failure: the repairs, worded as the command line words them.
    await open(page, "view=derive");
    {
      await act(page, () => page.fill("#input-input", "http://[fe80"));
      const f = explainFailure(rfc3986 as Variant, "http://[fe80")!;
      const heading = await text(page, ".repairs-heading");
      const listed = await page.locator("a.repair").allTextContents();
      check(
        'failure of http://[fe80: the repairs heading and list are explain\'s (delete "[" among them)',
        heading.toLowerCase().startsWith(repairsHeading(f).toLowerCase()) &&
          JSON.stringify(listed) === JSON.stringify(f.repairs.map((r) => r.description)) &&
          listed.includes('delete "["'),
        `${heading} | ${listed.join(", ")}`,
      );
      await page.screenshot({ path: join(images, "explorer-failure.png"), fullPage: true });
      await act(page, () => page.locator("a.repair", { hasText: 'delete "["' }).click());
      const d = (await meter(page)).derivation as { accepted: boolean; input: string };
      check(
        "following a repair gives a valid input",
        d.accepted && d.input === "http://fe80",
        JSON.stringify(d.input),
      );
      await act(page, () => page.goBack());
      const back = (await meter(page)).derivation as { input: string };
      check("back returns to the failing input", back.input === "http://[fe80", back.input);
      await page.click(".others-button");
      await page.waitForFunction(
        () =>
          !document.querySelector(".others")?.textContent?.includes("Checking") &&
          !document.querySelector(".others button"),
      );
      check("the other generations are checked when asked", (await text(page, ".others")).length > 0);
    }
    // The browser's URL beside the RFC's.
    {
      const wrong: string[] = [];
      for (const input of [
        "http://0x7f.1/",
        "http://a\\b/",
        "https://example.com:443/a/../b",
        "ws://[::1]:80/",
        "ftp://u:p@h/f",
        "file:///etc/hosts",
      ]) {
        await open(page, `view=derive&input=${encodeURIComponent(input)}`);
        await page.waitForSelector("#whatwg table, #whatwg .verdict");
        const shown = await page
          .locator("#whatwg [data-code]")
          .evaluateAll((es) => es.map((e) => (e as HTMLElement).dataset.code));
        const expected = lint(input, { whatwg: URL as never })
          .map((f) => f.code)
          .filter((c) =>
            [
              "whatwg-host",
              "whatwg-path",
              "whatwg-rejects",
              "whatwg-accepts",
              "backslash",
              "ipv4-rare-form",
            ].includes(c),
          );
        if (!expected.every((c) => shown.includes(c)))
          wrong.push(`${input}: shown ${shown.join(",")}, lint ${expected.join(",")}`);
        if (input === "http://0x7f.1/") {
          const body = await text(page, "#whatwg");
          if (!body.includes('"127.0.0.1"') || !body.includes('"0x7f.1"')) wrong.push(`${input}: ${body}`);
          await page.locator("#whatwg").screenshot({ path: join(images, "explorer-whatwg.png") });
        }
      }
      await open(page, "view=derive&input=mailto%3Aa%40b");
      const none = await page.locator("#whatwg").count();
      check(
        "the browser's URL beside the RFC for http(s), ws(s), ftp and file, with lint's findings where they disagree (none for mailto:)",
        wrong.length === 0 && none === 0,
        wrong.join("; "),
      );
    }
    await open(page, "view=derive");
    await page.screenshot({ path: join(images, "explorer-derivation.png"), fullPage: true });
  }
  // ---- Invalid link parameters are said on the page.
  if (section("links")) {
    {
      const wrong: string[] = [];
      for (const [fragment, says] of [
        ["view=derive&variant=rfc9999", "rfc9999"],
        ["view=derive&rule=Nope", 'no start rule "Nope"'],
        ["view=nope", 'no view "nope"'],
        ["view=rule&show=nope", 'no rule "nope"'],
        ["view=diff&a=rfc0000", "rfc0000"],
        ["view=resolve&alg=rfc9", "rfc9"],
        ["view=steps&step=x", "step"],
        ["view=derive&colour=red", 'no parameter "colour"'],
      ] as const) {
        await open(page, fragment);
        const shown = await page
          .locator("#problems")
          .evaluate((e) => ((e as HTMLElement).hidden ? "" : (e.textContent ?? "")));
        if (!shown.includes(says)) wrong.push(`${fragment}: ${JSON.stringify(shown)}`);
      }
      await open(page, "view=derive");
      const clear = await page.locator("#problems").evaluate((e) => (e as HTMLElement).hidden === true);
      check(
        "an unknown variant, rule, view, algorithm, step or parameter in a link is said on the page (and a good link says nothing)",
        wrong.length === 0 && clear,
        wrong.join("; "),
      );
    }
  }
  // ---- Steps: forward and back by keyboard, the steps explain --steps prints.
  if (section("steps")) {
    {
      const input = "http://1.2.3.4x/";
      await open(page, `view=steps&input=${encodeURIComponent(input)}`);
      const trace = pegTrace(await pegAstOf((await loadSource("rfc3986")).peggy), "URI_reference", input);
      await page.focus("#stepper");
      const seen: string[] = [];
      for (let k = 0; k < 8; k++) {
        seen.push(await text(page, "#step-now"));
        await act(page, () => page.keyboard.press("ArrowRight"));
      }
      const expected = trace.events.slice(0, 8).map((_, i) => describeEvent(trace, i).text);
      const same = expected.every((t, i) => seen[i]!.includes(t));
      await act(page, () => page.keyboard.press("ArrowLeft"));
      const back = await text(page, "#step-now");
      await act(page, () => page.keyboard.press("End"));
      const counter = await text(page, ".step-counter");
      const verdict = await text(page, ".verdict");
      check(
        `steps: → eight times shows explain --steps' first 8 steps, ← one back, End the last (${trace.events.length})`,
        same &&
          back.includes(expected[7]!) &&
          counter === `Step ${trace.events.length} of ${trace.events.length}` &&
          verdict.startsWith(traceVerdict(trace)),
        `${seen.join(" / ")} | ${back} | ${counter} | ${verdict}`,
      );
      await act(page, () => page.keyboard.press("Home"));
      await act(page, () => page.keyboard.press("PageDown"));
      const rule = await text(page, "#step-now");
      await act(page, () => page.selectOption("#select-grain", "rules"));
      const rules = trace.events.filter((e) => ["enter", "match", "fail"].includes(e.kind)).length;
      const rc = await text(page, ".step-counter");
      check(
        "steps: Page Down goes to the next rule entered; the grain select counts rule events only",
        /^Enter/.test(rule) && rc === `Step 1 of ${rules}`,
        `${rule} | ${rc}`,
      );
      await open(page, "view=steps&input=http%3A%2F%2F%5B%3A%3A1%2Fx");
      const failing = await text(page, ".verdict");
      check(
        "steps: a failing input runs up to where it fails (offset 11)",
        failing.includes("the furthest offset a test failed at is 11"),
        failing,
      );
      await open(page, "view=steps&input=http%3A%2F%2F1.2.3.4x%2F&step=344");
      await page.screenshot({ path: join(images, "explorer-steps.png"), fullPage: true });
    }
  }
  // ---- The rule, and the code it becomes.
  if (section("rule")) {
    {
      await open(page, "view=rule&show=host&input=http%3A%2F%2F1.2.3.4x%2F");
      await page.waitForSelector("#code .dfa-diagram svg");
      const rule = await page.evaluate(() => ({
        svg: document.querySelectorAll(".railroad svg").length,
        used: [...document.querySelectorAll(".railroad g.used text")].map((t) => t.textContent),
        departure: document.querySelector(".departure")?.textContent ?? "",
      }));
      check(
        "rule view of host: railroad with reg-name lit (not IPv4address), the departure and its counterexample",
        rule.svg >= 1 &&
          rule.used.includes("reg-name") &&
          !rule.used.includes("IPv4address") &&
          rule.departure.includes("Counterexample"),
        JSON.stringify(rule),
      );
      await page.screenshot({ path: join(images, "explorer-rule.png"), fullPage: false });
      await open(page, "view=rule&show=dec-octet&input=http%3A%2F%2F250.1.1.1%2F");
      await page.waitForSelector("#code .dfa-diagram svg");
      const code = await text(page, "#code");
      await page.focus(".run");
      await act(page, () => page.keyboard.press("ArrowRight"));
      await act(page, () => page.keyboard.press("ArrowRight"));
      const position = await text(page, ".run-position");
      const current = await page.locator("svg.dfa g.current").getAttribute("data-state");
      const row = await text(page, "table.transitions tr.current th");
      const now = await text(page, ".peg-run .now");
      check(
        'code of dec-octet: peggy\'s function, the 6-state DFA; → → puts the DFA in state 5 (diagram, table) and the PEG run at "25"',
        code.includes("function peg$parsedec_octet()") &&
          code.includes("Its minimal DFA: 6 states") &&
          position.includes("2 of 3 characters read; the DFA is in state 5") &&
          current === "5" &&
          row.startsWith("5") &&
          now.includes('"25" matches "25"'),
        `${position} | ${current} | ${row} | ${now}`,
      );
      await page.locator("#code").screenshot({ path: join(images, "explorer-code.png") });
      await open(page, "view=rule&show=ALPHA&input=a");
      await page.waitForSelector("#code .dfa-diagram svg");
      check(
        "code of ALPHA (no start rule): its DFA compiled in the page",
        (await text(page, "#code")).includes("compiled in the page by the project's compiler"),
      );
      // The rule select and a railroad box are states too.
      await open(page, "view=rule&show=host");
      await act(page, () => page.selectOption("#select-show", "port"));
      const title = await text(page, ".rule-title");
      check("rule view: the rule select shows the rule", title.startsWith("port"), title);
    }
  }
  // ---- Edit a rule: the check in the page, a link that carries the edit.
  if (section("edit")) {
    {
      await open(page, "view=edit&show=host");
      await page.waitForSelector("#check-status[data-done]", { timeout: 120_000 });
      const own = await text(page, "#check-result");
      const editStarted = Date.now();
      await act(page, () => page.fill("#input-peg", "host\n  = $(IP_literal / IPv4address / reg_name)"));
      await page.waitForSelector("#check-status[data-done]", { timeout: 120_000 });
      const wall = Date.now() - editStarted;
      const result = await text(page, "#check-result");
      const link = await page.evaluate(() => location.hash);
      const checks = (await meter(page)).checks ?? [];
      measured.push(
        `edit to counterexample (host without its guard): ${checks.at(-1)?.toFixed(0)} ms in the page (${wall} ms by the harness's clock)`,
      );
      check(
        "edit: the grammar's own host agrees (proved); without !reg_name_char the page finds the counterexample 0.0.0.0a, and the address carries the edit",
        own.includes("accept the same strings") &&
          result.includes('They disagree on "0.0.0.0a"') &&
          link.includes("peg="),
        `${own} | ${result} | ${link}`,
      );
      await page.screenshot({ path: join(images, "explorer-edit.png"), fullPage: true });
      const other = await context.newPage();
      await other.goto(origin + link);
      await other.waitForSelector("#check-status[data-done]", { timeout: 120_000 });
      check(
        "edit: the link opened elsewhere shows the same edit and counterexample",
        (await text(other, "#check-result")).includes('They disagree on "0.0.0.0a"'),
      );
      await other.close();
      await open(page, "view=edit&show=dec-octet");
      const before = await page.locator(".railroad svg rect").count();
      await act(page, () => page.fill("#input-abnf", 'dec-octet     = DIGIT / %x31-39 DIGIT / "1" 2DIGIT'));
      const after = await page.locator(".railroad svg rect").count();
      await page.waitForSelector("#check-status[data-done]", { timeout: 120_000 });
      const abnf = await text(page, "#check-result");
      check(
        "edit: a changed ABNF rule redraws its railroad and the check finds where the PEG now disagrees",
        after < before && abnf.includes("They disagree on"),
        `${before} → ${after} | ${abnf}`,
      );
    }
  }
  // ---- Resolution: every RFC 3986 §5.4 example by its button; the §5.2.4 rows are resolve --explain's.
  if (section("resolve")) {
    {
      await open(page, "view=resolve&ref=g");
      const wrong: string[] = [];
      for (const [ref, target] of [...section5_4.normal, ...section5_4.abnormal]) {
        await act(page, () =>
          page
            .locator(".examples button", { hasText: JSON.stringify(ref) })
            .filter({ hasText: new RegExp(`^${escapeRe(JSON.stringify(ref))}$`) })
            .click(),
        );
        const got = await page.evaluate(() => ({
          targets: [...document.querySelectorAll("[data-target]")].map(
            (e) => (e as HTMLElement).dataset.target,
          ),
          rows: [...document.querySelectorAll(".step-col:last-child table.buffers tbody tr")].map((tr) =>
            [...tr.children].map((c) => c.textContent ?? ""),
          ),
        }));
        const steps = resolutionSteps(rfc3986 as Variant, section5_4.base, ref);
        const rows = steps.steps
          .filter((s) => s.id.startsWith("5.2.4 ") && s.id !== "5.2.4 remove_dot_segments")
          .map((s) => [s.id.slice(6) === "1" ? "1." : s.id.slice(6), s.values!.output!, s.values!.input!]);
        if (got.targets[2] !== target) wrong.push(`${ref} → ${got.targets[2]} (RFC: ${target})`);
        if (JSON.stringify(got.rows) !== JSON.stringify(rows))
          wrong.push(`${ref}: rows ${JSON.stringify(got.rows)} vs ${JSON.stringify(rows)}`);
      }
      check(
        `resolution: each of RFC 3986 §5.4's ${section5_4.normal.length + section5_4.abnormal.length} example buttons shows the RFC's target and resolve --explain's §5.2.4 rows`,
        wrong.length === 0,
        wrong.join("; "),
      );
      // §5.2.4's own table, typed.
      await act(page, () => page.fill("#input-ref", "/a/b/c/./../../g"));
      const table = await page.evaluate(() =>
        [...document.querySelectorAll(".step-col:last-child table.buffers tbody tr")].map((tr) =>
          [...tr.children].map((c) => c.textContent),
        ),
      );
      const printed = rfc3986Section5_2_4Tables[0]!.map(([s, o, i]) => [s === "1" ? "1." : s, o, i]);
      check(
        "resolution: typing /a/b/c/./../../g shows RFC 3986 §5.2.4's printed table",
        JSON.stringify(table) === JSON.stringify(printed),
        JSON.stringify(table),
      );
      // Typing the base; the algorithm select; back.
      await act(page, () => page.fill("#input-ref", "../../g"));
      await act(page, () => page.fill("#input-base", "http://a/b/c/d?q"));
      const typed = await page.evaluate(() =>
        [...document.querySelectorAll("[data-target]")].map((e) => (e as HTMLElement).dataset.target),
      );
      await act(page, () => page.selectOption("#select-alg", "draft-fielding-uri-rfc2396bis-01"));
      const alone = await page.evaluate(() => document.querySelectorAll(".step-col").length);
      await act(page, () => page.goBack());
      const sideBySide = await page.evaluate(() => document.querySelectorAll(".step-col").length);
      check(
        "resolution: typing the base updates the targets; the algorithm select shows one column; back shows three",
        typed[2] === "http://a/g" && alone === 1 && sideBySide === 3,
        `${typed} ${alone} ${sideBySide}`,
      );
      // RFC 1808 and RFC 2396 beside RFC 3986.
      await open(page, "view=resolve&ref=%3Fy");
      const older = await page.evaluate(() =>
        [...document.querySelectorAll("[data-target]")].map((e) => (e as HTMLElement).dataset.target),
      );
      check(
        "RFC 1808 and RFC 2396 beside RFC 3986 for ?y (RFC 2396 Appendix C)",
        older[0] === "http://a/b/c/d;p?y" && older[1] === "http://a/b/c/?y",
        older.join(", "),
      );
      await open(page, "view=resolve&ref=.%2Fg%2F.");
      await page.screenshot({ path: join(images, "explorer-resolve.png"), fullPage: true });
    }
  }
  // ---- Normalization.
  if (section("normalize")) {
    {
      await open(page, "view=normalize");
      const wrong: string[] = [];
      for (const input of [
        "HTTP://Example.COM:80/%7euser/./a/../b",
        "http://a/%7Ea%2fb?%61#%7e",
        "HTTPS://a:443",
      ]) {
        await act(page, () => page.fill("#input-input", input));
        for (const level of ["syntax", "scheme"] as const) {
          await act(page, () => page.selectOption("#select-level", level));
          const shown = await page.locator("[data-normalized]").getAttribute("data-normalized");
          if (shown !== normalize(input, { level })) wrong.push(`${input} ${level}: ${shown}`);
          const steps = normalizationSteps(rfc3986 as Variant, input, level).steps.filter(
            (s) => !s.id.startsWith("5.2.4"),
          ).length;
          if ((await page.locator("table.normalize tbody tr").count()) !== steps)
            wrong.push(`${input} ${level}: rows`);
        }
      }
      await act(page, () => page.locator(".examples button").first().click());
      const clicked = await page.locator("[data-normalized]").getAttribute("data-normalized");
      check(
        "normalization: typing and the level select show normalize --explain's steps and normal form; an example button too",
        wrong.length === 0 && clicked === "http://example.com/~user/b",
        wrong.join("; "),
      );
      await page.screenshot({ path: join(images, "explorer-normalize.png"), fullPage: true });
    }
  }
  // ---- Grammar diff: the witnesses and the words of diff --grammar; like rules; its own rules.
  if (section("diff")) {
    {
      await open(page, "view=derive&rule=IPv6address&input=%3A%3A1");
      await act(page, () => page.click('#views a[data-view="diff"]'));
      const d = (await meter(page)).diff as { a: { rule: string }; b: { rule: string } };
      check(
        "diff: opened after a derivation of IPv6address, it compares references (no start rule inherited)",
        d.a.rule === "URI-reference" && d.b.rule === "URI-reference",
        JSON.stringify(d),
      );
      const expected = grammarDiff(rfc2396 as Variant, rfc3986 as Variant, { limit: 12 });
      const shown = await page.evaluate(() =>
        [...document.querySelectorAll(".diff-col")].map((c) => ({
          says: c.querySelector(".diff-says")?.textContent ?? "",
          items: [...c.querySelectorAll("li code")].map((x) => JSON.parse(x.textContent!) as string),
        })),
      );
      const heading = (which: "a" | "b") =>
        diffSideHeading(expected, which).split(": ").slice(1).join(": ").toLowerCase();
      check(
        "diff rfc2396 / rfc3986: the witnesses and the wording are diff --grammar's (one shortest string per pair of states, the pairs counted)",
        JSON.stringify(shown.map((s) => s.items)) === JSON.stringify([expected.onlyA, expected.onlyB]) &&
          shown[0]!.says.toLowerCase().startsWith(heading("a")) &&
          shown[1]!.says.toLowerCase().startsWith(heading("b")),
        JSON.stringify(shown),
      );
      await page.screenshot({ path: join(images, "explorer-diff.png"), fullPage: true });
      await act(page, () => page.selectOption("#select-witnesses", "length"));
      const length = grammarDiff(rfc2396 as Variant, rfc3986 as Variant, { limit: 12, witnesses: "length" });
      const listed = await page.locator('.diff-col[data-side="a"] li code').allTextContents();
      check(
        'diff: witnesses "length" lists every string of the shortest length, as diff --grammar --witnesses length',
        JSON.stringify(listed.map((x) => JSON.parse(x))) === JSON.stringify(length.onlyA),
        listed.join(" "),
      );
      await act(page, () => page.selectOption("#select-a", "url-draft-1994"));
      await act(page, () => page.selectOption("#select-b", "rfc1738"));
      const like = (await meter(page)).diff as { a: { rule: string }; b: { rule: string } };
      const same = grammarDiff(urlDraft1994 as Variant, rfc1738 as Variant);
      check(
        "diff url-draft-1994 / rfc1738: like with like (url with url)",
        like.a.rule === "url" && like.b.rule === "url" && same.a.rule === "url",
        JSON.stringify(like),
      );
      await act(page, () => page.locator(".corresponding-table a", { hasText: "the host" }).click());
      const host = (await meter(page)).diff as { a: { rule: string }; b: { rule: string } };
      check(
        "diff: a part in the table of corresponding rules compares those rules",
        host.a.rule === "host" && host.b.rule === "host",
        JSON.stringify(host),
      );
    }
  }
  // ---- The lecture plan of docs/teaching.md, step by step.
  if (section("plan")) {
    {
      const plan = readFileSync(join(ROOT, "docs", "teaching.md"), "utf8");
      const steps = plan.split(/^### /m).slice(1);
      let passed = 0;
      const wrong: string[] = [];
      for (const step of steps) {
        const title = step.split("\n")[0]!;
        let where = "";
        const commands = [...step.matchAll(/<!-- check: (\w+) (.*?) -->/g)].map(
          (m) => [m[1]!, m[2]!] as const,
        );
        try {
          for (const [command, argument] of commands) {
            where = `${command} ${argument}`;
            const [selector, value] = argument.split(" :: ") as [string, string | undefined];
            if (command === "open") await open(page, selector);
            else if (command === "expect") {
              await page.waitForFunction(
                ([sel, want]) =>
                  [...document.querySelectorAll(sel!)].some(
                    (e) =>
                      (e.textContent ?? "").includes(want!) ||
                      ((e as HTMLElement).innerText ?? "").includes(want!),
                  ),
                [selector, value],
                { timeout: 60_000 },
              );
            } else if (command === "press") {
              // A key may change the state (the stepper, the run) or only the view (the ribbon).
              const [key, times] = value!.split(" x");
              await page.focus(selector);
              for (let k = 0; k < Number(times ?? 1); k++) {
                await page.keyboard.press(key!);
                await settle(page);
              }
            } else if (command === "type") await act(page, () => page.fill(selector, value!));
            else if (command === "click") await act(page, () => page.locator(selector).first().click());
            else if (command === "select") await act(page, () => page.selectOption(selector, value!));
            else if (command === "wait") await page.waitForSelector(selector, { timeout: 120_000 });
            else throw new Error(`unknown command ${command}`);
          }
          const banner = await page
            .locator("#problems")
            .evaluate((e) => ((e as HTMLElement).hidden ? "" : (e.textContent ?? "")));
          if (banner !== "") throw new Error(`the page says: ${banner}`);
          if (commands.length === 0) throw new Error("no check: comments");
          passed++;
        } catch (error) {
          wrong.push(`${title}: ${where}: ${(error as Error).message.split("\n")[0]}`);
        }
      }
      check(
        `docs/teaching.md: ${passed} of the ${steps.length} steps of the lecture plan work by interaction`,
        passed === steps.length && steps.length >= 10,
        wrong.join("; "),
      );
    }
  }
  // ---- axe-core on every view.
  if (section("axe")) {
    {
      const states = [
        "view=derive",
        "view=derive&input=http%3A%2F%2F%5Bfe80",
        "view=derive&input=http%3A%2F%2F0x7f.1%2F",
        "view=steps&input=http%3A%2F%2F1.2.3.4x%2F&step=344",
        "view=rule&show=host&input=http%3A%2F%2F1.2.3.4x%2F",
        "view=rule&show=dec-octet&input=http%3A%2F%2F250.1.1.1%2F&pos=2",
        "view=edit&show=host&peg=host%0A%20%20%3D%20%24(IP_literal%20%2F%20IPv4address%20%2F%20reg_name)",
        "view=resolve&ref=.%2Fg%2F.",
        "view=resolve&alg=url-draft-1993&base=http%3A%2F%2Fa%2Fb%2Fc%2Fd%3Fq&ref=..%2Fg",
        "view=normalize&input=HTTP%3A%2F%2FExample.COM%3A80%2F%257euser%2F.%2Fa%2F..%2Fb",
        "view=diff",
        "view=derive&variant=rfc9999",
      ];
      const wrong: string[] = [];
      for (const state of states) {
        await open(page, state);
        if (state.startsWith("view=edit"))
          await page.waitForSelector("#check-status[data-done]", { timeout: 120_000 });
        if (state.startsWith("view=rule")) await page.waitForSelector("#code .dfa-diagram svg");
        if (state.includes("0x7f")) await page.waitForSelector("#whatwg table");
        const axe = await new AxeBuilder({ page }).analyze();
        for (const v of axe.violations)
          wrong.push(
            `${state}: ${v.id} (${v.nodes.length}: ${v.nodes
              .slice(0, 3)
              .map((n) => n.target.join(" "))
              .join(", ")})`,
          );
      }
      check(
        `axe-core: no violation on ${states.length} states of the ${7} views (WCAG AA contrast among the rules)`,
        wrong.length === 0,
        wrong.join("; "),
      );
    }
  }
  // ---- A phone, and a projector.
  if (section("devices")) {
    {
      const phone = await browser.newContext({
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
      });
      const p = await phone.newPage();
      const wrong: string[] = [];
      for (const view of ["derive", "steps", "rule", "edit", "resolve", "normalize", "diff"]) {
        await open(p, `view=${view}&input=http%3A%2F%2F%5B%3A%3A1%5D%3A80%2Fa%3Fb%23c`);
        const over = await p.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        if (over > 1) wrong.push(`${view}: ${over} px too wide`);
        if (view === "derive")
          await p.screenshot({ path: join(images, "explorer-narrow.png"), fullPage: false });
      }
      await phone.close();
      check(
        "a phone (390 × 844): no view scrolls sideways (wide tables and the ribbon scroll inside themselves)",
        wrong.length === 0,
        wrong.join("; "),
      );
      const projector = await browser.newContext({
        viewport: { width: 720, height: 450 },
        deviceScaleFactor: 2,
      });
      const q = await projector.newPage();
      await open(q, "view=derive");
      const cut = await q.evaluate(() =>
        [...document.querySelectorAll(".ribbon .node")]
          .filter((e) => (e as HTMLElement).scrollWidth > (e as HTMLElement).clientWidth + 1)
          .map((e) => e.textContent),
      );
      const labels = await q.locator(".ribbon .node").count();
      await projector.close();
      check(
        `a projector (200% zoom): every ribbon label drawn is whole (${labels} labels)`,
        cut.length === 0 && labels > 0,
        cut.join(", "),
      );
    }
  }
  // ---- Keystroke to frame on 2 KB inputs (measured, printed).
  if (section("timing")) {
    {
      const long = "http://example.com/" + "seg%20x/".repeat(248) + "?q=1";
      const timings: [string, string, string][] = [
        ["derivation", `view=derive&input=${encodeURIComponent(long)}`, "#input-input"],
        [
          "failure",
          `view=derive&input=${encodeURIComponent(long.replace("http://", "http://["))}`,
          "#input-input",
        ],
        ["rule", `view=rule&show=segment&input=${encodeURIComponent(long)}`, "#input-input"],
        ["steps", `view=steps&input=${encodeURIComponent(long)}`, "#input-input"],
        ["resolution", `view=resolve&ref=${encodeURIComponent("g/" + "./a/../".repeat(292))}`, "#input-ref"],
        [
          "normalization",
          `view=normalize&input=${encodeURIComponent("HTTP://A/" + "%7e/./a/../".repeat(186))}`,
          "#input-input",
        ],
      ];
      for (const [view, state, selector] of timings) {
        await open(page, state);
        await page.evaluate(() => {
          const m = (window as unknown as { __explorer: Meter }).__explorer;
          m.updates = [];
          m.frames = [];
          m.compute = [];
        });
        await page.focus(selector);
        await page.keyboard.press("End");
        await page.keyboard.type("x".repeat(KEYSTROKES), { delay: 40 });
        await page.waitForTimeout(500);
        const m = await meter(page);
        const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;
        measured.push(
          `${view.padEnd(14)} keystroke → next frame: median ${median(m.frames).toFixed(1)} ms, laid out ${median(m.updates).toFixed(1)} ms (of which the library ${median(m.compute).toFixed(1)} ms), ${m.frames.length} keystrokes`,
        );
        // Keystrokes typed while the view works are shown together (the latest state): what counts
        // is that the view ends on the last one.
        const last = await page.inputValue(selector);
        const hash = await page.evaluate(() => location.hash);
        const shownLast = (await meter(page)).shown === hash;
        check(
          `${view}: ${KEYSTROKES} keystrokes on a 2 KB input, each painted, the view showing the last (${m.updates.length} updates)`,
          last.endsWith("x".repeat(KEYSTROKES)) &&
            shownLast &&
            m.frames.length === KEYSTROKES &&
            m.updates.length >= 1,
          `${m.frames.length} frames, ${m.updates.length} updates`,
        );
      }
    }
  }
  void ALL_VARIANTS;
  void explainerOf;
} catch (error) {
  problems.push(`the check did not finish: ${(error as Error).message.split("\n").slice(0, 3).join(" ")}`);
} finally {
  await browser?.close();
  server.close();
  rmSync(out, { recursive: true, force: true });
}

function escapeRe(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

for (const problem of problems) console.log(`not ok ${problem}`);
console.log("\nMeasured (printed, not asserted: the clock varies with the machine's load):");
for (const m of measured) console.log(`  ${m}`);
const failed = results.filter((r) => !r.ok).length + problems.length;
console.log(
  `\ncheck:explorer took ${((performance.now() - started) / 1000).toFixed(1)} s; screenshots in docs/images/`,
);
console.log(`${results.length - results.filter((r) => !r.ok).length} passed, ${failed} failed`);
if (failed > 0) process.exit(1);
