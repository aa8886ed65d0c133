// Runs `uri-grammar` in-process (main, with streams as values) or as a program (dist/src/cli.js, built by
// `npm run build:ts`, which `pretest` runs).
import { spawn, type StdioOptions } from "node:child_process";
import { join } from "node:path";
import { PassThrough, Readable, type Writable } from "node:stream";
import { main } from "../../src/cli/main.js";

export interface CliResult {
  status: number;
  stdout: string;
  stderr: string;
}

/** Runs main in-process; stdin is a string or bytes (or chunks of them, delivered one by one). */
export async function runCli(
  argv: string[],
  stdin: string | Buffer | (string | Buffer)[] = "",
  options: { stderrIsTTY?: boolean; stdout?: Writable } = {},
): Promise<CliResult> {
  const stdout = new PassThrough();
  const stderr = new PassThrough();
  let out = "";
  let err = "";
  stdout.on("data", (d: Buffer) => (out += d.toString("utf8")));
  stderr.on("data", (d: Buffer) => (err += d.toString("utf8")));
  const chunks = (Array.isArray(stdin) ? stdin : [stdin]).map((c) =>
    typeof c === "string" ? Buffer.from(c, "utf8") : c,
  );
  const status = await main(argv, {
    stdin: Readable.from(chunks),
    stdout: options.stdout ?? stdout,
    stderr,
    stderrIsTTY: options.stderrIsTTY ?? false,
  });
  return { status, stdout: out, stderr: err };
}

/**
 * Runs a --jsonl command over values, returning the parsed output objects. The exit status must be
 * `status` when given, else 0 or 1.
 */
export async function runJsonl(argv: string[], inputs: unknown[], status?: number): Promise<unknown[]> {
  const r = await runCli([...argv, "--jsonl"], inputs.map((v) => JSON.stringify(v)).join("\n") + "\n");
  if (status === undefined ? r.status !== 0 && r.status !== 1 : r.status !== status)
    throw new Error(`exit ${r.status}: ${r.stderr}`);
  const stdout = r.stdout;
  return stdout
    .split("\n")
    .filter((l) => l !== "")
    .map((l) => JSON.parse(l) as unknown);
}

/** The built program. */
export const CLI = join(import.meta.dirname, "..", "..", "dist", "src", "cli.js");

/**
 * Runs `node dist/src/cli.js ARGS` through a shell command line (so that a test can write `| head -1`,
 * `> /dev/full`, `>&-`, `<(…)`): `$CLI` in the command stands for the program. Resolves with the
 * shell's exit status (set -o pipefail is NOT set: use ${PIPESTATUS[0]} to get the CLI's in a pipe).
 */
export function runShell(command: string, input?: string | Buffer): Promise<CliResult> {
  return runProcess("bash", ["-c", command], input, { CLI: `${process.execPath} ${CLI}` });
}

/** Runs the built program directly, with the stdio given. */
export function runProgram(
  args: string[],
  input?: string | Buffer,
  stdio: StdioOptions = "pipe",
): Promise<CliResult> {
  return runProcess(process.execPath, [CLI, ...args], input, {}, stdio);
}

function runProcess(
  file: string,
  args: string[],
  input: string | Buffer | undefined,
  env: Record<string, string>,
  stdio: StdioOptions = "pipe",
): Promise<CliResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(file, args, { env: { ...process.env, ...env }, stdio });
    let out = "";
    let err = "";
    child.stdout?.on("data", (d: Buffer) => (out += d.toString("utf8")));
    child.stderr?.on("data", (d: Buffer) => (err += d.toString("utf8")));
    child.on("error", reject);
    child.on("close", (code, signal) =>
      resolve({ status: code ?? (signal ? 128 : -1), stdout: out, stderr: err }),
    );
    child.stdin?.on("error", () => {}); // a program that stops reading early is not an error here
    child.stdin?.end(input ?? "");
  });
}
