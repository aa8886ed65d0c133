import { createRequire } from "node:module";
import fc from "fast-check";
import { generatorFor } from "../compiler/equivalence.js";
import { compileRule } from "../compiler/passes/regex.js";
import { loadAbnfFile } from "../compiler/read.js";
const require = createRequire(import.meta.url);
const old = require("/tmp/old3986.cjs").rules;
const g = loadAbnfFile("grammar/rfc3986.abnf");
for (const r of ["URI-reference", "IPv6address", "host", "segment"]) {
  const src = compileRule(g, r).source;
  console.log(r, "same source:", src === old[r].source, src.length, old[r].source.length);
  for (const [name, s] of [
    ["new", src],
    ["old", old[r].source],
  ]) {
    const t0 = performance.now();
    fc.sample(generatorFor(new RegExp(s, "u")), { numRuns: 40, seed: 1 });
    console.log("  ", name, (performance.now() - t0).toFixed(0), "ms");
  }
}
