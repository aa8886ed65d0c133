import { readFileSync } from "node:fs";
import { Splitter } from "../src/automata/engines.js";
import { startRule } from "../src/syntax/parse.js";
import { newSpans } from "../src/syntax/components.js";
const urls = readFileSync("bench/data/urls.txt", "utf8").split("\n").filter(Boolean);
const rule = startRule("x", undefined);
const sp = rule.splitter as any;
let runs = 0, ops = 0;
const orig = sp.run.bind(sp);
sp.run = (at: number, off: number) => { runs++; ops += sp.ops[at]; orig(at, off); };
const spans = newSpans(); let chars = 0;
for (const u of urls) { if (sp.split(u, rule.splitStart, spans)) chars += u.length; }
console.log("runs/url", runs / urls.length, "ops/url", ops / urls.length, "chars/url", chars / urls.length);
