// A Thompson NFA with capture slots and one bounded counter, and the Pike VM that runs it: every
// thread advances in lock step over the input, and at each position a state is entered at most
// once per counter value that is lower than every counter it was entered with before (see
// addThread). So a run takes at most (n + 1) · m · (K + 1) steps for an input of n characters, an
// automaton of m states and a largest counter limit K (an RFC 6570 §2.4.1 max-length, below
// 10000; K = 0 without prefixes): linear in the input, whatever the input. There is no
// backtracking: this is what keeps `match` out of ReDoS (the MCP TypeScript SDK's CVE-2026-0621
// was a backtracking regular expression for an exploded `{/id*}`).
//
// Threads are kept in priority order (Pike's VM): where the automaton can match the input in
// several ways, the answer is the path that prefers, at each SPLIT, its earlier alternatives.

const CHAR = 0;
const SPLIT = 1;
const SAVE = 2;
const MATCH = 3;
const COUNT_RESET = 4;
const COUNT_ADD = 5;

/** A set of ASCII characters (the only characters a URI has, RFC 3986 §2). */
export type CharSet = Uint8Array;

const charSets = new Map<string, CharSet>();

/** The set of the given characters (the same object for the same string). */
export function charSet(chars: string): CharSet {
  let set = charSets.get(chars);
  if (set !== undefined) return set;
  set = new Uint8Array(128);
  for (let i = 0; i < chars.length; i++) {
    const c = chars.charCodeAt(i);
    if (c >= 128) throw new RangeError(`charSet: not ASCII: ${chars[i]}`);
    set[c] = 1;
  }
  charSets.set(chars, set);
  return set;
}

/** A fragment builder: given the state that follows, returns the fragment's entry state. */
export type Fragment = (next: number) => number;

export class NfaBuilder {
  readonly op: number[] = [];
  /** CHAR: char set index; SAVE: slot; COUNT_ADD: amount. */
  readonly arg: number[] = [];
  /** COUNT_ADD: the counter's limit. */
  readonly limit: number[] = [];
  readonly out: number[] = [];
  readonly alts: (number[] | null)[] = [];
  readonly sets: CharSet[] = [];
  private readonly setIndex = new Map<CharSet, number>();
  /** Whether any COUNT_ADD exists (the VM then keys visits by counter too). */
  counted = false;

  /** lazy: star, plus and opt prefer fewer repetitions (shortest first) instead of more. */
  constructor(private readonly lazy = false) {}

  private prefer(more: number, fewer: number): number[] {
    return this.lazy ? [fewer, more] : [more, fewer];
  }

  private add(op: number, arg: number, limit: number, out: number, alts: number[] | null): number {
    this.op.push(op);
    this.arg.push(arg);
    this.limit.push(limit);
    this.out.push(out);
    this.alts.push(alts);
    return this.op.length - 1;
  }

  char(set: CharSet, next: number): number {
    let index = this.setIndex.get(set);
    if (index === undefined) {
      index = this.sets.length;
      this.sets.push(set);
      this.setIndex.set(set, index);
    }
    return this.add(CHAR, index, 0, next, null);
  }
  /** A choice, earlier alternatives preferred. */
  split(targets: number[]): number {
    return this.add(SPLIT, 0, 0, -1, targets);
  }
  /** A SPLIT whose targets are set later (loops). */
  setTargets(state: number, targets: number[]): void {
    this.alts[state] = targets;
  }
  save(slot: number, next: number): number {
    return this.add(SAVE, slot, 0, next, null);
  }
  countReset(next: number): number {
    return this.add(COUNT_RESET, 0, 0, next, null);
  }
  countAdd(amount: number, limit: number, next: number): number {
    this.counted = true;
    return this.add(COUNT_ADD, amount, limit, next, null);
  }
  match(): number {
    return this.add(MATCH, 0, 0, -1, null);
  }

  // Combinators over fragments.
  seq(...parts: Fragment[]): Fragment {
    return (next) => parts.reduceRight((n, f) => f(n), next);
  }
  alt(...parts: Fragment[]): Fragment {
    return (next) => this.split(parts.map((f) => f(next)));
  }
  /** Greedy (as many as can be, then fewer) unless the builder is lazy. */
  star(body: Fragment): Fragment {
    return (next) => {
      const loop = this.split([]);
      this.setTargets(loop, this.prefer(body(loop), next));
      return loop;
    };
  }
  plus(body: Fragment): Fragment {
    return (next) => {
      const loop = this.split([]);
      const entry = body(loop);
      this.setTargets(loop, this.prefer(entry, next));
      return entry;
    };
  }
  opt(body: Fragment): Fragment {
    return (next) => this.split(this.prefer(body(next), next));
  }
  /** A bounded loop's choice at `loop`: one more `once`, or `exit`. */
  loopTargets(loop: number, once: number, exit: number): void {
    this.setTargets(loop, this.prefer(once, exit));
  }
  set(chars: CharSet): Fragment {
    return (next) => this.char(chars, next);
  }

