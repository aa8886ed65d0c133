// A peggy grammar's rule as an automaton, so that the check can compare it with the ABNF's exactly.
//
// A PEG rule without recursion and without code in its predicates recognizes a regular language
// (its ordered choices and possessive repetitions are atomic groups and its predicates lookaheads
// of a regular expression: Berglund, van der Merwe, van der Merwe and Watson, "On the semantics of
// atomic subgroups in practical regular expressions", 2017). This module builds that automaton. It
// reads the input right to left, as a packrat parser fills its table: what the rule does from
// position i depends only on the input from i on.
//
// An ITEM is "expression e, then continuation k, matches the rest of the input exactly" (k is what
// the grammar reads after e: the rest of a sequence, the next round of a repetition, ...; the end of
// the input at the top, anything at all inside a lookahead). Its value at position i is a boolean,
// given by PEG's rules (Ford 2004, "Parsing Expression Grammars", section 3.3), e the expression and k its continuation:
//
//   char test t, then k      t takes the character at i,  and k at i + 1 (i + 2 for a surrogate pair)
//   e1 e2, then k            e1, then (e2, then k)
//   e1 / e2, then k          e1 matches at i (e1 then anything) ? (e1, then k) : (e2, then k)
//   e*, then k               e matches at i ? (e, then (e*, then k)) : k
//   !e, then k               not (e then anything), and k          &e: both
//   end of input             i is the input's length               anything: true
//
// Every value at i is a function of the character at i and the values at i + 1 (e* only goes round
// after e has read a character: peggy rejects a repetition of what may match nothing), so the
// values of the items that follow a character are the automaton's state: the state for w[i..] and
// the character w[i - 1] give the state for w[i - 1..]. The rule accepts w when its top item (the
// rule, then the end of the input) is true at 0.
//
// Characters are read as peggy reads them: literals and classes by UTF-16 code unit (a class with
// the u flag by code point), "i" literals by toLowerCase() of the input, "i" classes by the
// RegExp peggy builds. A rule that recurses, a predicate with code (&{ }), an imported rule and a
// repetition with a variable count cannot be modelled: the check then tests the parser instead.
//
// The expressions it reads (the rules inlined, the character tests) are compiler/peg/inline.ts's.
import { type PegRuleNode, type CharTest, type Expr, Unmodelled, seq, TestTable, Inliner } from "./inline.js";

export type { CharTest, PegNode, PegRuleNode } from "./inline.js";
export { TestTable, Unmodelled } from "./inline.js";

// Item kinds (values at one position).
const TEST = 0; // the test `a` takes the character, and item `b` at the next position
const COND = 1; // item a ? item b : item c
const AND = 2; // item a and item b
const NOT_AND = 3; // not item a, and item b
const TRUE = 4; // anything follows
const END = 5; // the end of the input
const FALSE = 6;

/**
 * A state of the automaton: the tracked items that are true, sorted (most are false: a state holds
 * the readings alive after what was read, as an NFA's subset does).
 */
export type PegState = Int32Array;

/**
 * The automaton of one PEG rule (whole-input acceptance), read right to left. A step is computed
 * incrementally: from the values every item has when no character test takes the character (the
 * baseline, computed once), only the items that depend on a test that does take it are evaluated
 * again, in an order where every item comes after those of the same position it reads.
 */
export class PegAutomaton {
  readonly tests: readonly CharTest[];
  private readonly kind: number[] = [];
  private readonly a: number[] = [];
  private readonly b: number[] = [];
  private readonly c: number[] = [];
  private readonly top: number;
  private readonly trueItem: number;
  private readonly endItem: number;
  /** Items by expression (structurally: equal subtrees share their items) and continuation. */
  private readonly memo = new Map<number, Map<number, number>>();
  private readonly shapes = new Map<string, number>();
  private readonly shapeOf = new WeakMap<Expr, number>();

