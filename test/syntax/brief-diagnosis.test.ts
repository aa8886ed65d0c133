// `uri-grammar validate` prints, for each rejected line, the offset and the message of the
// UriSyntaxError that safeParse gives; it makes them with briefDiagnoser (src/syntax/diagnose.ts),
// which keeps each message's head per place the automata stop in, and checks lines where they are in
// a run (src/cli/check-lines.ts, Recognizer.testRange). Both must give what safeParse gives, to the
// character: compared here on every variant's default rule, on the unit tests' inputs of every
// variant (corpus/variants), the benchmark's real URIs (bench/data/urls.txt) and those URIs with a
// character put in, taken out or changed (a fixed sample, so the run is the same every time).
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { corpusFor } from "../../corpus/variants/index.js";
import { checker, type Finding } from "../../src/cli/check-lines.js";
import { safeParse, VARIANT_IDS, type VariantId } from "../../src/index.js";
import { briefDiagnoser } from "../../src/syntax/diagnose.js";
import { startRule } from "../../src/syntax/parse.js";

const BENCH = readFileSync(new URL("../../bench/data/urls.txt", import.meta.url), "utf8")
  .split("\n")
  .filter((line) => line !== "");

/** A small deterministic generator (a linear congruential one): the same sample on every run. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/** Characters that end or break components somewhere in some grammar, and a few outside ASCII. */
const EDITS = [..."%:/?#[]@!$&'()*+,;=-._~ \"<>\\^`{|}\t\u007fé\u00a0\u200e", "\ud800", "😀"];

