// A PEG transcription run one event at a time: the stepped derivation of the explorer's "Steps"
// view and of `uri-grammar explain --steps`. The grammar is peggy's syntax tree of the .peggy text
// (peggy.parser.parse, the tree peggy generates its parser from), interpreted with peggy's own
// semantics, node for node what the generated function of each rule does (generated/<g>.peg.js):
// ordered choice (the first alternative that matches wins, the others are never tried), greedy
// repetition that never gives back, `!e` and `&e` that consume nothing, a sequence that fails as a
// whole and puts the position back. Each step is an event: a rule entered, matched or failed; an
// alternative tried, or failed and why (the innermost test that failed in it); a literal or a
// character class consumed or not; a predicate's outcome; the position put back (backtrack).
// test/explain/peg-trace.test.ts holds its verdicts and end positions to peggy's parsers.
//
// Semantic predicates (`&{ code }`) are run with the labels of their rule bound to the text
// their expressions matched (the transcriptions' predicates read labels of `$(...)` text). Actions
// build values and never change what is accepted: they are not run.

/** A node of peggy's syntax tree (peggy.parser.parse), the fields read here. */
import { checkString } from "../arguments.js";

export interface PegAstNode {
  readonly type: string;
  readonly expression?: PegAstNode;
  readonly elements?: readonly PegAstNode[];
  readonly alternatives?: readonly PegAstNode[];
  readonly name?: string;
  readonly label?: string | null;
  readonly value?: unknown;
  readonly ignoreCase?: boolean;
  readonly unicode?: boolean;
  readonly inverted?: boolean;
  readonly parts?: readonly (
    string | readonly [string, string] | { readonly type: string; readonly value: string }
  )[];
  readonly min?: { readonly type: string; readonly value?: unknown } | null;
  readonly max?: { readonly type: string; readonly value?: unknown } | null;
  readonly delimiter?: PegAstNode | null;
  readonly code?: string;
  readonly location?: {
    readonly start: { readonly offset: number };
    readonly end: { readonly offset: number };
  };
}

export interface PegAst {
  readonly rules: readonly {
    readonly name: string;
    readonly expression: PegAstNode;
    readonly location?: PegAstNode["location"];
  }[];
}

export type PegEventKind =
  | "enter" // a rule's function is called
  | "match" // it returns a match
  | "fail" // it fails
  | "try" // an alternative of a choice is tried
  | "alternative-failed" // and fails (why: the innermost test that failed in it)
  | "consume" // a literal, a class or "." takes characters
  | "mismatch" // it does not
  | "predicate" // !e, &e or &{ } decided
  | "backtrack"; // the position is put back

/**
 * Why a test failed, kept as data (a long run fails hundreds of thousands of tests; the words are
 * made only for the events a reader looks at: describeEvent).
 */
export type PegReason =
  | { readonly kind: "expected"; readonly what: string; readonly at: number }
  | { readonly kind: "predicate"; readonly node: PegAstNode; readonly at: number; readonly matched: number }
  | { readonly kind: "code"; readonly node: PegAstNode; readonly at: number; readonly value: unknown }
  | {
      readonly kind: "count";
      readonly node: PegAstNode;
      readonly at: number;
      readonly count: number;
      readonly min: number;
    }
  | { readonly kind: "none"; readonly alternatives: number; readonly at: number }
  | { readonly kind: "rule"; readonly rule: string; readonly at: number };

export interface PegEvent {
  readonly kind: PegEventKind;
  /** The innermost rule (its PEG name), and how many rules are open (the start rule is 1). */
  readonly rule: string;
  readonly depth: number;
  /** The input offset where the event happens (for a backtrack: where the position goes back to). */
  readonly at: number;
  /** consume, match: where it ends; backtrack: where the position was; else -1. */
  readonly to: number;
  /** The expression the event is about (a rule's reference, an alternative, a literal, ...). */
  readonly node: PegAstNode;
  /** try, alternative-failed: which alternative (from 1), and of how many. */
  readonly alternative: number;
  readonly of: number;
  /** alternative-failed, fail, mismatch, predicate: why, as data (describeEvent words it). */
  readonly reason: PegReason | null;
  /** For an enter event, the enter event of the rule that called it (-1 for the start rule); for
   * any other event, the enter event of its own rule. */
  readonly parent: number;
}

