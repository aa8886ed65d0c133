// Pass "pack-cf": the context-free tables (passes/earley.ts, passes/trees.ts) as text, in the format
// compiler/standalone/earley.ts decodes (PackedContextFree): the DFA as the recognizer's lines
// (automata/format.ts), the tree NFA a state a line, the expected items as the diagnostics
// tables have them.
import type { AbnfGrammar } from "../ast.js";
import { encodeExpect, encodeRecognizer } from "../../automata/format.js";
import type { PackedContextFree } from "../standalone/earley.js";
import type { CallPlan } from "./calls.js";
import type { EarleyTables } from "./earley.js";
import type { ExpectationTable } from "./expectations.js";
import type { TreeNfa } from "./trees.js";

export function packContextFree(
  grammar: AbnfGrammar,
  startRules: readonly string[],
  plan: CallPlan,
  tables: EarleyTables,
  trees: TreeNfa,
  expectations: ExpectationTable,
): PackedContextFree {
  const { dfa } = tables;
  const packed = encodeRecognizer(dfa, plan.called);
  const sections = [...new Set(expectations.stacks.flat())].sort().flatMap((name) => {
    const section = grammar.rules.get(name.toLowerCase())?.section;
    return section ? [`${name}\t${section}`] : [];
  });
  const kinds = { rule: "r", literal: "l", chars: "c" } as const;
  const hex = (n: number) => n.toString(16);
  const b36 = (n: number) => n.toString(36);
  const edge = (e: TreeNfa["states"][number][number]): string => {
    switch (e.kind) {
      case "empty":
        return `e>${b36(e.to)}`;
      case "open":
        return `o${b36(e.name)}>${b36(e.to)}`;
      case "close":
        return `x${b36(e.name)}>${b36(e.to)}`;
      case "char":
        return `c${b36(e.set)}>${b36(e.to)}`;
      case "call":
        return `k${b36(e.rule)}>${b36(e.to)}`;
    }
  };
  return {
    classes: packed.classes,
    ascii: packed.ascii,
    unicode: packed.unicode,
    rules: plan.called,
    starts: Object.fromEntries(startRules.map((rule, k) => [rule, k])),
    entries: dfa.starts,
    nullable: tables.nullable.map((n) => (n ? "1" : "0")).join(""),
    states: packed.states,
    diagnostics: {
      sections: sections.join("\n"),
      stacks: expectations.stacks.map((s) => s.join(" ")).join("\n"),
      items: expectations.items
        .map((item) => `${item.stack.toString(36)} ${kinds[item.kind]} ${item.text}`)
        .join("\n"),
      expect: encodeExpect(tables.expect),
    },
    trees: {
      names: trees.names.join(" "),
      sets: trees.sets
        .map((set) => set.map(([a, b]) => (a === b ? hex(a) : `${hex(a)}-${hex(b)}`)).join(","))
        .join("\n"),
      states: trees.states.map((edges) => edges.map(edge).join(" ")).join("\n"),
      entries: trees.entries,
      finals: trees.finals,
    },
  };
}
