// `npm run conformance -- --lib NAME`: scores a library on the conformance suite (conformance/, read
// as any program would read it: plain JSON) through its adapter (scripts/conformance/adapters.ts):
// validity per rule, components, resolution, normalization and comparison. Prints, per library, what
// passed and the failures grouped by rule and section, with examples. `--lib all` runs every
// adapter; `--write` (with all) writes the matrix to docs/conformance.md. A library that cannot be
// loaded (a Debian package not installed) is reported missing, and the run goes on.
//
//   npm run conformance -- --lib fast-uri            one library
//   npm run conformance -- --lib all --write         every library, and docs/conformance.md
//   npm run conformance -- --lib uriparser --examples 20   more examples a group
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import prettier from "prettier";
import { ADAPTERS, type Adapter, type Parts } from "./conformance/adapters.js";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const suiteDir = join(root, "conformance");

// ---- the suite, as JSON ----

interface SyntaxCase {
  input: string;
  rules: string[];
  valid: boolean;
  offset?: number;
  rejectedBy?: string;
  section: string;
  components?: Parts;
  example?: string;
}
interface Ambiguity {
  why: string;
  readings: { answer: string; reading: string }[];
}
interface ResolveCase {
  variant: string;
  base: string;
  reference: string;
  strict: boolean;
  target: string;
  lines?: number[];
  runs?: string[];
  example?: string;
  ambiguous?: Ambiguity;
}
interface NormalizeCase {
  variant: string;
  input: string;
  level: "syntax" | "scheme";
  normalized: string;
  runs: string[];
  example?: string;
  ambiguous?: Ambiguity;
}
interface CompareCase {
  variant: string;
  a: string;
  b: string;
  syntax: boolean;
  scheme: boolean;
  differs: string;
  example?: string;
  schemeSpecific?: string;
}

const read = <T>(path: string): T => JSON.parse(readFileSync(join(suiteDir, path), "utf8")) as T;
const syntaxFiles = readdirSync(join(suiteDir, "syntax"))
  .filter((f) => f.endsWith(".json"))
  .sort()
  .map((f) =>
    read<{ variant: string; grammar: string; document: string; cases: SyntaxCase[] }>(`syntax/${f}`),
  );
const resolveCases = read<{ cases: ResolveCase[]; pseudocode: { lines: Record<string, string> } }>(
  "resolve.json",
);
const normalizeCases = read<{ cases: NormalizeCase[] }>("normalize.json").cases;
const compareCases = read<{ cases: CompareCase[] }>("compare.json").cases;

/** The ABNF text of a rule (its first line), as the grammar file gives it: the line that decides. */
const abnfLines = new Map<string, Map<string, string>>();
function abnfLine(grammarPath: string, rule: string): string | undefined {
  let rules = abnfLines.get(grammarPath);
  if (rules === undefined) {
    rules = new Map();
    for (const line of readFileSync(join(root, grammarPath), "utf8").split("\n")) {
      const m = /^([A-Za-z][A-Za-z0-9-]*)\s*=/.exec(line);
      if (m && !rules.has(m[1]!)) rules.set(m[1]!, line.replace(/\s+;.*$/, "").trim());
    }
    abnfLines.set(grammarPath, rules);
  }
  return rules.get(rule);
}

// ---- scoring ----

/** The columns of the matrix: a family of checks. */
function familyOf(kind: string, variant?: string, rule?: string): string {
  if (kind !== "valid") return kind;
  const named: Record<string, string[]> = {
    rfc3986: ["URI", "URI-reference", "IPv4address", "IPv6address"],
    rfc3987: ["IRI", "IRI-reference"],
    rfc6570: ["URI-Template"],
  };
  if (named[variant!]?.includes(rule!)) return `${variant} ${rule}`;
  if (variant === "rfc3986" || variant === "rfc3987" || variant === "rfc6874")
    return `${variant} other rules`;
  if (variant === "rfc6570") return "rfc6570 other rules";
  return "older generations";
}

interface Failure {
  family: string;
  /** The section (and line) that decides it. */
  decides: string;
  case: string;
  expected: string;
  got: string;
}

