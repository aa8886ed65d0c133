// Pass "expectations" (compiler/passes/expectations.ts): at each recognizer state, the items an error
// message names as expected, by the outermost token rule an edge begins, else its quoted string
// (RFC 5234 §2.3), else its characters; with the rules around them (the stack).
import { describe, expect, it } from "vitest";
import { ExpectationTable } from "../../../compiler/passes/expectations.js";
import { ruleTree } from "../../../compiler/passes/lower.js";
import { buildNfa } from "../../../compiler/passes/nfa.js";
import { recognizerDfa } from "../../../compiler/passes/subset.js";
import { grammar, stateAfter } from "./tiny.js";

/** A path segment after RFC 3986 §3.3, with pchar and HEXDIG as tokens (as the PEG names them). */
const g = grammar(
  'seg = *pchar "/" ("ab" / "ac")\npchar = unreserved / pct\nunreserved = ALPHA / "-"\npct = "%" HEXDIG HEXDIG\n',
);
const dfa = recognizerDfa(buildNfa([ruleTree(g, "seg")]));
const table = new ExpectationTable((rule) => rule === "pchar" || rule === "HEXDIG");
const states = table.statesOf(dfa);
/** The expected items after a prefix, as "stack: kind text". */
const expectedAfter = (prefix: string) =>
  states[stateAfter(dfa, dfa.starts[0]!, prefix)]!.map((id) => {
    const item = table.items[id]!;
    return `${table.stacks[item.stack]!.join(" ")}: ${item.kind} ${item.text}`;
  });

describe("expected items at each state of the recognizer", () => {
  it.each([
    ["", ["seg: rule pchar", "seg: chars 2f"]],
    ["a-", ["seg: rule pchar", "seg: chars 2f"]],
    // Inside a pct-encoded already begun, what it still expects, not the pchar.
    ["%", ["seg pchar pct: rule HEXDIG"]],
    ["%4", ["seg pchar pct: rule HEXDIG"]],
    ["/", ["seg: literal ab", "seg: literal ac"]],
    // A quoted string begun: the rest of it.
    ["/a", ["seg: literal b", "seg: literal c"]],
    ["/ab", []],
  ])("after %j: %j", (prefix, items) => expect(expectedAfter(prefix)).toEqual(items));
});

describe("the table: stacks and items interned once per grammar", () => {
  it("keeps each stack and item once", () => {
    expect(table.stacks).toEqual([["seg"], ["seg", "pchar", "pct"]]);
    expect(new Set(table.items.map((i) => JSON.stringify(i))).size).toBe(table.items.length);
  });
  it("gives each state its ids sorted, without repeats", () =>
    expect(states.every((ids) => ids.every((id, i) => i === 0 || ids[i - 1]! < id))).toBe(true));
  it("never names the start rule itself as the token", () => {
    const own = new ExpectationTable(() => true);
    const d = recognizerDfa(buildNfa([ruleTree(grammar("r = %x61-63 / %x78\n"), "r")]));
    own.statesOf(d);
    expect(own.items).toEqual([
      { stack: 0, kind: "chars", text: "61-63" },
      { stack: 0, kind: "chars", text: "78" },
    ]);
  });
});
