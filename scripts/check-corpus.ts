// `npm run check:corpus [-- --grammar ID...] [-- --jobs N]`: uri-grammar check on the corpus of real
// grammars (corpus/grammars.ts): every hand PEG transcription against its ABNF, every rule, with the
// check's defaults, as a user runs it. A grammar passes when no rule disagrees and every rule is
// checked (proved, proved to a depth, or enumerated as far as its recursion needs: exit 0 without
// --allow-unproved); and its planted mistake, checked on every rule, disagrees with the shortest
// counterexample corpus/grammars.ts names on the rule it breaks; and where the RFC prints `#` lists,
// the printed grammar, as the reader expands it, decides the RFC's examples and 1,000 drawn inputs
// a start rule (each also mutated) as the expanded one written out by hand does. The grammars run in child
// processes, --jobs at a time (default 2). The verdict counts rules and grammars, never seconds.
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { checkTranscription, compileAbnf, loadAbnf, type TranscriptionReport } from "../src/compiler.js";
import { mutate, mutationAlphabet } from "../compiler/equivalence.js";
import { prng, sampleRule } from "../compiler/sample.js";
import { CORPUS_GRAMMARS, type CorpusGrammar } from "../corpus/grammars.js";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const { values } = parseArgs({
  options: {
    grammar: { type: "string", multiple: true },
    jobs: { type: "string", default: "2" },
    /** Internal: check one grammar in this process and print its summary as JSON. */
    one: { type: "string" },
  },
});

const read = (path: string) => readFileSync(join(root, path), "utf8");

interface Summary {
  id: string;
  rules: number;
  /** The work: pairs of states the exact searches visited, inputs run through both sides. */
  states: number;
  inputs: number;
  /** Inputs the printed grammar (# lists) and the expanded one were both run on. */
  printed: number;
  counts: Record<string, number>;
  problems: string[];
  mistake: string;
}

function countsOf(report: TranscriptionReport): Record<string, number> {
  const out: Record<string, number> = {};
  for (const r of report.rules) {
    const key = r.verdict === "agree" ? `agree ${r.method}` : r.verdict;
    out[key] = (out[key] ?? 0) + 1;
  }
  return out;
}

function checkOne(entry: CorpusGrammar): Summary {
  const file = join(root, entry.abnf);
  const abnf = read(entry.abnf);
  const tail = (entry.pegAppend ?? []).map(read).join("\n");
  const options = { file, include: (path: string) => readFileSync(path, "utf8") };
  const report = checkTranscription(abnf, `${tail}\n${read(entry.peg)}`, { ...options, pegFile: entry.peg });
  const problems: string[] = [];
  for (const r of report.rules)
    if (r.verdict === "disagree")
      problems.push(`${r.rule}: disagrees on ${JSON.stringify(r.counterexample?.input)}`);
    else if (r.verdict === "skipped") problems.push(`${r.rule}: skipped (${r.reason})`);
    else if (r.method !== "exact" && r.method !== "depth" && r.method !== "bounded")
      problems.push(`${r.rule}: only sampled (${r.reason})`);
  const mistake = checkTranscription(abnf, `${tail}\n${read(entry.mistakePeg)}`, {
    ...options,
    pegFile: entry.mistakePeg,
    rules: [entry.mistake.rule],
  });
  const found = mistake.rules[0]?.counterexample;
  const caught =
    found !== undefined &&
    found.input === entry.mistake.counterexample &&
    found.minimal &&
    found.accepts === entry.mistake.accepts;
  if (!caught)
    problems.push(
      `the planted mistake in ${entry.mistake.rule}: expected ${JSON.stringify(entry.mistake.counterexample)}, got ${JSON.stringify(found?.input)}`,
    );
  let printed = 0;
  if (entry.printed !== undefined) {
    const fromHand = compileAbnf(abnf, { ...options, rules: entry.startRules });
    const fromPrint = compileAbnf(read(entry.printed), {
      ...options,
      file: join(root, entry.printed),
      rules: entry.startRules,
    });
    const grammar = loadAbnf(abnf, options);
    const alphabet = mutationAlphabet(grammar);
    entry.startRules.forEach((rule, k) => {
      const random = prng(11 + k);
      const inputs = [
        ...entry.cases.filter((c) => (c.rule ?? entry.startRules[0]) === rule).map((c) => c.input),
        ...sampleRule(grammar, rule, 1000, 11 + k).flatMap((s) => [s, mutate(s, alphabet, random)]),
      ];
      for (const input of inputs) {
        printed++;
        if (fromPrint.isValid(input, rule) !== fromHand.isValid(input, rule))
          problems.push(`${entry.printed} (${rule}) and ${entry.abnf} differ on ${JSON.stringify(input)}`);
      }
    });
  }
  return {
    id: entry.id,
    printed,
    rules: report.rules.length,
    states: report.rules.reduce((n, r) => n + (r.states ?? 0), 0),
    inputs: report.rules.reduce((n, r) => n + r.inputs, 0),
    counts: countsOf(report),
    problems,
    mistake: `${caught ? "caught" : "NOT caught"} in ${entry.mistake.rule}${found ? ` on ${JSON.stringify(found.input)}${found.minimal ? ", no shorter" : ""}` : ""}`,
  };
}

