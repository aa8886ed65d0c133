import { rfc3986 } from "../src/variants/rfc3986.js";
import { explainerOf } from "../src/explain/explainer.js";
import { derive } from "../src/explain/derive.js";
import { machineOf } from "../src/explain/machine.js";
const e = await explainerOf(rfc3986 as never);
const long = "http://example.com/" + "seg%20x/".repeat(248) + "?q=1";
for (let k = 0; k < 8; k++) {
  let t = performance.now();
  const d = derive(machineOf(e.grammar, "URI-reference"), long + "x".repeat(k));
  const t1 = performance.now() - t;
  t = performance.now();
  const v = e.derivation(long + "x".repeat(k));
  console.log(long.length, "derive", t1.toFixed(1), "view", (performance.now() - t).toFixed(1), d.work);
}
