// `npm run fuzz -- TARGET [--runs N] [--seconds S] [--max-len N] [--seed N] [-- libFuzzer flags]`:
// coverage-guided fuzzing with Jazzer.js (libFuzzer in Node) of one target of scripts/fuzz/targets.ts,
// or of each in turn (TARGET "all"). Starts from the committed seeds (corpus/fuzz/<target>/) and the
// inputs earlier runs found (.fuzz/corpus/<target>/, where new ones are written); a failing input
// goes to .fuzz/findings/<target>/ and the run stops with its law. Without --runs or --seconds, it
// runs until stopped (Ctrl-C). `npm run fuzz -- TARGET --replay FILE…` runs the target once on
// each file (a finding, a seed) and prints the law it breaks. docs/fuzzing.md says more.
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readdirSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, resolve as resolvePath } from "node:path";
import { fileURLToPath } from "node:url";
import { setup } from "./setup.js";
import { TARGET_NAMES, TARGETS, type TargetName } from "./targets.js";

export const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const require = createRequire(join(root, "package.json"));

export interface RunOptions {
  /** libFuzzer -runs: executions (undefined: unbounded). */
  runs?: number;
  /** libFuzzer -max_total_time, seconds (undefined: unbounded). */
  seconds?: number;
  maxLen?: number;
  /** libFuzzer -seed (0: libFuzzer picks one). */
  seed?: number;
  /** Corpus folders: new inputs go to the first, the others are read only. Or files to run once each. */
  corpora: string[];
  /** Where a failing input is written (libFuzzer -artifact_prefix, a folder). */
  findings: string;
  /** More libFuzzer flags. */
  extra?: string[];
  /** Print libFuzzer's output as it comes (else only the summary is returned). */
  echo?: boolean;
}

export interface RunResult {
  target: TargetName;
  /** libFuzzer's exit status (0: no finding). */
  status: number;
  /** Executions libFuzzer reports ("Done N runs"). */
  executions: number;
  /** Coverage counters hit and the corpus size at the end (libFuzzer's "cov:" and "corp:"). */
  coverage: number;
  corpus: number;
  /** The file a failing input was written to, and what the target threw. */
  finding?: string;
  error?: string;
  output: string;
}

export function seedsOf(target: TargetName): string {
  return join(root, "corpus", "fuzz", target);
}

/** The dictionary of a target, when it has one: a file named after it with ".dict", beside its seeds in corpus/fuzz (libFuzzer's format). */
function dictionaryOf(target: TargetName): string | undefined {
  const path = join(root, "corpus", "fuzz", `${target}.dict`);
  return existsSync(path) ? path : undefined;
}

