// The context-free recognizer: Earley's algorithm (1970) over the automata of the called rules
// (compiler/passes/calls.ts, compiler/passes/earley.ts), with Leo's transitive items for right
// recursion (Leo 1991, "A general context-free parsing algorithm running in linear time on every
// LR(k) grammar without using lookahead") and Aycock and Horspool's handling of rules that match
// the empty string (2002, "Practical Earley Parsing"). It decides any ABNF grammar exactly,
// recursion and ambiguity included, in time linear in the input on the grammars of the RFCs (every
// LR-regular grammar; cubic at worst, on ambiguous grammars built to be so).
//
// An ITEM is (state, origin): a called rule's automaton is in `state` after reading the input from
// `origin` to here, its own calls read as one symbol each. The items at each position form a SET:
//
//   predict   an item whose state reads CALL(k) adds k's start state with origin here (once per
//             set), and itself as a WAITER on k; if k matches the empty string, the item also
//             steps over CALL(k) here (Aycock and Horspool)
//   complete  an item whose state reads END(k) (rule k matched from its origin o to here) steps
//             every waiter on k in set o over CALL(k), into this set; where set o has one waiter
//             on k and the step leads to a state that only completes, the chain of such steps is
//             followed once and its top remembered (Leo), so a right recursion of depth d costs d
//             once, not at every position
//   scan      every item whose state reads the next character steps over it, into the next set
//
// The input matches rule r when an item of r with origin 0 completes at its end. The set where no
// item survives a character is where the input fails: its items' expected items (the states'
// readings, as the DFA's error messages name them) are what was expected there.
//
// A TREE (one derivation, with the ABNF's rule names, inlined rules included) is read back from the
// completions: each called rule's match is a path through its Thompson NFA (compiler/passes/trees.ts)
// from its start to its end, whose calls are completions the recognizer saw; the path taken is the
// first in the NFA's priority order (a depth-first search with a memo of failures): alternatives
// in the order written, repetitions as many rounds as lead to a match (greedy), a called rule's
// match as long as leads to a match. This is the tree a backtracking parser that tries everything
// would return first. Trees are built without Leo's items (every completion is kept), so a right
// recursion of depth d costs d² there.
//
// Like compiler/standalone/engine.ts, this file is bundled into the text compiled modules carry
// (compiler/standalone/engine-text.ts), so it imports only automata/format.ts.
import {
  classOf,
  codePointAt,
  decodeAlphabet,
  decodeRow,
  decodeStates,
  type PackedAlphabet,
  type PackedDiagnostics,
} from "../../automata/format.js";

/** The first symbol after Unicode's code points: CALL(k) = BASE + 2k, END(k) = BASE + 2k + 1. */
const BASE = 0x110000;

/** The tables of a grammar's called rules (compiler/passes/pack-cf.ts writes them). */
export interface PackedContextFree<Rule extends string = string> extends PackedAlphabet {
  /** The called rules, by index: the start rules first. */
  readonly rules: readonly string[];
  /** Each start rule's index in `rules`. */
  readonly starts: { readonly [R in Rule]: number };
  /** Each called rule's start state. */
  readonly entries: readonly number[];
  /** "1" where the called rule matches the empty string, else "0", one a rule. */
  readonly nullable: string;
  /** The automata's states, one a line (automata/format.ts's recognizer lines). */
  readonly states: string;
  /** The expected items of each state (its `expect` lines), as the DFA's error messages have them. */
  readonly diagnostics: PackedDiagnostics;
  /** The called rules' Thompson NFAs, for trees. */
  readonly trees: PackedTrees;
}

/**
 * The NFAs trees are read from: a state a line, its edges in priority order, each "KIND>TARGET"
 * (base 36): "e" an empty edge, "oN" / "xN" an empty edge that opens / closes inlined rule names[N],
 * "cN" a character of sets[N], "kN" a call of called rule N.
 */
interface PackedTrees {
  /** Rule names, space-separated. */
  readonly names: string;
  /** Character sets, one a line: hex ranges "41-5a,61-7a". */
  readonly sets: string;
  readonly states: string;
  /** Each called rule's start and end state. */
  readonly entries: readonly number[];
  readonly finals: readonly number[];
}

