// Matching a URI against a URI Template: the inverse of RFC 6570 §3 expansion, as far as it has one.
//
// The template is compiled into an NFA whose language is every expansion the template can have
// (for every value of every variable: undefined, a string, a list, an associative array), with
// capture slots around each varspec's expansion. The Pike VM (src/template/nfa.ts) runs it in
// O(n · m) steps, n the URI's length and m the automaton's size: no backtracking, whatever the URI.
// Of the ways the URI can be read, the VM gives the preferred one: template order, each variable
// defined rather than undefined, and each as long as it can be (greedy) given that the rest matches.
// Then each variable's text is read back into a value (decoded where the operator encoded it), and
// the value is checked by expanding it again. docs/uri-template.md states what can be recovered.
import { describe } from "../arguments.js";
import {
  compileTemplate,
  reservedOperatorError,
  type CompiledTemplate,
  type CompiledVarspec,
} from "./compile.js";
import { decodeR, decodeU, pctNormalize } from "./encode.js";
import { expand, expandVarspec } from "./expand.js";
import { segment, segmentable } from "./segment.js";
import { WeightedCache } from "./cache.js";
import { work } from "../semantics/work.js";
import { charSet, NfaBuilder, run, type CharSet, type Fragment, type Nfa } from "./nfa.js";
import type { OperatorRow } from "./operators.js";

/** A recovered value: a string, a list, or an associative array (RFC 6570 §2.3, §2.4.2). */
export type MatchedValue = string | string[] | Record<string, string>;
export type MatchedVariables = Record<string, MatchedValue>;

/** While reading: an associative array as a Map, which keeps the URI's order of pairs. */
type ReadValue = string | string[] | Map<string, string>;

const ALPHA = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
const DIGIT = "0123456789";
/** RFC 3986 §2.3 unreserved. */
const UNRESERVED = ALPHA + DIGIT + "-._~";
/** RFC 3986 §2.2 reserved. */
const RESERVED = ":/?#[]@!$&'()*+,;=";

/** The hex digits of the nibbles from..to, both cases unless `upper`. */
function nibbleChars(from: number, to: number, upper = false): string {
  let s = "";
  for (let v = from; v <= to; v++) {
    const h = v.toString(16).toUpperCase();
    s += h === h.toLowerCase() || upper ? h : h + h.toLowerCase();
  }
  return s;
}
const HEX_SET = charSet(nibbleChars(0, 15));

const hexGroupCache = new Map<string, readonly (readonly [CharSet, CharSet])[]>();

/**
 * The octets in [lo, hi] as pairs of hex-digit sets (the high nibbles that share a range of low
 * nibbles, and that range), made once per range: a template's automaton asks for the same few.
 */
function hexGroups(lo: number, hi: number, upper: boolean): readonly (readonly [CharSet, CharSet])[] {
  const key = `${lo} ${hi} ${upper}`;
  const known = hexGroupCache.get(key);
  if (known !== undefined) return known;
  const groups = new Map<string, number[]>();
  for (let high = lo >> 4; high <= hi >> 4; high++) {
    const from = high === lo >> 4 ? lo & 15 : 0;
    const to = high === hi >> 4 ? hi & 15 : 15;
    const range = `${from}-${to}`;
    const highs = groups.get(range);
    if (highs === undefined) groups.set(range, [high]);
    else highs.push(high);
  }
  const out = [...groups].map(([range, highs]) => {
    const [from, to] = range.split("-").map(Number) as [number, number];
    return [
      charSet(highs.map((h) => nibbleChars(h, h, upper)).join("")),
      charSet(nibbleChars(from, to, upper)),
    ] as const;
  });
  hexGroupCache.set(key, out);
  return out;
}

/** One occurrence of a varspec in the template, with its capture slots 2·index and 2·index + 1. */
interface Occurrence {
  readonly index: number;
  readonly expression: number;
  readonly row: OperatorRow;
  readonly varspec: CompiledVarspec;
}

/**
 * How a reading prefers among the ways a URI matches. The first is the rule match states: the
 * text exactly as expansion writes it (strict), each variable defined rather than not, each as
 * long as it can be. The others are tried in order only when needed (see matchWithStats).
 */
