// Why an input is not in a rule's language, for the failure view and `uri-grammar explain` on a
// rejected input: the library's own diagnosis (src/syntax/diagnose.ts: the offset, what was expected,
// the rule stack, the message with its caret), the readings still alive there with what each
// expected (the diagnostics table's items of the state the automaton stopped in, grouped by rule
// stack), and every one-edit repair that makes the input valid (allRepairs), each checked by isValid.
import { checkString } from "../arguments.js";
import { diagnosticsOf } from "../../automata/decoded.js";
import { isValid } from "../syntax/is-valid.js";
import { failure } from "../syntax/diagnose.js";
import { quote } from "../syntax/escape.js";
import { UriSyntaxError } from "../syntax/errors.js";
import { safeParse } from "../syntax/parse.js";
import { ruleOf } from "../syntax/start-rule.js";
import type { Variant } from "../variants/types.js";
import { dfaOf } from "./dfa.js";

export interface AliveReading {
  /** The rules this reading is in at the offset, outermost first. */
  readonly stack: readonly string[];
  /** What it expected next: rule names, quoted strings, character classes. */
  readonly expected: readonly string[];
}

export interface Repair {
  readonly kind: "percent-encode" | "delete" | "insert" | "replace";
  /** Where the edit is (UTF-16 offset), and how many code units it removes. */
  readonly offset: number;
  readonly removed: string;
  /** What it puts there (one representative character for insert and replace). */
  readonly inserted: string;
  /** For insert and replace: every character that works there, as a class ("[a-z]", '"]"'). */
  readonly chars: string | null;
  /** The repaired input (checked: isValid accepts it). */
  readonly result: string;
  /** The repair in words. */
  readonly description: string;
}

export interface FailureView {
  readonly variant: string;
  readonly rule: string;
  readonly input: string;
  /** The library's message (UriSyntaxError), and the excerpt with a caret under the offset. */
  readonly message: string;
  readonly excerpt: string;
  readonly offset: number;
  readonly found: string | null;
  readonly expected: readonly string[];
  readonly context: { readonly rule: string; readonly section: string | null } | null;
  readonly ruleStack: readonly string[];
  /** The readings alive where the automaton stopped (the part's, for a variant read by delimiters). */
  readonly alive: readonly AliveReading[];
  /** The one-edit repairs nearest to the offset (at most 8), each checked valid. */
  readonly repairs: readonly Repair[];
  /** How many one-edit repairs there are in all (every position and every edit tried). */
  readonly repairCount: number;
}

function describeRanges(ranges: readonly (readonly [number, number])[]): string {
  const char = (c: number) => {
    const q = quote(String.fromCodePoint(c)).slice(1, -1);
    return q === "]" || q === "-" || q === "^" ? "\\" + q : q;
  };
  if (ranges.length === 1 && ranges[0]![0] === ranges[0]![1])
    return quote(String.fromCodePoint(ranges[0]![0]));
  return `[${ranges.map(([a, b]) => (a === b ? char(a) : `${char(a)}-${char(b)}`)).join("")}]`;
}

/** RFC 3986 §2.1: a character's UTF-8 octets, each as "%" and two upper-case hex digits. */
function percentEncoded(ch: string): string {
  return [...new TextEncoder().encode(ch)]
    .map((b) => "%" + b.toString(16).toUpperCase().padStart(2, "0"))
    .join("");
}

/** The failure of `input` as `rule` of the variant (its default rule when none is named); null when it is valid. */
export function explainFailure(variant: Variant, input: string, rule?: string): FailureView | null {
  checkString("explain", "input", input);
  const start = ruleOf("explain", variant, rule);
  const parsed = safeParse(input, { variant, rule: start.name } as never);
  if (parsed.ok) return null;
  const error = parsed.error as UriSyntaxError;
  const found = failure(start, input);
  const alive: AliveReading[] = [];
  if (found !== undefined && variant.automata.diagnostics !== null) {
    const tables = diagnosticsOf(variant.automata.diagnostics);
    const byStack = new Map<number, Set<string>>();
    for (const id of tables.expect[found.stop.state] ?? []) {
      const item = tables.items[id]!;
      if (tables.stacks[item.stack]![0] !== found.rule.name) continue;
      let set = byStack.get(item.stack);
      if (set === undefined) byStack.set(item.stack, (set = new Set()));
      set.add(
        item.kind === "rule"
          ? item.text
          : item.kind === "literal"
            ? quote(item.text)
            : describeRanges(item.ranges!),
      );
    }
    for (const [stack, expected] of byStack)
      alive.push({ stack: [...found.outer, ...tables.stacks[stack]!], expected: [...expected] });
  }
  const lines = error.format().split("\n");
  const all = allRepairs(variant, input, start.name, error.offset);
  return {
    variant: variant.id,
    rule: start.name,
    input,
    message: error.message,
    excerpt: lines.slice(1, 3).join("\n"),
    offset: error.offset,
    found: error.found,
    expected: error.expected,
    context: error.context,
    ruleStack: error.ruleStack,
    alive,
    repairs: all.slice(0, 8),
    repairCount: all.length,
  };
}

/**
 * Every one-edit repair of `input`: each deletion of one character, each insertion of one
 * character before any character (or at the end), each replacement of one character, and each
 * percent-encoding of one character (RFC 3986 §2.1), kept when the result is in the rule's
 * language. Insertions and replacements are tried with one character of each class of the
 * grammar's alphabet (the characters the minimal DFA treats alike), and report the whole class.
 *
 * Exhaustive, in time linear in the input's length (times the DFA's states and classes): the
 * state before each character is read forward once; an edit at position k works when the prefix
 * before it is alive and the rest of the input, read from the state the edit leads to, is
 * accepted, and those runs remember every (position, state) they pass, so that no pair is read
 * twice. No edit after the character that kills the prefix can help, so positions stop there. The result is ordered nearest
 * to `offset` first (where the library's error is), then percent-encoding, insertion, deletion,
 * replacement; each returned repair is checked again with isValid.
 */
