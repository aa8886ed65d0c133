// Pass "generate": a compiled grammar → generated/<grammar>.automata.ts, in the format of
// automata/format.ts (the one module both sides share). The module exports three tables, so
// that a bundler keeps only those the importing code reaches: `recognizer` (isValid), `splitter`
// (parse) and `diagnostics` (error messages). Each automaton is text, one state per line.
import {
  encodeExpect,
  encodeRecognizer,
  encodeSplitter,
  type PackedDiagnostics,
  type PackedRecognizer,
  type PackedSplitter,
} from "../../automata/format.js";
import type { CompiledGrammar, Pass } from "../session.js";

/** The automata of a compiled grammar as the runtime reads them (automata/format.ts). */
export interface PackedAutomata {
  readonly recognizer: PackedRecognizer;
  readonly splitter: PackedSplitter | null;
  readonly diagnostics: PackedDiagnostics;
}

export function packAutomata(compiled: CompiledGrammar): PackedAutomata {
  const { dfaRules: rules, recognizer, splitter, splitRules, expectations: table } = compiled;
  if (recognizer === null) throw new Error(`${compiled.grammar.file}: no start rules to compile`);
  const sections = [...new Set(table.stacks.flat())].sort().flatMap((name) => {
    const section = compiled.grammar.rules.get(name.toLowerCase())?.section;
    return section ? [`${name}\t${section}`] : [];
  });
  const kinds = { rule: "r", literal: "l", chars: "c" } as const;
  const items = table.items.map((item) => `${item.stack.toString(36)} ${kinds[item.kind]} ${item.text}`);
  return {
    recognizer: encodeRecognizer(recognizer, rules),
    splitter: splitter === null ? null : encodeSplitter(splitter, splitRules, compiled.covers),
    diagnostics: {
      sections: sections.join("\n"),
      stacks: table.stacks.map((s) => s.join(" ")).join("\n"),
      items: items.join("\n"),
      expect: encodeExpect(compiled.expect),
    },
  };
}

/** A template literal holding `text` (backslashes, backticks and "${" escaped). */
function template(text: string): string {
  return "`" + text.replace(/\\/g, "\\\\").replace(/`/g, "\\`").replace(/\$\{/g, "\\${") + "`";
}

/** An object literal, one property a line; multi-line strings as template literals. */
function literal(value: object, indent = ""): string {
  const lines = Object.entries(value).map(([key, v]) => {
    const text =
      typeof v === "string" && v.includes("\n")
        ? template(v)
        : typeof v === "object" && v !== null && !Array.isArray(v)
          ? literal(v, indent + "  ")
          : JSON.stringify(v);
    return `${indent}  ${/^[A-Za-z_$][\w$]*$/.test(key) ? key : JSON.stringify(key)}: ${text},`;
  });
  return `{\n${lines.join("\n")}\n${indent}}`;
}

export function emitAutomata(compiled: CompiledGrammar, header: string): string {
  const { rules, splitRules } = compiled;
  const packed = packAutomata(compiled);
  const union = (names: readonly string[]) =>
    names.length === 0 ? "never" : names.map((r) => JSON.stringify(r)).join(" | ");
  return `${header}
// The automata of grammar/${compiled.grammar.file}'s start rules, compiled from the ABNF by compiler/
// (docs/automata.md), in the format of automata/format.ts. Nothing here is decoded until it is
// first used.
import type { PackedDiagnostics, PackedRecognizer, PackedSplitter } from "../automata/format.js";

/** The start rules, by their ABNF names. */
export type Rule = ${union(rules)};

/** The start rules with components inside them. */
export type SplitRule = ${union(splitRules)};

/** The minimal DFA of the start rules, a start state each (isValid). */
export const recognizer: PackedRecognizer<Rule> = ${literal(packed.recognizer)};

/** The tagged DFA of the start rules that have components (parse). */
export const splitter: PackedSplitter<SplitRule> | null = ${packed.splitter === null ? "null" : literal(packed.splitter)};

/** What an error message says where an input fails, per recognizer state (src/syntax/diagnose.ts). */
export const diagnostics: PackedDiagnostics = {
  sections: ${template(packed.diagnostics.sections)},
  stacks: ${template(packed.diagnostics.stacks)},
  items: ${template(packed.diagnostics.items)},
  expect: ${template(packed.diagnostics.expect)},
};
`;
}

/** The pass: the session's module, with its header. */
export const emit: Pass = (s) => {
  s.module = emitAutomata(s, s.header ?? "");
};
