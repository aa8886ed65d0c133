// Laws: each format's validator against its ABNF's regex oracle (compiler/passes/regex.ts) on
// strings drawn from the ABNF (compiler/sample.ts, seeded) and each mutated once. A format that is
// its grammar alone equals the oracle; a format with checks beyond the grammar accepts a subset of
// it, and where the checks are arithmetic (RFC 3339 §5.7) equals the oracle and an independent
// reading of them through Date.UTC. Counts, not time: 400 inputs per rule.
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { mutate, mutationAlphabet } from "../../compiler/equivalence.js";
import { compileRule } from "../../compiler/passes/regex.js";
import { loadAbnfFile } from "../../compiler/files.js";
import { prng, sampleRule } from "../../compiler/sample.js";
import * as f from "../../src/formats/index.js";

const root = join(import.meta.dirname, "..", "..");
const RUNS = 400;

function inputs(
  grammar: string,
  rule: string,
  seed: number,
): { oracle: (s: string) => boolean; all: string[] } {
  const abnf = loadAbnfFile(join(root, "grammar", `${grammar}.abnf`));
  const re = new RegExp(compileRule(abnf, rule).source, "u");
  const alphabet = mutationAlphabet(abnf);
  const random = prng(seed);
  const drawn = sampleRule(abnf, rule, RUNS, seed);
  return { oracle: (s) => re.test(s), all: [...drawn, ...drawn.map((s) => mutate(s, alphabet, random))] };
}

/** RFC 3339 §5.7 read independently: a date exists if Date.UTC keeps its fields. */
function dateExists(s: string): boolean {
  const [y, m, d] = [Number(s.slice(0, 4)), Number(s.slice(5, 7)), Number(s.slice(8, 10))];
  const t = new Date(Date.UTC(2000, m - 1, d));
  t.setUTCFullYear(y);
  return m >= 1 && m <= 12 && t.getUTCMonth() === m - 1 && t.getUTCDate() === d;
}
/** The time at t (hh:mm:ss[.frac]offset): ranges, and a leap second at 23:59 UTC (on the last day of a month, with a date). */
function timeOk(s: string, t: number, date: string | null): boolean {
  const [h, mi, sec] = [
    Number(s.slice(t, t + 2)),
    Number(s.slice(t + 3, t + 5)),
    Number(s.slice(t + 6, t + 8)),
  ];
  const off = s.slice(t + 8).replace(/^\.\d+/, "");
  const [oh, om] = /z/i.test(off) ? [0, 0] : [Number(off.slice(1, 3)), Number(off.slice(4, 6))];
  if (h > 23 || mi > 59 || sec > 60 || oh > 23 || om > 59) return false;
  if (sec < 60) return true;
  const sign = off.startsWith("-") ? -1 : 1;
  const base =
    date === null
      ? Date.UTC(2000, 0, 1)
      : Date.UTC(2000, Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)));
  const utc = new Date(base + (h * 60 + mi - sign * (oh * 60 + om)) * 60_000);
  if (utc.getUTCHours() !== 23 || utc.getUTCMinutes() !== 59) return false;
  if (date === null) return true;
  const year = Number(date.slice(0, 4));
  const next = new Date(utc.getTime() + 60_000);
  // the UTC day after is the first of a month (Date.UTC on year 2000 stands in for the real year
  // except in February, whose length depends on the year)
  if (utc.getUTCMonth() === 1)
    return utc.getUTCDate() === (year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28);
  return next.getUTCDate() === 1;
}

describe("formats that are their grammar alone equal the ABNF oracle", () => {
  it.each([
    ["duration", "rfc3339", "duration", f.duration],
    ["uuid", "rfc9562", "UUID", f.uuid],
    ["json-pointer", "rfc6901", "json-pointer", f.jsonPointer],
    ["relative-json-pointer", "relative-json-pointer", "relative-json-pointer", f.relativeJsonPointer],
    ["uri", "rfc3986", "URI", f.uri],
    ["ipv6", "rfc3986", "IPv6address", f.ipv6],
  ] as const)("%s", (_name, grammar, rule, format) => {
    const { oracle, all } = inputs(grammar, rule, 7);
    let accepted = 0;
    for (const s of all) {
      expect([s, format(s)]).toEqual([s, oracle(s)]);
      if (oracle(s)) accepted++;
    }
    expect(accepted).toBeGreaterThan(RUNS / 2);
  });
});

describe("RFC 3339 formats equal the oracle and RFC 3339 §5.7 read through Date.UTC", () => {
  it.each([
    ["date", "full-date", f.date, (s: string) => dateExists(s)],
    ["time", "full-time", f.time, (s: string) => timeOk(s, 0, null)],
    ["date-time", "date-time", f.dateTime, (s: string) => dateExists(s) && timeOk(s, 11, s.slice(0, 10))],
  ] as const)("%s", (_name, rule, format, semantic) => {
    const { oracle, all } = inputs("rfc3339", rule, 11);
    // Drawn digits are mostly out of range; fix some to valid ones so that both verdicts occur.
    const near = all.map((s, k) =>
      k % 3 === 0 ? s.replace(/^\d{4}-\d\d-\d\d/, "2016-12-31").replace(/(^|T)\d\d:\d\d/i, "$123:59") : s,
    );
    let valid = 0;
    for (const s of near) {
      const expected = oracle(s) && semantic(s);
      expect([s, format(s)]).toEqual([s, expected]);
      if (expected) valid++;
    }
    expect(valid).toBeGreaterThan(10);
  });
});

describe("formats with checks beyond the grammar accept a subset of it", () => {
  it.each([
    ["email", "rfc5321", "Mailbox", f.email],
    ["idn-email", "rfc6531", "Mailbox", f.idnEmail],
    ["hostname", "rfc1123", "subdomain", f.hostname],
  ] as const)("%s", (_name, grammar, rule, format) => {
    const { oracle, all } = inputs(grammar, rule, 13);
    let accepted = 0;
    for (const s of all) {
      if (format(s)) {
        expect([s, oracle(s)]).toEqual([s, true]);
        accepted++;
      }
    }
    expect(accepted).toBeGreaterThan(20);
  });
});
