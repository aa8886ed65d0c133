import { readFileSync } from "node:fs";
import { loadAbnf } from "../compiler/load.js";
import { nodeTree } from "../compiler/passes/lower.js";
import { continuations } from "../compiler/peg/languages.js";
const g = loadAbnf(readFileSync("grammar/rfc3986.abnf", "utf8"), { file: "grammar/rfc3986.abnf", include: (p) => readFileSync(p, "utf8") });
const r = g.rules.get("ipv6address")!;
const alt = r.node as any;
for (const [i, item] of alt.items.entries()) {
  console.log(i, JSON.stringify(item).slice(0, 300));
}
const a3 = alt.items[3];
const rep = a3.items[0].item.items[0];
const after = [a3.items[0].item.items[1], ...a3.items.slice(1)];
console.log(JSON.stringify(rep).slice(0,100), after.length);
const round = nodeTree(g, rep.item);
const rest = nodeTree(g, { type: "cat", items: after });
console.log(continuations(round, [rest]));
console.log(continuations(nodeTree(g, {type:"str", value:"a:", caseSensitive:false}), [nodeTree(g, {type:"str", value:"a::", caseSensitive:false})]));
