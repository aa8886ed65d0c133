import "../src/variants/all.js";
import { ALL_VARIANTS } from "../src/variants/all.js";
import { explainerOf } from "../src/explain/explainer.js";
import { safeParse, isValid } from "../src/index.js";
import { sampleRule, prng } from "../compiler/sample.js";
import { loadAbnfFile } from "../compiler/read.js";
import { mutate, mutationAlphabet } from "../compiler/equivalence.js";
for (const v of ALL_VARIANTS) {
  const e = await explainerOf(v);
  const g = loadAbnfFile(`grammar/${v.grammar}.abnf`);
  const alphabet = mutationAlphabet(g);
  const random = prng(1);
  let bad = 0, n = 0, t = performance.now();
  for (const rule of [v.defaultRule, ...v.startRules.slice(0, 40)]) {
    for (const s0 of sampleRule(g, rule, 60, 3)) for (const s of [s0, mutate(s0, alphabet, random)]) {
      n++;
      const d = e.derivation(s, rule);
      const ok = isValid(s, { variant: v, rule } as never);
      if (d.accepted !== ok) { if (bad++ < 3) console.log(v.id, rule, "accept differs", JSON.stringify(s), d.accepted, ok); continue; }
      if (!ok) continue;
      const p = safeParse(s, { variant: v, rule } as never);
      if (!p.ok) continue;
      const want = JSON.stringify(Object.fromEntries(Object.entries(p.value).filter(([,x]) => x !== undefined).sort()));
      const got = JSON.stringify(Object.fromEntries(Object.entries(d.components).sort()));
      if (want !== got && rule === v.defaultRule) { if (bad++ < 6) console.log(v.id, rule, JSON.stringify(s), "\n  lib", want, "\n  der", got); }
    }
  }
  console.log(v.id, n, "inputs", bad, "bad", (performance.now()-t).toFixed(0), "ms");
}
