// Which items of an expression belong to which varspec.
//
// In the expansion of an expression whose values are U-encoded (RFC 6570 Appendix A: NUL, "/",
// ";", "?", "&"), sep and "=" inside a value are encoded, so the expression's text (after `first`)
// splits into items at sep: each defined varspec has a run of them — "name=value" items for the
// named operators (§3.2.7–§3.2.9), values or "key=value" pairs for the others (§3.2.2, §3.2.6).
// What an automaton cannot do is give each varspec a valid run: an exploded associative array
// needs distinct keys (§2.4.2), and "{?x*,b}" on "?x=1&x=2&b=3" must leave "b=3" to b. This is a
// segmentation, solved by dynamic programming over (varspec, item) in O(items · varspecs) time and
// O(items · varspecs / 8) bytes:
// feasibility from the right, then, from the left, each varspec defined rather than not and with
// as many items as can be, given that the rest is covered.
// Not for "." (a value may hold "." unencoded) nor "+" "#" (U+R: values hold sep and "=").
import type { CompiledVarspec } from "./compile.js";
import { codePointLength, decodeU } from "./encode.js";
import type { OperatorRow } from "./operators.js";
import { work } from "../semantics/work.js";

/** Whether the expression's items can be found by splitting its text at sep. */
export function segmentable(row: OperatorRow): boolean {
  return !row.allowReserved && row.sep !== ".";
}

/** Literal equality with the hex digits of triplets in either case (RFC 3986 §2.1). */
function sameLiteral(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  if (a === b) return true;
  for (let i = 0; i < a.length; i++) {
    const x = a.charCodeAt(i);
    const y = b.charCodeAt(i);
    if (x === y) continue;
    const inTriplet = (i >= 1 && a[i - 1] === "%") || (i >= 2 && a[i - 2] === "%");
    if (!inTriplet || (x | 0x20) !== (y | 0x20)) return false;
  }
  return true;
}

interface Item {
  readonly key: string;
  /** null: no "=" in the item. */
  readonly value: string | null;
}

function itemOf(text: string): Item {
  const eq = text.indexOf("=");
  return eq < 0 ? { key: text, value: null } : { key: text.slice(0, eq), value: text.slice(eq + 1) };
}

/**
 * Whether a pair has the form the row writes: name + ifemp for an empty value, else
 * "name=value" (RFC 6570 §3.2.1): ";" and the unnamed operators "name" or "name=x" (x not empty), "?" and
 * "&" always "name=x".
 */
function pairForm(row: OperatorRow, item: Item): boolean {
  return row.ifemp === "=" ? item.value !== null : item.value === null || item.value !== "";
}

/** A member of an exploded varspec: one value or pair, so no "," (a list's join, RFC 6570 §3.2.1). */
function memberForm(row: OperatorRow, item: Item): boolean {
  return pairForm(row, item) && !item.key.includes(",") && !(item.value?.includes(",") ?? false);
}

/** An array index (ECMAScript §6.1.7): such property keys are listed first, in ascending order. */
function isArrayIndex(key: string): boolean {
  return /^(?:0|[1-9][0-9]{0,9})$/.test(key) && Number(key) < 4294967295;
}

/** Whether a value fits a prefix modifier (RFC 6570 §2.4.1): at most max-length code points, no list join. */
function fitsPrefix(v: CompiledVarspec, value: string): boolean {
  if (v.prefix === 0) return true;
  if (value.includes(",")) return false;
  const decoded = decodeU(value);
  return decoded !== null && codePointLength(decoded) <= v.prefix;
}

/** The one item of a non-exploded varspec. */
function fitsOne(row: OperatorRow, v: CompiledVarspec, item: Item, text: string): boolean {
  if (row.named) {
    return pairForm(row, item) && sameLiteral(item.key, v.name) && fitsPrefix(v, item.value ?? "");
  }
  return item.value === null && fitsPrefix(v, text);
}

/**
 * reach[i]: the furthest end j of a valid run of items from i for the varspec (every end in
 * (i, j] is valid too; j = i: none).
 */