  /** An id per distinct expression shape (hash-consing), so that equal subtrees share items. */
  private shape(expr: Expr): number {
    let id = this.shapeOf.get(expr);
    if (id !== undefined) return id;
    let key: string;
    switch (expr.t) {
      case "test":
        key = `t${expr.test}`;
        break;
      case "seq":
      case "choice":
        key = `${expr.t === "seq" ? "s" : "c"}(${expr.items.map((x) => this.shape(x)).join(",")})`;
        break;
      case "star":
      case "not":
      case "and":
        key = `${expr.t}(${this.shape(expr.item)})`;
        break;
      case "empty":
        key = "e";
        break;
    }
    id = this.shapes.get(key);
    if (id === undefined) this.shapes.set(key, (id = this.shapes.size));
    this.shapeOf.set(expr, id);
    return id;
  }
  /** Position of each item in an evaluation order (children first). */
  private rank = new Int32Array(0);
  /** For each item, the items of the same position that read it. */
  private dependents: number[][] = [];
  /** For each item, the character tests that continue with it. */
  private testsAfter: number[][] = [];
  /** Every item's value when no test takes the character (and the input does not end here). */
  private baseline: Uint8Array = new Uint8Array(0);
  private baselineTrue: number[] = [];
  private readonly isTracked: Uint8Array;
  private readonly values: Uint8Array;
  private readonly inCone: Uint8Array;
  /** Items evaluated, summed over every step (the check's work budget counts these). */
  work = 0;

  /** `unroll`: recursion unrolled that deep (Inliner), for the check of a recursive rule. */
  constructor(
    rules: ReadonlyMap<string, PegRuleNode>,
    start: string,
    table = new TestTable(),
    unroll?: number,
  ) {
    const expr = new Inliner(rules, table, unroll).rule(start);
    this.tests = table.tests;
    this.trueItem = this.item(TRUE);
    this.endItem = this.item(END);
    this.top = this.build(expr, this.endItem);
    const n = this.kind.length;
    this.isTracked = new Uint8Array(n);
    this.isTracked[this.top] = 1;
    this.testsAfter = Array.from({ length: n }, () => []);
    for (let i = 0; i < n; i++)
      if (this.kind[i] === TEST) {
        this.isTracked[this.b[i]!] = 1;
        this.testsAfter[this.b[i]!]!.push(i);
      }
    this.sort();
    this.values = new Uint8Array(n);
    this.inCone = new Uint8Array(n);
    this.baseline = this.evaluateAll(false);
    this.baselineTrue = [];
    for (let i = 0; i < n; i++)
      if (this.baseline[i] === 1 && this.isTracked[i] === 1) this.baselineTrue.push(i);
    this.values.set(this.baseline);
  }

  /** The number of items. */
  get size(): number {
    return this.kind.length;
  }

  private item(kind: number, a = -1, b = -1, c = -1): number {
    this.kind.push(kind);
    this.a.push(a);
    this.b.push(b);
    this.c.push(c);
    return this.kind.length - 1;
  }

  /** The item "expr, then the item k". */
  private build(expr: Expr, k: number): number {
    const shape = this.shape(expr);
    let byK = this.memo.get(shape);
    if (byK === undefined) this.memo.set(shape, (byK = new Map()));
    const known = byK.get(k);
    if (known !== undefined) return known;
    let id: number;
    switch (expr.t) {
      case "empty":
        id = k;
        break;
      case "test":
        id = this.item(TEST, expr.test, k);
        break;
      case "seq": {
        id = k;
        for (let i = expr.items.length - 1; i >= 0; i--) id = this.build(expr.items[i]!, id);
        break;
      }
      case "choice": {
        id = this.item(FALSE);
        for (let i = expr.items.length - 1; i >= 0; i--) {
          const item = expr.items[i]!;
          id = this.item(COND, this.build(item, this.trueItem), this.build(item, k), id);
        }
        break;
      }
      case "star": {
        // The repetition's item is its own continuation after a round: built first, filled after.
        id = this.item(COND);
        byK.set(k, id);
        this.a[id] = this.build(expr.item, this.trueItem);
        this.b[id] = this.build(expr.item, id);
        this.c[id] = k;
        break;
      }
      case "not":
        id = this.item(NOT_AND, this.build(expr.item, this.trueItem), k);
        break;
      case "and":
        id = this.item(AND, this.build(expr.item, this.trueItem), k);
        break;
    }
    byK.set(k, id);
    return id;
  }

