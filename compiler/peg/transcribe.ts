// transcribe: an ABNF grammar → a first PEG transcription for peggy, rule for rule, each rule under
// its ABNF text, with the departures a PEG needs made where the compiler can prove them.
//
// The plain transcription maps RFC 5234 onto peggy (docs/abnf-to-peg.md §2): `/` stays (but is now
// ordered), `*x` is `x*`, `n*m x` is `x|n..m|`, `[x]` is `x?`, a quoted string is case-insensitive
// (`"abc"i`; a "k" is written [kK], since peggy lowers the input with toLowerCase() and U+212A
// KELVIN SIGN lowers to "k"), `%s"..."` is case-sensitive, `%x30-39` is a class. Then each rule,
// callees first, is checked against its ABNF exactly (compiler/peg/check.ts's search). A rule that
// disagrees gets the fixes docs/abnf-to-peg.md describes, tried one at a time and each checked:
//
//   order      a choice's alternatives so that one that can stop early (a string of it is a proper
//              prefix of another's) comes after the longer (dec-octet: "25" %x30-35 first);
//   guard      an alternative followed by `!C`, C the characters with which another alternative
//              could go on after it matched (host: IPv4address !<reg-name characters>);
//   round      a repetition's round followed by `!C`, C the characters with which what follows the
//              repetition could go on after a round (IPv6address: h16 ":" !":");
//   lookahead  a repetition's round followed by `&(what follows)` (*"a" "a": ("a" &"a")* "a").
//
// The first fix that the search proves right is kept, and said above the rule (`// PEG: ...`). A
// rule with no proved fix keeps its plain transcription under `// PEG: check`, with the shortest
// input on which it goes wrong; so does a rule the search could not decide within its budget.
//
// A choice whose whole search runs out of budget is proved part by part where its alternatives
// fall into groups by first character (firstGroups): RFC 3986's host, `IP-literal / IPv4address
// !C / reg-name`, is its IP-literal ("[" first) and its guarded IPv4address / reg-name apart, each a
// product far smaller than the whole (the IPv6 address's items are alive on every character of the
// whole search, read right to left).
import type { AbnfGrammar, AbnfNode, AbnfRule } from "../ast.js";
import { normalizeRanges, type Ranges, union } from "../charset.js";
import { CORE_RULES, CORE_RULES_FILE, LIST_RULES, LIST_RULES_FILE } from "../core-rules.js";
import { fromRfcLayout } from "../layout.js";
import { emittedRules } from "../index.js";
import { type IncludeResolver, loadAbnf, type ReadingOptions } from "../load.js";
import { proseOf, reachable, referencesOf } from "../references.js";
import { nodeTree, type Rx } from "../passes/lower.js";
import { quantifier } from "../passes/regex.js";
import { AbnfSide } from "./abnf-side.js";
import { buildAlphabet } from "./alphabet.js";
import { DEFAULT_BUDGET, showInput } from "./check.js";
import { loadPeg, pegRuleName } from "./peggy-grammar.js";
import { continuations, extendsInto } from "./languages.js";
import { PegAutomaton, TestTable, Unmodelled } from "./model.js";
import { searchShortest } from "./search.js";

export interface TranscribeOptions extends ReadingOptions {
  /** The ABNF's path or name (messages, includes, the header). */
  file?: string;
  include?: IncludeResolver;
  coreRules?: boolean;
  /** The exact search's work per check (default as checkTranscription's). */
  budget?: number;
  /** Whether to look for fixes (default true); false gives the plain transcription, checked. */
  fix?: boolean;
}

export interface TranscribedRule {
  rule: string;
  pegRule: string;
  /**
   * "same": the plain transcription is proved right; "fixed": a fix was needed and is proved
   * right; "check": marked `// PEG: check` (no proved fix, or not decided, or not regular).
   */
  status: "same" | "fixed" | "check";
  /** The fix, as said above the rule. */
  fix?: string;
  /** For "check": why, and the shortest input on which the plain transcription goes wrong, if known. */
  reason?: string;
  counterexample?: string;
}

export interface Transcription {
  /** The peggy grammar. */
  text: string;
  rules: TranscribedRule[];
}

// ---- printing ABNF as peggy ----

