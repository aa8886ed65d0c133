#!/usr/bin/env node
// The `uri-grammar` command (package.json "bin"): the process around main (cli/main.ts).
//
// What the process adds: it tells a closed stdout from /dev/null, and it exits with main's status
// once every write has been done, with no stack trace on any input or pipe condition.
import { fstatSync, readFileSync, statSync } from "node:fs";
import { Readable, Writable } from "node:stream";
import { escapeControls } from "./syntax/escape.js";
import { main } from "./cli/main.js";

/**
 * Whether stdout was closed when the process started (`>&-`). Node never runs with fd 1 closed: at
 * start-up it opens /dev/null read-write in its place (node.cc, PlatformInit), so output would be
 * lost without an error. A shell's `> /dev/null` opens it write-only, which is how the two are told
 * apart (Linux: /proc/self/fdinfo). A parent that gives /dev/null read-write (Node's stdio "ignore",
 * Python's subprocess.DEVNULL) looks the same, and output to it is refused alike: it would be lost.
 */
function stdoutWasClosed(): boolean {
  try {
    const out = fstatSync(1);
    if (!out.isCharacterDevice() || out.rdev !== statSync("/dev/null").rdev) return false;
    const flags = /^flags:\s*([0-7]+)$/m.exec(readFileSync("/proc/self/fdinfo/1", "latin1"));
    return flags !== null && (parseInt(flags[1]!, 8) & 3) === 2; // O_ACCMODE is O_RDWR
  } catch {
    return false;
  }
}

/** A stdout that refuses every write, as a closed file descriptor does (EBADF). */
function closedStdout(): Writable {
  return new Writable({
    write(_chunk, _encoding, callback) {
      callback(
        Object.assign(new Error("EBADF: standard output is closed, write"), {
          code: "EBADF",
        }),
      );
    },
  });
}

/**
 * stdin, or, when it is a directory (`< /`), a stream that fails as reading one does: Node gives a
 * directory on fd 0 as an empty stream, and the input would look empty.
 */
function standardInput(): Readable {
  try {
    if (fstatSync(0).isDirectory())
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
  stdout: stdoutWasClosed() ? closedStdout() : process.stdout,
  stderr: process.stderr,
  stderrIsTTY: Boolean(process.stderr.isTTY),
}).then(
  // main returns once every write has completed: nothing is lost by exiting now, and nothing left
  // open (stdin on a terminal, a FIFO) keeps the process waiting.
  (status) => process.exit(status),
  () => process.exit(2),
);
