// ABNF → deterministic finite automata: the fast path of isValid and parse.
//
// The same regex tree that becomes the anchored regular expression (to-regex.ts) is compiled here
// into a Thompson NFA and then determinized, twice:
//
// 1. A recognizer: the subset construction, then Moore's partition refinement to the minimal DFA.
//    Running it is one table lookup per character: no backtracking, no stack, so no input length
//    at which it fails and no super-linear case, whatever the grammar (a DFA is linear by nature).
//
// 2. A splitter: a tagged DFA (Laurikari's TDFA, in the form Trofimovich gives it for re2c). Each
//    capture group of the regex becomes two tags, "component starts here" and "ends here", on the
//    NFA's ε-edges. Where the DFA cannot yet know which NFA thread will succeed ("//a:b" may be a
//    userinfo or a host and a port until "@" or "/" comes), each thread keeps its tags in registers
//    of its own, and transitions carry the register operations (copy, or set to the current
//    offset). The threads are kept in the backtracking engine's priority order and the first to
//    reach a state wins, as in a Pike VM, so the components are the ones the regular expression's
//    capture groups give (test/syntax/paths-agree.test.ts holds the two equal).
//
// Both read code points; the classes partition the code points by the edges that take them.
import type { Ranges } from "./charset.js";
import type { Rx } from "./to-regex.js";

const MAX_CODE_POINT = 0x10ffff;

interface NfaState {
  /** ε-edges in priority order; tag -1: none. */
  eps: { to: number; tag: number }[];
  edges: { set: number; to: number }[];
}

interface Nfa {
  states: NfaState[];
  start: number;
  final: number;
  /** The distinct character sets of the edges (edge.set indexes this). */
  sets: Ranges[];
  /** Tag 2k opens component k, 2k + 1 closes it. */
  components: string[];
}

function buildNfa(rx: Rx): Nfa {
  const states: NfaState[] = [];
  const sets: Ranges[] = [];
  const setIndex = new Map<string, number>();
  const components: string[] = [];
  const fresh = (): number => states.push({ eps: [], edges: [] }) - 1;
  const eps = (from: number, to: number, tag = -1): void => {
    states[from]!.eps.push({ to, tag });
  };
  // `open`: the components whose group encloses this node. A group nested in a group of the same
  // component (RFC 1808's abs_path = "/" rel_path, both the path) gets no tags: the regex's first
  // group, the outer one, is the component.
  const build = (node: Rx, from: number, open: ReadonlySet<string> = new Set()): number => {
    switch (node.k) {
      case "set": {
        const key = JSON.stringify(node.ranges);
        let set = setIndex.get(key);
        if (set === undefined) setIndex.set(key, (set = sets.push(node.ranges) - 1));
        const to = fresh();
        states[from]!.edges.push({ set, to });
        return to;
      }
      case "seq": {
        let at = from;
        for (const item of node.items) at = build(item, at, open);
        return at;
      }
      case "alt": {
        const to = fresh();
        for (const item of node.items) {
          const s = fresh();
          eps(from, s);
          eps(build(item, s, open), to);
        }
        return to;
      }
      case "group": {
        if (open.has(node.name)) return build(node.item, from, open);
        let k = components.indexOf(node.name);
        if (k === -1) k = components.push(node.name) - 1;
        const s = fresh();
        eps(from, s, 2 * k);
        const to = fresh();
        eps(build(node.item, s, new Set([...open, node.name])), to, 2 * k + 1);
        return to;
      }
      case "rep": {
        let at = from;
        for (let i = 0; i < node.min; i++) at = build(node.item, at, open);
        if (node.max === null) {
          // Greedy, as the regex's `*`: the loop's body comes before its exit.
          const loop = fresh();
          eps(at, loop);
          const body = fresh();
          eps(loop, body);
          eps(build(node.item, body, open), loop);
          const exit = fresh();
          eps(loop, exit);
          return exit;
        }
        const exit = fresh();
        for (let i = node.min; i < node.max; i++) {
          const body = fresh();
          eps(at, body);
          eps(at, exit);
          at = build(node.item, body, open);
        }
        eps(at, exit);
        return exit;
      }
    }
  };
  const start = fresh();
  const final = build(rx, start);
  if (components.length > 15)
    throw new Error(`too many components for the tag masks: ${components.join(", ")}`);
  return { states, start, final, sets, components };
}

/** The alphabet: code points partitioned into classes that no edge tells apart; class 0 is taken by no edge. */
export interface Classes {
  /** Class of each code point below 128. */
  ascii: number[];
  /** From 128 up: interval starts (ascending) and the class of each interval. */
  starts: number[];
  ids: number[];
  count: number;
  /** For each edge set, the classes it takes. */
  ofSet: number[][];
}