export interface PegTrace {
  readonly rule: string;
  readonly input: string;
  readonly events: readonly PegEvent[];
  /** Whether the rule matched the whole input. */
  readonly accepted: boolean;
  /** Where the rule's match ended (null when it failed). */
  readonly end: number | null;
  /** The furthest offset a test failed at, and what was expected there (peggy's error position,
   * its end-of-input check included); -1 when the input is accepted. */
  readonly failAt: number;
  readonly expected: readonly string[];
  /** Whether events stopped being recorded at `maxEvents` (the run itself went on to its end). */
  readonly cut: boolean;
}

export interface PegTraceOptions {
  /** Events recorded at most (default 200,000). */
  readonly maxEvents?: number;
}

/** Thrown for a grammar the interpreter cannot run (a rule it does not have, a node type it does not know). */
export class PegTraceError extends Error {
  override name = "PegTraceError";
}

const FAILED = -1;

/** A string for a reader: JSON-quoted. */
const show = (s: string) => JSON.stringify(s);

/** A peggy expression in peggy's notation (for event texts): literals, classes, rule names. */
function pegText(node: PegAstNode): string {
  switch (node.type) {
    case "literal":
      return show(node.value as string) + (node.ignoreCase ? "i" : "");
    case "class":
      return `[${node.inverted ? "^" : ""}${(node.parts ?? [])
        .map((p) =>
          typeof p === "string"
            ? classChar(p)
            : Array.isArray(p)
              ? `${classChar(p[0])}-${classChar(p[1])}`
              : `\\${(p as { value: string }).value}`,
        )
        .join("")}]${node.ignoreCase ? "i" : ""}${node.unicode ? "u" : ""}`;
    case "any":
      return ".";
    case "rule_ref":
      return node.name!;
    case "simple_not":
      return `!${pegText(node.expression!)}`;
    case "simple_and":
      return `&${pegText(node.expression!)}`;
    case "semantic_and":
      return `&{${node.code}}`;
    case "semantic_not":
      return `!{${node.code}}`;
    case "text":
      return `$${pegText(node.expression!)}`;
    case "group":
      return `(${pegText(node.expression!)})`;
    case "labeled":
    case "named":
    case "action":
      return pegText(node.expression!);
    case "sequence":
      return node.elements!.map(pegText).join(" ");
    case "choice":
      return node.alternatives!.map(pegText).join(" / ");
    case "optional":
      return `${pegText(node.expression!)}?`;
    case "zero_or_more":
      return `${pegText(node.expression!)}*`;
    case "one_or_more":
      return `${pegText(node.expression!)}+`;
    case "repeated":
      return `${pegText(node.expression!)}|${boundText(node.min)}..${boundText(node.max)}|`;
    default:
      return node.type;
  }
}

function boundText(b: PegAstNode["min"]): string {
  return b === null || b === undefined ? "" : String(b.value ?? "");
}

function classChar(c: string): string {
  const code = c.codePointAt(0)!;
  if ("\\]^-".includes(c)) return "\\" + c;
  if (code < 0x20 || code === 0x7f) return `\\x${code.toString(16).padStart(2, "0")}`;
  return c;
}

