// `npm run bench:compiled [-- --rounds N]`: a module written by `uri-grammar compile` (RFC 3986's
// grammar, URI-reference, compiled through uri-grammar/compiler as a user's grammar is) against the
// built-in recognizer (isValid, the library's own tables of the same grammar), over the same corpus
// as `npm run bench` (bench/data/urls.txt). Rounds alternate the two; the median round is reported
// in ns per string. Nothing asserts a time: the figures go to the README with the date.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { compileAbnf } from "../src/compiler.js";
import { isValid, validator } from "../src/index.js";

const { values } = parseArgs({ options: { rounds: { type: "string", default: "25" } } });
const rounds = Number(values.rounds);
const root = join(import.meta.dirname, "..");
const urls = readFileSync(join(root, "bench", "data", "urls.txt"), "utf8")
  .split("\n")
  .filter(Boolean);
const file = join(root, "grammar", "rfc3986.abnf");
const compiled = compileAbnf(readFileSync(file, "utf8"), {
  file,
  include: (path) => readFileSync(path, "utf8"),
  rules: ["URI-reference"],
});
const work = mkdtempSync(join(tmpdir(), "uri-grammar-bench-"));
const moduleFile = join(work, "rfc3986.mjs");
writeFileSync(moduleFile, compiled.module().js);
const standalone = (await import(pathToFileURL(moduleFile).href)) as {
  isValid(input: string): boolean;
  validator(): (input: string) => boolean;
};
rmSync(work, { recursive: true, force: true });

const builtIn = validator({ rule: "URI-reference" });
const own = standalone.validator();
let disagree = 0;
for (const url of urls) if (standalone.isValid(url) !== isValid(url)) disagree++;

const contenders: [string, (s: string) => boolean][] = [
  ["built-in isValid (validator)", builtIn],
  ["compiled module (validator)", own],
  ["built-in isValid(s)", (s) => isValid(s)],
  ["compiled module isValid(s)", (s) => standalone.isValid(s)],
];
const times = new Map<string, number[]>(contenders.map(([name]) => [name, []]));
let sink = 0;
for (let round = 0; round < rounds + 5; round++)
  for (let k = 0; k < contenders.length; k++) {
    const [name, fn] = contenders[(k + round) % contenders.length]!;
    const start = process.hrtime.bigint();
    for (const url of urls) if (fn(url)) sink++;
    const ns = Number(process.hrtime.bigint() - start) / urls.length;
    if (round >= 5) times.get(name)!.push(ns);
  }
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const base = median(times.get(contenders[0]![0])!);
console.log(`${urls.length} strings, ${rounds} rounds; verdicts that differ: ${disagree} (sink ${sink % 7})`);
for (const [name] of contenders) {
  const m = median(times.get(name)!);
  console.log(`${name.padEnd(30)} ${m.toFixed(1).padStart(7)} ns/string  ${(m / base).toFixed(2)}×`);
}

