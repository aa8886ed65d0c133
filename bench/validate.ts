// `uri-grammar validate`'s throughput (issue 13's target: at least 60 MB/s on bench/data/urls.txt
// repeated to 50 MB, on two cores): the built command line (dist/src/cli.js, `npm run build:ts`)
// run as a user runs it, a whole process each time (start-up included), its output to /dev/null.
// The file is built in a temporary directory: urls.txt repeated, cut at 50,000,000 bytes (as
// `head -c` cuts it: its last line is cut too).
//
// With --base REF, the command line of a git ref (its sources, built as its build:ts builds them,
// in a temporary directory, with this checkout's node_modules) runs beside this one, the processes
// alternating, so that both meet the same load: before and after in one run. Their outputs (stdout,
// stderr, exit status) are compared first, and must be the same bytes.
//
//   npm run bench:validate [-- --runs N] [--mb N] [--base REF] [--modes default,jobs2,quiet,valid]
import { execFileSync, execSync, spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import {
  closeSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readFileSync,
  rmSync,
  symlinkSync,
} from "node:fs";
import { writeFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");

const { values } = parseArgs({
  options: {
    runs: { type: "string", default: "7" },
    mb: { type: "string", default: "50" },
    base: { type: "string" },
    modes: { type: "string", default: "default,jobs2,quiet" },
  },
});
const RUNS = Number(values.runs);
const BYTES = Number(values.mb) * 1_000_000;

/** What is timed: the arguments before the file, and the file (all lines, or the valid ones only). */
const MODES: Record<string, { label: string; args: string[]; validOnly?: boolean }> = {
  default: { label: "validate FILE", args: [] },
  jobs2: { label: "validate --jobs 2 FILE", args: ["--jobs", "2"] },
  quiet: { label: "validate --quiet FILE", args: ["--quiet"] },
  valid: { label: "validate FILE, its valid lines only", args: [], validOnly: true },
};

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** urls.txt repeated and cut at `bytes`. */
function repeated(lines: Buffer, bytes: number): Buffer {
  const out = Buffer.alloc(bytes);
  for (let at = 0; at < bytes; at += lines.length) lines.copy(out, at, 0, Math.min(lines.length, bytes - at));
  return out;
}

/** The command line of a git ref, built in `dir`: its dist/src/cli.js. */
function buildRef(ref: string, dir: string): string {
  execSync(
    `git -C ${JSON.stringify(root)} archive ${JSON.stringify(ref)} | tar -x -C ${JSON.stringify(dir)}`,
  );
  symlinkSync(join(root, "node_modules"), join(dir, "node_modules"), "dir");
  // The ref's own `npm run build:ts`.
  const tsc = join(root, "node_modules", "typescript", "bin", "tsc");
  execFileSync(process.execPath, [tsc, "-p", "tsconfig.json"], { cwd: dir, stdio: "inherit" });
  execFileSync(process.execPath, ["scripts/build-dist.mjs"], { cwd: dir, stdio: "inherit" });
  return join(dir, "dist", "src", "cli.js");
}

const dir = mkdtempSync(join(tmpdir(), "uri-grammar-validate-"));
try {
  const subjects: { name: string; cli: string }[] = [];
  if (values.base !== undefined) {
    const baseDir = join(dir, "base");
    mkdirSync(baseDir);
    console.log(`building ${values.base} in ${baseDir} ...`);
    const commit = execFileSync("git", ["-C", root, "rev-parse", "--short", values.base], {
      encoding: "utf8",
    });
    subjects.push({ name: `${values.base} (${commit.trim()})`, cli: buildRef(values.base, baseDir) });
  }
  const own = join(root, "dist", "src", "cli.js");
  if (!existsSync(own)) throw new Error(`${own} is not built: npm run build:ts`);
  subjects.push({ name: "this checkout", cli: own });

  const urls = readFileSync(join(root, "bench", "data", "urls.txt"));
  const file = join(dir, "urls.txt");
  writeFileSync(file, repeated(urls, BYTES));
  const modes = values.modes.split(",").map((m) => {
    const mode = MODES[m];
    if (mode === undefined) throw new Error(`unknown mode ${m}: ${Object.keys(MODES).join(", ")}`);
    return { ...mode, file };
  });
  // The valid lines only: the file without the lines the command reports (by the first subject).
  const validMode = modes.find((m) => m.validOnly);
  if (validMode !== undefined) {
    const out = spawnSync(process.execPath, [subjects[0]!.cli, "validate", file], { maxBuffer: 1 << 30 });
    const bad = new Set(
      out.stdout
        .toString("utf8")
        .split("\n")
        .filter((l) => l !== "")
        .map((l) => Number(l.slice(file.length + 1, l.indexOf(":", file.length + 1)))),
    );
    const lines = readFileSync(file, "latin1").split("\n");
    validMode.file = join(dir, "valid.txt");
    writeFileSync(validMode.file, lines.filter((_, k) => !bad.has(k + 1)).join("\n"), "latin1");
  }

  // Each subject's output, once per mode: the same bytes, or the comparison means nothing.
  for (const mode of modes) {
    const outputs = subjects.map(({ cli }) => {
      const r = spawnSync(process.execPath, [cli, "validate", ...mode.args, mode.file], {
        maxBuffer: 1 << 30,
      });
      const hash = createHash("sha256").update(r.stdout).digest("hex").slice(0, 16);
      return { status: r.status, stdout: hash, stderr: r.stderr.toString("utf8").trim() };
    });
    for (const [k, o] of outputs.entries())
      console.log(
        `${subjects[k]!.name}: ${mode.label}: exit ${o.status}, stdout sha256 ${o.stdout}, "${o.stderr}"`,
      );
    if (outputs.some((o) => JSON.stringify(o) !== JSON.stringify(outputs[0])))
      throw new Error(`${mode.label}: the outputs differ`);
  }

  // Timed runs: every (subject, mode) once per round, in turn, so that each meets the same load.
  const times = new Map<string, number[]>();
  const devNull = openSync("/dev/null", "w");
  const load = loadavg()[0]!;
  try {
    for (let round = 0; round < RUNS; round++)
      for (const mode of modes)
        for (const { name, cli } of round % 2 ? [...subjects].reverse() : subjects) {
          const t0 = process.hrtime.bigint();
          spawnSync(process.execPath, [cli, "validate", ...mode.args, mode.file], {
            stdio: ["ignore", devNull, "ignore"],
          });
          const seconds = Number(process.hrtime.bigint() - t0) / 1e9;
          const key = `${name}\t${mode.label}`;
          times.set(key, [...(times.get(key) ?? []), seconds]);
        }
  } finally {
    closeSync(devNull);
  }

  console.log(
    `\n${(BYTES / 1e6).toFixed(0)} MB, ${RUNS} runs each, Node ${process.version}, load average ${load.toFixed(1)} → ${loadavg()[0]!.toFixed(1)}\n`,
  );
  console.log("| build | command | fastest run | median run |");
  console.log("| --- | --- | --- | --- |");
  for (const mode of modes)
    for (const { name } of subjects) {
      const t = times.get(`${name}\t${mode.label}`)!;
      const size = mode.file === file ? BYTES : readFileSync(mode.file).length;
      const cell = (s: number) => `${s.toFixed(2)} s, ${(size / 1e6 / s).toFixed(0)} MB/s`;
      console.log(`| ${name} | ${mode.label} | ${cell(Math.min(...t))} | ${cell(median(t))} |`);
    }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