/** peggy's regular expression of a class (generate-js.js buildRegexp), sticky. */
function classRegExp(node: PegAstNode): RegExp {
  const escape = (s: string) =>
    s
      .replace(/[\\/\]^-]/g, (c) => "\\" + c)
      .replace(/[\0-\x1f\x7f-\uffff]/gu, (c) => {
        const code = c.codePointAt(0)!;
        return code > 0xffff ? `\\u{${code.toString(16)}}` : `\\u${code.toString(16).padStart(4, "0")}`;
      });
  const body = (node.parts ?? [])
    .map((p) =>
      typeof p === "string"
        ? escape(p)
        : Array.isArray(p)
          ? `${escape(p[0])}-${escape(p[1])}`
          : `\\${(p as { value: string }).value}`,
    )
    .join("");
  // An escape above U+FFFF needs the u flag; peggy writes such classes with it.
  const unicode = node.unicode === true || /\\u\{/.test(body);
  return new RegExp(
    `[${node.inverted ? "^" : ""}${body}]`,
    `y${node.ignoreCase ? "i" : ""}${unicode ? "u" : ""}`,
  );
}

const places = new WeakMap<PegAstNode, readonly [number, number] | null>();

/** The place of an expression in the .peggy text [start, end), when peggy gives it. */
export function sourceOf(node: PegAstNode): readonly [number, number] | null {
  let place = places.get(node);
  if (place === undefined)
    places.set(
      node,
      (place = node.location === undefined ? null : [node.location.start.offset, node.location.end.offset]),
    );
  return place;
}

/** The name of an alternative for a reader: its rule reference, else its text (cut). */
function alternativeName(node: PegAstNode): string {
  let n = node;
  while (
    (n.type === "action" ||
      n.type === "labeled" ||
      n.type === "named" ||
      n.type === "text" ||
      n.type === "group") &&
    n.expression !== undefined
  )
    n = n.expression;
  const text = pegText(n);
  return text.length > 60 ? text.slice(0, 57) + "…" : text;
}

