// What one grammar accepts and another does not, for a rule: strings that tell them apart, from the
// two minimal DFAs (the recognizers isValid runs). The product automaton of the two is walked from
// the pair of start states, one step per character class of the two alphabets together (their
// common refinement: two characters are in one class when both DFAs treat them alike).
//
// Two ways to list the strings, each said plainly by the result:
//  - "pairs": breadth first, the first string to reach each pair of states where exactly one DFA
//    accepts: one shortest witness per such pair (other strings reaching the same pair, however
//    short, are not listed), and how many such pairs there are when the walk visits every
//    reachable pair (then no pairs means the two rules accept the same strings: a proof);
//  - "length": every string of exactly `length` characters that one rule accepts and the other
//    rejects (by default the shortest length at which there is one), one per sequence of classes
//    (a class stands for all its characters), with how many sequences and how many strings of
//    characters there are, counted exactly.
// When no rules are named, the rules compared are the ones that play the same part in both
// generations (src/explain/corresponding.ts), not each variant's own reference rule.
import { isValid } from "../syntax/is-valid.js";
import { ruleOf } from "../syntax/start-rule.js";
import type { Variant } from "../variants/types.js";
import { commonPart, correspondingPart, type CorrespondingRule, partOf } from "./corresponding.js";
import { type Dfa, dfaOf } from "./dfa.js";

export interface GrammarDiffOptions {
  /** The rule of each variant. A rule named for one side only is taken for the other side too when
   * that variant has a rule of the same name; else the other side's rule for the same part. */
  readonly ruleA?: string;
  readonly ruleB?: string;
  /** The part to compare (src/explain/corresponding.ts: "reference", "absolute", "host", ...), when
   * no rule is named; default: the first part both variants have a rule for. */
  readonly part?: string;
  /** How to list the witnesses (default "pairs"). */
  readonly witnesses?: "pairs" | "length";
  /** With witnesses "length": the length of the strings (default: the shortest that has one). */
  readonly length?: number;
  /** How many witnesses each way (default 10). */
  readonly limit?: number;
  /** How many pairs of states to visit at most (default 200,000). */
  readonly maxPairs?: number;
}

/** One direction of the diff: the strings one rule accepts and the other rejects. */
export interface DiffSide {
  /** The witnesses, shortest first (in "length" mode all of one length, in class order). */
  readonly strings: readonly string[];
  /** "pairs": how many pairs of states tell the rules apart this way (among those visited). */
  readonly pairs: number;
  /** The length of the shortest witness, or -1 when there is none (among the pairs visited). */
  readonly shortest: number;
  /** "length": how many sequences of character classes of that length, and how many strings of
   * characters they stand for (decimal strings: the counts may exceed 2^53). */
  readonly sequences?: string;
  readonly total?: string;
}

export interface GrammarDiff {
  readonly a: { readonly variant: string; readonly rule: string };
  readonly b: { readonly variant: string; readonly rule: string };
  /** The part compared, when the rules came from the table of corresponding rules. */
  readonly part: { readonly id: string; readonly part: string } | null;
  readonly witnesses: "pairs" | "length";
  /** "length": the length listed each way (A's, B's); -1 where there is no witness. */
  readonly length: { readonly a: number; readonly b: number } | null;
  /** The strings A accepts and B rejects; likewise B and not A (the sides' `strings`). */
  readonly onlyA: readonly string[];
  readonly onlyB: readonly string[];
  readonly sideA: DiffSide;
  readonly sideB: DiffSide;
  /** Whether every reachable pair of states was visited: then the counts are complete, and no
   * witness either way means the two rules accept the same strings. */
  readonly complete: boolean;
  /** Pairs of states visited. */
  readonly pairs: number;
  /** How many witnesses each way were asked for. */
  readonly limit: number;
}

interface Joint {
  /** A representative code point, and the joint class's class in each DFA. */
  readonly code: number;
  readonly ka: number;
  readonly kb: number;
  /** How many code points the joint class holds (surrogates excluded). */
  readonly size: number;
}

/** The common refinement of two alphabets: one representative per joint class, readable first. */
function jointClasses(a: Dfa, b: Dfa): Joint[] {
  const cuts = new Set<number>([0, 128, 0xd800, 0xe000, 0x110000]);
  for (let c = 0; c < 128; c++) cuts.add(c);
  for (const d of [a, b]) for (const s of d.tables.rangeStarts) cuts.add(s);
  const sorted = [...cuts].filter((c) => c <= 0x110000).sort((x, y) => x - y);
  const byPair = new Map<string, { code: number; ka: number; kb: number; size: number; score: number }>();
  for (let i = 0; i + 1 < sorted.length; i++) {
    const from = sorted[i]!;
    const to = sorted[i + 1]!;
    if (from >= 0xd800 && from < 0xe000) continue; // surrogates are no characters of a string
    const ka = a.classOf(from);
    const kb = b.classOf(from);
    const key = `${ka} ${kb}`;
    const score = from === a.representative[ka] || from === b.representative[kb] ? 0 : from < 128 ? 1 : 2;
    const old = byPair.get(key);
    if (old === undefined) byPair.set(key, { code: from, ka, kb, size: to - from, score });
    else {
      old.size += to - from;
      if (score < old.score) Object.assign(old, { code: from, score });
    }
  }
  // Readable characters first (the order witnesses are listed in).
  const rank = (code: number) => {
    const i = READABLE.indexOf(String.fromCodePoint(code));
    return i === -1 ? READABLE.length + code : i;
  };
  return [...byPair.values()]
    .sort((x, y) => rank(x.code) - rank(y.code))
    .map(({ code, ka, kb, size }) => ({ code, ka, kb, size }));
}

