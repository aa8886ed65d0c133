// The component model of the three oldest variants (the URL drafts of 1993 and 1994, RFC 1738):
// every character of a valid input is inside exactly one component or is a delimiter that
// recomposition puts back (RFC 3986 §5.3: scheme ":", "//" authority, path, "?" query, "#"
// fragment). The grammars' headers give the model (url-draft-1993.abnf T14-T15,
// url-draft-1994.abnf T12-T15, rfc1738.abnf T10-T11); this checks it as a law, on every start rule
// that has components: strings drawn from the rule's own ABNF (compiler/sample.ts) and each of them
// mutated once, a fixed seed and a count of runs. test/syntax/paths-agree.test.ts holds the same
// components equal in the automata, the ABNF's oracle and the PEG transcription.
import { isDeepStrictEqual } from "node:util";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { mutate, mutationAlphabet } from "../../compiler/equivalence.js";
import { plain, ruleTree } from "../../compiler/passes/lower.js";
import { prng, sampler } from "../../compiler/sample.js";
import { recompose, safeParse } from "../../src/index.js";
import type { PartialComponents } from "../../src/syntax/components.js";
import { ALL_VARIANTS } from "../../src/variants/all.js";
import { grammarOf, oracle, oracleSplit } from "../helpers/oracle.js";
import { pegParse } from "../helpers/peg.js";

const VARIANTS = ["url-draft-1993", "url-draft-1994", "rfc1738"];
const RUNS = 50;
const SEED = 14;

/**
 * What the components of `u` must give back: a rule that is one component (host, path, search...)
 * is that component, whole; an authority rule (hostport, login) recomposes to "//" and itself; any
 * other rule with components (a URL, a partial form, a scheme-specific address) recomposes to itself.
 */
function law(own: string | undefined, u: string, c: PartialComponents): void {
  if (own === "authority") expect(recompose(c)).toBe("//" + u);
  if (own !== undefined) expect((c as Record<string, string>)[own]).toBe(u);
  else expect(recompose(c)).toBe(u);
}

for (const variant of ALL_VARIANTS.filter((v) => VARIANTS.includes(v.id))) {
  describe(`${variant.id}: recompose(parse(u)) === u on every start rule with components`, () => {
    const grammar = grammarOf(variant.grammar);
    const alphabet = mutationAlphabet(grammar);
    const rules = variant.startRules.filter((rule) => {
      const o = oracle({ variant: variant.id, rule });
      return o.component !== undefined || o.groups.length > 0;
    });
    it.each(rules)("%s", (rule) => {
      const options = { variant: variant.id, rule } as never;
      const own = oracle({ variant: variant.id, rule }).component;
      const tree = plain(ruleTree(grammar, rule));
      // A drawn string, or that string mutated once (kept when the rule still accepts it).
      const input = fc
        .tuple(fc.noBias(fc.integer({ min: 0, max: 0x7fffffff })), fc.boolean())
        .map(([seed, mutated]) => {
          const u = sampler(tree, seed)();
          return mutated ? mutate(u, alphabet, prng(seed)) : u;
        });
      let checked = 0;
      fc.assert(
        fc.property(input, (u) => {
          const result = safeParse(u, options);
          if (!result.ok) return;
          checked++;
          law(own, u, result.value);
        }),
        { seed: SEED, numRuns: RUNS },
      );
      // Drawn strings are in the language: at least those were checked.
      expect(checked).toBeGreaterThanOrEqual(RUNS / 3);
    });
  });
}

describe("the law, on the inputs of issue 14", () => {
  it.each([
    ["rfc1738", "ftp://U@Host:21/p;type=a"],
    ["rfc1738", "gopher://Host/1sel"],
    ["rfc1738", "FILE:///HELLO"],
    ["url-draft-1993", "http://Example.com/a/b"],
    ["url-draft-1993", "v::."],
    ["url-draft-1993", "//X/y"],
    ["url-draft-1994", "mailto:a%41@b"],
    ["url-draft-1994", "url:wais://h/db/t/1=a;"],
  ])("%s %j", (variant, u) => {
    const result = safeParse(u, { variant } as never);
    expect(result.ok).toBe(true);
    if (result.ok) law(undefined, u, result.value);
  });
});

// Where the drafts' grammars are ambiguous (":" and "@" are xalphas in 1993, "@" in 1994), the
// readings T11-T13 (url-draft-1993.abnf) and T14 (url-draft-1994.abnf) decide the components, and
// the PEG transcriptions reach them by lookahead. Every short string over the characters of those
// ambiguities, after each prefix, gets the same components (or the same rejection) from the
// automata, the ABNF's oracle and the PEG.
describe("the ambiguous corners, exhaustively: automata, oracle and PEG agree", () => {
  const strings = (alphabet: readonly string[], length: number): string[] =>
    length === 0 ? [""] : strings(alphabet, length - 1).flatMap((s) => alphabet.map((c) => s + c));
  // Every string of up to 3 of these characters, and of 4 and 5 of the four that make the
  // ambiguities (a host or user name, a port, ":" and "@").
  const tails = [
    ...[1, 2, 3].flatMap((n) => strings(["a", "1", ":", "@", ".", "/"], n)),
    ...[4, 5].flatMap((n) => strings(["a", "1", ":", "@"], n)),
  ];
  it.each([
    ["url-draft-1993", "reference", ["telnet://", "http://", "//", "x:"]],
    ["url-draft-1994", "reference", ["telnet://", "url:telnet://", "ftp://"]],
    ["rfc1738", "url", ["telnet://", "x://", "file://"]],
  ])("%s %s", (variant, rule, prefixes) => {
    const options = { variant, rule };
    let accepted = 0;
    const disagreements: string[] = [];
    for (const prefix of prefixes)
      for (const tail of tails) {
        const input = prefix + tail;
        const expected = oracleSplit(input, options);
        const result = safeParse(input, options as never);
        const automata = result.ok ? result.value : null;
        const peg = pegParse(input, options);
        if (result.ok) accepted++;
        if (!isDeepStrictEqual(automata, expected) || !isDeepStrictEqual(peg, expected))
          disagreements.push(
            `${JSON.stringify(input)}: oracle ${JSON.stringify(expected)}, automata ${JSON.stringify(automata)}, PEG ${JSON.stringify(peg)}`,
          );
      }
    expect(disagreements.slice(0, 5)).toEqual([]);
    expect(accepted).toBeGreaterThan(100);
  });
});
