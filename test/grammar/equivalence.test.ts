// The quick form of `npm run check:grammars`: every variant's PEG against its ABNF, rule by rule,
// on fewer generated inputs than the command's 10,000 (CI runs the command as well).
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { loadAbnfFile } from "../../scripts/abnf/load.js";
import { checkGrammar, generatedAcceptor } from "../../scripts/equivalence.js";
import { VARIANTS } from "../../src/variants/registry.js";
import { corpusFor } from "../corpus/index.js";

const root = join(import.meta.dirname, "..", "..");
const grammars = [...new Map(VARIANTS.map((v) => [v.grammar, v.id])).entries()];

describe("PEG ≡ ABNF (quick)", () => {
  it.each(grammars)(
    "grammar %s",
    (grammar, id) => {
      const abnf = loadAbnfFile(join(root, "grammar", `${grammar}.abnf`));
      const reports = checkGrammar(abnf, generatedAcceptor(grammar), {
        runs: 500,
        seed: 1,
        corpus: corpusFor(id),
      });
      const failures = reports.filter((r) => r.disagreement).map((r) => r.disagreement);
      expect(failures).toEqual([]);
      expect(reports.length).toBeGreaterThan(0);
    },
    300_000,
  );
});
