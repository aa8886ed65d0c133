// Pass "subset" (compiler/passes/subset.ts): the NFA → the minimal DFA (the recognizer), its state
// counts and transitions on small grammars whose minimal automata are known, and the NFA edges
// alive in each state (for error messages).
import { describe, expect, it } from "vitest";
import { ruleTree } from "../../../compiler/passes/lower.js";
import { buildNfa } from "../../../compiler/passes/nfa.js";
import { recognizerDfa, TooLarge } from "../../../compiler/passes/subset.js";
import { accepts, classOfCode, grammar } from "./tiny.js";

const dfaOf = (text: string, ...rules: string[]) => {
  const g = grammar(text);
  return recognizerDfa(buildNfa(rules.map((r) => ruleTree(g, r))));
};

describe("RFC 5234 §3.7 specific repetition: 1*3DIGIT is four states in a line", () => {
  const dfa = dfaOf("num = 1*3DIGIT\n", "num");
  it("has the transitions of the known minimal DFA", () => {
    expect(dfa.classes.count).toBe(2);
    expect(dfa.next).toEqual([-1, 1, -1, 2, -1, 3, -1, -1]);
    expect(dfa.accept).toEqual([0, 1, 1, 1]);
    expect(dfa.starts).toEqual([0]);
  });
  it.each([
    ["", false],
    ["7", true],
    ["123", true],
    ["1234", false],
    ["12a", false],
  ])("%j → %s", (input, valid) => expect(accepts(dfa, 0, input)).toBe(valid));
});

describe("minimal sizes (subset construction, then Moore)", () => {
  it.each([
    ['r = "a" / "b"\n', 2],
    ['r = ("a" / "b") *"c"\n', 2],
    ['r = *("aa")\n', 2],
    ['r = *"a" / *"b"\n', 3],
    ['r = ("ab" / "cb") "d"\n', 4],
    ['r = 1*ALPHA "=" *DIGIT\n', 3],
  ])("%j has %i states", (text, states) => {
    const dfa = dfaOf(text, "r");
    expect(dfa.next.length / dfa.classes.count).toBe(states);
    expect(dfa.accept).toHaveLength(states);
  });
  it('*("aa"): even accepts, odd does not', () => {
    const dfa = dfaOf('r = *("aa")\n', "r");
    expect(dfa.accept).toEqual([1, 0]);
    expect(dfa.next).toEqual([-1, 1, -1, 0]);
  });
});

describe("columns: classes the minimal DFA never tells apart are merged", () => {
  it('"!" and "$" (both RFC 3986 sub-delims) share a column', () => {
    const dfa = dfaOf('r = ("!" / "$") "x" / "!" "y" / "$" "y"\n', "r");
    expect(classOfCode(dfa.classes, 0x21)).toBe(classOfCode(dfa.classes, 0x24));
  });
});

describe("several start rules: a start state each in one DFA", () => {
  const dfa = dfaOf('a = "x" *"y"\nb = "x" 1*"y"\n', "a", "b");
  it.each([
    ["a", "x", true],
    ["b", "x", false],
    ["a", "xyy", true],
    ["b", "xyy", true],
  ])("%s: %j → %s", (rule, input, valid) =>
    expect(accepts(dfa, dfa.starts[rule === "a" ? 0 : 1]!, input)).toBe(valid),
  );
  it("shares the states of equal futures (after one y)", () => expect(dfa.accept).toHaveLength(4));
});

describe("alive: the NFA edges each state still reads", () => {
  const dfa = dfaOf('r = "ab" / "ac"\n', "r");
  it("keeps one edge per distinct reading (the two a's, the b and c after them)", () => {
    const texts = dfa.alive.map((edges) =>
      edges.map((e) => `${e.literal!.text}[${e.literal!.index}]`).sort(),
    );
    expect(texts[0]).toEqual(["ab[0]", "ac[0]"]);
    expect(texts[1]).toEqual(["ab[1]", "ac[1]"]);
    expect(texts[2]).toEqual([]);
  });
});

describe("a limit on the states, never a hang", () => {
  it("throws TooLarge beyond it", () => {
    expect(() => dfaOf("r = 1*3DIGIT\n", "r").next).not.toThrow();
    const g = grammar("r = 1*3DIGIT\n");
    const nfa = buildNfa([ruleTree(g, "r")]);
    expect(() => recognizerDfa(nfa, 3)).toThrow(TooLarge);
    expect(() => recognizerDfa(nfa, 3)).toThrow("more than 3 DFA states");
    // What it carries to say where: the limit, and the NFA states of the DFA state being expanded.
    const error = (() => {
      try {
        recognizerDfa(nfa, 3);
      } catch (e) {
        return e as TooLarge;
      }
    })()!;
    expect(error.limit).toBe(3);
    expect(error.at.flatMap((q) => nfa.states[q]!.edges.map((e) => nfa.stacks[e.stack]))).toContainEqual([
      "r",
      "DIGIT",
    ]);
  });
});
