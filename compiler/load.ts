// The compiler's first stage, on text: ABNF (RFC 5234 §4 with RFC 7405, read by generated/abnf.peg.js,
// which is generated from grammar/abnf.peggy) → an AbnfGrammar. It adds `; @include FILE` lines,
// RFC 5234 §3.3 incremental alternatives (`=/`), redefinition for grammars that amend another (RFC
// 6874 redefines RFC 3986's IP-literal: a later `=` of an included rule replaces it), and the core
// rules of RFC 5234 Appendix B.1 for a grammar that uses them without defining them.
//
// Nothing here reads a file: an include is asked of a resolver the caller gives (the command line
// and compiler/read.ts read files; a browser can serve them from memory), so this module runs
// wherever the library does.
import { parse as readRules } from "../generated/abnf.peg.js";
import type { AbnfGrammar, AbnfNode, AbnfRule, AbnfRuleDef } from "./ast.js";
import { CORE_RULES, CORE_RULES_FILE } from "./core-rules.js";
import { visitor } from "./visitor.js";

export class AbnfError extends Error {
  override name = "AbnfError";
}

/**
 * Returns the text of an included grammar. `path` is the include's name joined to the folder of the
 * file that names it (`; @include rfc3986.abnf` in `grammar/rfc6874.abnf` asks for
 * `grammar/rfc3986.abnf`); throw (or return undefined) when there is no such grammar.
 */
export type IncludeResolver = (path: string) => string | undefined;

