// Cold start: a fresh Node process imports the library and calls isValid once, beside fast-uri's
// import and first parse, in the same run (processes alternate), as schema validators meet them at
// a server's start (ajv#995). Each process times itself from before its import to after its first
// call, in CPU time of the process (process.cpuUsage: on a machine shared with other work, the wall
// clock charges other processes' time to whoever is running); the table reports the medians and their ratio. The package is imported by its name, through
// its "exports" (dist/, built by `npm run build`), as a user's program would import it.
//
// `npm run bench -- --only cold-start [--processes N]`
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, symlinkSync, writeFileSync, mkdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");

const SUBJECTS = {
  "uri-grammar import + isValid": `const t0 = process.cpuUsage();
const { isValid } = await import("uri-grammar");
isValid("http://example.com/over/there?name=ferret#nose");
const t = process.cpuUsage(t0);
console.log((t.user + t.system) / 1000);`,
  "fast-uri import + parse": `const t0 = process.cpuUsage();
const { default: fastUri } = await import("fast-uri");
fastUri.parse("http://example.com/over/there?name=ferret#nose");
const t = process.cpuUsage(t0);
console.log((t.user + t.system) / 1000);`,
};

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Medians in ms of each subject over `processes` fresh processes each, alternating. */
export function coldStart(processes = 15): { name: string; median: number; ratio: number }[] {
  const dir = mkdtempSync(join(tmpdir(), "uri-grammar-cold-"));
  try {
    // A project that depends on both, as a user's would: node_modules/uri-grammar is this package.
    mkdirSync(join(dir, "node_modules"));
    symlinkSync(root, join(dir, "node_modules", "uri-grammar"), "dir");
    symlinkSync(join(root, "node_modules", "fast-uri"), join(dir, "node_modules", "fast-uri"), "dir");
    const files = Object.entries(SUBJECTS).map(([name, code], k) => {
      const file = join(dir, `subject-${k}.mjs`);
      writeFileSync(file, code);
      return { name, file, times: [] as number[] };
    });
    for (let p = 0; p < processes; p++)
      for (const subject of p % 2 ? [...files].reverse() : files)
        subject.times.push(
          Number(execFileSync(process.execPath, [subject.file], { cwd: dir, encoding: "utf8" })),
        );
    const base = median(files[0]!.times);
    return files.map((f) => ({ name: f.name, median: median(f.times), ratio: median(f.times) / base }));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const n = Number(process.argv[process.argv.indexOf("--processes") + 1]) || 15;
  for (const row of coldStart(n))
    console.log(`${row.name.padEnd(32)} ${row.median.toFixed(1).padStart(7)} ms  ${row.ratio.toFixed(2)}×`);
}
