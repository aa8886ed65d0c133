// The quick form of `npm run check:grammars`: every variant's PEG and automata against its ABNF,
// rule by rule, on a few inputs drawn from each rule, each also mutated once (the command, which CI
// runs, takes 10,000 per rule, and the unit tests' inputs against every rule).
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { automatonAcceptor, checkGrammar, pegAcceptor } from "../../compiler/equivalence.js";
import { loadAbnfFile } from "../../compiler/read.js";
import { ALL_VARIANTS } from "../../src/variants/all.js";
import { PEG } from "../helpers/peg.js";

const root = join(import.meta.dirname, "..", "..");

describe("PEG ≡ ABNF ≡ automata (quick)", () => {
  it.each(ALL_VARIANTS.map((v) => [v.id, v] as const))("%s", (_id, variant) => {
    const abnf = loadAbnfFile(join(root, "grammar", `${variant.grammar}.abnf`));
    const reports = checkGrammar(abnf, pegAcceptor(PEG[variant.grammar]!), {
      runs: 40,
      seed: 1,
      automaton: automatonAcceptor(variant.automata.recognizer),
    });
    const failures = reports.filter((r) => r.disagreement).map((r) => r.disagreement);
    expect(failures).toEqual([]);
    expect(reports.length).toBeGreaterThan(0);
  });
});