/** The run of `rule` of a PEG grammar on `input`, event by event. */
export function pegTrace(ast: PegAst, rule: string, input: string, options: PegTraceOptions = {}): PegTrace {
  checkString("pegTrace", "input", input);
  const rules = new Map(ast.rules.map((r) => [r.name, r]));
  if (!rules.has(rule))
    throw new PegTraceError(
      `the PEG has no rule ${JSON.stringify(rule)}; its rules: ${[...rules.keys()].join(", ")}`,
    );
  const maxEvents = options.maxEvents ?? 200_000;
  const events: PegEvent[] = [];
  let cut = false;
  /** The open rules, outermost first. */
  const open: string[] = [];
  const regexps = new Map<PegAstNode, RegExp>();
  let failAt = -1;
  let expected: string[] = [];
  /** The innermost test that failed last (for "why"). */
  let lastFailure: PegReason | null = null;
  /** Inside a predicate or a named rule, as peggy counts them: failures are not recorded there. */
  let silent = 0;
  // Every event has one shape (its fields in one order), which keeps a long trace's hundred
  // thousand objects cheap to make.
  const emit = (
    kind: PegEventKind,
    at: number,
    to: number,
    node: PegAstNode,
    reason: PegReason | null = null,
    alternative = 0,
    of = 0,
  ): void => {
    if (events.length >= maxEvents) {
      cut = true;
      return;
    }
    events.push({
      kind,
      rule: open[open.length - 1] ?? rule,
      depth: open.length,
      at,
      to,
      node,
      alternative,
      of,
      reason,
      parent: -1,
    });
  };
  /** Records a failed test at `at` expecting `what` (peggy's furthest failure and its expectations). */
  const failed = (at: number, what: string) => {
    lastFailure = { kind: "expected", what, at };
    if (silent > 0) return;
    if (at > failAt) {
      failAt = at;
      expected = [];
    }
    if (at === failAt && !expected.includes(what)) expected.push(what);
  };
  const texts = new Map<PegAstNode, string>();
  const textOf = (node: PegAstNode): string => {
    let text = texts.get(node);
    if (text === undefined) texts.set(node, (text = pegText(node)));
    return text;
  };
  /** Runs `node` at `pos` with the labels of its rule; returns the end, or FAILED. */
  const run = (node: PegAstNode, pos: number, env: Map<string, string>): number => {
    switch (node.type) {
      case "rule_ref":
        return call(node.name!, pos, node);
      case "named": {
        // peggy: a rule with a display name reports that name, not what failed inside it.
        silent++;
        const end = run(node.expression!, pos, env);
        silent--;
        if (end === FAILED) {
          const why = lastFailure;
          failed(pos, node.name!);
          lastFailure = why;
        }
        return end;
      }
      case "action":
      case "text":
      case "group":
        return run(node.expression!, pos, env);
      case "labeled": {
        const end = run(node.expression!, pos, env);
        if (end !== FAILED && node.label) env.set(node.label, input.slice(pos, end));
        return end;
      }
      case "sequence": {
        let at = pos;
        for (const element of node.elements!) {
          const end = run(element, at, env);
          if (end === FAILED) {
            if (at > pos) emit("backtrack", pos, at, node, lastFailure);
            return FAILED;
          }
          at = end;
        }
        return at;
      }
      case "choice": {
        const n = node.alternatives!.length;
        for (let k = 0; k < n; k++) {
          const alternative = node.alternatives![k]!;
          emit("try", pos, -1, alternative, null, k + 1, n);
          lastFailure = null;
          const end = run(alternative, pos, env);
          if (end !== FAILED) return end;
          emit("alternative-failed", pos, -1, alternative, lastFailure, k + 1, n);
        }
        lastFailure = { kind: "none", alternatives: n, at: pos };
        return FAILED;
      }
      case "optional": {
        const end = run(node.expression!, pos, env);
        return end === FAILED ? pos : end;
      }
      case "zero_or_more":
      case "one_or_more": {
        let at = pos;
        let count = 0;
        for (;;) {
          const end = run(node.expression!, at, env);
          if (end === FAILED) break;
          count++;
          // peggy stops a loop whose body matched the empty string (it would never end).
          if (end === at) break;
          at = end;
        }
        if (node.type === "one_or_more" && count === 0) return FAILED;
        return at;
      }
      case "repeated": {
        const constant = (b: PegAstNode["min"]) => {
          if (b === null || b === undefined) return null;
          if (b.type !== "constant")
            throw new PegTraceError(`a repetition with a ${b.type} count is not supported`);
          return b.value as number | null;
        };
        const max = constant(node.max);
        const min = constant(node.min) ?? max ?? 0;
        let at = pos;
        let count = 0;
        while (max === null || count < max) {
          let from = at;
          if (count > 0 && node.delimiter) {
            const d = run(node.delimiter, at, env);
            if (d === FAILED) break;
            from = d;
          }
          const end = run(node.expression!, from, env);
          if (end === FAILED) break;
          count++;
          if (end === at) break;
          at = end;
        }
        if (count < min) {
          lastFailure = { kind: "count", node, at: pos, count, min };
          if (at > pos) emit("backtrack", pos, at, node, lastFailure);
          return FAILED;
        }
        return at;
      }
      case "simple_and":
      case "simple_not": {
        const saved = lastFailure;
        silent++;
        const end = run(node.expression!, pos, env);
        silent--;
        const ok = node.type === "simple_and" ? end !== FAILED : end === FAILED;
        const reason: PegReason = { kind: "predicate", node, at: pos, matched: end };
        emit("predicate", pos, -1, node, reason);
        if (end !== FAILED && end > pos) emit("backtrack", pos, end, node, reason);
        lastFailure = ok ? saved : reason;
        return ok ? pos : FAILED;
      }
      case "semantic_and":
      case "semantic_not": {
        const names = [...env.keys()];
        let value: unknown;
        try {
          value = new Function(...names, node.code ?? "")(...names.map((k) => env.get(k)));
        } catch (error) {
          throw new PegTraceError(
            `the predicate ${textOf(node)} could not be run: ${(error as Error).message}`,
          );
        }
        const ok = node.type === "semantic_and" ? Boolean(value) : !value;
        const reason: PegReason = { kind: "code", node, at: pos, value };
        emit("predicate", pos, -1, node, reason);
        if (!ok) lastFailure = reason;
        return ok ? pos : FAILED;
      }
      case "literal": {
        const text = node.value as string;
        if (text === "") return pos;
        const chunk = input.substr(pos, text.length);
        if (node.ignoreCase ? chunk.toLowerCase() === text.toLowerCase() : chunk === text) {
          emit("consume", pos, pos + text.length, node);
          return pos + text.length;
        }
        failed(pos, textOf(node));
        emit("mismatch", pos, -1, node, lastFailure);
        return FAILED;
      }
      case "class":
      case "any": {
        let end = FAILED;
        if (pos < input.length) {
          if (node.type === "any") end = pos + 1;
          else {
            let re = regexps.get(node);
            if (re === undefined) regexps.set(node, (re = classRegExp(node)));
            // Sticky at pos: one code unit, or with the u flag one code point, as peggy's parser reads.
            re.lastIndex = pos;
            if (re.test(input)) end = re.lastIndex;
          }
        }
        if (end !== FAILED) {
          emit("consume", pos, end, node);
          return end;
        }
        failed(pos, node.type === "any" ? "any character" : textOf(node));
        emit("mismatch", pos, -1, node, lastFailure);
        return FAILED;
      }
      case "library_ref":
        throw new PegTraceError(`an imported rule (${node.name}) is not supported`);
      default:
        throw new PegTraceError(`a peggy expression of type ${node.type} is not supported`);
    }
  };
  const call = (name: string, pos: number, from: PegAstNode | null): number => {
    const r = rules.get(name);
    if (r === undefined) throw new PegTraceError(`the PEG has no rule ${JSON.stringify(name)}`);
    if (open.length > 500)
      throw new PegTraceError(`rules nested more than 500 deep at ${name}: a recursive rule`);
    open.push(name);
    const node = from ?? (r as PegAstNode);
    emit("enter", pos, -1, node);
    const end = run(r.expression, pos, new Map());
    if (end === FAILED) {
      lastFailure ??= { kind: "rule", rule: name, at: pos };
      emit("fail", pos, -1, node, lastFailure);
    } else emit("match", pos, end, node);
    open.pop();
    return end;
  };
  const end = call(rule, 0, null);
  // The parser's end-of-input check (peggy: the start rule must consume everything).
  if (end !== FAILED && end < input.length) failed(end, "end of input");
  return {
    rule,
    input,
    events: fixParents(events),
    accepted: end === input.length,
    end: end === FAILED ? null : end,
    failAt: end === input.length ? -1 : failAt,
    expected: end === input.length ? [] : expected,
    cut,
  };
}

