// The automata's limits, said in the grammar's terms. A counted repetition makes a state per count
// (`1*65535DIGIT`: 65,536), and repetitions in sequence or nested multiply: past a limit, the
// compiler stops with the rule where the states multiply, its line, the limit and what to do, not
// with an internal error. Two limits: the NFA's size, checked on the tree before any state is built
// (`1*999999999DIGIT` would fill the memory first), and the DFA's states, checked as they are made
// (passes/subset.ts, passes/tagged.ts throw TooLarge).
import type { AbnfGrammar, AbnfNode } from "./ast.js";
import { GrammarTooLarge } from "./errors.js";
import type { Rx } from "./passes/lower.js";
import type { Nfa } from "./passes/nfa.js";
import type { TooLarge } from "./passes/subset.js";
import { reachable } from "./references.js";
import { visitor } from "./visitor.js";

/** The states a DFA may have by default (compileAbnf's maxStates, --max-states). */
export const DEFAULT_MAX_STATES = 100_000;

/** The most states a splitter's tables hold (automata/engines.ts packs a state in 16 bits). */
export const SPLITTER_MAX_STATES = 0x7ffe;

/** How deep groups and options may nest in a rule (the reader and the passes recurse on them). */
export const MAX_NESTING = 1_000;

/**
 * Runs a step of the compiler, a stack overflow said in the grammar's terms: rules that refer to
 * each other in a chain thousands deep (the passes recurse along references), or that nest past the
 * engine's stack. A GrammarTooLarge, not a RangeError from deep inside.
 */
export function withinStack<T>(file: string, run: () => T): T {
  try {
    return run();
  } catch (error) {
    if (error instanceof RangeError && /call stack/i.test(error.message))
      throw new GrammarTooLarge(
        file,
        0,
        "",
        0,
        `${file}: the grammar nests too deeply for the compiler: its rules refer to each other in a chain, or its groups nest, thousands deep (the passes follow them by recursion, about a thousand deep at most); hint: write the chain as fewer rules, or as a repetition`,
      );
    throw error;
  }
}

/** The NFA states a DFA of `maxStates` states may be built from (a few per character read). */
const nfaLimit = (maxStates: number): number => 4 * maxStates;

/** The NFA states passes/nfa.ts builds for a tree (its exact count, capped just past `cap`). */
function nfaSize(rx: Rx, cap: number): number {
  const sat = (n: number) => Math.min(n, cap + 1);
  switch (rx.k) {
    case "set":
      return 1;
    case "rule":
    case "lit":
      return nfaSize(rx.item, cap);
    case "group":
      return sat(2 + nfaSize(rx.item, cap));
    case "seq":
      return sat(rx.items.reduce((n, item) => sat(n + nfaSize(item, cap)), 0));
    case "alt":
      return sat(rx.items.reduce((n, item) => sat(n + 1 + nfaSize(item, cap)), 1));
    case "rep": {
      const item = nfaSize(rx.item, cap);
      const copies = sat(
        sat(rx.min * item) + (rx.max === null ? 3 + item : sat((rx.max - rx.min) * (1 + item))),
      );
      return sat(copies + 1);
    }
  }
}

/** The largest counted repetition of a rule's own right-hand side, as written ("1*65535"), if any. */
function countedRepetition(node: AbnfNode): string | undefined {
  let best: { size: number; text: string } | undefined;
  visitor<void>(
    {
      rep: (n, visit) => {
        const size = Math.max(n.min, n.max ?? 0);
        if (size > 1 && (best === undefined || size > best.size))
          best = { size, text: n.max === n.min ? String(n.min) : `${n.min || ""}*${n.max ?? ""}` };
        visit(n.item);
      },
    },
    undefined,
  )(node);
  return best?.text;
}

