// The syntax cases of the conformance suite (conformance/syntax/<variant>.json), generated from each
// variant's minimal DFA (generated/<grammar>.automata.ts, read state by state through
// src/explain/dfa.ts). For every start rule of the variant's record, the DFA reachable from the
// rule's start state is that rule's minimal DFA (the grammar's states are pairwise inequivalent,
// so the part one start reaches has no two equivalent states either). What is covered, for each
// rule, is:
//
//   - every transition, by a valid case that reads it: for RFC 3986, RFC 3987, RFC 6874 and RFC 6570
//     each state and character class that leads to a state (one representative character of each
//     class on each edge); for the older generations, whose alphabets the scheme keywords split into
//     dozens of classes, each edge from a state to a state (its class taking turns);
//   - every state's rejecting way out: a character of a class with no transition there, read after
//     the shortest string that reaches the state (an invalid case, which stops there);
//   - every state's end: the shortest string that reaches the state, valid when the state accepts
//     and invalid (at the end of the input) when it does not; for the older generations, a state that
//     does not accept has one rejecting case, its end or a character it rejects;
//   - for the variant's default rule, the boundaries of every character class: the first and last
//     code point of each of its ranges, and the code points just outside, read where the class has
//     a transition.
//
// A valid case is the shortest string that reaches a state, a character of the uncovered
// transition, then as many further uncovered transitions as follow one another (up to a length),
// then the shortest way to an accepting state. Cases are then dropped, last first, while everything
// they cover is covered by another: every case left covers something no other case of its rule
// covers, and says what. Identical inputs with identical answers are one case listing its rules.
import { dfaOf, type Dfa } from "../../src/explain/dfa.js";
import { decodeDiagnostics } from "../../automata/format.js";
import { parse, safeParse } from "../../src/index.js";
import type { PartialComponents } from "../../src/syntax/components.js";
import { hasComponents } from "../../src/syntax/start-rule.js";
import type { Variant } from "../../src/variants/types.js";

/** A case of the syntax suite, as written to conformance/syntax/<variant>.json. */
export interface SyntaxCase {
  /** The string to check. */
  readonly input: string;
  /** The start rules it is checked against (the RFC's rule names), each with the same answer. */
  readonly rules: readonly string[];
  readonly valid: boolean;
  /** For an invalid case: the offset of the first character no reading of the rule can take. */
  readonly offset?: number;
  /** For an invalid case: the innermost rule being matched there (the rule that rejects it). */
  readonly rejectedBy?: string;
  /** The section that defines the rule (a valid case: its start rule; an invalid one: `rejectedBy`). */
  readonly section: string;
  /**
   * What this case covers that no other case of its rules does: DFA transitions "s k t" (state s reads
   * class k and goes to t), rejecting ways out "s k reject", ends "s end", class boundaries
   * "boundary U+XXXX".
   */
  readonly covers: readonly string[];
  /** For a valid case of the variant's default rule: its components (RFC 3986 §3, §5.3). */
  readonly components?: PartialComponents;
  /** An RFC's own example (its section), when the case is one. */
  readonly example?: string;
}

/** One rule's coverage, in numbers. */
interface RuleCoverage {
  readonly rule: string;
  readonly states: number;
  readonly transitions: number;
  readonly rejections: number;
  readonly ends: number;
  readonly covered: { readonly transitions: number; readonly rejections: number; readonly ends: number };
}

export interface VariantSyntax {
  readonly variant: string;
  readonly grammar: string;
  /** Each class: its code points as ranges ("0-9", "U+00A0-U+D7FF"). */
  readonly classes: readonly string[];
  readonly coverage: readonly RuleCoverage[];
  readonly boundaries: { readonly total: number; readonly covered: number };
  readonly cases: readonly SyntaxCase[];
}

/** How finely a variant's DFA is covered (see the top of this file). */
export interface Depth {
  /** "class": every state and class with a transition; "edge": every pair of states with one. */
  readonly transitions: "class" | "edge";
  /** "both": a rejecting character and the end of every state; "one": one of the two where the state does not accept. */
  readonly rejections: "both" | "one";
}

/** The variants covered class by class (the current RFCs, the targets); the others edge by edge. */
export function depthOf(variant: string): Depth {
  return ["rfc3986", "rfc3987", "rfc6874", "rfc6570"].includes(variant)
    ? { transitions: "class", rejections: "both" }
    : { transitions: "edge", rejections: "one" };
}

/** A valid case stops extending once it is this long (it then takes the shortest way to an end). */
const WALK_LENGTH = 60;

function showCode(code: number): string {
  const hex = code.toString(16).toUpperCase().padStart(4, "0");
  return `U+${hex}`;
}