interface Preference {
  /**
   * Only what expansion writes: in U values, uppercase triplets of octets that are not unreserved
   * (RFC 6570 §3.2.1, Appendix A), and literals as they expand. Otherwise any triplet, in either
   * case, where a U value is (RFC 3986 §2.1, §2.3: equivalent forms).
   */
  readonly strict: boolean;
  /** Shortest values first (star, plus and opt lazy). */
  readonly lazy: boolean;
  /** Each variable undefined rather than defined, where the URI allows both. */
  readonly undefinedFirst: boolean;
}
const PREFERENCES: readonly Preference[] = [true, false].flatMap((strict) => [
  { strict, lazy: false, undefinedFirst: false },
  { strict, lazy: false, undefinedFirst: true },
  { strict, lazy: true, undefinedFirst: false },
]);

/** A template's automaton under one preference. */
interface Reading {
  readonly nfa: Nfa;
  readonly occurrences: readonly Occurrence[];
}

interface Matcher {
  readonly compiled: CompiledTemplate;
  /** The automata by preference (PREFERENCES), built when first needed. */
  readonly readings: (Reading | undefined)[];
  /** The states of the automata built so far: the matcher's weight in the cache. */
  states: number;
}

/** The automaton of a template: the language of its expansions (RFC 6570 §3, Appendix A). */
class TemplateAutomaton {
  private readonly b: NfaBuilder;
  private readonly occurrences: Occurrence[] = [];
  private readonly unreserved = charSet(UNRESERVED);
  private readonly uriChars = charSet(UNRESERVED + RESERVED);
  private readonly hexDigits = charSet(nibbleChars(0, 15));
  private readonly uriNonHex = charSet(
    [...(UNRESERVED + RESERVED)].filter((c) => !HEX_SET[c.charCodeAt(0)]).join(""),
  );

  constructor(
    private readonly compiled: CompiledTemplate,
    private readonly preference: Preference,
  ) {
    this.b = new NfaBuilder(preference.lazy);
  }

  build(): Reading {
    const b = this.b;
    const parts = this.compiled.parts;
    // Occurrences are numbered in template order (the automaton is built from the end).
    const slotsOf = new Map<number, number[]>();
    parts.forEach((p, i) => {
      if (typeof p === "string" || p.row === null) return;
      const row = p.row;
      slotsOf.set(
        i,
        p.varspecs.map((varspec) => {
          const occurrence = { index: this.occurrences.length, expression: i, row, varspec };
          this.occurrences.push(occurrence);
          return occurrence.index;
        }),
      );
    });
    let next = b.match();
    for (let i = parts.length - 1; i >= 0; i--) {
      const p = parts[i]!;
      if (typeof p === "string") next = this.literal(p)(next);
      else {
        if (p.row === null) throw reservedOperatorError(this.compiled.template, p);
        next = this.expression(p.row, p.varspecs, slotsOf.get(i)!)(next);
      }
    }
    return { nfa: b.build(next), occurrences: this.occurrences };
  }

  /** Literal text as expansion writes it; the hex digits of its triplets in either case (RFC 3986 §2.1). */
  private literal(text: string): Fragment {
    return (next) => {
      let state = next;
      for (let i = text.length - 1; i >= 0; i--) {
        const c = text[i]!;
        const inTriplet =
          !this.preference.strict && ((i >= 1 && text[i - 1] === "%") || (i >= 2 && text[i - 2] === "%"));
        state = this.b.char(charSet(inTriplet ? c.toLowerCase() + c.toUpperCase() : c), state);
      }
      return state;
    };
  }

  /** "%" and one octet in [lo, hi], its hex digits in either case. */
  private octet(lo: number, hi: number, upper = false): Fragment {
    return this.b.seq(this.b.set(charSet("%")), this.hexOctet(lo, hi, upper));
  }

  /** The two hex digits of an octet in [lo, hi], in either case (uppercase only if `upper`). */
  private hexOctet(lo: number, hi: number, upper = false): Fragment {
    const b = this.b;
    const groups = hexGroups(lo, hi, upper);
    return (next) => {
      const branches = groups.map(([high, low]) => b.char(high, b.char(low, next)));
      return branches.length === 1 ? branches[0]! : b.split(branches);
    };
  }

