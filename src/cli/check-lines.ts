// The work of `uri-grammar validate` on a run of whole lines, done in the main thread or in a worker
// (validate-worker.ts): which lines are not valid, where, and why.
//
// Most lines are valid, and isValid (the rule's DFA, no allocation) decides them; only a line it
// rejects pays for a diagnosis (safeParse, then reading the error's offset and message, which runs
// the automata's diagnosis, src/syntax/diagnose.ts).
//
// The bytes are decoded as Latin-1 (one character per byte, several times faster than UTF-8), so a
// character's index is its byte's: lines are found, and measured against --max-line, in bytes. A
// line holding a byte over 0x7F (rare) is decoded again from its bytes, as UTF-8.
import { isAscii } from "node:buffer";
import { safeParse, validator, type VariantLike } from "../index.js";
import { grammarOptions, type RuleName } from "./options.js";

export interface CheckOptions {
  variant: VariantLike | undefined;
  rule: RuleName | undefined;
  maxLine: number;
  /** Whether an invalid line is diagnosed (offset and message); not when nothing is printed (--quiet). */
  diagnose: boolean;
}

/**
 * A line that is not valid: its number in the run (1-based), the offset and the message; or a line
 * over the limit: its number and its length in bytes.
 */
export type Finding = [line: number, offset: number, message: string] | [line: number, overlongBytes: number];

export interface RunReport {
  /** The number of lines in the run. */
  lines: number;
  /** The invalid and the overlong lines, in order. */
  findings: Finding[];
}

/** Blocks of this many bytes are checked for a byte over 0x7F at once (buffer.isAscii, vectorized). */
const BLOCK = 4096;

/** The index of the first byte over 0x7F at or after `from`, or the length: each block examined once. */
function wideFinder(bytes: Buffer): (from: number) => number {
  const n = bytes.length;
  return (from) => {
    for (let b = from - (from % BLOCK); b < n; b += BLOCK) {
      const end = Math.min(n, b + BLOCK);
      if (isAscii(bytes.subarray(b, end))) continue;
      for (let i = Math.max(from, b); i < end; i++) if (bytes[i]! > 0x7f) return i;
    }
    return n;
  };
}

export function checker(options: CheckOptions): (bytes: Buffer) => RunReport {
  const ok = validator(grammarOptions(options.variant, options.rule));
  const maxLine = options.maxLine;
  return (bytes) => {
    const text = bytes.toString("latin1");
    const findings: Finding[] = [];
    const end = text.length;
    const nextWide = wideFinder(bytes);
    let wide = nextWide(0); // the next byte over 0x7F
    let lines = 0;
    let start = 0;
    while (start < end) {
      let nl = text.indexOf("\n", start);
      if (nl === -1) nl = end;
      const stop = nl > start && text.charCodeAt(nl - 1) === 13 ? nl - 1 : nl;
      lines++;
      if (stop - start > maxLine) findings.push([lines, stop - start]);
      else {
        const line = wide < stop ? bytes.toString("utf8", start, stop) : text.slice(start, stop);
        if (!ok(line)) {
          if (!options.diagnose) findings.push([lines, -1, ""]);
          else {
            const result = safeParse(line, grammarOptions(options.variant, options.rule));
            // isValid and safeParse decide alike (the same DFA); the line is reported all the same.
            findings.push(
              result.ok ? [lines, -1, "not valid"] : [lines, result.error.offset, result.error.message],
            );
          }
        }
      }
      if (wide < nl) wide = nextWide(nl);
      start = nl + 1;
    }
    return { lines, findings };
  };
}
