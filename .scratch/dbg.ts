import { readFileSync } from "node:fs";
import { checkTranscription, formatReport } from "../compiler/api.js";
const abnf = readFileSync("grammar/rfc3986.abnf", "utf8");
const peg = readFileSync(".scratch/rfc3986.peggy", "utf8").replace(/IPv6address\n  = [^\n]*/, (m) => m.replace(/\(h16 ":"\)\|\.\.(\d)\|/g, '(h16 ":" ![:])|..$1|').replace('((h16 ":")? h16)?', '((h16 ":" ![:])? h16)?'));
console.log(peg.match(/IPv6address\n  = [^\n]*/)![0]);
const r = checkTranscription(abnf, peg, { file: "grammar/rfc3986.abnf", include: (p) => readFileSync(p, "utf8"), rules: ["IPv6address"] });
console.log(formatReport(r));