// ---- recursive grammars: the context-free recognizer of a compiled module ----
//
// Throughput on long inputs (nested comments of RFC 5322 §3.2.2, long header lists of RFC 9110) at
// 1 KB, 100 KB and 1 MB, in ns per character: linear time is the same figure at every size. Then the
// time to compile each grammar of the corpus (corpus/grammars.ts). Rounds alternate the inputs.
const { CORPUS_GRAMMARS } = await import("../corpus/grammars.js");
const corpusFile = (id: string) => CORPUS_GRAMMARS.find((g) => g.id === id)!;
async function moduleOf(id: string, rules: string[]) {
  const entry = corpusFile(id);
  const path = join(root, entry.abnf);
  const c = compileAbnf(readFileSync(path, "utf8"), {
    file: path,
    include: (p) => readFileSync(p, "utf8"),
    rules,
  });
  const dir = mkdtempSync(join(tmpdir(), "uri-grammar-bench-cf-"));
  const file = join(dir, `${id}.mjs`);
  writeFileSync(file, c.module().js);
  const mod = (await import(pathToFileURL(file).href)) as { isValid(input: string, rule?: string): boolean };
  rmSync(dir, { recursive: true, force: true });
  return mod;
}
const rfc5322 = await moduleOf("rfc5322", ["comment", "address-list"]);
const rfc9110 = await moduleOf("rfc9110", ["Via", "User-Agent", "Connection"]);
const SIZES = [1_000, 100_000, 1_000_000];
const families: [string, (n: number) => string, (s: string) => boolean][] = [
  [
    "RFC 5322 comment, nested 1,000 deep",
    (n) => "(".repeat(500) + "a b ".repeat(Math.max(0, (n - 1000) / 4)) + ")".repeat(500),
    (s) => rfc5322.isValid(s, "comment"),
  ],
  [
    "RFC 5322 comment, nested all the way",
    (n) => "(".repeat(n / 2) + ")".repeat(n / 2),
    (s) => rfc5322.isValid(s, "comment"),
  ],
  [
    "RFC 5322 address-list, commented mailboxes",
    (n) => Array.from({ length: Math.floor(n / 24) }, () => "a (b (c)) <d@e.f>").join(", "),
    (s) => rfc5322.isValid(s, "address-list"),
  ],
  [
    "RFC 9110 Via, a long list with comments",
    (n) => Array.from({ length: Math.floor(n / 26) }, () => "1.1 p.example (x (y) z)").join(", "),
    (s) => rfc9110.isValid(s, "Via"),
  ],
  [
    "RFC 9110 Connection, a long list (regular: the DFA)",
    (n) => Array.from({ length: Math.floor(n / 12) }, () => "keep-alive").join(", "),
    (s) => rfc9110.isValid(s, "Connection"),
  ],
];
console.log(
  `\ncontext-free recognizer (compiled modules), ns per character, median of ${Math.max(3, Math.floor(rounds / 5))} rounds:`,
);
console.log(
  `${"".padEnd(52)} ${SIZES.map((n) => `${n.toLocaleString("en-US")} chars`.padStart(16)).join("")}`,
);
for (const [name, make, test] of families) {
  const inputs = SIZES.map(make);
  const samples: number[][] = SIZES.map(() => []);
  for (const input of inputs) if (!test(input)) throw new Error(`${name}: the bench input is not valid`);
  for (let round = 0; round < Math.max(3, Math.floor(rounds / 5)) + 1; round++)
    inputs.forEach((input, k) => {
      const start = process.hrtime.bigint();
      if (test(input)) sink++;
      if (round > 0) samples[k]!.push(Number(process.hrtime.bigint() - start) / input.length);
    });
  console.log(`${name.padEnd(52)} ${samples.map((s) => `${median(s).toFixed(1)} ns`.padStart(16)).join("")}`);
}
console.log("\ncompile time of each corpus grammar (compileAbnf, its start rules), median of 3:");
for (const entry of CORPUS_GRAMMARS) {
  const path = join(root, entry.abnf);
  const text = readFileSync(path, "utf8");
  const times: number[] = [];
  for (let k = 0; k < 3; k++) {
    const start = process.hrtime.bigint();
    compileAbnf(text, { file: path, include: (p) => readFileSync(p, "utf8"), rules: entry.startRules });
    times.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  console.log(
    `${entry.id.padEnd(10)} ${median(times).toFixed(0).padStart(6)} ms  (${entry.startRules.length} start rules, ${entry.contextFree.length} context-free)`,
  );
}

// Counted repetition: the compile time of a = 1*nDIGIT (compileAbnf: NFA, subset construction,
// minimization, expectations) as n grows; linear in n, so the time per 1,000 counts stays level
// (test/compiler/scaling.test.ts holds the work to c·n). Each n is compiled `reps` times, rounds
// alternating the sizes; the median is reported.
const COUNTS = [1_000, 4_000, 16_000, 64_000, 65_535];
const reps = Math.max(1, Math.min(5, Math.floor(rounds / 5)));
const compileTimes = new Map<number, number[]>(COUNTS.map((n) => [n, []]));
for (let round = 0; round < reps; round++)
  for (let k = 0; k < COUNTS.length; k++) {
    const n = COUNTS[(k + round) % COUNTS.length]!;
    const start = process.hrtime.bigint();
    const repetition = compileAbnf(`a = 1*${n}DIGIT\n`, { rules: ["a"] });
    compileTimes.get(n)!.push(Number(process.hrtime.bigint() - start) / 1e6);
    if (!repetition.isValid("1".repeat(n)) || repetition.isValid("1".repeat(n + 1))) sink++;
  }
console.log(`\ncounted repetition, a = 1*nDIGIT (compileAbnf, median of ${reps}):`);
const perThousand = (n: number) => (median(compileTimes.get(n)!) / n) * 1000;
for (const n of COUNTS)
  console.log(
    `n = ${String(n).padStart(6)}  ${median(compileTimes.get(n)!).toFixed(0).padStart(6)} ms  ` +
      `${perThousand(n).toFixed(1).padStart(6)} ms per 1,000  ${(perThousand(n) / perThousand(COUNTS[0]!)).toFixed(2)}×`,
  );
