// Reading a match back into values: the text each capture of the automaton (src/template/automaton.ts)
// holds is decoded where the operator encoded it (RFC 6570 §3.2.1), shared out among the varspecs of
// an expression, read as a string, a list or an associative array, and each value is checked by
// expanding it again. docs/uri-template.md states what can be recovered.
import type { CompiledTemplate } from "./compile.js";
import { decodeR, decodeU, pctNormalize } from "./encode.js";
import { expand, expandVarspec } from "./expand.js";
import { segment, segmentable } from "./segment.js";
import { work } from "../semantics/work.js";
import type { Occurrence, Reading } from "./automaton.js";

/** A recovered value: a string, a list, or an associative array (RFC 6570 §2.3, §2.4.2). */
export type MatchedValue = string | string[] | Record<string, string>;
export type MatchedVariables = Record<string, MatchedValue>;

/** While reading: an associative array as a Map, which keeps the URI's order of pairs. */
type ReadValue = string | string[] | Map<string, string>;

/** An object with the given own properties (a key such as "__proto__" is a property like any other). */
function record(entries: [string, unknown][]): Record<string, never> {
  const out: Record<string, never> = {};
  for (const [k, v] of entries)
    Object.defineProperty(out, k, { value: v, enumerable: true, writable: true, configurable: true });
  return out;
}

/** Reads an exploded region's items as an associative array: null if a key repeats or does not decode. */
function assocOf(items: string[], decode: (s: string) => string | null): Map<string, string> | null {
  const entries: [string, string][] = [];
  const keys = new Set<string>();
  for (const item of items) {
    const eq = item.indexOf("=");
    const key = decode(eq < 0 ? item : item.slice(0, eq));
    const value = eq < 0 ? "" : decode(item.slice(eq + 1));
    if (key === null || value === null || keys.has(key)) return null;
    keys.add(key);
    entries.push([key, value]);
  }
  return new Map(entries);
}

/**
 * The pieces of "{.x*}" text split at every "." regrouped into pairs: a piece goes on with the
 * previous pair, its "." restored, when the previous one ends in "=" (a value cannot be empty
 * there, RFC 6570 §3.2.1), or when its key is already taken and the two hold one "=" at most.
 */
function dotPairs(pieces: string[], decode: (s: string) => string | null): string[] {
  // Each pair's pieces (joined once at the end), and of the last pair: its decoded key (null: not
  // decodable), whether it holds an "=" and whether it ends with one. The keys of all pairs are
  // counted, so that "already taken" is one look-up: linear in the text, whatever its pieces.
  const out: string[][] = [];
  const keys = new Map<string, number>();
  const count = (key: string | null, by: number) => {
    if (key !== null) keys.set(key, (keys.get(key) ?? 0) + by);
  };
  // A key is looked up only as a piece's key, so one longer than every piece is never looked up:
  // it is not kept (null, as an undecodable one), and no key longer than a piece is hashed.
  let longest = 0;
  for (const piece of pieces) longest = Math.max(longest, piece.length);
  let key: string | null = null;
  let hasEquals = false;
  let endsWithEquals = false;
  for (const piece of pieces) {
    meter: work.units += piece.length + 1;
    const eq = piece.indexOf("=");
    const pieceKey = decode(eq < 0 ? piece : piece.slice(0, eq));
    const taken = pieceKey === null || (keys.get(pieceKey) ?? 0) > 0;
    const oneEquals = !(hasEquals && eq >= 0);
    if (out.length > 0 && (endsWithEquals || (taken && oneEquals))) {
      out[out.length - 1]!.push(piece);
      // Only the first "=" ends a key: the key grows while the pair has none. Decoding is local
      // ("." is one octet of its own), so the key of "k.p" is the key of "k", ".", that of "p".
      if (!hasEquals) {
        count(key, -1);
        key =
          key === null || pieceKey === null || key.length + 1 + pieceKey.length > longest
            ? null
            : key + "." + pieceKey;
        count(key, 1);
      }
      hasEquals ||= eq >= 0;
      endsWithEquals = piece.endsWith("=");
      continue;
    }
    out.push([piece]);
    key = pieceKey;
    count(key, 1);
    hasEquals = eq >= 0;
    endsWithEquals = piece.endsWith("=");
  }
  return out.map((pair) => pair.join("."));
}

