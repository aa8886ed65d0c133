#!/usr/bin/env node
// The `uri-grammar` command (package.json "bin"): the process around main (cli/main.ts).
//
// What the process adds: stdin that is a directory read as one (an error, not an empty input), and
// the exit with main's status once every write has been done, with no stack trace on any input or
// pipe condition.
//
// stdout is taken as it is. A write to /dev/null succeeds, however it was opened: a parent that
// gives the program /dev/null (a shell's `> /dev/null`, Node's stdio "ignore", Python's
// subprocess.DEVNULL, all alike) gets the normal exit status. Node never runs with fd 1 closed (at
// start-up it opens /dev/null in its place), so `>&-` is /dev/null too. A stdout that refuses
// writes (EBADF: a descriptor open for reading only, `1< file`) is a write error: one line on stderr
// and exit status 2, as ENOSPC is.
import { fstatSync } from "node:fs";
import { Readable } from "node:stream";
import { escapeControls } from "./syntax/escape.js";
import { main } from "./cli/main.js";

/**
 * stdin, or, when it is a directory (`< /`), a stream that fails as reading one does: Node gives a
 * directory on fd 0 as an empty stream, and the input would look empty.
 */
function standardInput(): Readable {
  try {
    // As BigInts: Node 20's fs.realpathSync reads the numbers of the last stat call, and a pipe's
    // left there makes it stop at the first path it has seen before, so that a package imported
    // later (a command's, src/cli/commands/index.ts) through a symbolic link (npm link, pnpm)
    // keeps the link's path, and its own dependencies are not found. BigInt stats are kept apart.
    if (fstatSync(0, { bigint: true }).isDirectory())
      return new Readable({
        read() {
          this.destroy(
            Object.assign(new Error("EISDIR: illegal operation on a directory, read"), { code: "EISDIR" }),
          );
        },
      });
  } catch {
    // fd 0 cannot be examined: read it as it is
  }
  return process.stdin;
}

// The CLI prints no stack trace (URI_GRAMMAR_DEBUG=1 asks for them), and without one an Error is
// cheap to make: validate makes a UriSyntaxError for every invalid line, and recording the stack of
// each took a tenth of its time.
if (!process.env.URI_GRAMMAR_DEBUG) Error.stackTraceLimit = 0;

// A write error that escapes everything else (it should not) ends the process with one line, not a
// stack trace: EPIPE quietly with status 0, as for the commands.
process.on("uncaughtException", (error: NodeJS.ErrnoException) => {
  if (error?.code === "EPIPE") process.exit(0);
  try {
    process.stderr.write(
      `uri-grammar: internal error: ${escapeControls(String(error?.message ?? error).split("\n")[0]!)}\n`,
    );
  } catch {
    // nothing left to tell it with
  }
  process.exit(2);
});

main(process.argv.slice(2), {
  stdin: standardInput(),
  stdout: process.stdout,
  stderr: process.stderr,
  stderrIsTTY: Boolean(process.stderr.isTTY),
}).then(
  // main returns once every write has completed: nothing is lost by exiting now, and nothing left
  // open (stdin on a terminal, a FIFO) keeps the process waiting.
  (status) => process.exit(status),
  () => process.exit(2),
);
