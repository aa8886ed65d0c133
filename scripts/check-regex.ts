// `npm run check:regex`: the `regex` format (src/formats/regex.ts) against its oracle,
// @eslint-community/regexpp (ecmaVersion 2025, Unicode mode), on many more patterns than the tests
// (test/formats/regex.test.ts) try. Each verdict must be regexpp's, and each error's offset sensible
// (what comes before it can still go on to a valid pattern: scripts/regex-patterns.ts, `viable`).
// Counted in patterns, never timed:
//   1. every code point as a group name's first character, and as a later one (ID_Start,
//      ID_Continue: the identifier table of src/formats/regex-tables.ts);
//   2. every word of regexpp's source, as it is and in small and capital letters, as a property
//      name, a value of General_Category and of Script, and a lone property;
//   3. every string of up to four characters over a 30-character alphabet of the syntax (with the
//      offsets up to three);
//   4. every pair of fragments (FRAGMENTS), with the offsets;
//   5. 200,000 generated patterns (fixed seed), with the offsets.
// Exits 1 on any difference. Then, for information only, the time per character of long patterns
// (a linear validator takes the same time per character at every length).
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import fc from "fast-check";
import { regexProblem } from "../src/formats/regex.js";
import { FRAGMENTS, oracle, patterns, viable } from "./regex-patterns.js";

// Most of the oracle's answers are errors: without a stack to capture, each costs a quarter as much.
Error.stackTraceLimit = 0;

let compared = 0;
let offsets = 0;
let differences = 0;
function compare(value: string, checkOffset: boolean): void {
  compared++;
  const expected = oracle(value) === undefined;
  const problem = regexProblem(value);
  if (expected !== (problem === undefined)) {
    if (++differences <= 20)
      console.error(
        `verdict: ${JSON.stringify(value)}: regexpp ${expected ? "valid" : "invalid"}, ours ${JSON.stringify(problem)}`,
      );
    return;
  }
  if (checkOffset && problem !== undefined) {
    offsets++;
    if (problem.offset < 0 || problem.offset > value.length || !viable(value.slice(0, problem.offset)))
      if (++differences <= 20) console.error(`offset: ${JSON.stringify(value)}: ${JSON.stringify(problem)}`);
  }
}
function report(what: string, before: number): void {
  console.log(`${what}: ${(compared - before).toLocaleString("en")} patterns`);
}

// 1. Group names.
let before = compared;
for (let cp = 0; cp <= 0x10ffff; cp++) {
  const c = String.fromCodePoint(cp);
  compare(`(?<${c}>)`, false);
  compare(`(?<a${c}>)`, false);
}
report("1. every code point in a group name", before);

// 2. Property names and values.
before = compared;
const require = createRequire(import.meta.url);
const source = readFileSync(require.resolve("@eslint-community/regexpp"), "utf8");
const words = new Set<string>();
for (const word of source.match(/\b[A-Za-z_][A-Za-z0-9_]*\b/g) ?? [])
  words.add(word).add(word.toLowerCase()).add(word.toUpperCase());
for (const w of words)
  for (const form of [
    `p{${w}}`,
    `P{${w}}`,
    `p{gc=${w}}`,
    `p{General_Category=${w}}`,
    `p{sc=${w}}`,
    `p{scx=${w}}`,
  ])
    compare(`\\${form}`, false);
for (const w of words) for (const value of ["Lu", "Latin"]) compare(`\\p{${w}=${value}}`, false);
report("2. every word of regexpp's source in \\p{…}", before);

// 3. Short strings.
before = compared;
const ALPHABET = [..."a01-,^$.|()[]{}*+?\\<>=!:kpbdui"];
const strings = (length: number, prefix: string): void => {
  compare(prefix, prefix.length <= 3);
  if (length > 0) for (const c of ALPHABET) strings(length - 1, prefix + c);
};
strings(4, "");
report(`3. every string of up to 4 of ${JSON.stringify(ALPHABET.join(""))}`, before);

// 4. Pairs of fragments.
before = compared;
for (const a of FRAGMENTS) for (const b of FRAGMENTS) compare(a + b, true);
report(`4. every pair of ${FRAGMENTS.length} fragments, with offsets`, before);

// 5. Generated patterns.
before = compared;
for (const value of fc.sample(patterns, { numRuns: 200_000, seed: 20_251_122 })) compare(value, true);
report("5. generated patterns, with offsets", before);

console.log(
  `${compared.toLocaleString("en")} patterns, ${offsets.toLocaleString("en")} error offsets checked: ` +
    `${differences} difference(s) from regexpp`,
);
if (differences > 0) process.exitCode = 1;

// For information: nanoseconds per character, at growing lengths (not checked: clocks are noisy).
const shapes: [string, (n: number) => string][] = [
  ["nested groups ((…))", (n) => "(".repeat(n / 2) + ")".repeat(n / 2)],
  ["named groups in alternatives (?<a>x)|…", (n) => "(?<a>x)|".repeat(n / 8)],
  ["classes [a-z\\p{L}]", (n) => "[a-z\\p{L}]".repeat(n / 10)],
  ["quantifiers a{1,2}?", (n) => "a{1,2}?".repeat(n / 7)],
  ["backreferences (a)\\1", (n) => "(a)\\1".repeat(n / 5)],
];
console.log("\nns per character (for information):");
for (const [label, make] of shapes) {
  const row: string[] = [];
  for (const n of [1_000, 10_000, 100_000, 1_000_000]) {
    const value = make(n);
    const start = process.hrtime.bigint();
    regexProblem(value);
    row.push(
      `${n.toLocaleString("en")}: ${(Number(process.hrtime.bigint() - start) / value.length).toFixed(0)}`,
    );
  }
  console.log(`  ${label}: ${row.join(", ")}`);
}
