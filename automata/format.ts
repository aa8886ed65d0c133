// The format between the compiler and the runtime: how generated/<grammar>.automata.ts stores the
// automata that compiler/ builds from the ABNF, and how the runtime reads them back. Both sides
// import this one module (compiler/passes/emit.ts encodes, automata/*.ts decode), so the format
// is written once and typed on both ends.
//
// A grammar has one recognizer (a minimal DFA with one start state per start rule: the rules share
// the states where what is left to read is the same language, such as the inside of an IPv6
// literal) and one splitter (a tagged DFA, likewise, for the start rules that have components).
//
// Tables are text, one state per line, so that a grammar change reads as a diff of the states it
// touches, and so that importing a grammar costs the scan of a few string literals: nothing is
// decoded until a rule is first used (then in microseconds).
//
//   alphabet   ascii: the class of each code point below 128, in DIGITS (one digit each, or two
//              when a grammar has more classes than one digit can name)
//              unicode: "start:class" pairs (hex, base 36) for the code points from 128 up
//   recognizer one line per state, the start first: "*" if it accepts, then its transitions
//              "c:t" or "c-d:t" (classes c..d go to state t, base 36); an unlisted class rejects
//   splitter   the same, each transition optionally "/o" (then it runs operation list o, 1-based),
//              and for an accepting state "| r r - $ ..." after its transitions: where each tag is at
//              the end (a register, "-" unset, "$" the input's length); tags 2k and 2k + 1 are where
//              component k starts and ends
//   ops        one line per operation list: "d<s" (register d gets register s) or "d<@" (the offset)
//   expect     one line per recognizer state: the ids of its expected items (base 36)

/** Where each part of an automaton's data is, as the generated modules write it. */
export interface PackedAlphabet {
  readonly classes: number;
  readonly ascii: string;
  readonly unicode: string;
}

export interface PackedRecognizer<Rule extends string = string> extends PackedAlphabet {
  /** The start state of each start rule. */
  readonly starts: { readonly [R in Rule]: number };
  readonly states: string;
}

export interface PackedSplitter<Rule extends string = string> extends PackedAlphabet {
  /** The start state of each start rule that has components. */
  readonly starts: { readonly [R in Rule]?: number };
  /** The components each of those rules captures, space-separated. */
  readonly covers: { readonly [R in Rule]?: string };
  readonly components: readonly string[];
  readonly registers: number;
  readonly ops: string;
  readonly states: string;
}

/** What an error message needs of a grammar (src/syntax/diagnose.ts). */
export interface PackedDiagnostics {
  /** "rule<TAB>section" lines: the section that defines each rule the stacks name. */
  readonly sections: string;
  /** Rule stacks, one per line, outermost first, space-separated. */
  readonly stacks: string;
  /** Expected items, one per line: "stack kind text" (kind r: a rule, l: a quoted string, c: characters as hex ranges). */
  readonly items: string;
  /**
   * One line per recognizer state: the ids of the items expected there. A state shared by start
   * rules lists the items of each; a stack begins with its start rule, which tells them apart.
   */
  readonly expect: string;
}

/** The digits of the ascii string: class k is DIGITS[k]. */
const DIGITS = "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ_$";

// ---- decoded forms (what the engines run on) ----

export interface Alphabet {
  readonly classes: number;
  /** Class of each code point below 128. */
  readonly ascii: Uint16Array;
  /** From 128 up: interval starts (ascending) and the class of each interval. */
  readonly rangeStarts: Int32Array;
  readonly rangeClasses: Int32Array;
}

/**
 * The code point at i, whose first code unit is c: a surrogate pair is one code point, a lone
 * surrogate its own (as a regular expression with the "u" flag reads them).
 */
export function codePointAt(input: string, i: number, c: number): number {
  if (c >= 0xd800 && c <= 0xdbff && i + 1 < input.length) {
    const d = input.charCodeAt(i + 1);
    if (d >= 0xdc00 && d <= 0xdfff) return ((c - 0xd800) << 10) + (d - 0xdc00) + 0x10000;
  }
  return c;
}

/** The class of a code point ≥ 128: the last interval that starts at or below it. */
export function classOf(alphabet: Alphabet, code: number): number {
  const starts = alphabet.rangeStarts;
  let lo = 0;
  let hi = starts.length - 1;
  if (hi < 0 || code < starts[0]!) return 0;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (starts[mid]! <= code) lo = mid;
    else hi = mid - 1;
  }
  return alphabet.rangeClasses[lo]!;
}

