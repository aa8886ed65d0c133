// `npm run check:laws [-- --inputs N] [-- --seed S] [-- --variant ID,...] [-- --jobs J]`
//
// The laws of scripts/laws/laws.ts on N inputs per variant (default 1,000,000: strings generated from
// each variant's grammar and mutations of them and of real URIs), with a fixed seed: counts, never
// times. The variants run in J worker processes at once (default: 2, the cores CI has). Exits 1 when
// any law fails, with the failing inputs.
import { fork } from "node:child_process";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { VARIANT_RECORDS } from "../src/index.js";
import { checkVariant, LAW_NAMES, type VariantReport } from "./laws/laws.js";

const { values } = parseArgs({
  options: {
    inputs: { type: "string" },
    seed: { type: "string" },
    variant: { type: "string" },
    jobs: { type: "string" },
    worker: { type: "string" },
  },
});
const inputs = Number(values.inputs ?? 1_000_000);
const seed = Number(values.seed ?? 20_261_122);

if (values.worker !== undefined) {
  // A worker: one variant, its report on stdout as JSON.
  const report = checkVariant(values.worker, { inputs, seed, laws: LAW_NAMES });
  process.send!(report);
  process.exit(0);
}

const ids = values.variant?.split(",") ?? VARIANT_RECORDS.map((v) => v.id);
const jobs = Math.max(1, Number(values.jobs ?? 2));
const self = fileURLToPath(import.meta.url);

function run(id: string): Promise<VariantReport> {
  return new Promise((resolvePromise, reject) => {
    const args = ["--worker", id, "--inputs", String(inputs), "--seed", String(seed)];
    const child = fork(self, args, {
      execArgv: process.execArgv,
      stdio: ["ignore", "inherit", "inherit", "ipc"],
    });
    let report: VariantReport | undefined;
    child.on("message", (message) => (report = message as VariantReport));
    child.on("exit", (code) =>
      report !== undefined ? resolvePromise(report) : reject(new Error(`${id}: worker exited with ${code}`)),
    );
  });
}

function print(report: VariantReport): void {
  const counts = LAW_NAMES.filter((law) => report.laws[law].checked > 0)
    .map(
      (law) =>
        `${law} ${report.laws[law].checked}${report.laws[law].failed ? ` (${report.laws[law].failed} FAILED)` : ""}`,
    )
    .join(", ");
  const refusals = Object.entries(report.refusals)
    .map(([kind, n]) => `${kind} ${n}`)
    .join(", ");
  console.log(
    `${report.variant}: ${report.inputs} inputs; ${counts}${refusals ? `; typed refusals: ${refusals}` : ""}`,
  );
  for (const law of LAW_NAMES)
    for (const example of report.laws[law].examples) console.log(`  ${law}: ${example}`);
}

console.log(`check:laws, ${inputs} inputs per variant, seed ${seed}, ${jobs} jobs`);
const queue = [...ids];
const reports: VariantReport[] = [];
await Promise.all(
  Array.from({ length: Math.min(jobs, queue.length) }, async () => {
    for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
      const report = await run(id);
      print(report);
      reports.push(report);
    }
  }),
);
const failed = reports.reduce((n, r) => n + LAW_NAMES.reduce((m, law) => m + r.laws[law].failed, 0), 0);
const checked = reports.reduce((n, r) => n + LAW_NAMES.reduce((m, law) => m + r.laws[law].checked, 0), 0);
console.log(`${reports.length} variants, ${checked} checks, ${failed} failures`);
process.exitCode = failed > 0 ? 1 : 0;
