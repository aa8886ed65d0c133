// The compiler's first stage: reading grammar/*.abnf. The ABNF reader is generated from
// grammar/abnf.peggy (RFC 5234 §4 with RFC 7405); this adds `; @include` lines, RFC 5234 §3.3
// incremental alternatives (`=/`), and redefinition for grammars that amend another (RFC 6874
// redefines RFC 3986's IP-literal: a later `=` of an included rule replaces it).
import { readFileSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import { parse as readRules } from "../generated/abnf.peg.js";
import type { AbnfGrammar, AbnfNode, AbnfRule, AbnfRuleDef } from "./ast.js";

export class AbnfError extends Error {
  override name = "AbnfError";
}

/** Parses ABNF text (no includes) into rule definitions. */
export function readAbnf(text: string, source = "<abnf>"): AbnfRuleDef[] {
  try {
    return readRules(text, { grammarSource: source }) as AbnfRuleDef[];
  } catch (error) {
    const e = error as { message: string; location?: { start: { line: number; column: number } } };
    const where = e.location
      ? `${source}:${e.location.start.line}:${e.location.start.column}: `
      : `${source}: `;
    throw new AbnfError(where + e.message);
  }
}

/** The files a grammar file includes, from its `; @include FILE` comment lines. */
export function includesOf(text: string): string[] {
  const out: string[] = [];
  for (const line of text.split(/\r?\n/)) {
    const m = /^;\s*@include\s+(\S+)/.exec(line);
    if (m) out.push(m[1]!);
  }
  return out;
}

const SECTION = /(RFC \d+|draft-[\w-]+|seed \d+)?[^§]*(§\s*[A-Z]?[\d.]*\d|Appendix [A-Z][\d.]*)/;

function sectionOf(doc: string[]): string | undefined {
  for (const line of doc) {
    const m = SECTION.exec(line);
    if (m) return [m[1], m[2]!.replace(/\s+/g, "")].filter(Boolean).join(" ");
  }
  return undefined;
}

/** Loads a grammar file with its includes (depth first, each file once). */
export function loadAbnfFile(path: string): AbnfGrammar {
  const rules = new Map<string, AbnfRule>();
  const own: string[] = [];
  const seen = new Set<string>();
  const amendedFiles = new Map<string, string>();
  const visit = (file: string, top: boolean) => {
    if (seen.has(file)) return;
    seen.add(file);
    const text = readFileSync(file, "utf8");
    for (const inc of includesOf(text)) visit(join(dirname(file), inc), false);
    const defs = readAbnf(text, basename(file));
    if (top)
      for (const def of defs) {
        const before = rules.get(def.name.toLowerCase());
        if (before && !def.incremental) amendedFiles.set(def.name.toLowerCase(), before.file);
      }
    addRules(rules, defs, basename(file), top ? own : undefined);
  };
  visit(path, true);
  // A file that redefines a rule of a file it includes amends that file (RFC 6874 "Updates: 3986"):
  // the amended grammar's rules are its rules too, so that its start rules (URI-reference, ...)
  // are emitted and checked with the amendment in place. A file that only uses included rules
  // (RFC 3987 naming RFC 3986's) keeps its own rules and those they reference.
  const amended = new Set(own.map((n) => amendedFiles.get(n.toLowerCase())).filter(Boolean));
  const inherited = [...rules.values()].filter((r) => amended.has(r.file) && !own.includes(r.name));
  return { file: basename(path), rules, own: [...inherited.map((r) => r.name), ...own] };
}

/** Builds a grammar from ABNF text (used by tests and by the teeth of the equivalence check). */
export function grammarFromText(text: string, includes: AbnfGrammar[] = [], file = "<abnf>"): AbnfGrammar {
  const rules = new Map<string, AbnfRule>();
  for (const g of includes) for (const [k, v] of g.rules) rules.set(k, v);
  const own: string[] = [];
  addRules(rules, readAbnf(text, file), file, own);
  return { file, rules, own };
}

function addRules(rules: Map<string, AbnfRule>, defs: AbnfRuleDef[], file: string, own?: string[]) {
  const definedHere = new Set<string>();
  for (const def of defs) {
    const key = def.name.toLowerCase();
    const existing = rules.get(key);
    if (def.incremental) {
      // RFC 5234 §3.3: `=/` adds alternatives to a rule defined before.
      if (!existing)
        throw new AbnfError(`${file}:${def.line}: "${def.name} =/" but ${def.name} is not defined before`);
      const items: AbnfNode[] = existing.node.type === "alt" ? [...existing.node.items] : [existing.node];
      items.push(...(def.node.type === "alt" ? def.node.items : [def.node]));
      rules.set(key, { ...existing, node: { type: "alt", items } });
      continue;
    }
    if (definedHere.has(key)) throw new AbnfError(`${file}:${def.line}: ${def.name} is defined twice`);
    definedHere.add(key);
    rules.set(key, {
      name: def.name,
      node: def.node,
      doc: def.doc,
      section: sectionOf(def.doc),
      file,
      line: def.line,
    });
    if (own && !own.includes(def.name)) own.push(def.name);
  }
}

/** The rule named `name` (case-insensitively), or an error naming the grammar. */
export function getRule(grammar: AbnfGrammar, name: string): AbnfRule {
  const rule = grammar.rules.get(name.toLowerCase());
  if (!rule) throw new AbnfError(`${grammar.file}: no rule named ${name}`);
  return rule;
}