function reachOf(
  row: OperatorRow,
  v: CompiledVarspec,
  items: Item[],
  raw: string[],
  keepOrder: boolean,
): Int32Array {
  const n = items.length;
  meter: work.units += n + 1;
  const reach = new Int32Array(n + 1);
  if (!v.explode) {
    // NUL's sep is the list join: an unexploded list there is a run of items without "=".
    if (!row.named && row.sep === "," && v.prefix === 0) {
      let end = n;
      for (let i = n - 1; i >= 0; i--) {
        if (items[i]!.value !== null) end = i;
        reach[i] = end;
      }
    } else {
      for (let i = 0; i < n; i++) reach[i] = fitsOne(row, v, items[i]!, raw[i]!) ? i + 1 : i;
    }
    return reach;
  }
  // A list: named, items "name=value" for this varspec; unnamed, items without "=".
  let listEnd = n;
  for (let i = n - 1; i >= 0; i--) {
    const it = items[i]!;
    const member = row.named
      ? memberForm(row, it) && sameLiteral(it.key, v.name)
      : it.value === null && !it.key.includes(",");
    if (!member) listEnd = i;
    reach[i] = listEnd;
  }
  // An associative array: a run with distinct, decodable keys (two pointers). With keepOrder, also
  // one whose order an object keeps: integer-like keys first, ascending (ECMAScript
  // OrdinaryOwnPropertyKeys), so that the answer expands back in the URI's order.
  const keys = items.map((it) => (memberForm(row, it) ? decodeU(it.key) : null));
  // Whether each key is integer-like, asked once per key.
  const indexLike = keys.map((k) => k !== null && isArrayIndex(k));
  const seen = new Set<string>();
  let others = 0; // keys in the window that are not integer-like
  const fits = (end: number): boolean => {
    const k = keys[end];
    if (k === null || k === undefined || seen.has(k)) return false;
    if (!keepOrder || !indexLike[end]) return true;
    return others === 0 && (end === 0 || !seen.has(keys[end - 1]!) || Number(keys[end - 1]) < Number(k));
  };
  let end = 0;
  for (let i = 0; i < n; i++) {
    if (end < i) end = i;
    while (end < n && fits(end)) {
      if (!indexLike[end]) others++;
      seen.add(keys[end++]!);
    }
    reach[i] = Math.max(reach[i]!, end);
    if (end > i) {
      if (!indexLike[i]) others--;
      seen.delete(keys[i]!);
    }
  }
  return reach;
}

/**
 * The texts of the varspecs (undefined: undefined) from the expression's text after `first`, or
 * null if no segmentation is valid.
 */
export function segment(
  row: OperatorRow,
  varspecs: readonly CompiledVarspec[],
  text: string,
): (string | undefined)[] | null {
  return segmentWith(row, varspecs, text, true) ?? segmentWith(row, varspecs, text, false);
}

function segmentWith(
  row: OperatorRow,
  varspecs: readonly CompiledVarspec[],
  text: string,
  keepOrder: boolean,
): (string | undefined)[] | null {
  meter: work.units += text.length;
  const raw = text.split(row.sep);
  const items = raw.map(itemOf);
  const n = items.length;
  const V = varspecs.length;
  // feasible[v]: a bit set over i, whether varspecs v… cover items i… exactly (n + 1 bits a
  // varspec: the table of the dynamic program in an eighth of a byte a cell). `last` is made again
  // for each varspec when needed, in O(items), and so are the reach arrays past 16 MB of them.
  const words = (n >> 5) + 1;
  const feasible = Array.from({ length: V + 1 }, () => new Uint32Array(words));
  const has = (v: number, i: number) => (feasible[v]![i >> 5]! & (1 << (i & 31))) !== 0;
  // last[i]: the largest j ≤ i with feasible[v][j] (-1: none), for one v at a time.
  const last = new Int32Array(n + 1);
  const fillLast = (v: number) => {
    meter: work.units += n + 1;
    let j = -1;
    for (let i = 0; i <= n; i++) {
      if (has(v, i)) j = i;
      last[i] = j;
    }
  };
  feasible[V]![n >> 5]! |= 1 << (n & 31);
  // The reach arrays are kept for the second pass while they take at most 16 MB.
  const kept: (Int32Array | undefined)[] = [];
  const keep = V * (n + 1) <= 1 << 22;
  const reachFor = (v: number) => kept[v] ?? reachOf(row, varspecs[v]!, items, raw, keepOrder);
  for (let v = V - 1; v >= 0; v--) {
    const reach = reachOf(row, varspecs[v]!, items, raw, keepOrder);
    if (keep) kept[v] = reach;
    fillLast(v + 1);
    for (let i = n; i >= 0; i--) {
      if (has(v + 1, i) || (i < n && last[reach[i]!]! > i)) feasible[v]![i >> 5]! |= 1 << (i & 31);
    }
  }
  if (!has(0, 0)) return null;
  const out: (string | undefined)[] = [];
  let i = 0;
  for (let v = 0; v < V; v++) {
    let j = -1;
    if (i < n) {
      const reach = reachFor(v);
      fillLast(v + 1);
      j = last[reach[i]!]!;
    }
    if (j > i) {
      out.push(raw.slice(i, j).join(row.sep));
      i = j;
    } else out.push(undefined);
  }
  return out;
}