  private sameDeps(i: number): number[] {
    switch (this.kind[i]) {
      case COND:
        return [this.a[i]!, this.b[i]!, this.c[i]!];
      case AND:
      case NOT_AND:
        return [this.a[i]!, this.b[i]!];
      default:
        return [];
    }
  }

  /** An order in which every item comes after the items of the same position it reads. */
  private sort(): void {
    const n = this.kind.length;
    const state = new Uint8Array(n);
    const order: number[] = [];
    this.dependents = Array.from({ length: n }, () => []);
    for (let i = 0; i < n; i++) for (const d of new Set(this.sameDeps(i))) this.dependents[d]!.push(i);
    for (let root = 0; root < n; root++) {
      if (state[root] !== 0) continue;
      const stack: [number, number][] = [[root, 0]];
      state[root] = 1;
      while (stack.length > 0) {
        const frame = stack[stack.length - 1]!;
        const deps = this.sameDeps(frame[0]);
        if (frame[1] < deps.length) {
          const d = deps[frame[1]++]!;
          if (state[d] === 1)
            throw new Unmodelled("a repetition whose expression may match nothing (peggy would loop)");
          if (state[d] === 0) {
            state[d] = 1;
            stack.push([d, 0]);
          }
        } else {
          state[frame[0]] = 2;
          order.push(frame[0]);
          stack.pop();
        }
      }
    }
    this.rank = new Int32Array(n);
    order.forEach((item, k) => (this.rank[item] = k));
    this.order = Int32Array.from(order);
  }

  private order = new Int32Array(0);

  private compute(i: number, v: Uint8Array): number {
    switch (this.kind[i]) {
      case COND:
        return v[this.a[i]!] === 1 ? v[this.b[i]!]! : v[this.c[i]!]!;
      case AND:
        return v[this.a[i]!]! & v[this.b[i]!]!;
      case NOT_AND:
        return v[this.a[i]!] === 1 ? 0 : v[this.b[i]!]!;
      case TRUE:
        return 1;
      default:
        return 0;
    }
  }

  /** Every item's value with no test taking anything; END true at the end of the input. */
  private evaluateAll(atEnd: boolean): Uint8Array {
    const v = new Uint8Array(this.kind.length);
    for (const i of this.order) v[i] = i === this.endItem ? (atEnd ? 1 : 0) : this.compute(i, v);
    this.work += this.kind.length;
    return v;
  }

  private tracked(v: Uint8Array): PegState {
    const out: number[] = [];
    for (let i = 0; i < v.length; i++) if (v[i] === 1 && this.isTracked[i] === 1) out.push(i);
    return Int32Array.from(out);
  }

  /** The state at the end of the input (nothing read yet, right to left). */
  initial(): PegState {
    return this.tracked(this.evaluateAll(true));
  }

