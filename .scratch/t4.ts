import "../src/variants/all.js";
import { rfc3986, rfc2396, rfc3987, rfc6874, rfc2732, rfc1808 } from "../src/variants/all.js";
import { grammarDiff } from "../src/explain/grammar-diff.js";
for (const [a, b, r] of [[rfc2396, rfc3986, undefined], [rfc3986, rfc6874, undefined], [rfc3986, rfc3987, undefined], [rfc2396, rfc2732, "host"], [rfc3986, rfc6874, "scheme"], [rfc1808, rfc2396, undefined]] as const) {
  const t = performance.now();
  const d = grammarDiff(a, b, { ruleA: r });
  console.log(d.a, d.b, d.complete, d.pairs, (performance.now()-t).toFixed(0) + "ms");
  console.log("  only A", d.onlyA.map(s=>JSON.stringify(s)).join(" "));
  console.log("  only B", d.onlyB.map(s=>JSON.stringify(s)).join(" "));
}
