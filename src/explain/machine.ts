// A rule of the ABNF as a Thompson NFA that remembers the grammar: where it enters and leaves each
// rule, and which node of which rule's syntax tree each state came from. The derivation
// (derive.ts) runs it as a Pike VM, threads in priority order (an alternation's first item first, a
// repetition's body before its exit: the order a backtracking engine tries them, which the tagged
// DFA and the oracle's capture groups follow too, compiler/passes/nfa.ts), so that the reading it
// finds is the one the library's components come from.
//
// Every rule reference is inlined, as compiler/passes/lower.ts does: a URI grammar is regular (no
// rule refers to itself), so the NFA is finite.
import type { AbnfGrammar, AbnfNode } from "../../compiler/ast.js";
import { ruleIn } from "./abnf.js";

export const SPLIT = 0;
export const CHAR = 1;
export const ENTER = 2;
export const EXIT = 3;
export const FINAL = 4;

/** A node of a rule's syntax tree: the rule and the node's index in a preorder walk of its definition. */
interface NodeKey {
  readonly rule: string;
  readonly index: number;
}

export interface Machine {
  readonly grammar: AbnfGrammar;
  readonly rule: string;
  readonly start: number;
  readonly size: number;
  readonly kind: Uint8Array;
  /** CHAR, ENTER, EXIT: the next state. */
  readonly next: Int32Array;
  /** SPLIT: the next states in priority order. */
  readonly outs: readonly (readonly number[])[];
  /** CHAR: its set, as [from, to, from, to, ...]. */
  readonly sets: readonly Int32Array[];
  /** ENTER, EXIT: the rule's name; CHAR, SPLIT, ENTER: the node (index into keys) it came from. */
  readonly ruleName: readonly string[];
  readonly node: Int32Array;
  readonly keys: readonly NodeKey[];
}

/** The preorder index of every node of a rule's definition (the keys of railroad highlights too). */
export function nodeIndex(root: AbnfNode): Map<AbnfNode, number> {
  const index = new Map<AbnfNode, number>();
  const walk = (n: AbnfNode) => {
    index.set(n, index.size);
    if (n.type === "alt" || n.type === "cat") n.items.forEach(walk);
    else if (n.type === "rep") walk(n.item);
  };
  walk(root);
  return index;
}

function caseFold(code: number): number[] {
  if (code >= 0x41 && code <= 0x5a) return [code, code, code + 0x20, code + 0x20];
  if (code >= 0x61 && code <= 0x7a) return [code - 0x20, code - 0x20, code, code];
  return [code, code];
}

/** The NFA of `rule` in `grammar`; throws on a recursive rule or an undefined one. */
function buildMachine(grammar: AbnfGrammar, rule: string): Machine {
  const kind: number[] = [];
  const next: number[] = [];
  const outs: number[][] = [];
  const sets: Int32Array[] = [];
  const ruleName: string[] = [];
  const node: number[] = [];
  const keys: NodeKey[] = [];
  const keyIds = new Map<string, number>();
  const indexes = new Map<string, Map<AbnfNode, number>>();
  const state = (k: number, to: number, name = "", key = -1, set?: Int32Array): number => {
    kind.push(k);
    next.push(to);
    outs.push([]);
    sets.push(set ?? EMPTY_SET);
    ruleName.push(name);
    node.push(key);
    return kind.length - 1;
  };
  const keyOf = (ruleKey: string, n: AbnfNode): number => {
    let index = indexes.get(ruleKey);
    if (index === undefined) indexes.set(ruleKey, (index = nodeIndex(grammar.rules.get(ruleKey)!.node)));
    const i = index.get(n)!;
    const id = `${ruleKey} ${i}`;
    let k = keyIds.get(id);
    if (k === undefined) {
      keyIds.set(id, (k = keys.length));
      keys.push({ rule: grammar.rules.get(ruleKey)!.name, index: i });
    }
    return k;
  };
  // Builds `n` (of rule `owner`) in front of the state `then`; returns its first state.
  const build = (n: AbnfNode, owner: string, then: number, stack: readonly string[]): number => {
    switch (n.type) {
      case "cat": {
        let s = then;
        for (let i = n.items.length - 1; i >= 0; i--) s = build(n.items[i]!, owner, s, stack);
        return s;
      }
      case "alt": {
        const split = state(SPLIT, -1, "", keyOf(owner, n));
        outs[split] = n.items.map((item) => build(item, owner, then, stack));
        return split;
      }
      case "rep": {
        if (n.max === 0) return then; // `0<pchar>`: the empty string
        const key = keyOf(owner, n);
        let s = then;
        if (n.max === null) {
          // A greedy loop: the body first, then the way out.
          const loop = state(SPLIT, -1, "", key);
          outs[loop] = [build(n.item, owner, loop, stack), then];
          s = loop;
        } else
          for (let i = 0; i < n.max - n.min; i++) {
            const optional = state(SPLIT, -1, "", key);
            outs[optional] = [build(n.item, owner, s, stack), then];
            s = optional;
          }
        for (let i = 0; i < n.min; i++) s = build(n.item, owner, s, stack);
        return s;
      }
      case "ref":
        return ref(n.name, then, stack, keyOf(owner, n));
      case "str": {
        let s = then;
        const chars = [...n.value];
        for (let i = chars.length - 1; i >= 0; i--) {
          const code = chars[i]!.codePointAt(0)!;
          s = state(
            CHAR,
            s,
            "",
            keyOf(owner, n),
            Int32Array.from(n.caseSensitive ? [code, code] : caseFold(code)),
          );
        }
        return s;
      }
      case "range":
        return state(CHAR, then, "", keyOf(owner, n), Int32Array.of(n.from, n.to));
      case "chars": {
        let s = then;
        for (let i = n.codes.length - 1; i >= 0; i--)
          s = state(CHAR, s, "", keyOf(owner, n), Int32Array.of(n.codes[i]!, n.codes[i]!));
        return s;
      }
      case "prose":
        throw new Error(`${grammar.file}: prose value <${n.text}> cannot be derived`);
    }
  };
  const ref = (name: string, then: number, stack: readonly string[], key: number): number => {
    const r = ruleIn(grammar, name);
    if (r === undefined) throw new Error(`${grammar.file}: no rule named ${name}`);
    const ruleKey = r.name.toLowerCase();
    if (stack.includes(ruleKey)) throw new Error(`${grammar.file}: rule ${r.name} is recursive`);
    const exit = state(EXIT, then, r.name);
    const inner = build(r.node, ruleKey, exit, [...stack, ruleKey]);
    return state(ENTER, inner, r.name, key);
  };
  const final = state(FINAL, -1);
  const start = ref(rule, final, [], -1);
  return {
    grammar,
    rule: ruleIn(grammar, rule)!.name,
    start,
    size: kind.length,
    kind: Uint8Array.from(kind),
    next: Int32Array.from(next),
    outs,
    sets,
    ruleName,
    node: Int32Array.from(node),
    keys,
  };
}

const EMPTY_SET = new Int32Array(0);

const machines = new WeakMap<AbnfGrammar, Map<string, Machine>>();

/** The machine of a rule, built once per grammar. */
export function machineOf(grammar: AbnfGrammar, rule: string): Machine {
  let byRule = machines.get(grammar);
  if (byRule === undefined) machines.set(grammar, (byRule = new Map()));
  const key = rule.toLowerCase();
  let m = byRule.get(key);
  if (m === undefined) byRule.set(key, (m = buildMachine(grammar, rule)));
  return m;
}
