import { readFileSync } from "node:fs";
import { isValid, compiled } from "../src/syntax/is-valid.js";
import { recognizer } from "../generated/rfc3986.automata.js";
import { checkOptions } from "../src/arguments.js";
import { fullFormats } from "ajv-formats/dist/formats.js";
const ajv = fullFormats.uri as (s: string) => boolean;
const urls = readFileSync("bench/data/urls.txt", "utf8").split("\n").filter(Boolean);
const c = compiled(recognizer, "rfc3986", Object.keys(recognizer.starts), "URI");
let sink = 0;
const cases: [string, (u: string) => unknown][] = [
  ["isValid opts", (u) => isValid(u, { rule: "URI" })],
  ["isValid none", (u) => isValid(u)],
  ["test direct", (u) => c.recognizer.test(u, c.start)],
  ["checkOptions", (u) => checkOptions("isValid", { rule: "URI" }, ["variant", "rule"])],
  ["ajv", (u) => ajv(u)],
];
const best = new Map<string, number>();
for (let round = 0; round < 25; round++) {
  for (const [name, f] of cases) {
    const t = process.hrtime.bigint();
    for (let r = 0; r < 3; r++) for (const u of urls) if (f(u)) sink++;
    const ns = Number(process.hrtime.bigint() - t) / urls.length / 3;
    if (round >= 3) best.set(name, Math.min(best.get(name) ?? Infinity, ns));
  }
}
console.log([...best].map(([n, v]) => `${n} ${v.toFixed(0)}`).join(" | "));