function listOf(items: string[], decode: (s: string) => string | null): string[] | null {
  const out: string[] = [];
  for (const item of items) {
    const d = decode(item);
    if (d === null) return null;
    out.push(d);
  }
  return out;
}

/**
 * The values an occurrence's text can be read as, the preferred first (docs/uri-template.md):
 * - U operators decode every triplet; U+R ones (+ #) only what expansion must have encoded;
 * - a "," in an unexploded U value separates list members (a list and an associative array
 *   expand alike there; the list is given);
 * - exploded members split at the separator; items with "=" make an associative array.
 */
function readings(o: Occurrence, text: string): ReadValue[] {
  const { row, varspec: v } = o;
  meter: work.units += text.length;
  const decode: (s: string) => string | null = row.allowReserved ? decodeR : decodeU;
  const out: (ReadValue | null)[] = [];
  const plain = (s: string) => {
    if (v.prefix === 0 && !row.allowReserved && s.includes(",")) out.push(listOf(s.split(","), decode));
    else out.push(decode(s));
  };
  if (!row.named) {
    if (!v.explode) plain(text);
    else {
      const items = text.split(row.sep);
      if (items.some((item) => item.includes("="))) {
        out.push(assocOf(items, decode));
        // "." is unreserved (RFC 3986 §2.3): keys and values of "{.x*}" may hold the separator.
        if (row.sep === ".") out.push(assocOf(dotPairs(items, decode), decode));
      }
      out.push(listOf(items, decode));
    }
  } else if (!v.explode) {
    plain(text.length === v.name.length ? "" : text.slice(v.name.length + 1));
  } else {
    const items = text.split(row.sep);
    const named = items.every((item) => item === v.name || item.startsWith(v.name + "="));
    const values = () =>
      listOf(
        items.map((item) => item.slice(v.name.length + 1)),
        decode,
      );
    if (named) out.push(values());
    out.push(assocOf(items, decode));
  }
  const found = out.filter((x): x is ReadValue => x !== null);
  // An associative array whose order an object would not keep comes after the other readings.
  return [...found.filter(orderKept), ...found.filter((x) => !orderKept(x))];
}

/** Whether an object made from the value lists its keys in the same order (integer-like keys first). */
function orderKept(value: ReadValue): boolean {
  if (!(value instanceof Map)) return true;
  const keys = [...value.keys()];
  return Object.keys(record(keys.map((k) => [k, ""]))).every((k, i) => k === keys[i]);
}

/** Whether `value` expands, at occurrence `o`, to `text` (compared under RFC 3986 §6.2.2.1–2). */
function expandsTo(o: Occurrence, value: ReadValue, text: string, template: string): boolean {
  meter: work.units += text.length;
  try {
    const expanded = expandVarspec(o.row, o.varspec, value, template);
    return expanded !== undefined && pctNormalize(expanded) === pctNormalize(text);
  } catch {
    return false;
  }
}

/** The indices of the items by key, in order. */
function groupBy<T, K>(items: readonly T[], key: (item: T) => K): Map<K, number[]> {
  const groups = new Map<K, number[]>();
  items.forEach((item, i) => {
    const k = key(item);
    const group = groups.get(k);
    if (group === undefined) groups.set(k, [i]);
    else group.push(i);
  });
  return groups;
}

