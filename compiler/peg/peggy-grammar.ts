// A peggy grammar as the check reads it: its rules (peggy's AST, for the automaton of
// compiler/peg/model.ts), and the parser peggy generates from it (for verdicts on inputs and the
// rule stacks of a counterexample), every rule a start rule.
import peggy from "./peggy.js";
import type { PegRuleNode } from "./model.js";

export class TranscriptionError extends Error {
  override name = "TranscriptionError";
}

/** What peggy's parser returns with `peg$library: true`: the verdict, and where it failed. */
interface LibraryResult {
  peg$result: unknown;
  peg$FAILED: unknown;
  peg$success: boolean;
  peg$currPos: number;
  peg$maxFailPos: number;
  peg$maxFailExpected: PegExpectation[];
}

export type PegExpectation =
  | { type: "literal"; text: string; ignoreCase: boolean }
  | {
      type: "class";
      parts: (string | [string, string] | { value: string })[];
      inverted: boolean;
      ignoreCase: boolean;
    }
  | { type: "any" }
  | { type: "end" }
  | { type: "other"; description: string };

export interface TraceEvent {
  type: "rule.enter" | "rule.match" | "rule.fail";
  rule: string;
  location: { start: { offset: number }; end: { offset: number } };
}

interface PegRun {
  accepts: boolean;
  /** Where the rule's match ended, when it matched (all or a prefix of the input); null when it failed. */
  matched: number | null;
  /** Where the parser failed furthest (peggy's error position), and what it expected there. */
  failOffset: number;
  expected: PegExpectation[];
  events: TraceEvent[];
}

export interface PegGrammar {
  readonly file: string;
  readonly rules: ReadonlyMap<string, PegRuleNode>;
  /** Whether the rule accepts the whole input. */
  accepts(rule: string, input: string): boolean;
  /** The parser's run, with its trace. */
  run(rule: string, input: string): PegRun;
}

/** The PEG rule name of an ABNF rule: "-" is not allowed in peggy names, and a reserved word gets "_". */
export function pegRuleName(abnfName: string): string {
  const name = abnfName.replace(/-/g, "_");
  return peggy.RESERVED_WORDS.includes(name) ? `${name}_` : name;
}

function where(file: string, error: { location?: { start: { line: number; column: number } } }): string {
  return error.location
    ? `${file}:${error.location.start.line}:${error.location.start.column}: `
    : `${file}: `;
}

export function loadPeg(text: string, file = "<peggy>"): PegGrammar {
  if (typeof text !== "string") throw new TypeError(`the PEG grammar must be text, got ${typeof text}`);
  let ast: { rules: PegRuleNode[] };
  let parser: { parse(input: string, options: object): unknown };
  try {
    ast = peggy.parser.parse(text, {
      grammarSource: file,
      reservedWords: peggy.RESERVED_WORDS,
    }) as unknown as {
      rules: PegRuleNode[];
    };
    parser = peggy.generate(text, {
      allowedStartRules: ["*"],
      trace: true,
      grammarSource: file,
    }) as unknown as {
      parse(input: string, options: object): unknown;
    };
  } catch (error) {
    const e = error as Error & { location?: { start: { line: number; column: number } } };
    throw new TranscriptionError(where(file, e) + e.message);
  }
  const quiet = { trace(): void {} };
  /**
   * A parse; the grammar's own code failing it (peggy's error() and expected() throw its
   * SyntaxError) is a rejection, any other exception a TranscriptionError that names the input.
   */
  const guarded = (rule: string, input: string, parse: () => LibraryResult): LibraryResult => {
    try {
      return parse();
    } catch (error) {
      const e = error as Error;
      if (e?.name === "SyntaxError" && "expected" in e)
        return {
          peg$result: undefined,
          peg$FAILED: null,
          peg$success: false,
          peg$currPos: 0,
          peg$maxFailPos: (e as { location?: { start: { offset: number } } }).location?.start.offset ?? 0,
          peg$maxFailExpected: [],
        };
      throw new TranscriptionError(
        `${file}: the PEG's code threw ${e?.name ?? "an exception"} on ${JSON.stringify(input)} (rule ${rule}): ${e?.message ?? String(error)}`,
      );
    }
  };
  const call = (rule: string, input: string, tracer: object) =>
    guarded(
      rule,
      input,
      () => parser.parse(input, { startRule: rule, tracer, peg$library: true }) as LibraryResult,
    );
  // Verdicts alone (the check asks for hundreds of thousands): a parser without the trace's calls,
  // half the time a parse, made on first use.
  let plain: { parse(input: string, options: object): unknown } | undefined;
  return {
    file,
    rules: new Map(ast.rules.map((r) => [r.name, r])),
    accepts: (rule, input) => {
      plain ??= peggy.generate(text, { allowedStartRules: ["*"], grammarSource: file }) as unknown as {
        parse(input: string, options: object): unknown;
      };
      const p = plain;
      return guarded(
        rule,
        input,
        () => p.parse(input, { startRule: rule, peg$library: true }) as LibraryResult,
      ).peg$success;
    },
    run(rule, input) {
      const events: TraceEvent[] = [];
      const result = call(rule, input, { trace: (event: TraceEvent) => void events.push(event) });
      return {
        accepts: result.peg$success,
        matched: result.peg$result === result.peg$FAILED ? null : result.peg$currPos,
        failOffset: result.peg$maxFailPos,
        expected: result.peg$maxFailExpected ?? [],
        events,
      };
    },
  };
}

