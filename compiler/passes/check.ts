// Passes "check": what makes a grammar unusable before anything is built from it, each reported
// with the rule it concerns: a reference to a rule the grammar does not define (RFC 5234 §2.1),
// a rule that refers to itself (the grammar is then not regular, and no automaton recognizes it),
// and, as a warning, a rule nothing refers to (a typo in a name often shows up this way).
import type { AbnfGrammar, AbnfNode } from "../ast.js";
import { visitor } from "../visitor.js";

export interface Problem {
  severity: "error" | "warning";
  rule: string;
  message: string;
  file: string;
  line: number;
}

/** The rule names a node refers to, in order of appearance (lower-case keys and names as written). */
export function referencesOf(node: AbnfNode): string[] {
  const out: string[] = [];
  visitor<void>({ ref: (n) => void out.push(n.name) }, undefined)(node);
  return out;
}

/** A reference to an undefined rule. */
export function reportUndefinedRules(grammar: AbnfGrammar): Problem[] {
  const problems: Problem[] = [];
  for (const rule of grammar.rules.values())
    for (const name of referencesOf(rule.node))
      if (!grammar.rules.has(name.toLowerCase()))
        problems.push({
          severity: "error",
          rule: rule.name,
          message: `${rule.name} refers to ${name}, which the grammar does not define`,
          file: rule.file,
          line: rule.line,
        });
  return problems;
}

/**
 * A rule that refers to itself, directly or through others, with its cycle. Each cycle is reported
 * once, at the first rule (in file order) on it.
 */
export function reportRecursion(grammar: AbnfGrammar): Problem[] {
  const problems: Problem[] = [];
  const reported = new Set<string>();
  const state = new Map<string, "visiting" | "done">();
  const path: string[] = [];
  const visit = (key: string): void => {
    const rule = grammar.rules.get(key);
    if (!rule || state.get(key) === "done") return;
    if (state.get(key) === "visiting") {
      const cycle = [...path.slice(path.indexOf(key)), key];
      const id = [...new Set(cycle)].sort().join(" ");
      if (!reported.has(id)) {
        reported.add(id);
        const first = grammar.rules.get(cycle[0]!)!;
        problems.push({
          severity: "error",
          rule: first.name,
          message: `${first.name} is recursive (${cycle.map((k) => grammar.rules.get(k)!.name).join(" → ")}): the grammar is not regular, so no automaton recognizes it`,
          file: first.file,
          line: first.line,
        });
      }
      return;
    }
    state.set(key, "visiting");
    path.push(key);
    for (const name of referencesOf(rule.node)) visit(name.toLowerCase());
    path.pop();
    state.set(key, "done");
  };
  for (const key of grammar.rules.keys()) visit(key);
  return problems;
}

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
        rule: rule.name,
        message: `${rule.name} is defined but no rule refers to it and it is not a start rule`,
        file: rule.file,
        line: rule.line,
      };
    });
}