export interface LoadOptions {
  /** The grammar's path or name, for messages and for resolving its includes (default "<abnf>"). */
  file?: string;
  /** Reads an included grammar; without it, a grammar with `; @include` lines is an error. */
  include?: IncludeResolver;
  /**
   * Whether the core rules of RFC 5234 Appendix B.1 (ALPHA, DIGIT, HEXDIG, CRLF, ...) are defined
   * for a grammar that uses them without defining or including them (default true). A grammar's own
   * definition of such a name always wins.
   */
  coreRules?: boolean;
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

/**
 * The section a rule's comment cites ("RFC 3986 §3.2.2", "Appendix A"), from the first line that
 * cites one. What the regular expression
 *   /(RFC \d+|draft-[\w-]+|seed \d+)?[^§]*(§\s*[A-Z]?[\d.]*\d|Appendix [A-Z][\d.]*)/
 * finds, in one pass: that expression backtracks over [^§]* from every start (quadratic in the
 * line, npm run check:redos). Its match starts where the first stretch of the line that holds a
 * citation starts (a stretch runs up to and including a "§"), names the document only when the
 * stretch begins with it, and takes the stretch's last citation ([^§]* is greedy).
 */
export function sectionOf(doc: readonly string[]): string | undefined {
  for (const line of doc) {
    const found = sectionIn(line);
    if (found !== undefined) return found;
  }
  return undefined;
}

const isDigit = (c: string | undefined): boolean => c !== undefined && c >= "0" && c <= "9";
const isUpper = (c: string | undefined): boolean => c !== undefined && c >= "A" && c <= "Z";
const isSpace = (c: string | undefined): boolean => c !== undefined && /\s/.test(c);
const isWord = (c: string | undefined): boolean => c !== undefined && /[\w-]/.test(c);

/** The end of the run of [\d.] from i, and the end of its longest prefix that ends in a digit (or -1). */
function digitsFrom(line: string, i: number): { end: number; lastDigit: number } {
  let end = i;
  let lastDigit = -1;
  while (end < line.length && (isDigit(line[end]) || line[end] === ".")) {
    if (isDigit(line[end])) lastDigit = end + 1;
    end++;
  }
  return { end, lastDigit };
}

/** The citation at i (§... or Appendix ...), as the text it matches; undefined when none starts there. */
function citationAt(line: string, i: number): string | undefined {
  if (line[i] === "§") {
    let j = i + 1;
    while (isSpace(line[j])) j++;
    // [A-Z]? then [\d.]*\d: with the letter, else without it (the regex backtracks so).
    if (isUpper(line[j])) {
      const { lastDigit } = digitsFrom(line, j + 1);
      if (lastDigit !== -1) return line.slice(i, lastDigit);
    }
    const { lastDigit } = digitsFrom(line, j);
    return lastDigit === -1 ? undefined : line.slice(i, lastDigit);
  }
  if (line.startsWith("Appendix ", i) && isUpper(line[i + 9]))
    return line.slice(i, digitsFrom(line, i + 10).end);
  return undefined;
}

/** The lengths of the document prefix at i, longest first, as (RFC \d+|draft-[\w-]+|seed \d+) tries them. */
function* documentsAt(line: string, i: number): Generator<number> {
  for (const [word, more] of [
    ["RFC ", isDigit],
    ["draft-", isWord],
    ["seed ", isDigit],
  ] as const) {
    if (!line.startsWith(word, i)) continue;
    let end = i + word.length;
    while (more(line[end])) end++;
    for (let k = end; k > i + word.length; k--) yield k - i;
  }
}

function sectionIn(line: string): string | undefined {
  let start = 0;
  while (start <= line.length) {
    const sign = line.indexOf("§", start);
    const last = sign === -1 ? line.length : sign;
    // The stretch's last citation: the § that ends it, else the last Appendix before it.
    let at = -1;
    let citation: string | undefined;
    for (let i = last; i >= start && citation === undefined; i--) {
      citation = citationAt(line, i);
      if (citation !== undefined) at = i;
      // Only a § or an "A" can begin a citation: skip to the previous one of those.
      if (citation === undefined && i > start) {
        const a = line.lastIndexOf("A", i - 1);
        i = Math.max(a, start - 1) + 1;
      }
    }
    if (citation !== undefined) {
      let document: string | undefined;
      for (const length of documentsAt(line, start))
        if (start + length <= at) {
          document = line.slice(start, start + length);
          break;
        }
      return [document, citation.replace(/\s+/g, "")].filter(Boolean).join(" ");
    }
    if (sign === -1) return undefined;
    start = sign + 1;
  }
  return undefined;
}

/** The last part of a path ("/" or "\" separated). */
export function baseName(path: string): string {
  return path.slice(Math.max(path.lastIndexOf("/"), path.lastIndexOf("\\")) + 1);
}

/** An include's path: its name joined to the folder of the file that names it, "." and ".." resolved. */
export function includePath(from: string, name: string): string {
  if (/^([\\/]|[A-Za-z]:[\\/])/.test(name)) return name;
  const cut = Math.max(from.lastIndexOf("/"), from.lastIndexOf("\\"));
  const joined = cut < 0 ? name : from.slice(0, cut + 1) + name;
  const parts: string[] = [];
  for (const part of joined.split("/")) {
    if (part === "." && parts.length > 0) continue;
    if (part === ".." && parts.length > 0 && parts[parts.length - 1] !== "..") {
      const last = parts[parts.length - 1]!;
      if (last !== "" && last !== ".") {
        parts.pop();
        continue;
      }
    }
    parts.push(part);
  }
  return parts.join("/");
}

/**
 * Loads a grammar from its text and its includes (depth first, each file once). Rules are labelled
 * with their file's base name, as error messages and the generated modules name them.
 */
export function loadAbnf(text: string, options: LoadOptions = {}): AbnfGrammar {
  const top = options.file ?? "<abnf>";
  const rules = new Map<string, AbnfRule>();
  const own: string[] = [];
  const seen = new Set<string>();
  const amendedFiles = new Map<string, string>();
  const visit = (path: string, source: string, isTop: boolean) => {
    if (seen.has(path)) return;
    seen.add(path);
    for (const name of includesOf(source)) {
      const target = includePath(path, name);
      if (seen.has(target)) continue;
      if (options.include === undefined)
        throw new AbnfError(`${baseName(path)}: "; @include ${name}" but no include resolver was given`);
      let included: string | undefined;
      try {
        included = options.include(target);
      } catch (error) {
        throw new AbnfError(
          `${baseName(path)}: cannot include ${name} (${target}): ${(error as Error).message ?? String(error)}`,
        );
      }
      if (typeof included !== "string")
        throw new AbnfError(`${baseName(path)}: cannot include ${name} (${target}): not found`);
      visit(target, included, false);
    }
    const file = baseName(path);
    const defs = readAbnf(source, file);
    if (isTop)
      for (const def of defs) {
        const before = rules.get(def.name.toLowerCase());
        if (before && !def.incremental) amendedFiles.set(def.name.toLowerCase(), before.file);
      }
    addRules(rules, defs, file, isTop ? own : undefined);
  };
  visit(top, text, true);
  // A file that redefines a rule of a file it includes amends that file (RFC 6874 "Updates: 3986"):
  // the amended grammar's rules are its rules too, so that its start rules (URI-reference, ...)
  // are emitted and checked with the amendment in place. A file that only uses included rules
  // (RFC 3987 naming RFC 3986's) keeps its own rules and those they reference.
  const amended = new Set(own.map((n) => amendedFiles.get(n.toLowerCase())).filter(Boolean));
  const inherited = [...rules.values()].filter((r) => amended.has(r.file) && !own.includes(r.name));
  const grammar = { file: baseName(top), rules, own: [...inherited.map((r) => r.name), ...own] };
  if (options.coreRules !== false) addCoreRules(grammar);
  return grammar;
}

/**
 * RFC 5234 Appendix B.1: the core rules a grammar uses without defining them (directly or through
 * other core rules) are added, labelled with the file name "core.abnf (RFC 5234 Appendix B.1)".
 */
function addCoreRules(grammar: AbnfGrammar): void {
  let core: Map<string, AbnfRule> | undefined;
  const queue = [...grammar.rules.values()].map((r) => r.node);
  const collect = visitor<void>(
    {
      ref: (node) => {
        const key = node.name.toLowerCase();
        if (grammar.rules.has(key)) return;
        if (core === undefined) {
          core = new Map();
          addRules(core, readAbnf(CORE_RULES, CORE_RULES_FILE), CORE_RULES_FILE);
        }
        const rule = core.get(key);
        if (rule === undefined) return;
        grammar.rules.set(key, rule);
        queue.push(rule.node);
      },
    },
    undefined,
  );
  while (queue.length > 0) collect(queue.pop()!);
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
      rules.set(key, {
        ...existing,
        node: { type: "alt", items },
        more: [...(existing.more ?? []), def.line],
      });
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
