// Pass "check", unused rules: a rule of the grammar file that no rule refers to and that is not a
// start rule, a warning (a typo in a name often shows up this way).
import type { AbnfGrammar } from "../ast.js";
import type { Problem } from "../errors.js";
import { referencesOf } from "../references.js";
import type { Pass } from "../session.js";

/** A rule of the grammar file itself that no rule refers to and that is not a start rule. */
export function reportUnusedRules(grammar: AbnfGrammar, startRules: readonly string[]): Problem[] {
  const used = new Set(startRules.map((r) => r.toLowerCase()));
  for (const rule of grammar.rules.values())
    for (const name of referencesOf(rule.node)) used.add(name.toLowerCase());
  return grammar.own
    .filter((name) => !used.has(name.toLowerCase()))
    .map((name) => {
      const rule = grammar.rules.get(name.toLowerCase())!;
      return {
        severity: "warning" as const,
        kind: "unused" as const,
        rule: rule.name,
        message: `${rule.name} is defined but no rule refers to it and it is not a start rule`,
        file: rule.file,
        line: rule.line,
      };
    });
}

/** The pass: the unused rules' warnings, beside the session's start rules. */
export const unusedRules: Pass = (s) =>
  void s.problems.push(...reportUnusedRules(s.grammar, s.options.startRules));
