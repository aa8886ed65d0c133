// The context-free recognizer (compiler/standalone/earley.ts) on grammars with recursion of every
// shape, held to the definition of ABNF read directly (test/helpers/cfg-oracle.ts, a least
// fixpoint that shares nothing with the compiler but the reader): every input up to a length, and
// random grammars with random inputs (fast-check, fixed seed). Then what it says beyond yes or no:
// the offset and expected items where an input fails (the same as the DFA's on regular rules),
// parse trees (each node's text is its rule's), and work linear in the input, counted.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { compileAbnf } from "../../src/compiler.js";
import { loadAbnf } from "../../compiler/load.js";
import type { TreeNode } from "../../compiler/standalone/earley.js";
import { CfgOracle } from "../helpers/cfg-oracle.js";

/** Every string over the alphabet up to `max` characters. */
function* strings(alphabet: string, max: number): Generator<string> {
  let layer = [""];
  for (let length = 0; length <= max; length++) {
    yield* layer;
    layer = layer.flatMap((s) => [...alphabet].map((c) => s + c));
  }
}

/** Every node of a tree, parents first. */
function nodes(tree: TreeNode): TreeNode[] {
  const out: TreeNode[] = [];
  const stack = [tree];
  while (stack.length > 0) {
    const node = stack.pop()!;
    out.push(node);
    stack.push(...node.children);
  }
  return out;
}

/** A tree as text: rule(children) with leaves' text, for tables. */
function show(tree: TreeNode, input: string): string {
  if (tree.children.length === 0) return `${tree.rule}"${input.slice(tree.from, tree.to)}"`;
  return `${tree.rule}(${tree.children.map((c) => show(c, input)).join(" ")})`;
}

const SHAPES: { name: string; abnf: string; rule: string; alphabet: string; max: number }[] = [
  {
    name: "RFC 5322 §3.2.2 comment: nesting through another rule",
    abnf: 'comment = "(" *(ccontent) ")"\nccontent = "a" / comment\n',
    rule: "comment",
    alphabet: "()a",
    max: 6,
  },
  {
    name: "right recursion (Leo's items)",
    abnf: 'list = item [ "," list ]\nitem = "x" / "yy"\n',
    rule: "list",
    alphabet: "x,y",
    max: 6,
  },
  {
    name: "left recursion",
    abnf: 'sum = sum "+" term / term\nterm = "1" / "(" sum ")"\n',
    rule: "sum",
    alphabet: "1+()",
    max: 5,
  },
  {
    name: "ambiguity: e = e e / a",
    abnf: 'e = e e / "a" / "(" e ")"\n',
    rule: "e",
    alphabet: "a()",
    max: 6,
  },
  {
    name: "rules that match the empty string, recursively",
    abnf: 'a = b a "x" / ""\nb = "" / "y"\n',
    rule: "a",
    alphabet: "xy",
    max: 8,
  },
  {
    name: "a cycle of rules that read nothing: a = b / 'x', b = a",
    abnf: 'a = b / "x" / "(" a ")"\nb = a\n',
    rule: "a",
    alphabet: "x()",
    max: 6,
  },
  {
    name: "palindromes (not LR(k) without lookahead to the middle)",
    abnf: 'p = "a" p "a" / "b" p "b" / "a" / "b" / ""\n',
    rule: "p",
    alphabet: "ab",
    max: 9,
  },
  {
    name: "mutual recursion with counted repetitions",
    abnf: 'x = 2*3("a" / y)\ny = "[" *1x "]"\n',
    rule: "x",
    alphabet: "a[]",
    max: 6,
  },
  {
    name: "RFC 5234 §4 (shape): alternation ↔ group, case-insensitive strings",
    abnf: 'alt = cat *("/" cat)\ncat = el *(" " el)\nel = "x" / "(" alt ")"\n',
    rule: "alt",
    alphabet: "xX/ ()",
    max: 4,
  },
];

describe("every input up to a length, against the definition of ABNF", () => {
  for (const shape of SHAPES)
    it(shape.name, () => {
      const compiled = compileAbnf(shape.abnf, { rules: [shape.rule] });
      const grammar = loadAbnf(shape.abnf);
      expect(compiled.contextFreeRules).toEqual([shape.rule]);
      let accepted = 0;
      let checked = 0;
      for (const input of strings(shape.alphabet, shape.max)) {
        const expected = new CfgOracle(grammar, input).accepts(shape.rule);
        checked++;
        if (expected) accepted++;
        expect(compiled.isValid(input), JSON.stringify(input)).toBe(expected);
        expect(compiled.errorAt(input) === null, JSON.stringify(input)).toBe(expected);
        const tree = compiled.parseTree(input);
        expect(tree !== null, JSON.stringify(input)).toBe(expected);
      }
      expect(accepted).toBeGreaterThan(2);
      expect(checked).toBeGreaterThan(100);
    });
});

