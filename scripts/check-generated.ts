// `npm run check:generated`: rebuilds every generated file into a temporary folder and fails if any
// differs from the committed generated/ (a hand edit, or a grammar changed without `npm run build`),
// and fails if a file that lists the variants differs from what their one list gives
// (scripts/build-variants.ts: a variant added or removed without `npm run build`).
import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { buildVariants, variantFiles } from "./build-variants.js";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const committed = join(root, "generated");
const fresh = mkdtempSync(join(tmpdir(), "uri-grammar-generated-"));
try {
  execFileSync(process.execPath, ["--import", "./scripts/register.mjs", "scripts/build.ts", "--out", fresh], {
    cwd: root,
    stdio: "inherit",
  });
  const a = readdirSync(committed).sort();
  const b = readdirSync(fresh).sort();
  const problems: string[] = [];
  for (const f of new Set([...a, ...b])) {
    if (!a.includes(f)) problems.push(`generated/${f} is missing (the build makes it)`);
    else if (!b.includes(f)) problems.push(`generated/${f} is not made by the build (stale?)`);
    else if (!readFileSync(join(committed, f)).equals(readFileSync(join(fresh, f))))
      problems.push(`generated/${f} differs from a fresh build`);
  }
  const listing = await variantFiles(root);
  for (const path of await buildVariants(root, true))
    problems.push(`${path} differs from what the list of variants (src/variants/records/index.ts) gives`);
  if (problems.length > 0) {
    console.error(problems.join("\n") + "\nRun `npm run build` and commit what it writes.");
    process.exitCode = 1;
  } else {
    console.log(
      `generated/: ${a.length} files, identical to a fresh build; ${listing.size} files that list the variants, as their list gives`,
    );
  }
} finally {
  rmSync(fresh, { recursive: true, force: true });
}