/** A rule's match: its name as the grammar spells it, where it starts and ends (UTF-16 offsets). */
export interface TreeNode {
  readonly rule: string;
  readonly from: number;
  readonly to: number;
  readonly children: TreeNode[];
}

/** Where an input fails: the offset (UTF-16) and the ids of the items expected there. */
interface Failure {
  readonly offset: number;
  readonly expected: readonly number[];
}

export interface ContextFreeEngine {
  /** The called rules, by index. */
  readonly rules: readonly string[];
  /** Whether the whole input matches called rule `rule` (an index). */
  test(input: string, rule: number): boolean;
  /** null when the input matches; else where it fails and what was expected there. */
  failure(input: string, rule: number): Failure | null;
  /** One derivation of the input (see the head of this file), or null when it does not match. */
  tree(input: string, rule: number): TreeNode | null;
  /** Items added and waiters visited since the engine was made: the work, counted (tests hold it linear). */
  readonly work: number;
  /**
   * A recognition one code point at a time, with marks to come back to (a search over inputs: the
   * PEG check enumerates every input up to a length this way). begin starts it at the empty prefix.
   */
  begin(rule: number): void;
  /** Reads one more code point; false (and the prefix unchanged) when no reading takes it. */
  advance(code: number): boolean;
  /** Whether the prefix read so far matches the whole rule. */
  readonly accepting: boolean;
  /** The ids of the items expected after the prefix read so far. */
  expected(): number[];
  mark(): ContextFreeMark;
  /** Back to a mark of the same recognition (the prefix it was made at). */
  reset(mark: ContextFreeMark): void;
}

/** A prefix of a recognition to come back to. */
export interface ContextFreeMark {
  readonly position: number;
  readonly waiters: number;
  readonly states: Int32Array;
  readonly origins: Int32Array;
  readonly accepted: boolean;
}

const MODE_TEST = 0;
const MODE_FAILURE = 1;
const MODE_TREE = 2;

function grow(array: Int32Array<ArrayBuffer>, size: number): Int32Array<ArrayBuffer> {
  if (size <= array.length) return array;
  const out = new Int32Array(Math.max(size, array.length * 2));
  out.set(array);
  return out;
}

/**
 * The columns of a table kept as a struct of arrays (the items of a set, the waiters, the
 * completions), grown together to hold `size` rows: a row is written across all of them.
 */
function growColumns<T extends Int32Array<ArrayBuffer>[]>(columns: [...T], size: number): T {
  return columns.map((column) => grow(column, size)) as T;
}

interface TreeTables {
  names: string[];
  /** ASCII membership (128 a set) and the ranges beyond. */
  ascii: Uint8Array;
  ranges: Int32Array[];
  /** Per state, edges as [kind, argument, target] triples. */
  edges: Int32Array[];
  entries: readonly number[];
  finals: readonly number[];
}

const E_EMPTY = 0;
const E_OPEN = 1;
const E_CLOSE = 2;
const E_CHAR = 3;
const E_CALL = 4;

function decodeTrees(packed: PackedTrees): TreeTables {
  const sets = packed.sets === "" ? [] : packed.sets.split("\n");
  const ascii = new Uint8Array(sets.length * 128);
  const ranges = sets.map((line, s) => {
    const pairs = line === "" ? [] : line.split(",");
    const out = new Int32Array(pairs.length * 2);
    pairs.forEach((pair, i) => {
      const dash = pair.indexOf("-");
      const a = parseInt(dash < 0 ? pair : pair.slice(0, dash), 16);
      const b = dash < 0 ? a : parseInt(pair.slice(dash + 1), 16);
      out[2 * i] = a;
      out[2 * i + 1] = b;
      for (let c = a; c <= b && c < 128; c++) ascii[s * 128 + c] = 1;
    });
    return out;
  });
  const kinds: Record<string, number> = { e: E_EMPTY, o: E_OPEN, x: E_CLOSE, c: E_CHAR, k: E_CALL };
  const edges = packed.states.split("\n").map((line) => {
    const items = line === "" ? [] : line.split(" ");
    const out = new Int32Array(items.length * 3);
    items.forEach((item, i) => {
      const gt = item.indexOf(">");
      out[3 * i] = kinds[item[0]!]!;
      out[3 * i + 1] = gt > 1 ? parseInt(item.slice(1, gt), 36) : 0;
      out[3 * i + 2] = parseInt(item.slice(gt + 1), 36);
    });
    return out;
  });
  return {
    names: packed.names === "" ? [] : packed.names.split(" "),
    ascii,
    ranges,
    edges,
    entries: packed.entries,
    finals: packed.finals,
  };
}

