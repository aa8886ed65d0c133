// Runs `uri-grammar` in-process: argv and stdin in, exit status and captured stdout/stderr out.
import { PassThrough, Readable } from "node:stream";
import { main } from "../../src/cli/main.js";

export interface CliResult {
  status: number;
  stdout: string;
  stderr: string;
}

export async function runCli(
  argv: string[],
  stdin = "",
  options: { stderrIsTTY?: boolean } = {},
): Promise<CliResult> {
  const stdout = new PassThrough();
  const stderr = new PassThrough();
  let out = "";
  let err = "";
  stdout.on("data", (d: Buffer) => (out += d.toString("utf8")));
  stderr.on("data", (d: Buffer) => (err += d.toString("utf8")));
  const status = await main(argv, {
    stdin: Readable.from([stdin]),
    stdout,
    stderr,
    stderrIsTTY: options.stderrIsTTY ?? false,
  });
  return { status, stdout: out, stderr: err };
}

/** Runs a --jsonl command over values, returning the parsed output objects. */
export async function runJsonl(argv: string[], inputs: unknown[]): Promise<unknown[]> {
  const { status, stdout, stderr } = await runCli(
    [...argv, "--jsonl"],
    inputs.map((v) => JSON.stringify(v)).join("\n") + "\n",
  );
  if (status !== 0) throw new Error(`exit ${status}: ${stderr}`);
  return stdout
    .split("\n")
    .filter((l) => l !== "")
    .map((l) => JSON.parse(l) as unknown);
}
