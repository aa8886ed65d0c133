// A peggy grammar read as a context-free grammar that accepts at least what the PEG accepts: the
// other side's generator for the check's exhaustive enumeration (compiler/peg/enumerate.ts).
//
// A PEG's ordered choice, possessive repetition and lookahead only ever make it accept LESS than the
// same expression read as a context-free grammar (Ford 2004, "Parsing Expression Grammars",
// section 3.4: every PEG derivation is one of the CFG reading's): choices become alternations,
// repetitions repetitions, and predicates (&e, !e, &{ }, !{ }) match the empty string. So every
// input the PEG accepts is a string of this grammar, and enumerating the strings of both this
// grammar and the ABNF up to a length enumerates every input on which the two sides can disagree.
//
// Characters: peggy's literals and classes read UTF-16 code units (a class with the u flag, code
// points); the grammar here reads code points. A unit test that takes high surrogates also takes
// any character beyond U+FFFF (its pair is read there whole), and one that takes low surrogates may
// also match nothing (its half was read with the high one): more than the PEG, never less.
//
// What the checker cannot read is listed: a predicate with code (&{ } / !{ }), an action that can
// fail the parse (its code calls error() or expected()), an imported rule. Its reading here is the
// widest (a predicate matches the empty string, an imported rule any string), still more than the
// PEG; but code may tell apart characters the grammar does not, so the enumeration over character
// classes is not exhaustive there, and the check says so.
import type { AbnfGrammar, AbnfNode, AbnfRule } from "../ast.js";
import type { Ranges } from "../charset.js";
import { type PegNode, type PegRuleNode, TestTable } from "./model.js";

export interface PegAsCfg {
  /** The grammar (its rules are the PEG's, named as `names` says). */
  grammar: AbnfGrammar;
  /** PEG rule name → the grammar's rule name. */
  names: Map<string, string>;
  /** The character tests of the PEG (for the alphabet of the enumeration). */
  tests: TestTable;
  /** Each PEG rule's own tests (indexes into tests.tests). */
  testsOf: Map<string, number[]>;
  /** What the checker cannot read, by PEG rule: "&{ ... } at line 3", ... */
  unreadable: Map<string, string[]>;
}

const ANY_POINT: Ranges = [[0, 0x10ffff]];
const EMPTY: AbnfNode = { type: "cat", items: [] };

function rangeNode(ranges: Ranges): AbnfNode {
  const items: AbnfNode[] = ranges.map(([a, b]) => ({
    type: "range",
    from: a,
    to: b,
    source: `%x${a.toString(16)}-${b.toString(16)}`,
  }));
  return items.length === 1 ? items[0]! : { type: "alt", items };
}

/** A code-unit test as code points (see the head of this file). */
function unitTest(ranges: Ranges): AbnfNode {
  const points: [number, number][] = ranges.map(([a, b]) => [a, b]);
  const high = ranges.some(([a, b]) => a <= 0xdbff && b >= 0xd800);
  const low = ranges.some(([a, b]) => a <= 0xdfff && b >= 0xdc00);
  if (high) points.push([0x10000, 0x10ffff]);
  const node = rangeNode(points);
  return low ? { type: "alt", items: [node, EMPTY] } : node;
}

function where(node: PegNode): string {
  const at = (node as { location?: { start: { line: number; column: number } } }).location?.start;
  return at ? ` at line ${at.line}, column ${at.column}` : "";
}

function snippet(code: unknown): string {
  const text = String(code ?? "")
    .trim()
    .replace(/\s+/g, " ");
  return text.length > 40 ? text.slice(0, 37) + "..." : text;
}

