// A grammar's ABNF, read from its texts (src/explain/source.ts) in any runtime. The reader is the
// compiler's (generated/abnf.peg.js, from grammar/abnf.peggy: RFC 5234 §4 with RFC 7405); what
// compiler/read.ts adds to it — `; @include`, RFC 5234 §3.3 incremental alternatives, a later `=`
// of an included rule amending it (RFC 6874's IP-literal) — is done here the same way, on texts
// instead of files (compiler/read.ts reads files with node:fs, which a browser does not have).
// test/explain/abnf.test.ts holds the two readings of every URI grammar equal.
import type { AbnfGrammar, AbnfNode, AbnfRule, AbnfRuleDef } from "../../compiler/ast.js";
import { parse as readRules } from "../../generated/abnf.peg.js";
import type { GrammarSource } from "./source.js";

export type { AbnfGrammar, AbnfNode, AbnfRule };

// As compiler/read.ts: the section a rule's comment cites ("RFC 3986 §3.2.2", "Appendix A").
const SECTION = /(RFC \d+|draft-[\w-]+|seed \d+)?[^§]*(§\s*[A-Z]?[\d.]*\d|Appendix [A-Z][\d.]*)/;

function sectionOf(doc: readonly string[]): string | undefined {
  for (const line of doc) {
    const m = SECTION.exec(line);
    if (m) return [m[1], m[2]!.replace(/\s+/g, "")].filter(Boolean).join(" ");
  }
  return undefined;
}

/** The grammar of a source: every file's rules, later files amending earlier ones. */
export function grammarOfSource(source: GrammarSource): AbnfGrammar {
  const rules = new Map<string, AbnfRule>();
  const own: string[] = [];
  const top = source.files[source.files.length - 1]![0];
  const amendedFiles = new Map<string, string>();
  for (const [file, text] of source.files) {
    const defs = readRules(text, { grammarSource: file }) as AbnfRuleDef[];
    const isTop = file === top;
    const definedHere = new Set<string>();
    for (const def of defs) {
      const key = def.name.toLowerCase();
      const existing = rules.get(key);
      if (def.incremental) {
        if (!existing)
          throw new Error(`${file}:${def.line}: "${def.name} =/" but ${def.name} is not defined before`);
        // RFC 5234 §3.3: `=/` adds alternatives to a rule defined before.
        const items: AbnfNode[] = existing.node.type === "alt" ? [...existing.node.items] : [existing.node];
        items.push(...(def.node.type === "alt" ? def.node.items : [def.node]));
        rules.set(key, { ...existing, node: { type: "alt", items } });
        continue;
      }
      if (definedHere.has(key)) throw new Error(`${file}:${def.line}: ${def.name} is defined twice`);
      definedHere.add(key);
      if (isTop && existing) amendedFiles.set(key, existing.file);
      rules.set(key, {
        name: def.name,
        node: def.node,
        doc: def.doc,
        section: sectionOf(def.doc),
        file,
        line: def.line,
      });
      if (isTop && !own.includes(def.name)) own.push(def.name);
    }
  }
  const amended = new Set(own.map((n) => amendedFiles.get(n.toLowerCase())).filter(Boolean));
  const inherited = [...rules.values()].filter((r) => amended.has(r.file) && !own.includes(r.name));
  return { file: top, rules, own: [...inherited.map((r) => r.name), ...own] };
}

/** The rule named `name` (ABNF names are case-insensitive, RFC 5234 §2.1; "_" as "-"). */
export function ruleIn(grammar: AbnfGrammar, name: string): AbnfRule | undefined {
  return grammar.rules.get(name.toLowerCase()) ?? grammar.rules.get(name.toLowerCase().replace(/_/g, "-"));
}

/** A rule's text as its file writes it: the comment lines above it, and its definition lines. */
export function ruleText(source: GrammarSource, rule: AbnfRule): { comment: string; text: string } {
  const file = source.files.find(([name]) => name === rule.file)?.[1] ?? "";
  const lines = file.split(/\r?\n/);
  const start = rule.line - 1;
  let end = start + 1;
  // A definition goes on over lines that begin with white space (RFC 5234 §4 c-wsp).
  while (end < lines.length && /^[ \t]+\S/.test(lines[end]!) && !/^[ \t]*;/.test(lines[end]!)) end++;
  let top = start;
  while (top > 0 && /^;/.test(lines[top - 1]!)) top--;
  return {
    comment: lines
      .slice(top, start)
      .map((l) => l.replace(/^;\s?/, ""))
      .join("\n"),
    text: lines.slice(start, end).join("\n"),
  };
}

/** The ABNF text of a node, as RFC 5234 writes it (for labels and the naive transcription). */
export function abnfOf(node: AbnfNode, parent?: AbnfNode["type"]): string {
  switch (node.type) {
    case "alt": {
      const s = node.items.map((n) => abnfOf(n, "alt")).join(" / ");
      return parent === undefined ? s : `( ${s} )`;
    }
    case "cat": {
      const s = node.items.map((n) => abnfOf(n, "cat")).join(" ");
      return parent === undefined || parent === "alt" ? s : `( ${s} )`;
    }
    case "rep": {
      const inner = abnfOf(node.item, "rep");
      if (node.min === 0 && node.max === 1) return `[ ${abnfOf(node.item)} ]`;
      const count =
        node.min === node.max
          ? `${node.min}`
          : `${node.min === 0 ? "" : node.min}*${node.max === null ? "" : node.max}`;
      return count + inner;
    }
    case "ref":
      return node.name;
    case "str":
      return (node.caseSensitive ? "%s" : "") + JSON.stringify(node.value);
    case "range":
    case "chars":
      return node.source;
    case "prose":
      return `<${node.text}>`;
  }
}
