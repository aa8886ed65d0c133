import peggy from "peggy";
import { loadAbnf } from "../compiler/load.js";
import { AbnfSide } from "../compiler/peg/abnf-side.js";
import { buildAlphabet } from "../compiler/peg/alphabet.js";
import { PegAutomaton, TestTable, type PegRuleNode } from "../compiler/peg/model.js";
import { searchShortest } from "../compiler/peg/search.js";

function run(abnfText: string, pegText: string, rule: string) {
  const g = loadAbnf(abnfText);
  const ast = peggy.parser.parse(pegText, { reservedWords: [] }) as { rules: PegRuleNode[] };
  const rules = new Map(ast.rules.map((r) => [r.name, r]));
  const abnf = new AbnfSide(g, rule);
  const table = new TestTable();
  const peg = new PegAutomaton(rules, rule.replace(/-/g, "_"), table);
  const alphabet = buildAlphabet(abnf.sets, table.tests);
  const t0 = performance.now();
  const r = searchShortest(abnf, peg, alphabet, 5e7);
  console.log(rule, JSON.stringify(r), "items", peg.size, "classes", alphabet.representatives.length, (performance.now() - t0).toFixed(1), "ms");
}
run('r = "a" / "ab"\n', 'r = "a" / "ab"', "r");
run('r = "a" / "ab"\n', 'r = "ab" / "a"', "r");
run('s = *"a" "a"\n', 's = "a"* "a"', "s");
run('k = "k"\n', 'k = "k"i', "k");
run('k = "k"\n', 'k = [kK]', "k");
run(`host = IPv4address / reg-name
IPv4address = dec-octet "." dec-octet "." dec-octet "." dec-octet
dec-octet = DIGIT / %x31-39 DIGIT / "1" 2DIGIT / "2" %x30-34 DIGIT / "25" %x30-35
reg-name = *( ALPHA / DIGIT / "-" / "." / "_" / "~" )
`, `host = IPv4address / reg_name
IPv4address = dec_octet "." dec_octet "." dec_octet "." dec_octet
dec_octet = "25" [0-5] / "2" [0-4] DIGIT / "1" DIGIT|2| / [1-9] DIGIT / DIGIT
reg_name = (ALPHA / DIGIT / [-._~])*
ALPHA = [a-zA-Z]
DIGIT = [0-9]
`, "host");
run(`host = IPv4address / reg-name
IPv4address = dec-octet "." dec-octet "." dec-octet "." dec-octet
dec-octet = DIGIT / %x31-39 DIGIT / "1" 2DIGIT / "2" %x30-34 DIGIT / "25" %x30-35
reg-name = *( ALPHA / DIGIT / "-" / "." / "_" / "~" )
`, `host = IPv4address !reg_name_char / reg_name
reg_name_char = ALPHA / DIGIT / [-._~]
IPv4address = dec_octet "." dec_octet "." dec_octet "." dec_octet
dec_octet = "25" [0-5] / "2" [0-4] DIGIT / "1" DIGIT|2| / [1-9] DIGIT / DIGIT
reg_name = (ALPHA / DIGIT / [-._~])*
ALPHA = [a-zA-Z]
DIGIT = [0-9]
`, "host");
run(`dec-octet = DIGIT / %x31-39 DIGIT / "1" 2DIGIT / "2" %x30-34 DIGIT / "25" %x30-35
`, `dec_octet = DIGIT / [1-9] DIGIT / "1" DIGIT|2| / "2" [0-4] DIGIT / "25" [0-5]
DIGIT = [0-9]`, "dec-octet");
