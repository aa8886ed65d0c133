// A peggy grammar's rules as expressions the automaton of compiler/peg/model.ts reads: the PEG
// syntax tree (peggy.parser.parse) with its rules inlined, its literals and classes as character
// tests (by UTF-16 code unit, or by code point with the u flag; "i" literals and classes as peggy
// reads them), and what cannot be modelled (a rule that recurses past its unrolling, a predicate with
// code, an imported rule, a repetition with a variable count) an Unmodelled error.
import { normalizeRanges, type Ranges } from "../charset.js";

/** A peggy AST node (peggy.parser.parse), the fields this module reads. */
export interface PegNode {
  type: string;
  expression?: PegNode;
  elements?: PegNode[];
  alternatives?: PegNode[];
  name?: string;
  value?: unknown;
  ignoreCase?: boolean;
  parts?: (string | [string, string] | { type: "classEscape"; value: string })[];
  inverted?: boolean;
  unicode?: boolean;
  min?: { type: string; value?: unknown } | null;
  max?: { type: string; value?: unknown } | null;
  delimiter?: PegNode | null;
}

export interface PegRuleNode {
  name: string;
  expression: PegNode;
}

export class Unmodelled extends Error {
  override name = "Unmodelled";
  /** "recursion": the rule recurses (unrolling it models it); "other": code, an import, ... */
  constructor(
    message: string,
    readonly kind: "recursion" | "other" = "other",
  ) {
    super(message);
  }
}

/** A character test: the code units (or, for a class with the u flag, code points) it takes. */
export interface CharTest {
  /** "unit": one UTF-16 code unit; "point": one code point (a surrogate pair is one). */
  kind: "unit" | "point";
  ranges: Ranges;
}

/** The expression tree, rules inlined. */
export type Expr =
  | { t: "test"; test: number }
  | { t: "seq"; items: Expr[] }
  | { t: "choice"; items: Expr[] }
  | { t: "star"; item: Expr }
  | { t: "not"; item: Expr }
  | { t: "and"; item: Expr }
  | { t: "empty" };

const EMPTY: Expr = { t: "empty" };
const FAIL: Expr = { t: "choice", items: [] };
const MAX_UNIT = 0xffff;
const MAX_POINT = 0x10ffff;

export function seq(items: Expr[]): Expr {
  const flat = items.flatMap((x) => (x.t === "seq" ? x.items : x.t === "empty" ? [] : [x]));
  return flat.length === 0 ? EMPTY : flat.length === 1 ? flat[0]! : { t: "seq", items: flat };
}

function opt(item: Expr): Expr {
  return { t: "choice", items: [item, EMPTY] };
}

function complement(ranges: Ranges, max: number): [number, number][] {
  const out: [number, number][] = [];
  let next = 0;
  for (const [a, b] of normalizeRanges(ranges)) {
    if (a > next) out.push([next, a - 1]);
    next = b + 1;
  }
  if (next <= max) out.push([next, max]);
  return out;
}

function escapeForClass(code: number, unicode: boolean): string {
  return unicode ? `\\u{${code.toString(16)}}` : `\\u${code.toString(16).padStart(4, "0")}`;
}

/** The code units (or points) of a string, as peggy's class regexp reads them. */
function codesOf(text: string, unicode: boolean): number[] {
  return unicode
    ? [...text].map((ch) => ch.codePointAt(0)!)
    : [...Array(text.length).keys()].map((i) => text.charCodeAt(i));
}

/** Interns character tests; brute force over every code unit (or point) where a RegExp decides. */
export class TestTable {
  readonly tests: CharTest[] = [];
  private readonly index = new Map<string, number>();
  private static readonly lowerCache = new Map<string, Ranges>();

  add(test: CharTest): number {
    const ranges = normalizeRanges(test.ranges);
    const key = `${test.kind}:${ranges.map(([a, b]) => `${a}-${b}`).join(",")}`;
    let id = this.index.get(key);
    if (id === undefined) this.index.set(key, (id = this.tests.push({ kind: test.kind, ranges }) - 1));
    return id;
  }

