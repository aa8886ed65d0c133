// The corpus of real grammars (corpus/grammars.ts, test/fixtures/grammars/): nine RFC grammars written
// out from the RFCs' texts. Each compiles (the rules that reach recursion to the context-free
// recognizer); its recognizer decides the examples of its RFC's text as the RFC says, and agrees with
// an independent reading written from the RFC (test/helpers/readings.ts) on inputs drawn from the
// grammar and mutated; its planted PEG mistake is caught, with its shortest counterexample. That
// each hand transcription checks equal, every rule checked, is `npm run check:corpus` (minutes).
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { checkTranscription, compileAbnf } from "../../src/compiler.js";
import { loadAbnf } from "../../compiler/load.js";
import { mutate, mutationAlphabet } from "../../compiler/equivalence.js";
import { prng, sampleRule } from "../../compiler/sample.js";
import { CORPUS_GRAMMARS } from "../../corpus/grammars.js";
import { makeContextFree } from "../../compiler/standalone/earley.js";
import { READINGS } from "../helpers/readings.js";

const root = join(import.meta.dirname, "..", "..");
const read = (path: string) => readFileSync(join(root, path), "utf8");
const include = (path: string) => readFileSync(path, "utf8");

/** Drawn inputs per start rule (each also mutated once). */
const DRAWN = 50;
/**
 * Grammars whose planted mistake only `npm run check:corpus` checks: their exact search costs a
 * second or more (RFC 8288's relation-type holds RFC 3986's URI; RFC 6068's mailtoURI is the whole
 * grammar), too slow for npm test.
 */
const MISTAKE_IN_CHECK_ONLY = new Set(["rfc8288", "rfc6068"]);
/** The same for the printed form of RFC 8288 (compiling RFC 3986's URI-Reference again: seconds). */
const PRINTED_IN_CHECK_ONLY = new Set(["rfc8288"]);

