// Recursion: a rule that refers to itself, directly or through others (the grammar is then not
// regular there, and no automaton recognizes it), with its cycle; an error where a start rule
// reaches it. Not a pass of the build: a start rule that reaches a recursive rule compiles to the
// context-free recognizer (compiler/passes/regular-rules.ts, context-free.ts); the report says
// where, for the checks that ask (scripts/fuzz/targets/abnf.ts, the tests).
import type { AbnfGrammar } from "../ast.js";
import type { Problem } from "../errors.js";
import { reachable, referencesOf, severityIn } from "../references.js";

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
      severity: severityIn(reached, cycle[0]!),
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