  /**
   * One code point as UTF-8 in pct-encoded triplets (RFC 3629 §4: shortest form, no surrogates).
   * `ascii`: the octet ranges allowed for a one-octet character; `upper`: uppercase hex digits only.
   */
  private utf8(ascii: [number, number][], upper = false): Fragment {
    const b = this.b;
    const C: [number, number] = [0x80, 0xbf];
    const forms: [number, number][][] = [
      ...ascii.map((r) => [r]),
      [[0xc2, 0xdf], C],
      [[0xe0, 0xe0], [0xa0, 0xbf], C],
      [[0xe1, 0xec], C, C],
      [[0xed, 0xed], [0x80, 0x9f], C],
      [[0xee, 0xef], C, C],
      [[0xf0, 0xf0], [0x90, 0xbf], C, C],
      [[0xf1, 0xf3], C, C, C],
      [[0xf4, 0xf4], [0x80, 0x8f], C, C],
    ];
    // The first "%" is shared by every form, so that a thread reads it once.
    return b.seq(
      b.set(charSet("%")),
      b.alt(
        ...forms.map(([[lo, hi], ...rest]) =>
          b.seq(this.hexOctet(lo!, hi!, upper), ...rest.map(([l, h]) => this.octet(l, h, upper))),
        ),
      ),
    );
  }

  /**
   * A character of a U value (RFC 6570 Appendix A "U"): unreserved, or one encoded code point; or
   * one of `extra` (the "," of a list's members), in the same state as the unreserved characters
   * (one thread for both: no triplet begins with them, so the order of the choices is kept).
   */
  private tokenU(extra = ""): Fragment {
    const plain = this.b.set(extra === "" ? this.unreserved : charSet(UNRESERVED + extra));
    if (!this.preference.strict) return this.b.alt(plain, this.utf8([[0x00, 0x7f]]));
    // Strict: expansion never encodes an unreserved character, and writes uppercase triplets.
    const notUnreserved: [number, number][] = [
      [0x00, 0x2c],
      [0x2f, 0x2f],
      [0x3a, 0x40],
      [0x5b, 0x5e],
      [0x60, 0x60],
      [0x7b, 0x7d],
      [0x7f, 0x7f],
    ];
    return this.b.alt(plain, this.utf8(notUnreserved, true));
  }

  /** A character of a U+R value: reserved or unreserved, or a pct-encoded triplet (copied or encoded). */
  private tokenR(): Fragment {
    return this.b.alt(this.b.set(this.uriChars), this.octet(0x00, 0xff));
  }

  /** The counter is reset on leaving a counted region, so that outside one it is always 0. */
  private counted(body: (exit: number) => number): Fragment {
    return (next) => this.b.countReset(body(this.b.countReset(next)));
  }

  /**
   * A U value of at most `max` characters (RFC 6570 §2.4.1: code points), each unreserved or one
   * encoded code point; at least one if `nonEmpty`.
   */
  private prefixU(max: number, nonEmpty: boolean): Fragment {
    const b = this.b;
    const token = this.tokenU();
    return this.counted((exit) => {
      const loop = b.split([]);
      const once = token(b.countAdd(1, max, loop));
      b.loopTargets(loop, once, exit);
      return nonEmpty ? once : loop;
    });
  }

  /**
   * A U+R value of at most `max` characters, counted as src/template/encode.ts decodeR reads it:
   * a URI character is one; an uppercase triplet sequence of one UTF-8 character outside the URI
   * characters is one (expansion encoded it); "%25" is one ("%" of the value) when the value's next two
   * characters are not hex digits; any other triplet is the value's own three characters. Three
   * states remember how far the last decoded "%" is (Normal, After "%", After "%" and one hex digit).
   */
  private prefixR(max: number): Fragment {
    const b = this.b;
    const nonUriAscii: [number, number][] = [
      [0x00, 0x20],
      [0x22, 0x22],
      [0x3c, 0x3c],
      [0x3e, 0x3e],
      [0x5c, 0x5c],
      [0x5e, 0x5e],
      [0x60, 0x60],
      [0x7b, 0x7f],
    ];
    // Expansion writes uppercase triplets: decodeR reads only those as encoded characters.
    const encodedChar = this.utf8(nonUriAscii, true);
    const raw = this.octet(0x00, 0xff);
    const percent = b.seq(b.set(charSet("%")), b.set(charSet("2")), b.set(charSet("5")));
    return this.counted((exit) => {
      const normal = b.split([]);
      const afterPercent = b.split([]);
      const afterHex = b.split([]);
      const one = (to: number) => b.countAdd(1, max, to);
      // Cheaper readings first: the preferred thread then has the lowest counter, and the VM drops
      // the threads it dominates (src/template/nfa.ts), which keeps the work per character small.
      const common = (): number[] => [
        encodedChar(one(normal)),
        percent(one(afterPercent)),
        raw(b.countAdd(3, max, normal)),
      ];
      b.loopTargets(normal, b.split([b.char(this.uriChars, one(normal)), ...common()]), exit);
      b.loopTargets(
        afterPercent,
        b.split([b.char(this.uriNonHex, one(normal)), b.char(this.hexDigits, one(afterHex)), ...common()]),
        exit,
      );
      b.loopTargets(afterHex, b.split([b.char(this.uriNonHex, one(normal)), ...common()]), exit);
      return normal;
    });
  }

