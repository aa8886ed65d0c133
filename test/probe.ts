import { expand } from "../src/template/index.js";
const maxKb = Number(process.argv[process.argv.indexOf("--max-kb") + 1] || 1024);
console.log(process.argv, maxKb);
const t = "http://example.com/search{?q,lang}", v = { q: "cat", lang: "en" };
for (let r = 0; r < 5; r++) {
  const t0 = process.hrtime.bigint();
  for (let i = 0; i < 200000; i++) expand(t, v);
  console.log(Number(process.hrtime.bigint() - t0) / 200000);
}
const t2 = "{/list*,path:4}", v2 = { list: ["red", "green", "blue"], path: "/foo/bar" };
for (let r = 0; r < 3; r++) {
  const t0 = process.hrtime.bigint();
  for (let i = 0; i < 200000; i++) expand(t2, v2);
  console.log("list", Number(process.hrtime.bigint() - t0) / 200000);
}