const READABLE = "abcdefghijklmnopqrstuvwxyz0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ-._~:/?#[]@!$&'()*+,;=%";

/** The rules compared: named, or the same part in both generations. */
function rulesOf(
  a: Variant,
  b: Variant,
  options: GrammarDiffOptions,
): { ra: string; rb: string; part: CorrespondingRule | undefined } {
  const named = (v: Variant, r: string | undefined) => ruleOf("grammarDiff", v, r).name;
  const has = (v: Variant, r: string) => v.startRules.some((x) => x.toLowerCase() === r.toLowerCase());
  if (options.ruleA === undefined && options.ruleB === undefined) {
    const part =
      options.part === undefined
        ? commonPart(a.id, b.id)
        : (correspondingPart(options.part) ??
          (() => {
            throw new RangeError(
              `grammarDiff: no part ${JSON.stringify(options.part)} in the table of corresponding rules`,
            );
          })());
    if (part !== undefined && part.rules[a.id] !== undefined && part.rules[b.id] !== undefined)
      return { ra: named(a, part.rules[a.id]), rb: named(b, part.rules[b.id]), part };
    if (options.part !== undefined)
      throw new RangeError(
        `grammarDiff: ${part!.rules[a.id] === undefined ? a.id : b.id} has no rule for ${part!.part} (part ${JSON.stringify(options.part)})`,
      );
    return { ra: a.defaultRule, rb: b.defaultRule, part: undefined };
  }
  // One side named: the other side's rule of the same name, else its rule for the same part.
  const other = (from: Variant, rule: string, to: Variant): string => {
    if (has(to, rule)) return rule;
    const part = partOf(from.id, named(from, rule));
    const mapped = part?.rules[to.id];
    if (mapped === undefined)
      throw new RangeError(
        `grammarDiff: ${to.id} has no rule ${JSON.stringify(rule)}, and no rule for the part ${from.id}'s ${named(from, rule)} plays; name the other rule too`,
      );
    return mapped;
  };
  const ruleA = options.ruleA ?? other(b, options.ruleB!, a);
  const ruleB = options.ruleB ?? other(a, options.ruleA!, b);
  return { ra: named(a, ruleA), rb: named(b, ruleB), part: undefined };
}

