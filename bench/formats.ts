// The formats' part of `npm run bench` (bench/run.ts; `npm run bench -- --only formats`):
//
// 1. Every JSON Schema format of uri-grammar/formats beside ajv-formats' (3.x, full mode) on the same
//    values, or, for the four formats ajv-formats does not have (iri, iri-reference, idn-email,
//    idn-hostname), beside @hyperjump/json-schema-formats' (the one other library installed here
//    that has them). The values are corpus/format-values.ts's, as JSON.parse gives them (flat
//    strings, as a validator meets them in a request body): "typical", valid values as they come,
//    and "mixed", those and as many invalid ones, one for one. For regex, "first sight" too: a
//    fresh set of patterns each round, which no cache has seen (V8 keeps the patterns `new RegExp`
//    compiled, which is what ajv-formats' regex answers repeated ones from; uri-grammar keeps its
//    latest verdicts alike).
//    Each round times one pass of each side over the values, in alternating order; the figure is
//    the median over the rounds, and the ratio the median of the rounds' ratios (1.00: as fast;
//    below 1: uri-grammar is faster). Times are CPU time of the process (process.cpuUsage), not the
//    wall clock: on a shared machine the wall clock charges other processes' time to whoever runs.
// 2. The scaling sweep: ns of CPU a character of every format function and formatProblem (both
//    readings of the IDN formats), on every hostile family of corpus/format-values.ts, at 10 KB,
//    100 KB and 1 MB; each row the slowest family at each size (`--format-detail`: a row a family).
//    Flat means linear; a value refused on its size before it is read costs nothing a character.
import * as hyperjump from "@hyperjump/json-schema-formats";
import { fullFormats } from "ajv-formats/dist/formats.js";
import {
  FORMATS,
  type Format,
  formatValues,
  hostileFamilies,
  regexPatterns,
} from "../corpus/format-values.js";
import { formats } from "../src/formats/index.js";
import { entryPoints } from "../scripts/format-scaling.js";

type Check = (value: string) => boolean;

/** ajv-formats' definition of a format as a function (a RegExp, a function, or { validate }). */
function ajvFormat(name: string): Check | undefined {
  const d = (fullFormats as Record<string, unknown>)[name];
  if (d === undefined) return undefined;
  const v =
    typeof d === "object" && d !== null && !(d instanceof RegExp) ? (d as { validate: unknown }).validate : d;
  if (v instanceof RegExp) return (s) => v.test(s);
  return v as Check;
}

/** @hyperjump/json-schema-formats' functions for the formats ajv-formats does not have. */
const HYPERJUMP: Partial<Record<Format, Check>> = {
  iri: hyperjump.isIri,
  "iri-reference": hyperjump.isIriReference,
  "idn-email": hyperjump.isIdnEmail,
  "idn-hostname": hyperjump.isIdn,
};

let sink = 0;
/** CPU time of the process, in ns. */
const cpu = (): number => {
  const u = process.cpuUsage();
  return (u.user + u.system) * 1000;
};
/** ns of CPU per value of `reps` passes over the values (a throw counts as a verdict). */
function pass(check: Check, values: readonly string[], reps: number): number {
  const start = cpu();
  for (let r = 0; r < reps; r++)
    for (let i = 0; i < values.length; i++) {
      try {
        if (check(values[i]!)) sink++;
      } catch {
        sink--;
      }
    }
  return (cpu() - start) / values.length / reps;
}
const median = (xs: readonly number[]): number => [...xs].sort((a, b) => a - b)[xs.length >> 1]!;

/** Both sides over the values for `rounds` rounds (after two of warm-up), alternating which goes first. */
function pair(
  ours: Check,
  theirs: Check,
  valuesOf: (round: number) => readonly string[],
  rounds: number,
): { ours: number; theirs: number; ratio: number } {
  const first = valuesOf(-1);
  // Passes of about 20 ms, so that the clock's microseconds do not matter.
  const probe = pass(ours, first, 1) + pass(theirs, first, 1);
  const reps = Math.max(1, Math.round(2e7 / (probe * first.length)));
  const a: number[] = [];
  const b: number[] = [];
  const ratios: number[] = [];
  for (let round = 0; round < rounds + 2; round++) {
    const values = valuesOf(round);
    let x: number;
    let y: number;
    if (round % 2 === 0) {
      x = pass(ours, values, reps);
      y = pass(theirs, values, reps);
    } else {
      y = pass(theirs, values, reps);
      x = pass(ours, values, reps);
    }
    if (round < 2) continue;
    a.push(x);
    b.push(y);
    ratios.push(x / y);
  }
  return { ours: median(a), theirs: median(b), ratio: median(ratios) };
}

