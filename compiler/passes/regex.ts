// Pass "regex": the rule's tree (lower.ts) written as an anchored JavaScript regular expression:
// the ORACLE that the PEG transcriptions and the automata are checked against
// (compiler/equivalence.ts, `npm run check:grammars`). It never runs on a user's input.
//
// A backtracking regular expression decides membership exactly: for an anchored pattern the engine
// tries every alternative and every repetition count before it answers "no", so the pattern's
// language is the ABNF's whatever the order of the alternatives. That is precisely what a PEG does
// not do, and why the regex is the oracle.
import type { AbnfGrammar } from "../ast.js";
import { normalizeRanges, type Ranges } from "../charset.js";
import { type LowerOptions, plain, ruleTree, type Rx } from "./lower.js";

export interface CompiledRule {
  /** Anchored pattern source, for `new RegExp(source, "u")`. */
  source: string;
  /** For each capture group (1-based index − 1), the component it fills. */
  groups: string[];
}

export function compileRule(
  grammar: AbnfGrammar,
  ruleName: string,
  options: LowerOptions = {},
): CompiledRule {
  const groups: string[] = [];
  const body = write(plain(ruleTree(grammar, ruleName, options)), groups, "top");
  return { source: `^(?:${body})$`, groups };
}

/** The oracle for a rule: a RegExp (no captures). */
export function recognizer(grammar: AbnfGrammar, ruleName: string): RegExp {
  return new RegExp(compileRule(grammar, ruleName).source, "u");
}

type Context = "top" | "seq" | "quantified";

function write(rx: Rx, groups: string[], ctx: Context): string {
  switch (rx.k) {
    case "set":
      return writeSet(rx.ranges);
    case "rule":
    case "lit":
      return write(rx.item, groups, ctx);
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
      const q = quantifier(rx.min, rx.max, (min, max) =>
        max === null ? `{${min},}` : min === max ? `{${min}}` : `{${min},${max}}`,
      );
      return item + q;
    }
  }
}

/**
 * A repetition min*max (RFC 5234 §3.6) as a suffix: `*`, `+` and `?` where they apply (a regular
 * expression and a peggy grammar write them alike), else what `bounds` writes (they differ there).
 */
export function quantifier(
  min: number,
  max: number | null,
  bounds: (min: number, max: number | null) => string,
): string {
  if (min === 0 && max === null) return "*";
  if (min === 1 && max === null) return "+";
  if (min === 0 && max === 1) return "?";
  return bounds(min, max);
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
