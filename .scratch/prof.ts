import { readFileSync } from "node:fs";
import peggy from "peggy";
import { loadAbnf } from "../compiler/load.js";
import { AbnfSide } from "../compiler/peg/abnf-side.js";
import { buildAlphabet } from "../compiler/peg/alphabet.js";
import { PegAutomaton, TestTable, type PegRuleNode } from "../compiler/peg/model.js";
import { searchShortest } from "../compiler/peg/search.js";
const g = loadAbnf(readFileSync("grammar/rfc3986.abnf", "utf8"), { file: "grammar/rfc3986.abnf", include: (p) => readFileSync(p, "utf8") });
const ast = peggy.parser.parse(readFileSync("grammar/rfc3986.peggy", "utf8"), { reservedWords: [] }) as { rules: PegRuleNode[] };
const rules = new Map(ast.rules.map((r) => [r.name, r]));
const rule = process.argv[2] ?? "host";
let t = performance.now();
const lap = (m: string) => { const n = performance.now(); console.log(m, (n - t).toFixed(1)); t = n; };
const abnf = new AbnfSide(g, rule); lap("abnf nfa " + abnf.nfa.states.length);
const table = new TestTable();
const peg = new PegAutomaton(rules, rule.replace(/-/g, "_"), table); lap("peg items " + peg.size);
const alphabet = buildAlphabet(abnf.sets, table.tests); lap("alphabet " + alphabet.representatives.length);
const r = searchShortest(abnf, peg, alphabet, Number(process.argv[3] ?? 4e7)); lap("search " + JSON.stringify(r) + " pegwork " + peg.work + " abnfwork " + abnf.work);

