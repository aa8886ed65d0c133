// An ABNF grammar read directly as the definition of RFC 5234 says, for small inputs: for each rule
// and each position, the set of positions where a match of the rule from there can end, computed
// as a least fixpoint (every table starts empty and grows until nothing changes), so left recursion,
// rules that match nothing and ambiguity need no special case. It shares nothing with the compiler
// but the reader of ABNF text: no lowering, no automaton, no Earley item. Cubic and worse; for
// inputs of a few dozen characters, the reference the context-free recognizer is held to.
import type { AbnfGrammar, AbnfNode } from "../../compiler/ast.js";

/** The letters a-z and A-Z match either case in a quoted string (RFC 5234 §2.3). */
function fold(c: number): number {
  return c >= 0x41 && c <= 0x5a ? c + 0x20 : c;
}

export class CfgOracle {
  private readonly codes: number[];
  private table = new Map<string, Set<number>[]>();

  constructor(
    private readonly grammar: AbnfGrammar,
    input: string,
  ) {
    this.codes = [...input].map((ch) => ch.codePointAt(0)!);
    const n = this.codes.length;
    for (const key of grammar.rules.keys())
      this.table.set(
        key,
        Array.from({ length: n + 1 }, () => new Set<number>()),
      );
    for (let changed = true; changed;) {
      changed = false;
      for (const [key, rule] of grammar.rules)
        for (let i = 0; i <= n; i++) {
          const known = this.table.get(key)![i]!;
          for (const end of this.ends(rule.node, i))
            if (!known.has(end)) {
              known.add(end);
              changed = true;
            }
        }
    }
  }

  /** Whether the whole input matches the rule. */
  accepts(rule: string): boolean {
    return this.table.get(rule.toLowerCase())![0]!.has(this.codes.length);
  }

  /** Where a match of the rule from code point i can end. */
  endsOf(rule: string, i: number): ReadonlySet<number> {
    return this.table.get(rule.toLowerCase())![i]!;
  }

  private ends(node: AbnfNode, i: number): Set<number> {
    const n = this.codes.length;
    switch (node.type) {
      case "str": {
        const want = [...node.value].map((ch) => ch.codePointAt(0)!);
        if (i + want.length > n) return new Set();
        for (let k = 0; k < want.length; k++) {
          const got = this.codes[i + k]!;
          if (node.caseSensitive ? got !== want[k] : fold(got) !== fold(want[k]!)) return new Set();
        }
        return new Set([i + want.length]);
      }
      case "chars":
        for (let k = 0; k < node.codes.length; k++) if (this.codes[i + k] !== node.codes[k]) return new Set();
        return new Set([i + node.codes.length]);
      case "range":
        return i < n && this.codes[i]! >= node.from && this.codes[i]! <= node.to
          ? new Set([i + 1])
          : new Set();
      case "ref":
        return new Set(this.table.get(node.name.toLowerCase())?.[i] ?? []);
      case "prose":
        return new Set();
      case "alt": {
        const out = new Set<number>();
        for (const item of node.items) for (const e of this.ends(item, i)) out.add(e);
        return out;
      }
      case "cat": {
        let at = new Set([i]);
        for (const item of node.items) {
          const next = new Set<number>();
          for (const p of at) for (const e of this.ends(item, p)) next.add(e);
          at = next;
        }
        return at;
      }
      case "rep": {
        const out = new Set<number>();
        let at = new Set([i]);
        const seen = new Set<string>();
        for (let count = 0; at.size > 0 && (node.max === null || count <= node.max); count++) {
          if (count >= node.min) for (const p of at) out.add(p);
          if (node.max !== null && count === node.max) break;
          const key = `${count >= node.min ? "" : count}:${[...at].sort((a, b) => a - b).join(",")}`;
          if (seen.has(key)) break;
          seen.add(key);
          const next = new Set<number>();
          for (const p of at) for (const e of this.ends(node.item, p)) next.add(e);
          at = next;
        }
        return out;
      }
    }
  }
}