/**
 * An automaton's table, its rows decoded when first needed: a run touches a few dozen of a
 * grammar's hundreds of states, so the first call after a program starts decodes those only
 * (the rest as they come).
 */
export interface RecognizerTables extends Alphabet {
  readonly starts: ReadonlyMap<string, number>;
  readonly states: number;
  /** The state lines, undecoded. */
  readonly lines: readonly string[];
  /** Whether each state accepts (from the first character of its line). */
  readonly accept: Uint8Array;
}

export interface SplitterTables extends RecognizerTables {
  /** The components each start rule captures. */
  readonly covers: ReadonlyMap<string, readonly string[]>;
  readonly components: readonly string[];
  readonly registers: number;
  /** Operation lists: [destination, source] pairs, source -1 for the offset. */
  readonly opLists: readonly (readonly number[])[];
}

/** A state's line, decoded: its transitions and, for a splitter, its operations and final tags. */
export interface Row {
  /** target[class]: the next state, -1 where the input is rejected. */
  readonly target: Int32Array;
  /** op[class]: 1 + the transition's list in opLists, 0 for none. */
  readonly op: Int32Array;
  /** The register holding each tag at the end (-1 unset, AT_END the input's length); [] if not accepting. */
  readonly finals: readonly number[];
}

/** In finals: the tag is at the input's length. */
export const AT_END = -2;

// ---- encoding (compiler/passes/emit.ts) ----

export interface AlphabetData {
  ascii: readonly number[];
  starts: readonly number[];
  ids: readonly number[];
  count: number;
}

function encodeAlphabet(classes: AlphabetData): PackedAlphabet {
  const B = DIGITS.length;
  const wide = classes.ascii.some((c) => c >= B);
  if (classes.ascii.some((c) => c >= B * B)) throw new RangeError(`more than ${B * B} classes below 128`);
  return {
    classes: classes.count,
    ascii: classes.ascii.map((c) => (wide ? DIGITS[Math.floor(c / B)]! + DIGITS[c % B] : DIGITS[c])).join(""),
    unicode: classes.starts.map((s, i) => `${s.toString(16)}:${classes.ids[i]!.toString(36)}`).join(" "),
  };
}

/** A state's transitions as "c:t" / "c-d:t" items (runs of classes with the same target and operations). */
function transitions(next: readonly number[], K: number, s: number, opOf?: readonly number[]): string[] {
  const out: string[] = [];
  for (let k = 0; k < K;) {
    const t = next[s * K + k]!;
    const o = opOf?.[s * K + k] ?? 0;
    let j = k + 1;
    while (j < K && next[s * K + j] === t && (opOf?.[s * K + j] ?? 0) === o) j++;
    if (t >= 0) {
      const classes = j - k > 1 ? `${k.toString(36)}-${(j - 1).toString(36)}` : k.toString(36);
      out.push(`${classes}:${t.toString(36)}${o > 0 ? "/" + o.toString(36) : ""}`);
    }
    k = j;
  }
  return out;
}

export function encodeRecognizer(
  dfa: {
    classes: AlphabetData;
    starts: readonly number[];
    next: readonly number[];
    accept: readonly number[];
  },
  rules: readonly string[],
): PackedRecognizer {
  const K = dfa.classes.count;
  const lines = dfa.accept.map((a, s) => [...(a ? ["*"] : []), ...transitions(dfa.next, K, s)].join(" "));
  return {
    ...encodeAlphabet(dfa.classes),
    starts: Object.fromEntries(rules.map((rule, k) => [rule, dfa.starts[k]!])),
    states: lines.join("\n"),
  };
}