/** A fix applied at one node of a rule's right-hand side. */
type Fix =
  | { kind: "order"; node: AbnfNode; order: number[] }
  | { kind: "guard"; node: AbnfNode; guards: (string | null)[] }
  | { kind: "round"; node: AbnfNode; after: string };

function hex(code: number, width = 4): string {
  return code.toString(16).toUpperCase().padStart(width, "0");
}

/** A code unit or point inside a peggy string literal. */
function literalChar(code: number): string {
  if (code === 0x22) return '\\"';
  if (code === 0x5c) return "\\\\";
  if (code >= 0x20 && code <= 0x7e) return String.fromCharCode(code);
  if (code === 0x0a) return "\\n";
  if (code === 0x0d) return "\\r";
  if (code === 0x09) return "\\t";
  return code > 0xffff ? `\\u{${hex(code, 1)}}` : `\\u${hex(code)}`;
}

function classChar(code: number): string {
  if ("\\]^-[".includes(String.fromCharCode(code))) return "\\" + String.fromCharCode(code);
  return literalChar(code);
}

/** A set of code points as a peggy class (with the u flag when it reaches beyond U+FFFF). */
function pegClass(ranges: Ranges): string {
  const sorted = normalizeRanges(ranges);
  if (sorted.length === 0) return "[]";
  const body = sorted
    .map(([a, b]) =>
      a === b ? classChar(a) : b === a + 1 ? classChar(a) + classChar(b) : `${classChar(a)}-${classChar(b)}`,
    )
    .join("");
  return `[${body}]${sorted.some(([, b]) => b > 0xffff) ? "u" : ""}`;
}

/** A quoted string: case-sensitive as written, or case-insensitive (RFC 5234 §2.3) for ASCII letters only. */
function stringText(value: string, caseSensitive: boolean): string {
  const quoted = (s: string) => `"${[...s].map((ch) => literalChar(ch.codePointAt(0)!)).join("")}"`;
  if (caseSensitive || !/[A-Za-z]/.test(value)) return quoted(value);
  // peggy's "..."i lowers the input (toLowerCase): U+212A KELVIN SIGN would match "k".
  const parts = value.split(/([kK])/).filter((p) => p !== "");
  const out = parts.map((p) =>
    /^[kK]$/.test(p) ? "[kK]" : /[A-Za-z]/.test(p) ? `${quoted(p)}i` : quoted(p),
  );
  return out.length === 1 ? out[0]! : out.join(" ");
}

type Context = "top" | "seq" | "suffix";

class Printer {
  constructor(
    private readonly grammar: AbnfGrammar,
    private readonly fixes: readonly Fix[],
  ) {}

  private fixOf<K extends Fix["kind"]>(node: AbnfNode, kind: K): Extract<Fix, { kind: K }> | undefined {
    return this.fixes.find((f) => f.node === node && f.kind === kind) as
      Extract<Fix, { kind: K }> | undefined;
  }

  /** A choice's alternatives as the PEG tries them: the index of each in the ABNF, and its text. */
  alternatives(node: Extract<AbnfNode, { type: "alt" }>): { index: number; text: string }[] {
    const order = this.fixOf(node, "order")?.order ?? node.items.map((_, i) => i);
    const guards = this.fixOf(node, "guard")?.guards;
    return order.map((i) => {
      const guard = guards?.[i];
      const item = node.items[i]!;
      return { index: i, text: guard ? `${this.print(item, "seq")} ${guard}` : this.print(item, "top") };
    });
  }