export function runTarget(target: TargetName, options: RunOptions): Promise<RunResult> {
  for (const dir of options.corpora) if (!existsSync(dir)) mkdirSync(dir, { recursive: true });
  mkdirSync(options.findings, { recursive: true });
  const cli = join(dirname(require.resolve("@jazzer.js/core/package.json")), "dist", "cli.js");
  const libFuzzer = [
    `-max_len=${options.maxLen ?? TARGETS[target].maxLen}`,
    `-artifact_prefix=${options.findings}/`,
    ...(options.runs === undefined ? [] : [`-runs=${options.runs}`]),
    ...(options.seconds === undefined ? [] : [`-max_total_time=${options.seconds}`]),
    ...(options.seed === undefined ? [] : [`-seed=${options.seed}`]),
    ...(dictionaryOf(target) === undefined ? [] : [`-dict=${dictionaryOf(target)}`]),
    ...(options.extra ?? []),
  ];
  const args = [
    "--import",
    join(root, "scripts", "register.mjs"),
    cli,
    join(root, "scripts", "fuzz", "entry.mjs"),
    ...options.corpora,
    "--sync",
    // Instrument the library, the compiler and the ABNF reader's generated parser: the code under
    // test, not the harness (scripts/) nor the automata's tables (generated/*.automata.ts).
    "-i",
    join(root, "src") + "/",
    "-i",
    join(root, "compiler") + "/",
    "-i",
    join(root, "generated", "abnf.peg.js"),
    "--timeout",
    "20000",
    "--",
    ...libFuzzer,
  ];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      cwd: root,
      env: { ...process.env, URI_GRAMMAR_FUZZ_TARGET: target },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    const take = (chunk: Buffer) => {
      const text = chunk.toString("utf8");
      output += text;
      if (output.length > 4_000_000) output = output.slice(-2_000_000);
      if (options.echo === true) process.stderr.write(text);
    };
    child.stdout.on("data", take);
    child.stderr.on("data", take);
    child.on("error", reject);
    child.on("close", (code, signal) => {
      const status = code ?? (signal === null ? 1 : 128);
      const done = /Done (\d+) runs/.exec(output);
      const stats = [...output.matchAll(/cov: (\d+) ft: \d+ corp: (\d+)/g)].at(-1);
      const finding = /Test unit written to (\S+)/.exec(output)?.[1];
      const error = status === 0 ? undefined : errorOf(output);
      resolve({
        target,
        status,
        executions: done ? Number(done[1]) : Number([...output.matchAll(/^#(\d+)/gm)].at(-1)?.[1] ?? 0),
        coverage: stats ? Number(stats[1]) : 0,
        corpus: stats ? Number(stats[2]) : 0,
        ...(finding === undefined ? {} : { finding }),
        ...(error === undefined ? {} : { error }),
        output,
      });
    });
  });
}

/** What the target threw, from Jazzer.js's report (its first lines). */
function errorOf(output: string): string {
  const at = output.search(/==\d+== |Uncaught Exception|LawBroken|Error:/);
  const text = at === -1 ? output.slice(-2000) : output.slice(at);
  return text.split("\n").slice(0, 12).join("\n");
}

function parseArgs(argv: string[]): {
  targets: TargetName[];
  options: Partial<RunOptions>;
  replay: string[];
} {
  const dash = argv.indexOf("--");
  const own = dash === -1 ? argv : argv.slice(0, dash);
  const extra = dash === -1 ? [] : argv.slice(dash + 1);
  const options: Partial<RunOptions> = { extra };
  const targets: TargetName[] = [];
  const replay: string[] = [];
  for (let i = 0; i < own.length; i++) {
    const a = own[i]!;
    const value = (): number => {
      const n = Number(own[++i]);
      if (!Number.isInteger(n) || n <= 0) throw new Error(`${a}: a positive integer`);
      return n;
    };
    if (a === "--runs") options.runs = value();
    else if (a === "--seconds") options.seconds = value();
    else if (a === "--max-len") options.maxLen = value();
    else if (a === "--seed") options.seed = value();
    else if (a === "--replay") {
      // npm runs scripts from the package's folder; INIT_CWD is where the command was typed.
      const file = own[++i] === undefined ? "" : resolvePath(process.env.INIT_CWD ?? process.cwd(), own[i]!);
      if (!existsSync(file)) throw new Error(`--replay: a file, got ${own[i]}`);
      replay.push(file);
    } else if (a === "all") targets.push(...TARGET_NAMES);
    else if ((TARGET_NAMES as string[]).includes(a)) targets.push(a as TargetName);
    else
      throw new Error(
        `unknown argument ${a}: a target (${TARGET_NAMES.join(", ")}, all), --runs N, --seconds S, --max-len N, --seed N, --replay FILE, then -- and libFuzzer flags`,
      );
  }
  if (targets.length === 0) throw new Error(`name a target: ${TARGET_NAMES.join(", ")}, or all`);
  return { targets, options, replay };
}

async function main(): Promise<void> {
  let parsed;
  try {
    parsed = parseArgs(process.argv.slice(2));
  } catch (error) {
    console.error(`fuzz: ${(error as Error).message}`);
    process.exit(2);
  }
  for (const line of setup()) console.log(`fuzz setup: ${line}`);
  let failed = 0;
  for (const target of parsed.targets) {
    const work = join(root, ".fuzz", "corpus", target);
    const findings = join(root, ".fuzz", "findings", target);
    console.log(`\n# ${target}: ${TARGETS[target].covers}`);
    if (parsed.replay.length === 0)
      console.log(`# corpus ${work} (+ seeds ${seedsOf(target)}), findings ${findings}\n`);
    const result = await runTarget(target, {
      ...parsed.options,
      corpora: parsed.replay.length > 0 ? parsed.replay : [work, seedsOf(target)],
      findings,
      echo: true,
    });
    const inputs = existsSync(work) ? readdirSync(work).length : 0;
    console.log(
      `\n# ${target}: ${result.executions.toLocaleString("en")} executions, ${result.coverage} coverage counters, ${inputs} inputs in ${work}` +
        (result.status === 0
          ? ", no finding"
          : `, FINDING${result.finding ? ` written to ${result.finding}` : ""}`),
    );
    if (result.status !== 0) failed++;
  }
  process.exit(failed === 0 ? 0 : 1);
}

if (process.argv[1] !== undefined && fileURLToPath(import.meta.url) === process.argv[1]) await main();
