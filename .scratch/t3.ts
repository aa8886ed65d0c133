import "../src/variants/all.js";
import { ALL_VARIANTS, rfc3986 } from "../src/variants/all.js";
import { explainFailure, acceptingVariants } from "../src/explain/failure.js";
for (const s of ["http://[::1/x", "http://a b/", "foo:%zz", "http://host:port/", "http://exa^mple.com/", "http://[v1.x]x/"]) {
  const f = explainFailure(rfc3986, s)!;
  console.log(f.message); console.log(f.excerpt);
  for (const a of f.alive) console.log("  alive", a.stack.join(" › "), "expects", a.expected.join(", "));
  for (const r of f.repairs) console.log("  repair", r.description, "→", r.result);
  console.log("  accepted by", acceptingVariants(s, ALL_VARIANTS).map(v=>v.id).join(" "));
}
