// The command line's input and output, as values so that tests can run commands in-process.
//
// Output: every write goes through an Output, which listens for the stream's errors (a Writable
// with none throws them as "Unhandled 'error' event") and turns them into an OutputError that ends
// the command: EPIPE quietly (the reader, `head` say, has what it wanted), anything else (ENOSPC,
// EBADF, EIO) with a one-line message and exit status 2.
//
// Input: read as lines in time and memory linear in the input, whatever the size of the chunks the
// stream delivers: each byte is searched for a line end once, and a line being assembled across
// chunks is kept as a list of pieces and joined once. A line longer than the limit (--max-line) is
// not kept: its bytes are counted and dropped up to the next line end, and it is reported as one
// Overlong line, so the memory held is bounded by the limit plus one chunk.
import type { Readable, Writable } from "node:stream";
import { constants as bufferConstants } from "node:buffer";
import { escapeControls } from "../syntax/escape.js";

export interface Io {
  stdin: Readable;
  stdout: Writable;
  stderr: Writable;
  /** Whether stderr is a terminal (progress bars are drawn only then). */
  stderrIsTTY: boolean;
}

/** A usage error: exit status 2, a message naming the problem and the command's usage. */
export class UsageError extends Error {
  override name = "UsageError";
}

/** What an errno error says, in words: "no space left on device (ENOSPC)". */
function describeSystemError(error: unknown): string {
  const e = error as NodeJS.ErrnoException;
  const code = typeof e?.code === "string" ? e.code : undefined;
  const message = typeof e?.message === "string" ? e.message : String(error);
  // Node writes "ENOSPC: no space left on device, write": keep the words between the two.
  const words =
    code && message.startsWith(code + ": ") ? message.slice(code.length + 2).split(",")[0] : message;
  return escapeControls(code && !words.includes(code) ? `${words} (${code})` : words);
}

/** A write to an output stream failed. */
export class OutputError extends Error {
  override name = "OutputError";
  readonly code: string | undefined;
  constructor(
    readonly label: string,
    override readonly cause: unknown,
  ) {
    super(`cannot write to ${label}: ${describeSystemError(cause)}`);
    this.code = (cause as NodeJS.ErrnoException)?.code;
  }
}

/** Reading an input failed (EISDIR, EACCES, ENOENT, EIO...). */
export class InputError extends Error {
  override name = "InputError";
  readonly code: string | undefined;
  constructor(
    readonly label: string,
    override readonly cause: unknown,
  ) {
    super(`${escapeControls(label)}: ${describeSystemError(cause)}`);
    this.code = (cause as NodeJS.ErrnoException)?.code;
  }
}

/** Output lines are gathered up to this many characters before a write (one system call). */
const BLOCK = 1 << 16;

/**
 * An output stream that reports its errors. `line` buffers; `flush` writes what is buffered and
 * waits until every write has completed. Both throw an OutputError once a write has failed.
 */
export class Output {
  #error: unknown;
  #pending = 0;
  #waiters: (() => void)[] = [];
  #buffer: string[] = [];
  #buffered = 0;

  constructor(
    readonly stream: Writable,
    readonly label: string,
  ) {
    stream.on("error", (error) => this.#fail(error));
  }

  #fail(error: unknown): void {
    if (this.#error === undefined) this.#error = error ?? new Error("write failed");
    this.#wake();
  }

  #wake(): void {
    const waiters = this.#waiters;
    this.#waiters = [];
    for (const w of waiters) w();
  }

  /** Whether a write has failed (the command should stop). */
  get failed(): boolean {
    return this.#error !== undefined;
  }