  /** The units u with u.toLowerCase() === lower (peggy's "..."i compares the input lowered). */
  static unitsLowering(lower: string): Ranges {
    let ranges = TestTable.lowerCache.get(lower);
    if (ranges === undefined) {
      const out: [number, number][] = [];
      for (let u = 0; u <= MAX_UNIT; u++)
        if (String.fromCharCode(u).toLowerCase() === lower) out.push([u, u]);
      TestTable.lowerCache.set(lower, (ranges = normalizeRanges(out)));
    }
    return ranges;
  }

  /** A class as peggy compiles it: /^[...]/ with its flags, tested on one unit (or code point). */
  classTest(node: PegNode): CharTest {
    const unicode = node.unicode === true;
    const parts = node.parts ?? [];
    const max = unicode ? MAX_POINT : MAX_UNIT;
    const single = (s: string) => codesOf(s, unicode).length === 1;
    const plain = parts.every((p) =>
      Array.isArray(p) ? single(p[0]) && single(p[1]) : typeof p === "string" && single(p),
    );
    if (!node.ignoreCase && plain) {
      const ranges = parts.map((p): [number, number] =>
        Array.isArray(p)
          ? [codesOf(p[0], unicode)[0]!, codesOf(p[1], unicode)[0]!]
          : [codesOf(p as string, unicode)[0]!, codesOf(p as string, unicode)[0]!],
      );
      return {
        kind: unicode ? "point" : "unit",
        ranges: node.inverted ? complement(ranges, max) : normalizeRanges(ranges),
      };
    }
    const escaped = (text: string) =>
      codesOf(text, unicode)
        .map((c) => escapeForClass(c, unicode))
        .join("");
    const body = parts
      .map((p) =>
        Array.isArray(p)
          ? `${escaped(p[0])}-${escaped(p[1])}`
          : typeof p === "string"
            ? escaped(p)
            : `\\${p.value}`,
      )
      .join("");
    const regexp = new RegExp(
      `^[${node.inverted ? "^" : ""}${body}]`,
      `${node.ignoreCase ? "i" : ""}${unicode ? "u" : ""}`,
    );
    const out: [number, number][] = [];
    for (let c = 0; c <= max; c++) {
      if (unicode && c >= 0xd800 && c <= 0xdfff) {
        if (regexp.test(String.fromCharCode(c))) out.push([c, c]);
        continue;
      }
      if (regexp.test(unicode ? String.fromCodePoint(c) : String.fromCharCode(c))) out.push([c, c]);
    }
    return { kind: unicode ? "point" : "unit", ranges: normalizeRanges(out) };
  }
}

/** The PEG rules by name, and how each PEG construct becomes an Expr. */
export class Inliner {
  /**
   * `unroll`: a rule may be called inside itself this many times, a call past that fails (the
   * check of a recursive rule, for inputs that nest it that deep); without it, recursion is
   * Unmodelled.
   */
  constructor(
    private readonly rules: ReadonlyMap<string, PegRuleNode>,
    private readonly table: TestTable,
    private readonly unroll?: number,
  ) {}

  /**
   * Each rule inlined once, its tree shared by every reference: the automaton then shares the items
   * of "rule, then anything" (what a choice asks of an alternative) between all its uses.
   */
  private readonly inlined = new Map<string, Expr>();

