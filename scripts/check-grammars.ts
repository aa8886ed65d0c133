// `npm run check:grammars [-- --long] [-- --variant ID] [-- --runs N] [-- --seed N]`
// For every variant's grammar: every ABNF rule against the PEG rule of the same name, and each start
// rule's generated DFA (scripts/equivalence.ts).
// Default: 10,000 generated inputs per rule (each also mutated: 20,000 checks) plus the unit tests'
// inputs. --long: 1,000,000 generated inputs per rule.
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { loadAbnfFile } from "./abnf/load.js";
import { checkGrammar, generatedAcceptor, generatedAutomata } from "./equivalence.js";
import { VARIANTS } from "../src/variants/registry.js";
import { corpusFor } from "../test/corpus/index.js";

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
const grammars = new Map<string, string[]>();
for (const v of VARIANTS) {
  if (values.variant && !values.variant.includes(v.id)) continue;
  grammars.set(v.grammar, [...(grammars.get(v.grammar) ?? []), v.id]);
}
let failures = 0;
let total = 0;
const started = Date.now();
for (const [grammar, ids] of grammars) {
  const abnf = loadAbnfFile(join(root, "grammar", `${grammar}.abnf`));
  const corpus = ids.flatMap((id) => corpusFor(id));
  console.log(
    `${grammar} (${ids.join(", ")}): ${runs} generated inputs per rule, each mutated once, + ${corpus.length} corpus inputs`,
  );
  checkGrammar(abnf, generatedAcceptor(grammar), {
    runs,
    seed,
    corpus,
    only: values.rule,
    automaton: generatedAutomata(grammar),
    progress(r) {
      total += r.checked;
      if (r.disagreement) {
        failures++;
        const d = r.disagreement;
        console.log(
          `  FAIL ${r.rule}: ${JSON.stringify(d.input)} — ABNF ${d.abnf ? "accepts" : "rejects"}, PEG ${d.peg ? "accepts" : "rejects"}${d.dfa === undefined ? "" : `, DFA ${d.dfa ? "accepts" : "rejects"}`} (found by ${d.source} input)`,
        );
      } else {
        console.log(`  ok   ${r.rule.padEnd(16)} ${r.checked} inputs, ${r.accepted} in the language`);
      }
    },
  });
}
console.log(
  `${total} checks in ${((Date.now() - started) / 1000).toFixed(1)} s; ${failures} rule(s) disagree`,
);
process.exitCode = failures === 0 ? 0 : 1;
