// Pass "nfa" (compiler/passes/nfa.ts): a Thompson NFA with ε-edges in priority order, tags for the
// capture groups, and on each character edge where in the grammar it is (rule stack, quoted string).
import { describe, expect, it } from "vitest";
import { plain, type Rx, ruleTree } from "../../../compiler/passes/lower.js";
import { buildNfa, epsClosure, type Nfa, nullable } from "../../../compiler/passes/nfa.js";
import { grammar } from "./tiny.js";

const one = (ch: string): Rx => ({ k: "set", ranges: [[ch.codePointAt(0)!, ch.codePointAt(0)!]] });

/** Whether the NFA accepts the input from its start `start` (ε-closures, then the edges' sets). */
function nfaAccepts(nfa: Nfa, start: number, input: string): boolean {
  let at = epsClosure(nfa, [start]);
  for (const ch of input) {
    const code = ch.codePointAt(0)!;
    const next = at.flatMap((q) =>
      nfa.states[q]!.edges.filter((e) => nfa.sets[e.set]!.some(([a, b]) => a <= code && code <= b)).map(
        (e) => e.to,
      ),
    );
    at = epsClosure(nfa, next);
  }
  return at.includes(nfa.final);
}

describe("nullable: whether a tree matches the empty string", () => {
  it.each<[Rx, boolean]>([
    [one("a"), false],
    [{ k: "seq", items: [] }, true],
    [{ k: "seq", items: [one("a"), { k: "rep", min: 0, max: 1, item: one("b") }] }, false],
    [{ k: "alt", items: [one("a"), { k: "seq", items: [] }] }, true],
    [{ k: "rep", min: 0, max: null, item: one("a") }, true],
    [{ k: "rep", min: 2, max: 3, item: { k: "rep", min: 0, max: 1, item: one("a") } }, true],
    [{ k: "group", name: "g", item: one("a") }, false],
  ])("%j → %s", (rx, empty) => expect(nullable(rx)).toBe(empty));
});

describe("the language: RFC 5234 §3.2 alternatives, §3.6-3.8 repetitions", () => {
  const g = grammar('r = ("ab" / "c") 2*3DIGIT [%x2e] *%x78\n');
  const nfa = buildNfa([ruleTree(g, "r")]);
  it.each([
    ["ab12", true],
    ["C123.xxx", true],
    ["ab1", false],
    ["ab1234", false],
    ["c12..", false],
    ["a12", false],
    ["", false],
  ])("%j → %s", (input, valid) => expect(nfaAccepts(nfa, nfa.starts[0]!, input)).toBe(valid));
});

describe("several trees: a start each, one final state", () => {
  const nfa = buildNfa([one("a"), one("b")]);
  it("has two starts", () => expect(nfa.starts).toHaveLength(2));
  it.each([
    [0, "a", true],
    [0, "b", false],
    [1, "b", true],
    [1, "a", false],
  ])("start %i, %j → %s", (k, input, valid) => expect(nfaAccepts(nfa, nfa.starts[k]!, input)).toBe(valid));
});

describe("interning and edge annotations", () => {
  const g = grammar('r = a "xy" a\na = %x61 / %x62\n');
  const nfa = buildNfa([ruleTree(g, "r")]);
  const edges = nfa.states.flatMap((s) => s.edges);
  it("keeps each distinct set once, in order of first use", () =>
    expect(nfa.sets).toEqual([
      [[0x61, 0x61]],
      [[0x62, 0x62]],
      [
        [0x58, 0x58],
        [0x78, 0x78],
      ],
      [
        [0x59, 0x59],
        [0x79, 0x79],
      ],
    ]));
  it("keeps each rule stack once, outermost first", () => expect(nfa.stacks).toEqual([["r", "a"], ["r"]]));
  it("marks the characters of a quoted string with their index (RFC 5234 §2.3)", () =>
    expect(edges.filter((e) => e.literal).map((e) => e.literal)).toEqual([
      { text: "xy", index: 0 },
      { text: "xy", index: 1 },
    ]));
  it("says from which depth the rules begin with the character (fresh)", () =>
    // The first `a`: r and a both begin there (0); "xy": r has begun (1); the second `a`: a begins (1).
    expect(
      edges.map((e) => [JSON.stringify(nfa.sets[e.set]![0]), nfa.stacks[e.stack]!.join(" "), e.fresh]).sort(),
    ).toEqual(
      [
        ["[97,97]", "r a", 0],
        ["[98,98]", "r a", 0],
        ["[88,88]", "r", 1],
        ["[89,89]", "r", 1],
        ["[97,97]", "r a", 1],
        ["[98,98]", "r a", 1],
      ].sort(),
    ));
});

describe("tags: 2k opens component k, 2k + 1 closes it", () => {
  const g = grammar("r = k %x3d v\nk = 1*ALPHA\nv = *DIGIT\n");
  const nfa = buildNfa([plain(ruleTree(g, "r", { captures: { k: "key", v: "value" } }))]);
  it("lists the components in order", () => expect(nfa.components).toEqual(["key", "value"]));
  it("puts each tag on one ε-edge", () =>
    expect(
      nfa.states
        .flatMap((s) => s.eps)
        .map((e) => e.tag)
        .filter((t) => t >= 0)
        .sort(),
    ).toEqual([0, 1, 2, 3]));
  it("gives a group inside a group of the same component no tags", () => {
    const inner = buildNfa([
      plain(ruleTree(grammar("r = %x2f s\ns = %x61\n"), "r", { captures: { r: "p", s: "p" } })),
    ]);
    expect(inner.components).toEqual(["p"]);
    expect(inner.states.flatMap((s) => s.eps).filter((e) => e.tag >= 0)).toHaveLength(2);
  });
  it("refuses more components than a tag mask holds (15)", () => {
    const groups: Rx[] = Array.from({ length: 16 }, (_, k) => ({
      k: "group",
      name: `c${k}`,
      item: one("a"),
    }));
    expect(() => buildNfa([{ k: "seq", items: groups }])).toThrow(
      /too many components for the tag masks: c0, c1/,
    );
  });
});

describe("greedy priority: a repetition's body before its exit, an alternation's first item first", () => {
  it("orders the ε-edges of *x body first", () => {
    const nfa = buildNfa([{ k: "rep", min: 0, max: null, item: one("a") }]);
    const loop = nfa.states.find((s) => s.eps.length === 2)!;
    const [body, exit] = loop.eps.map((e) => e.to);
    expect(nfa.states[body!]!.edges).toHaveLength(1);
    expect(nfa.states[exit!]!.edges).toHaveLength(0);
  });
});

describe("epsClosure: the states that read a character, and the final", () => {
  it("is the sorted start set of a choice", () => {
    const nfa = buildNfa([{ k: "alt", items: [one("a"), { k: "seq", items: [] }] }]);
    const closure = epsClosure(nfa, [nfa.starts[0]!]);
    expect(closure).toEqual([...closure].sort((a, b) => a - b));
    expect(closure).toContain(nfa.final);
    expect(closure.filter((q) => q !== nfa.final).every((q) => nfa.states[q]!.edges.length > 0)).toBe(true);
    expect(closure).toHaveLength(2);
  });
});