/** A found character for a reader, or the end of the input. */
function foundAt(input: string, at: number): string {
  return at < input.length
    ? `found ${show(String.fromCodePoint(input.codePointAt(at)!))}`
    : "found the end of the input";
}

/** A reason in words. */
export function reasonText(input: string, r: PegReason): string {
  switch (r.kind) {
    case "expected":
      return `expected ${r.what} at offset ${r.at}, ${foundAt(input, r.at)}`;
    case "predicate": {
      const inner = pegText(r.node.expression!);
      return r.matched === FAILED
        ? `${inner} does not match at offset ${r.at}`
        : `${inner} matches ${show(input.slice(r.at, r.matched))} at offset ${r.at}`;
    }
    case "code":
      return `the code returns ${String(r.value)}`;
    case "count":
      return `${pegText(r.node)} matched ${r.count} time${r.count === 1 ? "" : "s"} at offset ${r.at}, fewer than ${r.min}`;
    case "none":
      return `none of the ${r.alternatives} alternatives matched at offset ${r.at}`;
    case "rule":
      return `${r.rule} does not match at offset ${r.at}`;
  }
}

/** An event in words: what happened, and why (for the failures). */
export function describeEvent(trace: PegTrace, index: number): { text: string; why: string } {
  const e = trace.events[index]!;
  const input = trace.input;
  const why = e.reason === null ? "" : reasonText(input, e.reason);
  switch (e.kind) {
    case "enter":
      return { text: `enter ${e.rule} at offset ${e.at}`, why };
    case "match":
      return { text: `${e.rule} matches ${show(input.slice(e.at, e.to))}`, why };
    case "fail":
      return { text: `${e.rule} fails at offset ${e.at}`, why };
    case "try":
      return { text: `try alternative ${e.alternative} of ${e.of}: ${alternativeName(e.node)}`, why };
    case "alternative-failed":
      return { text: `alternative ${e.alternative} of ${e.of} failed: ${alternativeName(e.node)}`, why };
    case "consume":
      return { text: `${pegText(e.node)} matches ${show(input.slice(e.at, e.to))}`, why };
    case "mismatch":
      return { text: `${pegText(e.node)} does not match`, why };
    case "predicate": {
      const r = e.reason!;
      const held =
        r.kind === "predicate"
          ? e.node.type === "simple_and"
            ? r.matched !== FAILED
            : r.matched === FAILED
          : r.kind === "code"
            ? e.node.type === "semantic_and"
              ? Boolean(r.value)
              : !r.value
            : false;
      return { text: `${pegText(e.node)} ${held ? "holds" : "fails"}`, why };
    }
    case "backtrack":
      return {
        text: `back from offset ${e.to} to ${e.at}: ${
          e.node.type === "simple_not" || e.node.type === "simple_and"
            ? "a predicate consumes nothing"
            : e.node.type === "repeated"
              ? "the repetition failed"
              : `the sequence ${alternativeName(e.node)} failed`
        }`,
        why,
      };
  }
}

