import { readFileSync } from "node:fs";
import "../src/variants/all.js";
import { safeParse, startRule, spansWith, componentsAt } from "../src/syntax/parse.js";
import { newSpans } from "../src/syntax/components.js";
import { resolve } from "../src/index.js";
const urls = readFileSync("bench/data/urls.txt", "utf8").split("\n").filter(Boolean);
const refs = readFileSync("bench/data/refs.tsv", "utf8").split("\n").filter(Boolean).map((l) => l.split("\t") as [string, string]);
const rule = startRule("x", undefined);
const spans = newSpans();
let sink = 0;
const cases: [string, (u: string, i: number) => unknown][] = [
  ["safeParse", (u) => safeParse(u).ok],
  ["spans only", (u) => spansWith(rule, u, spans)],
  ["test only", (u) => rule.recognizer.test(u, rule.start)],
  ["spans+components", (u) => spansWith(rule, u, spans) && componentsAt(u, spans)],
  ["URL", (u) => { try { return new URL(u).host; } catch { return 0; } }],
  ["resolve", (u, i) => { const [b, r] = refs[i % refs.length]!; try { return resolve(b, r); } catch { return 0; } }],
  ["URL resolve", (u, i) => { const [b, r] = refs[i % refs.length]!; try { return new URL(r, b).href; } catch { return 0; } }],
];
const best = new Map<string, number>();
for (let round = 0; round < 20; round++) {
  for (const [name, f] of cases) {
    const t = process.hrtime.bigint();
    for (let r = 0; r < 2; r++) for (let i = 0; i < urls.length; i++) if (f(urls[i]!, i)) sink++;
    const ns = Number(process.hrtime.bigint() - t) / urls.length / 2;
    if (round >= 3) best.set(name, Math.min(best.get(name) ?? Infinity, ns));
  }
}
console.log([...best].map(([n, v]) => `${n} ${v.toFixed(0)}`).join(" | "));
