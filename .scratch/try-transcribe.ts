import { readFileSync } from "node:fs";
import { transcribe, checkTranscription, formatReport } from "../compiler/api.js";
const file = process.argv[2] ?? "grammar/rfc3986.abnf";
const t0 = performance.now();
const t = transcribe(readFileSync(file, "utf8"), { file, include: (p) => readFileSync(p, "utf8") });
console.log(t.text);
console.error(((performance.now() - t0) / 1000).toFixed(1), "s");
for (const r of t.rules) if (r.status !== "same") console.error(r.rule, r.status, r.fix ?? r.reason);