/** As JSON.parse gives them: flat strings. */
const flat = (values: readonly string[]): string[] => JSON.parse(JSON.stringify(values)) as string[];

/** Part 1: every format beside ajv-formats' (or @hyperjump's), typical and mixed. */
export function formatsBeside(rounds: number): void {
  // hyperjump's IDN functions print the errors they catch: silenced while timing.
  const { log, error } = console;
  const print = (line: string) => process.stdout.write(line + "\n");
  print(
    "\n| format | values | uri-grammar ns/value | other | other ns/value | × other (≤ 1: uri-grammar as fast or faster) |",
  );
  print("| --- | --- | ---: | --- | ---: | ---: |");
  console.log = console.error = () => {};
  try {
    for (const format of FORMATS) {
      const ajv = ajvFormat(format);
      const theirs = ajv ?? HYPERJUMP[format]!;
      const other = ajv ? "ajv-formats" : "@hyperjump/json-schema-formats";
      const ours = formats[format] as Check;
      const { typical, mixed } = formatValues(format);
      const sets: [string, (round: number) => readonly string[]][] = [
        [
          `typical (${typical.length})`,
          (
            (v) => () =>
              v
          )(flat(typical)),
        ],
        [
          `mixed (${mixed.length})`,
          (
            (v) => () =>
              v
          )(flat(mixed)),
        ],
      ];
      if (format === "regex") {
        // A fresh set each round (and for the probe): patterns neither side has met.
        const seen = new Set<string>();
        const fresh = (round: number) =>
          flat(
            regexPatterns(1000 + round, 2 * typical.length)
              .filter((p) => !seen.has(p) && (seen.add(p), true))
              .slice(0, typical.length),
          );
        sets.push([`first sight (${typical.length} new each round)`, fresh]);
      }
      for (const [name, valuesOf] of sets) {
        const r = pair(ours, theirs, valuesOf, rounds);
        print(
          `| ${format} | ${name} | ${r.ours.toFixed(0)} | ${other} | ${r.theirs.toFixed(0)} | ${r.ratio.toFixed(2)} |`,
        );
      }
    }
  } finally {
    console.log = log;
    console.error = error;
  }
}

/** Part 2: ns a character on the hostile families, 10 KB to 1 MB. */
export function formatScaling(detail: boolean): void {
  const sizes = [1e4, 1e5, 1e6];
  const label = (n: number) => (n >= 1e6 ? n / 1e6 + " MB" : n / 1e3 + " KB");
  console.log(
    `\n| format | entry point | ${detail ? "input" : "slowest input at 1 MB"} | ${sizes.map(label).join(" | ")} |`,
  );
  console.log("| --- | --- | --- |" + sizes.map(() => " ---: |").join(""));
  let worst = 0;
  let worstRow = "";
  for (const format of FORMATS)
    for (const [point, run] of Object.entries(entryPoints(format))) {
      const rows = new Map<string, number[]>();
      for (const [family, make] of Object.entries(hostileFamilies(format)))
        rows.set(
          family,
          sizes.map((n) => {
            const value = make(n);
            // The fastest of at least 3 runs (about 3 M characters in all at each size).
            const reps = Math.max(3, Math.round(3e6 / value.length));
            let best = Infinity;
            for (let i = 0; i < reps; i++) {
              const start = cpu();
              if (run(value)) sink++;
              best = Math.min(best, cpu() - start);
            }
            return best / value.length;
          }),
        );
      const cell = (x: number) => `${x.toFixed(1)} ns/char`;
      if (detail) {
        for (const [family, cells] of rows)
          console.log(`| ${format} | ${point} | ${family} | ${cells.map(cell).join(" | ")} |`);
      } else {
        const at = sizes.map((_, k) => Math.max(...[...rows.values()].map((c) => c[k]!)));
        const slowest = [...rows].reduce((a, b) => (b[1][2]! > a[1][2]! ? b : a))[0];
        console.log(`| ${format} | ${point} | ${slowest} | ${at.map(cell).join(" | ")} |`);
      }
      for (const [family, cells] of rows)
        if (cells[2]! > worst) ((worst = cells[2]!), (worstRow = `${format}, ${point}, ${family}`));
    }
  console.log(`\nslowest at 1 MB: ${worst.toFixed(1)} ns/char (${worstRow})`);
  if (sink === Number.MIN_SAFE_INTEGER) console.log(sink);
}