function classify(sets: Ranges[]): Classes {
  const points = new Set<number>([0, 128, MAX_CODE_POINT + 1]);
  for (const set of sets)
    for (const [a, b] of set) {
      points.add(a);
      points.add(b + 1);
    }
  const bounds = [...points].sort((x, y) => x - y);
  const signatureClass = new Map<string, number>([["", 0]]);
  const intervalClass: number[] = [];
  const ofSet: Set<number>[] = sets.map(() => new Set());
  for (let i = 0; i + 1 < bounds.length; i++) {
    const lo = bounds[i]!;
    const members: number[] = [];
    sets.forEach((set, s) => {
      if (set.some(([a, b]) => a <= lo && lo <= b)) members.push(s);
    });
    const key = members.join(",");
    let cls = signatureClass.get(key);
    if (cls === undefined) signatureClass.set(key, (cls = signatureClass.size));
    intervalClass.push(cls);
    for (const s of members) ofSet[s]!.add(cls);
  }
  const ascii: number[] = [];
  const starts: number[] = [];
  const ids: number[] = [];
  for (let i = 0; i + 1 < bounds.length; i++) {
    const lo = bounds[i]!;
    const cls = intervalClass[i]!;
    if (lo < 128) for (let c = lo; c < bounds[i + 1]! && c < 128; c++) ascii.push(cls);
    else if (ids.length === 0 || ids[ids.length - 1] !== cls) {
      starts.push(lo);
      ids.push(cls);
    }
  }
  return {
    ascii,
    starts,
    ids,
    count: signatureClass.size,
    ofSet: ofSet.map((s) => [...s].sort((x, y) => x - y)),
  };
}

/** For each NFA state and class, the states its edges reach, in edge order. */
function stepTable(nfa: Nfa, classes: Classes): number[][][] {
  return nfa.states.map((state) => {
    const row: number[][] = Array.from({ length: classes.count }, () => []);
    for (const edge of state.edges) for (const cls of classes.ofSet[edge.set]!) row[cls]!.push(edge.to);
    return row;
  });
}

export interface RecognizerDfa {
  classes: Classes;
  start: number;
  /** next[state * classes.count + class]; -1: rejected. */
  next: number[];
  accept: number[];
}

export interface TaggedDfa extends RecognizerDfa {
  components: string[];
  /** Registers the operations use (the last is scratch for copies that form a cycle). */
  registers: number;
  /** ops[state * classes.count + class]: the transition's [register, source] pairs, in order. */
  ops: number[][];
  /**
   * finals[state]: for each tag (2k open, 2k + 1 close of component k), the register holding it,
   * -1 when unset, END (-2) when it is the input's length.
   */
  finals: number[][];
}

export class TooLarge extends Error {}

/** The minimal DFA of the tree's language (its capture groups are ignored). */
export function recognizerDfa(rx: Rx, limit = 20000): RecognizerDfa {
  const nfa = buildNfa(rx);
  const classes = classify(nfa.sets);
  const step = stepTable(nfa, classes);
  const closure = (seeds: Iterable<number>): number[] => {
    const seen = new Set<number>();
    const stack = [...seeds];
    while (stack.length > 0) {
      const q = stack.pop()!;
      if (seen.has(q)) continue;
      seen.add(q);
      for (const e of nfa.states[q]!.eps) stack.push(e.to);
    }
    return [...seen].filter((q) => q === nfa.final || nfa.states[q]!.edges.length > 0).sort((a, b) => a - b);
  };
  const K = classes.count;
  const index = new Map<string, number>();
  const subsets: number[][] = [];
  const add = (subset: number[]): number => {
    const key = subset.join(",");
    let id = index.get(key);
    if (id === undefined) {
      if (subsets.length >= limit) throw new TooLarge(`more than ${limit} DFA states`);
      index.set(key, (id = subsets.push(subset) - 1));
    }
    return id;
  };
  add(closure([nfa.start]));
  const next: number[] = [];
  for (let s = 0; s < subsets.length; s++) {
    const subset = subsets[s]!;
    for (let k = 0; k < K; k++) {
      const targets = new Set<number>();
      if (k !== 0) for (const q of subset) for (const to of step[q]![k]!) targets.add(to);
      next.push(targets.size === 0 ? -1 : add(closure(targets)));
    }
  }
  const accept = subsets.map((subset) => (subset.includes(nfa.final) ? 1 : 0));
  return minimize({ classes, start: 0, next, accept });
}

