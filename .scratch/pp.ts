import "../src/variants/all.js";
import { sampleRule } from "../compiler/sample.js";
import { mutate, mutationAlphabet } from "../compiler/equivalence.js";
import { grammarOf } from "../test/helpers/oracle.js";
import { partialFormPieces } from "../src/semantics/resolve/partial-form-1993.js";
import { safeParse } from "../src/index.js";
import { ALL_VARIANTS } from "../src/variants/all.js";
for (const id of ["url-draft-1993", "url-draft-1994"]) {
  const v = ALL_VARIANTS.find((x) => x.id === id)!;
  for (const rule of [v.defaultRule, v.baseRule]) {
    const g = grammarOf(v.grammar);
    const inputs = sampleRule(g, rule, 3000, 5);
    let bad = 0, n = 0;
    for (const u of inputs) {
      const r = safeParse(u, { variant: id, rule } as never);
      if (!r.ok) continue;
      n++;
      const c = r.value;
      const p = partialFormPieces(u, v.fullFormPrefix);
      const fromC = { head: c.scheme !== undefined ? c.scheme + ":" : "", host: c.authority !== undefined ? "//" + c.authority : undefined, path: c.path ?? "", search: c.query, fragment: c.fragment };
      const fromP = { head: p.prefix + p.head, host: p.host, path: p.path, search: p.search, fragment: p.fragment };
      if (JSON.stringify(fromC) !== JSON.stringify(fromP)) { if (bad++ < 5) console.log(id, rule, JSON.stringify(u), JSON.stringify(fromC), JSON.stringify(fromP)); }
    }
    console.log(id, rule, n, "valid,", bad, "differ");
  }
}