function describeRanges(ranges: readonly (readonly [number, number])[]): string {
  const one = (c: number) => (c > 0x20 && c < 0x7f ? String.fromCharCode(c) : showCode(c));
  return ranges.map(([a, b]) => (a === b ? one(a) : `${one(a)}-${one(b)}`)).join(" ");
}

/** The rank of a class for readable strings: its representative's place among the preferred characters. */
function classRanks(dfa: Dfa): number[] {
  const preferred =
    "abcdefghijklmnopqrstuvwxyz0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ-._~:/?#[]@!$&'()*+,;=%" + ' "<>\\^`{|}';
  return dfa.representative.map((code) => {
    const i = preferred.indexOf(String.fromCodePoint(Math.max(code, 0)));
    return i >= 0 ? i : 1000 + code;
  });
}

/** Surrogate code points are no characters of a JSON string other languages read: never chosen. */
function usable(code: number): boolean {
  return code >= 0 && (code < 0xd800 || code > 0xdfff);
}

class Grammar {
  readonly dfa: Dfa;
  readonly depth: Depth;
  readonly classes: number;
  /** Classes in the order strings are built from (readable first). */
  readonly byRank: number[];
  /** Fewest characters from each state to an accepting state. */
  readonly distance: Int32Array;
  readonly states: number;

  constructor(readonly variant: Variant) {
    this.depth = depthOf(variant.id);
    this.dfa = dfaOf(variant.automata.recognizer);
    this.classes = this.dfa.classes;
    this.states = this.dfa.tables.states;
    const ranks = classRanks(this.dfa);
    this.byRank = [...Array(this.classes).keys()]
      .filter((k) => usable(this.dfa.representative[k]!))
      .sort((a, b) => ranks[a]! - ranks[b]! || a - b);
    // Backward breadth-first search from the accepting states.
    const into: number[][] = Array.from({ length: this.states }, () => []);
    for (let s = 0; s < this.states; s++) {
      const row = this.dfa.row(s);
      for (let k = 0; k < this.classes; k++) if (row[k]! >= 0) into[row[k]!]!.push(s);
    }
    this.distance = new Int32Array(this.states).fill(-1);
    const queue: number[] = [];
    for (let s = 0; s < this.states; s++)
      if (this.dfa.accepts(s)) {
        this.distance[s] = 0;
        queue.push(s);
      }
    for (let head = 0; head < queue.length; head++) {
      const t = queue[head]!;
      for (const s of into[t]!)
        if (this.distance[s] === -1) {
          this.distance[s] = this.distance[t]! + 1;
          queue.push(s);
        }
    }
  }

  /** A transition as an item to cover: "s ck t" (class by class) or "s t" (edge by edge). */
  edge(s: number, k: number, t: number): string {
    return this.depth.transitions === "class" ? `${s} c${k} ${t}` : `${s} ${t}`;
  }

  /** A state's end that rejects, as an item: its own ("s end"), or one of its rejections ("s reject"). */
  endItem(s: number): string {
    return this.depth.rejections === "both" ? `${s} end` : `${s} reject`;
  }

  private readonly uses = new Map<number, number>();

  /**
   * The class to read from state u towards the target of class j: j itself class by class; edge by
   * edge, the class leading there that has been read least so far (the classes take turns).
   */
  choose(u: number, j: number): number {
    if (this.depth.transitions === "class") return j;
    const row = this.dfa.row(u);
    let best = j;
    for (const k of this.byRank)
      if (row[k] === row[j] && (this.uses.get(k) ?? 0) < (this.uses.get(best) ?? 0)) best = k;
    this.uses.set(best, (this.uses.get(best) ?? 0) + 1);
    return best;
  }

  rep(k: number): string {
    return String.fromCodePoint(this.dfa.representative[k]!);
  }

  /** The shortest way from s to an accepting state, readable characters first. */
  completion(s: number): { text: string; path: [number, number, number][] } {
    let text = "";
    const path: [number, number, number][] = [];
    while (this.distance[s]! > 0) {
      const row = this.dfa.row(s);
      const k = this.byRank.find((j) => row[j]! >= 0 && this.distance[row[j]!] === this.distance[s]! - 1)!;
      path.push([s, k, row[k]!]);
      text += this.rep(k);
      s = row[k]!;
    }
    return { text, path };
  }

