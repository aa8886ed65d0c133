import "../src/variants/all.js";
import { rfc3986, rfc2396, rfc1808 } from "../src/variants/all.js";
import { resolutionSteps, normalizationSteps } from "../src/explain/steps.js";
for (const v of [rfc3986, rfc2396, rfc1808]) for (const r of ["../g?y#s", "?y", "g;x", ".."]) {
  const s = resolutionSteps(v, "http://a/b/c/d;p?q", r);
  console.log(v.id, r, "→", s.target, s.steps.map(x => x.id + (x.taken===undefined?"":x.taken?"+":"-")).join(" | "));
}
const s = resolutionSteps(rfc3986, "http://a/b/c/d;p?q", "/a/b/c/./../../g");
for (const x of s.steps) console.log(x.id, JSON.stringify(x.values));
const n = normalizationSteps(rfc3986, "HTTP://Example.COM:80/%7euser/./a/../b", "scheme");
console.log(n.normalized); for (const x of n.steps) console.log(x.id, JSON.stringify(x.values));
