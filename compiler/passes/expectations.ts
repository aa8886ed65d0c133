// Pass "expectations": what an error message says when an input fails in a state of the recognizer.
//
// A state of the minimal DFA holds the readings still alive after a prefix: NFA edges, each reading
// one more character inside some ABNF rules (subset.ts keeps them). When the next character is one
// none of them takes, or the input ends where the state does not accept, those edges are what was
// expected there, and the rules around them are where the input failed: no parser has to run again
// to explain a failure, and the explanation costs nothing per character of the input.
//
// An expected item is named the way a reader of the grammar names it: by the outermost "token" rule
// the edge begins (a rule the PEG transcription gives a display name: pchar, h16, HEXDIG...), else by
// the quoted string it belongs to (RFC 5234 §2.3: "::"), else by its characters. The rules outside
// the token are the item's context, its rule stack.
//
// A state of the minimal DFA stands for every prefix with the same future, and the readings alive
// after those prefixes may differ ("a" and "1.2.3.4" as a host: the second is also an IPv4address
// still). The items of a state are those of the shortest prefix that reaches it from each start
// rule (subset.ts): the readings a person would think of first.
import { normalizeRanges } from "../charset.js";
import { compilerWork } from "../work.js";
import type { Nfa } from "./nfa.js";
import type { RecognizerDfa } from "./subset.js";

/** One expected item: its rule stack (index into the grammar's stacks), what it is, and its text. */
export interface Expectation {
  stack: number;
  kind: "rule" | "literal" | "chars";
  /** The rule's name; the quoted string's characters (unquoted); the characters as hex ranges ("2b-2e,5f"). */
  text: string;
}

/** Interned per grammar: the stacks and items every rule's states point into. */
export class ExpectationTable {
  readonly stacks: string[][] = [];
  readonly items: Expectation[] = [];
  private readonly stackIndex = new Map<string, number>();
  private readonly itemIndex = new Map<string, number>();

  constructor(readonly isToken: (rule: string) => boolean) {}

  private stackId(stack: string[]): number {
    const key = stack.join(" ");
    let id = this.stackIndex.get(key);
    if (id === undefined) this.stackIndex.set(key, (id = this.stacks.push(stack) - 1));
    return id;
  }

  private itemId(item: Expectation): number {
    const key = `${item.stack} ${item.kind} ${item.text}`;
    let id = this.itemIndex.get(key);
    if (id === undefined) this.itemIndex.set(key, (id = this.items.push(item) - 1));
    return id;
  }

  /** For each state of the recognizer, the ids of its expected items (sorted, deduplicated). */
  statesOf(dfa: RecognizerDfa): number[][] {
    return dfa.alive.map((edges) => {
      const ids = new Set<number>();
      compilerWork.units += 1 + edges.length;
      for (const edge of edges) ids.add(this.itemId(this.describe(dfa.nfa, edge)));
      return [...ids].sort((a, b) => a - b);
    });
  }

  private describe(nfa: Nfa, edge: RecognizerDfa["alive"][number][number]): Expectation {
    const rules = nfa.stacks[edge.stack]!;
    // The outermost token this character begins (one already begun is described by what it still
    // expects: inside "%4", a HEXDIG, not a pchar). The start rule itself is never the token: the
    // message names what it expected inside it.
    const token = rules.findIndex((rule, i) => i > 0 && i >= edge.fresh && this.isToken(rule));
    if (token > 0) return { stack: this.stackId(rules.slice(0, token)), kind: "rule", text: rules[token]! };
    const stack = this.stackId(rules);
    if (edge.literal) return { stack, kind: "literal", text: edge.literal.text.slice(edge.literal.index) };
    const ranges = normalizeRanges(nfa.sets[edge.set]!);
    const text = ranges.map(([a, b]) => (a === b ? a.toString(16) : `${a.toString(16)}-${b.toString(16)}`));
    return { stack, kind: "chars", text: text.join(",") };
  }
}