/** The PEG's rules as a context-free grammar accepting at least as much (see the head of this file). */
export function pegAsCfg(
  rules: ReadonlyMap<string, PegRuleNode>,
  file: string,
  tests = new TestTable(),
): PegAsCfg {
  const names = new Map<string, string>();
  const used = new Set<string>();
  for (const name of rules.keys()) {
    // ABNF names are case-insensitive and the PEG's are not: DIGIT and digit stay two rules.
    let key = name;
    for (let k = 2; used.has(key.toLowerCase()); k++) key = `${name}~${k}`;
    used.add(key.toLowerCase());
    names.set(name, key);
  }
  const unreadable = new Map<string, string[]>();
  const testsOf = new Map<string, number[]>();
  const test = (rule: string, t: { kind: "unit" | "point"; ranges: Ranges }): void => {
    const id = tests.add(t);
    const list = testsOf.get(rule) ?? [];
    if (!list.includes(id)) list.push(id);
    testsOf.set(rule, list);
  };
  const convert = (node: PegNode, rule: string): AbnfNode => {
    const sub = (n: PegNode) => convert(n, rule);
    const note = (what: string) => unreadable.set(rule, [...(unreadable.get(rule) ?? []), what]);
    switch (node.type) {
      case "rule_ref": {
        const target = names.get(node.name!);
        return target === undefined
          ? { type: "prose", text: `no rule ${node.name}` }
          : { type: "ref", name: target };
      }
      case "action": {
        const code = String((node as { code?: unknown }).code ?? "");
        if (/\b(error|expected)\s*\(/.test(code))
          note(`an action that can fail the parse { ${snippet(code)} }${where(node)}`);
        return sub(node.expression!);
      }
      case "named":
      case "labeled":
      case "text":
      case "group":
        return sub(node.expression!);
      case "sequence":
        return { type: "cat", items: node.elements!.map(sub) };
      case "choice":
        return { type: "alt", items: node.alternatives!.map(sub) };
      case "optional":
        return { type: "rep", min: 0, max: 1, item: sub(node.expression!) };
      case "zero_or_more":
        return { type: "rep", min: 0, max: null, item: sub(node.expression!) };
      case "one_or_more":
        return { type: "rep", min: 1, max: null, item: sub(node.expression!) };
      case "repeated": {
        const constant = (bound: PegNode["min"]): number | null | undefined =>
          bound === null || bound === undefined
            ? null
            : bound.type === "constant"
              ? (bound.value as number)
              : undefined;
        let max = constant(node.max);
        let min = constant(node.min) ?? (max === undefined ? 0 : max) ?? 0;
        // A count from code or a label: any count.
        if (max === undefined || constant(node.min) === undefined) {
          min = 0;
          max = null;
        }
        const item = sub(node.expression!);
        if (!node.delimiter) return { type: "rep", min, max, item };
        const rest: AbnfNode = {
          type: "rep",
          min: Math.max(0, min - 1),
          max: max === null ? null : Math.max(0, max - 1),
          item: { type: "cat", items: [sub(node.delimiter), item] },
        };
        const some: AbnfNode = { type: "cat", items: [item, rest] };
        return min >= 1 ? some : max === 0 ? EMPTY : { type: "rep", min: 0, max: 1, item: some };
      }
      case "simple_and":
      case "simple_not":
        return EMPTY;
      case "semantic_and":
      case "semantic_not": {
        const sign = node.type === "semantic_and" ? "&" : "!";
        note(`the predicate ${sign}{ ${snippet((node as { code?: unknown }).code)} }${where(node)}`);
        return EMPTY;
      }
      case "literal": {
        const text = node.value as string;
        return {
          type: "cat",
          items: [...Array(text.length).keys()].map((i) => {
            const ranges: Ranges = node.ignoreCase
              ? TestTable.unitsLowering(text.toLowerCase()[i] ?? text[i]!)
              : [[text.charCodeAt(i), text.charCodeAt(i)]];
            test(rule, { kind: "unit", ranges });
            return unitTest(ranges);
          }),
        };
      }
      case "class": {
        const t = tests.classTest(node);
        test(rule, t);
        if (t.ranges.length === 0) return { type: "alt", items: [] };
        return t.kind === "point" ? rangeNode(t.ranges) : unitTest(t.ranges);
      }
      case "any":
        test(rule, { kind: "unit", ranges: [[0, 0xffff]] });
        return unitTest([[0, 0xffff]]);
      case "library_ref":
        note(`the imported rule ${node.name}${where(node)}`);
        return { type: "rep", min: 0, max: null, item: rangeNode(ANY_POINT) };
      default:
        note(`a peggy expression of type ${node.type}${where(node)}`);
        return { type: "rep", min: 0, max: null, item: rangeNode(ANY_POINT) };
    }
  };
  const out = new Map<string, AbnfRule>();
  for (const [name, rule] of rules) {
    const key = names.get(name)!;
    out.set(key.toLowerCase(), {
      name: key,
      node: convert(rule.expression, name),
      doc: [],
      section: undefined,
      file,
      line: 0,
    });
  }
  return { grammar: { file, rules: out, own: [...names.values()] }, names, tests, testsOf, unreadable };
}
