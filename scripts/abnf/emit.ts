// Writes generated/<grammar>.abnf.cjs: for every rule of an ABNF grammar, its section and its exact
// recognizer (an anchored regex source), plus a capturing form for the rules that contain components.
import type { AbnfGrammar, AbnfNode } from "./ast.js";
import { getRule, loadAbnfFile } from "./load.js";
import { compileRule } from "./to-regex.js";

/** The rules a grammar file defines, then the included rules they use (core rules), in that order. */
export function emittedRules(grammar: AbnfGrammar): string[] {
  const out = [...grammar.own];
  const seen = new Set(out.map((n) => n.toLowerCase()));
  const visit = (node: AbnfNode): void => {
    switch (node.type) {
      case "ref": {
        const rule = getRule(grammar, node.name);
        const key = rule.name.toLowerCase();
        if (!seen.has(key)) {
          seen.add(key);
          out.push(rule.name);
          visit(rule.node);
        }
        return;
      }
      case "alt":
      case "cat":
        node.items.forEach(visit);
        return;
      case "rep":
        visit(node.item);
        return;
      default:
        return;
    }
  };
  for (const name of grammar.own) visit(getRule(grammar, name).node);
  return out;
}

export interface EmittedRule {
  section: string | null;
  source: string;
  capture: { source: string; groups: string[] } | null;
}

export function recognizerTable(
  grammar: AbnfGrammar,
  components: Readonly<Record<string, string>>,
): Record<string, EmittedRule> {
  const table: Record<string, EmittedRule> = {};
  for (const name of emittedRules(grammar)) {
    const rule = getRule(grammar, name);
    const plain = compileRule(grammar, name);
    const captured = compileRule(grammar, name, { captures: components });
    table[rule.name] = {
      section: rule.section ?? null,
      source: plain.source,
      capture: captured.groups.length > 0 ? { source: captured.source, groups: captured.groups } : null,
    };
  }
  return table;
}

export function emitRecognizers(
  file: string,
  components: Readonly<Record<string, string>>,
  header: string,
): { js: string; dts: string } {
  const grammar = loadAbnfFile(file);
  const table = recognizerTable(grammar, components);
  const js = `${header}"use strict";

// Each rule: the section that defines it, an anchored pattern for \`new RegExp(source, "u")\` that
// accepts exactly the rule's language, and (for rules containing components) the same pattern with
// capture groups, \`groups[i]\` naming the component that group i + 1 fills.
exports.rules = ${JSON.stringify(table, null, 2)};
`;
  const dts = `${header}
export interface RecognizerRule {
  readonly section: string | null;
  readonly source: string;
  readonly capture: { readonly source: string; readonly groups: readonly string[] } | null;
}
export declare const rules: Readonly<Record<string, RecognizerRule>>;
`;
  return { js, dts };
}
