// The work of `uri-grammar validate` on a run of whole lines, done in the main thread or in a worker
// (validate-worker.ts): which lines are not valid, where, and why.
//
// Most lines are valid, and the rule's recognizer (its minimal DFA, no allocation) decides them
// where they are in the run's bytes, in the same pass that finds where each ends (scanLine): no text
// is decoded, and no line sliced out. Only a line it rejects pays for a diagnosis:
// briefDiagnoser (src/syntax/diagnose.ts) finds where the automata stop, as parse's UriSyntaxError
// does, and writes the same message from a head kept per place the automata stop in, so that no
// error object, no list of expected items and no sorting is made per line.
//
// Lines are found, and measured against --max-line, in bytes. A line that is rejected, or that holds
// a byte over 0x7F (rare), is decoded: as Latin-1 when it is ASCII (one character a byte), else as
// UTF-8, and checked again as text.
import { isAscii } from "node:buffer";
import { REJECTED, type Recognizer } from "../../automata/engines.js";
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

/** Where scanLine stopped (see there). */
let scanned = 0;

/**
 * The inner loop of `uri-grammar validate`, on a run of lines as bytes, each line read where it is:
 * reads the line from `from`, from the state `start`, up to its end (the LF, the CR of a CR LF, or
 * `to`, which a CR just before it also ends), and returns the state it ends in (the line is valid
 * when that state accepts), with `scanned` at that end. -1 when the recognizer rejects a byte of
 * the line or meets one over 0x7F (UTF-8: not one character a byte): `scanned` is then at that
 * byte, and the caller finds the line's end and reads the line as text. A function of the command
 * line's, not a method of Recognizer, so that no library bundle carries it.
 */
function scanLine(
  recognizer: Recognizer,
  bytes: Uint8Array,
  start: number,
  from: number,
  to: number,
): number {
  const asciiNext = recognizer.asciiNext;
  let s = start | 0;
  for (let i = from; i < to; i++) {
    const c = bytes[i]!;
    if (c <= 13 && (c === 10 || (c === 13 && (i + 1 === to || bytes[i + 1] === 10)))) {
      scanned = i;
      return s;
    }
    if (c >= 128) {
      scanned = i;
      return -1;
    }
    let t = asciiNext[(s << 7) | c]!;
    if (t < 0) {
      // A row not decoded yet: step decodes it.
      if (t !== REJECTED) t = recognizer.step(s, c);
      if (t < 0) {
        scanned = i;
        return -1;
      }
    }
    s = t;
  }
  scanned = to;
  return s;
}

export function checker(options: CheckOptions): (bytes: Buffer) => RunReport {
  const rule = startRule("validate", grammarOptions(options.variant, options.rule));
  const { recognizer, start: initial } = rule;
  const diagnose = options.diagnose ? briefDiagnoser(rule) : undefined;
  const maxLine = options.maxLine;
  return (bytes) => {
    const findings: Finding[] = [];
    const end = bytes.length;
    let lines = 0;
    let start = 0;
    while (start < end) {
      lines++;
      const state = scanLine(recognizer, bytes, initial, start, end);
      let stop = scanned;
      let nl: number;
      if (state >= 0) {
        // An ASCII line read to its end: its LF, the CR of its CR LF, or the run's end.
        nl = bytes[stop] === 13 ? stop + 1 : stop;
        if (stop - start > maxLine) findings.push([lines, stop - start]);
        else if (!recognizer.accepts(state))
          findings.push(finding(lines, bytes.toString("latin1", start, stop)));
      } else {
        // Rejected, or a byte over 0x7F: the line is found, then read as text (as UTF-8 if need be).
        nl = bytes.indexOf(10, stop);
        if (nl === -1) nl = end;
        stop = nl > start && bytes[nl - 1] === 13 ? nl - 1 : nl;
        if (stop - start > maxLine) findings.push([lines, stop - start]);
        else {
          const line = isAscii(bytes.subarray(start, stop))
            ? bytes.toString("latin1", start, stop)
            : bytes.toString("utf8", start, stop);
          if (!recognizer.test(line, initial)) findings.push(finding(lines, line));
        }
      }
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