  /** The SPLIT targets in one array, state by state (a typed array each cost more than its targets). */
  private flatAlts(): { altStart: Int32Array; altTargets: Int32Array } {
    const m = this.op.length;
    const altStart = new Int32Array(m + 1);
    for (let i = 0; i < m; i++) altStart[i + 1] = altStart[i]! + (this.alts[i]?.length ?? 0);
    const altTargets = new Int32Array(altStart[m]!);
    for (let i = 0; i < m; i++) altTargets.set(this.alts[i] ?? [], altStart[i]!);
    return { altStart, altTargets };
  }

  build(entry: number): Nfa {
    return {
      op: Uint8Array.from(this.op),
      arg: Int32Array.from(this.arg),
      limit: Int32Array.from(this.limit),
      out: Int32Array.from(this.out),
      ...this.flatAlts(),
      sets: this.sets,
      counted: this.counted,
      entry,
    };
  }
}

export interface Nfa {
  readonly op: Uint8Array;
  readonly arg: Int32Array;
  readonly limit: Int32Array;
  readonly out: Int32Array;
  /** SPLIT targets of state i: altTargets[altStart[i]] to altTargets[altStart[i + 1] - 1], in order. */
  readonly altStart: Int32Array;
  readonly altTargets: Int32Array;
  readonly sets: readonly CharSet[];
  readonly counted: boolean;
  readonly entry: number;
}

export interface RunResult {
  /** The capture slots of the preferred matching path (-1 where not set), or null if no path matches. */
  slots: Int32Array | null;
  /** Whether the run stopped at its step budget (then slots is null and says nothing). */
  exhausted: boolean;
  /** Work done: states visited while following ε-edges, plus threads stepped over a character. */
  steps: number;
}

/**
 * The captures of a thread: the SAVE states it passed, newest first, each with the position it
 * saved, sharing their older part with the threads they were copied from. A SAVE costs one node
 * whatever the number of slots (copying a slot array would cost 2 slots per occurrence of a
 * variable, which made a template of many variables quadratic); the slots of the winning thread
 * are read off its chain once, at the end.
 */
class Capture {
  constructor(
    readonly slot: number,
    readonly pos: number,
    readonly older: Capture | null,
  ) {}
}

/** A copy of `array` in an array twice as long. */
function doubled(array: Int32Array): Int32Array {
  const copy = new Int32Array(array.length * 2);
  copy.set(array);
  return copy;
}

/**
 * Threads (a state, its counter, its captures) in typed arrays that grow: those at one position, in
 * priority order, and the depth-first stack of addThread.
 */
class ThreadList {
  pc: Int32Array;
  count: Int32Array;
  captures: (Capture | null)[];
  length = 0;
  constructor(size: number) {
    this.pc = new Int32Array(size);
    this.count = new Int32Array(size);
    this.captures = new Array<Capture | null>(size).fill(null);
  }
  push(pc: number, captures: Capture | null, count: number): void {
    if (this.length === this.pc.length) {
      // Counted automata can hold more than m threads, and the stack is as deep as it needs: grow.
      this.pc = doubled(this.pc);
      this.count = doubled(this.count);
    }
    this.pc[this.length] = pc;
    this.captures[this.length] = captures;
    this.count[this.length] = count;
    this.length++;
  }
}

/** The slots a chain of captures sets: for each slot its newest save, -1 where none. */
function slotsOf(captures: Capture | null, slotCount: number): Int32Array {
  const slots = new Int32Array(slotCount).fill(-1);
  for (let c = captures; c !== null; c = c.older) if (slots[c.slot] === -1) slots[c.slot] = c.pos;
  return slots;
}

/**
 * The Pike VM over one automaton for one run: the visits at the current position (`generation`
 * numbers the positions), the depth-first stack of addThread, and the work done.
 */
