// Pass "check", prose values: RFC 5234 §4 prose-val, words from which nothing can be compiled; an
// error where a start rule reaches one, which says how to bind it to the rule it names.
import type { AbnfGrammar } from "../ast.js";
import type { Problem } from "../errors.js";
import { proseOf, reachable, severityIn } from "../references.js";
import type { Pass } from "../session.js";

/**
 * A prose value (RFC 5234 §4: "<...>", a description in words "to be used as last resort"): RFC
 * 7230 writes `uri-host = <host, see [RFC3986], Section 3.2.2>`. An error where a start rule
 * reaches it, which says what to do instead.
 */
export function reportProse(grammar: AbnfGrammar, startRules?: readonly string[]): Problem[] {
  const reached = reachable(grammar, startRules);
  const problems: Problem[] = [];
  for (const rule of grammar.rules.values())
    for (const text of proseOf(rule.node))
      problems.push({
        severity: severityIn(reached, rule.name.toLowerCase()),
        kind: "prose",
        rule: rule.name,
        message: `${rule.name} holds the prose value <${text}> (RFC 5234 §4 prose-val): words, from which no recognizer can be compiled; define ${rule.name} in ABNF, or bind the prose value to the rule it names${proseTarget(grammar, rule.name, text)}`,
        file: rule.file,
        line: rule.line,
      });
  return problems;
}

/**
 * How to bind a prose value: to the rule its first word names (`<host, see [RFC3986], Section
 * 3.2.2>` names host), with the grammar that defines it included if it is not there; else to RULE.
 */
function proseTarget(grammar: AbnfGrammar, rule: string, text: string): string {
  // A rule name, alone or before a comma (RFC 7230: `<host, see [RFC3986], Section 3.2.2>`).
  const word = /^\s*([A-Za-z][A-Za-z0-9-]*)\s*(?:,|$)/.exec(text)?.[1];
  const name = word === undefined ? "RULE" : (grammar.rules.get(word.toLowerCase())?.name ?? word);
  const include =
    word !== undefined && grammar.rules.has(word.toLowerCase())
      ? ""
      : ", from a grammar included with ; @include FILE";
  return ` (--prose ${rule}=${name}; compileAbnf's prose option${include})`;
}

/** The pass: the prose values' problems, on the session's start rules. */
export const prose: Pass = (s) => void s.problems.push(...reportProse(s.grammar, s.options.startRules));
