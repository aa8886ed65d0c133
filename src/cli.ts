#!/usr/bin/env node
// The `uri-grammar` command (package.json "bin").
import { main } from "./cli/main.js";

main(process.argv.slice(2), {
  stdin: process.stdin,
  stdout: process.stdout,
  stderr: process.stderr,
  stderrIsTTY: Boolean(process.stderr.isTTY),
}).then(
  (status) => {
    process.exitCode = status;
  },
  (error: unknown) => {
    process.stderr.write(`uri-grammar: internal error: ${(error as Error).stack ?? String(error)}\n`);
    process.exitCode = 70;
  },
);
