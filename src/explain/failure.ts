// Why an input is not in a rule's language, for the failure view and `uri-grammar explain` on a
// rejected input: the library's own diagnosis (src/syntax/diagnose.ts: the offset, what was expected,
// the rule stack, the message with its caret), the readings still alive there with what each
// expected (the diagnostics table's items of the state the automaton stopped in, grouped by rule
// stack), and the one-edit repairs that make the input valid, each checked by isValid.
import { diagnosticsOf } from "../automata/decoded.js";
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
  readonly repairs: readonly Repair[];
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
  if (typeof input !== "string") throw new TypeError("explain: input must be a string");
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
    repairs: repairs(variant, input, start.name, error.offset),
  };
}

/**
 * One-edit repairs of `input` near `offset` (where the automaton stopped): percent-encode a
 * character (RFC 3986 §2.1), delete one, insert one, or replace one. Each is kept only when
 * isValid accepts the result; insertions and replacements are tried with one character of each
 * class of the grammar's alphabet that the DFA can take there, and report the whole class.
 */
export function repairs(variant: Variant, input: string, rule: string, offset: number, limit = 8): Repair[] {
  const start = ruleOf("explain", variant, rule);
  const valid = (s: string) => isValid(s, { variant, rule: start.name } as never);
  const dfa = dfaOf(variant.automata.recognizer);
  const s0 = dfa.start(start.name)!;
  const out: Repair[] = [];
  const seen = new Set<string>();
  const add = (r: Omit<Repair, "result" | "description">, description: string) => {
    const result = input.slice(0, r.offset) + r.inserted + input.slice(r.offset + r.removed.length);
    if (seen.has(result) || !valid(result)) return;
    seen.add(result);
    out.push({ ...r, result, description });
  };
  const charAt = (at: number) =>
    at >= 0 && at < input.length ? String.fromCodePoint(input.codePointAt(at)!) : "";
  // Character offsets before `offset`: the edit may belong a character or two earlier ("%zz": the "%").
  const before: number[] = [];
  for (let at = offset, k = 0; at > 0 && k < 2; k++) {
    at -= at >= 2 && /[\udc00-\udfff]/.test(input[at - 1]!) ? 2 : 1;
    before.push(at);
  }
  for (const at of [offset, ...before]) {
    const ch = charAt(at);
    if (ch === "") continue;
    const encoded = percentEncoded(ch);
    add(
      { kind: "percent-encode", offset: at, removed: ch, inserted: encoded, chars: null },
      `percent-encode ${quote(ch)} as ${encoded} (RFC 3986 §2.1)`,
    );
  }
  for (const at of [offset, ...before]) {
    const ch = charAt(at);
    if (ch !== "")
      add({ kind: "delete", offset: at, removed: ch, inserted: "", chars: null }, `delete ${quote(ch)}`);
  }
  // Insert before, or replace, the character at the offset: a character of each class the DFA can take.
  const state = dfa.run(s0, input, 0, offset);
  if (state >= 0) {
    const row = dfa.row(state);
    const ch = charAt(offset);
    for (let k = 0; k < dfa.classes; k++) {
      if (row[k]! < 0) continue;
      const rep = dfa.representative[k]!;
      if (rep < 0) continue;
      const c = String.fromCodePoint(rep);
      const chars = describeRanges(dfa.members[k]!);
      add(
        { kind: "insert", offset, removed: "", inserted: c, chars },
        `insert ${chars.startsWith("[") ? `a character of ${chars}` : chars} at offset ${offset}`,
      );
      if (ch !== "" && ch !== c)
        add(
          { kind: "replace", offset, removed: ch, inserted: c, chars },
          `replace ${quote(ch)} by ${chars.startsWith("[") ? `a character of ${chars}` : chars}`,
        );
    }
  }
  const order = { "percent-encode": 0, insert: 1, delete: 2, replace: 3 };
  return out.sort((a, b) => order[a.kind] - order[b.kind] || b.offset - a.offset).slice(0, limit);
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
