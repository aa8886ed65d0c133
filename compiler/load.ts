// The compiler's first stage, on text: ABNF (RFC 5234 §4 with RFC 7405 and RFC 7230 §7 lists, as RFCs
// print it: compiler/layout.ts, then generated/abnf.peg.js, which is generated from
// grammar/abnf.peggy) → an AbnfGrammar. It adds `; @include FILE` lines, RFC 5234 §3.3 incremental
// alternatives (`=/`), redefinition for grammars that amend another (RFC 6874 redefines RFC 3986's
// IP-literal: a later `=` of an included rule replaces it, where the file says so with
// `; @replace IP-literal`; else it is an error, or a warning with allowReplace), prose values bound
// to rules (`prose`), and the core rules of RFC 5234 Appendix B.1 (and RFC 9110 §5.6.3's OWS, for a
// `#` list) for a grammar that uses them without defining them.
//
// Nothing here reads a file: an include is asked of a resolver the caller gives (the command line
// and compiler/files.ts read files; a browser can serve them from memory), so this module runs
// wherever the library does.
import { parse as readRules } from "../generated/abnf.peg.js";
import type { AbnfGrammar, AbnfNode, AbnfRule, AbnfRuleDef } from "./ast.js";
import { CORE_RULES, CORE_RULES_FILE, LIST_RULES, LIST_RULES_FILE } from "./core-rules.js";
import { AbnfError, AbnfSyntaxError, GrammarProblems, type Problem } from "./errors.js";
import { fromRfcLayout } from "./layout.js";
import { MAX_NESTING } from "./limits.js";
import { visitor } from "./visitor.js";

export { AbnfError };

/** How `<n>#<m>element` lists are expanded (RFC 9110 §5.6.1; grammar/abnf.peggy header note 7). */
export type ListForm = "sender" | "recipient" | "rfc7230-recipient";
export const LIST_FORMS: readonly ListForm[] = ["sender", "recipient", "rfc7230-recipient"];

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
  /** How `#` lists are expanded (default "sender": RFC 9110 §5.6.1.1). */
  lists?: ListForm;
  /**
   * Prose values bound to rules: `{ "uri-host": "host" }` reads the prose value of uri-host (RFC
   * 7230's `<host, see [RFC3986], Section 3.2.2>`) as a reference to the rule host.
   */
  prose?: Readonly<Record<string, string>>;
  /**
   * Whether a rule may replace an included rule of the same name (case-insensitive, RFC 5234 §2.1)
   * without a `; @replace NAME` line in its file: then a warning (grammar.warnings), else an error
   * (default false).
   */
  allowReplace?: boolean;
}

/** How a grammar's text is read, beyond its file: what compile, transcribe and check all take. */
export type ReadingOptions = Pick<LoadOptions, "lists" | "prose" | "allowReplace">;

/** Parses ABNF text (no includes) into rule definitions; lines and columns are the file's. */
function readAbnf(text: string, source = "<abnf>", lists: ListForm = "sender"): AbnfRuleDef[] {
  const layout = fromRfcLayout(text);
  const lineOf = (line: number) => layout.line[line - 1] ?? (layout.line.at(-1) ?? 0) + 1;
  const deep = tooDeep(layout.text);
  if (deep !== null)
    throw new AbnfSyntaxError(
      source,
      lineOf(deep.line),
      deep.column + (layout.shift[deep.line - 1] ?? 0),
      `groups and options nested more than ${MAX_NESTING.toLocaleString("en-US")} deep (the reader and the compiler recurse on them); write the rule as several`,
    );
  let defs: AbnfRuleDef[];
  try {
    // `lists` is the grammar's own option (peggy passes every option to the actions).
    const options = { grammarSource: source, lists } as Parameters<typeof readRules>[1];
    defs = readRules(layout.text, options) as AbnfRuleDef[];
  } catch (error) {
    const e = error as { message: string; location?: { start: { line: number; column: number } } };
    if (!e.location) throw new AbnfError(`${source}: ${e.message}`);
    const { line, column } = e.location.start;
    throw new AbnfSyntaxError(source, lineOf(line), column + (layout.shift[line - 1] ?? 0), e.message);
  }
  return defs.map((def) => ({ ...def, line: lineOf(def.line) }));
}

/**
 * Where "(" or "[" first nests past MAX_NESTING, outside comments, quoted strings and prose values
 * (one pass, before the reader, whose recursion would overflow the stack first), or null.
 */
