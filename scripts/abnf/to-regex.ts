// ABNF → an exact recognizer as an anchored JavaScript regular expression.
//
// A regular expression with backtracking decides membership exactly: for an anchored pattern,
// the engine tries every alternative and every repetition count before it answers "no", so the
// language of the pattern is the language of the ABNF, whatever the order of the alternatives.
// (That is precisely what a PEG does not do; it is why the regex is the oracle.) Every rule
// reference is inlined, which needs the grammar to be non-recursive: the URI grammars are regular,
// and a rule that refers to itself, directly or not, is reported by name.
import type { AbnfGrammar, AbnfNode } from "./ast.js";
import { caseFold, normalizeRanges, type Ranges, union } from "./charset.js";
import { AbnfError, getRule } from "./load.js";

/** The regex form of a rule, before it is written out (scripts/abnf/to-dfa.ts compiles it to automata). */
export type Rx =
  | { k: "set"; ranges: Ranges }
  | { k: "seq"; items: Rx[] }
  | { k: "alt"; items: Rx[] }
  | { k: "rep"; min: number; max: number | null; item: Rx }
  | { k: "group"; name: string; item: Rx };

const EMPTY: Rx = { k: "seq", items: [] };

export interface CompileOptions {
  /** Rules whose matches are captured, and the component each one fills (`path-abempty` → `path`). */
  captures?: Readonly<Record<string, string>>;
}

export interface CompiledRule {
  /** Anchored pattern source, for `new RegExp(source, "u")`. */
  source: string;
  /** For each capture group (1-based index − 1), the component it fills. */
  groups: string[];
}

export function compileRule(
  grammar: AbnfGrammar,
  ruleName: string,
  options: CompileOptions = {},
): CompiledRule {
  const rx = ruleTree(grammar, ruleName, options);
  const groups: string[] = [];
  const body = write(rx, groups, "top");
  return { source: `^(?:${body})$`, groups };
}

/** The rule as a regex tree, every reference inlined, `captures` rules wrapped in groups. */
export function ruleTree(grammar: AbnfGrammar, ruleName: string, options: CompileOptions = {}): Rx {
  const captures = new Map(Object.entries(options.captures ?? {}).map(([k, v]) => [k.toLowerCase(), v]));
  return lowerRule(grammar, ruleName, captures, []);
}

/** A RegExp for the rule (no captures). */
export function recognizer(grammar: AbnfGrammar, ruleName: string): RegExp {
  return new RegExp(compileRule(grammar, ruleName).source, "u");
}

function lowerRule(grammar: AbnfGrammar, name: string, captures: Map<string, string>, stack: string[]): Rx {
  const rule = getRule(grammar, name);
  const key = rule.name.toLowerCase();
  if (stack.includes(key)) {
    const cycle = [...stack.slice(stack.indexOf(key)), key].map((k) => grammar.rules.get(k)!.name);
    throw new AbnfError(
      `${grammar.file}: rule ${rule.name} is recursive (${cycle.join(" → ")}); only regular grammars compile to a regular expression`,
    );
  }
  const inner = lower(grammar, rule.node, captures, [...stack, key]);
  const component = captures.get(key);
  return component === undefined ? inner : { k: "group", name: component, item: inner };
}

