// The PEG path: the generated peggy parser of a variant. It serves what the fast path cannot:
// diagnostics (offset, expected items, the rule being matched) and inputs too long for a
// backtracking regular expression's stack.
import type { Expectation, TraceEvent } from "../../generated/rfc3986.parser.cjs";
import type { LoadedVariant, StartRule } from "../variants/load.js";
import type { PartialComponents } from "./components.js";
import { UriSyntaxError } from "./errors.js";

export type PegResult = { ok: true; value: PartialComponents } | { ok: false; error: UriSyntaxError };

/**
 * What peggy's parse returns with `peg$library: true` (its throw-free internal API): the result
 * and where the parse failed furthest, instead of a thrown SyntaxError. Building and throwing the
 * SyntaxError (its message lists every expected item) costs more than the failed parse itself.
 */
interface LibraryResult {
  peg$result: unknown;
  peg$currPos: number;
  peg$FAILED: unknown;
  peg$maxFailExpected: Expectation[];
  peg$maxFailPos: number;
  peg$success: boolean;
}

function runLibrary(
  parser: LoadedVariant["parser"],
  rule: StartRule,
  input: string,
  tracer?: { trace(event: TraceEvent): void },
): LibraryResult {
  const options = { startRule: rule.pegName, tracer, peg$library: true };
  return parser.parse(input, options as Parameters<typeof parser.parse>[1]) as LibraryResult;
}

/** Parses with the plain PEG parser; on failure, diagnoses with the traced one. */
export function pegParse(variant: LoadedVariant, rule: StartRule, input: string): PegResult {
  const result = runLibrary(variant.parser, rule, input);
  if (result.peg$success) return { ok: true, value: toComponents(rule, result.peg$result) };
  return pegDiagnose(variant, rule, input);
}

/** A start rule's result as components: an object of components, or the text of a component rule. */
function toComponents(rule: StartRule, result: unknown): PartialComponents {
  if (typeof result === "object" && result !== null) return result as PartialComponents;
  if (rule.component !== undefined && typeof result === "string") return { [rule.component]: result };
  return {};
}

interface Frame {
  readonly rule: string;
  readonly parent: Frame | null;
}

/**
 * Parses with the traced parser and a tracer that remembers, for each offset, the rule stack of the
 * last rule entered there: the stack at the failure offset tells which rule was being matched.
 * Used when an input is known (or found) to be invalid; if the PEG accepts it after all, that is
 * returned instead.
 */
export function pegDiagnose(variant: LoadedVariant, rule: StartRule, input: string): PegResult {
  // entered[offset]: the rule stack of the last rule entered at that offset.
  const entered: (Frame | undefined)[] = new Array<Frame | undefined>(input.length + 1);
  let top: Frame | null = null;
  const tracer = {
    trace(event: TraceEvent): void {
      if (event.type === "rule.enter") {
        top = { rule: event.rule, parent: top };
        entered[event.location.start.offset] = top;
      } else {
        top = top?.parent ?? null;
      }
    },
  };
  const result = runLibrary(variant.traced(), rule, input, tracer);
  if (result.peg$success) return { ok: true, value: toComponents(rule, result.peg$result) };
  let offset = result.peg$maxFailPos;
  let expectedItems = result.peg$maxFailExpected;
  // What peggy's own error adds: a start rule that matched a prefix expected the end there.
  if (result.peg$result !== result.peg$FAILED && result.peg$currPos < input.length) {
    if (result.peg$currPos > offset) {
      offset = result.peg$currPos;
      expectedItems = [];
    }
    if (result.peg$currPos === offset) expectedItems = [...expectedItems, { type: "end" }];
  }
  const { line, column } = lineAndColumn(input, offset);
  let frame: Frame | undefined;
  for (let at = offset; at >= 0 && frame === undefined; at--) frame = entered[at];
  const expected = describeExpected(expectedItems);
  // The context is the innermost ABNF rule being matched: not a guard of the PEG (path_end has no
  // section) and not a token that error messages list as an expected item (h16, DIGIT).
  let context: Frame | null = frame ?? null;
  while (context && (variant.sectionOf(context.rule) === null || context.rule in variant.parser.displayNames))
    context = context.parent;
  const error = new UriSyntaxError({
    input,
    offset,
    line,
    column,
    expected,
    found: offset < input.length ? String.fromCodePoint(input.codePointAt(offset)!) : null,
    context: context
      ? { rule: rfcName(variant, context.rule), section: variant.sectionOf(context.rule) }
      : null,
    rule: rule.name,
    variant: variant.record.id,
  });
  return { ok: false, error };
}

/** Line and column (1-based) of an offset, counted as peggy counts them: a line ends at "\n". */
function lineAndColumn(input: string, offset: number): { line: number; column: number } {
  let line = 1;
  let start = 0;
  for (let at = input.indexOf("\n"); at !== -1 && at < offset; at = input.indexOf("\n", at + 1)) {
    line++;
    start = at + 1;
  }
  return { line, column: offset - start + 1 };
}

function rfcName(variant: LoadedVariant, peg: string): string {
  if (peg in variant.recognizers) return peg;
  const dashed = peg.replace(/_/g, "-");
  return dashed in variant.recognizers ? dashed : peg;
}

function describeClass(e: Extract<Expectation, { type: "class" }>): string {
  const parts = e.parts.map((p) => (Array.isArray(p) ? `${p[0]}-${p[1]}` : p)).join("");
  return `[${e.inverted ? "^" : ""}${parts}]`;
}

/** Expected items, deduplicated: named rules first, then literals and classes, then end of input. */
export function describeExpected(expected: readonly Expectation[]): string[] {
  const named = new Set<string>();
  const literal = new Set<string>();
  let end = false;
  for (const e of expected) {
    if (e.type === "other") named.add(e.description);
    else if (e.type === "literal") literal.add(JSON.stringify(e.text));
    else if (e.type === "class") literal.add(describeClass(e));
    else if (e.type === "end") end = true;
    else literal.add("any character");
  }
  return [...[...named].sort(), ...[...literal].sort(), ...(end ? ["end of input"] : [])];
}
