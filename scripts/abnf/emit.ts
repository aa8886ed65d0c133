// Writes generated/<grammar>.abnf.cjs: for every rule of an ABNF grammar, its section and its exact
// recognizer (an anchored regex source), plus a capturing form for the rules that contain components.
import type { AbnfGrammar, AbnfNode } from "./ast.js";
import { getRule, loadAbnfFile } from "./load.js";
import {
  type Classes,
  minimizeTagged,
  type RecognizerDfa,
  recognizerDfa,
  taggedDfa,
  TooLarge,
} from "./to-dfa.js";
import { compileRule, ruleTree } from "./to-regex.js";

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

/** The automata of one rule, in the shape src/syntax/dfa.ts reads (DfaData). */
export function ruleDfa(
  grammar: AbnfGrammar,
  name: string,
  components: Readonly<Record<string, string>>,
): Record<string, unknown> | null {
  let recognizer: RecognizerDfa;
  try {
    recognizer = recognizerDfa(ruleTree(grammar, name));
  } catch (error) {
    if (error instanceof TooLarge) return null;
    throw error;
  }
  const captured = ruleTree(grammar, name, { captures: components });
  let splitter: Record<string, unknown> | null = null;
  try {
    const tagged = minimizeTagged(taggedDfa(captured));
    if (tagged.components.length > 0) {
      const tags = tagged.components.length * 2;
      // Transitions share few distinct operation lists: each is stored once, and each transition
      // names its list (0: none).
      const lists = new Map<string, number>();
      const opLists: number[][] = [];
      const opOf = tagged.ops.map((pairs) => {
        if (pairs.length === 0) return 0;
        const key = pairs.join(",");
        let id = lists.get(key);
        if (id === undefined) lists.set(key, (id = opLists.push(pairs)));
        return id;
      });
      splitter = {
        ...alphabet(tagged.classes),
        next: runs(tagged.next),
        accept: tagged.accept,
        components: tagged.components,
        registers: tagged.registers,
        opLists,
        opOf: runs(opOf),
        finals: runs(
          tagged.finals.flatMap((regs) => (regs.length === tags ? regs : new Array<number>(tags).fill(-1))),
        ),
      };
    }
  } catch (error) {
    if (!(error instanceof TooLarge)) throw error;
  }
  return {
    ...alphabet(recognizer.classes),
    next: runs(recognizer.next),
    accept: recognizer.accept,
    splitter,
  };
}

/**
 * A table as runs: "v" or "v*n" (n times v), base 36, comma-separated. The tables are mostly runs
 * of -1 (rejected) and 0 (no operations); this keeps the generated files a third of their size.
 * src/syntax/dfa.ts decodes them (decodeRuns).
 */
export function runs(values: readonly number[]): string {
  const out: string[] = [];
  for (let i = 0; i < values.length;) {
    let j = i;
    while (j < values.length && values[j] === values[i]) j++;
    const value = values[i]!.toString(36);
    out.push(j - i > 1 ? `${value}*${(j - i).toString(36)}` : value);
    i = j;
  }
  return out.join(",");
}

function alphabet(classes: Classes): Record<string, unknown> {
  return { ascii: classes.ascii, starts: classes.starts, ids: classes.ids, classes: classes.count };
}

export function emitDfas(
  file: string,
  components: Readonly<Record<string, string>>,
  startRules: readonly string[],
  header: string,
): { js: string; dts: string } {
  const grammar = loadAbnfFile(file);
  const lines: string[] = [];
  for (const name of startRules) {
    const dfa = ruleDfa(grammar, name, components);
    if (dfa !== null) lines.push(`  ${JSON.stringify(getRule(grammar, name).name)}: ${JSON.stringify(dfa)},`);
  }
  const js = `${header}"use strict";

// Each start rule's automata, compiled from the ABNF by scripts/abnf/to-dfa.ts: the minimal DFA
// that recognizes the rule, and the tagged DFA that also finds its components (see
// src/syntax/dfa.ts for how they are run). A rule whose automaton would be too large is absent.
exports.rules = {
${lines.join("\n")}
};
`;
  const dts = `${header}
import type { DfaData } from "../src/syntax/dfa.js";
export declare const rules: Readonly<Record<string, DfaData>>;
`;
  return { js, dts };
}