function inSet(trees: TreeTables, set: number, code: number): boolean {
  if (code < 128) return trees.ascii[set * 128 + code] === 1;
  const r = trees.ranges[set]!;
  for (let i = 0; i < r.length; i += 2) if (code >= r[i]! && code <= r[i + 1]!) return true;
  return false;
}

/**
 * Expected items as a reader names them: a rule by its name, a quoted string quoted, characters as
 * ABNF would write them ("a", %x0D, "a"-"z"); each once, in the tables' order.
 */
export function describeExpected(packed: PackedContextFree, ids: readonly number[]): string[] {
  const items = packed.diagnostics.items.split("\n");
  const show = (c: number): string =>
    c >= 0x21 && c <= 0x7e && c !== 0x22
      ? JSON.stringify(String.fromCharCode(c))
      : `%x${c.toString(16).toUpperCase().padStart(2, "0")}`;
  const out: string[] = [];
  for (const id of ids) {
    const line = items[id];
    if (line === undefined) continue;
    const first = line.indexOf(" ");
    const kind = line[first + 1];
    const text = line.slice(first + 3);
    let shown: string;
    if (kind === "r") shown = text;
    else if (kind === "l") shown = JSON.stringify(text);
    else
      shown = text
        .split(",")
        .map((range) => {
          const [a, b] = range.split("-").map((h) => parseInt(h, 16)) as [number, number | undefined];
          return b === undefined ? show(a) : `${show(a)}-${show(b)}`;
        })
        .join(" / ");
    if (!out.includes(shown)) out.push(shown);
  }
  return out;
}

