// The scaling table of `match` (and a speed figure for `expand`), for the bench: run with
//   node --import ./scripts/register.mjs test/template/scaling.ts [--max-kb N]
// Steps are the Pike VM's (src/template/nfa.ts), w the work of reading the values back (units of
// src/semantics/work.ts), the time one run's wall clock: linear means the same steps and work (and
// about the same ns) per character at every length. Not part of `npm test`
// (test/template/scaling.test.ts and match.test.ts hold the counts; `npm run bench` the times).
import { expand } from "../../src/template/index.js";
import { matchWithStats } from "../../src/template/match.js";

const flag = process.argv.indexOf("--max-kb");
const maxKb = flag === -1 ? 1024 : Number(process.argv[flag + 1]);
const sizes = [1, 10, 100, 1024].filter((kb) => kb <= maxKb);

const cases: [string, string, (n: number) => string][] = [
  ["{/id*}", '"/" + "a/" run', (n) => "/" + "a/".repeat(n / 2)],
  ["{/id*}", '"/" + "a/" run + "!"', (n) => "/" + "a/".repeat(n / 2) + "!"],
  ["{x}", '"," run + "!"', (n) => ",".repeat(n) + "!"],
  ["{a}{b}{c}{/d*}{?e*}", '"a" run + "!"', (n) => "a".repeat(n) + "!"],
  ["{?x*}", '"a=&" run + "="', (n) => "?" + "a=&".repeat(n / 3) + "="],
  ["{/id*}", '"%C3%A9/" run', (n) => "/" + "%C3%A9/".repeat(n / 7)],
  ["{y}{x:9999}", '"a" run + "!"', (n) => "a".repeat(n) + "!"],
  ["{+x:9999}{+y}", '"%2541" run + "!"', (n) => "%2541".repeat(n / 5) + "!"],
  ["{.x*}", 'a growing key (".b" run)', (n) => ".b=1.a" + ".b".repeat(n / 2)],
  ["{?x*,y*,z}", '"x=1&" run', (n) => "?" + "x=1&".repeat(n / 4) + "z=2"],
];

const rows: string[][] = [["template", "input", ...sizes.map((kb) => `${kb} KB`)]];
for (const [template, label, make] of cases) {
  const row = [`\`${template}\``, label];
  for (const kb of sizes) {
    const uri = make(kb * 1024);
    const t0 = process.hrtime.bigint();
    const { steps, work } = matchWithStats(template, uri);
    const ns = Number(process.hrtime.bigint() - t0);
    row.push(
      `${(steps / uri.length).toFixed(1)} st, ${(work / uri.length).toFixed(1)} w, ${(ns / uri.length).toFixed(0)} ns`,
    );
  }
  rows.push(row);
}
const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
const line = (r: string[]) => "| " + r.map((c, i) => c.padEnd(widths[i]!)).join(" | ") + " |";
console.log("match: steps, work and ns per character of the URI");
console.log(line(rows[0]!));
console.log("| " + widths.map((w) => "-".repeat(w)).join(" | ") + " |");
for (const r of rows.slice(1)) console.log(line(r));

// expand: RFC 6570 §1.2/§3.2 examples, beside the JavaScript expanders that are installed (none
// is a dependency of this project: `npm install --no-save url-template uri-templates
// @std-uritemplate/std-uritemplate uri-template-lite` to compare). Median of 9 rounds after 2.
const examples: [string, Record<string, unknown>][] = [
  ["http://example.com/~{username}/", { username: "fred" }],
  ["http://example.com/dictionary/{term:1}/{term}", { term: "cat" }],
  ["http://example.com/search{?q,lang}", { q: "cat", lang: "en" }],
  ["{+path}/here", { path: "/foo/bar" }],
  ["X{.list*}", { list: ["red", "green", "blue"] }],
  ["{/list*,path:4}", { list: ["red", "green", "blue"], path: "/foo/bar" }],
  ["{?keys*}", { keys: { semi: ";", dot: ".", comma: "," } }],
  ["{&x,y,empty}", { x: "1024", y: "768", empty: "" }],
];
type Expander = (t: string, v: Record<string, unknown>) => string;
const load = async (name: string): Promise<Record<string, unknown> | null> => {
  try {
    return (await import(name)) as Record<string, unknown>;
  } catch {
    return null;
  }
};
const expanders: [string, Expander][] = [["uri-grammar expand", (t, v) => expand(t, v as never)]];
const urlTemplate = await load("url-template");
if (urlTemplate) {
  const parse = urlTemplate.parseTemplate as (t: string) => { expand(v: unknown): string };
  const parsed = new Map(examples.map(([t]) => [t, parse(t)]));
  expanders.push(["url-template (parsed once)", (t, v) => parsed.get(t)!.expand(v)]);
}
const uriTemplates = await load("uri-templates");
if (uriTemplates) {
  const UriTemplates = uriTemplates.default as new (t: string) => { fill(v: unknown): string };
  const parsed = new Map(examples.map(([t]) => [t, new UriTemplates(t)]));
  expanders.push(["uri-templates (parsed once)", (t, v) => parsed.get(t)!.fill(v)]);
}
const std = await load("@std-uritemplate/std-uritemplate");
if (std) {
  const S = std.StdUriTemplate as { expand(t: string, v: unknown): string };
  expanders.push(["std-uritemplate", (t, v) => S.expand(t, v)]);
}
const lite = await load("uri-template-lite");
if (lite) {
  const L = (lite.default ?? lite) as { expand(t: string, v: unknown): string };
  expanders.push(["uri-template-lite", (t, v) => L.expand(t, v)]);
}
const results = new Map<string, number[]>(expanders.map(([n]) => [n, []]));
for (let r = 0; r < 11; r++) {
  for (const [name, f] of expanders) {
    const t0 = process.hrtime.bigint();
    for (let i = 0; i < 20000; i++) for (const [t, v] of examples) f(t, v);
    results.get(name)!.push(Number(process.hrtime.bigint() - t0) / (20000 * examples.length));
  }
}
const median = (a: number[]) => a.slice(2).sort((x, y) => x - y)[4]!;
const base = median(results.get("uri-grammar expand")!);
console.log("\n| expander | median ns per template | × uri-grammar |\n| --- | ---: | ---: |");
for (const [name, rounds] of results)
  console.log(`| ${name} | ${median(rounds).toFixed(0)} | ${(median(rounds) / base).toFixed(2)} |`);