/** Each of `count` bench lines, picked at random, with one character put in, taken out or changed. */
function mutated(count: number, seed: number): string[] {
  const next = random(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  const out: string[] = [];
  for (let k = 0; k < count; k++) {
    const line = pick(BENCH);
    const at = Math.floor(next() * (line.length + 1));
    const edit = next();
    if (edit < 0.4) out.push(line.slice(0, at) + pick(EDITS) + line.slice(at));
    else if (edit < 0.7) out.push(line.slice(0, at) + pick(EDITS) + line.slice(at + 1));
    else out.push(line.slice(0, at) + line.slice(at + 1));
  }
  return out;
}

/** Every variant's unit-test inputs, the bench lines (every 8th) and 2,000 mutated ones. */
const SAMPLE = [
  ...new Set([
    ...VARIANT_IDS.flatMap((id) => corpusFor(id)),
    ...BENCH.filter((_, k) => k % 8 === 0),
    ...mutated(2000, 13),
  ]),
];

/** What validate must print of an input: safeParse's error's offset and message; null if valid. */
function expected(input: string, variant: VariantId): { offset: number; message: string } | null {
  const result = safeParse(input, { variant });
  return result.ok ? null : { offset: result.error.offset, message: result.error.message };
}

describe("briefDiagnoser gives safeParse's offset and message (issue 13: validate's speed)", () => {
  it.each(VARIANT_IDS)("%s, its default rule", (variant) => {
    const brief = briefDiagnoser(startRule("test", { variant }));
    let rejected = 0;
    for (const input of SAMPLE) {
      const want = expected(input, variant);
      const got = brief(input);
      if (want === null) expect(got, input).toBeUndefined();
      else {
        rejected++;
        expect(got, input).toEqual(want);
      }
    }
    // The sample reaches the diagnosis: every variant rejects some of it.
    expect(rejected).toBeGreaterThan(100);
  });
});

describe("validate's check of a run of lines reports what safeParse says of each line", () => {
  /** The findings of the run as safeParse makes them, line by line. */
  function oracle(lines: readonly string[], variant: VariantId, maxLine: number): Finding[] {
    const findings: Finding[] = [];
    lines.forEach((line, k) => {
      const bytes = Buffer.byteLength(line);
      if (bytes > maxLine) findings.push([k + 1, bytes]);
      else {
        const want = expected(line, variant);
        if (want !== null) findings.push([k + 1, want.offset, want.message]);
      }
    });
    return findings;
  }

  // Lines that hold no line break, with non-ASCII ones (read as UTF-8, not Latin-1) and an empty
  // one among them; as read back from UTF-8 (a lone surrogate is written as U+FFFD).
  const lines = SAMPLE.filter((line) => !/[\n\r]/.test(line))
    .concat(["", "\u00e9", "http://a/\u00e9"])
    .map((line) => Buffer.from(line, "utf8").toString("utf8"));
  it.each(["rfc3986", "rfc3987", "rfc1738", "rfc6570"] as const)("%s, LF and CRLF", (variant) => {
    for (const eol of ["\n", "\r\n"]) {
      const run = Buffer.from(lines.join(eol) + eol, "utf8");
      const check = checker({ variant, rule: undefined, maxLine: 200, diagnose: true });
      const report = check(run);
      expect(report.lines).toBe(lines.length);
      expect(report.findings).toEqual(oracle(lines, variant, 200));
    }
  });
  it("--quiet: the same lines, undiagnosed", () => {
    const run = Buffer.from(lines.join("\n"), "utf8");
    const quiet = checker({ variant: "rfc3986", rule: undefined, maxLine: 200, diagnose: false })(run);
    const full = oracle(lines, "rfc3986", 200);
    expect(quiet.findings).toEqual(full.map((f) => (f.length === 2 ? f : [f[0], -1, ""])));
  });
});

describe("validate's check of a run of lines: where lines end (regressions of the one-pass scan)", () => {
  /**
   * The run's findings as validate found them before the one-pass scan: the bytes decoded as Latin-1,
   * each line found with indexOf, a CR before its LF (or before the run's end) taken off, a line
   * with a byte over 0x7F decoded as UTF-8, each checked and diagnosed by safeParse.
   */
  function before(bytes: Buffer, maxLine: number): { lines: number; findings: Finding[] } {
    const text = bytes.toString("latin1");
    const findings: Finding[] = [];
    let lines = 0;
    for (let start = 0; start < text.length;) {
      let nl = text.indexOf("\n", start);
      if (nl === -1) nl = text.length;
      const stop = nl > start && text.charCodeAt(nl - 1) === 13 ? nl - 1 : nl;
      lines++;
      if (stop - start > maxLine) findings.push([lines, stop - start]);
      else {
        const wide = /[\u0080-\u00ff]/.test(text.slice(start, stop));
        const line = wide ? bytes.toString("utf8", start, stop) : text.slice(start, stop);
        const want = expected(line, "rfc3986");
        if (want !== null) findings.push([lines, want.offset, want.message]);
      }
      start = nl + 1;
    }
    return { lines, findings };
  }

  const check = checker({ variant: "rfc3986", rule: undefined, maxLine: 12, diagnose: true });
  it.each([
    ["a final line without LF", "a:b\nc d"],
    ["a final CR without LF", "a:b\r"],
    ["a final invalid line ending in CR", "a b\r"],
    ["empty lines, LF and CR LF", "\n\r\n\n"],
    ["a lone CR", "\r"],
    ["CR CR LF: one CR is the line's", "a:b\r\r\n"],
    ["a CR inside a line", "a:\rb\nx:y\n"],
    ["CR LF on an empty line", "\r\nx:y"],
    ["a line of exactly --max-line bytes, then one over", "http://a.b/c\nhttp://a.b/cd\n"],
    ["over --max-line, invalid", "http://a b/cdef\n"],
    ["over --max-line with CR LF: the CR is not counted", "http://a.b/c\r\n"],
    ["UTF-8 after an invalid ASCII character", "a b/\u00e9\n"],
    ["UTF-8, valid ASCII before it", "http://a/\u00e9\n"],
    ["UTF-8 at a line's start", "\u00e9:\n"],
    ["bytes that are not UTF-8", Buffer.from([0x61, 0x3a, 0xff, 0x0a, 0x80, 0x0d, 0x0a])],
    ["a NUL, a DEL and an ESC", "a:\u0000\n\u007f\n\u001b[2J\n"],
  ])("%s", (_, input) => {
    const bytes = Buffer.isBuffer(input) ? input : Buffer.from(input, "utf8");
    expect(check(bytes)).toEqual(before(bytes, 12));
  });
});
