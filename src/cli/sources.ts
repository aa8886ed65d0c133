// The inputs a command reads lines from (validate's FILEs, lint's --file): `-` is stdin, and any
// other name any readable path — a file, a FIFO, /dev/stdin, a process substitution <(…). A path
// that cannot be read is reported when it is read (an InputError from io.ts's reader), in its turn.
import { createReadStream, statSync } from "node:fs";
import type { Readable } from "node:stream";
import type { Context } from "./command.js";

export interface Source {
  /** As printed: the file name, or <stdin>. */
  label: string;
  open(): Readable;
  /** The size, for a regular file (a progress bar's total). */
  bytes: number | undefined;
}

/** The inputs named (none: stdin), each read in chunks of `chunkBytes` when it is a path. */
export function sourcesOf(names: readonly string[], context: Context, chunkBytes = 1 << 16): Source[] {
  return (names.length === 0 ? ["-"] : names).map((name) => {
    if (name === "-") return { label: "<stdin>", open: () => context.stdin, bytes: undefined };
    let bytes: number | undefined;
    try {
      const stat = statSync(name);
      if (stat.isFile()) bytes = stat.size;
    } catch {
      // Reported when the file is read, in its turn.
    }
    return { label: name, open: () => createReadStream(name, { highWaterMark: chunkBytes }), bytes };
  });
}