/**
 * Moore's partition refinement: states start in blocks by `label`, and blocks split until, class by
 * class, their states go to the same block (by the same `edge`, when transitions carry something).
 * The blocks are then numbered breadth-first from the start, so the output does not depend on Map
 * iteration details. Returns a state of each block (in the new numbering) and the new table.
 */
function refine(
  start: number,
  table: readonly number[],
  K: number,
  label: (state: number) => string,
  edge: (transition: number) => string = () => "",
): { representative: number[]; next: number[] } {
  const n = table.length / K;
  const labels = new Map<string, number>();
  let block = Array.from({ length: n }, (_, s) => {
    const key = label(s);
    let id = labels.get(key);
    if (id === undefined) labels.set(key, (id = labels.size));
    return id;
  });
  let count = labels.size;
  for (;;) {
    const signatures = new Map<string, number>();
    const refined = new Array<number>(n);
    for (let s = 0; s < n; s++) {
      const parts: (number | string)[] = [block[s]!];
      for (let k = 0; k < K; k++) {
        const t = table[s * K + k]!;
        parts.push(t < 0 ? -1 : block[t]!, edge(s * K + k));
      }
      const key = parts.join("|");
      let id = signatures.get(key);
      if (id === undefined) signatures.set(key, (id = signatures.size));
      refined[s] = id;
    }
    block = refined;
    if (signatures.size === count) break;
    count = signatures.size;
  }
  const order = new Map<number, number>([[block[start]!, 0]]);
  const representative = [start];
  const queue = [start];
  while (queue.length > 0) {
    const s = queue.shift()!;
    for (let k = 0; k < K; k++) {
      const t = table[s * K + k]!;
      if (t >= 0 && !order.has(block[t]!)) {
        order.set(block[t]!, representative.push(t) - 1);
        queue.push(t);
      }
    }
  }
  const next: number[] = [];
  for (const s of representative)
    for (let k = 0; k < K; k++) {
      const t = table[s * K + k]!;
      next.push(t < 0 ? -1 : order.get(block[t]!)!);
    }
  return { representative, next };
}

/** The minimal DFA: states merged when they accept alike and go to equivalent states. */
function minimize(dfa: RecognizerDfa): RecognizerDfa {
  const { representative, next } = refine(dfa.start, dfa.next, dfa.classes.count, (s) =>
    String(dfa.accept[s]),
  );
  return { classes: dfa.classes, start: 0, next, accept: representative.map((s) => dfa.accept[s]!) };
}

interface Config {
  q: number;
  /** Register of each tag, -1 when the thread has not set it. */
  regs: number[];
  /** Tags the thread crossed on its way to q since the last character (bit per tag), not yet written. */
  pending: number;
}

/**
 * The tagged DFA of the tree: the recognizer's language, and the components of its capture groups.
 *
 * Tags are written one character late (TDFA(1)): a thread that crossed "the path may end here" in
 * an ε-closure writes that offset only if it survives the next character, or at the end of the
 * input. Written eagerly, such a tag would cost a register write on every character of a path.
 */