  /** The transitions a string takes from state s (code point by code point). */
  pathOf(s: number, input: string): { path: [number, number, number][]; end: number } {
    const path: [number, number, number][] = [];
    for (const ch of input) {
      const k = this.dfa.classOf(ch.codePointAt(0)!);
      const t = s < 0 ? -1 : this.dfa.row(s)[k]!;
      if (t < 0) return { path, end: -1 };
      path.push([s, k, t]);
      s = t;
    }
    return { path, end: s };
  }
}

/** Breadth-first from a rule's start: each reachable state, in order, with the shortest string to it. */
function reach(g: Grammar, start: number): { order: number[]; prefix: Map<number, string> } {
  const prefix = new Map<number, string>([[start, ""]]);
  const order = [start];
  for (let head = 0; head < order.length; head++) {
    const s = order[head]!;
    const row = g.dfa.row(s);
    for (const k of g.byRank) {
      const t = row[k]!;
      if (t >= 0 && !prefix.has(t)) {
        prefix.set(t, prefix.get(s)! + g.rep(k));
        order.push(t);
      }
    }
  }
  return { order, prefix };
}

/** What an input covers under a rule: the items, and the rule's answer. */
function itemsOf(
  g: Grammar,
  start: number,
  input: string,
): { valid: boolean; items: string[]; dead?: number } {
  let s = start;
  const items: string[] = [];
  for (const ch of input) {
    const k = g.dfa.classOf(ch.codePointAt(0)!);
    const t = g.dfa.row(s)[k]!;
    if (t < 0) return { valid: false, items: [`${s} reject`], dead: k };
    items.push(g.edge(s, k, t));
    s = t;
  }
  if (g.dfa.accepts(s)) return { valid: true, items: [...new Set([...items, `${s} end`])] };
  return { valid: false, items: [g.endItem(s)], dead: -1 };
}

/**
 * New inputs for what the pool leaves uncovered of a rule: walks for its transitions and accepting
 * ends, and for each state its rejecting way out and (where it does not accept) its end.
 */
function ruleInputs(g: Grammar, rule: string, covered: Set<string>, deadUses: Map<number, number>): string[] {
  const start = g.dfa.start(rule)!;
  const { order, prefix } = reach(g, start);
  const inputs: string[] = [];
  const add = (input: string) => {
    inputs.push(input);
    for (const item of itemsOf(g, start, input).items) covered.add(item);
  };
  const uncoveredAt = (s: number): number | undefined => {
    const r = g.dfa.row(s);
    return g.byRank.find((x) => r[x]! >= 0 && !covered.has(g.edge(s, x, r[x]!)));
  };
  /** The shortest way from s to a state with an uncovered transition, within `budget` characters. */
  const toUncovered = (s: number, budget: number): string | undefined => {
    const from = new Map<number, [number, number]>([[s, [-1, -1]]]);
    const queue = [s];
    const depth = new Map<number, number>([[s, 0]]);
    for (let head = 0; head < queue.length; head++) {
      const u = queue[head]!;
      if (u !== s && uncoveredAt(u) !== undefined) {
        let text = "";
        for (let v = u; v !== s; v = from.get(v)![0]) text = g.rep(from.get(v)![1]) + text;
        return text;
      }
      if (depth.get(u)! >= budget) continue;
      const r = g.dfa.row(u);
      for (const k of g.byRank) {
        const t = r[k]!;
        if (t >= 0 && !from.has(t)) {
          from.set(t, [u, k]);
          depth.set(t, depth.get(u)! + 1);
          queue.push(t);
        }
      }
    }
    return undefined;
  };
  for (const s of order) {
    const row = g.dfa.row(s);
    for (const first of g.byRank) {
      const t = row[first]!;
      if (t < 0 || covered.has(g.edge(s, first, t))) continue;
      const k = g.choose(s, first);
      // Walk on through uncovered transitions (going to the nearest state that has one when the
      // current state has none), then complete.
      let input = prefix.get(s)! + g.rep(k);
      let length = [...input].length;
      let cur = t;
      const taken = new Set<string>([g.edge(s, k, t)]);
      const free = (u: number) => {
        const r = g.dfa.row(u);
        return g.byRank.find(
          (x) => r[x]! >= 0 && !covered.has(g.edge(u, x, r[x]!)) && !taken.has(g.edge(u, x, r[x]!)),
        );
      };
      for (;;) {
        let j = free(cur);
        if (j === undefined) {
          const budget = WALK_LENGTH - length - 1;
          if (budget <= 0) break;
          const way = toUncovered(cur, Math.min(budget, 8));
          if (way === undefined) break;
          const { end } = g.pathOf(cur, way);
          j = free(end);
          if (j === undefined) break;
          input += way;
          length += [...way].length;
          cur = end;
        }
        const r = g.dfa.row(cur);
        if (length + 1 + g.distance[r[j]!]! > WALK_LENGTH) break;
        j = g.choose(cur, j);
        taken.add(g.edge(cur, j, r[j]!));
        input += g.rep(j);
        length++;
        cur = r[j]!;
      }
      add(input + g.completion(cur).text);
    }
  }
  for (const s of order) {
    if (g.dfa.accepts(s) && !covered.has(`${s} end`)) add(prefix.get(s)!);
  }
  // Each state's rejecting way out and, where it does not accept, its end. The character of a new
  // way out takes turns among the classes rejected there, so that every class is shown rejected.
  for (const s of order) {
    const row = g.dfa.row(s);
    const dead = g.byRank.filter((k) => row[k]! < 0);
    if (dead.length > 0) {
      if (!covered.has(`${s} reject`)) {
        let best = dead[0]!;
        for (const k of dead) if ((deadUses.get(k) ?? 0) < (deadUses.get(best) ?? 0)) best = k;
        deadUses.set(best, (deadUses.get(best) ?? 0) + 1);
        add(prefix.get(s)! + g.rep(best));
      }
    }
    if (!g.dfa.accepts(s) && !covered.has(g.endItem(s))) add(prefix.get(s)!);
  }
  return inputs;
}

