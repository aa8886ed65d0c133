// What one grammar accepts and another does not, for a rule: the shortest such strings, from the two
// minimal DFAs (the recognizers isValid runs). The product automaton of the two is walked breadth
// first from the pair of start states, one step per character class of the two alphabets together
// (their common refinement: two characters are in one class when both DFAs treat them alike), so
// the first pairs reached where exactly one DFA accepts give the shortest witnesses, one per pair of
// states. When the walk ends without one, the two rules accept the same strings: that is a proof,
// since every reachable pair was visited.
import { isValid } from "../syntax/is-valid.js";
import { ruleOf } from "../syntax/start-rule.js";
import type { Variant } from "../variants/types.js";
import { type Dfa, dfaOf } from "./dfa.js";

export interface GrammarDiffOptions {
  /** The rule of each variant (default: the rule of the same name in both, else each one's default rule). */
  readonly ruleA?: string;
  readonly ruleB?: string;
  /** How many witnesses each way (default 10). */
  readonly limit?: number;
  /** How many pairs of states to visit at most (default 200,000). */
  readonly maxPairs?: number;
}

export interface GrammarDiff {
  readonly a: { readonly variant: string; readonly rule: string };
  readonly b: { readonly variant: string; readonly rule: string };
  /** The shortest strings A accepts and B rejects, shortest first; likewise B and not A. */
  readonly onlyA: readonly string[];
  readonly onlyB: readonly string[];
  /** Whether every reachable pair of states was visited: then the lists are complete up to `limit`, and both empty means equal languages. */
  readonly complete: boolean;
  readonly pairs: number;
}

/** The common refinement of two alphabets: one representative code point per joint class, and its classes in each. */
function jointClasses(a: Dfa, b: Dfa): { code: number; ka: number; kb: number }[] {
  const byPair = new Map<string, { code: number; ka: number; kb: number; score: number }>();
  // Boundaries: every code point where either alphabet's class may change.
  const cuts = new Set<number>([0, 128]);
  for (let c = 0; c < 128; c++) cuts.add(c);
  for (const d of [a, b]) for (const s of d.tables.rangeStarts) cuts.add(s);
  const sorted = [...cuts].filter((c) => c < 0x110000).sort((x, y) => x - y);
  const rank = (code: number, rep: number, repB: number) =>
    code === rep || code === repB ? 0 : code < 128 ? 1 : 2;
  for (const code of sorted) {
    // A range from 128 up: take its first code point that is not a surrogate.
    const c = code >= 0xd800 && code <= 0xdfff ? 0xe000 : code;
    const ka = a.classOf(c);
    const kb = b.classOf(c);
    const key = `${ka} ${kb}`;
    const score = rank(c, a.representative[ka]!, b.representative[kb]!);
    const old = byPair.get(key);
    if (old === undefined || score < old.score) byPair.set(key, { code: c, ka, kb, score });
  }
  return [...byPair.values()].map(({ code, ka, kb }) => ({ code, ka, kb }));
}

/** The shortest strings that one variant's rule accepts and the other's rejects. */
export function grammarDiff(a: Variant, b: Variant, options: GrammarDiffOptions = {}): GrammarDiff {
  const named = (v: Variant, r: string | undefined) => ruleOf("grammarDiff", v, r).name;
  let ruleA = options.ruleA;
  let ruleB = options.ruleB;
  if (ruleA !== undefined && ruleB === undefined)
    ruleB = b.startRules.includes(named(a, ruleA)) ? ruleA : undefined;
  if (ruleB !== undefined && ruleA === undefined)
    ruleA = a.startRules.includes(named(b, ruleB)) ? ruleB : undefined;
  const ra = named(a, ruleA);
  const rb = named(b, ruleB);
  const limit = options.limit ?? 10;
  const maxPairs = options.maxPairs ?? 200_000;
  const da = dfaOf(a.automata.recognizer);
  const db = dfaOf(b.automata.recognizer);
  const joint = jointClasses(da, db);
  const nb = db.tables.states + 1;
  const key = (sa: number, sb: number) => (sa + 1) * nb + (sb + 1);
  const parent = new Map<number, { from: number; code: number }>();
  const start = key(da.start(ra)!, db.start(rb)!);
  parent.set(start, { from: -1, code: -1 });
  const queue = [start];
  const onlyA: string[] = [];
  const onlyB: string[] = [];
  const word = (k: number) => {
    const codes: number[] = [];
    for (let p = parent.get(k)!; p.from !== -1; p = parent.get(p.from)!) codes.push(p.code);
    return String.fromCodePoint(...codes.reverse());
  };
  let head = 0;
  let complete = true;
  while (head < queue.length) {
    if (onlyA.length >= limit && onlyB.length >= limit) {
      complete = false;
      break;
    }
    const k = queue[head++]!;
    const sa = Math.floor(k / nb) - 1;
    const sb = (k % nb) - 1;
    const accA = da.accepts(sa);
    const accB = db.accepts(sb);
    if (accA && !accB && onlyA.length < limit) onlyA.push(word(k));
    if (accB && !accA && onlyB.length < limit) onlyB.push(word(k));
    const rowA = sa >= 0 ? da.row(sa) : null;
    const rowB = sb >= 0 ? db.row(sb) : null;
    for (const { code, ka, kb } of joint) {
      const ta = rowA === null ? -1 : rowA[ka]!;
      const tb = rowB === null ? -1 : rowB[kb]!;
      if (ta < 0 && tb < 0) continue; // both rejected: nothing to find beyond
      const next = key(ta, tb);
      if (parent.has(next)) continue;
      if (parent.size >= maxPairs) {
        complete = false;
        continue;
      }
      parent.set(next, { from: k, code });
      queue.push(next);
    }
  }
  // Each witness is the library's verdict too (isValid runs the same DFAs; this is the check that
  // the walk read them right).
  const check = (s: string, yes: Variant, ry: string, no: Variant, rn: string) =>
    isValid(s, { variant: yes, rule: ry } as never) && !isValid(s, { variant: no, rule: rn } as never);
  return {
    a: { variant: a.id, rule: ra },
    b: { variant: b.id, rule: rb },
    onlyA: onlyA.filter((s) => check(s, a, ra, b, rb)),
    onlyB: onlyB.filter((s) => check(s, b, rb, a, ra)),
    complete,
    pairs: parent.size,
  };
}