  /** The expansion of one varspec (without first/sep): the union over the kinds of value. */
  private varspec(row: OperatorRow, v: CompiledVarspec): Fragment {
    const b = this.b;
    const lit = (s: string) => this.literal(s);
    const tokenU = this.tokenU();
    // A character of a string, or the "," that joins a list's members.
    const member = this.tokenU(",");
    if (!row.named) {
      if (v.prefix > 0) return row.allowReserved ? this.prefixR(v.prefix) : this.prefixU(v.prefix, false);
      if (row.allowReserved) return b.star(this.tokenR());
      if (!v.explode) return b.star(member); // a string, or members joined by ","
      // Exploded: members (or "name=value" pairs, "name" for an empty value) joined by sep.
      const item = b.seq(b.star(tokenU), b.opt(b.seq(lit("="), b.plus(tokenU))));
      return b.seq(item, b.star(b.seq(lit(row.sep), item)));
    }
    // Named (";" "?" "&", all U): "name=value", or name + ifemp when the value is empty.
    const name = lit(v.name);
    const formStyle = row.ifemp === "=";
    if (!v.explode) {
      // ";": a value that expands to "" gives the name alone (ifemp ""), so after "=" there is text.
      const value =
        v.prefix > 0 ? this.prefixU(v.prefix, !formStyle) : formStyle ? b.star(member) : b.plus(member);
      return b.seq(name, formStyle ? b.seq(lit("="), value) : b.opt(b.seq(lit("="), value)));
    }
    const key = b.alt(name, b.star(tokenU));
    const item = formStyle
      ? b.seq(key, lit("="), b.star(tokenU))
      : b.seq(key, b.opt(b.seq(lit("="), b.plus(tokenU))));
    return b.seq(item, b.star(b.seq(lit(row.sep), item)));
  }

  /**
   * An expression: each varspec defined (preferred) or not; the first defined one after `first`,
   * the others after `sep` (RFC 6570 Appendix A). Two chains of states: none defined yet, some.
   */
  private expression(row: OperatorRow, varspecs: readonly CompiledVarspec[], slots: number[]): Fragment {
    const b = this.b;
    return (next) => {
      let none = next;
      let some = next;
      for (let i = varspecs.length - 1; i >= 0; i--) {
        const v = varspecs[i]!;
        const slot = slots[i]!;
        // After the first defined varspec, the chain goes on in "some" either way.
        const defined = b.save(2 * slot, this.varspec(row, v)(b.save(2 * slot + 1, some)));
        const orderSome = [this.literal(row.sep)(defined), some];
        const orderNone = [this.literal(row.first)(defined), none];
        if (this.preference.undefinedFirst) {
          orderSome.reverse();
          orderNone.reverse();
        }
        const newSome = b.split(orderSome);
        const newNone = b.split(orderNone);
        some = newSome;
        none = newNone;
      }
      return none;
    };
  }
}

/**
 * At most this many automaton states are kept, over all templates and their readings (tens of
 * megabytes at most); a template whose automata would take more than a quarter of them is
 * compiled again at every call, in time linear in its length.
 */
const MATCHER_CACHE_STATES = 1 << 19;
const matchers = new WeightedCache<Matcher>(MATCHER_CACHE_STATES);

/** The automaton states the cache holds (for tests). */
export function cachedStates(): number {
  return matchers.weight;
}