/**
 * The class-boundary inputs of a rule: for each range of each class, its first and last code point
 * and the code points just outside it, each read in the first state where the class has a
 * transition (or at the start, for a class that has none), and completed to an end.
 */
function boundaryInputs(g: Grammar, rule: string): { code: number; input: string }[] {
  const start = g.dfa.start(rule)!;
  const { order, prefix } = reach(g, start);
  const out: { code: number; input: string }[] = [];
  for (let k = 0; k < g.classes; k++) {
    const s = order.find((x) => g.dfa.row(x)[k]! >= 0) ?? start;
    for (const [a, b] of g.dfa.members[k]!)
      for (const c of new Set([a - 1, a, b, b + 1])) {
        if (c < 0 || c > 0x10ffff || !usable(c)) continue;
        const t = g.dfa.row(s)[g.dfa.classOf(c)]!;
        out.push({
          code: c,
          input: prefix.get(s)! + String.fromCodePoint(c) + (t >= 0 ? g.completion(t).text : ""),
        });
      }
  }
  return out;
}

/** A rule's totals (its states, transitions, rejecting ways out, ends) and what is covered of them. */
function ruleCoverage(g: Grammar, rule: string, covered: ReadonlySet<string>): RuleCoverage {
  const { order } = reach(g, g.dfa.start(rule)!);
  const items = new Set<string>();
  let rejections = 0;
  let ends = 0;
  const hit = { transitions: 0, rejections: 0, ends: 0 };
  for (const s of order) {
    const row = g.dfa.row(s);
    let dead = false;
    for (let k = 0; k < g.classes; k++) {
      const t = row[k]!;
      if (t < 0) dead = true;
      else if (!items.has(g.edge(s, k, t))) {
        items.add(g.edge(s, k, t));
        if (covered.has(g.edge(s, k, t))) hit.transitions++;
      }
    }
    const accepts = g.dfa.accepts(s);
    if (g.depth.rejections === "both" || dead || !accepts) {
      // "both": a rejecting character where there is one; "one": a rejecting character or the end.
      const has = g.depth.rejections === "both" ? dead : true;
      if (has) rejections++;
      if (has && covered.has(`${s} reject`)) hit.rejections++;
    }
    if (g.depth.rejections === "both" || accepts) {
      ends++;
      if (covered.has(`${s} end`)) hit.ends++;
    }
  }
  return { rule, states: order.length, transitions: items.size, rejections, ends, covered: hit };
}

/**
 * The inputs each rule keeps: the pool's inputs in order, dropped last first while everything they
 * cover for the rule is covered by another kept input; with what each covers alone.
 */
function keep(itemSets: readonly (readonly string[])[]): Map<number, string[]> {
  const counts = new Map<string, number>();
  for (const items of itemSets) for (const i of items) counts.set(i, (counts.get(i) ?? 0) + 1);
  const dropped = new Set<number>();
  for (let i = itemSets.length - 1; i >= 0; i--) {
    const items = itemSets[i]!;
    if (items.length > 0 && items.every((item) => counts.get(item)! > 1)) {
      dropped.add(i);
      for (const item of items) counts.set(item, counts.get(item)! - 1);
    }
  }
  const kept = new Map<number, string[]>();
  itemSets.forEach((items, i) => {
    if (items.length > 0 && !dropped.has(i))
      kept.set(
        i,
        items.filter((item) => counts.get(item) === 1),
      );
  });
  return kept;
}

