import { readFileSync, writeFileSync, mkdirSync } from "node:fs";
import { compileAbnf } from "../compiler/api.js";
import { isValid, parse } from "../src/index.js";
const file = "grammar/rfc3986.abnf";
const t0 = performance.now();
const c = compileAbnf(readFileSync(file, "utf8"), {
  file, include: (p) => readFileSync(p, "utf8"),
  rules: ["URI-reference", "URI", "host"],
  captures: { scheme: "scheme", authority: "authority", host: "host", "path-abempty": "path", "path-absolute": "path", "path-rootless":"path", "path-noscheme":"path", "path-empty":"path", query: "query", fragment: "fragment", userinfo: "userinfo", port: "port" },
});
console.log("compile ms", performance.now() - t0, c.problems.length);
const m = c.module({ variant: { id: "my3986", resolution: "rfc3986", baseRule: "URI" } });
mkdirSync(".scratch/out", { recursive: true });
writeFileSync(".scratch/out/uri.js", m.js);
writeFileSync(".scratch/out/uri.d.ts", m.dts);
const mod = await import("./out/uri.js" as string);
const lines = readFileSync("bench/data/urls.txt", "utf8").split("\n");
let bad = 0;
for (const l of lines) {
  if (mod.isValid(l) !== isValid(l)) bad++;
}
console.log("lines", lines.length, "disagree", bad);
console.log(mod.split("http://u@h:80/p?q#f"), parse("http://u@h:80/p?q#f"));
console.log(mod.errorOffset("http://[fe80"), mod.split("1.2.3.4x", "host"));
console.log(parse("http://u@h:80/p?q#f", { variant: mod.variant }));
const { resolve } = await import("../src/index.js");
console.log(resolve("http://a/b/c/d;p?q", "../g", { variant: mod.variant }));
try { parse("http://[fe80", { variant: mod.variant }); } catch (e) { console.log((e as Error).message); }