/**
 * Each event's `parent`: for an enter event, the enter event of the rule that called it (-1 for the
 * start rule); for any other event, the enter event of its own rule. Found from the depths: the
 * enter events of depths 1..d are open at an event of depth d.
 */
function fixParents(events: PegEvent[]): PegEvent[] {
  const enters: number[] = [];
  for (let i = 0; i < events.length; i++) {
    const e = events[i] as { -readonly [K in keyof PegEvent]: PegEvent[K] };
    enters.length = Math.min(enters.length, e.depth);
    if (e.kind === "enter") {
      e.parent = enters[e.depth - 2] ?? -1;
      enters[e.depth - 1] = i;
    } else e.parent = enters[e.depth - 1] ?? -1;
  }
  return events;
}

/** The rules open at an event, outermost first. */
export function stackAt(trace: PegTrace, index: number): string[] {
  const out: string[] = [];
  const e = trace.events[index];
  if (e === undefined) return out;
  for (let k = e.kind === "enter" ? index : e.parent; k >= 0; k = trace.events[k]!.parent)
    out.unshift(trace.events[k]!.rule);
  return out;
}

/** How the run ended, in words (the last line of the steps, on the page and the command line). */
export function traceVerdict(trace: PegTrace): string {
  if (trace.accepted) return `${trace.rule} matches the whole input`;
  const furthest = `the furthest offset a test failed at is ${trace.failAt}, expecting ${trace.expected.join(", ")}`;
  return trace.end !== null
    ? `${trace.rule} matches only ${show(trace.input.slice(0, trace.end))}, up to offset ${trace.end}, not the whole input; ${furthest}`
    : `${trace.rule} fails; ${furthest}`;
}

/** The events as lines of text (what `uri-grammar explain --steps` prints): one event a line. */
export function pegTraceText(trace: PegTrace): string {
  const width = String(trace.events.length).length;
  const lines = trace.events.map((e, i) => {
    const { text, why } = describeEvent(trace, i);
    return `${String(i + 1).padStart(width)}  ${"  ".repeat(Math.max(0, e.depth - 1))}${text}${why ? `: ${why}` : ""}`;
  });
  lines.push(`${traceVerdict(trace)} (${trace.events.length} steps)`);
  if (trace.cut) lines.push(`(the steps after the first ${trace.events.length} are not shown)`);
  return lines.join("\n");
}
