// A grammar's ABNF, read from its texts (src/explain/source.ts) in any runtime, by the compiler's
// own reader on text (compiler/load.ts: generated/abnf.peg.js with `; @include`, RFC 5234 §3.3
// incremental alternatives, a later `=` of an included rule amending it as RFC 6874's IP-literal
// does), its includes served from the source's files instead of a file system.
// test/explain/explain.test.ts ("the grammar texts") holds the two readings of every URI grammar equal.
import type { AbnfGrammar, AbnfNode, AbnfRule } from "../../compiler/ast.js";
import { baseName, loadAbnf } from "../../compiler/load.js";
import type { GrammarSource } from "./source.js";

export type { AbnfGrammar, AbnfNode, AbnfRule };

/** The grammar of a source: every file's rules, later files amending earlier ones. */
export function grammarOfSource(source: GrammarSource): AbnfGrammar {
  const [top, text] = source.files[source.files.length - 1]!;
  const files = new Map(source.files.map(([file, content]) => [baseName(file), content]));
  return loadAbnf(text, {
    file: top,
    include: (path) => files.get(baseName(path)),
    // The sources hold every file the grammar includes, core.abnf among them.
    coreRules: false,
  });
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
