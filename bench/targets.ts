// The bench's targets (issue 29), and its baseline: every ratio of a run, as "uri-grammar's time
// over the other's" (so that larger is always worse), written to bench/baseline.json by
// `npm run bench -- --write-baseline` and compared with by `npm run bench -- --compare`, which
// prints the ratios that moved: a change that loses ground shows as a ratio, never as a timed test.
import { readFileSync, writeFileSync } from "node:fs";
import { CALLS } from "./calls.js";
import type { Row } from "./harness.js";
import { LONG_SIZES, LONG_FAMILIES, type LongRow } from "./long.js";

export interface Baseline {
  readonly date: string;
  readonly node: string;
  readonly cpu: string;
  /** The load average (1 minute) when the run ended: the machine is shared, so say how much. */
  readonly load?: number;
  /** "group | implementation" (or a target's name) → uri-grammar's time over the other's. */
  readonly ratios: Readonly<Record<string, number>>;
}

/** Every ratio of a run: rows (each implementation of a group against the group's first, uri-grammar's), targets. */
export function ratiosOf(
  rows: readonly Row[],
  long: readonly LongRow[],
  coldStart: number | undefined,
): Record<string, number> {
  const ratios: Record<string, number> = {};
  for (const row of rows) if (row.ratio !== 1) ratios[`${row.op} | ${row.name}`] = 1 / row.ratio;
  for (const target of targets(rows, long, coldStart))
    if (target.measured !== undefined) ratios[target.name] = target.measured;
  return ratios;
}

interface Target {
  readonly name: string;
  readonly measured: number | undefined;
  readonly goal: number;
  readonly unit: string;
}

/** uri-grammar's row over the anchor's, in the same group. */
function over(rows: readonly Row[], group: string, ours: string, anchor: string): number | undefined {
  const a = rows.find((r) => r.op === group && r.name === ours);
  const b = rows.find((r) => r.op === group && r.name === anchor);
  return a === undefined || b === undefined ? undefined : a.ratio / b.ratio;
}

/** Issue 29's targets, from the rows of a run (undefined where the run left the section out). */
export function targets(
  rows: readonly Row[],
  long: readonly LongRow[],
  coldStart: number | undefined,
): Target[] {
  const ascii = Object.entries(LONG_FAMILIES).flatMap(([name, f]) => (f.ascii ? [name] : []));
  const longIsValid = long.filter((r) => ascii.includes(r.family) && r.operation.startsWith("isValid"));
  return [
    {
      name: "isValid(u, { rule: 'URI' }) ÷ ajv-formats' regular expression",
      measured: over(rows, CALLS.isValid, CALLS.literal, CALLS.ajv),
      goal: 0.8,
      unit: "×",
    },
    {
      name: "isValid(u, { rule: 'URI' }) ÷ a plain loop over the characters",
      measured: over(rows, CALLS.isValid, CALLS.literal, CALLS.loop),
      goal: 1.1,
      unit: "×",
    },
    {
      name: "safeParse(u) and .value.host ÷ Node's new URL(u).host",
      measured: over(rows, CALLS.parse, CALLS.safeParse, CALLS.nodeUrl),
      goal: 0.8,
      unit: "×",
    },
    {
      name: "resolve(b, r) ÷ Node's new URL(r, b).href",
      measured: over(rows, CALLS.resolve, CALLS.resolveCall, CALLS.nodeResolve),
      goal: 0.8,
      unit: "×",
    },
    {
      name: "normalize(u) ÷ Node's new URL(u).href",
      measured: over(rows, CALLS.normalize, CALLS.normalizeCall, CALLS.nodeHref),
      goal: 0.8,
      unit: "×",
    },
    {
      name: "normalize(u, { level: 'scheme' }) ÷ Node's new URL(u).href",
      measured: over(rows, CALLS.normalizeScheme, CALLS.normalizeSchemeCall, CALLS.nodeHref),
      goal: 1.0,
      unit: "×",
    },
    {
      name: `isValid on valid US-ASCII URIs of ${LONG_SIZES[0]! / 1e3} KB to ${LONG_SIZES.at(-1)! / 1e6} MB, the slowest`,
      measured: longIsValid.length === 0 ? undefined : Math.max(...longIsValid.flatMap((r) => r.cells)),
      goal: 1.5,
      unit: "ns/char",
    },
    { name: "cold start ÷ fast-uri's", measured: coldStart, goal: 0.7, unit: "×" },
  ];
}

export function printTargets(
  rows: readonly Row[],
  long: readonly LongRow[],
  coldStart: number | undefined,
): void {
  console.log("\n| target | measured | goal | met |\n| --- | ---: | ---: | --- |");
  for (const t of targets(rows, long, coldStart))
    if (t.measured !== undefined)
      console.log(
        `| ${t.name} | ${t.measured.toFixed(2)} ${t.unit} | ≤ ${t.goal.toFixed(2)} ${t.unit} | ${t.measured <= t.goal ? "yes" : "no"} |`,
      );
}

export function writeBaseline(file: string, baseline: Baseline): void {
  const ratios = Object.fromEntries(
    Object.entries(baseline.ratios).map(([name, ratio]) => [name, Math.round(ratio * 1000) / 1000]),
  );
  writeFileSync(file, JSON.stringify({ ...baseline, ratios }, null, 2) + "\n");
}

/**
 * The ratios that moved by more than `threshold` (a fraction) since the baseline, worse first; a
 * ratio is uri-grammar's time over the other's, so that a larger one has lost ground.
 */
export function compare(file: string, now: Readonly<Record<string, number>>, threshold = 0.05): void {
  const baseline = JSON.parse(readFileSync(file, "utf8")) as Baseline;
  const moved = Object.entries(now)
    .flatMap(([name, ratio]) => {
      const before = baseline.ratios[name];
      return before === undefined ? [] : [{ name, before, ratio, change: ratio / before - 1 }];
    })
    .filter((m) => Math.abs(m.change) > threshold)
    .sort((a, b) => b.change - a.change);
  console.log(
    `\nAgainst ${file} (${baseline.date}, node ${baseline.node}, ${baseline.cpu}, load ${baseline.load ?? "?"}): uri-grammar's time over the other's, the ratios that moved by more than ${(threshold * 100).toFixed(0)}%`,
  );
  console.log("| ratio | baseline | now | change |\n| --- | ---: | ---: | ---: |");
  for (const m of moved)
    console.log(
      `| ${m.name.replace(" | ", " — ")} | ${m.before.toFixed(2)} | ${m.ratio.toFixed(2)} | ${m.change > 0 ? "+" : ""}${(m.change * 100).toFixed(0)}%${m.change > 0.1 ? " (lost ground)" : ""} |`,
    );
  const compared = Object.keys(now).filter((name) => baseline.ratios[name] !== undefined).length;
  console.log(
    `${compared} ratios compared, ${moved.length} moved, ${moved.filter((m) => m.change > 0.1).length} lost more than 10%`,
  );
}
