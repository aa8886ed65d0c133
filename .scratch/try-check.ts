import { readFileSync } from "node:fs";
import { checkTranscription, formatReport } from "../compiler/api.js";
const abnf = readFileSync("grammar/rfc3986.abnf", "utf8");
const peg = readFileSync("grammar/rfc3986.peggy", "utf8");
const t0 = performance.now();
const only = process.argv.slice(2);
const report = checkTranscription(abnf, peg, {
  file: "grammar/rfc3986.abnf",
  include: (p) => readFileSync(p, "utf8"),
  rules: only.length ? only : undefined,
  progress: (r) => console.error(r.rule, r.verdict, r.method, r.states, ((performance.now() - t0) / 1000).toFixed(2)),
});
console.log(formatReport(report));
console.log(((performance.now() - t0) / 1000).toFixed(2), "s");