  /** Throws the OutputError of the first failed write, if any. */
  check(): void {
    if (this.#error !== undefined) throw new OutputError(this.label, this.#error);
  }

  /** Writes text now; resolves when the stream can take more. */
  async write(text: string): Promise<void> {
    this.check();
    if (text === "") return;
    this.#pending++;
    let more: boolean;
    try {
      more = this.stream.write(text, (error) => {
        this.#pending--;
        if (error) this.#fail(error);
        else if (this.#pending === 0) this.#wake();
      });
    } catch (error) {
      this.#pending--;
      this.#fail(error);
      more = true;
    }
    if (!more && this.#error === undefined) await this.#drained();
    // A write's outcome comes in a callback, after the code that wrote has yielded: yield once a
    // write (a block of output), so that a failure (EPIPE) stops a command that would otherwise go on
    // computing until its input next has to wait.
    else await new Promise<void>((resolve) => setImmediate(resolve));
    this.check();
  }

  #drained(): Promise<void> {
    return new Promise((resolve) => {
      const done = (): void => {
        this.stream.off("drain", done);
        this.stream.off("close", done);
        resolve();
      };
      this.stream.once("drain", done);
      this.stream.once("close", done);
      this.#waiters.push(done);
    });
  }

  /** Buffers one line (a "\n" is added); writes when the buffer is full. */
  async line(text: string): Promise<void> {
    this.#buffer.push(text);
    this.#buffered += text.length + 1;
    if (this.#buffered >= BLOCK) await this.#writeBuffer();
    else this.check();
  }

  async #writeBuffer(): Promise<void> {
    if (this.#buffer.length === 0) return;
    const text = this.#buffer.join("\n") + "\n";
    this.#buffer = [];
    this.#buffered = 0;
    await this.write(text);
  }

  /** Writes what is buffered and waits until every write has been done (or has failed). */
  async flush(): Promise<void> {
    await this.#writeBuffer();
    while (this.#pending > 0 && this.#error === undefined)
      await new Promise<void>((resolve) => this.#waiters.push(resolve));
    this.check();
  }
}

// ---------------------------------------------------------------------------------------------
// Input

/** The longest line read by default, in bytes (without its line end): 64 MiB. */
export const DEFAULT_MAX_LINE = 64 * 1024 * 1024;
/** The largest --max-line: the longest string V8 can hold (every byte is at least one UTF-16 unit). */
export const MAX_MAX_LINE: number = bufferConstants.MAX_STRING_LENGTH;

/** A line longer than the limit: not kept, only measured. */
export class Overlong {
  constructor(
    /** Its length in bytes, without the line end. */
    readonly bytes: number,
  ) {}
}

/** What reading has cost, for tests that hold it linear (work counted, not time). */
export interface ReadStats {
  /** Bytes examined by searches for a line end. */
  scanned: number;
  /** Bytes copied to join pieces of a line that spans chunks. */
  copied: number;
  /** The most bytes held at once for a line not yet complete. */
  held: number;
}

/**
 * Runs of whole lines, as they arrive: a Buffer holding one or more lines, each with its "\n" (the
 * input's last line may have none), or an Overlong line. A UTF-8 byte order mark at the start of the
 * input is dropped. A line is only split at "\n", so a piece never ends inside a UTF-8 sequence.
 */
export async function* pieces(
  source: AsyncIterable<Buffer | Uint8Array | string>,
  maxLine: number,
  label: string,
  stats?: ReadStats,
): AsyncGenerator<Buffer | Overlong> {
  const iterator = source[Symbol.asyncIterator]();
  try {
    yield* piecesOf(iterator, maxLine, label, stats);
  } finally {
    // Stopped early (the output has gone, say): release the input (a stream is destroyed).
    await iterator.return?.();
  }
}

async function* piecesOf(
  iterator: AsyncIterator<Buffer | Uint8Array | string>,
  maxLine: number,
  label: string,
  stats: ReadStats | undefined,
): AsyncGenerator<Buffer | Overlong> {
  // A line without its "\n" may still end in "\r"; it is over the limit once it has more than
  // maxLine + 1 bytes. Shorter lines are measured exactly, after the "\r" is removed, by the reader of
  // the piece (splitLines).
  const cap = maxLine + 1;
  let held: Buffer[] = [];
  let heldBytes = 0;
  let skipping = -1; // the length so far of an overlong line being dropped, or -1
  let start = true; // no byte read yet: a byte order mark may come
  let lastByte = -1; // the last byte of the previous chunk, while skipping
  /** Holds the end of a chunk, a line not ended yet; once it is over the cap, skips the line instead. */
  const hold = (part: Buffer): void => {
    held.push(part);
    heldBytes += part.length;
    if (stats) stats.held = Math.max(stats.held, heldBytes);
    if (heldBytes > cap) {
      skipping = heldBytes;
      lastByte = part[part.length - 1]!;
      held = [];
      heldBytes = 0;
    }
  };
  for (;;) {
    let step: IteratorResult<Buffer | Uint8Array | string>;
    try {
      step = await iterator.next();
    } catch (error) {
      throw new InputError(label, error);
    }
    if (step.done) break;
    let chunk: Buffer =
      typeof step.value === "string"
        ? Buffer.from(step.value, "utf8")
        : Buffer.isBuffer(step.value)
          ? step.value
          : Buffer.from(step.value.buffer, step.value.byteOffset, step.value.byteLength);
    if (chunk.length === 0) continue;
    if (start) {
      // The byte order mark EF BB BF may itself arrive in pieces: wait for three bytes, but only
      // while what came is a beginning of it (a line typed on a terminal is answered at once).
      if (heldBytes > 0) {
        chunk = Buffer.concat([...held, chunk]);
        held = [];
        heldBytes = 0;
      }
      const bom = isBomPrefix(chunk);
      if (bom && chunk.length < 3) {
        held.push(chunk);
        heldBytes = chunk.length;
        continue;
      }
      start = false;
      if (bom) chunk = chunk.subarray(3);
    }
    let from = 0;
    if (skipping >= 0) {
      const nl = chunk.indexOf(10);
      if (stats) stats.scanned += nl === -1 ? chunk.length : nl + 1;
      if (nl === -1) {
        skipping += chunk.length;
        lastByte = chunk[chunk.length - 1]!;
        continue;
      }
      skipping += nl;
      // Its length without the line end: a "\r" before the "\n" is not counted.
      if ((nl > 0 ? chunk[nl - 1] : lastByte) === 13) skipping--;
      yield new Overlong(skipping);
      skipping = -1;
      from = nl + 1;
    }
    const last = chunk.lastIndexOf(10);
    if (stats) stats.scanned += last < from ? chunk.length - from : chunk.length - last;
    if (last < from) {
      // No line ends here: the chunk continues the line being assembled.
      if (chunk.length > from) hold(from === 0 ? chunk : chunk.subarray(from));
      continue;
    }
    let run = chunk.subarray(from, last + 1);
    if (heldBytes > 0) {
      if (stats) stats.copied += heldBytes + run.length;
      run = Buffer.concat([...held, run]);
      held = [];
      heldBytes = 0;
    }
    yield run;
    if (last + 1 < chunk.length) hold(chunk.subarray(last + 1));
  }
  if (skipping >= 0) yield new Overlong(skipping);
  // The last line, with no line end (or the first bytes of a byte order mark that did not come whole).
  else if (heldBytes > 0) yield held.length === 1 ? held[0]! : Buffer.concat(held);
}

/** Whether the chunk starts with the UTF-8 byte order mark EF BB BF, or with a beginning of it. */
function isBomPrefix(chunk: Buffer): boolean {
  const BOM = [0xef, 0xbb, 0xbf];
  for (let i = 0; i < Math.min(3, chunk.length); i++) if (chunk[i] !== BOM[i]) return false;
  return true;
}

/**
 * The lines of a run of whole lines (as `pieces` gives them), without their line ends ("\n" or
 * "\r\n"); a line longer than maxLine bytes is given as an Overlong.
 */
export function splitLines(text: string, maxLine: number): (string | Overlong)[] {
  const out: (string | Overlong)[] = [];
  let start = 0;
  const end = text.length;
  while (start < end) {
    let nl = text.indexOf("\n", start);
    if (nl === -1) nl = end;
    const stop = nl > start && text.charCodeAt(nl - 1) === 13 ? nl - 1 : nl;
    out.push(lineOrOverlong(text, start, stop, maxLine));
    start = nl + 1;
  }
  return out;
}

/** text.slice(start, stop), or an Overlong when it has more than maxLine bytes in UTF-8. */
function lineOrOverlong(text: string, start: number, stop: number, maxLine: number): string | Overlong {
  const units = stop - start;
  // A UTF-16 unit is 1 to 3 bytes in UTF-8 (a surrogate pair, 2 units, is 4): measure only when
  // the number of units cannot decide.
  if (units * 3 <= maxLine) return text.slice(start, stop);
  if (units > maxLine) return new Overlong(Buffer.byteLength(text.slice(start, stop)));
  const line = text.slice(start, stop);
  const bytes = Buffer.byteLength(line);
  return bytes > maxLine ? new Overlong(bytes) : line;
}

/**
 * The lines of an input, a run at a time (each run is what one read delivered, so a caller can
 * flush its output between runs and answer a line as soon as it is typed).
 */
export async function* lineRuns(
  source: AsyncIterable<Buffer | Uint8Array | string>,
  maxLine: number,
  label: string,
  stats?: ReadStats,
): AsyncGenerator<(string | Overlong)[]> {
  for await (const piece of pieces(source, maxLine, label, stats))
    yield piece instanceof Overlong ? [piece] : splitLines(piece.toString("utf8"), maxLine);
}

/** The message for a line over the limit. */
export function overlongMessage(line: Overlong, maxLine: number): string {
  return `line of ${line.bytes} bytes, over the limit of ${maxLine} bytes (--max-line); not read`;
}