  print(node: AbnfNode, ctx: Context = "top"): string {
    const wrap = (text: string, needs: boolean) => (needs ? `(${text})` : text);
    switch (node.type) {
      case "alt": {
        const items = this.alternatives(node).map((a) => a.text);
        return wrap(items.join(" / "), ctx !== "top" && items.length > 1);
      }
      case "cat": {
        const items = node.items.map((item) => this.print(item, "seq"));
        return wrap(items.join(" "), ctx === "suffix" && items.length > 1);
      }
      case "rep": {
        if (node.max === 0) return '""';
        const round = this.fixOf(node, "round");
        const inner = round
          ? `(${this.print(node.item, "seq")} ${round.after})`
          : this.print(node.item, "suffix");
        const suffix = quantifier(node.min, node.max, (min, max) =>
          min === 1 && max === 1
            ? ""
            : max === null
              ? `|${min}..|`
              : min === max
                ? `|${min}|`
                : min === 0
                  ? `|..${max}|`
                  : `|${min}..${max}|`,
        );
        if (suffix === "") return this.print(node.item, ctx);
        return inner + suffix;
      }
      case "ref": {
        const rule = this.grammar.rules.get(node.name.toLowerCase());
        return pegRuleName(rule?.name ?? node.name);
      }
      case "str": {
        const text = stringText(node.value, node.caseSensitive);
        return wrap(text, ctx === "suffix" && text.includes(" "));
      }
      case "range":
        return pegClass([[node.from, node.to]]);
      case "chars": {
        // Code points in order, case-sensitive: a literal of their code units.
        return `"${node.codes.map((c) => literalChar(c)).join("")}"`;
      }
      case "prose":
        // Words: nothing to match. An empty class never matches (the rule is marked PEG: check).
        return "[]";
    }
  }
}

// ---- the rules, callees first ----

function calleesFirst(grammar: AbnfGrammar, names: readonly string[]): string[] {
  const out: string[] = [];
  const state = new Map<string, number>();
  const visit = (key: string) => {
    if (state.has(key)) return;
    state.set(key, 1);
    const rule = grammar.rules.get(key);
    if (rule) for (const ref of referencesOf(rule.node)) visit(ref.toLowerCase());
    if (rule && names.some((n) => n.toLowerCase() === key)) out.push(rule.name);
    state.set(key, 2);
  };
  for (const name of names) visit(name.toLowerCase());
  return out;
}

/** Why no automaton recognizes the rule (recursion, a prose value, an undefined rule), or null. */
function notRegular(grammar: AbnfGrammar, rule: string): string | null {
  for (const key of reachable(grammar, [rule])) {
    const r = grammar.rules.get(key);
    if (r === undefined) return `it uses ${key}, which the grammar does not define`;
    if (proseOf(r.node).length > 0)
      return `${r.name} is a prose value <${proseOf(r.node)[0]}>: write it by hand`;
    for (const name of referencesOf(r.node))
      if (reachable(grammar, [name]).has(key)) return `${r.name} is recursive, so not regular: not checked`;
  }
  return null;
}

/**
 * The ABNF text of a rule, as written (its first line and continuation lines, and its `=/`
 * additions): a continuation line is one indented past the rule in the RFC 5234 layout
 * compiler/layout.ts reads the file in (an RFC's indented block, page breaks taken out).
 */
function abnfLines(rule: AbnfRule, sources: ReadonlyMap<string, string>): string[] {
  const text = sources.get(rule.file);
  if (text === undefined) return [];
  const lines = text.split(/\r?\n/);
  const layout = fromRfcLayout(text);
  const laid = layout.text.split("\n");
  const out: string[] = [];
  for (const start of [rule.line, ...(rule.more ?? [])]) {
    out.push(lines[start - 1]!.trimEnd());
    for (let i = layout.line.indexOf(start) + 1; i > 0 && i < laid.length && /^[ \t]+\S/.test(laid[i]!); i++)
      out.push(lines[layout.line[i]! - 1]!.trimEnd());
  }
  return out;
}

type Verdict = { kind: "equal" } | { kind: "differ"; input: string } | { kind: "unknown"; why: string };