export function variantSyntax(variant: Variant): VariantSyntax {
  const g = new Grammar(variant);
  const diagnostics = variant.automata.diagnostics;
  const sections = diagnostics ? decodeDiagnostics(diagnostics).sections : new Map<string, string>();
  // Every rule first reads the inputs made for the rules before it (a relative reference made for
  // URI-reference is one for relative-ref and relative-part too), then adds what it still needs.
  const pool: string[] = [];
  const inPool = new Set<string>();
  const coverage: RuleCoverage[] = [];
  const deadUses = new Map<number, number>();
  for (const rule of variant.startRules) {
    const start = g.dfa.start(rule)!;
    const covered = new Set<string>();
    for (const input of pool) for (const item of itemsOf(g, start, input).items) covered.add(item);
    for (const input of ruleInputs(g, rule, covered, deadUses))
      if (!inPool.has(input)) {
        inPool.add(input);
        pool.push(input);
      }
  }
  // Which inputs each rule keeps, and why.
  const uses: { input: number; rule: string; valid: boolean; covers: string[] }[] = [];
  for (const rule of variant.startRules) {
    const start = g.dfa.start(rule)!;
    const results = pool.map((input) => itemsOf(g, start, input));
    const covered = new Set<string>();
    for (const [i, covers] of keep(results.map((r) => r.items))) {
      const r = results[i]!;
      for (const item of r.items) covered.add(item);
      // A rejection names the class read there.
      const shown = covers.map((item) =>
        item.endsWith(" reject") ? item.replace(" reject", ` c${r.dead} reject`) : item,
      );
      uses.push({ input: i, rule, valid: r.valid, covers: shown });
    }
    coverage.push(ruleCoverage(g, rule, covered));
  }
  // The class boundaries, for the default rule.
  const boundaries = boundaryInputs(g, variant.defaultRule);
  const defaultStart = g.dfa.start(variant.defaultRule)!;
  for (const { code, input } of boundaries) {
    let i = pool.indexOf(input);
    const covers = `boundary ${showCode(code)}`;
    const use = i >= 0 ? uses.find((u) => u.input === i && u.rule === variant.defaultRule) : undefined;
    if (use) {
      if (!use.covers.includes(covers)) use.covers.push(covers);
      continue;
    }
    if (i < 0) {
      i = pool.length;
      pool.push(input);
    }
    uses.push({
      input: i,
      rule: variant.defaultRule,
      valid: itemsOf(g, defaultStart, input).valid,
      covers: [covers],
    });
  }
  uses.sort((a, b) => a.input - b.input);
  // One case per input and answer: the rules that give it the same answer, at the same offset.
  const byKey = new Map<string, SyntaxCase & { rules: string[]; covers: string[] }>();
  const cases: (SyntaxCase & { rules: string[]; covers: string[] })[] = [];
  for (const use of uses) {
    const input = pool[use.input]!;
    const result = safeParse(input, { variant, rule: use.rule } as never);
    if (result.ok !== use.valid)
      throw new Error(
        `internal: the DFA and safeParse disagree on ${JSON.stringify(input)} (${variant.id} ${use.rule})`,
      );
    const offset = result.ok ? undefined : result.error.offset;
    const rejectedBy = result.ok ? undefined : (result.error.context?.rule ?? use.rule);
    const section = result.ok
      ? (sections.get(use.rule) ?? variant.document)
      : (result.error.context?.section ?? sections.get(use.rule) ?? variant.document);
    const key = JSON.stringify([input, use.valid, offset, rejectedBy]);
    const old = byKey.get(key);
    if (old) {
      old.rules.push(use.rule);
      for (const item of use.covers) if (!old.covers.includes(item)) old.covers.push(item);
      continue;
    }
    const c = {
      input,
      rules: [use.rule],
      valid: use.valid,
      ...(offset === undefined ? {} : { offset, rejectedBy }),
      section,
      covers: [...use.covers],
    };
    byKey.set(key, c);
    cases.push(c);
  }
  const out: SyntaxCase[] = cases.map((c) => {
    const components =
      c.valid && c.rules.includes(variant.defaultRule) && hasComponents(variant)
        ? (parse(c.input, { variant, rule: variant.defaultRule } as never) as PartialComponents)
        : undefined;
    return { ...c, ...(components && Object.keys(components).length > 0 ? { components } : {}) };
  });
  return {
    variant: variant.id,
    grammar: variant.grammar,
    classes: g.dfa.members.map(describeRanges),
    coverage,
    boundaries: { total: boundaries.length, covered: boundaries.length },
    cases: out,
  };
}
