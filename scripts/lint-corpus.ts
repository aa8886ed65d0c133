// `npm run lint:corpus [-- FILE] [-- --write DOC]`: lint every line of a file of real URIs (default
// bench/data/urls.txt, 31,760 URI-like strings from documentation) and count, per finding code, how
// many lines carry it. Both WHATWG parsers are run: Node's URL (the default of `lint`) and the
// whatwg-url reference implementation; a line where their differential findings differ is counted
// too. `--write DOC` also writes the output, dated, into DOC's region `<!-- lint-corpus:begin -->`
// … `<!-- lint-corpus:end -->` (docs/lint.md).
import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { URL as ReferenceURL } from "whatwg-url";
import { lint, type WhatwgUrl } from "../src/lint/index.js";
import { recordOutput, writeRegion } from "./doc-region.js";

const { values, positionals } = parseArgs({ options: { write: { type: "string" } }, allowPositionals: true });
const file = positionals[0] ?? "bench/data/urls.txt";
const lines = readFileSync(file, "utf8")
  .split("\n")
  .filter((l) => l !== "");
const counts = new Map<string, number>();
let clean = 0;
let parsersDisagree = 0;
for (const line of lines) {
  const findings = lint(line, { whatwg: ReferenceURL as unknown as WhatwgUrl });
  const codes = new Set(findings.map((f) => f.code));
  if (codes.size === 0) clean++;
  for (const code of codes) counts.set(code, (counts.get(code) ?? 0) + 1);
  const node = new Set(
    lint(line)
      .filter((f) => f.code.startsWith("whatwg-"))
      .map((f) => f.code),
  );
  const reference = [...codes].filter((c) => c.startsWith("whatwg-"));
  if (node.size !== reference.length || reference.some((c) => !node.has(c))) parsersDisagree++;
}
const recorded = recordOutput();
console.log(
  `\`npm run lint:corpus\` of ${new Date().toISOString().slice(0, 10)}, Node ${process.version}: ${lines.length} lines of ${file}; ${clean} without any finding\n`,
);
console.log("| code | lines |\n| --- | ---: |");
for (const [code, n] of [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])))
  console.log(`| \`${code}\` | ${n} |`);
console.log(
  `\nLines where Node's URL and whatwg-url give different differential findings: ${parsersDisagree}.`,
);
if (values.write !== undefined) await writeRegion(values.write, "lint-corpus", recorded.text());
