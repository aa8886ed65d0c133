// What a rule refers to and what the start rules reach: the questions the "check" passes
// (compiler/passes/undefined-rules.ts, recursion.ts, prose.ts, unused-rules.ts), the limits and the
// PEG check ask of a grammar (RFC 5234 §2.1: rule names, case-insensitive).
import type { AbnfGrammar, AbnfNode } from "./ast.js";
import { visitor } from "./visitor.js";

/** The rule names a node refers to, in order of appearance (lower-case keys and names as written). */
export function referencesOf(node: AbnfNode): string[] {
  const out: string[] = [];
  visitor<void>({ ref: (n) => void out.push(n.name) }, undefined)(node);
  return out;
}

/** The prose values of a node that stand for characters (`0<...>`, no repetition, is none). */
export function proseOf(node: AbnfNode): string[] {
  const out: string[] = [];
  visitor<void>(
    {
      prose: (n) => void out.push(n.text),
      rep: (n, visit) => {
        if (n.max !== 0) visit(n.item);
      },
    },
    undefined,
  )(node);
  return out;
}

/**
 * The rules the start rules reach (lower-case keys), themselves included; every rule when no start
 * rule is given.
 */
export function reachable(grammar: AbnfGrammar, startRules?: readonly string[]): Set<string> {
  if (startRules === undefined) return new Set(grammar.rules.keys());
  const out = new Set<string>();
  const queue = startRules.map((r) => r.toLowerCase());
  while (queue.length > 0) {
    const key = queue.pop()!;
    if (out.has(key)) continue;
    out.add(key);
    const rule = grammar.rules.get(key);
    if (rule) for (const name of referencesOf(rule.node)) queue.push(name.toLowerCase());
  }
  return out;
}

/** A problem's severity: an error where a start rule reaches the rule, else a warning. */
export function severityIn(reached: Set<string>, key: string): "error" | "warning" {
  return reached.has(key) ? "error" : "warning";
}
