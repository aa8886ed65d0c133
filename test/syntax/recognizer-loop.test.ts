// The engines read ASCII on fast paths of their own (automata/engines.ts, beside.ts) and leave
// whatever they do not take (a character from 128 up, a row not decoded or made yet, a rejection)
// to a general step; from 256 characters up they copy the input's ASCII pieces into bytes and read
// those (a piece with a character from 128 up goes to the general step). Recognizer.stop and
// Splitter's splitFrom take the general step throughout. Each fast path must agree with it on every
// input, wherever the fast path stops (an odd or an even offset, either side of a piece's end) and
// whatever rows are decoded already (a fresh automaton decodes as it goes). A loop reading two
// characters a turn passed this test and measured 10% faster in isolation, but in the bench's
// process it made normalize and the Ajv format 2x slower in two runs of three (a JIT outcome, not a
// steady cost), so it is not kept.
import { execFileSync } from "node:child_process";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { recognizer as packed, splitter as packedSplitter } from "../../generated/rfc3987.automata.js";
import {
  recognizer as packed3986,
  splitter as packedSplitter3986,
} from "../../generated/rfc3986.automata.js";
import { ACCEPTED, Beside, GAVE_UP, NOT_ACCEPTED } from "../../automata/beside.js";
import { CHUNK, LONG, Recognizer, ROW_SLOTS, Splitter } from "../../automata/engines.js";
import { decodeRecognizer, decodeSplitter } from "../../automata/format.js";
import { newSpans } from "../../automata/spans.js";
import { compileAbnf } from "../../src/compiler.js";
import { clearEvents, DELIMITER_EVENTS, delimitedCompanion, spansOf } from "../../src/syntax/delimited.js";

const BASES = ["http://example.com/a/b?q=1#f", "a:", "//h/p", "x", "", "mailto:u@h.org", "urn:a:b/c?d"];
// What is put at each offset: ASCII a rule takes or not, non-ASCII an IRI takes or not, a pair.
const INSERTS = ["a", "/", " ", "\u00e9", "\ud83d\ude00", "\u0080", "%", "%4", "[", "\ud800"];

function inputs(): string[] {
  const out: string[] = [];
  for (const base of BASES)
    for (let at = 0; at <= base.length; at++)
      for (const insert of INSERTS) out.push(base.slice(0, at) + insert + base.slice(at));
  return out;
}

/**
 * Long inputs, read as bytes: valid references of LONG characters and more (one piece, and pieces
 * on either side of CHUNK), each also with an insert at offsets around where a piece ends.
 */
function longInputs(): string[] {
  const out: string[] = [];
  // pct-encoded triplets (read in one step where they lead back to the state, engines.ts), some
  // astride a piece's end.
  const unit = "seg-ment/x.y~z!$&'()*+,;=:@/%41%c3%A9/%7e";
  const path = unit.repeat(Math.ceil((CHUNK + 600) / unit.length));
  for (const head of ["http://example.com/", "//user@h:8/", "a:", "x/"])
    for (const length of [LONG, CHUNK + 300]) {
      const valid = head + path.slice(0, length - head.length) + "?q#f";
      out.push(valid);
      // Right after a triplet too, where the next characters are read as one more triplet only if
      // they are one: a character the rule rejects, or one that changes the state, before two
      // HEXDIG is not.
      const afterTriplets = [valid.indexOf("%41") + 3, valid.indexOf("%A9") + 3];
      // And at each of the first places of a run of characters that keep the state
      // ("seg-ment/x.y~z!$&'()*+,;=:@/"), and near each end.
      const inRun = Array.from({ length: 10 }, (_, k) => head.length + 2 + k);
      const offsets =
        length === LONG
          ? [1, head.length, ...inRun, LONG - 5, LONG - 4, LONG - 3, LONG - 2, LONG - 1, ...afterTriplets]
          : [
              CHUNK - 5,
              CHUNK - 4,
              CHUNK - 3,
              CHUNK - 2,
              CHUNK - 1,
              CHUNK,
              CHUNK + 1,
              ...inRun,
              ...afterTriplets,
            ];
      for (const at of offsets)
        for (const insert of [
          "\u00e9",
          " ",
          "%",
          "%4",
          "%4g",
          "%g4",
          "%41",
          "\ud83d\ude00",
          "#",
          "\ud800",
          " 41",
          "#41#",
          "?4a",
        ])
          out.push(valid.slice(0, at) + insert + valid.slice(at));
    }
  return out;
}

