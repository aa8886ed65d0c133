// Pass "tagged": the NFA → the SPLITTER, a tagged DFA (Laurikari's TDFA, in the form Trofimovich
// gives it for re2c) that recognizes the same language and records where each component starts and
// ends.
//
// Each capture group becomes two tags on the NFA's ε-edges, "component k starts here" (2k) and "ends
// here" (2k + 1). Where the DFA cannot yet know which NFA thread will succeed ("//a:b" may be a
// userinfo or a host and a port until "@" or "/" comes), each thread keeps its tags in registers of
// its own, and transitions carry register operations (copy a register, or set it to the current
// offset). Threads are kept in the backtracking engine's priority order and the first to reach a
// state wins, as in a Pike VM, so the components are those the regular expression's capture groups
// give (the oracle; test/syntax/paths-agree.test.ts holds them equal).
//
// Tags are written one character late (TDFA(1)): a thread that crossed "the path may end here" in an
// ε-closure writes that offset only if it survives the next character, or at the end of the input.
// Written eagerly, such a tag would cost a register write on every character of a path.
import { classify, type Classes, mergeColumns, stepTable } from "./classes.js";
import { refine } from "./minimize.js";
import type { Nfa } from "./nfa.js";
import { TooLarge } from "./subset.js";
import { compilerWork } from "../work.js";

export interface TaggedDfa {
  classes: Classes;
  /** The start state of each of the NFA's starts (each start rule). */
  starts: number[];
  /** next[state * classes.count + class]; -1: rejected. */
  next: number[];
  accept: number[];
  components: string[];
  /** Registers the operations use (the last is scratch for copies that form a cycle). */
  registers: number;
  /** ops[state * classes.count + class]: the transition's [register, source] pairs, in order (source -1: the offset). */
  ops: number[][];
  /**
   * finals[state]: for each tag (2k open, 2k + 1 close of component k), the register holding it,
   * -1 when unset, END (-2) when it is the input's length; [] for a state that does not accept.
   */
  finals: number[][];
}

/** In finals: the tag's offset is the input's length. */
export const END = -2;

/** A DFA state is a list of these, in priority order. */
interface Config {
  q: number;
  /** Register of each tag, -1 when the thread has not set it. */
  regs: number[];
  /** Tags the thread crossed on its way to q since the last character (bit per tag), not yet written. */
  pending: number;
}

/** A thread of an ε-closure: where it is, the registers of the seed it came from, and its tags. */
interface Thread {
  q: number;
  regs: number[];
  /** The seed's pending tags: written on this step. */
  written: number;
  pending: number;
}

/** Marks, in register operations, a tag written on this step (FRESH - tag) and the scratch register. */
const FRESH = -2;
const SCRATCH = -3;

class TaggedBuilder {
  private readonly classes: Classes;
  private readonly step: number[][][];
  private readonly index = new Map<string, number>();
  private readonly states: Config[][] = [];
  private registers = 0;
  /** The NFA states of the state being expanded (for TooLarge). */
  private expanding: readonly number[] = [];

  constructor(
    private readonly nfa: Nfa,
    private readonly limit: number,
  ) {
    this.classes = classify(nfa.sets);
    this.step = stepTable(nfa, this.classes);
  }

  /**
   * ε-closure in priority order (depth first, the first path to a state wins), with the tags each
   * thread crossed on the way. Only states that read a character, and the final state, are kept.
   */
  private closure(seeds: readonly Config[]): Thread[] {
    const seen = new Set<number>();
    const out: Thread[] = [];
    const visit = (q: number, seed: Config, pending: number): void => {
      if (seen.has(q)) return;
      seen.add(q);
      compilerWork.units++;
      const state = this.nfa.states[q]!;
      if (q === this.nfa.final || state.edges.length > 0)
        out.push({ q, regs: seed.regs, written: seed.pending, pending });
      for (const e of state.eps) visit(e.to, seed, e.tag >= 0 ? pending | (1 << e.tag) : pending);
    };
    for (const seed of seeds) visit(seed.q, seed, 0);
    return out;
  }

  /**
   * A tag written on this step gets a fresh register per tag (every thread that writes it writes
   * the same offset); registers are then renumbered in order of first use, which makes states that
   * differ only by register names the same state, and yields the transition's operations.
   */
  private settle(threads: readonly Thread[]): { configs: Config[]; ops: number[] } {
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
  }

