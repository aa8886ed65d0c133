import { readFileSync } from "node:fs";
import { splitDelimited } from "../src/syntax/delimited.js";
import { newSpans } from "../src/syntax/components.js";
const urls = readFileSync("bench/data/urls.txt", "utf8").split("\n").filter(Boolean);
const spans = newSpans();
let sink = 0, best = Infinity;
console.log("avg len", urls.reduce((a, u) => a + u.length, 0) / urls.length);
for (let round = 0; round < 20; round++) {
  const t = process.hrtime.bigint();
  for (let r = 0; r < 2; r++) for (let i = 0; i < urls.length; i++) sink += splitDelimited(urls[i]!, spans)[10]!;
  best = Math.min(best, Number(process.hrtime.bigint() - t) / urls.length / 2);
}
console.log("splitDelimited", best.toFixed(0));