if (values.one !== undefined) {
  const entry = CORPUS_GRAMMARS.find((g) => g.id === values.one);
  if (entry === undefined) throw new Error(`no corpus grammar ${values.one}`);
  process.stdout.write(JSON.stringify(checkOne(entry)) + "\n");
} else {
  const selected = CORPUS_GRAMMARS.filter(
    (g) => values.grammar === undefined || values.grammar.includes(g.id),
  );
  const jobs = Math.max(1, Number(values.jobs));
  const queue = [...selected];
  const summaries: Summary[] = [];
  const run = (entry: CorpusGrammar) =>
    new Promise<Summary>((resolve, reject) => {
      const child = spawn(
        process.execPath,
        ["--import", "./scripts/register.mjs", "scripts/check-corpus.ts", "--one", entry.id],
        { cwd: root, stdio: ["ignore", "pipe", "inherit"] },
      );
      let out = "";
      child.stdout.on("data", (chunk) => (out += chunk));
      child.on("error", reject);
      child.on("close", (code) => {
        if (code !== 0) reject(new Error(`${entry.id}: the check exited ${code}`));
        else resolve(JSON.parse(out.trim().split("\n").pop()!) as Summary);
      });
    });
  await Promise.all(
    Array.from({ length: Math.min(jobs, queue.length) }, async () => {
      for (let entry = queue.shift(); entry !== undefined; entry = queue.shift()) {
        const summary = await run(entry);
        summaries.push(summary);
        const counts = Object.entries(summary.counts)
          .map(([k, n]) => `${n} ${k}`)
          .join(", ");
        console.log(
          `${summary.id}: ${summary.rules} rules (${counts}; ${summary.states.toLocaleString("en-US")} pairs of states, ${summary.inputs.toLocaleString("en-US")} inputs${summary.printed > 0 ? `; printed ≡ expanded on ${summary.printed.toLocaleString("en-US")} inputs` : ""}); planted mistake ${summary.mistake}`,
        );
        for (const problem of summary.problems) console.log(`  ${summary.id}: ${problem}`);
      }
    }),
  );
  const failed = summaries.filter((s) => s.problems.length > 0);
  const rules = summaries.reduce((n, s) => n + s.rules, 0);
  const states = summaries.reduce((n, s) => n + s.states, 0);
  const inputs = summaries.reduce((n, s) => n + s.inputs, 0);
  console.log(
    `check:corpus: ${summaries.length} grammars, ${rules} rules, ${states.toLocaleString("en-US")} pairs of states searched, ${inputs.toLocaleString("en-US")} inputs run through both sides; ${failed.length} grammar${failed.length === 1 ? "" : "s"} with problems`,
  );
  if (failed.length > 0) process.exitCode = 1;
}
