// `npm run bench [-- --rounds N] [-- --only isValid,parse,...,formats,calls,long,cold-start] [-- --no-scaling | --only-scaling]
//  [-- --no-semantic | --only-semantic] [-- --semantic-detail] [-- --no-interfaces | --only-interfaces]
//  [-- --no-format-scaling | --only-format-scaling] [-- --format-detail] [-- --compare] [-- --write-baseline]
//  [-- --write FILE]`
//
// Measures, in one process, uri-grammar beside the libraries users would otherwise pick, over a
// corpus of real URIs (bench/data/urls.txt: 31,760 strings harvested from documentation, not all
// valid) and base/reference pairs (bench/data/refs.tsv). Each round times one pass of every
// implementation over the whole corpus, in a rotating order (interleaved, so a slow phase of the
// machine hits all of them alike); after warm-up rounds, the median round is reported, in ns per
// item, with the ratio to uri-grammar (1.00 = as fast; 2.00 = takes twice as long); bench/harness.ts
// says how. Nothing here asserts a time. `--write FILE` writes what the run printed (its date, Node,
// the machine and its load, then the tables) into FILE's region `<!-- bench:begin -->` …
// `<!-- bench:end -->` (docs/speed.md).
//
// `--only calls`: every operation as users call it, beside the same call hoisted and beside its
// anchor (bench/calls.ts); `--only long`: a character's time on valid inputs of 1 KB to 10 MB beside
// a plain loop (bench/long.ts). After them, the speed targets (bench/targets.ts). `--compare`
// prints the ratios that moved since bench/baseline.json; `--write-baseline` writes it.
//
// `--only formats`: every JSON Schema format beside ajv-formats' (bench/formats.ts), and the formats'
// scaling sweep (`--only-format-scaling`).
import { readFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import Ajv from "ajv";
import addAjvFormats from "ajv-formats";
import { fullFormats } from "ajv-formats/dist/formats.js";

const ajvFormatsUri = fullFormats.uri as (s: string) => boolean;
import fastUri from "fast-uri";
import uriJsModule from "uri-js";
import * as hyperjump from "@hyperjump/uri";

const uriJs = uriJsModule as typeof import("uri-js");
import "../src/variants/all.js";
import { equivalent, isValid, normalize, resolve, safeParse, VARIANT_RECORDS } from "../src/index.js";
import { addFormats as addOurFormats } from "../src/ajv.js";
import { FAMILIES, operationOn, type Operation } from "../scripts/laws/families.js";
import { callRows, plainLoop } from "./calls.js";
import {
  attempt,
  keep,
  type Impl,
  measure as measureRounds,
  over,
  printRows,
  type Row,
  sinkValue,
} from "./harness.js";
import { longRows, printLongRows, type LongRow } from "./long.js";
import { compare, printTargets, ratiosOf, writeBaseline } from "./targets.js";
import { expand } from "../src/template/index.js";
import { matchWithStats } from "../src/template/match.js";
import { lint } from "../src/lint/index.js";
import { parseTemplate as parseUrlTemplate } from "url-template";
import * as uriTemplateLite from "uri-template-lite";
import { recordOutput, writeRegion } from "../scripts/doc-region.js";

const here = dirname(fileURLToPath(import.meta.url));
const { values } = parseArgs({
  options: {
    rounds: { type: "string" },
    only: { type: "string" },
    "no-scaling": { type: "boolean" },
    "only-scaling": { type: "boolean" },
    "no-semantic": { type: "boolean" },
    "only-semantic": { type: "boolean" },
    "semantic-detail": { type: "boolean" },
    compare: { type: "boolean" },
    "write-baseline": { type: "boolean" },
    "no-interfaces": { type: "boolean" },
    "only-interfaces": { type: "boolean" },
    "no-format-scaling": { type: "boolean" },
    "only-format-scaling": { type: "boolean" },
    "format-detail": { type: "boolean" },
    write: { type: "string" },
  },
});
const recorded = recordOutput();
const ROUNDS = Number(values.rounds ?? 9);
const WARMUP = 2;
const only = values.only?.split(",");

const urls = readFileSync(join(here, "data", "urls.txt"), "utf8")
  .split("\n")
  .filter(Boolean);
const refs = readFileSync(join(here, "data", "refs.tsv"), "utf8")
  .split("\n")
  .filter(Boolean)
  .map((l) => l.split("\t") as [string, string]);
const valid = urls.filter((u) => isValid(u, { rule: "URI" }));
const invalid = urls.filter((u) => !isValid(u));
const bothAccept = valid.filter((u) => URL.canParse(u));

const measure = (op: string, impls: Impl[]): Row[] => measureRounds(op, impls, ROUNDS, WARMUP);

const schema = { type: "string", format: "uri" };
const ajvTheirs = new Ajv.default();
(addAjvFormats as unknown as (ajv: InstanceType<typeof Ajv.default>) => void)(ajvTheirs);
const validateTheirs = ajvTheirs.compile(schema);
const ajvOurs = new Ajv.default({ validateFormats: true });
addOurFormats(ajvOurs);
const validateOurs = ajvOurs.compile(schema);

// RFC 6570 expansion over the uritemplate-test suite's examples (test/fixtures/uritemplate-test):
// every (template, variables) case that each implementation expands to one of the suite's answers,
// so that all do the same work. url-template and uri-template-lite are the registry's fastest
// JavaScript expanders we found; url-template's parsed template is reused, as its API invites.
type TemplateCase = { template: string; variables: Record<string, unknown>; answers: string[] };
const templateCases: TemplateCase[] = (() => {
  const dir = join(here, "..", "test", "fixtures", "uritemplate-test");
  const cases: TemplateCase[] = [];
  for (const file of ["spec-examples.json", "spec-examples-by-section.json", "extended-tests.json"]) {
    const groups = JSON.parse(readFileSync(join(dir, file), "utf8")) as Record<
      string,
      { variables: Record<string, unknown>; testcases: [string, string | string[] | false][] }
    >;
    for (const { variables, testcases } of Object.values(groups))
      for (const [template, answer] of testcases)
        if (answer !== false)
          cases.push({ template, variables, answers: Array.isArray(answer) ? answer : [answer] });
  }
  const lite = uriTemplateLite;
  const agree = (f: () => string, answers: string[]): boolean => {
    try {
      return answers.includes(f());
    } catch {
      return false;
    }
  };
  return cases.filter(
    (c) =>
      agree(() => expand(c.template, c.variables as never), c.answers) &&
      agree(() => parseUrlTemplate(c.template).expand(c.variables as never), c.answers) &&
      agree(() => lite.expand(c.template, c.variables), c.answers),
  );
})();
const urlTemplates = templateCases.map((c) => parseUrlTemplate(c.template));

const suites: Record<string, () => Row[]> = {
  isValid: () =>
    measure("isValid (rule URI)", [
      { name: "uri-grammar", items: urls.length, run: over(urls, (u) => keep(isValid(u, { rule: "URI" }))) },
      { name: "ajv-formats uri", items: urls.length, run: over(urls, (u) => keep(ajvFormatsUri(u))) },
      { name: "fast-uri parse", items: urls.length, run: over(urls, (u) => keep(!fastUri.parse(u).error)) },
      { name: "uri-js parse", items: urls.length, run: over(urls, (u) => keep(!uriJs.parse(u).error)) },
      {
        name: "@hyperjump/uri isUri",
        items: urls.length,
        run: over(urls, (u) => attempt(() => hyperjump.isUri(u))),
      },
      { name: "node URL.canParse", items: urls.length, run: over(urls, (u) => keep(URL.canParse(u))) },
      { name: "table lookup per char", items: urls.length, run: over(urls, (u) => keep(plainLoop(u))) },
    ]),
  parse: () =>
    measure("parse to components", [
      { name: "uri-grammar", items: urls.length, run: over(urls, (u) => keep(safeParse(u).ok)) },
      { name: "fast-uri", items: urls.length, run: over(urls, (u) => keep(fastUri.parse(u).host)) },
      { name: "uri-js", items: urls.length, run: over(urls, (u) => keep(uriJs.parse(u).host)) },
      {
        name: "@hyperjump/uri",
        items: urls.length,
        run: over(urls, (u) => attempt(() => hyperjump.parseUriReference(u))),
      },
      { name: "node URL", items: urls.length, run: over(urls, (u) => attempt(() => new URL(u).host)) },
    ]),
  errors: () =>
    measure(`error path (${invalid.length} invalid inputs, diagnostics)`, [
      {
        name: "uri-grammar safeParse",
        items: invalid.length,
        run: over(invalid, (u) => {
          const r = safeParse(u);
          keep(!r.ok && r.error.offset);
        }),
      },
      { name: "uri-grammar isValid", items: invalid.length, run: over(invalid, (u) => keep(isValid(u))) },
      {
        name: "fast-uri parse",
        items: invalid.length,
        run: over(invalid, (u) => keep(fastUri.parse(u).error)),
      },
    ]),
  resolve: () =>
    measure("resolve", [
      { name: "uri-grammar", items: refs.length, run: over(refs, ([b, r]) => attempt(() => resolve(b, r))) },
      { name: "fast-uri", items: refs.length, run: over(refs, ([b, r]) => keep(fastUri.resolve(b, r))) },
      { name: "uri-js", items: refs.length, run: over(refs, ([b, r]) => keep(uriJs.resolve(b, r))) },
      {
        name: "@hyperjump/uri",
        items: refs.length,
        run: over(refs, ([b, r]) => attempt(() => hyperjump.resolveUri(r, b))),
      },
      {
        name: "node URL",
        items: refs.length,
        run: over(refs, ([b, r]) => attempt(() => new URL(r, b).href)),
      },
    ]),
  normalize: () =>
    measure("normalize", [
      { name: "uri-grammar", items: valid.length, run: over(valid, (u) => attempt(() => normalize(u))) },
      { name: "fast-uri", items: valid.length, run: over(valid, (u) => keep(fastUri.normalize(u))) },
      { name: "uri-js", items: valid.length, run: over(valid, (u) => keep(uriJs.normalize(u))) },
      {
        name: "@hyperjump/uri",
        items: valid.length,
        run: over(valid, (u) => attempt(() => hyperjump.normalizeUri(u))),
      },
      { name: "node URL", items: valid.length, run: over(valid, (u) => attempt(() => new URL(u).href)) },
    ]),
  // Node's URL applies the scheme-based rules (lowercase host, default port, empty path → "/"), so
  // the like-for-like comparison is normalize at level "scheme", over the URIs both accept.
  normalizeScheme: () =>
    measure("normalize, scheme level (§6.2.3), URIs both accept", [
      {
        name: "uri-grammar",
        items: bothAccept.length,
        run: over(bothAccept, (u) => attempt(() => normalize(u, { level: "scheme" }))),
      },
      { name: "node URL", items: bothAccept.length, run: over(bothAccept, (u) => keep(new URL(u).href)) },
    ]),
  equal: () =>
    measure("compare (syntax level, each URI with its upper-cased-host twin)", [
      { name: "uri-grammar", items: valid.length, run: over(valid, (u) => attempt(() => equivalent(u, u))) },
      { name: "fast-uri", items: valid.length, run: over(valid, (u) => keep(fastUri.equal(u, u))) },
      { name: "uri-js", items: valid.length, run: over(valid, (u) => keep(uriJs.equal(u, u))) },
    ]),
  template: () => {
    const lite = uriTemplateLite;
    const n = templateCases.length;
    // Each pass expands every case 20 times: a round long enough to time.
    const passes = (f: () => void) => () => {
      for (let r = 0; r < 20; r++) f();
    };
    return measure(`RFC 6570 expand (${n} uritemplate-test cases all three expand alike)`, [
      {
        name: "uri-grammar expand",
        items: n * 20,
        run: passes(() => {
          for (const c of templateCases) keep(expand(c.template, c.variables as never));
        }),
      },
      {
        name: "url-template (parsed once)",
        items: n * 20,
        run: passes(() => {
          for (let i = 0; i < n; i++) keep(urlTemplates[i]!.expand(templateCases[i]!.variables as never));
        }),
      },
      {
        name: "url-template (parse + expand)",
        items: n * 20,
        run: passes(() => {
          for (const c of templateCases) keep(parseUrlTemplate(c.template).expand(c.variables as never));
        }),
      },
      {
        name: "uri-template-lite",
        items: n * 20,
        run: passes(() => {
          for (const c of templateCases) keep(lite.expand(c.template, c.variables));
        }),
      },
    ]);
  },
  ajv: () =>
    measure('Ajv validate { format: "uri" }', [
      { name: "Ajv + uri-grammar/ajv", items: urls.length, run: over(urls, (u) => keep(validateOurs(u))) },
      { name: "Ajv + ajv-formats", items: urls.length, run: over(urls, (u) => keep(validateTheirs(u))) },
    ]),
};

// Time per character of isValid and safeParse on adversarial inputs, from 1 KB to 10 MB: flat
// means linear. Some families are valid to the end (the whole input is read), some fail late.
function scaling(): void {
  const families: Record<string, (n: number) => string> = {
    '"/" run': (n) => "http://a" + "/".repeat(n),
    '":" run': (n) => "a:" + ":".repeat(n),
    '"%" run': (n) => "a:" + "%".repeat(n),
    '"%41" then "%4"': (n) => "a:" + "%41".repeat(Math.floor(n / 3)) + "%4",
    '"[" run': (n) => "http://" + "[".repeat(n),
    '"." run': (n) => "http://" + ".".repeat(n),
    "digits and dots": (n) => "http://" + "1.".repeat(n >> 1),
    "userinfo without @": (n) => "http://" + "a:".repeat(n >> 1) + "#",
    "IPv6 groups, no ]": (n) => "http://[" + "1:".repeat(n >> 1),
  };
  const sizes = [1e3, 1e4, 1e5, 1e6, 1e7];
  const operations: Record<string, (s: string) => unknown> = {
    isValid: (s) => isValid(s),
    safeParse: (s) => safeParse(s).ok,
  };
  console.log(
    "\n| operation | input | " +
      sizes.map((s) => `${s >= 1e6 ? s / 1e6 + " MB" : s / 1e3 + " KB"}`).join(" | ") +
      " |",
  );
  console.log("| --- | --- |" + sizes.map(() => " ---: |").join(""));
  for (const [operation, run] of Object.entries(operations))
    for (const [name, make] of Object.entries(families)) {
      const cells = sizes.map((n) => {
        const s = make(n);
        const reps = Math.max(1, Math.round(1e6 / n));
        keep(run(s));
        const start = process.hrtime.bigint();
        for (let i = 0; i < reps; i++) keep(run(s));
        return `${(Number(process.hrtime.bigint() - start) / reps / s.length).toFixed(1)} ns/char`;
      });
      console.log(`| ${operation} | ${name} | ${cells.join(" | ")} |`);
    }
}

// Time per character of the semantic operations of every variant on the adversarial families of
// scripts/laws/families.ts (dot runs, "../" after long bases, "a/../" after "x/" runs, long segments,
// percent-encodings, capital hosts, shared directories), from 1 KB to 10 MB: one row per operation
// and variant, each cell the slowest family at that size (the family named at 1 MB);
// --semantic-detail gives a row per family. A family the variant's grammar rejects, or an operation
// the variant does not have (a typed refusal), is left out. percentEncode and percentDecode read
// the same families as text. recompose is left out: it joins strings (the scaling test counts its
// work). Each cell is the fastest of several runs.
function semanticScaling(): void {
  // The inputs run to 10 MB: the garbage of one cell is collected before the next is timed.
  setFlagsFromString("--expose-gc");
  const collect = runInNewContext("gc") as () => void;
  const sizes = [1e3, 1e4, 1e5, 1e6, 1e7];
  const operations: Operation[] = [
    "resolve",
    "normalize",
    "equivalent",
    "relativize",
    "percentEncode",
    "percentDecode",
  ];
  const detail = values["semantic-detail"] === true;
  const label = (s: number) => (s >= 1e6 ? s / 1e6 + " MB" : s / 1e3 + " KB");
  console.log(
    `\n| operation | variant | ${detail ? "input" : "slowest input at 1 MB"} | ` +
      sizes.map(label).join(" | ") +
      " |",
  );
  console.log("| --- | --- | --- |" + sizes.map(() => " ---: |").join(""));
  for (const operation of operations)
    for (const record of VARIANT_RECORDS) {
      const rows = new Map<string, (number | undefined)[]>();
      for (const [family, make] of Object.entries(FAMILIES)) {
        const cells = sizes.map((n) => {
          const input = make(n);
          const run = operationOn(record, operation, input);
          if (run === undefined) return undefined;
          // The fastest of the runs (at least 7, 3 at 10 MB, about 1e6 characters in all): the
          // figure least disturbed by whatever else the machine is doing.
          const length = input.base.length + input.input.length;
          const reps = Math.max(n >= 1e7 ? 3 : 7, Math.round(1e6 / length));
          collect();
          let best = Infinity;
          for (let i = 0; i < reps; i++) {
            const start = process.hrtime.bigint();
            keep(run());
            best = Math.min(best, Number(process.hrtime.bigint() - start));
          }
          return best / length;
        });
        if (cells.some((c) => c !== undefined)) rows.set(family, cells);
      }
      if (rows.size === 0) continue;
      const format = (c: number | undefined) => (c === undefined ? "n/a" : `${c.toFixed(1)} ns/char`);
      if (detail) {
        for (const [family, cells] of rows)
          console.log(`| ${operation} | ${record.id} | ${family} | ${cells.map(format).join(" | ")} |`);
        continue;
      }
      const worst = sizes.map((_, k) => {
        const measured = [...rows.values()].flatMap((cells) => (cells[k] === undefined ? [] : [cells[k]!]));
        return measured.length === 0 ? undefined : Math.max(...measured);
      });
      const at1MB = sizes.indexOf(1e6);
      const slowest = [...rows].reduce((a, b) => ((b[1][at1MB] ?? 0) > (a[1][at1MB] ?? 0) ? b : a))[0];
      console.log(`| ${operation} | ${record.id} | ${slowest} | ${worst.map(format).join(" | ")} |`);
    }
}

// Time per character of the interfaces around the URI core on hostile inputs of their own, from
// 10 KB to 10 MB (issue 26: each grew 2× or more per 10× before): template expansion (long
// templates, long values), matching (a fixed template, a growing URI: linear in the URI), the
// compilation of a growing template for matching (linear in the template; about a kilobyte of
// memory a template character while it is built, so it stops at 100 KB here), and lint. Each
// cell is the fastest of several runs, in CPU time (user and system, process.cpuUsage: a machine
// shared with other work disturbs it less than the wall clock); flat means linear.
function interfaceScaling(): void {
  setFlagsFromString("--expose-gc");
  const collect = runInNewContext("gc") as () => void;
  const sizes = [1e4, 1e5, 1e6, 1e7];
  const label = (n: number) => (n >= 1e6 ? n / 1e6 + " MB" : n / 1e3 + " KB");
  const ideographs = (n: number) => {
    let s = "";
    for (let i = 0; i < n; i++) s += String.fromCodePoint(0x4e00 + (i % 20_000));
    return s;
  };
  type Row = [operation: string, input: string, make: (n: number) => [() => unknown, number] | undefined];
  const rows: Row[] = [
    [
      "expand",
      "`{?a,b}` repeated",
      (n) => {
        const t = "{?a,b}".repeat(n / 6);
        return [() => expand(t, { a: "1", b: "2" }), t.length];
      },
    ],
    [
      "expand",
      "`{x}`, a value of é",
      (n) => {
        const v = { x: "é".repeat(n) };
        return [() => expand("{x}", v), n];
      },
    ],
    [
      "expand",
      '`{+x}`, a value of "%41/"',
      (n) => {
        const v = { x: "%41/".repeat(n / 4) };
        return [() => expand("{+x}", v), n];
      },
    ],
    [
      "expand",
      "`{/x*}`, a list",
      (n) => {
        const v = { x: Array.from({ length: n / 2 }, () => "a") };
        return [() => expand("{/x*}", v), n];
      },
    ],
    [
      "expand",
      "`{?x*}`, an associative array",
      (n) => {
        const v = { x: Object.fromEntries(Array.from({ length: n / 8 }, (_, i) => ["k" + i, "v"])) };
        return [() => expand("{?x*}", v), n];
      },
    ],
    ...(
      [
        ["{/id*}", '"/" + "a/" run', (n: number) => "/" + "a/".repeat(n / 2)],
        ["{/id*}", '"a/" run + "!"', (n: number) => "/" + "a/".repeat(n / 2) + "!"],
        ["{a}{b}{c}{/d*}{?e*}", '"a" run + "!"', (n: number) => "a".repeat(n) + "!"],
        ["{?x*}", '"a=&" run + "="', (n: number) => "?" + "a=&".repeat(n / 3) + "="],
        ["{y}{x:9999}", '"a" run + "!"', (n: number) => "a".repeat(n) + "!"],
        ["{+x:9999}{+y}", '"%2541" run + "!"', (n: number) => "%2541".repeat(n / 5) + "!"],
        ["{.x*}", 'a growing key (".b" run)', (n: number) => ".b=1.a" + ".b".repeat(n / 2)],
        ["{?x*,y*,z}", '"x=1&" run', (n: number) => "?" + "x=1&".repeat(n / 4) + "z=2"],
      ] as const
    ).map(([template, input, make]): Row => [
      "match",
      `\`${template}\`, ${input}`,
      (n) => {
        const uri = make(n);
        return [() => matchWithStats(template, uri), uri.length];
      },
    ]),
    [
      "match: compile",
      "`{v0}{v1}…` (the template grows)",
      (n) => {
        if (n > 1e5) return undefined;
        const t = Array.from({ length: n / 6 }, (_, i) => `{v${i}}`).join("");
        // a template longer than the cache holds is compiled at every call
        return [() => matchWithStats(t, ""), t.length];
      },
    ],
    [
      "lint",
      '"%2e%2e/" run',
      (n) => {
        const u = "http://h/" + "%2e%2e/".repeat(n / 7);
        return [() => lint(u), u.length];
      },
    ],
    [
      "lint",
      '"a/" run',
      (n) => {
        const u = "http://h/" + "a/".repeat(n / 2);
        return [() => lint(u), u.length];
      },
    ],
    [
      "lint",
      '"%41" run',
      (n) => {
        const u = "http://h/" + "%41".repeat(n / 3);
        return [() => lint(u), u.length];
      },
    ],
    [
      "lint",
      "one host label of ideographs",
      (n) => {
        const u = "http://" + ideographs(n) + "/";
        return [() => lint(u), u.length];
      },
    ],
    [
      "lint",
      "host labels of 50 ideographs",
      (n) => {
        const u = "http://" + (ideographs(50) + ".").repeat(n / 51) + "a/";
        return [() => lint(u), u.length];
      },
    ],
    [
      "lint",
      "a path of ideographs",
      (n) => {
        const u = "http://a/" + ideographs(n);
        return [() => lint(u), u.length];
      },
    ],
    [
      "lint",
      'mixed directions ("\u05D0b/" run)',
      (n) => {
        const u = "http://a/" + "\u05D0b/".repeat(n / 3);
        return [() => lint(u), u.length];
      },
    ],
    [
      "lint",
      "not a URI (a long path, then a space)",
      (n) => {
        const u = "http://h/" + "a".repeat(n) + " ";
        return [() => lint(u), u.length];
      },
    ],
  ];
  console.log(`\n| operation | input | ${sizes.map(label).join(" | ")} |`);
  console.log("| --- | --- |" + sizes.map(() => " ---: |").join(""));
  for (const [operation, input, make] of rows) {
    const cells = sizes.map((n) => {
      const made = make(n);
      if (made === undefined) return "n/a";
      const [run, length] = made;
      // cpuUsage counts microseconds: at least a few milliseconds a run
      const reps = Math.max(n >= 1e7 ? 1 : 3, Math.round(1e6 / length));
      collect();
      let best = Infinity;
      for (let i = 0; i < reps; i++) {
        const start = process.cpuUsage();
        keep(run());
        const used = process.cpuUsage(start);
        best = Math.min(best, (used.user + used.system) * 1000);
      }
      return `${(best / length).toFixed(0)} ns/char`;
    });
    console.log(`| ${operation} | ${input} | ${cells.join(" | ")} |`);
  }
}

console.log(
  `uri-grammar bench, ${new Date().toISOString().slice(0, 10)}, node ${process.version}, ${cpus()[0]?.model ?? "cpu"} ×${cpus().length}`,
);
console.log(
  `load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(", ")} at the start`,
);
console.log(
  `corpus: ${urls.length} strings (${valid.length} valid URIs, ${invalid.length} not URI references), ${refs.length} resolution pairs; ${ROUNDS} rounds after ${WARMUP} warm-up, median\n`,
);
const rows: Row[] = [];
let long: LongRow[] = [];
let coldStartRatio: number | undefined;
const onlyOne =
  values["only-scaling"] ||
  values["only-semantic"] ||
  values["only-format-scaling"] ||
  values["only-interfaces"];
if (!onlyOne) {
  for (const [name, suite] of Object.entries(suites)) if (!only || only.includes(name)) rows.push(...suite());
  if (!only || only.includes("calls")) rows.push(...callRows({ urls, refs, bothAccept }, ROUNDS));
  if (rows.length > 0) printRows(rows);
  if (!only || only.includes("long")) printLongRows((long = longRows()));
}
if ((!only || only.includes("formats")) && !onlyOne) {
  const { formatsBeside } = await import("./formats.js");
  formatsBeside(ROUNDS);
}
if ((!only || only.includes("cold-start")) && !onlyOne) {
  const { coldStart } = await import("./cold-start.js");
  console.log(
    "\n| cold start (fresh process, median of 15) | CPU ms | × uri-grammar |\n| --- | ---: | ---: |",
  );
  const cold = coldStart(15);
  for (const row of cold) console.log(`| ${row.name} | ${row.median.toFixed(1)} | ${row.ratio.toFixed(2)} |`);
  coldStartRatio = 1 / cold[1]!.ratio;
}
if (rows.length > 0 || long.length > 0 || coldStartRatio !== undefined) {
  printTargets(rows, long, coldStartRatio);
  const ratios = ratiosOf(rows, long, coldStartRatio);
  const baseline = join(here, "baseline.json");
  if (values.compare) compare(baseline, ratios);
  if (values["write-baseline"])
    writeBaseline(baseline, {
      date: new Date().toISOString().slice(0, 10),
      node: process.version,
      cpu: `${cpus()[0]?.model ?? "cpu"} ×${cpus().length}`,
      load: Math.round(loadavg()[0]! * 10) / 10,
      ratios,
    });
}
if (values["only-interfaces"]) interfaceScaling();
else {
  if (!values["no-scaling"] && !values["only-semantic"] && !values["only-format-scaling"]) scaling();
  if (!values["no-semantic"] && !values["only-scaling"] && !values["only-format-scaling"]) semanticScaling();
  if (!values["no-interfaces"] && !onlyOne) interfaceScaling();
  if (
    values["only-format-scaling"] ||
    ((!only || only.includes("formats")) &&
      !values["no-format-scaling"] &&
      !values["only-scaling"] &&
      !values["only-semantic"])
  ) {
    const { formatScaling } = await import("./formats.js");
    formatScaling(values["format-detail"] === true);
  }
}
if (sinkValue() === Number.MIN_SAFE_INTEGER) console.log(sinkValue());
if (values.write !== undefined) {
  const args = process.argv.slice(2).filter((arg, i, all) => arg !== "--write" && all[i - 1] !== "--write");
  const command = `\`npm run bench${args.length > 0 ? ` -- ${args.join(" ")}` : ""}\``;
  await writeRegion(values.write, "bench", `${command}:\n\n${recorded.text()}`);
}