export function encodeSplitter(
  dfa: {
    classes: AlphabetData;
    starts: readonly number[];
    next: readonly number[];
    accept: readonly number[];
    components: readonly string[];
    registers: number;
    ops: readonly (readonly number[])[];
    finals: readonly (readonly number[])[];
  },
  rules: readonly string[],
  covers: readonly (readonly string[])[],
): PackedSplitter {
  const K = dfa.classes.count;
  // Transitions share few distinct operation lists: each is stored once.
  const lists = new Map<string, number>();
  const opLines: string[] = [];
  const opOf = dfa.ops.map((pairs) => {
    if (pairs.length === 0) return 0;
    const items: string[] = [];
    for (let i = 0; i < pairs.length; i += 2)
      items.push(`${pairs[i]!.toString(36)}<${pairs[i + 1]! < 0 ? "@" : pairs[i + 1]!.toString(36)}`);
    const key = items.join(" ");
    let id = lists.get(key);
    if (id === undefined) lists.set(key, (id = opLines.push(key)));
    return id;
  });
  const lines = dfa.accept.map((a, s) => {
    const parts = [...(a ? ["*"] : []), ...transitions(dfa.next, K, s, opOf)];
    if (a) parts.push("|", ...dfa.finals[s]!.map((r) => (r === AT_END ? "$" : r < 0 ? "-" : r.toString(36))));
    return parts.join(" ");
  });
  return {
    ...encodeAlphabet(dfa.classes),
    starts: Object.fromEntries(rules.map((rule, k) => [rule, dfa.starts[k]!])),
    covers: Object.fromEntries(rules.map((rule, k) => [rule, covers[k]!.join(" ")])),
    components: dfa.components,
    registers: dfa.registers,
    ops: opLines.join("\n"),
    states: lines.join("\n"),
  };
}

// ---- decoding (the runtime, on a rule's first use) ----

export function decodeAlphabet(packed: PackedAlphabet): Alphabet {
  const ascii = new Uint16Array(128);
  const B = DIGITS.length;
  if (packed.ascii.length === 128) for (let c = 0; c < 128; c++) ascii[c] = DIGITS.indexOf(packed.ascii[c]!);
  else
    for (let c = 0; c < 128; c++)
      ascii[c] = DIGITS.indexOf(packed.ascii[2 * c]!) * B + DIGITS.indexOf(packed.ascii[2 * c + 1]!);
  const pairs = packed.unicode === "" ? [] : packed.unicode.split(" ");
  const starts = new Int32Array(pairs.length);
  const ids = new Int32Array(pairs.length);
  pairs.forEach((pair, i) => {
    const colon = pair.indexOf(":");
    starts[i] = parseInt(pair.slice(0, colon), 16);
    ids[i] = parseInt(pair.slice(colon + 1), 36);
  });
  return { classes: packed.classes, ascii, rangeStarts: starts, rangeClasses: ids };
}

/** The lines of a table, and which of them accept. */
export function decodeStates(text: string): { states: number; lines: string[]; accept: Uint8Array } {
  const lines = text.split("\n");
  const accept = new Uint8Array(lines.length);
  for (let s = 0; s < lines.length; s++) if (lines[s]!.charCodeAt(0) === 0x2a) accept[s] = 1;
  return { states: lines.length, lines, accept };
}

/** Decodes one state's line (classes K, `tags` final tags for a splitter). */
export function decodeRow(line: string, K: number, tags: number): Row {
  const target = new Int32Array(K).fill(-1);
  const op = new Int32Array(K);
  let finals: number[] = [];
  const items = line === "" ? [] : line.split(" ");
  for (let i = items[0] === "*" ? 1 : 0; i < items.length; i++) {
    const item = items[i]!;
    if (item === "|") {
      finals = items
        .slice(i + 1, i + 1 + tags)
        .map((r) => (r === "$" ? AT_END : r === "-" ? -1 : parseInt(r, 36)));
      break;
    }
    const colon = item.indexOf(":");
    const dash = item.indexOf("-");
    const slash = item.indexOf("/");
    const from = parseInt(item.slice(0, dash < 0 ? colon : dash), 36);
    const to = dash < 0 ? from : parseInt(item.slice(dash + 1, colon), 36);
    const next = parseInt(item.slice(colon + 1, slash < 0 ? undefined : slash), 36);
    const list = slash < 0 ? 0 : parseInt(item.slice(slash + 1), 36);
    for (let k = from; k <= to; k++) {
      target[k] = next;
      op[k] = list;
    }
  }
  return { target, op, finals };
}

function startsOf(starts: { readonly [rule: string]: number | undefined }): ReadonlyMap<string, number> {
  return new Map(Object.entries(starts).filter((e): e is [string, number] => e[1] !== undefined));
}

export function decodeRecognizer(packed: PackedRecognizer): RecognizerTables {
  return { ...decodeAlphabet(packed), starts: startsOf(packed.starts), ...decodeStates(packed.states) };
}