export function valuesOf(
  compiled: CompiledTemplate,
  matcher: Reading,
  uri: string,
  slots: Int32Array,
  segmented: Map<string, (string | undefined)[] | null>,
): { variables: MatchedVariables; orderLost: boolean } | null {
  const template = compiled.template;
  const texts = matcher.occurrences.map((o) =>
    slots[2 * o.index]! < 0 ? undefined : uri.slice(slots[2 * o.index]!, slots[2 * o.index + 1]!),
  );
  // Expressions with U-encoded values: the items are shared out among the varspecs by
  // src/template/segment.ts, which can require what the automaton cannot (distinct keys, items
  // left to later varspecs).
  const byExpression = groupBy(matcher.occurrences, (o) => o.expression);
  for (const indices of byExpression.values()) {
    const first = matcher.occurrences[indices[0]!]!;
    const defined = indices.filter((i) => texts[i] !== undefined);
    if (!segmentable(first.row) || defined.length === 0) continue;
    const start = slots[2 * matcher.occurrences[defined[0]!]!.index]!;
    const end = slots[2 * matcher.occurrences[defined[defined.length - 1]!]!.index + 1]!;
    const key = `${first.expression} ${start} ${end}`;
    let shares = segmented.get(key);
    if (shares === undefined) {
      shares = segment(
        first.row,
        indices.map((i) => matcher.occurrences[i]!.varspec),
        uri.slice(start, end),
      );
      segmented.set(key, shares);
    }
    if (shares === null) return null;
    indices.forEach((i, k) => (texts[i] = shares[k]));
  }
  // An occurrence that is the only defined one of an expression whose first string is "" (NUL, +),
  // with empty text, reads the same as all of them undefined: it agrees with either.
  const definedIn = new Map<number, number>();
  matcher.occurrences.forEach((o, i) => {
    if (texts[i] !== undefined) definedIn.set(o.expression, (definedIn.get(o.expression) ?? 0) + 1);
  });
  const weak = (i: number) => {
    const o = matcher.occurrences[i]!;
    return texts[i] === "" && o.row.first === "" && definedIn.get(o.expression) === 1;
  };
  const byName = groupBy(matcher.occurrences, (o) => o.varspec.name);
  const entries: [string, ReadValue][] = [];
  for (const [name, indices] of byName) {
    const defined = indices.filter((i) => texts[i] !== undefined);
    if (defined.length === 0) continue;
    if (defined.length < indices.length) {
      // Undefined at one occurrence: undefined at all (RFC 6570 §3.2.1, one value per variable).
      if (defined.every(weak)) continue;
      return null;
    }
    // Candidates: from whole values first, then from the longest prefixes (RFC 6570 §2.4.1).
    const order = [...defined].sort((i, j) => {
      const pi = matcher.occurrences[i]!.varspec.prefix || Infinity;
      const pj = matcher.occurrences[j]!.varspec.prefix || Infinity;
      return pj - pi || i - j;
    });
    let chosen: ReadValue | undefined;
    search: for (const i of order) {
      for (const candidate of readings(matcher.occurrences[i]!, texts[i]!)) {
        if (defined.every((k) => expandsTo(matcher.occurrences[k]!, candidate, texts[k]!, template))) {
          chosen = candidate;
          break search;
        }
      }
    }
    if (chosen === undefined) return null;
    entries.push([name, chosen]);
  }
  // The answer is held to the URI once more, whole: expanding it gives the URI back (under
  // RFC 3986 §6.2.2.1–2, case of hex digits and triplets of unreserved characters).
  meter: work.units += uri.length + template.length;
  try {
    if (pctNormalize(expand(template, new Map(entries))) !== pctNormalize(uri)) return null;
  } catch {
    return null;
  }
  // Associative arrays become objects. An object lists integer-like keys first, in ascending
  // order (ECMAScript OrdinaryOwnPropertyKeys): the one place where the URI's order can be lost.
  return {
    variables: record(
      entries.map(([k, v]) => [k, v instanceof Map ? record([...v]) : v]),
    ) as MatchedVariables,
    orderLost: !entries.every(([, v]) => orderKept(v)),
  };
}
