// Pass "lower": a start rule of the ABNF → a regular-expression tree (Rx), every rule reference
// inlined. The later passes read this tree: regex.ts writes it as a JavaScript pattern (the oracle),
// nfa.ts builds automata from it.
//
// Inlining needs the grammar to be regular: a rule that refers to itself, directly or not, is
// reported with its cycle (RFC 5234 allows recursion; a URI grammar has none). The tree keeps what
// the automata need to speak about the grammar: `rule` nodes say which ABNF rule a part of the tree
// came from, `lit` nodes which quoted string (for error messages), and `group` nodes which
// component a rule fills (the tagged DFA's capture groups).
import type { AbnfGrammar, AbnfNode } from "../ast.js";
import { caseFold, normalizeRanges, type Ranges, union } from "../charset.js";
import { AbnfError } from "../errors.js";
import { getRule } from "../load.js";
import { visitor } from "../visitor.js";

export type Rx =
  | { k: "set"; ranges: Ranges }
  | { k: "seq"; items: Rx[] }
  | { k: "alt"; items: Rx[] }
  | { k: "rep"; min: number; max: number | null; item: Rx }
  /** A capture: the component `name` is what `item` matches. */
  | { k: "group"; name: string; item: Rx }
  /** What `item` matches is the ABNF rule `name`. */
  | { k: "rule"; name: string; item: Rx }
  /** `item` is the quoted string `text` (RFC 5234 §2.3), one set per character. */
  | { k: "lit"; text: string; item: Rx };

export const EMPTY: Rx = { k: "seq", items: [] };

export interface LowerOptions {
  /** Rules whose matches are captured, and the component each one fills (`path-abempty` → `path`). */
  captures?: Readonly<Record<string, string>>;
  /**
   * Rules that are called, not inlined (lower-case name → the symbol of the call, passes/calls.ts):
   * a reference to one of them is that one symbol, which the context-free recognizer reads as the
   * rule's whole match. The rule being lowered is inlined at the top, its own references called.
   */
  calls?: ReadonlyMap<string, number>;
  /**
   * Recursion unrolled: a rule may be inside itself this many times, and a reference past that
   * matches nothing (the PEG check proves a recursive rule for inputs that nest it that deep).
   */
  unroll?: number;
}

/** The rule as a tree, every reference inlined (in a `rule` node), `captures` rules in groups. */
export function ruleTree(grammar: AbnfGrammar, ruleName: string, options: LowerOptions = {}): Rx {
  return lowerer(grammar, options).rule(ruleName);
}

/** A part of a rule's right-hand side as a tree (the transcriber reasons about choices and repetitions). */
export function nodeTree(grammar: AbnfGrammar, node: AbnfNode, options: LowerOptions = {}): Rx {
  return lowerer(grammar, options).node(node);
}