export function decodeSplitter(packed: PackedSplitter): SplitterTables {
  const opLists = (packed.ops === "" ? [] : packed.ops.split("\n")).map((line) =>
    line.split(" ").flatMap((pair) => {
      const [d, s] = pair.split("<") as [string, string];
      return [parseInt(d, 36), s === "@" ? -1 : parseInt(s, 36)];
    }),
  );
  return {
    ...decodeAlphabet(packed),
    starts: startsOf(packed.starts),
    ...decodeStates(packed.states),
    covers: new Map(
      Object.entries(packed.covers).flatMap(([rule, list]) =>
        list === undefined ? [] : [[rule, list.split(" ")]],
      ),
    ),
    components: packed.components,
    registers: packed.registers,
    opLists,
  };
}

/** An expected item, decoded. */
interface ExpectedItem {
  readonly stack: number;
  readonly kind: "rule" | "literal" | "chars";
  /** A rule name, a quoted string's characters, or the characters as [from, to] ranges. */
  readonly text: string;
  readonly ranges: readonly (readonly [number, number])[] | null;
}

export interface DiagnosticsTables {
  readonly sections: ReadonlyMap<string, string>;
  readonly stacks: readonly (readonly string[])[];
  readonly items: readonly ExpectedItem[];
}

export function decodeDiagnostics(packed: PackedDiagnostics): DiagnosticsTables {
  const sections = new Map<string, string>();
  for (const line of packed.sections.split("\n")) {
    const tab = line.indexOf("\t");
    if (tab > 0) sections.set(line.slice(0, tab), line.slice(tab + 1));
  }
  const stacks = packed.stacks.split("\n").map((line) => (line === "" ? [] : line.split(" ")));
  const items = packed.items.split("\n").map((line): ExpectedItem => {
    const first = line.indexOf(" ");
    const second = line.indexOf(" ", first + 1);
    const stack = parseInt(line.slice(0, first), 36);
    const kind = line[first + 1] === "r" ? "rule" : line[first + 1] === "l" ? "literal" : "chars";
    const text = line.slice(second + 1);
    const ranges =
      kind === "chars"
        ? text.split(",").map((r): [number, number] => {
            const [a, b] = r.split("-") as [string, string | undefined];
            return [parseInt(a, 16), parseInt(b ?? a, 16)];
          })
        : null;
    return { stack, kind, text, ranges };
  });
  return { sections, stacks, items };
}

/** One rule's expect lines: for each recognizer state, its item ids. */
export function decodeExpect(text: string): number[][] {
  return text.split("\n").map((line) => (line === "" ? [] : line.split(" ").map((id) => parseInt(id, 36))));
}

export function encodeExpect(states: readonly (readonly number[])[]): string {
  return states.map((ids) => ids.map((id) => id.toString(36)).join(" ")).join("\n");
}

/** A companion, compiled into tables. */
export interface Companion {
  /** The class of each code below 128; every code point from 128 up is class `other`. */
  readonly ascii: Uint8Array;
  readonly other: number;
  readonly classes: number;
  readonly states: number;
  readonly start: number;
  /** Other states a run may start in, by name (CompanionSpec.entries, automata/companion.ts). */
  readonly entries: { readonly [name: string]: number };
  /** next[state * classes + class]: the next state, -1 where the companion gives up. */
  readonly next: Int16Array;
  /** event[state * classes + class]: 1 + the slot of the transition's event (0: none). */
  readonly event: Uint8Array;
  /** Whether the input may end in each state. */
  readonly accepts: Uint8Array;
}

/**
 * A companion's tables as generated/companions.ts holds them (written at build time from its spec by
 * automata/companion.ts): each table a string of one character a value, the value plus 0x30
 * ("0"); in `next`, the state plus 1 ("0": the companion gives up). The class of "other" is the
 * last.
 */
export interface PackedCompanion {
  readonly ascii: string;
  readonly classes: number;
  readonly start: number;
  readonly entries: { readonly [name: string]: number };
  readonly next: string;
  readonly event: string;
  readonly accepts: string;
}

/** The values a packed table's characters stand for. */
function digits(text: string): Uint8Array {
  return Uint8Array.from(text, (ch) => ch.charCodeAt(0) - 0x30);
}

/** A companion's tables from their packed text. */
export function unpackCompanion(packed: PackedCompanion): Companion {
  return {
    ascii: digits(packed.ascii),
    other: packed.classes - 1,
    classes: packed.classes,
    states: packed.accepts.length,
    start: packed.start,
    entries: packed.entries,
    next: Int16Array.from(digits(packed.next), (v) => v - 1),
    event: digits(packed.event),
    accepts: digits(packed.accepts),
  };
}
