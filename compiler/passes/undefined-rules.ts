// Pass "check", undefined rules: a reference to a rule the grammar does not define (RFC 5234 §2.1),
// an error where a start rule reaches it (RFC 7230's Transfer-Encoding compiles although the
// grammar's prose values name rules it does not define), elsewhere a warning.
import type { AbnfGrammar } from "../ast.js";
import type { Problem } from "../errors.js";
import { reachable, referencesOf, severityIn } from "../references.js";
import type { Pass } from "../session.js";

/** A reference to an undefined rule: an error where a start rule reaches it. */
export function reportUndefinedRules(grammar: AbnfGrammar, startRules?: readonly string[]): Problem[] {
  const reached = reachable(grammar, startRules);
  const problems: Problem[] = [];
  for (const rule of grammar.rules.values())
    for (const name of new Set(referencesOf(rule.node)))
      if (!grammar.rules.has(name.toLowerCase()))
        problems.push({
          severity: severityIn(reached, rule.name.toLowerCase()),
          kind: "undefined",
          rule: rule.name,
          message: `${rule.name} refers to ${name}, which the grammar does not define`,
          file: rule.file,
          line: rule.line,
        });
  return problems;
}

/** The pass: the undefined rules' problems, on the session's start rules. */
export const undefinedRules: Pass = (s) =>
  void s.problems.push(...reportUndefinedRules(s.grammar, s.options.startRules));