function lowerer(grammar: AbnfGrammar, options: LowerOptions) {
  const captures = new Map(Object.entries(options.captures ?? {}).map(([k, v]) => [k.toLowerCase(), v]));
  const lowerRule = (name: string, stack: readonly string[]): Rx => {
    const rule = getRule(grammar, name);
    const key = rule.name.toLowerCase();
    if (options.unroll !== undefined && stack.filter((k) => k === key).length >= options.unroll + 1)
      return { k: "alt", items: [] };
    if (options.unroll === undefined && stack.includes(key)) {
      const cycle = [...stack.slice(stack.indexOf(key)), key].map((k) => grammar.rules.get(k)!.name);
      throw new AbnfError(
        `${grammar.file}: rule ${rule.name} is recursive (${cycle.join(" → ")}); only regular grammars compile to automata`,
      );
    }
    const inner: Rx = { k: "rule", name: rule.name, item: lowerNode(rule.node, [...stack, key]) };
    const component = captures.get(key);
    return component === undefined ? inner : { k: "group", name: component, item: inner };
  };
  const lowerNode = (node: AbnfNode, stack: readonly string[]): Rx => {
    const visit: (n: AbnfNode) => Rx = visitor<Rx>(
      {
        ref: (n) => {
          const call = options.calls?.get(n.name.toLowerCase());
          return call === undefined ? lowerRule(n.name, stack) : { k: "set", ranges: [[call, call]] };
        },
        str: (n) => {
          const item = seq(
            [...n.value].map((ch): Rx => {
              const code = ch.codePointAt(0)!;
              return { k: "set", ranges: n.caseSensitive ? [[code, code]] : caseFold(code) };
            }),
          );
          return [...n.value].length > 1 ? { k: "lit", text: n.value, item } : item;
        },
        chars: (n) => seq(n.codes.map((code): Rx => ({ k: "set", ranges: [[code, code]] }))),
        // The reader refuses an empty range and an empty repetition (grammar/abnf.peggy).
        range: (n) => ({ k: "set", ranges: [[n.from, n.to]] }),
        cat: (n, v) => seq(n.items.map(v)),
        alt: (n, v) => ({ k: "alt", items: n.items.map(v) }),
        rep: (n, v) => {
          if (n.max === 0) return EMPTY; // `0<pchar>` (path-empty) and `0*0x` match only ""
          const item = v(n.item);
          return n.min === 1 && n.max === 1 ? item : { k: "rep", min: n.min, max: n.max, item };
        },
        prose: (n) => {
          throw new AbnfError(`${grammar.file}: prose value <${n.text}> cannot be compiled (only as 0<...>)`);
        },
      },
      EMPTY,
    );
    return visit(node);
  };
  return { rule: (name: string) => lowerRule(name, []), node: (node: AbnfNode) => lowerNode(node, []) };
}

export function seq(items: Rx[]): Rx {
  const flat = items.flatMap((x) => (x.k === "seq" ? x.items : [x]));
  return flat.length === 1 ? flat[0]! : { k: "seq", items: flat };
}

/**
 * The same language without what only error messages need (`rule` and `lit` nodes), and with the
 * single characters of an alternation merged into one set where the first of them stood (a union:
 * the same language; a regex engine tests one class instead of trying alternatives one by one, and
 * the NFA has fewer states). Capture groups are kept.
 */
export function plain(rx: Rx): Rx {
  switch (rx.k) {
    case "set":
      return rx;
    case "rule":
    case "lit":
      return plain(rx.item);
    case "group":
      return { k: "group", name: rx.name, item: plain(rx.item) };
    case "seq":
      return seq(rx.items.map(plain));
    case "rep":
      return { ...rx, item: plain(rx.item) };
    case "alt": {
      const items = rx.items.map(plain);
      const sets = items.filter((x): x is Extract<Rx, { k: "set" }> => x.k === "set");
      if (sets.length <= 1) return { k: "alt", items };
      const merged: Rx = { k: "set", ranges: union(...sets.map((x) => x.ranges)) };
      const rest = items.filter((x) => x.k !== "set");
      if (rest.length === 0) return merged;
      const at = items.findIndex((x) => x.k === "set");
      return { k: "alt", items: [...rest.slice(0, at), merged, ...rest.slice(at)] };
    }
  }
}

/** Calls `f` on every node of the tree, a node before the nodes inside it, in the tree's order. */
export function walk(rx: Rx, f: (node: Rx) => void): void {
  f(rx);
  if (rx.k === "seq" || rx.k === "alt") for (const item of rx.items) walk(item, f);
  else if (rx.k !== "set") walk(rx.item, f);
}

/** The sets of a tree, normalized (for the alphabet). */
export function setsOf(rx: Rx, out: Ranges[] = []): Ranges[] {
  walk(rx, (node) => {
    if (node.k === "set") out.push(normalizeRanges(node.ranges));
  });
  return out;
}

/** The components the tree captures, in the order of their first group. */
export function groupsOf(rx: Rx, out: string[] = []): string[] {
  walk(rx, (node) => {
    if (node.k === "group" && !out.includes(node.name)) out.push(node.name);
  });
  return out;
}

/** Whether the tree captures a component anywhere. */
export function hasGroup(rx: Rx): boolean {
  return groupsOf(rx).length > 0;
}
