import { readFileSync } from "node:fs";
import { checkTranscription, formatReport } from "../compiler/api.js";
const abnf = readFileSync("grammar/rfc3986.abnf", "utf8");
const pegText = readFileSync("grammar/rfc3986.peggy", "utf8");
function edit(from: string | RegExp, to: string): string {
  const e = pegText.replace(from, to);
  if (e === pegText) throw new Error("edit did not apply " + from);
  return e;
}
const naive = [
  { name: "dec-octet ABNF order", rules: ["dec-octet", "IPv4address"], text: () => edit(/= \$\("25" \[0-5\][^\n]*\n[^\n]*\n[^\n]*\n[^\n]*\n[^\n]*\n/, '= $(DIGIT / [1-9] DIGIT / "1" DIGIT|2| / "2" [0-4] DIGIT / "25" [0-5])\n') },
  { name: "host no guard", rules: ["host", "authority"], text: () => edit("$(IP_literal / IPv4address !reg_name_char / reg_name)", "$(IP_literal / IPv4address / reg_name)") },
  { name: "h16 colon no guard", rules: ["IPv6address", "IP-literal"], text: () => edit(/h16_colon\n  = h16 ":" !":"/, 'h16_colon\n  = h16 ":"') },
  { name: "IPv6 last alt first", rules: ["IPv6address", "IP-literal"], text: () => edit(/= \$\(\n( +h16_colon\|6\|[^\n]*\n)/, '= $(\n    (h16_colon|..6| h16)? "::" /\n$1') },
  { name: "path no end guard", rules: ["path"], text: () => edit(/path_end\n  = !\(pchar \/ "\/"\)/, 'path_end\n  = ""') },
  { name: "hier-part path-empty first", rules: ["URI", "hier-part"], text: () => edit('  = "//" auth:authority path:path_abempty { return { ...auth, path }; }\n  / path:path_absolute { return { path }; }\n  / path:path_rootless { return { path }; }\n  / path:path_empty { return { path }; }', '  = path:path_empty { return { path }; }\n  / "//" auth:authority path:path_abempty { return { ...auth, path }; }\n  / path:path_absolute { return { path }; }\n  / path:path_rootless { return { path }; }') },
  { name: "URI-reference relative first", rules: ["URI-reference"], text: () => edit("= URI\n  / relative_ref", "= relative_ref\n  / URI") },
  { name: "ls32 h16", rules: ["ls32", "IPv6address"], text: () => edit('= $(h16 ":" h16 / IPv4address)', '= $(h16 ":" h16 / h16)') },
];
for (const n of naive) {
  const t0 = performance.now();
  const r = checkTranscription(abnf, n.text(), { file: "grammar/rfc3986.abnf", include: (p) => readFileSync(p, "utf8"), rules: n.rules });
  console.log("==", n.name, ((performance.now() - t0) / 1000).toFixed(2), "s");
  console.log(formatReport(r));
}