export function allRepairs(variant: Variant, input: string, rule?: string, offset = 0): Repair[] {
  const start = ruleOf("explain", variant, rule);
  const valid = (s: string) => isValid(s, { variant, rule: start.name } as never);
  const dfa = dfaOf(variant.automata.recognizer);
  const s0 = dfa.start(start.name)!;
  // Code point boundaries (UTF-16 offsets) and code points.
  const at: number[] = [];
  const codes: number[] = [];
  for (let i = 0; i < input.length;) {
    const c = input.codePointAt(i)!;
    at.push(i);
    codes.push(c);
    i += c > 0xffff ? 2 : 1;
  }
  const m = codes.length;
  at.push(input.length);
  // Forward: the state before code point k; `last` is the last k whose state is alive.
  const before = new Int32Array(m + 1);
  let state = s0;
  let last = m;
  for (let k = 0; k <= m; k++) {
    before[k] = state;
    if (state < 0) {
      last = k - 1;
      break;
    }
    if (k < m) state = dfa.step(state, codes[k]!);
  }
  // Whether the code points from k on lead state t to acceptance: each run remembers the pairs
  // (position, state) it went through, so that runs that meet share the rest of their way (each
  // pair is read at most once, and runs meet or die within a few characters in practice).
  const states = dfa.tables.states;
  const table = dfa.transitions();
  const classes = dfa.classes;
  const known = new Map<number, boolean>();
  const path: number[] = [];
  const works = (t: number, k: number): boolean => {
    let s = t;
    let j = k;
    let result: boolean | undefined;
    path.length = 0;
    for (;;) {
      if (s < 0) {
        result = false;
        break;
      }
      const key = j * states + s;
      result = known.get(key);
      if (result !== undefined) break;
      path.push(key);
      if (j === m) {
        result = dfa.accepts(s);
        break;
      }
      s = table[s * classes + dfa.classOf(codes[j]!)]!;
      j++;
    }
    for (const key of path) known.set(key, result);
    return result;
  };
  const out: Repair[] = [];
  const seen = new Set<string>();
  const add = (r: Omit<Repair, "result" | "description">, description: string) => {
    const result = input.slice(0, r.offset) + r.inserted + input.slice(r.offset + r.removed.length);
    if (seen.has(result)) return;
    seen.add(result);
    out.push({ ...r, result, description });
  };
  for (let k = 0; k <= Math.min(last, m); k++) {
    const s = before[k]!;
    if (s < 0) break;
    const from = at[k]!;
    const ch = k < m ? input.slice(from, at[k + 1]) : "";
    if (k < m) {
      const encoded = percentEncoded(ch);
      if (works(dfa.run(s, encoded), k + 1))
        add(
          { kind: "percent-encode", offset: from, removed: ch, inserted: encoded, chars: null },
          `percent-encode ${quote(ch)} as ${encoded} (RFC 3986 §2.1)`,
        );
      if (works(s, k + 1))
        add({ kind: "delete", offset: from, removed: ch, inserted: "", chars: null }, `delete ${quote(ch)}`);
    }
    const own = k < m ? dfa.classOf(codes[k]!) : -1;
    for (let c = 0, i = s * classes; c < classes; c++, i++) {
      const t = table[i]!;
      if (t < 0 || dfa.representative[c]! < 0) continue;
      const insert = works(t, k);
      // A character of the same class leads to the same state: no repair.
      const replace = k < m && c !== own && works(t, k + 1);
      if (!insert && !replace) continue;
      const inserted = String.fromCodePoint(dfa.representative[c]!);
      const chars = describeRanges(dfa.members[c]!);
      const what = chars.startsWith("[") ? `a character of ${chars}` : chars;
      if (insert)
        add(
          { kind: "insert", offset: from, removed: "", inserted, chars },
          `insert ${what} at offset ${from}`,
        );
      if (replace)
        add(
          { kind: "replace", offset: from, removed: ch, inserted, chars },
          `replace ${quote(ch)} at offset ${from} by ${what}`,
        );
    }
  }
  const order = { "percent-encode": 0, insert: 1, delete: 2, replace: 3 };
  return out
    .sort(
      (a, b) =>
        Math.abs(a.offset - offset) - Math.abs(b.offset - offset) ||
        order[a.kind] - order[b.kind] ||
        b.offset - a.offset,
    )
    .filter((r, i) => i >= REPAIRS_CHECKED || valid(r.result));
}

/** How many repairs of a list are checked again with isValid (those a reader is shown first). */
const REPAIRS_CHECKED = 64;

/** The `limit` one-edit repairs nearest to `offset` (allRepairs, cut). */
export function repairs(variant: Variant, input: string, rule: string, offset: number, limit = 8): Repair[] {
  return allRepairs(variant, input, rule, offset).slice(0, limit);
}

/** The variants (of those given) whose default rule accepts the input. */
export function acceptingVariants(
  input: string,
  variants: readonly Variant[],
): { id: string; rule: string }[] {
  return variants
    .filter((v) => isValid(input, { variant: v, rule: v.defaultRule } as never))
    .map((v) => ({ id: v.id, rule: v.defaultRule }));
}