/** Strings that one variant's rule accepts and the other's rejects. */
export function grammarDiff(a: Variant, b: Variant, options: GrammarDiffOptions = {}): GrammarDiff {
  const { ra, rb, part } = rulesOf(a, b, options);
  const limit = options.limit ?? 10;
  const maxPairs = options.maxPairs ?? 200_000;
  const mode = options.witnesses ?? "pairs";
  if (mode !== "pairs" && mode !== "length")
    throw new RangeError(`grammarDiff: witnesses must be "pairs" or "length", got ${JSON.stringify(mode)}`);
  if (
    options.length !== undefined &&
    (!Number.isInteger(options.length) || options.length < 0 || options.length > 64)
  )
    throw new RangeError(`grammarDiff: length must be a whole number from 0 to 64, got ${options.length}`);
  const da = dfaOf(a.automata.recognizer);
  const db = dfaOf(b.automata.recognizer);
  const joint = jointClasses(da, db);
  const ta = da.transitions();
  const tb = db.transitions();
  const nb = db.tables.states + 1;
  const key = (sa: number, sb: number) => (sa + 1) * nb + (sb + 1);
  const stateA = (k: number) => Math.floor(k / nb) - 1;
  const stateB = (k: number) => (k % nb) - 1;
  /** The pair after a joint class, or -1 when both reject. */
  const step = (k: number, j: Joint): number => {
    const sa = stateA(k);
    const sb = stateB(k);
    const na = sa < 0 ? -1 : ta[sa * da.classes + j.ka]!;
    const nbs = sb < 0 ? -1 : tb[sb * db.classes + j.kb]!;
    return na < 0 && nbs < 0 ? -1 : key(na, nbs);
  };
  const side = (k: number) => {
    const accA = da.accepts(stateA(k));
    const accB = db.accepts(stateB(k));
    return accA && !accB ? "a" : accB && !accA ? "b" : null;
  };
  // Breadth first over every reachable pair (up to maxPairs).
  const start = key(da.start(ra)!, db.start(rb)!);
  const parent = new Map<number, { from: number; code: number; depth: number }>();
  parent.set(start, { from: -1, code: -1, depth: 0 });
  const queue = [start];
  const found = { a: [] as number[], b: [] as number[] };
  let complete = true;
  for (let head = 0; head < queue.length; head++) {
    const k = queue[head]!;
    const s = side(k);
    if (s !== null) found[s].push(k);
    for (const j of joint) {
      const next = step(k, j);
      if (next < 0 || parent.has(next)) continue;
      if (parent.size >= maxPairs) {
        complete = false;
        continue;
      }
      parent.set(next, { from: k, code: j.code, depth: parent.get(k)!.depth + 1 });
      queue.push(next);
    }
  }
  const word = (k: number) => {
    const codes: number[] = [];
    for (let p = parent.get(k)!; p.from !== -1; p = parent.get(p.from)!) codes.push(p.code);
    return String.fromCodePoint(...codes.reverse());
  };
  const shortest = (list: number[]) => (list.length === 0 ? -1 : parent.get(list[0]!)!.depth);
  let sideA: DiffSide;
  let sideB: DiffSide;
  let length: GrammarDiff["length"] = null;
  if (mode === "pairs") {
    sideA = {
      strings: found.a.slice(0, limit).map(word),
      pairs: found.a.length,
      shortest: shortest(found.a),
    };
    sideB = {
      strings: found.b.slice(0, limit).map(word),
      pairs: found.b.length,
      shortest: shortest(found.b),
    };
  } else {
    const la = options.length ?? shortest(found.a);
    const lb = options.length ?? shortest(found.b);
    sideA = { ...ofLength(start, la, "a"), pairs: found.a.length, shortest: shortest(found.a) };
    sideB = { ...ofLength(start, lb, "b"), pairs: found.b.length, shortest: shortest(found.b) };
    length = { a: la, b: lb };
  }
  /** Every string of exactly n characters (one per sequence of joint classes) that `which` side
   * accepts and the other rejects: the pairs reachable in i steps, those from which such an end is
   * reachable in exactly n - i more, counted backward, then listed depth first in class order. */
  function ofLength(from: number, n: number, which: "a" | "b"): Omit<DiffSide, "pairs" | "shortest"> {
    if (n < 0) return { strings: [], sequences: "0", total: "0" };
    const layers: Set<number>[] = [new Set([from])];
    for (let i = 0; i < n; i++) {
      const next = new Set<number>();
      for (const k of layers[i]!)
        for (const j of joint) {
          const t = step(k, j);
          if (t >= 0) next.add(t);
        }
      layers.push(next);
    }
    // count[i]: pair → [sequences, strings] from it to a `which` end in n - i steps.
    const count: Map<number, [bigint, bigint]>[] = [];
    count[n] = new Map([...layers[n]!].filter((k) => side(k) === which).map((k) => [k, [1n, 1n]]));
    for (let i = n - 1; i >= 0; i--) {
      const here = new Map<number, [bigint, bigint]>();
      for (const k of layers[i]!) {
        let sequences = 0n;
        let strings = 0n;
        for (const j of joint) {
          const c = count[i + 1]!.get(step(k, j));
          if (c === undefined) continue;
          sequences += c[0];
          strings += c[1] * BigInt(j.size);
        }
        if (sequences > 0n) here.set(k, [sequences, strings]);
      }
      count[i] = here;
    }
    const strings: string[] = [];
    const codes: number[] = [];
    const walk = (k: number, i: number) => {
      if (strings.length >= limit) return;
      if (i === n) {
        strings.push(String.fromCodePoint(...codes));
        return;
      }
      for (const j of joint) {
        const t = step(k, j);
        if (!count[i + 1]!.has(t)) continue;
        codes.push(j.code);
        walk(t, i + 1);
        codes.pop();
        if (strings.length >= limit) return;
      }
    };
    const total = count[0]!.get(from);
    if (total !== undefined) walk(from, 0);
    return { strings, sequences: String(total?.[0] ?? 0n), total: String(total?.[1] ?? 0n) };
  }
  // Each witness is the library's verdict too (isValid runs the same DFAs; this is the check that
  // the walk read them right).
  const check = (list: readonly string[], yes: Variant, ry: string, no: Variant, rn: string) =>
    list.filter(
      (s) =>
        isValid(s, { variant: yes, rule: ry } as never) && !isValid(s, { variant: no, rule: rn } as never),
    );
  sideA = { ...sideA, strings: check(sideA.strings, a, ra, b, rb) };
  sideB = { ...sideB, strings: check(sideB.strings, b, rb, a, ra) };
  return {
    a: { variant: a.id, rule: ra },
    b: { variant: b.id, rule: rb },
    part: part === undefined ? null : { id: part.id, part: part.part },
    witnesses: mode,
    length,
    onlyA: sideA.strings,
    onlyB: sideB.strings,
    sideA,
    sideB,
    complete,
    pairs: parent.size,
    limit,
  };
}
