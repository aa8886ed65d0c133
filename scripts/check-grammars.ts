// `npm run check:grammars [-- --long] [-- --variant ID] [-- --runs N] [-- --seed N] [-- --rule R]`
// For every variant's grammar: every ABNF rule against the PEG rule of the same name, and each start
// rule's generated automaton (compiler/equivalence.ts). The verdict counts checks, never seconds.
// Default: 10,000 generated inputs per rule (each also mutated: 20,000 checks) plus the unit tests'
// inputs. --long: 1,000,000 generated inputs per rule.
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { automatonAcceptor, checkGrammar, pegAcceptor, type PegModule } from "../compiler/equivalence.js";
import { loadAbnfFile } from "../compiler/read.js";
import { ALL_VARIANTS } from "../src/variants/all.js";
import { corpusFor } from "../test/corpus/index.js";
import { SCHEME_RECORDS } from "../src/schemes/registry.js";
import { schemeCorpus } from "../test/schemes/examples.js";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const { values } = parseArgs({
  options: {
    long: { type: "boolean" },
    variant: { type: "string", multiple: true },
    runs: { type: "string" },
    seed: { type: "string" },
    rule: { type: "string", multiple: true },
  },
});
const runs = values.runs ? Number(values.runs) : values.long ? 1_000_000 : 10_000;
const seed = values.seed ? Number(values.seed) : 20260101;
let failures = 0;
let total = 0;
for (const variant of ALL_VARIANTS) {
  if (values.variant && !values.variant.includes(variant.id)) continue;
  const abnf = loadAbnfFile(join(root, "grammar", `${variant.grammar}.abnf`));
  const peg = (await import(`../generated/${variant.grammar}.peg.js`)) as PegModule;
  const corpus = corpusFor(variant.id);
  console.log(
    `${variant.grammar}: ${runs} generated inputs per rule, each mutated once, + ${corpus.length} corpus inputs`,
  );
  checkGrammar(abnf, pegAcceptor(peg), {
    runs,
    seed,
    corpus,
    only: values.rule,
    automaton: automatonAcceptor(variant.automata.recognizer),
    progress(r) {
      total += r.checked;
      if (r.disagreement) {
        failures++;
        const d = r.disagreement;
        console.log(
          `  FAIL ${r.rule}: ${JSON.stringify(d.input)} — ABNF ${d.abnf ? "accepts" : "rejects"}, PEG ${d.peg ? "accepts" : "rejects"}${d.dfa === undefined ? "" : `, automaton ${d.dfa ? "accepts" : "rejects"}`} (found by ${d.source} input)`,
        );
      } else {
        console.log(`  ok   ${r.rule.padEnd(16)} ${r.checked} inputs, ${r.accepted} in the language`);
      }
    },
  });
}
// The scheme grammars (src/schemes): not variants, checked the same way (`--variant rfc6068` names one).
for (const grammar of new Set(SCHEME_RECORDS.map((r) => r.grammar))) {
  if (values.variant && !values.variant.includes(grammar)) continue;
  const record = SCHEME_RECORDS.find((r) => r.grammar === grammar)!;
  const abnf = loadAbnfFile(join(root, "grammar", `${grammar}.abnf`));
  const peg = (await import(`../generated/${grammar}.peg.js`)) as PegModule;
  const corpus = schemeCorpus(grammar);
  console.log(
    `${grammar}: ${runs} generated inputs per rule, each mutated once, + ${corpus.length} corpus inputs`,
  );
  checkGrammar(abnf, pegAcceptor(peg), {
    runs,
    seed,
    corpus,
    only: values.rule,
    automaton: automatonAcceptor(record.automata.recognizer),
    progress(r) {
      total += r.checked;
      if (r.disagreement) {
        failures++;
        const d = r.disagreement;
        console.log(
          `  FAIL ${r.rule}: ${JSON.stringify(d.input)} — ABNF ${d.abnf ? "accepts" : "rejects"}, PEG ${d.peg ? "accepts" : "rejects"}${d.dfa === undefined ? "" : `, automaton ${d.dfa ? "accepts" : "rejects"}`} (found by ${d.source} input)`,
        );
      } else console.log(`  ok   ${r.rule.padEnd(16)} ${r.checked} inputs, ${r.accepted} in the language`);
    },
  });
}
console.log(`${total} checks; ${failures} rule(s) disagree`);
process.exitCode = failures === 0 ? 0 : 1;
