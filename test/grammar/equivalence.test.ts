// The quick form of `npm run check:grammars`: every variant's PEG and automata against its ABNF, and
// every JSON Schema format grammar's (src/grammars.ts FORMAT_GRAMMARS), rule by rule, on a few
// inputs drawn from each rule, each also mutated once (the command, which CI runs, takes 10,000 per
// rule, and the unit tests' inputs against every rule).
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { automatonAcceptor, checkGrammar, pegAcceptor } from "../../compiler/equivalence.js";
import { loadAbnfFile } from "../../compiler/files.js";
import { FORMAT_GRAMMARS } from "../../src/grammars.js";
import { ALL_VARIANTS } from "../../src/variants/all.js";
import { formatCorpus } from "../../corpus/formats.js";
import { FORMAT_GRAMMAR_MODULES } from "../formats/grammar-modules.js";
import { PEG } from "../helpers/peg.js";

const root = join(import.meta.dirname, "..", "..");

describe("PEG ≡ ABNF ≡ automata (quick)", () => {
  it.each(ALL_VARIANTS.map((v) => [v.id, v] as const))("%s", (_id, variant) => {
    const abnf = loadAbnfFile(join(root, "grammar", `${variant.grammar}.abnf`));
    const reports = checkGrammar(abnf, pegAcceptor(PEG[variant.grammar]!), {
      runs: 15,
      seed: 1,
      automaton: automatonAcceptor(variant.automata.recognizer),
    });
    const failures = reports.filter((r) => r.disagreement).map((r) => r.disagreement);
    expect(failures).toEqual([]);
    expect(reports.length).toBeGreaterThan(0);
  });
});

describe("PEG ≡ ABNF ≡ automata, JSON Schema format grammars (quick)", () => {
  it.each(FORMAT_GRAMMARS.map((g) => [g.module ?? g.name, g.name] as const))("%s", (module, name) => {
    const abnf = loadAbnfFile(join(root, "grammar", `${name}.abnf`));
    const { peg, recognizer } = FORMAT_GRAMMAR_MODULES[module]!;
    const reports = checkGrammar(abnf, pegAcceptor(peg), {
      runs: 40,
      seed: 1,
      corpus: formatCorpus(name),
      automaton: automatonAcceptor(recognizer),
    });
    const failures = reports.filter((r) => r.disagreement).map((r) => r.disagreement);
    expect(failures).toEqual([]);
    expect(reports.length).toBeGreaterThan(0);
  });
});