function readingOf(matcher: Matcher, index: number): Reading {
  let reading = matcher.readings[index];
  if (reading === undefined) {
    reading = new TemplateAutomaton(matcher.compiled, PREFERENCES[index]!).build();
    matcher.readings[index] = reading;
    matcher.states += reading.nfa.op.length;
    matchers.reweigh(matcher.compiled.template, matcher.states);
  }
  return reading;
}

function matcherFor(template: string): Matcher {
  const hit = matchers.get(template);
  if (hit !== undefined) return hit;
  const compiled = compileTemplate(template);
  const matcher: Matcher = { compiled, readings: [], states: 0 };
  readingOf(matcher, 0); // a reserved operator is an error here, before any URI is read
  matchers.set(template, matcher, matcher.states);
  return matcher;
}

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

export interface MatchStats {
  variables: MatchedVariables | null;
  /** The Pike VM's steps (see src/template/nfa.ts run). */
  steps: number;
  /** The automaton's size, in states. */
  states: number;
  /**
   * The work of reading the values back, outside the VM (src/semantics/work.ts's units: the
   * characters and items that the segmentation, the readings of each text and the check that the
   * answer expands to the URI go over).
   */
  work: number;
}

/** match, with the work it did: for tests that count steps rather than time. */
export function matchWithStats(template: string, uri: string): MatchStats {
  if (typeof template !== "string")
    throw new TypeError(`template: expected a string, got ${describe(template)}`);
  if (typeof uri !== "string") throw new TypeError(`uri: expected a string, got ${describe(uri)}`);
  const matcher = matcherFor(template);
  const preferred = readingOf(matcher, 0);
  const states = preferred.nfa.op.length;
  const start = work.units;
  const done = (variables: MatchedVariables | null): MatchStats => ({
    variables,
    steps,
    states,
    work: work.units - start,
  });
  let steps = 0;
  let fallback: MatchedVariables | undefined;
  let firstSteps = 0;
  // Segmentations by expression and text, shared by the readings (which often agree on them).
  const segmented = new Map<string, (string | undefined)[] | null>();
  // The lenient readings differ from the strict ones only on triplets (their case, and triplets of
  // unreserved characters): on a URI without "%" they read what the strict ones read.
  const lenient = uri.includes("%");
  for (let index = 0; index < PREFERENCES.length; index++) {
    const preference = PREFERENCES[index]!;
    if (!preference.strict && !lenient) break;
    const reading = readingOf(matcher, index);
    // Every reading after the first gets at most four times the first one's work: the shortest-
    // first order, in prefix regions, can keep up to max-length threads per state. So a match
    // costs at most 21 times one reading: linear in the URI.
    const budget = index === 0 ? Infinity : 4 * Math.max(firstSteps, uri.length + 1) + 1024;
    const result = run(reading.nfa, uri, 2 * reading.occurrences.length, budget);
    steps += result.steps;
    if (index === 0) firstSteps = result.steps;
    if (result.exhausted) continue;
    // No path at all: the URI is not in the language (strict: on to the lenient readings;
    // lenient: not in the template's language at all, whatever the preference).
    if (result.slots === null) {
      if (!preference.strict) return done(fallback ?? null);
      while (index + 1 < PREFERENCES.length && PREFERENCES[index + 1]!.strict) index++;
      continue;
    }
    // A path whose texts have no consistent values (a variable that occurs twice with two values,
    // RFC 6570 §3.2.1; an associative array with a repeated key, §2.4.2): no automaton can
    // require those, so the next preference is tried ("{.who,who}" on ".fred.fred" needs the
    // shortest first).
    const found = valuesOf(matcher.compiled, reading, uri, result.slots, segmented);
    if (found === null) continue;
    // An answer whose associative array an object would reorder is kept in reserve: another
    // preference may read the URI without it.
    if (!found.orderLost) return done(found.variables);
    fallback ??= found.variables;
  }
  return done(fallback ?? null);
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

function valuesOf(
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

/**
 * Matches a URI against a URI Template: the variables whose expansion (RFC 6570 §3) is the URI, or
 * null when there are none. Linear in the URI's length for every template (an automaton, no
 * backtracking). Values are pct-decoded where the operator encoded them; see docs/uri-template.md
 * for what can and cannot be recovered. Throws UriTemplateError for an invalid template or an
 * op-reserve operator, TypeError for a non-string argument.
 */
export function match(template: string, uri: string): MatchedVariables | null {
  return matchWithStats(template, uri).variables;
}
