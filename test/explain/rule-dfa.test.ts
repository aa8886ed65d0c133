// One rule's minimal DFA read out of a grammar's recognizer (src/explain/rule-dfa.ts): what the
// explorer's "becomes code" panel draws, tabulates and runs. Its runs are isValid's verdicts; its
// states are the rule's minimal DFA (no two accept the same strings); its classes cover every
// character once.
import { describe, expect, it } from "vitest";
import { corpusFor } from "../../corpus/variants/index.js";
import { classIn, ruleDfaOf, runDfa } from "../../src/explain/rule-dfa.js";
import { isValid } from "../../src/index.js";
import { rfc3986 } from "../../src/variants/rfc3986.js";

const RULES = ["host", "IPv4address", "dec-octet", "port", "scheme", "h16", "pct-encoded", "URI-reference"];

describe("RFC 3986: each rule's DFA", () => {
  it.each(RULES)("%s: runs give isValid's verdict on the corpus", (rule) => {
    const dfa = ruleDfaOf(rfc3986.automata.recognizer, rule)!;
    for (const input of corpusFor("rfc3986"))
      expect(runDfa(dfa, input).accepted, JSON.stringify(input)).toBe(isValid(input, { rule } as never));
  });
  it.each(RULES)(
    "%s: minimal (Moore's partition refines nothing) and its classes partition the characters",
    (rule) => {
      const dfa = ruleDfaOf(rfc3986.automata.recognizer, rule)!;
      const C = dfa.classes.length;
      // Moore: start from accepting / not, split by the blocks of the successors until stable.
      let block: number[] = dfa.accepting.map((a) => (a ? 1 : 0));
      for (;;) {
        const keys = block.map((b, s) =>
          [
            b,
            ...Array.from({ length: C }, (_, c) => {
              const t = dfa.next[s * C + c]!;
              return t < 0 ? -1 : block[t]!;
            }),
          ].join(" "),
        );
        const ids = new Map<string, number>();
        const next = keys.map((k) => (ids.has(k) ? ids.get(k)! : (ids.set(k, ids.size), ids.size - 1)));
        if (ids.size === new Set(block).size) break;
        block = next;
      }
      expect(new Set(block).size).toBe(dfa.states);
      for (const code of [0, 0x20, 0x2f, 0x41, 0x7f, 0x80, 0xe9, 0xffff, 0x1f600])
        expect(
          dfa.classes[classIn(dfa, code)]!.ranges.some(([a, b]) => code >= a && code <= b) ||
            classIn(dfa, code) === C - 1,
        ).toBe(true);
      const covered = dfa.classes.flatMap((c) => c.ranges).reduce((n, [a, b]) => n + (b - a + 1), 0);
      expect(covered).toBe(0x110000);
    },
  );
  it("dec-octet: six states, 0 the start, and the state after 25 takes only 0-5", () => {
    const dfa = ruleDfaOf(rfc3986.automata.recognizer, "dec-octet")!;
    expect(dfa.states).toBe(6);
    const run = runDfa(dfa, "25");
    const after = run.states.at(-1)!;
    const takes = dfa.classes
      .filter((_, c) => dfa.next[after * dfa.classes.length + c]! >= 0)
      .map((c) => c.text);
    expect(takes).toEqual(['"0"', '"1"', '"2"', "[3-4]", '"5"']);
    expect(runDfa(dfa, "256").accepted).toBe(false);
  });
  it("is undefined for a rule that is no start rule", () => {
    expect(ruleDfaOf(rfc3986.automata.recognizer, "ALPHA")).toBeUndefined();
  });
});
