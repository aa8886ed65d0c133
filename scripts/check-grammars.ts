// `npm run check:grammars [-- --long] [-- --variant ID] [-- --grammar G] [-- --runs N] [-- --seed N] [-- --rule R]`
// For every variant's grammar, and every other grammar (src/grammars.ts OTHER_GRAMMARS: the JSON
// Schema formats', the schemes'): every ABNF rule against the PEG rule of the same name, and each start rule's
// generated automaton (compiler/equivalence.ts). The verdict counts checks, never seconds.
// --variant selects URI variants (and no other grammar), --grammar other grammars (and no variant);
// with neither, all of them.
// Default: 10,000 generated inputs per rule (each also mutated: 20,000 checks) plus the unit tests'
// inputs. --long: 1,000,000 generated inputs per rule.
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { automatonAcceptor, checkGrammar, pegAcceptor, type PegModule } from "../compiler/equivalence.js";
import { loadAbnfFile } from "../compiler/files.js";
import type { PackedRecognizer } from "../automata/format.js";
import { OTHER_GRAMMARS } from "../src/grammars.js";
import { ALL_VARIANTS } from "../src/variants/all.js";
import { corpusFor } from "../corpus/variants/index.js";
import { formatCorpus } from "../corpus/formats.js";
import { schemeCorpus } from "../corpus/schemes.js";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const { values } = parseArgs({
  options: {
    long: { type: "boolean" },
    variant: { type: "string", multiple: true },
    grammar: { type: "string", multiple: true },
    runs: { type: "string" },
    seed: { type: "string" },
    rule: { type: "string", multiple: true },
  },
});
const runs = values.runs ? Number(values.runs) : values.long ? 1_000_000 : 10_000;
const seed = values.seed ? Number(values.seed) : 20260101;
let failures = 0;
let total = 0;
/** The grammars to check: each with its PEG, its recognizer and the inputs run against every rule. */
interface Target {
  grammar: string;
  recognizer: PackedRecognizer;
  corpus: readonly string[];
}
const targets: Target[] = [];
for (const variant of ALL_VARIANTS) {
  if (values.variant ? !values.variant.includes(variant.id) : values.grammar !== undefined) continue;
  targets.push({
    grammar: variant.grammar,
    recognizer: variant.automata.recognizer,
    corpus: corpusFor(variant.id),
  });
}
for (const { name, module } of OTHER_GRAMMARS) {
  if (values.grammar ? !values.grammar.includes(name) : values.variant !== undefined) continue;
  const automata = (await import(`../generated/${module ?? name}.automata.js`)) as {
    recognizer: PackedRecognizer;
  };
  targets.push({
    grammar: name,
    recognizer: automata.recognizer,
    corpus: [...formatCorpus(name), ...schemeCorpus(name)],
  });
}
for (const unknown of values.grammar ?? [])
  if (!OTHER_GRAMMARS.some((g) => g.name === unknown)) {
    console.error(
      `no grammar ${JSON.stringify(unknown)}; known: ${OTHER_GRAMMARS.map((g) => g.name).join(", ")}`,
    );
    process.exitCode = 2;
  }
for (const target of targets) {
  const abnf = loadAbnfFile(join(root, "grammar", `${target.grammar}.abnf`));
  const peg = (await import(`../generated/${target.grammar}.peg.js`)) as PegModule;
  const corpus = target.corpus;
  console.log(
    `${target.grammar}: ${runs} generated inputs per rule, each mutated once, + ${corpus.length} corpus inputs`,
  );
  checkGrammar(abnf, pegAcceptor(peg), {
    runs,
    seed,
    corpus,
    only: values.rule,
    automaton: automatonAcceptor(target.recognizer),
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
console.log(`${total} checks; ${failures} rule(s) disagree`);
process.exitCode = failures === 0 ? (process.exitCode ?? 0) : 1;
