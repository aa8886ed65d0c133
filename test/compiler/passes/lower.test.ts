// Pass "lower" (compiler/passes/lower.ts): a start rule → a regular-expression tree, every reference
// inlined, one table per RFC 5234 section of the construct lowered.
import { describe, expect, it } from "vitest";
import { AbnfError } from "../../../compiler/load.js";
import {
  EMPTY,
  groupsOf,
  hasGroup,
  plain,
  type Rx,
  ruleTree,
  seq,
  setsOf,
} from "../../../compiler/passes/lower.js";
import { grammar } from "./tiny.js";

const set = (...ranges: [number, number][]): Rx => ({ k: "set", ranges });
const one = (ch: string): Rx => set([ch.codePointAt(0)!, ch.codePointAt(0)!]);
/** The rule's tree without its `rule` node. */
const body = (text: string, name = "r"): Rx => {
  const tree = ruleTree(grammar(text), name);
  if (tree.k !== "rule") throw new Error("a rule's tree is a rule node");
  return tree.item;
};

describe("RFC 5234 §2.3 terminal values and RFC 7405 case-sensitive strings", () => {
  it.each<[string, Rx]>([
    ["r = %x41\n", one("A")],
    ["r = %d65.66\n", { k: "seq", items: [one("A"), one("B")] }],
    ['r = %s"aB"\n', { k: "lit", text: "aB", item: { k: "seq", items: [one("a"), one("B")] } }],
    ['r = "-"\n', one("-")],
    ['r = "a"\n', set([0x41, 0x41], [0x61, 0x61])],
    ['r = %i"a"\n', set([0x41, 0x41], [0x61, 0x61])],
    [
      'r = "a1"\n',
      { k: "lit", text: "a1", item: { k: "seq", items: [set([0x41, 0x41], [0x61, 0x61]), one("1")] } },
    ],
  ])("%j", (text, tree) => expect(body(text)).toEqual(tree));
});

describe("RFC 5234 §3.4 value range alternatives", () => {
  it("is one set (an empty range is the reader's error: test/compiler/reader.test.ts)", () =>
    expect(body("r = %x30-39\n")).toEqual(set([0x30, 0x39])));
});

describe("RFC 5234 §3.1 concatenation, §3.2 alternatives, §3.5 grouping", () => {
  it.each<[string, Rx]>([
    ["r = %x61 %x62\n", { k: "seq", items: [one("a"), one("b")] }],
    ["r = %x61 / %x62\n", { k: "alt", items: [one("a"), one("b")] }],
    ["r = %x61 (%x62 %x63)\n", { k: "seq", items: [one("a"), one("b"), one("c")] }],
    ["r = %x61 (%x62 / %x63)\n", { k: "seq", items: [one("a"), { k: "alt", items: [one("b"), one("c")] }] }],
  ])("%j", (text, tree) => expect(body(text)).toEqual(tree));
});

describe("RFC 5234 §3.6 variable repetition, §3.7 specific repetition, §3.8 optional sequence", () => {
  it.each<[string, Rx]>([
    ["r = *%x61\n", { k: "rep", min: 0, max: null, item: one("a") }],
    ["r = 1*%x61\n", { k: "rep", min: 1, max: null, item: one("a") }],
    ["r = 2*3%x61\n", { k: "rep", min: 2, max: 3, item: one("a") }],
    ["r = 3%x61\n", { k: "rep", min: 3, max: 3, item: one("a") }],
    ["r = [%x61]\n", { k: "rep", min: 0, max: 1, item: one("a") }],
    ["r = 1%x61\n", one("a")],
    ["r = 0%x61\n", EMPTY],
    ["r = 0<pchar>\n", EMPTY],
  ])("%j", (text, tree) => expect(body(text)).toEqual(tree));
});

describe("RFC 5234 §2.1 rule references: inlined in a rule node, captures in a group", () => {
  const g = grammar("r = a %x2e b\na = 1*DIGIT\nb = DIGIT\n");
  const digit: Rx = { k: "rule", name: "DIGIT", item: set([0x30, 0x39]) };
  it("inlines each reference, the core rules of RFC 5234 Appendix B.1 too", () =>
    expect(ruleTree(g, "R")).toEqual({
      k: "rule",
      name: "r",
      item: {
        k: "seq",
        items: [
          { k: "rule", name: "a", item: { k: "rep", min: 1, max: null, item: digit } },
          one("."),
          { k: "rule", name: "b", item: digit },
        ],
      },
    }));
  it("wraps the captured rules in a group of their component", () => {
    const tree = ruleTree(g, "r", { captures: { A: "major", b: "minor" } });
    expect(groupsOf(tree)).toEqual(["major", "minor"]);
    expect(hasGroup(tree)).toBe(true);
    expect(hasGroup(ruleTree(g, "r"))).toBe(false);
  });
  it("refuses a recursive rule, with its cycle", () =>
    expect(() => ruleTree(grammar('r = "(" s ")"\ns = [r]\n'), "r")).toThrow(
      new AbnfError("t.abnf: rule r is recursive (r → s → r); only regular grammars compile to automata"),
    ));
  it("refuses a prose value", () =>
    expect(() => ruleTree(grammar("r = <words>\n"), "r")).toThrow(
      new AbnfError("t.abnf: prose value <words> cannot be compiled (only as 0<...>)"),
    ));
});

describe("plain: the same language without rule and lit nodes, single characters of a choice merged", () => {
  it.each<[string, Rx]>([
    ['r = "ab"\n', { k: "seq", items: [set([0x41, 0x41], [0x61, 0x61]), set([0x42, 0x42], [0x62, 0x62])] }],
    ["r = %x61 / %x63 / %x62\n", set([0x61, 0x63])],
    [
      'r = "xy" / %x61 / "zz" / %x62\n',
      {
        k: "alt",
        items: [
          {
            k: "seq",
            items: [set([0x58, 0x58], [0x78, 0x78]), set([0x59, 0x59], [0x79, 0x79])],
          },
          set([0x61, 0x62]),
          {
            k: "seq",
            items: [set([0x5a, 0x5a], [0x7a, 0x7a]), set([0x5a, 0x5a], [0x7a, 0x7a])],
          },
        ],
      },
    ],
  ])("%j", (text, tree) => expect(plain(ruleTree(grammar(text), "r"))).toEqual(tree));
  it("keeps the groups", () => {
    const g = grammar("r = a\na = %x61\n");
    expect(plain(ruleTree(g, "r", { captures: { a: "x" } }))).toEqual({
      k: "group",
      name: "x",
      item: one("a"),
    });
  });
});

describe("helpers", () => {
  it("seq flattens nested sequences and unwraps a single item", () => {
    expect(seq([one("a"), { k: "seq", items: [one("b"), one("c")] }])).toEqual({
      k: "seq",
      items: [one("a"), one("b"), one("c")],
    });
    expect(seq([one("a")])).toEqual(one("a"));
  });
  it("setsOf lists every set, normalized (sorted, merged)", () =>
    expect(setsOf(body('r = "b" %x30-39 %x30.31\n'))).toEqual([
      [
        [0x42, 0x42],
        [0x62, 0x62],
      ],
      [[0x30, 0x39]],
      [[0x30, 0x30]],
      [[0x31, 0x31]],
    ]));
});
