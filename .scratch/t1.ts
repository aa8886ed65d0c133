import { grammarOfSource } from "../src/explain/abnf.ts";
import { source } from "../src/explain/sources/rfc3986.ts";
import { machineOf } from "../src/explain/machine.ts";
import { derive, stackOf } from "../src/explain/derive.ts";
const g = grammarOfSource(source);
let t = performance.now();
const m = machineOf(g, "URI-reference");
console.log("states", m.size, (performance.now()-t).toFixed(1), "ms");
const input = "foo://example.com:8042/over/there?name=ferret#nose";
t = performance.now();
const d = derive(m, input);
console.log(d.accepted, d.work, (performance.now()-t).toFixed(1));
for (const c of d.chars.slice(0,12)) console.log(input.slice(c.from,c.to), stackOf(d.root,c).map(n=>n.rule).join(" › "));
const long = "http://example.com/" + "abc/%20x".repeat(250);
for (let k=0;k<5;k++){ t = performance.now(); const d2 = derive(m, long); console.log(long.length, d2.accepted, d2.work, (performance.now()-t).toFixed(1)); }
const bad = derive(m, "http://[::1/x");
console.log(bad.accepted, bad.stop, bad.chars.length);
const h = derive(machineOf(g,"host"), "1.2.3.4"); console.log(h.root.children.map(c=>c.rule));
const h2 = derive(machineOf(g,"host"), "1.2.3.4x"); console.log(h2.root.children.map(c=>c.rule));