describe("Recognizer.test, on its ASCII and byte paths, decides as Recognizer.stop", () => {
  it.each(["IRI-reference", "IRI", "ipath-abempty", "ihost"])("RFC 3987 %s", (rule) => {
    const all = [...inputs(), ...longInputs()];
    // Fresh tables for each order, so that rows are decoded at different points of the loops.
    for (const order of [all, [...all].reverse()]) {
      const fresh = new Recognizer(decodeRecognizer(packed));
      const start = fresh.start(rule)!;
      const oneAtATime = new Recognizer(decodeRecognizer(packed));
      let accepted = 0;
      for (const input of order) {
        const verdict = fresh.test(input, start);
        expect(verdict, JSON.stringify(input)).toBe(oneAtATime.stop(input, start) === null);
        expect(fresh.test(input, start, true), JSON.stringify(input)).toBe(
          oneAtATime.stop(input, start, 0, input.length, true) === null,
        );
        if (verdict) accepted++;
      }
      // Both verdicts occur.
      expect(accepted).toBeGreaterThan(0);
      expect(accepted).toBeLessThan(order.length);
    }
  });
});

describe("Splitter.split, on its ASCII and byte paths, finds the components splitFrom finds", () => {
  it.each(["IRI-reference", "IRI", "iauthority"])("RFC 3987 %s", (rule) => {
    const all = [...inputs(), ...longInputs()];
    for (const order of [all, [...all].reverse()]) {
      const fresh = new Splitter(decodeSplitter(packedSplitter!));
      const oneAtATime = new Splitter(decodeSplitter(packedSplitter!)) as unknown as {
        start(rule: string): number | undefined;
        splitFrom(input: string, i: number, s: number, out: Int32Array): Int32Array | null;
      };
      const start = fresh.start(rule)!;
      let split = 0;
      for (const input of order) {
        const a = fresh.split(input, start, newSpans());
        const b = oneAtATime.splitFrom(input, 0, start, newSpans());
        expect(a === null ? null : [...a], JSON.stringify(input)).toEqual(b === null ? null : [...b]);
        if (a !== null) split++;
      }
      expect(split).toBeGreaterThan(0);
      expect(split).toBeLessThan(order.length);
    }
  });
});

// RFC 3986 Appendix B's reading beside the recognizer (the split of the rules a record reads at
// the delimiters, src/syntax/start-rule.ts): on every path of Beside.run (ASCII, the general
// step that makes the product's rows), the same verdict as the recognizer's and, on what it
// accepts, the components of the grammar's tagged DFA (splitFrom, one code point at a time).
describe("the recognizer with RFC 3986 Appendix B's reading beside it splits as the tagged DFA", () => {
  it.each([
    ["RFC 3987", packed, packedSplitter!, ["IRI-reference", "IRI", "irelative-ref", "absolute-IRI"]],
    ["RFC 3986", packed3986, packedSplitter3986!, ["URI-reference", "URI", "relative-ref", "absolute-URI"]],
  ] as const)("%s", (_, recognizer, splitter, rules) => {
    const all = [...inputs(), ...longInputs()];
    for (const rule of rules)
      for (const order of [all, [...all].reverse()]) {
        const engine = new Recognizer(decodeRecognizer(recognizer));
        const beside = new Beside(engine, delimitedCompanion());
        const start = engine.start(rule)!;
        const tagged = new Splitter(decodeSplitter(splitter)) as unknown as {
          start(rule: string): number | undefined;
          splitFrom(input: string, i: number, s: number, out: Int32Array): Int32Array | null;
        };
        const events = new Int32Array(DELIMITER_EVENTS);
        let accepted = 0;
        for (const input of order) {
          const verdict = beside.run(input, start, clearEvents(events));
          expect(verdict, JSON.stringify(input)).not.toBe(GAVE_UP);
          const expected = tagged.splitFrom(input, 0, tagged.start(rule)!, newSpans());
          expect(verdict === ACCEPTED, `${rule} ${JSON.stringify(input)}`).toBe(expected !== null);
          if (verdict !== ACCEPTED) continue;
          accepted++;
          // The tagged DFA leaves an empty path unset where the grammar's empty alternative records
          // none (spansWith sets it): the reading always has one.
          if (expected![10]! < 0) expected![10] = expected![11] = spansOf(input, events, newSpans())[10]!;
          expect([...spansOf(input, events, newSpans())], `${rule} ${JSON.stringify(input)}`).toEqual([
            ...expected!,
          ]);
        }
        expect(accepted).toBeGreaterThan(0);
        expect(accepted).toBeLessThan(order.length);
      }
  });

  it("answers NOT_ACCEPTED exactly where the recognizer rejects", () => {
    const engine = new Recognizer(decodeRecognizer(packed3986));
    const beside = new Beside(engine, delimitedCompanion());
    const start = engine.start("URI-reference")!;
    const events = new Int32Array(DELIMITER_EVENTS);
    for (const input of [...inputs(), ...longInputs()])
      expect(beside.run(input, start, clearEvents(events)) === NOT_ACCEPTED).toBe(!engine.test(input, start));
  });
});