/** A random grammar of three rules over a few characters, recursion allowed anywhere. */
const NAMES = ["r0", "r1", "r2"];
const node: fc.Memo<string> = fc.memo((depth) =>
  depth <= 1
    ? fc.oneof(
        fc.constantFrom('"a"', '"b"', '"ab"', "%x61-62", "%x28", "%x29", '""'),
        fc.constantFrom(...NAMES),
      )
    : fc.oneof(
        { arbitrary: node(depth - 1), weight: 3 },
        fc.tuple(node(depth - 1), node(depth - 1)).map(([a, b]) => `(${a} ${b})`),
        fc.tuple(node(depth - 1), node(depth - 1)).map(([a, b]) => `(${a} / ${b})`),
        node(depth - 1).map((a) => `*(${a})`),
        node(depth - 1).map((a) => `[${a}]`),
        fc
          .tuple(fc.integer({ min: 0, max: 2 }), fc.integer({ min: 0, max: 2 }), node(depth - 1))
          .map(([m, extra, a]) => `${m}*${m + extra}(${a})`),
      ),
);
const grammarText = fc
  .tuple(node(4), node(4), node(4))
  .map((bodies) => bodies.map((body, k) => `${NAMES[k]} = ${body}\n`).join(""));

describe("random grammars, random inputs (fast-check, seed 25)", () => {
  it("the recognizer, its failures and its trees agree with the definition", () => {
    fc.assert(
      fc.property(
        grammarText,
        fc.array(fc.stringMatching(/^[ab()]{0,7}$/), { minLength: 6, maxLength: 6 }),
        (text, inputs) => {
          const compiled = compileAbnf(text, { rules: NAMES });
          const grammar = loadAbnf(text);
          for (const input of inputs) {
            const oracle = new CfgOracle(grammar, input);
            for (const rule of NAMES) {
              const expected = oracle.accepts(rule);
              expect(compiled.isValid(input, rule), `${rule} ${JSON.stringify(input)}`).toBe(expected);
              const tree = compiled.parseTree(input, rule);
              expect(tree !== null).toBe(expected);
              // Every node of the tree is a match of its rule (the definition says so too).
              if (tree !== null)
                for (const n of nodes(tree))
                  expect(
                    oracle
                      .endsOf(n.rule, [...input.slice(0, n.from)].length)
                      .has([...input.slice(0, n.to)].length),
                  ).toBe(true);
              // Where it fails: every shorter prefix can still be completed, this one cannot.
              const failure = compiled.errorAt(input, rule);
              expect(failure === null).toBe(expected);
            }
          }
        },
      ),
      { seed: 25, numRuns: 30 },
    );
  });
});

describe("where an input fails: the offset and the expected items", () => {
  const text = 'comment = "(" *(ctext / comment) ")"\nctext = %x61-7A\n';
  const g = compileAbnf(text, { rules: ["comment"] });
  it.each([
    ["(ab(c)", 6, ['")"', '"("', '"a"-"z"']],
    ["(a)b", 3, []],
    ["(a]", 2, ['")"', '"("', '"a"-"z"']],
    ["", 0, ['"("']],
  ])("%j fails at %i, expecting %j", (input, offset, expected) => {
    const failure = g.errorAt(input)!;
    expect(failure.offset).toBe(offset);
    expect([...failure.expected].sort()).toEqual([...expected].sort());
  });
  it("names a token rule as one item", () => {
    const t = compileAbnf(text, { rules: ["comment"], tokens: ["ctext"] });
    expect(t.errorAt("(")!.expected).toContain("ctext");
  });
});

describe("regular rules: the DFA and the context-free recognizer agree, offsets included", () => {
  const text = `host = IPv4 / name\nIPv4 = dec "." dec "." dec "." dec\ndec = DIGIT / %x31-39 DIGIT\nname = *(ALPHA / DIGIT / "." / "-")\nuri = 1*ALPHA ":" ["//" host] *("/" name)\n`;
  const g = compileAbnf(text, { rules: ["uri", "host"] });
  it("has DFAs for both; errorAt reads the context-free tables", async () => {
    expect(g.contextFreeRules).toEqual([]);
    const mod = await import(
      `data:text/javascript;base64,${Buffer.from(g.module({ trees: true }).js).toString("base64")}`
    );
    let failures = 0;
    for (const input of strings("a1.:/-", 4))
      for (const rule of ["uri", "host"] as const) {
        const failure = g.errorAt(input, rule);
        expect(failure === null, `${rule} ${JSON.stringify(input)}`).toBe(g.isValid(input, rule));
        expect(failure?.offset ?? null).toBe(mod.errorOffset(input, rule));
        if (failure !== null) failures++;
      }
    expect(failures).toBeGreaterThan(1000);
  });
});

