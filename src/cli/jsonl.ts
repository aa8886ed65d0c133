// The --jsonl contract of ARCHITECTURE.md: one JSON value per input line, one JSON object per output
// line, in order. A line that is not JSON, or not the shape the command takes, gets an error object
// on its own line; the stream goes on.
import type { Io } from "./io.js";
import { LineWriter, lines } from "./io.js";

export async function jsonl(io: Io, handle: (value: unknown) => unknown): Promise<void> {
  const out = new LineWriter(io.stdout);
  let lineNumber = 0;
  for await (const line of lines(io.stdin)) {
    lineNumber++;
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch {
      await out.line(JSON.stringify({ error: { message: `line ${lineNumber}: not a JSON value` } }));
      continue;
    }
    let result: unknown;
    try {
      result = handle(value);
    } catch (error) {
      result = { error: { message: `line ${lineNumber}: ${(error as Error).message}` } };
    }
    await out.line(JSON.stringify(result));
  }
  await out.flush();
}

export function expectString(value: unknown, what = "input"): string {
  if (typeof value !== "string") throw new TypeError(`${what}: expected a JSON string`);
  return value;
}

export function expectObject(value: unknown, keys: string[]): Record<string, string> {
  if (typeof value !== "object" || value === null || Array.isArray(value))
    throw new TypeError(`expected a JSON object with ${keys.map((k) => JSON.stringify(k)).join(" and ")}`);
  const obj = value as Record<string, unknown>;
  for (const k of keys)
    if (typeof obj[k] !== "string") throw new TypeError(`expected ${JSON.stringify(k)} to be a JSON string`);
  return obj as Record<string, string>;
}
