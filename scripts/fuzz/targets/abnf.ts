// The ABNF compiler's reader (uri-grammar/compiler's loadAbnf: RFC 5234 with RFC 7405, `=/`,
// `; @include FILE` served from the project's grammar/ folder) and its check pass, on one text (the
// whole input). Laws: loadAbnf throws only AbnfError; a grammar it returns has each of its own
// rules among its rules; the check pass (undefined rules, recursion, prose values, unused rules)
// never throws, every rule it calls undefined is indeed not defined, and every rule it calls
// recursive is on a cycle it names.
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { AbnfError, loadAbnf } from "../../../src/compiler.js";
import { referencesOf } from "../../../compiler/references.js";
import { reportProse } from "../../../compiler/passes/prose.js";
import { reportRecursion } from "../../../compiler/passes/recursion.js";
import { reportUndefinedRules } from "../../../compiler/passes/undefined-rules.js";
import { reportUnusedRules } from "../../../compiler/passes/unused-rules.js";
import { decodeBytes } from "../input.js";
import { attempt, law, show } from "../laws.js";

const folder = join(dirname(fileURLToPath(import.meta.url)), "..", "..", "..", "grammar");
const GRAMMARS = new Map(
  readdirSync(folder)
    .filter((f) => f.endsWith(".abnf"))
    .map((f) => [f, readFileSync(join(folder, f), "utf8")]),
);
const include = (path: string): string | undefined => GRAMMARS.get(path.replace(/^.*\//, ""));

export function fuzz(data: Uint8Array): void {
  const text = decodeBytes(data);
  const what = () => show(text);
  const loaded = attempt("loadAbnf", () => loadAbnf(text, { file: "fuzz.abnf", include }), [AbnfError]);
  if (!loaded.ok) return;
  const grammar = loaded.value;
  for (const name of grammar.own) law("its own rules are rules", grammar.rules.has(name.toLowerCase()), what);
  const starts = grammar.own.slice(0, 1);
  const undefinedRules = attempt("reportUndefinedRules", () => reportUndefinedRules(grammar, starts), []);
  const recursion = attempt("reportRecursion", () => reportRecursion(grammar, starts), []);
  attempt("reportProse", () => reportProse(grammar, starts), []);
  attempt("reportUnusedRules", () => reportUnusedRules(grammar, starts), []);
  if (undefinedRules.ok)
    for (const p of undefinedRules.value) {
      const rule = grammar.rules.get(p.rule.toLowerCase());
      law(
        "an undefined rule is referred to and not defined",
        rule !== undefined && referencesOf(rule.node).some((name) => !grammar.rules.has(name.toLowerCase())),
        () => `${what()}: ${p.message}`,
      );
    }
  if (recursion.ok)
    for (const p of recursion.value) {
      const cycle = (p as { cycle?: string[] }).cycle ?? [];
      law(
        "a recursive rule is on the cycle named",
        cycle.length >= 2 &&
          cycle[0]!.toLowerCase() === cycle[cycle.length - 1]!.toLowerCase() &&
          cycle
            .slice(1)
            .every((name, i) =>
              referencesOf(grammar.rules.get(cycle[i]!.toLowerCase())!.node).some(
                (r) => r.toLowerCase() === name.toLowerCase(),
              ),
            ),
        () => `${what()}: ${p.message}`,
      );
    }
}
