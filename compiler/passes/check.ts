// Passes "check": what makes a grammar unusable before anything is built from it, each reported
// with the rule it concerns: a reference to a rule the grammar does not define (RFC 5234 §2.1), a
// rule that refers to itself (the grammar is then not regular, and no automaton recognizes it), a
// prose value (RFC 5234 §4 prose-val: words, from which nothing can be compiled), and, as a warning,
// a rule nothing refers to (a typo in a name often shows up this way).
//
// Given start rules, the first three are errors only where a start rule reaches them: RFC 7230's
// grammar has a recursive `comment` and prose values that import RFC 3986's rules, and its
// Transfer-Encoding, which reaches none of them, compiles. Elsewhere they are warnings.
import type { AbnfGrammar, AbnfNode } from "../ast.js";
import type { Problem } from "../errors.js";
import { visitor } from "../visitor.js";

export type { Problem };

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

function severity(reached: Set<string>, key: string): "error" | "warning" {
  return reached.has(key) ? "error" : "warning";
}

/** A reference to an undefined rule: an error where a start rule reaches it. */
export function reportUndefinedRules(grammar: AbnfGrammar, startRules?: readonly string[]): Problem[] {
  const reached = reachable(grammar, startRules);
  const problems: Problem[] = [];
  for (const rule of grammar.rules.values())
    for (const name of new Set(referencesOf(rule.node)))
      if (!grammar.rules.has(name.toLowerCase()))
        problems.push({
          severity: severity(reached, rule.name.toLowerCase()),
          kind: "undefined",
          rule: rule.name,
          message: `${rule.name} refers to ${name}, which the grammar does not define`,
          file: rule.file,
          line: rule.line,
        });
  return problems;
}

/**
 * A rule that refers to itself, directly or through others, with its cycle. Each cycle is reported
 * once, at the first rule (in file order) on it; an error where a start rule reaches it.
 */
export function reportRecursion(grammar: AbnfGrammar, startRules?: readonly string[]): Problem[] {
  const reached = reachable(grammar, startRules);
  const problems: Problem[] = [];
  const reported = new Set<string>();
  const state = new Map<string, "visiting" | "done">();
  const path: string[] = [];
  const report = (key: string): void => {
    const cycle = [...path.slice(path.indexOf(key)), key];
    const id = [...new Set(cycle)].sort().join(" ");
    if (reported.has(id)) return;
    reported.add(id);
    const first = grammar.rules.get(cycle[0]!)!;
    const names = cycle.map((k) => grammar.rules.get(k)!.name);
    const users = startRules?.filter((s) => reachable(grammar, [s]).has(cycle[0]!)) ?? [];
    problems.push({
      severity: severity(reached, cycle[0]!),
      kind: "recursive",
      rule: first.name,
      cycle: names,
      message:
        `${first.name} is recursive (${names.join(" → ")}): the grammar is not regular there, so no automaton recognizes it` +
        (users.length > 0
          ? `; the start rule${users.length > 1 ? "s" : ""} ${users.join(", ")} reach${users.length > 1 ? "" : "es"} it`
          : startRules !== undefined
            ? "; no start rule reaches it"
            : ""),
      file: first.file,
      line: first.line,
    });
  };
  // Depth first through the references, on an explicit stack (a chain of rules as long as the
  // grammar is read without running out of call stack): each frame is a rule on the path and the
  // references of it still to visit.
  const frames: { key: string; references: string[]; next: number }[] = [];
  const enter = (key: string): void => {
    const rule = grammar.rules.get(key);
    if (!rule || state.get(key) === "done") return;
    if (state.get(key) === "visiting") return report(key);
    state.set(key, "visiting");
    path.push(key);
    frames.push({ key, references: referencesOf(rule.node), next: 0 });
  };
  for (const key of grammar.rules.keys()) {
    enter(key);
    while (frames.length > 0) {
      const frame = frames[frames.length - 1]!;
      if (frame.next < frame.references.length) {
        enter(frame.references[frame.next++]!.toLowerCase());
        continue;
      }
      frames.pop();
      path.pop();
      state.set(frame.key, "done");
    }
  }
  return problems;
}

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
        severity: severity(reached, rule.name.toLowerCase()),
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