for (const entry of CORPUS_GRAMMARS) {
  describe(entry.title, () => {
    const file = join(root, entry.abnf);
    const text = read(entry.abnf);
    const compiled = compileAbnf(text, { rules: entry.startRules, file, include });
    const grammar = loadAbnf(text, { file, include });

    it("compiles; the rules that reach recursion run the context-free recognizer", () => {
      expect(compiled.rules).toEqual(entry.startRules);
      expect([...compiled.contextFreeRules].sort()).toEqual([...entry.contextFree].sort());
      expect(compiled.problems.filter((p) => p.severity === "error")).toEqual([]);
    });

    it.each(entry.cases.map((c) => [c.section, c.input, c.valid, c.rule ?? entry.startRules[0]!] as const))(
      "%s: %j → %s",
      (_section, input, valid, rule) => {
        expect(compiled.isValid(input, rule)).toBe(valid);
        // A rule that reaches recursion: where it fails, errorAt says where; where it matches,
        // parseTree has a tree of the input.
        if (!entry.contextFree.includes(rule)) return;
        const failure = compiled.errorAt(input, rule);
        expect(failure === null).toBe(valid);
        if (valid) expect(compiled.parseTree(input, rule)).toMatchObject({ from: 0, to: input.length });
        else expect(failure!.offset).toBeLessThanOrEqual(input.length);
      },
    );

    it(`agrees with an independent reading on ${DRAWN} drawn inputs a start rule, each also mutated`, () => {
      const alphabet = mutationAlphabet(grammar);
      let accepted = 0;
      let checked = 0;
      entry.startRules.forEach((rule, k) => {
        const reading = READINGS[entry.id]![rule]!;
        const random = prng(25 + k);
        for (const drawn of sampleRule(grammar, rule, DRAWN, 25 + k))
          for (const input of [drawn, mutate(drawn, alphabet, random)]) {
            const verdict = compiled.isValid(input, rule);
            expect(verdict, `${rule} ${JSON.stringify(input)}`).toBe(reading(input));
            checked++;
            if (verdict) accepted++;
          }
      });
      // The drawn inputs are in the language; many of the mutated ones are not.
      expect(accepted).toBeGreaterThanOrEqual(checked / 2);
      expect(accepted).toBeLessThan(checked);
    });

    const printed = entry.printed;
    if (printed !== undefined && !PRINTED_IN_CHECK_ONLY.has(entry.id))
      it("as the RFC prints it (# lists): the reader's expansion decides as the one written out by hand", () => {
        const path = join(root, printed);
        const fromPrint = compileAbnf(read(printed), { rules: entry.startRules, file: path, include });
        const alphabet = mutationAlphabet(grammar);
        let checked = 0;
        entry.startRules.forEach((rule, k) => {
          const random = prng(7 + k);
          const inputs = [
            ...entry.cases.filter((c) => (c.rule ?? entry.startRules[0]) === rule).map((c) => c.input),
            ...sampleRule(grammar, rule, DRAWN, 7 + k).flatMap((s) => [s, mutate(s, alphabet, random)]),
          ];
          for (const input of inputs) {
            expect(fromPrint.isValid(input, rule), `${rule} ${JSON.stringify(input)}`).toBe(
              compiled.isValid(input, rule),
            );
            checked++;
          }
        });
        expect(checked).toBeGreaterThan(2 * DRAWN * entry.startRules.length);
      });

    // (The others' planted mistakes: `npm run check:corpus`.)
    if (!MISTAKE_IN_CHECK_ONLY.has(entry.id))
      it(`catches the planted mistake in ${entry.mistake.rule}: ${JSON.stringify(entry.mistake.counterexample)}, no shorter`, () => {
        const tail = (entry.pegAppend ?? []).map(read).join("\n");
        const report = checkTranscription(text, tail + "\n" + read(entry.mistakePeg), {
          rules: [entry.mistake.rule],
          runs: 20,
          file,
          include,
        });
        expect(report.ok).toBe(false);
        const [check] = report.rules;
        expect(check).toMatchObject({ verdict: "disagree" });
        expect(check!.counterexample).toMatchObject({
          input: entry.mistake.counterexample,
          minimal: true,
          accepts: entry.mistake.accepts,
        });
      });
  });
}

// RFC 5322's comments nest (§3.2.2) and its address lists hold them: the context-free recognizer's
// work a character (items added and waiters visited, compiler/standalone/earley.ts) is the same at
// 4× the length, where a quadratic recognizer's would be 4×. `npm run bench:compiled` gives the time.
describe("RFC 5322 in linear time: the work counted, a character", () => {
  const entry = CORPUS_GRAMMARS.find((g) => g.id === "rfc5322")!;
  const file = join(root, entry.abnf);
  const compiled = compileAbnf(read(entry.abnf), { rules: ["comment", "address-list"], file, include });
  const families: [string, string, (n: number) => string][] = [
    ["comment", "nested all the way", (n) => "(".repeat(n / 2) + ")".repeat(n / 2)],
    [
      "comment",
      "nested 100 deep around words",
      (n) => "(".repeat(50) + "a b ".repeat((n - 100) / 4) + ")".repeat(50),
    ],
    [
      "address-list",
      "commented mailboxes",
      (n) => Array.from({ length: Math.floor(n / 19) }, () => "a (b (c)) <d@e.f>").join(", "),
    ],
    ["address-list", "folded obsolete lists", (n) => ",\r\n ".repeat(n / 8) + "a@b" + ", (x)".repeat(n / 16)],
  ];
  it.each(families)("%s: %s", (rule, _family, make) => {
    const cf = makeContextFree(compiled.contextFree!);
    const start = compiled.contextFree!.starts[rule as "comment"]!;
    const [small, large] = [10_000, 40_000].map((n) => {
      const input = make(n);
      const before = cf.work;
      expect(cf.test(input, start)).toBe(true);
      return (cf.work - before) / input.length;
    });
    expect(large! / small!).toBeLessThan(1.1);
    expect(large!).toBeLessThan(64);
  });
});
