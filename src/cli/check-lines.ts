// The work of `uri-grammar validate` on a run of whole lines, done in the main thread or in a worker
// (validate-worker.ts): which lines are not valid, where, and why.
//
// Most lines are valid, and the rule's recognizer (its minimal DFA, no allocation) decides them
// where they are in the run, without slicing each out. Only a line it rejects pays for a diagnosis:
// briefDiagnoser (src/syntax/diagnose.ts) finds where the automata stop, as parse's UriSyntaxError
// does, and writes the same message from a head kept per place the automata stop in, so that no
// error object, no list of expected items and no sorting is made per line.
//
// The bytes are decoded as Latin-1 (one character per byte, several times faster than UTF-8), so a
// character's index is its byte's: lines are found, and measured against --max-line, in bytes. A
// line holding a byte over 0x7F (rare) is decoded again from its bytes, as UTF-8.
import { isAscii } from "node:buffer";
import type { VariantLike } from "../index.js";
import { briefDiagnoser } from "../syntax/diagnose.js";
import { startRule } from "../syntax/parse.js";
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
  const rule = startRule("validate", grammarOptions(options.variant, options.rule));
  const { recognizer, start: initial } = rule;
  const diagnose = options.diagnose ? briefDiagnoser(rule) : undefined;
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
      else if (wide < stop) {
        const line = bytes.toString("utf8", start, stop);
        if (!recognizer.test(line, initial)) findings.push(finding(lines, line));
      } else if (!recognizer.testRange(text, initial, start, stop))
        findings.push(finding(lines, text.slice(start, stop)));
      if (wide < nl) wide = nextWide(nl);
      start = nl + 1;
    }
    return { lines, findings };
  };

  /** The finding of a line the recognizer rejected. */
  function finding(lines: number, line: string): Finding {
    if (diagnose === undefined) return [lines, -1, ""];
    const brief = diagnose(line);
    // The recognizer and the diagnosis read the same automata; the line is reported all the same.
    return brief === undefined ? [lines, -1, "not valid"] : [lines, brief.offset, brief.message];
  }
}
