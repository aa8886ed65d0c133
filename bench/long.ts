// The bench's section "long valid inputs" (`npm run bench -- --only long`): the time a character of
// isValid, safeParse and normalize on valid URIs of 1 KB to 10 MB, beside a plain loop over the
// same string's characters (one table lookup each: the floor of any exact validator), so that the
// distance to that floor is a number. The families are RFC 3986 URIs whose bulk is one component
// (a path, a query, a host, percent-encoded octets), and an IRI (RFC 3987) whose path is not
// US-ASCII. The strings are made as JSON.parse makes them (one flat string, as a request body
// delivers it). Each cell is the fastest of several runs, in CPU time.
import { isValid, normalize, safeParse } from "../src/index.js";
import "../src/variants/rfc3987.js";
import { plainLoop } from "./calls.js";
import { cpu, keep } from "./harness.js";

export const LONG_SIZES = [1e3, 1e4, 1e5, 1e6, 1e7];

/**
 * A string of n characters or a little more: `head`, then `unit` repeated, then `tail`, made flat
 * (a concatenation left as it is would be a rope, which every loop over the characters reads slower).
 */
function made(head: string, unit: string, n: number, tail = ""): string {
  const body = unit.repeat(Math.ceil((n - head.length - tail.length) / unit.length));
  return JSON.parse(JSON.stringify(head + body + tail)) as string;
}

export const LONG_FAMILIES: Record<string, { make: (n: number) => string; ascii: boolean }> = {
  "a path": { make: (n) => made("http://example.com/", "docs/api-v2/index.html/", n), ascii: true },
  "a query": {
    make: (n) => made("http://example.com/search?", "q=uri+grammar&lang=en&page=2&", n),
    ascii: true,
  },
  "a host": { make: (n) => made("http://", "sub-domain.", n, "example.com/"), ascii: true },
  "percent-encoded octets": { make: (n) => made("http://example.com/", "caf%C3%A9/", n), ascii: true },
  "an IRI path (RFC 3987)": { make: (n) => made("http://example.com/", "café/ü/日本/", n), ascii: false },
};

export interface LongRow {
  readonly family: string;
  readonly operation: string;
  /** ns a character at each of LONG_SIZES. */
  readonly cells: readonly number[];
}

/**
 * The fastest of several runs of `run` on `input` (about 10^7 characters in all, at least 3 runs),
 * ns a character, after an untimed run as long as one of them (the JIT's last word on this input).
 */
function perCharacter(run: (s: string) => unknown, input: string): number {
  const reps = Math.max(3, Math.round(1e7 / input.length));
  for (let i = 0; i < Math.ceil(reps / 3); i++) keep(run(input));
  let best = Infinity;
  for (let r = 0; r < 3; r++) {
    const start = cpu();
    for (let i = 0; i < Math.ceil(reps / 3); i++) keep(run(input));
    best = Math.min(best, (cpu() - start) / Math.ceil(reps / 3));
  }
  return best / input.length;
}

export function longRows(): LongRow[] {
  const families = Object.entries(LONG_FAMILIES).map(([family, { make, ascii }]) => {
    const variant = ascii ? "rfc3986" : "rfc3987";
    const operations: Record<string, (s: string) => unknown> = {
      "isValid(u, { rule })": (s) => isValid(s, { variant, rule: ascii ? "URI" : "IRI" }),
      "safeParse(u)": (s) => safeParse(s, { variant }).ok,
      "normalize(u)": (s) => normalize(s, { variant }),
      "a plain loop": plainLoop,
    };
    const inputs = LONG_SIZES.map(make);
    for (const s of inputs)
      if (!isValid(s, { variant })) throw new Error(`bench/long.ts: ${family} is not valid at ${s.length}`);
    return { family, operations, inputs };
  });
  // Every operation of the library on every family and size, three times over, before the first
  // cell is timed: the cells are then timed on code the JIT has seen every kind of input with (as a
  // server's is), not on code that the IRI family's two-byte strings sent back to be compiled again
  // (after one pass, a first US-ASCII cell came out at 1.5 to 2.9 ns a character in about one
  // process of two; after three passes and a run before each cell, in none of eight processes that
  // time this section alone, and in one of three full bench runs). The plain loop is left out: it is
  // the floor, timed as fast as it runs on each family's strings alone (a loop that has seen
  // two-byte strings reads one-byte ones slower).
  for (let pass = 0; pass < 3; pass++)
    for (const { operations, inputs } of families)
      for (const [operation, run] of Object.entries(operations))
        if (operation !== "a plain loop")
          for (const s of inputs) for (let i = 0; i < Math.max(2, 1e6 / s.length); i++) keep(run(s));
  const rows: LongRow[] = [];
  for (const { family, operations, inputs } of families)
    for (const [operation, run] of Object.entries(operations))
      rows.push({ family, operation, cells: inputs.map((s) => perCharacter(run, s)) });
  return rows;
}

export function printLongRows(rows: readonly LongRow[]): void {
  const label = (n: number) => (n >= 1e6 ? n / 1e6 + " MB" : n / 1e3 + " KB");
  console.log(
    `\n| long valid input | operation | ${LONG_SIZES.map(label).join(" | ")} | × the plain loop at 1 MB |`,
  );
  console.log("| --- | --- |" + LONG_SIZES.map(() => " ---: |").join("") + " ---: |");
  for (const row of rows) {
    const loop = rows.find((r) => r.family === row.family && r.operation === "a plain loop")!;
    const at1MB = LONG_SIZES.indexOf(1e6);
    console.log(
      `| ${row.family} | ${row.operation} | ${row.cells.map((c) => `${c.toFixed(2)} ns/char`).join(" | ")} | ${(row.cells[at1MB]! / loop.cells[at1MB]!).toFixed(2)} |`,
    );
  }
}
