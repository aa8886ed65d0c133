import { readFileSync } from "node:fs";
import { startRule, spansWith } from "../src/syntax/parse.js";
import { newSpans } from "../src/syntax/components.js";
const urls = readFileSync("bench/data/urls.txt", "utf8").split("\n").filter(Boolean);
const rule = startRule("x", undefined);
const spans = newSpans();
let sink = 0, best = Infinity;
for (let round = 0; round < 20; round++) {
  const t = process.hrtime.bigint();
  for (let r = 0; r < 2; r++) for (let i = 0; i < urls.length; i++) if (spansWith(rule, urls[i]!, spans)) sink++;
  best = Math.min(best, Number(process.hrtime.bigint() - t) / urls.length / 2);
}
console.log("spans", best.toFixed(0), "states", (rule.splitter as any).tables.states);
