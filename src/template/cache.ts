// A cache of what is made from a template (its parsed and compiled form, its automata), bounded
// by the total size of what it holds, not by a count: a count would let a few thousand long
// templates hold gigabytes. Templates come from route tables, so a handful are used again and
// again: the most recently used stay, the least recently used go first.

export class WeightedCache<V> {
  private readonly entries = new Map<string, { value: V; weight: number }>();
  private total = 0;

  /** `capacity`: the most weight held at once; an entry heavier than `capacity / 4` is not kept. */
  constructor(private readonly capacity: number) {}

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (entry === undefined) return undefined;
    // Most recently used last: a Map iterates in insertion order.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  /** Keeps `value` under `key` with the given weight (a key already there is replaced). */
  set(key: string, value: V, weight: number): void {
    this.delete(key);
    if (weight > this.capacity / 4) return;
    this.entries.set(key, { value, weight });
    this.total += weight;
    for (const [oldest, entry] of this.entries) {
      if (this.total <= this.capacity) break;
      this.entries.delete(oldest);
      this.total -= entry.weight;
    }
  }

  /** Changes the weight of an entry that grew (an automaton built for it later). */
  reweigh(key: string, weight: number): void {
    const entry = this.entries.get(key);
    if (entry !== undefined) this.set(key, entry.value, weight);
  }

  delete(key: string): void {
    const entry = this.entries.get(key);
    if (entry === undefined) return;
    this.entries.delete(key);
    this.total -= entry.weight;
  }

  /** The weight held (for tests). */
  get weight(): number {
    return this.total;
  }
}