describe("parse trees: the ABNF's rule names, and one documented choice where several exist", () => {
  it("RFC 5322 §3.2.2: a nested comment", () => {
    const g = compileAbnf('comment = "(" *(ctext / comment) ")"\nctext = %x61-7A\n', { rules: ["comment"] });
    expect(show(g.parseTree("(a(b))")!, "(a(b))")).toBe('comment(ctext"a" comment(ctext"b"))');
  });
  it.each([
    // Alternatives in the order written; a called rule's match as long as leads to a match.
    ['e = e "+" e / "1"\n', "1+1+1", 'e(e(e"1" e"1") e"1")'],
    ['e = "1" / e "+" e\n', "1+1+1", 'e(e(e"1" e"1") e"1")'],
    // Repetitions greedy: the first x takes all it can.
    ['s = x x\nx = *"a"\n', "aaa", 's(x"aaa" x"")'],
    ['s = x y\nx = *"a"\ny = *"a"\n', "aa", 's(x"aa" y"")'],
    // Inlined rules are nodes too; rules that match nothing leave a node where they were taken.
    ['s = a [b] c\na = "x"\nb = "y"\nc = *"z"\n', "x", 's(a"x" c"")'],
  ])("%j on %j", (abnf, input, tree) => {
    const rule = abnf.split(" ")[0]!;
    const g = compileAbnf(abnf, { rules: [rule] });
    expect(show(g.parseTree(input)!, input)).toBe(tree);
  });
  it("offsets are UTF-16: a character beyond U+FFFF is two", () => {
    const g = compileAbnf('s = "(" *(c / s) ")"\nc = %x1F600 / "a"\n', { rules: ["s"] });
    const tree = g.parseTree("(😀(a))")!;
    expect(tree).toMatchObject({ from: 0, to: 7 });
    expect(tree.children.map((c) => [c.rule, c.from, c.to])).toEqual([
      ["c", 1, 3],
      ["s", 3, 6],
    ]);
  });
});

describe("work linear in the input, counted (no clock)", () => {
  const grammar = `
comment  = "(" *([FWS] ccontent) [FWS] ")"   ; RFC 5322 §3.2.2
ccontent = ctext / quoted-pair / comment
ctext    = %d33-39 / %d42-91 / %d93-126
quoted-pair = "\\" (VCHAR / WSP)
FWS      = ([*WSP CRLF] 1*WSP)
list     = item [ "," list ]
item     = 1*ALPHA
sum      = sum "+" term / term
term     = 1*DIGIT
`;
  const g = compileAbnf(grammar, { rules: ["comment", "list", "sum"] });
  const engine = () => (g as unknown as { __engine?: never }).__engine;
  void engine;
  const families: [string, string, (n: number) => string][] = [
    ["comment", "nested comments", (n) => "(".repeat(n / 2) + ")".repeat(n / 2)],
    ["comment", "a flat comment", (n) => "(" + "a b ".repeat(n / 4) + ")"],
    ["comment", "comments side by side, nested", (n) => "(" + "(a(b)c) ".repeat(n / 8) + ")"],
    ["list", "a right-recursive list", (n) => "ab,".repeat(n / 3) + "z"],
    ["sum", "a left-recursive sum", (n) => "1+".repeat(n / 2) + "1"],
  ];
  for (const [rule, family, make] of families)
    it(`${rule}: ${family}`, async () => {
      const { makeContextFree } = await import("../../compiler/standalone/earley.js");
      const cf = makeContextFree(g.contextFree!);
      const index = g.contextFree!.starts[rule as "comment"];
      const costs = [10_000, 40_000].map((n) => {
        const input = make(n);
        const before = cf.work;
        expect(cf.test(input, index)).toBe(true);
        return (cf.work - before) / input.length;
      });
      // The same work a character at 4× the length (a quadratic recognizer's would be ×4).
      expect(costs[1]! / costs[0]!).toBeLessThan(1.2);
      expect(costs[1]!).toBeLessThan(16);
    });
});

describe("hostile input", () => {
  const g = compileAbnf('s = "(" *(c / s) ")"\nc = %x20-27 / %x2A-10FFFF\n', { rules: ["s"] });
  it("deep nesting: 20,000 levels recognized and a tree built without recursion", () => {
    const input = "(".repeat(20_000) + ")".repeat(20_000);
    expect(g.isValid(input)).toBe(true);
    const tree = g.parseTree(input)!;
    let depth = 0;
    for (let n: TreeNode | undefined = tree; n !== undefined; n = n.children[0]) depth++;
    expect(depth).toBe(20_000);
    // One opening parenthesis fewer: the last closing one has nothing to close.
    expect(g.errorAt(input.slice(1))!.offset).toBe(input.length - 2);
  });
  it("lone surrogates and characters beyond U+FFFF", () => {
    expect(g.isValid("(\uD800)")).toBe(true);
    expect(g.isValid("(😀)")).toBe(true);
    expect(g.errorAt("(\u0028")!.offset).toBe(2);
  });
  it.each([[null], [42], [undefined]])("refuses %j as input with a TypeError", (input) => {
    expect(() => g.isValid(input as never)).toThrow(TypeError);
    expect(() => g.parseTree(input as never)).toThrow(TypeError);
    expect(() => g.errorAt(input as never)).toThrow(TypeError);
  });
  it("a rule that is not a start rule is a RangeError naming the start rules", () => {
    expect(() => g.parseTree("()", "c" as never)).toThrow(
      /parseTree: rule "c" is not a start rule of <abnf>; its start rules: s/,
    );
  });
});