/** One of peggy's expected items, as its error messages write it. */
export function describeExpectation(e: PegExpectation): string {
  switch (e.type) {
    case "literal":
      return JSON.stringify(e.text) + (e.ignoreCase ? "i" : "");
    case "class": {
      const parts = e.parts.map((p) =>
        Array.isArray(p)
          ? `${escapeClass(p[0])}-${escapeClass(p[1])}`
          : typeof p === "string"
            ? escapeClass(p)
            : `\\${p.value}`,
      );
      return `[${e.inverted ? "^" : ""}${parts.join("")}]${e.ignoreCase ? "i" : ""}`;
    }
    case "any":
      return "any character";
    case "end":
      return "end of input";
    case "other":
      return e.description;
  }
}

function escapeClass(s: string): string {
  return [...s]
    .map((ch) => {
      const c = ch.codePointAt(0)!;
      if ("\\]^-".includes(ch)) return "\\" + ch;
      if (c < 0x20 || c === 0x7f) return `\\x${c.toString(16).padStart(2, "0")}`;
      return ch;
    })
    .join("");
}

/** A rule the parser matched, and the rules it matched inside (those of its final reading). */
export interface MatchNode {
  rule: string;
  from: number;
  to: number;
  children: MatchNode[];
}

/**
 * The tree of rule matches of a run: a rule whose match an enclosing rule later gave up (an
 * alternative that failed after it) is dropped when a later match starts where it started or
 * before; rules that failed leave nothing.
 */
export function matchTree(events: readonly TraceEvent[]): { roots: MatchNode[]; furthest: string[] } {
  const stack: MatchNode[] = [{ rule: "", from: 0, to: 0, children: [] }];
  let furthest: string[] = [];
  let furthestAt = -1;
  for (const event of events) {
    if (event.type === "rule.enter") {
      stack.push({ rule: event.rule, from: event.location.start.offset, to: -1, children: [] });
      if (event.location.start.offset >= furthestAt) {
        furthestAt = event.location.start.offset;
        furthest = stack.slice(1).map((n) => n.rule);
      }
      continue;
    }
    const node = stack.pop()!;
    if (event.type === "rule.fail") continue;
    node.to = event.location.end.offset;
    const parent = stack[stack.length - 1]!;
    parent.children = parent.children.filter((c) => c.from < node.from);
    parent.children.push(node);
  }
  return { roots: stack[0]!.children, furthest };
}