  private add(configs: Config[]): number {
    const key = configs.map((c) => `${c.q}:${c.pending}:${c.regs.join(",")}`).join(";");
    let id = this.index.get(key);
    if (id === undefined) {
      if (this.states.length >= this.limit)
        throw new TooLarge(`more than ${this.limit} tagged DFA states`, this.limit, this.expanding);
      this.index.set(key, (id = this.states.push(configs) - 1));
      for (const c of configs) for (const r of c.regs) this.registers = Math.max(this.registers, r + 1);
    }
    return id;
  }

  build(): TaggedDfa {
    const nfa = this.nfa;
    const T = nfa.components.length * 2;
    const K = this.classes.count;
    // A start writes nothing: its tags are pending until the first character (or the end).
    const starts = nfa.starts.map((q) =>
      this.add(this.settle(this.closure([{ q, regs: new Array<number>(T).fill(-1), pending: 0 }])).configs),
    );
    const next: number[] = [];
    const ops: number[][] = [];
    for (let s = 0; s < this.states.length; s++) {
      const configs = this.states[s]!;
      this.expanding = configs.map((c) => c.q);
      compilerWork.units += K * (1 + configs.length);
      for (let k = 0; k < K; k++) {
        const seeds: Config[] = [];
        if (k !== 0)
          for (const c of configs)
            for (const to of this.step[c.q]![k]!) seeds.push({ q: to, regs: c.regs, pending: c.pending });
        if (seeds.length === 0) {
          next.push(-1);
          ops.push([]);
          continue;
        }
        const settled = this.settle(this.closure(seeds));
        next.push(this.add(settled.configs));
        ops.push(settled.ops);
      }
    }
    const registers = this.registers;
    // At the end of the input, the winning thread's pending tags are the input's length.
    const finals = this.states.map((configs) => {
      const winner = configs.find((c) => c.q === nfa.final);
      return winner ? winner.regs.map((r, tag) => (winner.pending & (1 << tag) ? END : r)) : [];
    });
    return {
      classes: this.classes,
      starts,
      next,
      accept: this.states.map((configs) => (configs.some((c) => c.q === nfa.final) ? 1 : 0)),
      components: nfa.components,
      registers: registers + 1,
      ops: ops.map((list) => list.map((r) => (r === SCRATCH ? registers : r))),
      finals,
    };
  }
}

/**
 * A parallel assignment (pairs [destination, source]) as a sequence: a copy runs before anything
 * overwrites its source; a cycle of copies goes through the scratch register.
 */
function sequentialize(pairs: readonly number[]): number[] {
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
}

/** The tagged DFA of the NFA, minimized: the recognizer's languages and the components of its tags. */
export function taggedDfa(nfa: Nfa, limit = 100_000): TaggedDfa {
  return minimizeTagged(new TaggedBuilder(nfa, limit).build());
}

/**
 * Moore's refinement for the tagged DFA: two states are one when they accept alike, read their
 * tags from the same registers at the end, and, class by class, go to equivalent states with the
 * same register operations.
 */
function minimizeTagged(dfa: TaggedDfa): TaggedDfa {
  const K = dfa.classes.count;
  const opKey = dfa.ops.map((o) => o.join(","));
  const { representative, next, starts } = refine(
    dfa.starts,
    dfa.next,
    K,
    (s) => `${dfa.accept[s]}|${dfa.finals[s]!.join(",")}`,
    (t) => opKey[t]!,
  );
  const ops = representative.flatMap((s) => dfa.ops.slice(s * K, s * K + K));
  const columns = mergeColumns(dfa.classes, next, (t) => ops[t]!.join(","));
  const merged: number[][] = new Array<number[]>(columns.next.length);
  for (let s = 0; s < representative.length; s++)
    for (let k = 0; k < K; k++) merged[s * columns.classes.count + columns.columnOf[k]!] = ops[s * K + k]!;
  return {
    ...dfa,
    starts,
    classes: columns.classes,
    next: columns.next,
    ops: merged,
    accept: representative.map((s) => dfa.accept[s]!),
    finals: representative.map((s) => dfa.finals[s]!),
  };
}