export function taggedDfa(rx: Rx, limit = 6000): TaggedDfa {
  const nfa = buildNfa(rx);
  const classes = classify(nfa.sets);
  const step = stepTable(nfa, classes);
  const T = nfa.components.length * 2;
  const K = classes.count;

  interface Thread {
    q: number;
    /** The registers of the seed it came from, and the seed's pending tags (written on this step). */
    regs: number[];
    written: number;
    pending: number;
  }
  // ε-closure in priority order (depth first, the first path to a state wins), with the tags each
  // thread crossed on the way. Only states that read a character, and the final state, are kept.
  const closure = (seeds: Config[]): Thread[] => {
    const seen = new Set<number>();
    const out: Thread[] = [];
    const visit = (q: number, seed: Config, pending: number): void => {
      if (seen.has(q)) return;
      seen.add(q);
      const state = nfa.states[q]!;
      if (q === nfa.final || state.edges.length > 0)
        out.push({ q, regs: seed.regs, written: seed.pending, pending });
      for (const e of state.eps) visit(e.to, seed, e.tag >= 0 ? pending | (1 << e.tag) : pending);
    };
    for (const seed of seeds) visit(seed.q, seed, 0);
    return out;
  };

  // A tag written on this step gets a fresh register per tag (every thread that writes it writes
  // the same offset); registers are then renumbered in order of first use, which makes states that
  // differ only by register names the same state, and yields the transition's operations.
  const FRESH = -2;
  const settle = (threads: Thread[]): { configs: Config[]; ops: number[] } => {
    const canonical = new Map<number, number>(); // old register (or FRESH - tag) → new register
    const ops: number[] = [];
    const configs = threads.map(({ q, regs, written, pending }) => ({
      q,
      pending,
      regs: regs.map((r, tag) => {
        const source = written & (1 << tag) ? FRESH - tag : r;
        if (source === -1) return -1;
        let c = canonical.get(source);
        if (c === undefined) {
          canonical.set(source, (c = canonical.size));
          if (source !== c) ops.push(c, source <= FRESH ? -1 : source);
        }
        return c;
      }),
    }));
    return { configs, ops: sequentialize(ops) };
  };

  let registers = 0;
  // Parallel assignment → a sequence: a copy runs before anything overwrites its source; a cycle of
  // copies goes through the scratch register (index `registers`, fixed once all states are known).
  const SCRATCH = -3;
  const sequentialize = (pairs: number[]): number[] => {
    const pending: [number, number][] = [];
    for (let i = 0; i < pairs.length; i += 2) pending.push([pairs[i]!, pairs[i + 1]!]);
    const out: number[] = [];
    while (pending.length > 0) {
      const ready = pending.findIndex(([dst]) => !pending.some(([, src]) => src === dst));
      if (ready >= 0) {
        const [dst, src] = pending.splice(ready, 1)[0]!;
        out.push(dst, src);
        continue;
      }
      const [dst0, src0] = pending[0]!;
      out.push(SCRATCH, src0);
      pending[0] = [dst0, SCRATCH];
    }
    return out;
  };

  const keyOf = (configs: Config[]): string =>
    configs.map((c) => `${c.q}:${c.pending}:${c.regs.join(",")}`).join(";");
  const index = new Map<string, number>();
  const states: Config[][] = [];
  const add = (configs: Config[]): number => {
    const key = keyOf(configs);
    let id = index.get(key);
    if (id === undefined) {
      if (states.length >= limit) throw new TooLarge(`more than ${limit} tagged DFA states`);
      index.set(key, (id = states.push(configs) - 1));
      for (const c of configs) for (const r of c.regs) registers = Math.max(registers, r + 1);
    }
    return id;
  };

  // The start writes nothing: its tags are pending until the first character (or the end).
  add(settle(closure([{ q: nfa.start, regs: new Array<number>(T).fill(-1), pending: 0 }])).configs);
  const next: number[] = [];
  const ops: number[][] = [];
  for (let s = 0; s < states.length; s++) {
    const configs = states[s]!;
    for (let k = 0; k < K; k++) {
      const seeds: Config[] = [];
      if (k !== 0)
        for (const c of configs)
          for (const to of step[c.q]![k]!) seeds.push({ q: to, regs: c.regs, pending: c.pending });
      if (seeds.length === 0) {
        next.push(-1);
        ops.push([]);
        continue;
      }
      const { configs: target, ops: transitionOps } = settle(closure(seeds));
      next.push(add(target));
      ops.push(transitionOps);
    }
  }
  const fixScratch = (list: number[]): number[] => list.map((r) => (r === SCRATCH ? registers : r));
  // At the end of the input, the winning thread's pending tags are the input's length (-2).
  const finals = states.map((configs) => {
    const winner = configs.find((c) => c.q === nfa.final);
    return winner ? winner.regs.map((r, tag) => (winner.pending & (1 << tag) ? END : r)) : [];
  });
  return {
    classes,
    start: 0,
    next,
    accept: states.map((configs) => (configs.some((c) => c.q === nfa.final) ? 1 : 0)),
    components: nfa.components,
    registers: registers + 1,
    ops: ops.map(fixScratch),
    finals,
  };
}

/** In finals: the tag's offset is the input's length. */
export const END = -2;

/**
 * Moore's refinement for the tagged DFA: two states are one when they accept alike, read their
 * tags from the same registers at the end, and, class by class, go to equivalent states with the
 * same register operations.
 */
export function minimizeTagged(dfa: TaggedDfa): TaggedDfa {
  const K = dfa.classes.count;
  const opKey = dfa.ops.map((o) => o.join(","));
  const { representative, next } = refine(
    dfa.start,
    dfa.next,
    K,
    (s) => `${dfa.accept[s]}|${dfa.finals[s]!.join(",")}`,
    (t) => opKey[t]!,
  );
  return {
    ...dfa,
    start: 0,
    next,
    ops: representative.flatMap((s) => dfa.ops.slice(s * K, s * K + K)),
    accept: representative.map((s) => dfa.accept[s]!),
    finals: representative.map((s) => dfa.finals[s]!),
  };
}
