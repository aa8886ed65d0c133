// Pass "tagged" (compiler/passes/tagged.ts): the splitter, a tagged DFA whose registers say where
// each component starts and ends; the spans it gives on sample inputs, the first (priority order)
// derivation winning as a backtracking regular expression's capture groups would.
import { describe, expect, it } from "vitest";
import { plain, ruleTree } from "../../../compiler/passes/lower.js";
import { buildNfa } from "../../../compiler/passes/nfa.js";
import { TooLarge } from "../../../compiler/passes/subset.js";
import { taggedDfa } from "../../../compiler/passes/tagged.js";
import { grammar, spans } from "./tiny.js";

const splitterOf = (text: string, rules: string[], captures: Record<string, string>) => {
  const g = grammar(text);
  return taggedDfa(buildNfa(rules.map((r) => plain(ruleTree(g, r, { captures })))));
};

describe("RFC 5234 §3.1 concatenation: key=value", () => {
  const dfa = splitterOf("kv = key %x3d val\nkey = 1*ALPHA\nval = *DIGIT\n", ["kv"], {
    key: "key",
    val: "val",
  });
  it.each([
    ["a=1", { key: [0, 1], val: [2, 3] }],
    ["abc=", { key: [0, 3], val: [4, 4] }],
    ["x=0042", { key: [0, 1], val: [2, 6] }],
    ["=1", null],
    ["a=b", null],
  ])("%j → %j", (input, expected) => expect(spans(dfa, dfa.starts[0]!, input)).toEqual(expected));
  it("is minimal: four states, four registers", () => {
    expect(dfa.accept).toEqual([0, 0, 1, 1]);
    expect(dfa.registers).toBe(4);
    expect(dfa.components).toEqual(["key", "val"]);
  });
});

describe("RFC 5234 §3.8 optional sequence: an absent component has no span", () => {
  const dfa = splitterOf('r = name ["?" q]\nname = 1*ALPHA\nq = *ALPHA\n', ["r"], {
    name: "name",
    q: "query",
  });
  it.each([
    ["ab", { name: [0, 2] }],
    ["ab?", { name: [0, 2], query: [3, 3] }],
    ["ab?cd", { name: [0, 2], query: [3, 5] }],
  ])("%j → %j", (input, expected) => expect(spans(dfa, dfa.starts[0]!, input)).toEqual(expected));
});

describe("ambiguity, resolved in priority order (RFC 3986 §3.2: userinfo@host or host:port)", () => {
  // "a:b" is a host and a port unless "@" comes: the DFA keeps both threads' tags in registers.
  const dfa = splitterOf(
    'auth = [ui "@"] host [":" port]\nui = *(ALPHA / ":")\nhost = *ALPHA\nport = *DIGIT\n',
    ["auth"],
    { ui: "userinfo", host: "host", port: "port" },
  );
  it.each([
    ["a", { host: [0, 1] }],
    ["a:1", { host: [0, 1], port: [2, 3] }],
    ["a:b@c", { userinfo: [0, 3], host: [4, 5] }],
    ["a:b@c:12", { userinfo: [0, 3], host: [4, 5], port: [6, 8] }],
    ["@", { userinfo: [0, 0], host: [1, 1] }],
    ["a:b", null],
  ])("%j → %j", (input, expected) => expect(spans(dfa, dfa.starts[0]!, input)).toEqual(expected));
});

describe("greedy repetition: the first derivation a backtracking engine tries wins", () => {
  // *"a" then *"a": all of the a's are the first component, none the second.
  const dfa = splitterOf('r = x y\nx = *"a"\ny = *"a"\n', ["r"], { x: "first", y: "second" });
  it.each([
    ["", { first: [0, 0], second: [0, 0] }],
    ["aaa", { first: [0, 3], second: [3, 3] }],
  ])("%j → %j", (input, expected) => expect(spans(dfa, dfa.starts[0]!, input)).toEqual(expected));
});

describe("non-ASCII characters (RFC 3987 ucschar): offsets are UTF-16 offsets", () => {
  const dfa = splitterOf("r = a %x2f b\na = 1*%xA0-10FFFF\nb = *ALPHA\n", ["r"], { a: "a", b: "b" });
  it.each([
    ["é/x", { a: [0, 1], b: [2, 3] }],
    ["😀é/", { a: [0, 3], b: [4, 4] }],
  ])("%j → %j", (input, expected) => expect(spans(dfa, dfa.starts[0]!, input)).toEqual(expected));
});

describe("several start rules", () => {
  const dfa = splitterOf('p = a\nq = "-" a\na = 1*DIGIT\n', ["p", "q"], { a: "n" });
  it.each([
    [0, "12", { n: [0, 2] }],
    [1, "-12", { n: [1, 3] }],
    [1, "12", null],
  ])("start %i, %j → %j", (k, input, expected) =>
    expect(spans(dfa, dfa.starts[k]!, input)).toEqual(expected),
  );
});

describe("a limit on the states", () => {
  it("throws TooLarge beyond it", () => {
    const g = grammar("kv = key %x3d val\nkey = 1*ALPHA\nval = *DIGIT\n");
    const nfa = buildNfa([plain(ruleTree(g, "kv", { captures: { key: "key", val: "val" } }))]);
    expect(() => taggedDfa(nfa, 2)).toThrow(TooLarge);
    expect(() => taggedDfa(nfa, 2)).toThrow("more than 2 tagged DFA states");
  });
});
