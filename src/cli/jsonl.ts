// --jsonl, the same in every command that reads input: one JSON value per input line, one JSON object
// per output line, in the same order, so that output line N answers input line N. A line that is not
// JSON, not the shape the command takes, or over --max-line gets {"error":{"message":…}} on its own
// line, and the run goes on. The exit status is what the command's exit status means without
// --jsonl, taken over all lines (the highest); a line over --max-line is trouble (2).
import type { Context } from "./command.js";
import { toJson } from "../syntax/escape.js";
import { lineRuns, Overlong, overlongMessage } from "./io.js";

/** A line's JSON value is not what the command takes (the message says what it takes). */
export class ShapeError extends TypeError {
  override name = "ShapeError";
}

/**
 * Reads JSON Lines from stdin; `handle` answers one value with the object to write and the exit
 * status that answer stands for. `invalid` is the status of a line that is not JSON or has the wrong
 * shape (an invalid input: 1, or 2 where an invalid input is trouble, as in compare).
 */
export async function jsonl(
  context: Context,
  handle: (value: unknown) => [result: unknown, status: number],
  invalid = 1,
): Promise<number> {
  let status = 0;
  let lineNumber = 0;
  for await (const run of lineRuns(context.stdin, context.maxLine, "standard input")) {
    for (const line of run) {
      lineNumber++;
      let result: unknown;
      let lineStatus: number;
      if (line instanceof Overlong) {
        result = { error: { message: `line ${lineNumber}: ${overlongMessage(line, context.maxLine)}` } };
        lineStatus = 2;
      } else {
        let value: unknown;
        let parsed = true;
        try {
          value = JSON.parse(line);
        } catch {
          parsed = false;
        }
        if (!parsed) {
          result = { error: { message: `line ${lineNumber}: not a JSON value` } };
          lineStatus = invalid;
        } else {
          try {
            [result, lineStatus] = handle(value);
          } catch (error) {
            if (!(error instanceof ShapeError)) throw error;
            result = { error: { message: `line ${lineNumber}: ${error.message}` } };
            lineStatus = invalid;
          }
        }
      }
      if (lineStatus > status) status = lineStatus;
      await context.out.line(toJson(result));
    }
    // Answer what has been read before waiting for more (a program may be feeding one line at a time).
    await context.out.flush();
  }
  return status;
}

export function expectJsonString(value: unknown, what = "input"): string {
  if (typeof value !== "string") throw new ShapeError(`${what}: expected a JSON string`);
  return value;
}

export function expectObject(value: unknown, keys: string[]): Record<string, string> {
  if (typeof value !== "object" || value === null || Array.isArray(value))
    throw new ShapeError(`expected a JSON object with ${keys.map((k) => JSON.stringify(k)).join(" and ")}`);
  const obj = value as Record<string, unknown>;
  for (const k of keys)
    if (typeof obj[k] !== "string") throw new ShapeError(`expected ${JSON.stringify(k)} to be a JSON string`);
  return obj as Record<string, string>;
}