export function transcribe(abnfText: string, options: TranscribeOptions = {}): Transcription {
  if (typeof abnfText !== "string") throw new TypeError("transcribe: the ABNF must be text");
  const sources = new Map<string, string>();
  const file = options.file ?? "<abnf>";
  const include = options.include;
  const { lists, prose, allowReplace } = options;
  const grammar = loadAbnf(abnfText, {
    file,
    coreRules: options.coreRules,
    ...{ lists, prose, allowReplace },
    include:
      include === undefined
        ? undefined
        : (path) => {
            const text = include(path);
            if (typeof text === "string")
              sources.set(path.slice(Math.max(path.lastIndexOf("/"), path.lastIndexOf("\\")) + 1), text);
            return text;
          },
  });
  sources.set(grammar.file, abnfText);
  sources.set(CORE_RULES_FILE, CORE_RULES);
  sources.set(LIST_RULES_FILE, LIST_RULES);
  const budget = options.budget ?? DEFAULT_BUDGET;
  const names = emittedRules(grammar);
  const bodies = new Map<string, string>();
  const results = new Map<string, TranscribedRule>();
  const printBody = (rule: AbnfRule, fixes: readonly Fix[]) => new Printer(grammar, fixes).print(rule.node);
  const pegTextOf = (rule: string, body: string) => {
    const reached = [...reachable(grammar, [rule])].map((k) => grammar.rules.get(k)!.name);
    return reached
      .map(
        (name) =>
          `${pegRuleName(name)}\n  = ${name.toLowerCase() === rule.toLowerCase() ? body : bodies.get(name)}\n`,
      )
      .join("\n");
  };
  /** The exact search on the rule's ABNF (or `abnfRule` standing for it) and a PEG body for it. */
  const search = (rule: string, body: string, on: AbnfGrammar = grammar, abnfRule = rule): Verdict => {
    try {
      const peg = loadPeg(pegTextOf(rule, body), "<transcription>");
      const abnf = new AbnfSide(on, abnfRule);
      const table = new TestTable();
      const automaton = new PegAutomaton(peg.rules, pegRuleName(rule), table);
      const result = searchShortest(abnf, automaton, buildAlphabet(abnf.sets, table.tests), budget);
      if (result.kind === "equal") return { kind: "equal" };
      if (result.kind === "differ") return { kind: "differ", input: result.input };
      return {
        kind: "unknown",
        why: `not decided within the search's budget (every input of ${result.complete} characters or fewer agrees)`,
      };
    } catch (error) {
      if (error instanceof Unmodelled) return { kind: "unknown", why: error.message };
      throw error;
    }
  };
  /**
   * Equality proved choice by first character, where the rule is a choice whose alternatives fall
   * into groups that no first character joins (firstGroups): each group, with the alternatives that
   * may match nothing, is searched alone (a smaller product than the whole rule's: host's IP-literal
   * apart from IPv4address and reg-name), and the empty input on the whole. Null when the rule does
   * not split, or a part is not proved equal: then the whole rule is searched.
   */
  const splitEqual = (rule: AbnfRule, fixes: readonly Fix[], body: string): Verdict | null => {
    const node = rule.node;
    if (node.type !== "alt") return null;
    const printed = new Printer(grammar, fixes).alternatives(node);
    const groups = firstGroups(
      node.items.map((item) => nodeTree(grammar, item)),
      printed.map((a) => a.index),
    );
    if (groups === null) return null;
    try {
      const peg = loadPeg(pegTextOf(rule.name, body), "<transcription>");
      const automaton = new PegAutomaton(peg.rules, pegRuleName(rule.name), new TestTable());
      if (automaton.accepts(automaton.initial()) !== new AbnfSide(grammar, rule.name).accepts(""))
        return null;
    } catch (error) {
      if (error instanceof Unmodelled) return null;
      throw error;
    }
    for (const [k, group] of groups.entries()) {
      const name = `${rule.name}--first-${k}`;
      const items = node.items.filter((_, i) => group.has(i));
      const part: AbnfRule = { ...rule, name, node: items.length === 1 ? items[0]! : { type: "alt", items } };
      const on: AbnfGrammar = { ...grammar, rules: new Map(grammar.rules).set(name.toLowerCase(), part) };
      const text = printed.filter((a) => group.has(a.index)).map((a) => a.text);
      if (search(rule.name, text.join(" / "), on, name).kind !== "equal") return null;
    }
    return { kind: "equal" };
  };
  const verdict = (rule: AbnfRule, fixes: readonly Fix[], body: string): Verdict => {
    const whole = search(rule.name, body);
    return whole.kind === "unknown" ? (splitEqual(rule, fixes, body) ?? whole) : whole;
  };
  for (const name of calleesFirst(grammar, names)) {
    const rule = grammar.rules.get(name.toLowerCase())!;
    const plain = printBody(rule, []);
    const irregular = notRegular(grammar, name);
    if (irregular !== null) {
      bodies.set(name, plain);
      results.set(name, { rule: name, pegRule: pegRuleName(name), status: "check", reason: irregular });
      continue;
    }
    const first = verdict(rule, [], plain);
    if (first.kind === "equal") {
      bodies.set(name, plain);
      results.set(name, { rule: name, pegRule: pegRuleName(name), status: "same" });
      continue;
    }
    if (first.kind === "unknown") {
      bodies.set(name, plain);
      results.set(name, { rule: name, pegRule: pegRuleName(name), status: "check", reason: first.why });
      continue;
    }
    let fixed: { body: string; fix: string } | null = null;
    if (options.fix !== false)
      for (const candidate of candidates(grammar, rule)) {
        const body = printBody(rule, candidate.fixes);
        if (body === plain) continue;
        const v = verdict(rule, candidate.fixes, body);
        if (v.kind === "equal") {
          fixed = { body, fix: candidate.description };
          break;
        }
      }
    if (fixed !== null) {
      bodies.set(name, fixed.body);
      results.set(name, { rule: name, pegRule: pegRuleName(name), status: "fixed", fix: fixed.fix });
    } else {
      bodies.set(name, plain);
      results.set(name, {
        rule: name,
        pegRule: pegRuleName(name),
        status: "check",
        reason: `the ABNF ${abnfAccepts(grammar, name, first.input) ? "accepts" : "rejects"} ${showInput(first.input)} and this rule does not, and no fix was proved`,
        counterexample: first.input,
      });
    }
  }
  // The text, in the grammar's order.
  const header = [
    `// PEG transcription of ${grammar.file}, written by uri-grammar transcribe: each rule under its ABNF`,
    '// (RFC 5234). Quoted strings are case-insensitive unless %s (RFC 7405); peggy\'s "..."i lowers the',
    '// input, which would match U+212A KELVIN SIGN for "k", so a "k" is written [kK].',
    "// Every rule was checked against its ABNF on the automata (uri-grammar check); `// PEG:` says where",
    "// PEG needed a change, `// PEG: check` where no change was proved right. Compile with",
    '// allowedStartRules: ["*"] to use every rule as a start rule.',
    "",
  ];
  const blocks = names.map((name) => {
    const rule = grammar.rules.get(name.toLowerCase())!;
    const result = results.get(name)!;
    const lines = abnfLines(rule, sources).map((l) => `// ${l}`);
    if (lines.length === 0) lines.push(`// ${name} (${rule.file}:${rule.line})`);
    if (result.status === "fixed")
      lines.push(`// PEG: ${result.fix} (proved: accepts exactly what the ABNF accepts)`);
    if (result.status === "check") lines.push(`// PEG: check — ${result.reason}`);
    lines.push(`${result.pegRule}\n  = ${bodies.get(name)}`);
    return lines.join("\n");
  });
  return { text: header.join("\n") + blocks.join("\n\n") + "\n", rules: names.map((n) => results.get(n)!) };
}