  rule(name: string, stack: readonly string[] = []): Expr {
    const known = this.inlined.get(name);
    if (known !== undefined) return known;
    const depth = stack.filter((r) => r === name).length;
    if (depth > 0 && this.unroll === undefined)
      throw new Unmodelled(
        `the PEG rule ${name} is recursive (${[...stack.slice(stack.indexOf(name)), name].join(" → ")})`,
        "recursion",
      );
    if (depth > (this.unroll ?? 0)) {
      this.recursed = true;
      return FAIL;
    }
    const rule = this.rules.get(name);
    if (rule === undefined) throw new Unmodelled(`the PEG has no rule ${name}`);
    const before = this.recursed;
    this.recursed = false;
    const expr = this.expr(rule.expression, [...stack, name]);
    // A rule whose tree met a cut (or holds one that did) depends on the depth it is inlined at:
    // it is not shared; every other rule is.
    if (!this.recursed) this.inlined.set(name, expr);
    this.recursed ||= before || depth > 0;
    return expr;
  }

  /** Whether the rule being inlined met recursion (its tree depends on where it is inlined). */
  private recursed = false;

  private count(bound: PegNode["min"], what: string): number | null {
    if (bound === null || bound === undefined) return null;
    if (bound.type !== "constant")
      throw new Unmodelled(`a repetition with a ${what} count that is not a constant`);
    return bound.value as number | null;
  }

  expr(node: PegNode, stack: readonly string[]): Expr {
    const sub = (n: PegNode) => this.expr(n, stack);
    switch (node.type) {
      case "rule_ref":
        return this.rule(node.name!, stack);
      case "named":
      case "action":
      case "labeled":
      case "text":
      case "group":
        return sub(node.expression!);
      case "sequence":
        return seq(node.elements!.map(sub));
      case "choice":
        return { t: "choice", items: node.alternatives!.map(sub) };
      case "optional":
        return opt(sub(node.expression!));
      case "zero_or_more":
        return { t: "star", item: sub(node.expression!) };
      case "one_or_more": {
        const item = sub(node.expression!);
        return seq([item, { t: "star", item }]);
      }
      case "repeated": {
        // peggy: |n| is min = max = n; |..m| min 0; |n..| no maximum. With a delimiter d, each
        // round after the first is "d e", undone as a whole when e fails.
        const max = this.count(node.max, "maximum");
        const min = this.count(node.min, "minimum") ?? max ?? 0;
        const item = sub(node.expression!);
        const delimiter = node.delimiter ? sub(node.delimiter) : null;
        const round = delimiter === null ? item : seq([delimiter, item]);
        const rest = (from: number): Expr[] => {
          const out: Expr[] = [];
          for (let k = from; k < min; k++) out.push(round);
          if (max === null) out.push({ t: "star", item: round });
          else for (let k = Math.max(from, min); k < max; k++) out.push(opt(round));
          return out;
        };
        if (delimiter === null) return seq([...Array.from({ length: min }, () => item), ...rest(min)]);
        if (min >= 1) return seq([item, ...rest(1)]);
        if (max === 0) return EMPTY;
        return opt(seq([item, ...rest(1)]));
      }
      case "simple_and":
        return { t: "and", item: sub(node.expression!) };
      case "simple_not":
        return { t: "not", item: sub(node.expression!) };
      case "literal": {
        const text = node.value as string;
        if (text === "") return EMPTY;
        const units = [...Array(text.length).keys()].map((i) => text.charCodeAt(i));
        return seq(
          units.map((u, i): Expr => {
            const ranges: Ranges = node.ignoreCase
              ? TestTable.unitsLowering(text.toLowerCase()[i] ?? String.fromCharCode(u))
              : [[u, u]];
            return { t: "test", test: this.table.add({ kind: "unit", ranges }) };
          }),
        );
      }
      case "class": {
        const test = this.table.classTest(node);
        return test.ranges.length === 0 ? FAIL : { t: "test", test: this.table.add(test) };
      }
      case "any":
        return { t: "test", test: this.table.add({ kind: "unit", ranges: [[0, MAX_UNIT]] }) };
      case "semantic_and":
      case "semantic_not":
        throw new Unmodelled("a predicate with code (&{ } or !{ })");
      case "library_ref":
        throw new Unmodelled(`an imported rule (${node.name})`);
      default:
        throw new Unmodelled(`a peggy expression of type ${node.type}`);
    }
  }
}