class Vm {
  // seen[pc] === generation: a thread reached pc at this position, with counter least[pc]; the
  // generation is the number of characters stepped over (seen starts at -1, none).
  readonly seen: Int32Array;
  readonly least: Int32Array;
  readonly stack = new ThreadList(64);
  generation = 0;
  steps = 0;

  constructor(readonly nfa: Nfa) {
    const m = nfa.op.length;
    this.seen = new Int32Array(m).fill(-1);
    this.least = new Int32Array(m);
  }

  // Follows ε-edges from `pc0` depth first, earlier alternatives first, adding the CHAR and MATCH
  // states reached to `list` in priority order. A chain of ε-edges is followed without the stack:
  // only the later alternatives of a SPLIT wait there (the order is the same as pushing them all).
  addThread(list: ThreadList, pc0: number, captures0: Capture | null, count0: number, pos: number): void {
    const { op, arg, limit, out, altStart, altTargets } = this.nfa;
    const { seen, least, stack, generation } = this;
    stack.push(pc0, captures0, count0);
    while (stack.length > 0) {
      const top = --stack.length;
      let pc = stack.pc[top]!;
      let captures = stack.captures[top]!;
      let count = stack.count[top]!;
      for (;;) {
        // A thread that reaches pc after one (of higher priority) whose counter was not greater
        // can never be the answer: the earlier one accepts every suffix it accepts (a lower counter
        // passes every COUNT_ADD a higher one passes), and comes first. Without counters: one
        // thread per state.
        if (seen[pc] === generation && least[pc]! <= count) break;
        seen[pc] = generation;
        least[pc] = count;
        this.steps++;
        const o = op[pc]!;
        if (o === CHAR || o === MATCH) {
          list.push(pc, captures, count);
          break;
        }
        if (o === SPLIT) {
          const first = altStart[pc]!;
          for (let i = altStart[pc + 1]! - 1; i > first; i--) stack.push(altTargets[i]!, captures, count);
          pc = altTargets[first]!;
        } else if (o === SAVE) {
          captures = new Capture(arg[pc]!, pos, captures);
          pc = out[pc]!;
        } else if (o === COUNT_RESET) {
          count = 0;
          pc = out[pc]!;
        } else {
          // COUNT_ADD
          const next = count + arg[pc]!;
          if (next > limit[pc]!) break;
          count = next;
          pc = out[pc]!;
        }
      }
    }
  }

  /** Steps the threads of `clist` over the character `c` at `pos`, in priority order, into `nlist`. */
  step(clist: ThreadList, nlist: ThreadList, c: number, pos: number): void {
    const { op, arg, out, sets } = this.nfa;
    this.generation++;
    nlist.length = 0;
    // A character beyond ASCII is in no set (a URI has none, RFC 3986 §2): every thread dies.
    if (c < 128)
      for (let t = 0; t < clist.length; t++) {
        const pc = clist.pc[t]!;
        this.steps++;
        if (op[pc] === CHAR && sets[arg[pc]!]![c] === 1)
          this.addThread(nlist, out[pc]!, clist.captures[t]!, clist.count[t]!, pos + 1);
      }
  }
}

/** The capture slots of the first (preferred) thread of `list` at MATCH, or null when none is. */
function accepted(op: Uint8Array, list: ThreadList, slotCount: number): Int32Array | null {
  for (let t = 0; t < list.length; t++)
    if (op[list.pc[t]!] === MATCH) return slotsOf(list.captures[t]!, slotCount);
  return null;
}

/** Runs the automaton over the whole input (anchored at both ends), within `budget` steps. */
export function run(nfa: Nfa, input: string, slotCount: number, budget = Infinity): RunResult {
  const vm = new Vm(nfa);
  const m = nfa.op.length;
  // At most one thread per (state, counter) per position; without counters, one per state.
  const capacity = nfa.counted ? Math.max(m, 16) : m;
  let clist = new ThreadList(capacity);
  let nlist = new ThreadList(capacity);
  vm.addThread(clist, nfa.entry, null, 0, 0);
  for (let i = 0; i < input.length; i++) {
    if (clist.length === 0) return { slots: null, steps: vm.steps, exhausted: false };
    if (vm.steps > budget) return { slots: null, steps: vm.steps, exhausted: true };
    vm.step(clist, nlist, input.charCodeAt(i), i);
    const swap = clist;
    clist = nlist;
    nlist = swap;
  }
  return { slots: accepted(nfa.op, clist, slotCount), steps: vm.steps, exhausted: false };
}
