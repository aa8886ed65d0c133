import { readFileSync } from "node:fs";
import { startRule } from "../src/syntax/parse.js";
import { newSpans } from "../src/syntax/components.js";
const urls = readFileSync("bench/data/urls.txt", "utf8").split("\n").filter(Boolean);
const rule = startRule("x", undefined);
const sp = rule.splitter!; const st = rule.splitStart;
const spans = newSpans();
let sink = 0, best = Infinity, bestT = Infinity;
for (let round = 0; round < 25; round++) {
  let t = process.hrtime.bigint();
  for (let r = 0; r < 2; r++) for (let i = 0; i < urls.length; i++) if (sp.split(urls[i]!, st, spans)) sink++;
  best = Math.min(best, Number(process.hrtime.bigint() - t) / urls.length / 2);
  t = process.hrtime.bigint();
  for (let r = 0; r < 2; r++) for (let i = 0; i < urls.length; i++) if (rule.recognizer.test(urls[i]!, rule.start)) sink++;
  bestT = Math.min(bestT, Number(process.hrtime.bigint() - t) / urls.length / 2);
}
console.log("split", best.toFixed(0), "test", bestT.toFixed(0));