function abnfAccepts(grammar: AbnfGrammar, rule: string, input: string): boolean {
  return new AbnfSide(grammar, rule).accepts(input);
}

// ---- splitting a choice by first character ----

/** The characters a tree's strings may begin with, and whether it matches the empty string. */
function firstOf(rx: Rx): { first: Ranges; nullable: boolean } {
  switch (rx.k) {
    case "set":
      return { first: rx.ranges, nullable: false };
    case "seq": {
      const first: Ranges[] = [];
      for (const item of rx.items) {
        const f = firstOf(item);
        first.push(f.first);
        if (!f.nullable) return { first: union(...first), nullable: false };
      }
      return { first: union(...first), nullable: true };
    }
    case "alt": {
      const all = rx.items.map(firstOf);
      return { first: union(...all.map((f) => f.first)), nullable: all.some((f) => f.nullable) };
    }
    case "rep": {
      if (rx.max === 0) return { first: [], nullable: true };
      const f = firstOf(rx.item);
      return { first: f.first, nullable: rx.min === 0 || f.nullable };
    }
    default:
      return firstOf(rx.item);
  }
}

function overlap(a: Ranges, b: Ranges): boolean {
  return a.some(([x, y]) => b.some(([u, v]) => x <= v && u <= y));
}

/**
 * A choice's alternatives in groups: two alternatives are in one group when some character begins
 * strings of both; a group also holds the alternatives that may match nothing and that the PEG
 * tries before its last one (`order`: the alternatives' indices in the PEG's order). Null when that
 * leaves fewer than two groups.
 *
 * Why a group can be checked alone: on an input that begins with a character c of a group G, an
 * alternative of another group that cannot match nothing fails at c (it must read a first character,
 * and c is not one of its), in the PEG as in the ABNF; one that may match nothing may succeed on
 * nothing in the PEG, and then the rule has not read the input: where the PEG tries it before G's
 * last alternative, that can take the input from G, so it is in G's part; after, G has failed
 * already. So the rule and G's part read such inputs alike, on both sides; an input that no group
 * begins with is rejected by both sides, and the empty input is checked on the whole rule. (A PEG
 * alternative reads no character its ABNF does not: its guards and lookaheads read nothing.)
 */