  /** Whether the rule accepts what was read, in this state. */
  accepts(state: PegState): boolean {
    let lo = 0;
    let hi = state.length - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      if (state[mid] === this.top) return true;
      if (state[mid]! < this.top) lo = mid + 1;
      else hi = mid - 1;
    }
    return false;
  }

  /**
   * The state after reading a code point to the left of what was read (whose state is `state`):
   * `takes[t]` says whether test t takes it (for a code point beyond U+FFFF: `high[t]` whether test
   * t takes it where its high surrogate is, and `low[t]` whether t takes its low surrogate alone).
   */
  step(state: PegState, takes: Uint8Array, high: Uint8Array | null, low: Uint8Array | null): PegState {
    if (high === null || low === null) return this.evaluate(state, state, takes);
    // The low unit first (right to left): there, a point test sees a lone low surrogate.
    const middle = this.evaluate(state, state, low);
    return this.evaluate(middle, state, high);
  }

  /** Compressed adjacency (built once, after sort): dependents and tests-after as offset/data arrays. */
  private csr?: {
    depAt: Int32Array;
    dep: Int32Array;
    testAt: Int32Array;
    test: Int32Array;
    testKind: Uint8Array;
    testOf: Int32Array;
    cone: Int32Array;
    bits: Uint32Array;
  };

  private adjacency() {
    if (this.csr !== undefined) return this.csr;
    const n = this.kind.length;
    const pack = (lists: number[][]) => {
      const at = new Int32Array(n + 1);
      for (let i = 0; i < n; i++) at[i + 1] = at[i]! + lists[i]!.length;
      const data = new Int32Array(at[n]!);
      for (let i = 0; i < n; i++) data.set(lists[i]!, at[i]!);
      return [at, data] as const;
    };
    const [depAt, dep] = pack(this.dependents.map((list) => list.map((i) => this.rank[i]!)));
    const [testAt, test] = pack(this.testsAfter.map((list) => list.map((i) => this.rank[i]!)));
    const testKind = new Uint8Array(n);
    const testOf = new Int32Array(n).fill(-1);
    for (let i = 0; i < n; i++)
      if (this.kind[i] === TEST) {
        testOf[this.rank[i]!] = this.a[i]!;
        testKind[this.rank[i]!] = this.tests[this.a[i]!]!.kind === "point" ? 1 : 0;
      }
    this.csr = {
      depAt,
      dep,
      testAt,
      test,
      testKind,
      testOf,
      cone: new Int32Array(n),
      bits: new Uint32Array((n >> 5) + 1),
    };
    return this.csr;
  }

  /**
   * The true tracked items at a position: `next` the state one unit to the right, `afterPoint` the
   * state after the code point that starts here (they differ inside a surrogate pair).
   */
  private evaluate(next: PegState, afterPoint: PegState, takes: Uint8Array): PegState {
    // Items are handled by rank (their place in the evaluation order) from here on. Only changes
    // travel: an item is evaluated again when an item it reads differs from its baseline, and its
    // readers are queued only if it differs too. The queue is a bitset scanned in rank order
    // (an item's readers rank after it, so each item is taken once, after all it reads).
    const { depAt, dep, testAt, test, testKind, testOf, cone: changed, bits } = this.adjacency();
    const order = this.order;
    const v = this.values;
    const baseline = this.baseline;
    const tracked = this.isTracked;
    for (let pass = 0; pass < 2; pass++) {
      const from = pass === 0 ? next : afterPoint;
      for (let j = 0; j < from.length; j++) {
        const item = from[j]!;
        for (let e = testAt[item]!, end = testAt[item + 1]!; e < end; e++) {
          const r = test[e]!;
          if (testKind[r] === pass && takes[testOf[r]!] === 1) bits[r >> 5]! |= 1 << (r & 31);
        }
      }
    }
    const a = this.a;
    const b = this.b;
    const c = this.c;
    const kinds = this.kind;
    let count = 0;
    let evaluated = 0;
    const out: number[] = [];
    for (let w = 0; w < bits.length; w++) {
      for (let word = bits[w]!; word !== 0; word = bits[w]!) {
        const low = word & -word;
        bits[w] = word ^ low;
        const r = (w << 5) + 31 - Math.clz32(low);
        const i = order[r]!;
        evaluated++;
        let value: number;
        switch (kinds[i]) {
          case TEST:
            value = 1;
            break;
          case COND:
            value = v[a[i]!] === 1 ? v[b[i]!]! : v[c[i]!]!;
            break;
          case AND:
            value = v[a[i]!]! & v[b[i]!]!;
            break;
          case NOT_AND:
            value = v[a[i]!] === 1 ? 0 : v[b[i]!]!;
            break;
          default:
            value = v[i]!;
        }
        if (value === baseline[i]) continue;
        v[i] = value;
        changed[count++] = i;
        if (value === 1 && tracked[i] === 1) out.push(i);
        for (let e = depAt[i]!, end = depAt[i + 1]!; e < end; e++) {
          const d = dep[e]!;
          bits[d >> 5]! |= 1 << (d & 31);
        }
      }
    }
    this.work += evaluated + 1;
    // The tracked items true at the baseline stay true unless they changed.
    for (const i of this.baselineTrue) if (v[i] === 1) out.push(i);
    // Back to the baseline for the next step.
    for (let k = 0; k < count; k++) v[changed[k]!] = baseline[changed[k]!]!;
    const state = Int32Array.from(out);
    return state.sort();
  }
}