export function makeContextFree(packed: PackedContextFree): ContextFreeEngine {
  const alphabet = decodeAlphabet(packed);
  const { lines } = decodeStates(packed.states);
  const K = alphabet.classes;
  const S = lines.length;
  const R = packed.rules.length;
  const next = new Int32Array(S * K);
  for (let s = 0; s < S; s++) next.set(decodeRow(lines[s]!, K, 0).target, s * K);
  const callCol = new Int32Array(R);
  const endCol = new Int32Array(R);
  for (let k = 0; k < R; k++) {
    callCol[k] = classOf(alphabet, BASE + 2 * k);
    endCol[k] = classOf(alphabet, BASE + 2 * k + 1);
  }
  const nullable = Uint8Array.from(packed.nullable, (c) => (c === "1" ? 1 : 0));
  const entries = Int32Array.from(packed.entries);
  // Per state: the rule it completes (-1: none), the rules it calls, and whether completing is all
  // it does (Leo's condition).
  const stateEnd = new Int32Array(S).fill(-1);
  const onlyEnd = new Uint8Array(S);
  const callsAt = new Int32Array(S + 1);
  const callList: number[] = [];
  const isSymbolColumn = new Uint8Array(K);
  for (let k = 0; k < R; k++) {
    isSymbolColumn[callCol[k]!] = 1;
    isSymbolColumn[endCol[k]!] = 1;
  }
  for (let s = 0; s < S; s++) {
    callsAt[s] = callList.length;
    for (let k = 0; k < R; k++) {
      if (next[s * K + callCol[k]!]! >= 0) callList.push(k);
      if (next[s * K + endCol[k]!]! >= 0) stateEnd[s] = k;
    }
    if (stateEnd[s]! >= 0) {
      let others = 0;
      for (let c = 0; c < K; c++) if (c !== endCol[stateEnd[s]!] && next[s * K + c]! >= 0) others++;
      onlyEnd[s] = others === 0 ? 1 : 0;
    }
  }
  callsAt[S] = callList.length;
  const calls = Int32Array.from(callList);
  const expect = packed.diagnostics.expect
    .split("\n")
    .map((line) => (line === "" ? [] : line.split(" ").map((id) => parseInt(id, 36))));
  let trees: TreeTables | undefined;
  let work = 0;

  // ---- the recognizer ----

  // The set being built: its items, and a chain of the items with the same state (deduplication).
  let itemState = new Int32Array(64);
  let itemOrigin = new Int32Array(64);
  let itemCount = 0;
  let doneState = new Int32Array(64);
  let doneOrigin = new Int32Array(64);
  let doneCount = 0;
  let chain = new Int32Array(64);
  // Set ids grow for the engine's life: a stamp or a prediction of an earlier set is never current.
  const stamp = new Int32Array(S).fill(-1);
  const head = new Int32Array(S);
  const predicted = new Int32Array(R).fill(-1);
  let setId = 0;
  // Waiters, set by set: the rule waited on, the state after the call, the origin.
  let waitRule = new Int32Array(256);
  let waitTo = new Int32Array(256);
  let waitOrigin = new Int32Array(256);
  let waitCount = 0;
  let waitBegin = new Int32Array(64);
  // Leo's transitive items, by waiter: for a waiter that is the only one on its rule in its set
  // and whose step only completes, the waiter whose step is the top of the chain (-2: not known).
  let leoTop = new Int32Array(256);
  let leoMark = new Int32Array(256);
  let leoRun = 0;
  // Trees: the completions (rule, origin, end), in the order they were found.
  let compRule = new Int32Array(16);
  let compOrigin = new Int32Array(16);
  let compEnd = new Int32Array(16);
  let compCount = 0;
  const compSeen = new Map<number, number>();
  // Each table's columns grown together, out of the loops that fill them.
  const growItems = (size: number): void => {
    [itemState, itemOrigin, chain] = growColumns([itemState, itemOrigin, chain], size);
  };
  const growWaiters = (size: number): void => {
    [waitRule, waitTo, waitOrigin, leoTop, leoMark] = growColumns(
      [waitRule, waitTo, waitOrigin, leoTop, leoMark],
      size,
    );
  };
  const growCompletions = (size: number): void => {
    [compRule, compOrigin, compEnd] = growColumns([compRule, compOrigin, compEnd], size);
  };

  const add = (s: number, o: number): void => {
    if (stamp[s] === setId) {
      for (let j = head[s]!; j >= 0; j = chain[j]!) if (itemOrigin[j] === o) return;
    } else {
      stamp[s] = setId;
      head[s] = -1;
    }
    if (itemCount === itemState.length) growItems(itemCount + 1);
    itemState[itemCount] = s;
    itemOrigin[itemCount] = o;
    chain[itemCount] = head[s]!;
    head[s] = itemCount++;
    work++;
  };

  /**
   * The one waiter on `rule` in set `o` whose step only completes (Leo's condition), or -1. The
   * start rule at 0 has a waiter more, the recognition itself.
   */
  const soleWaiter = (o: number, rule: number, start: number): number => {
    let found = -1;
    for (let w = waitBegin[o]!, end = waitBegin[o + 1]!; w < end; w++) {
      work++;
      if (waitRule[w] !== rule) continue;
      if (found >= 0) return -1;
      found = w;
    }
    if (found < 0 || onlyEnd[waitTo[found]!] === 0 || (o === 0 && rule === start)) return -1;
    return found;
  };

  /** The top of the chain of completions that waiter w's step starts: a waiter whose step is added. */
  const chainTop = (w: number, start: number): number => {
    if (leoTop[w]! !== -2) return leoTop[w]!;
    leoRun++;
    const path: number[] = [];
    let at = w;
    let top: number;
    for (;;) {
      if (leoTop[at]! !== -2) {
        top = leoTop[at]!;
        break;
      }
      path.push(at);
      leoMark[at] = leoRun;
      // The step of `at` completes its own rule from its origin: is that set's waiter sole too?
      const above = soleWaiter(waitOrigin[at]!, stateEnd[waitTo[at]!]!, start);
      if (above < 0 || leoMark[above] === leoRun) {
        top = at;
        break;
      }
      at = above;
    }
    for (const p of path) leoTop[p] = top;
    return top;
  };

  // The recognition under way: its start rule, its position (code points), whether the prefix read
  // matches the start rule, whether Leo's items are used and completions recorded (trees).
  let start = 0;
  let j = 0;
  let accepted = false;
  let useLeo = true;
  let recording = false;

  /** Completes the current set: predictions and completions, until no item is added. */
  const complete = (): void => {
    if (waitBegin.length < j + 2) waitBegin = grow(waitBegin, j + 2);
    waitBegin[j] = waitCount;
    accepted = false;
    for (let x = 0; x < itemCount; x++) {
      const s = itemState[x]!;
      const o = itemOrigin[x]!;
      for (let c = callsAt[s]!, end = callsAt[s + 1]!; c < end; c++) {
        const k = calls[c]!;
        const t = next[s * K + callCol[k]!]!;
        if (waitCount === waitRule.length) growWaiters(waitCount + 1);
        leoTop[waitCount] = -2;
        leoMark[waitCount] = 0;
        waitRule[waitCount] = k;
        waitTo[waitCount] = t;
        waitOrigin[waitCount++] = o;
        if (predicted[k] !== setId) {
          predicted[k] = setId;
          add(entries[k]!, j);
        }
        if (nullable[k] === 1) add(t, o);
      }
      const k = stateEnd[s]!;
      if (k < 0) continue;
      if (k === start && o === 0) accepted = true;
      if (o === j) continue; // matched nothing: the waiters stepped over it when they came
      if (recording) {
        const key = k * 0x100000000 + o;
        if (compSeen.get(key) !== j) {
          compSeen.set(key, j);
          if (compCount === compRule.length) growCompletions(compCount + 1);
          compRule[compCount] = k;
          compOrigin[compCount] = o;
          compEnd[compCount++] = j;
        }
      }
      const sole = useLeo ? soleWaiter(o, k, start) : -1;
      if (sole >= 0) {
        const top = chainTop(sole, start);
        add(waitTo[top]!, waitOrigin[top]!);
        continue;
      }
      for (let w = waitBegin[o]!, end = waitBegin[o + 1]!; w < end; w++) {
        work++;
        if (waitRule[w] === k) add(waitTo[w]!, waitOrigin[w]!);
      }
    }
    waitBegin[j + 1] = waitCount;
  };

  /** Starts a recognition of `rule`: the set of the empty prefix. */
  const begin = (rule: number, trees: boolean): void => {
    if (setId > 0x40000000) {
      stamp.fill(-1);
      predicted.fill(-1);
      setId = 0;
    }
    start = rule;
    j = 0;
    useLeo = !trees;
    recording = trees;
    compCount = 0;
    compSeen.clear();
    waitCount = 0;
    setId++;
    itemCount = 0;
    add(entries[rule]!, 0);
    predicted[rule] = setId;
    complete();
  };

  /**
   * Reads one more code point: true when some reading takes it (the next set, completed, is the
   * current one); false when none does (nothing changes: the current set is where it failed).
   */
  const advance = (code: number): boolean => {
    const cls = code < 128 ? alphabet.ascii[code]! : classOf(alphabet, code);
    [doneState, itemState] = [itemState, doneState];
    [doneOrigin, itemOrigin] = [itemOrigin, doneOrigin];
    doneCount = itemCount;
    itemCount = 0;
    setId++;
    for (let x = 0; x < doneCount; x++) {
      const t = next[doneState[x]! * K + cls]!;
      if (t >= 0) add(t, doneOrigin[x]!);
    }
    if (itemCount === 0) {
      [doneState, itemState] = [itemState, doneState];
      [doneOrigin, itemOrigin] = [itemOrigin, doneOrigin];
      itemCount = doneCount;
      setId++;
      return false;
    }
    j++;
    complete();
    return true;
  };

  /** Runs the recognizer over the input; where it stopped (code points and UTF-16 offset). */
  const run = (
    input: string,
    rule: number,
    mode: number,
  ): {
    accepted: boolean;
    offset: number;
    points: number;
    codes: Int32Array | null;
    offsets: Int32Array | null;
  } => {
    const length = input.length;
    const codes = mode === MODE_TREE ? new Int32Array(length + 1) : null;
    const offsets = mode === MODE_TREE ? new Int32Array(length + 1) : null;
    begin(rule, mode === MODE_TREE);
    for (let i = 0; ;) {
      if (offsets !== null) offsets[j] = i;
      if (i >= length) return { accepted, offset: length, points: j, codes, offsets };
      const c = input.charCodeAt(i);
      const code = c < 0xd800 ? c : codePointAt(input, i, c);
      if (codes !== null) codes[j] = code;
      if (!advance(code)) return { accepted: false, offset: i, points: j, codes, offsets };
      i += code > 0xffff ? 2 : 1;
    }
  };

  const expectedHere = (): number[] => {
    const ids = new Set<number>();
    for (let x = 0; x < itemCount; x++) for (const id of expect[itemState[x]!] ?? []) ids.add(id);
    return [...ids].sort((a, b) => a - b);
  };

  // ---- trees ----

  const buildTree = (start: number, points: number, codes: Int32Array, offsets: Int32Array): TreeNode => {
    trees ??= decodeTrees(packed.trees);
    const t = trees;
    // The completions by origin, each origin's longest first.
    const order = new Int32Array(compCount);
    for (let x = 0; x < compCount; x++) order[x] = x;
    order.sort((x, y) => compOrigin[x]! - compOrigin[y]! || compEnd[y]! - compEnd[x]! || x - y);
    const rangeStart = new Int32Array(points + 2);
    const rangeEnd = new Int32Array(points + 2);
    for (let x = compCount - 1; x >= 0; x--) rangeStart[compOrigin[order[x]!]!] = x;
    for (let x = 0; x < compCount; x++) rangeEnd[compOrigin[order[x]!]!] = x + 1;
    /** A path: the edges taken (state, edge) and the position each leads to. */
    type Path = { states: number[]; edges: number[]; positions: number[] };
    // A call over the whole span of the rule that calls it (a unit step: a = b, b = a) is taken only
    // where the callee has a derivation there that does not come back to a rule on the way: such a
    // derivation exists whenever any does, and the tree stays finite. `forbidden` holds the rules
    // of the unit steps so far; the answers for whole-span calls are kept.
    const unitPaths = new Map<string, Path | null>();
    const search = (rule: number, a: number, b: number, forbidden: readonly number[]): Path | null => {
      const final = t.finals[rule]!;
      const span = b - a + 1;
      const failed = new Set<number>();
      const onPath = new Set<number>();
      // The depth-first search, one frame a step: state, position, the next edge to try (and for
      // a call, the next candidate end: 1 + an index into `order`, -1 the empty match, -2 none
      // left), and the edge taken to the frame above.
      const fState: number[] = [];
      const fPos: number[] = [];
      const fEdge: number[] = [];
      const fCand: number[] = [];
      const fTaken: number[] = [];
      const push = (q: number, p: number): void => {
        fState.push(q);
        fPos.push(p);
        fEdge.push(0);
        fCand.push(0);
        fTaken.push(-1);
        onPath.add(q * span + (p - a));
      };
      const unit = (callee: number): boolean => {
        if (callee === rule || forbidden.includes(callee)) return false;
        const inner = [...forbidden, rule].sort((x, y) => x - y);
        const key = `${callee} ${a} ${b} ${inner.join(",")}`;
        if (!unitPaths.has(key)) {
          unitPaths.set(key, null); // while it is searched: a cycle back to it finds nothing
          unitPaths.set(key, search(callee, a, b, inner));
        }
        return unitPaths.get(key) !== null;
      };
      push(t.entries[rule]!, a);
      while (fState.length > 0) {
        const f = fState.length - 1;
        const q = fState[f]!;
        const p = fPos[f]!;
        if (q === final && p === b) return { states: fState, edges: fTaken, positions: fPos };
        const edges = t.edges[q]!;
        let moved = false;
        while (fEdge[f]! * 3 < edges.length) {
          const edge = fEdge[f]!;
          const kind = edges[edge * 3]!;
          const arg = edges[edge * 3 + 1]!;
          const target = edges[edge * 3 + 2]!;
          let to = -1;
          work++;
          if (kind === E_CALL) {
            let x = fCand[f]!;
            if (x === 0) x = rangeEnd[p]! > rangeStart[p]! ? rangeStart[p]! + 1 : -1;
            while (x > 0 && x - 1 < rangeEnd[p]!) {
              const c = order[x - 1]!;
              x++;
              if (compRule[c] === arg && compEnd[c]! <= b && (p !== a || compEnd[c] !== b || unit(arg))) {
                to = compEnd[c]!;
                break;
              }
            }
            if (to < 0 && x > 0) x = -1;
            if (to < 0 && x === -1) {
              x = -2;
              if (nullable[arg] === 1 && (a !== b || unit(arg))) to = p;
            }
            if (to < 0) {
              fEdge[f]!++;
              fCand[f] = 0;
              continue;
            }
            fCand[f] = x;
          } else {
            if (kind !== E_CHAR) to = p;
            else if (p < b && inSet(t, arg, codes[p]!)) to = p + 1;
            fEdge[f]!++;
            if (to < 0) continue;
          }
          const key = target * span + (to - a);
          if (failed.has(key) || onPath.has(key)) continue;
          fTaken[f] = edge;
          push(target, to);
          moved = true;
          break;
        }
        if (moved) continue;
        // Every edge tried: no path from here to the end.
        const key = q * span + (p - a);
        failed.add(key);
        onPath.delete(key);
        fState.pop();
        fPos.pop();
        fEdge.pop();
        fCand.pop();
        fTaken.pop();
      }
      return null;
    };
    type Mutable = { rule: string; from: number; to: number; children: Mutable[] };
    const root: Mutable = { rule: packed.rules[start]!, from: 0, to: points, children: [] };
    const pending: { rule: number; node: Mutable; forbidden: readonly number[] }[] = [
      { rule: start, node: root, forbidden: [] },
    ];
    const all: Mutable[] = [root];
    while (pending.length > 0) {
      const { rule, node, forbidden } = pending.pop()!;
      const a = node.from;
      const b = node.to;
      const key = `${rule} ${a} ${b} ${forbidden.join(",")}`;
      const path =
        forbidden.length > 0 && unitPaths.has(key) ? unitPaths.get(key)! : search(rule, a, b, forbidden);
      if (path === null)
        throw new Error(`internal error: no derivation of ${packed.rules[rule]} from ${a} to ${b}`);
      // The path read into nodes: inlined rules open and close, calls are children to expand.
      const open: Mutable[] = [node];
      for (let f = 0; f + 1 < path.states.length; f++) {
        const edges = t.edges[path.states[f]!]!;
        const e = path.edges[f]! * 3;
        const kind = edges[e]!;
        const arg = edges[e + 1]!;
        const p = path.positions[f]!;
        const current = open[open.length - 1]!;
        if (kind === E_OPEN) {
          const child: Mutable = { rule: t.names[arg]!, from: p, to: p, children: [] };
          current.children.push(child);
          all.push(child);
          open.push(child);
        } else if (kind === E_CLOSE) {
          current.to = p;
          open.pop();
        } else if (kind === E_CALL) {
          const to = path.positions[f + 1]!;
          const child: Mutable = { rule: packed.rules[arg]!, from: p, to, children: [] };
          current.children.push(child);
          all.push(child);
          const unitStep = p === a && to === b;
          pending.push({
            rule: arg,
            node: child,
            forbidden: unitStep ? [...forbidden, rule].sort((x, y) => x - y) : [],
          });
        }
      }
    }
    // Positions so far count code points: the caller's are UTF-16 offsets.
    for (const n of all) {
      n.from = offsets[n.from]!;
      n.to = offsets[n.to]!;
    }
    return root;
  };

  return {
    rules: packed.rules,
    test(input, rule) {
      return run(input, rule, MODE_TEST).accepted;
    },
    failure(input, rule) {
      const result = run(input, rule, MODE_FAILURE);
      if (result.accepted) return null;
      return { offset: result.offset, expected: expectedHere() };
    },
    tree(input, rule) {
      const result = run(input, rule, MODE_TREE);
      if (!result.accepted) return null;
      return buildTree(rule, result.points, result.codes!, result.offsets!);
    },
    get work() {
      return work;
    },
    begin(rule) {
      begin(rule, false);
    },
    advance,
    get accepting() {
      return accepted;
    },
    expected: expectedHere,
    mark() {
      return {
        position: j,
        waiters: waitCount,
        states: itemState.slice(0, itemCount),
        origins: itemOrigin.slice(0, itemCount),
        accepted,
      };
    },
    reset(mark) {
      j = mark.position;
      waitCount = mark.waiters;
      waitBegin[j + 1] = waitCount;
      itemCount = mark.states.length;
      growItems(itemCount);
      itemState.set(mark.states);
      itemOrigin.set(mark.origins);
      accepted = mark.accepted;
      setId++;
    },
  };
}
