// The command line's input and output, as values so that tests can run commands in-process.
import type { Readable, Writable } from "node:stream";

export interface Io {
  stdin: Readable;
  stdout: Writable;
  stderr: Writable;
  /** Whether stderr is a terminal (progress bars are drawn only then). */
  stderrIsTTY: boolean;
}

/** A usage error: exit status 2 and a message naming the problem. */
export class UsageError extends Error {
  override name = "UsageError";
}

export function print(stream: Writable, text: string): void {
  stream.write(text.endsWith("\n") ? text : text + "\n");
}

/** Reads lines from a stream without their line ends ("\n" or "\r\n"). */
export async function* lines(stream: Readable): AsyncGenerator<string> {
  let pending = "";
  stream.setEncoding("utf8");
  for await (const chunk of stream as AsyncIterable<string>) {
    pending += chunk;
    let start = 0;
    let nl: number;
    while ((nl = pending.indexOf("\n", start)) !== -1) {
      yield stripCR(pending.slice(start, nl));
      start = nl + 1;
    }
    pending = pending.slice(start);
  }
  if (pending !== "") yield stripCR(pending);
}

function stripCR(line: string): string {
  return line.endsWith("\r") ? line.slice(0, -1) : line;
}

/** Buffers output lines and writes them in blocks, keeping order (JSON Lines can be millions of lines). */
export class LineWriter {
  private buffer: string[] = [];
  constructor(private readonly stream: Writable) {}
  async line(text: string): Promise<void> {
    this.buffer.push(text);
    if (this.buffer.length >= 512) await this.flush();
  }
  async flush(): Promise<void> {
    if (this.buffer.length === 0) return;
    const text = this.buffer.join("\n") + "\n";
    this.buffer = [];
    if (!this.stream.write(text)) await new Promise<void>((resolve) => this.stream.once("drain", resolve));
  }
}
