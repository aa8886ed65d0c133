// A derivation as text, for the command line: one line per rule match, indented by depth, with the
// text it matched and the section that defines the rule; the prose readings after it.
import type { DerivationView, ExplainNode } from "./explainer.js";

export function treeText(view: DerivationView): string {
  const lines: string[] = [];
  const walk = (n: ExplainNode, depth: number) => {
    const section = n.section === null ? "" : `  (${n.section})`;
    const component = n.component === null ? "" : `  [${n.component}]`;
    lines.push(`${"  ".repeat(depth)}${n.rule} ${JSON.stringify(n.text)}${component}${section}`);
    // Runs of single-character leaves under one rule (ALPHA, DIGIT, unreserved ...) are many; they
    // are printed as they come, since each is a step of the derivation.
    for (const c of n.children) walk(c, depth + 1);
  };
  walk(view.tree, 0);
  for (const r of view.readings)
    for (const x of r.rejected)
      lines.push(
        x.reads === "whole"
          ? `${r.rule} ${JSON.stringify(r.text)} is also a ${x.rule}: rejected, ${r.chosen} wins (${r.section})`
          : `${r.rule} ${JSON.stringify(r.text)}: ${x.rule} reads only ${JSON.stringify(x.prefix)}, so it is a ${r.chosen} (${r.section})`,
      );
  return lines.join("\n");
}