function firstGroups(trees: readonly Rx[], order: readonly number[]): Set<number>[] | null {
  const firsts = trees.map(firstOf);
  const group = trees.map((_, i) => i);
  const find = (i: number): number => (group[i] === i ? i : (group[i] = find(group[i]!)));
  for (let i = 0; i < trees.length; i++)
    for (let j = i + 1; j < trees.length; j++)
      if (overlap(firsts[i]!.first, firsts[j]!.first)) group[find(i)] = find(j);
  const roots = [...new Set(trees.map((_, i) => find(i)))].filter((r) =>
    trees.some((_, i) => find(i) === r && firsts[i]!.first.length > 0),
  );
  if (roots.length < 2) return null;
  const position = new Map(order.map((index, p) => [index, p]));
  return roots.map((r) => {
    const last = Math.max(...trees.flatMap((_, i) => (find(i) === r ? [position.get(i)!] : [])));
    return new Set(
      trees.flatMap((_, i) => (find(i) === r || (firsts[i]!.nullable && position.get(i)! < last) ? [i] : [])),
    );
  });
}

// ---- the fixes to try ----

interface Candidate {
  fixes: Fix[];
  description: string;
}

/** The nodes of a rule's own right-hand side (not its callees'), with the continuation of each in its sequence. */
function sites(node: AbnfNode, after: AbnfNode[] = [], out: { node: AbnfNode; after: AbnfNode[] }[] = []) {
  out.push({ node, after });
  switch (node.type) {
    case "alt":
      for (const item of node.items) sites(item, after, out);
      break;
    case "cat":
      node.items.forEach((item, i) => sites(item, [...node.items.slice(i + 1), ...after], out));
      break;
    case "rep":
      sites(node.item, after, out);
      break;
  }
  return out;
}

/** The order in which no alternative that can stop early comes before one it is a prefix of. */
function prefixOrder(grammar: AbnfGrammar, node: Extract<AbnfNode, { type: "alt" }>): number[] | null {
  const trees = node.items.map((item) => nodeTree(grammar, item));
  const n = trees.length;
  // before[j] holds i when j must come before i (a string of i is a proper prefix of one of j).
  const after = Array.from({ length: n }, () => new Set<number>());
  for (let i = 0; i < n; i++)
    for (let j = 0; j < n; j++) if (i !== j && extendsInto(trees[i]!, trees[j]!)) after[i]!.add(j);
  const order: number[] = [];
  const placed = new Set<number>();
  while (order.length < n) {
    const next = [...Array(n).keys()].find(
      (i) => !placed.has(i) && [...after[i]!].every((j) => placed.has(j)),
    );
    if (next === undefined) return null;
    order.push(next);
    placed.add(next);
  }
  return order;
}

