// How `npm run bench` times things (bench/run.ts and its sections): in one process, each round one
// pass of every implementation over the same items, in an order that rotates from round to round
// (so that a slow phase of the machine hits all of them alike), after warm-up rounds. A pass is
// timed in CPU time of the process (process.cpuUsage: on a machine shared with other work, the
// wall clock charges other processes' time to whoever is running). A row's figure is the median
// over the rounds, in ns per item; its ratio is the median of the rounds' ratios to the first
// implementation of its group (1.00: as fast; 2.00: twice as long), which a drift of the machine's
// speed from round to round leaves alone. Nothing here asserts a time.

/** One implementation of an operation: a pass over `items` things. */
export interface Impl {
  readonly name: string;
  readonly run: () => void;
  readonly items: number;
}

export interface Row {
  readonly op: string;
  readonly name: string;
  /** Median ns per item. */
  readonly ns: number;
  /** Median over the rounds of this implementation's time over the group's first's. */
  readonly ratio: number;
}

let sink = 0;
/** What results feed, so that no engine can drop a call as unused. */
export function keep(x: unknown): void {
  if (x) sink++;
}
/** keep(f()), a throw (some libraries throw on some inputs) counting as a result. */
export function attempt(f: () => unknown): void {
  try {
    keep(f());
  } catch {
    sink--;
  }
}
/** Read once at the end of a run, so that the sink is used. */
export function sinkValue(): number {
  return sink;
}

/** CPU time of the process, in ns. */
export function cpu(): number {
  const u = process.cpuUsage();
  return (u.user + u.system) * 1000;
}

export function median(xs: readonly number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[s.length >> 1]!;
}

/** Rounds of every implementation, rotating the order; `rounds` after `warmup`. */
export function measure(op: string, impls: readonly Impl[], rounds: number, warmup = 2): Row[] {
  const times = impls.map((): number[] => []);
  for (let round = 0; round < warmup + rounds; round++) {
    const pass = Array<number>(impls.length);
    for (let k = 0; k < impls.length; k++) {
      const j = (k + round) % impls.length;
      const impl = impls[j]!;
      const start = cpu();
      impl.run();
      pass[j] = (cpu() - start) / impl.items;
    }
    if (round >= warmup) pass.forEach((ns, j) => times[j]!.push(ns));
  }
  return impls.map((impl, j) => ({
    op,
    name: impl.name,
    ns: median(times[j]!),
    ratio: median(times[j]!.map((ns, round) => ns / times[0]![round]!)),
  }));
}

/** One pass over the items; a throw (some libraries throw on some inputs) counts as a result. */
export function over<T>(items: readonly T[], f: (x: T) => void): () => void {
  return () => {
    for (let i = 0; i < items.length; i++) {
      try {
        f(items[i]!);
      } catch {
        sink--;
      }
    }
  };
}

/** A markdown table of rows, grouped by operation, with the ratio to each group's first. */
export function printRows(rows: readonly Row[]): void {
  const byOp = new Map<string, Row[]>();
  for (const r of rows) byOp.set(r.op, [...(byOp.get(r.op) ?? []), r]);
  console.log("| operation | implementation | median ns/item | × uri-grammar |");
  console.log("| --- | --- | ---: | ---: |");
  for (const [op, group] of byOp)
    for (const r of group) console.log(`| ${op} | ${r.name} | ${r.ns.toFixed(0)} | ${r.ratio.toFixed(2)} |`);
}
