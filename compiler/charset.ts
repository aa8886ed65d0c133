// Sets of code points as sorted, disjoint, non-adjacent [from, to] ranges.

export type Ranges = ReadonlyArray<readonly [number, number]>;

export function normalizeRanges(input: Iterable<readonly [number, number]>): [number, number][] {
  const sorted = [...input].map(([a, b]) => [a, b] as [number, number]).sort((x, y) => x[0] - y[0]);
  const out: [number, number][] = [];
  for (const [a, b] of sorted) {
    const last = out[out.length - 1];
    if (last && a <= last[1] + 1) last[1] = Math.max(last[1], b);
    else out.push([a, b]);
  }
  return out;
}

export function union(...sets: Ranges[]): [number, number][] {
  return normalizeRanges(sets.flat());
}

export function contains(set: Ranges, code: number): boolean {
  let lo = 0;
  let hi = set.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const [a, b] = set[mid]!;
    if (code < a) hi = mid - 1;
    else if (code > b) lo = mid + 1;
    else return true;
  }
  return false;
}

/** The letters a-z / A-Z of a string as both cases: ABNF quoted strings are case-insensitive (RFC 5234 §2.3). */
export function caseFold(code: number): [number, number][] {
  if (code >= 0x41 && code <= 0x5a)
    return [
      [code, code],
      [code + 0x20, code + 0x20],
    ];
  if (code >= 0x61 && code <= 0x7a)
    return [
      [code - 0x20, code - 0x20],
      [code, code],
    ];
  return [[code, code]];
}