function* candidates(grammar: AbnfGrammar, rule: AbnfRule): Generator<Candidate> {
  const all = sites(rule.node);
  const alts = all.filter(
    (s): s is { node: Extract<AbnfNode, { type: "alt" }>; after: AbnfNode[] } => s.node.type === "alt",
  );
  // A repetition of a fixed count takes that many rounds whatever follows: only the others can eat
  // what follows them.
  const reps = all.filter((s) => s.node.type === "rep" && s.after.length > 0 && s.node.max !== s.node.min);
  const names = (node: Extract<AbnfNode, { type: "alt" }>, order: number[]) =>
    order.map((i) => new Printer(grammar, []).print(node.items[i]!, "seq")).join(" / ");
  // 1. Orders.
  for (const { node } of alts) {
    const order = prefixOrder(grammar, node);
    if (order !== null && order.some((v, i) => v !== i))
      yield {
        fixes: [{ kind: "order", node, order }],
        description: `alternatives ordered so that none is tried before a longer one it can be a prefix of: ${names(node, order)}`,
      };
    const reversed = node.items.map((_, i) => node.items.length - 1 - i);
    yield {
      fixes: [{ kind: "order", node, order: reversed }],
      description: `alternatives in reverse order: ${names(node, reversed)}`,
    };
  }
  // 2. Guards: an alternative must not stop where another could go on (in the written order, then
  // in the prefix order).
  for (const { node } of alts) {
    const trees = node.items.map((item) => nodeTree(grammar, item));
    const prefix = prefixOrder(grammar, node);
    const orders = [node.items.map((_, i) => i), ...(prefix === null ? [] : [prefix])];
    for (const order of orders)
      for (const laterOnly of [true, false]) {
        const guards: (string | null)[] = trees.map(() => null);
        order.forEach((i, position) => {
          if (position === order.length - 1) return;
          const others = order
            .filter((j, q) => j !== i && (!laterOnly || q > position))
            .map((j) => trees[j]!);
          const chars = continuations(trees[i]!, others);
          if (chars.length > 0) guards[i] = `!${pegClass(chars)}`;
        });
        if (!guards.some((g) => g !== null)) continue;
        const fixes: Fix[] = [{ kind: "guard", node, guards }];
        if (order.some((v, i) => v !== i)) fixes.push({ kind: "order", node, order });
        const shown = order.flatMap((i) =>
          guards[i] === null ? [] : [`${new Printer(grammar, []).print(node.items[i]!, "seq")} ${guards[i]}`],
        );
        yield {
          fixes,
          description: `${fixes.length > 1 ? `alternatives ordered (${names(node, order)}) and ` : "alternatives "}guarded: each must not be followed by a character with which ${laterOnly ? "a later" : "another"} alternative could go on (${shown.join(", ")})`,
        };
      }
  }
  // 3. Repetitions before what could take their last round: each alone, then all at once.
  const roundFixes = reps.map(({ node, after }) => {
    const rep = node as Extract<AbnfNode, { type: "rep" }>;
    const chars = continuations(nodeTree(grammar, rep.item), [
      nodeTree(grammar, { type: "cat", items: after }),
    ]);
    const restText = new Printer(grammar, []).print({ type: "cat", items: after }, "suffix");
    return {
      node,
      roundText: new Printer(grammar, []).print(rep.item, "seq"),
      guard: chars.length === 0 ? null : `!${pegClass(chars)}`,
      lookahead: `&${restText.startsWith("(") ? restText : `(${restText})`}`,
    };
  });
  for (const r of roundFixes) {
    if (r.guard !== null)
      yield {
        fixes: [{ kind: "round", node: r.node, after: r.guard }],
        description: `each round of ${r.roundText} must not be followed by a character with which what follows the repetition could go on after that round (${r.guard})`,
      };
    yield {
      fixes: [{ kind: "round", node: r.node, after: r.lookahead }],
      description: `a round of ${r.roundText} is taken only where what follows the repetition can follow it`,
    };
  }
  const guarded = roundFixes.filter((r) => r.guard !== null);
  if (guarded.length > 1)
    yield {
      fixes: guarded.map((r) => ({ kind: "round" as const, node: r.node, after: r.guard! })),
      description: `each round of a repetition must not be followed by a character with which what follows the repetition could go on after that round (${[...new Set(guarded.map((r) => `${r.roundText} ${r.guard}`))].join(", ")})`,
    };
  // 4. Every choice ordered and guarded at once.
  const orders: Fix[] = [];
  for (const { node } of alts) {
    const order = prefixOrder(grammar, node);
    if (order !== null) orders.push({ kind: "order", node, order });
  }
  if (orders.length > 1)
    yield {
      fixes: orders,
      description:
        "every choice ordered so that no alternative is tried before a longer one it can be a prefix of",
    };
}