function tooDeep(text: string): { line: number; column: number } | null {
  let depth = 0;
  let line = 1;
  let column = 0;
  let close = "";
  for (const ch of text) {
    column++;
    if (ch === "\n") {
      line++;
      column = 0;
      if (close === "\n" || close === '"') close = "";
      continue;
    }
    if (close !== "") {
      if (ch === close) close = "";
      continue;
    }
    if (ch === ";") close = "\n";
    else if (ch === '"') close = '"';
    else if (ch === "<") close = ">";
    else if (ch === "(" || ch === "[") {
      if (++depth > MAX_NESTING) return { line, column };
    } else if ((ch === ")" || ch === "]") && depth > 0) depth--;
  }
  return null;
}

/** The files a grammar file includes, from its `; @include FILE` comment lines. */
export function includesOf(text: string): string[] {
  return directives(text, "include");
}

/**
 * The words of a file's `; @NAME WORD` comment lines: `; @include FILE`, one file a line;
 * `; @replace RULE...`, the included rules the file means to replace, any number a line.
 */
function directives(text: string, name: "include" | "replace"): string[] {
  const out: string[] = [];
  const pattern = new RegExp(`^\\s*;\\s*@${name}\\s+(.*)$`);
  for (const line of text.split(/\r?\n/)) {
    const m = pattern.exec(line);
    if (m) out.push(...(name === "include" ? [m[1]!.split(/\s+/)[0]!] : m[1]!.trim().split(/\s+/)));
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
function sectionOf(doc: readonly string[]): string | undefined {
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
function includePath(from: string, name: string): string {
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
  const problems: Problem[] = [];
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
    const defs = readAbnf(source, file, options.lists);
    if (isTop)
      for (const def of defs) {
        const before = rules.get(def.name.toLowerCase());
        if (before && !def.incremental) amendedFiles.set(def.name.toLowerCase(), before.file);
      }
    const replaces = new Set(directives(source, "replace").map((n) => n.toLowerCase()));
    problems.push(
      ...addRules(rules, defs, file, isTop ? own : undefined, (key) =>
        replaces.has(key) ? "declared" : options.allowReplace ? "warning" : "error",
      ),
    );
  };
  visit(top, text, true);
  const errors = problems.filter((p) => p.severity === "error");
  if (errors.length > 0) throw new GrammarProblems(errors);
  // A file that redefines a rule of a file it includes amends that file (RFC 6874 "Updates: 3986"):
  // the amended grammar's rules are its rules too, so that its start rules (URI-reference, ...)
  // are emitted and checked with the amendment in place. A file that only uses included rules
  // (RFC 3987 naming RFC 3986's) keeps its own rules and those they reference.
  const ownKeys = new Set(own.map((n) => n.toLowerCase()));
  const amended = new Set(own.map((n) => amendedFiles.get(n.toLowerCase())).filter(Boolean));
  const inherited = [...rules.values()].filter(
    (r) => amended.has(r.file) && !ownKeys.has(r.name.toLowerCase()),
  );
  const grammar: AbnfGrammar = {
    file: baseName(top),
    rules,
    own: [...inherited.map((r) => r.name), ...own],
    ...(problems.length > 0 ? { warnings: problems } : {}),
  };
  if (options.prose !== undefined) bindProse(grammar, options.prose);
  addListRules(grammar);
  if (options.coreRules !== false) addCoreRules(grammar);
  return grammar;
}

/**
 * Each prose value of a rule named in `bindings` becomes a reference to the rule it is bound to
 * (RFC 7230's `uri-host = <host, see [RFC3986], Section 3.2.2>` with `{ "uri-host": "host" }`).
 */
function bindProse(grammar: AbnfGrammar, bindings: Readonly<Record<string, string>>): void {
  for (const [name, target] of Object.entries(bindings)) {
    const rule = grammar.rules.get(name.toLowerCase());
    if (rule === undefined)
      throw new AbnfError(`${grammar.file}: prose binding ${name}=${target}: no rule named ${name}`);
    const bound = grammar.rules.get(target.toLowerCase());
    if (bound === undefined)
      throw new AbnfError(
        `${grammar.file}: prose binding ${name}=${target}: no rule named ${target} to bind the prose value of ${rule.name} to (include the grammar that defines it: ; @include FILE)`,
      );
    let count = 0;
    const bind = (node: AbnfNode): AbnfNode => {
      switch (node.type) {
        case "prose":
          count++;
          return { type: "ref", name: bound.name };
        case "alt":
        case "cat":
          return { ...node, items: node.items.map(bind) };
        case "rep":
          return { ...node, item: bind(node.item) };
        default:
          return node;
      }
    };
    const node = bind(rule.node);
    if (count === 0)
      throw new AbnfError(
        `${rule.file}:${rule.line}: prose binding ${name}=${target}: ${rule.name} holds no prose value (<...>)`,
      );
    grammar.rules.set(rule.name.toLowerCase(), { ...rule, node });
  }
}

/** RFC 9110 §5.6.3's OWS, for a grammar whose `#` lists refer to it and that does not define it. */
function addListRules(grammar: AbnfGrammar): void {
  if (grammar.rules.has("ows")) return;
  let listed = false;
  const find = visitor<void>({ ref: (node) => void (listed ||= node.list === true) }, undefined);
  for (const rule of grammar.rules.values()) find(rule.node);
  if (listed) addRules(grammar.rules, readAbnf(LIST_RULES, LIST_RULES_FILE), LIST_RULES_FILE);
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
  const errors = addRules(rules, readAbnf(text, file), file, own).filter((p) => p.severity === "error");
  if (errors.length > 0) throw new GrammarProblems(errors);
  return { file, rules, own };
}

/**
 * Adds a file's rules. What is wrong is returned as problems: a rule defined twice in the file, `=/`
 * before the rule is defined (RFC 5234 §3.3), and an included rule replaced (`replace` says whether
 * the file declared that, or whether it is a warning or an error).
 */
function addRules(
  rules: Map<string, AbnfRule>,
  defs: AbnfRuleDef[],
  file: string,
  own?: string[],
  replace: (key: string) => "declared" | "warning" | "error" = () => "declared",
): Problem[] {
  const problems: Problem[] = [];
  const problem = (
    def: AbnfRuleDef,
    kind: Problem["kind"],
    message: string,
    severity: Problem["severity"] = "error",
  ) => problems.push({ severity, kind, rule: def.name, message, file, line: def.line });
  const definedHere = new Map<string, AbnfRuleDef>();
  for (const def of defs) {
    const key = def.name.toLowerCase();
    const existing = rules.get(key);
    if (def.incremental) {
      // RFC 5234 §3.3: `=/` adds alternatives to a rule defined before.
      if (!existing) {
        problem(
          def,
          "incremental",
          `"${def.name} =/" adds alternatives to ${def.name}, which is not defined before it (RFC 5234 §3.3): define it with "=" first`,
        );
        continue;
      }
      const items: AbnfNode[] = existing.node.type === "alt" ? [...existing.node.items] : [existing.node];
      items.push(...(def.node.type === "alt" ? def.node.items : [def.node]));
      rules.set(key, {
        ...existing,
        node: { type: "alt", items },
        more: [...(existing.more ?? []), def.line],
      });
      continue;
    }
    const first = definedHere.get(key);
    if (first !== undefined) {
      problem(
        def,
        "defined-twice",
        `${def.name} is defined twice: first at line ${first.line}${first.name !== def.name ? ` as ${first.name} (rule names are case-insensitive, RFC 5234 §2.1)` : ""}; write "=/" to add alternatives (RFC 5234 §3.3), or rename one`,
      );
      continue;
    }
    definedHere.set(key, def);
    if (existing !== undefined && existing.file !== file) {
      const how = replace(key);
      if (how !== "declared") {
        const sameName = existing.name === def.name;
        problem(
          def,
          "replaced",
          `${def.name} replaces ${existing.name} of ${existing.file}:${existing.line}` +
            (sameName
              ? ""
              : ` (rule names are case-insensitive, RFC 5234 §2.1: ${def.name} and ${existing.name} are one name)`) +
            `; every rule that refers to ${existing.name} now reads this one. If that is meant, put a line "; @replace ${def.name}" in ${file}${how === "error" ? " (or allow it: --allow-replace)" : ""}; else rename it`,
          how,
        );
      }
    }
    rules.set(key, {
      name: def.name,
      node: def.node,
      doc: def.doc,
      section: sectionOf(def.doc),
      file,
      line: def.line,
    });
    if (own && !own.some((n) => n.toLowerCase() === key)) own.push(def.name);
  }
  return problems;
}

/** The rule named `name` (case-insensitively), or an error naming the grammar. */
export function getRule(grammar: AbnfGrammar, name: string): AbnfRule {
  const rule = grammar.rules.get(name.toLowerCase());
  if (!rule) throw new AbnfError(`${grammar.file}: no rule named ${name}`);
  return rule;
}