// The byte path reads a pct-encoded triplet in one step only from a state where "%" and every pair
// of HEXDIG lead back to it (RFC 3986 §2.1's triplet, where a rule takes one). Grammars that take
// a "%" followed by some HEXDIG and not others: the triplets they refuse are refused on the byte
// path too (a long input) as on the general step (errorAt, one character at a time).
describe("Recognizer.test reads a triplet in one step only where every HEXDIG pair loops", () => {
  it.each([
    // [the grammar, a triplet it takes, one it refuses, other characters it takes]
    ["digits only", 'x = *( "%" DIGIT DIGIT / ALPHA / "/" )', "%41", "%4a", "ab/"],
    ["capitals only", 'x = *( "%" 2( DIGIT / %x41-46 ) / ALPHA / "/" )', "%4F", "%4f", "ab/"],
    ["small letters only", 'x = *( "%" 2( DIGIT / %x61-66 ) / ALPHA / "/" )', "%4f", "%4F", "ab/"],
    ["letters only", 'x = *( "%" 2( %x41-46 / %x61-66 ) / DIGIT / "/" )', "%ab", "%a1", "12/"],
  ])("%s", (_, abnf, taken, refused, plain) => {
    const grammar = compileAbnf(abnf, { rules: ["x"] });
    const body = `${plain}${taken}`.repeat(Math.ceil(LONG / 6));
    expect(grammar.isValid(body)).toBe(true);
    expect(grammar.errorAt(body)).toBeNull();
    for (const at of [0, 3, body.length - 6, body.length]) {
      const input = body.slice(0, at) + refused + body.slice(at);
      expect(grammar.isValid(input), input.slice(Math.max(0, at - 3), at + 6)).toBe(false);
      expect(grammar.errorAt(input)).not.toBeNull();
    }
  });
});

