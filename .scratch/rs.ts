import { readFileSync } from "node:fs";
import { resolve } from "../src/index.js";
const refs = readFileSync("bench/data/refs.tsv", "utf8").split("\n").filter(Boolean).map((l) => l.split("\t") as [string, string]);
let sink = 0, best = Infinity, bestU = Infinity;
for (let round = 0; round < 30; round++) {
  let t = process.hrtime.bigint();
  for (const [b, r] of refs) { try { sink += resolve(b, r).length; } catch { sink++; } }
  best = Math.min(best, Number(process.hrtime.bigint() - t) / refs.length);
  t = process.hrtime.bigint();
  for (const [b, r] of refs) { try { sink += new URL(r, b).href.length; } catch { sink++; } }
  bestU = Math.min(bestU, Number(process.hrtime.bigint() - t) / refs.length);
}
console.log("resolve", best.toFixed(0), "URL", bestU.toFixed(0), (best / bestU).toFixed(2));