interface Reading {
  case: string;
  why: string;
  reading: string;
}

interface Result {
  name: string;
  about: string;
  /** The rungs of RFC 3986 §6.2 its normalization and comparison were scored at. */
  rungs: string;
  missing?: string;
  /** family → [passed, total] */
  scores: Map<string, [number, number]>;
  failures: Failure[];
  readings: Reading[];
}

const show = (s: string | null | undefined): string =>
  s === null ? "(refused)" : s === undefined ? "(none)" : JSON.stringify(s);

async function score(adapter: Adapter): Promise<Result> {
  const rung = (l?: string) => (l === undefined ? "—" : l === "syntax" ? "§6.2.2" : "§6.2.2 and §6.2.3");
  const result: Result = {
    name: adapter.name,
    about: adapter.about,
    rungs: `normalize ${rung(adapter.normalize?.level)}, compare ${rung(adapter.equivalent?.level)}`,
    scores: new Map(),
    failures: [],
    readings: [],
  };
  const missing = await adapter.setup();
  result.about = adapter.about;
  if (missing !== undefined) return { ...result, missing };
  const tally = (family: string, ok: boolean) => {
    const s = result.scores.get(family) ?? [0, 0];
    s[1]++;
    if (ok) s[0]++;
    result.scores.set(family, s);
  };
  try {
    // Validity, per variant and rule.
    for (const file of syntaxFiles) {
      const byKey = new Map<string, SyntaxCase[]>();
      for (const c of file.cases)
        for (const rule of c.rules) {
          const key = `${file.variant} ${rule}`;
          if (adapter.rules[key] === undefined) continue;
          if (!byKey.has(key)) byKey.set(key, []);
          byKey.get(key)!.push(c);
        }
      for (const [key, cases] of byKey) {
        const answers = await adapter.valid(
          key,
          cases.map((c) => c.input),
        );
        const rule = key.slice(key.indexOf(" ") + 1);
        const family = familyOf("valid", file.variant, rule);
        cases.forEach((c, i) => {
          const ok = answers[i] === c.valid;
          tally(family, ok);
          if (!ok) {
            const decidingRule = c.valid ? rule : (c.rejectedBy ?? rule);
            const line = abnfLine(file.grammar, decidingRule);
            result.failures.push({
              family: `${family}${family.endsWith(rule) ? "" : ` (${rule})`}`,
              decides: `${c.section}${line ? `: \`${line}\`` : ""}`,
              case: `${show(c.input)}${c.example ? ` (${c.example} example)` : ""}`,
              expected: c.valid ? "valid" : `invalid at offset ${c.offset}`,
              got: answers[i] === null ? "(refused)" : answers[i] ? "valid" : "invalid",
            });
          }
        });
      }
    }
    // Components of RFC 3986 URI references.
    if (adapter.components) {
      const cases = syntaxFiles
        .find((f) => f.variant === "rfc3986")!
        .cases.filter((c) => c.valid && c.components);
      const answers = await adapter.components.parse(cases.map((c) => c.input));
      cases.forEach((c, i) => {
        const got = answers[i];
        const wrong = adapter.components!.names.filter((k) => got === null || got[k] !== c.components![k]);
        tally("components", wrong.length === 0);
        if (wrong.length > 0)
          result.failures.push({
            family: "components",
            decides: `RFC 3986 §3 (${wrong.join(", ")})`,
            case: show(c.input),
            expected: wrong.map((k) => `${k} ${show(c.components![k])}`).join(", "),
            got: got === null ? "(refused)" : wrong.map((k) => `${k} ${show(got[k])}`).join(", "),
          });
      });
    }
    // Resolution (RFC 3986 §5.2, strict), normalization (§6.2.2), comparison (§6.2.2 rung).
    const judge = (
      family: string,
      caseText: string,
      expected: string,
      got: string | null,
      decides: string,
      ambiguous?: Ambiguity,
    ) => {
      if (got === expected) return tally(family, true);
      const reading = ambiguous?.readings.find((r) => r.answer === got);
      if (reading) {
        result.readings.push({ case: caseText, why: ambiguous!.why, reading: reading.reading });
        return tally(family, true);
      }
      tally(family, false);
      result.failures.push({ family, decides, case: caseText, expected: show(expected), got: show(got) });
    };
    if (adapter.resolve) {
      const cases = resolveCases.cases.filter((c) => c.variant === "rfc3986" && c.strict);
      const answers = await adapter.resolve(cases.map((c) => [c.base, c.reference] as const));
      cases.forEach((c, i) =>
        judge(
          "resolve",
          `${show(c.reference)} against ${show(c.base)}${c.example ? ` (${c.example} example)` : ""}${
            c.runs && c.runs.some((r) => r.startsWith("5.2.4"))
              ? ` [§5.2.4: ${c.runs
                  .filter((r) => r.startsWith("5.2.4"))
                  .map((r) => r.slice(6))
                  .join(", ")}]`
              : ""
          }`,
          c.target,
          answers[i]!,
          `RFC 3986 §5.2.2 lines ${compactLines(c.lines ?? [])}${c.runs?.some((r) => r.startsWith("5.2.3")) ? ` (${c.runs.find((r) => r.startsWith("5.2.3"))})` : ""}`,
          c.ambiguous,
        ),
      );
    }
    if (adapter.normalize) {
      const level = adapter.normalize.level;
      const cases = normalizeCases.filter((c) => c.level === level);
      const answers = await adapter.normalize.run(cases.map((c) => c.input));
      cases.forEach((c, i) =>
        judge(
          "normalize",
          `${show(c.input)}${c.example ? ` (${c.example} example)` : ""}`,
          c.normalized,
          answers[i]!,
          `RFC 3986 ${level === "syntax" ? "§6.2.2" : "§6.2.2 and §6.2.3"}: ${[...new Set(c.runs.filter((r) => !r.startsWith("5.2.4")))].join(", ") || "no change"}`,
          c.ambiguous,
        ),
      );
    }
    if (adapter.equivalent) {
      const level = adapter.equivalent.level;
      const cases = compareCases.filter((c) => c.schemeSpecific === undefined);
      const answers = await adapter.equivalent.run(cases.map((c) => [c.a, c.b] as const));
      cases.forEach((c, i) => {
        const expected = c[level];
        const ok = answers[i] === expected;
        tally("compare", ok);
        if (!ok)
          result.failures.push({
            family: "compare",
            decides: `RFC 3986 ${level === "syntax" ? "§6.2.2" : "§6.2.3"} rung: ${c.differs}`,
            case: `${show(c.a)} and ${show(c.b)}${c.example ? ` (${c.example} example)` : ""}`,
            expected: expected ? "equivalent" : "not equivalent",
            got: answers[i] === null ? "(refused)" : answers[i] ? "equivalent" : "not equivalent",
          });
      });
    }
  } finally {
    adapter.close?.();
  }
  return result;
}

function compactLines(lines: readonly number[]): string {
  const out: string[] = [];
  for (let i = 0; i < lines.length;) {
    let j = i;
    while (j + 1 < lines.length && lines[j + 1] === lines[j]! + 1) j++;
    out.push(j === i ? `[${pad(lines[i]!)}]` : `[${pad(lines[i]!)}-${pad(lines[j]!)}]`);
    i = j + 1;
  }
  return out.join(" ");
}
const pad = (n: number) => String(n).padStart(2, "0");

/** Failures grouped by family and deciding section, largest group first. */
function groups(failures: readonly Failure[]): { family: string; decides: string; items: Failure[] }[] {
  const map = new Map<string, { family: string; decides: string; items: Failure[] }>();
  for (const f of failures) {
    const key = `${f.family}\u0000${f.decides}`;
    if (!map.has(key)) map.set(key, { family: f.family, decides: f.decides, items: [] });
    map.get(key)!.items.push(f);
  }
  return [...map.values()].sort(
    (a, b) => b.items.length - a.items.length || (a.family + a.decides < b.family + b.decides ? -1 : 1),
  );
}

const percent = ([p, t]: [number, number]) => `${((100 * p) / t).toFixed(t === p ? 0 : 1)}%`;

function textReport(r: Result, examples: number): string {
  const lines = [`${r.name}: ${r.about}`];
  if (r.missing) return [...lines, `  not run: ${r.missing}`].join("\n");
  let passed = 0;
  let total = 0;
  for (const [family, s] of [...r.scores].sort()) {
    lines.push(`  ${family}: ${s[0]}/${s[1]} passed (${percent(s)})`);
    passed += s[0];
    total += s[1];
  }
  lines.push(
    `  total: ${passed}/${total} passed (${percent([passed, total])}), ${r.failures.length} failures`,
  );
  for (const g of groups(r.failures)) {
    lines.push(`  ${g.items.length} × ${g.family} — ${g.decides}`);
    for (const f of g.items.slice(0, examples))
      lines.push(`      ${f.case}: expected ${f.expected}, got ${f.got}`);
  }
  const byReading = new Map<string, number>();
  for (const x of r.readings)
    byReading.set(`${x.reading} — ${x.why}`, (byReading.get(`${x.reading} — ${x.why}`) ?? 0) + 1);
  for (const [k, n] of byReading) lines.push(`  ambiguous (${n}): reads it ${k}`);
  lines.push(`${passed} passed, ${total - passed} failed`);
  return lines.join("\n");
}

const COLUMNS = [
  "rfc3986 URI",
  "rfc3986 URI-reference",
  "rfc3986 IPv4address",
  "rfc3986 IPv6address",
  "rfc3986 other rules",
  "rfc3987 IRI",
  "rfc3987 IRI-reference",
  "rfc3987 other rules",
  "rfc6874 other rules",
  "rfc6570 URI-Template",
  "rfc6570 other rules",
  "older generations",
  "components",
  "resolve",
  "normalize",
  "compare",
];
const COLUMN_TITLES: Record<string, string> = {
  "rfc3986 other rules": "RFC 3986 other rules",
  "rfc3987 other rules": "RFC 3987 other rules",
  "rfc6874 other rules": "RFC 6874 rules",
  "rfc6570 other rules": "RFC 6570 other rules",
  "older generations": "older generations",
  components: "components (RFC 3986 §3)",
  resolve: "resolve (RFC 3986 §5.2)",
  normalize: "normalize (RFC 3986 §6.2)",
  compare: "compare (RFC 3986 §6.2)",
};
const title = (c: string) => COLUMN_TITLES[c] ?? c.replace(/^rfc(\d+) /, "RFC $1 ");

async function markdown(results: readonly Result[], summary: Record<string, unknown>): Promise<string> {
  const esc = (s: string) => s.replace(/\|/g, "\\|").replace(/`{2,}/g, "`");
  const out: string[] = [];
  out.push(
    "# Conformance: how URI libraries score on the RFCs",
    "",
    "<!-- Generated by `npm run conformance -- --lib all --write` (scripts/conformance.ts); do not edit. -->",
    "",
    "Each library below was run on uri-grammar's conformance suite ([conformance/](../conformance/README.md)): cases generated from the",
    "RFCs' grammars (every transition of every start rule's minimal DFA), every RFC example, and the resolution,",
    "normalization and comparison cases that run every line and branch of RFC 3986 §5.2.2, §5.2.3 and §5.2.4.",
    "A cell is the share of the family's cases where the library gives the RFC's answer; — where the library",
    "offers no such function. Where the RFC allows more than one answer the case is tagged ambiguous and",
    "every reading it allows counts as a pass (the table after the matrix says which reading each library takes).",
    "Rerun: `npm run conformance -- --lib NAME` for one library's report, with every failure group and its examples.",
    "",
    "## Libraries",
    "",
    "| library | what was run | normalization and comparison scored at |",
    "| --- | --- | --- |",
    ...results.map(
      (r) =>
        `| ${r.name} | ${esc(r.about)}${r.missing ? ` — **not run**: ${esc(r.missing)}` : ""} | ${r.rungs} |`,
    ),
    "",
    "## Matrix",
    "",
    `| library | ${COLUMNS.map(title).join(" | ")} |`,
    `| --- | ${COLUMNS.map(() => "---").join(" | ")} |`,
  );
  for (const r of results) {
    if (r.missing) {
      out.push(`| ${r.name} | ${COLUMNS.map(() => "not run").join(" | ")} |`);
      continue;
    }
    out.push(
      `| ${r.name} | ${COLUMNS.map((c) => (r.scores.has(c) ? `${percent(r.scores.get(c)!)} (${r.scores.get(c)![0]}/${r.scores.get(c)![1]})` : "—")).join(" | ")} |`,
    );
  }
  out.push("", "## Where the RFC allows more than one answer", "");
  const ambiguous = new Map<string, Map<string, string[]>>();
  for (const r of results)
    for (const x of r.readings) {
      if (!ambiguous.has(x.why)) ambiguous.set(x.why, new Map());
      const m = ambiguous.get(x.why)!;
      if (!m.has(r.name)) m.set(r.name, []);
      if (!m.get(r.name)!.includes(x.reading)) m.get(r.name)!.push(x.reading);
    }
  if (ambiguous.size === 0)
    out.push("No library met an ambiguous case with an answer the RFC allows other than uri-grammar's.");
  for (const [why, byLib] of ambiguous) {
    out.push(`- ${esc(why)}:`);
    for (const [lib, readings] of byLib) out.push(`  - ${lib}: ${readings.join("; ")}`);
  }
  out.push(
    "",
    "## Disagreements with uri-grammar",
    "",
    "For each library, its failures grouped by family and by the section (and ABNF rule, or pseudocode line) that",
    "decides them, largest group first, with up to three cases each: the case, the RFC's answer (uri-grammar's),",
    "and the library's.",
  );
  for (const r of results) {
    if (r.missing || r.name === "uri-grammar") continue;
    const gs = groups(r.failures);
    out.push("", `### ${r.name}`, "", `${r.failures.length} disagreements in ${gs.length} groups.`, "");
    for (const g of gs) {
      out.push(`- **${g.items.length} × ${esc(g.family)}** — ${esc(g.decides)}`);
      for (const f of g.items.slice(0, 3))
        out.push(
          `  - \`${esc(f.case.replace(/`/g, "'"))}\`: RFC ${esc(f.expected)}; ${r.name} ${esc(f.got)}`,
        );
    }
  }
  out.push("", "## The suite", "", "```json", JSON.stringify(summary, null, 2), "```", "");
  const options = (await prettier.resolveConfig(join(root, "docs/conformance.md"))) ?? {};
  return prettier.format(out.join("\n"), { ...options, parser: "markdown" });
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const names = args.flatMap((a, i) => (a === "--lib" ? [args[i + 1]!] : []));
  const examples = Number(args[args.indexOf("--examples") + 1] ?? 3) || 3;
  const write = args.includes("--write");
  if (names.length === 0) {
    console.error(
      `usage: npm run conformance -- --lib NAME|all [--examples N] [--write]\nlibraries: ${Object.keys(ADAPTERS).join(", ")}`,
    );
    process.exitCode = 2;
    return;
  }
  const chosen = names.includes("all") ? Object.keys(ADAPTERS) : names;
  const unknown = chosen.filter((n) => ADAPTERS[n] === undefined);
  if (unknown.length > 0) {
    console.error(`unknown library ${unknown.join(", ")}; known: ${Object.keys(ADAPTERS).join(", ")}`);
    process.exitCode = 2;
    return;
  }
  const results: Result[] = [];
  for (const name of chosen) {
    const r = await score(await ADAPTERS[name]!());
    results.push(r);
    console.log(textReport(r, examples));
  }
  // uri-grammar is the reference: anything short of every case is a failure of this repository.
  const self = results.find((r) => r.name === "uri-grammar");
  if (self && self.failures.length > 0) {
    console.error(`uri-grammar fails ${self.failures.length} cases of its own suite`);
    process.exitCode = 1;
  }
  if (write) {
    if (!names.includes("all")) throw new Error("--write needs --lib all (the matrix has every library)");
    const summary = read<Record<string, unknown>>("summary.json");
    writeFileSync(join(root, "docs/conformance.md"), await markdown(results, summary));
    console.log("wrote docs/conformance.md");
  }
}

await main();