function lower(grammar: AbnfGrammar, node: AbnfNode, captures: Map<string, string>, stack: string[]): Rx {
  switch (node.type) {
    case "ref":
      return lowerRule(grammar, node.name, captures, stack);
    case "str":
      return seq(
        [...node.value].map((ch) => {
          const code = ch.codePointAt(0)!;
          return { k: "set", ranges: node.caseSensitive ? [[code, code]] : caseFold(code) };
        }),
      );
    case "chars":
      return seq(node.codes.map((code) => ({ k: "set", ranges: [[code, code]] })));
    case "range":
      if (node.from > node.to) throw new AbnfError(`${grammar.file}: empty range ${node.source}`);
      return { k: "set", ranges: [[node.from, node.to]] };
    case "cat":
      return seq(node.items.map((item) => lower(grammar, item, captures, stack)));
    case "alt": {
      const items = node.items.map((item) => lower(grammar, item, captures, stack));
      // The single characters of an alternation become one character class, where the first of
      // them stood: the same language (alternation is a union), and the engine tests one class
      // instead of trying alternatives one by one.
      const sets = items.filter((x): x is Extract<Rx, { k: "set" }> => x.k === "set");
      if (sets.length <= 1) return { k: "alt", items };
      const merged: Rx = { k: "set", ranges: union(...sets.map((x) => x.ranges)) };
      const rest = items.filter((x) => x.k !== "set");
      if (rest.length === 0) return merged;
      const at = items.findIndex((x) => x.k === "set");
      return { k: "alt", items: [...rest.slice(0, at), merged, ...rest.slice(at)] };
    }
    case "rep": {
      if (node.max !== null && node.min > node.max)
        throw new AbnfError(`${grammar.file}: repetition ${node.min}*${node.max} is empty`);
      if (node.max === 0) return EMPTY; // `0<pchar>` (path-empty) and `0*0x` match only the empty string
      const item = lower(grammar, node.item, captures, stack);
      if (node.min === 1 && node.max === 1) return item;
      return { k: "rep", min: node.min, max: node.max, item };
    }
    case "prose":
      throw new AbnfError(`${grammar.file}: prose value <${node.text}> cannot be compiled (only as 0<...>)`);
  }
}

function seq(items: Rx[]): Rx {
  const flat = items.flatMap((x) => (x.k === "seq" ? x.items : [x]));
  return flat.length === 1 ? flat[0]! : { k: "seq", items: flat };
}

type Context = "top" | "seq" | "quantified";

function write(rx: Rx, groups: string[], ctx: Context): string {
  switch (rx.k) {
    case "set":
      return writeSet(rx.ranges);
    case "group": {
      groups.push(rx.name);
      return `(${write(rx.item, groups, "top")})`;
    }
    case "seq": {
      const body = rx.items.map((x) => write(x, groups, "seq")).join("");
      return ctx === "quantified" && rx.items.length !== 1 ? `(?:${body})` : body;
    }
    case "alt": {
      const body = rx.items.map((x) => write(x, groups, "top")).join("|");
      return ctx === "top" ? body : `(?:${body})`;
    }
    case "rep": {
      // A quantified quantifier needs a group: `x{1,4}?` would be a lazy `{1,4}`, not an option.
      const inner = write(rx.item, groups, "quantified");
      const item = rx.item.k === "rep" ? `(?:${inner})` : inner;
      const { min, max } = rx;
      const q =
        min === 0 && max === null
          ? "*"
          : min === 1 && max === null
            ? "+"
            : min === 0 && max === 1
              ? "?"
              : max === null
                ? `{${min},}`
                : min === max
                  ? `{${min}}`
                  : `{${min},${max}}`;
      return item + q;
    }
  }
}

const SYNTAX = new Set([..."^$\\.*+?()[]{}|/-"]);

function writeChar(code: number, inClass: boolean): string {
  if (code >= 0x21 && code <= 0x7e) {
    const ch = String.fromCharCode(code);
    if (SYNTAX.has(ch) && (inClass || ch !== "-")) return "\\" + ch;
    return ch;
  }
  return code <= 0xffff
    ? `\\u${code.toString(16).toUpperCase().padStart(4, "0")}`
    : `\\u{${code.toString(16).toUpperCase()}}`;
}

function writeSet(input: Ranges): string {
  const ranges = normalizeRanges(input);
  if (ranges.length === 1 && ranges[0]![0] === ranges[0]![1]) return writeChar(ranges[0]![0], false);
  const parts = ranges.map(([a, b]) =>
    a === b
      ? writeChar(a, true)
      : b === a + 1
        ? writeChar(a, true) + writeChar(b, true)
        : `${writeChar(a, true)}-${writeChar(b, true)}`,
  );
  return `[${parts.join("")}]`;
}