function error(
  grammar: AbnfGrammar,
  ruleName: string,
  startRule: string,
  what: string,
  limit: number,
  tail: string,
) {
  const rule = grammar.rules.get(ruleName.toLowerCase());
  const start = grammar.rules.get(startRule.toLowerCase());
  const counted = rule === undefined ? undefined : countedRepetition(rule.node);
  const where = rule === undefined ? grammar.file : `${rule.file}:${rule.line}`;
  const name = rule?.name ?? ruleName;
  const inside = start !== undefined && start !== rule ? ` (start rule ${start.name})` : "";
  return new GrammarTooLarge(
    rule?.file ?? grammar.file,
    rule?.line ?? 0,
    name,
    limit,
    `${where}: ${name}${inside}: its ${what} passes the limit of ${limit.toLocaleString("en-US")} states` +
      (counted === undefined ? "" : `, with its counted repetition ${counted}`) +
      `; hint: a counted repetition makes a state per count (1*65535DIGIT: 65,536), and repetitions in sequence or nested multiply their counts: lower the counts, compile fewer start rules at once${tail}`,
  );
}

const RAISE = ", or raise the limit (--max-states N; compileAbnf's maxStates)";

/** Of the rules the start rules reach, the one with the largest counted repetition. */
function largestCounted(grammar: AbnfGrammar, startRules: readonly string[]): string | undefined {
  let best: { rule: string; size: number } | undefined;
  for (const key of reachable(grammar, startRules)) {
    const rule = grammar.rules.get(key);
    if (rule === undefined) continue;
    visitor<void>(
      {
        rep: (n, visit) => {
          const size = Math.max(n.min, n.max ?? 0);
          if (size > 1 && (best === undefined || size > best.size)) best = { rule: rule.name, size };
          visit(n.item);
        },
      },
      undefined,
    )(rule.node);
  }
  return best?.rule;
}

/** Throws GrammarTooLarge when a start rule's tree would build an NFA past the limit. */
export function checkNfaSize(grammar: AbnfGrammar, trees: readonly Rx[], maxStates: number): void {
  const limit = nfaLimit(maxStates);
  for (const tree of trees) {
    if (nfaSize(tree, limit) <= limit) continue;
    // Where the states multiply: down the tree through the part that holds most of them (at least
    // half), the last rule met.
    let culprit = tree.k === "rule" ? tree.name : grammar.file;
    const deeper = (rx: Rx): void => {
      if (rx.k === "rule") culprit = rx.name;
      if (rx.k === "set") return;
      const size = nfaSize(rx, limit);
      const items = rx.k === "seq" || rx.k === "alt" ? rx.items : [rx.item];
      const biggest = items.reduce((a, b) => (nfaSize(b, limit) > nfaSize(a, limit) ? b : a));
      if (2 * nfaSize(biggest, limit) >= size) deeper(biggest);
    };
    deeper(tree);
    throw error(
      grammar,
      culprit,
      tree.k === "rule" ? tree.name : culprit,
      `NFA (${limit / maxStates} × the DFA's limit)`,
      limit,
      RAISE,
    );
  }
}

/**
 * TooLarge, said in the grammar's terms: the rule is the innermost one that every reading alive in
 * the state being expanded is inside of and that holds a counted repetition, else the start rule.
 */
export function tooLargeError(
  grammar: AbnfGrammar,
  nfa: Nfa,
  cause: TooLarge,
  splitter: boolean,
  startRules: readonly string[],
): GrammarTooLarge {
  const stacks = cause.at.flatMap((q) => nfa.states[q]!.edges.map((e) => nfa.stacks[e.stack]!));
  let common = stacks[0] ?? [];
  for (const stack of stacks) {
    let i = 0;
    while (i < common.length && i < stack.length && common[i] === stack[i]) i++;
    common = common.slice(0, i);
  }
  // Else the rule with the largest counted repetition that the innermost of them reaches; the
  // splitter's trees keep no rules (passes/lower.ts plain): then that the start rules reach.
  const start = common[0] ?? startRules[0] ?? grammar.file;
  const counted =
    [...common].reverse().find((name) => {
      const rule = grammar.rules.get(name.toLowerCase());
      return rule !== undefined && countedRepetition(rule.node) !== undefined;
    }) ?? largestCounted(grammar, common.length === 0 ? startRules : [common.at(-1)!]);
  const engine =
    splitter && cause.limit === SPLITTER_MAX_STATES
      ? ", or capture fewer rules (a splitter's tables hold at most 32,766 states)"
      : RAISE;
  return error(
    grammar,
    counted ?? start,
    start,
    splitter ? "splitter (tagged DFA)" : "DFA",
    cause.limit,
    engine,
  );
}