// The byte path stops its loop over a run at a NUL written after the bytes, which no URI or IRI rule
// takes. A grammar that takes NUL in a repetition would read past them: its long inputs are read by
// the general step, with the same verdicts (and NUL, a US-ASCII character, read like any other).
describe("Recognizer.test on a grammar that takes NUL in a repetition", () => {
  it.each([
    // [the grammar, inputs of about n characters it takes, and some it refuses]
    [
      "every US-ASCII character",
      "x = *%x00-7F",
      (n: number) => ["b".repeat(n), "\0".repeat(n), "b\0".repeat(n / 2)],
      (n: number) => ["b".repeat(n) + "\u00e9", "\u00e9" + "\0".repeat(n)],
    ],
    [
      "NUL after a hyphen only",
      'x = *"a" "-" *( %x00 / "b" )',
      (n: number) => ["a".repeat(n) + "-" + "b".repeat(n), "-" + "\0".repeat(n), "a-" + "b\0".repeat(n / 2)],
      (n: number) => ["a".repeat(n) + "\0-", "a".repeat(n) + "-" + "b".repeat(n) + "a", "\0".repeat(n)],
    ],
  ] as const)("%s", (_, abnf, taken, refused) => {
    const cases: [string, boolean][] = [];
    for (const n of [LONG, LONG + 2, CHUNK + 4])
      cases.push(
        ...taken(n).map((u): [string, boolean] => [u, true]),
        ...refused(n).map((u): [string, boolean] => [u, false]),
      );
    // A fresh automaton each order: rows are decoded at different points.
    for (const order of [cases, [...cases].reverse()]) {
      const grammar = compileAbnf(abnf, { rules: ["x"] });
      for (const [input, expected] of order) {
        const shown = JSON.stringify(input.slice(0, 8) + "…" + input.slice(-8));
        expect(grammar.errorAt(input) === null, shown).toBe(expected);
        expect(grammar.isValid(input), shown).toBe(expected);
      }
    }
  });
});

// Recognizer.test's loop on short inputs reads one table of rows that every recognizer of the
// program shares (ROWS, automata/engines.ts), each state given a row the first time the loop meets
// it, ROW_SLOTS of them in all. When none is left, a state without one leads to SINK, and the input
// is read again one step at a time: the verdicts stay those of Recognizer.stop, for the recognizers
// that got their rows before, for the one that got the last, and for those that get none. In a
// process of its own (the built modules of dist/), so that the table of the files that share this
// one's module graph (vitest.shared.ts: isolate false) keeps its rows.
describe("Recognizer.test when every row of its table is given", () => {
  it("a chain of 200 states, in fresh recognizers until ROW_SLOTS rows are given, then more", () => {
    const dist = join(import.meta.dirname, "..", "..", "dist");
    // Each fresh recognizer meets the chain's 201 states: more than there are rows, and then more.
    const recognizers = Math.ceil(ROW_SLOTS / 201) + 3;
    const script = `
      import { Recognizer } from ${JSON.stringify(pathToFileURL(join(dist, "automata", "engines.js")).href)};
      import { decodeRecognizer } from ${JSON.stringify(pathToFileURL(join(dist, "automata", "format.js")).href)};
      import { compileAbnf } from ${JSON.stringify(pathToFileURL(join(dist, "src", "compiler.js")).href)};
      const packed = compileAbnf("x = 1*200DIGIT", { rules: ["x"] }).automata.recognizer;
      const digits = (n) => "7".repeat(n);
      const inputs = [];
      for (let n = 0; n <= 202; n++) inputs.push(digits(n), digits(n) + "-", "-" + digits(n), digits(n) + "\u00e9");
      const oneAtATime = new Recognizer(decodeRecognizer(packed));
      const start = oneAtATime.start("x");
      const expected = inputs.map((u) => oneAtATime.stop(u, start) === null);
      const engines = [];
      const wrong = [];
      const recognizers = ${recognizers};
      for (let k = 0; k < recognizers; k++) {
        const engine = new Recognizer(decodeRecognizer(packed));
        engines.push(engine);
        inputs.forEach((u, j) => { if (engine.test(u, start) !== expected[j]) wrong.push([k, u.length]); });
      }
      // Again, every recognizer (rows written; given but not all written; none).
      engines.forEach((engine, k) => inputs.forEach((u, j) => { if (engine.test(u, start) !== expected[j]) wrong.push([k, u.length]); }));
      console.log(JSON.stringify({ accepted: expected.filter(Boolean).length, checked: inputs.length, wrong }));
    `;
    const out = JSON.parse(
      execFileSync(process.execPath, ["--input-type=module", "-e", script], { encoding: "utf8" }),
    ) as { accepted: number; checked: number; wrong: unknown[] };
    expect(out.wrong).toEqual([]);
    expect(out.accepted).toBeGreaterThan(0);
    expect(out.accepted).toBeLessThan(out.checked);
  });
});
