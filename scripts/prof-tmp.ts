import { join } from "node:path";
import { automatonAcceptor, checkGrammar, pegAcceptor } from "../compiler/equivalence.js";
import { loadAbnfFile } from "../compiler/read.js";
import { ALL_VARIANTS } from "../src/variants/all.js";
import { corpusFor } from "../test/corpus/index.js";
import { PEG } from "../test/helpers/peg.js";
for (const variant of ALL_VARIANTS) {
  const t0 = performance.now();
  const abnf = loadAbnfFile(join("grammar", `${variant.grammar}.abnf`));
  let n = 0;
  const reports = checkGrammar(abnf, pegAcceptor(PEG[variant.grammar]!), {
    runs: 40,
    seed: 1,
    corpus: corpusFor(variant.id),
    automaton: automatonAcceptor(variant.automata.recognizer),
    progress: (r) => {
      n += r.checked;
    },
  });
  console.log(
    variant.id,
    (performance.now() - t0).toFixed(0),
    "ms",
    reports.length,
    "rules",
    n,
    "checks",
    corpusFor(variant.id).length,
    "corpus",
  );
}
