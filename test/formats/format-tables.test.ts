// The formats' tables of their own (src/grammars.ts: a GrammarBuild with a `module`) hold a few
// start rules of a variant's grammar, so that a bundle of the formats and the Ajv resolver carries a
// fraction of the variant's tables. They must say what the variant's tables say: the same language
// for every rule they hold (the resolver's parts, RFC 3986 Appendix B), and for the format rules the
// same problem (offset, rule, section, expected items in the same order) wherever a value fails.
//
// Exhaustive, not sampled: both minimal DFAs are walked together from each rule's start, over one
// character of every class of either alphabet; every pair of states the walk reaches is compared at
// the end of the input and on every character that both reject.
import { describe, expect, it } from "vitest";
import * as rfc3986 from "../../generated/rfc3986.automata.js";
import * as rfc3986Formats from "../../generated/rfc3986-formats.automata.js";
import * as rfc3987 from "../../generated/rfc3987.automata.js";
import * as rfc3987Formats from "../../generated/rfc3987-formats.automata.js";
import {
  classOf,
  decodeRecognizer,
  decodeRow,
  type PackedDiagnostics,
  type PackedRecognizer,
} from "../../automata/format.js";
import { GrammarRule, grammarProblem } from "../../src/formats/grammar-rule.js";
import { RFC3986_NAMES } from "../../src/formats/uri.js";
import { FORMAT_GRAMMARS } from "../../src/grammars.js";

interface Tables {
  recognizer: PackedRecognizer;
  diagnostics: PackedDiagnostics;
}

/** A minimal DFA, stepped one code point at a time (rows decoded as the walk reaches them). */
function stepper(packed: PackedRecognizer) {
  const tables = decodeRecognizer(packed);
  const rows = new Map<number, Int32Array>();
  return {
    tables,
    next(state: number, code: number): number {
      let row = rows.get(state);
      if (row === undefined)
        rows.set(state, (row = decodeRow(tables.lines[state]!, tables.classes, 0).target));
      return row[code < 128 ? tables.ascii[code]! : classOf(tables, code)]!;
    },
  };
}

/** One code point of every class of both alphabets: every ASCII character, and each interval's first from 128 up. */
function characters(a: PackedRecognizer, b: PackedRecognizer): number[] {
  const starts = new Set<number>([0x80]);
  for (const packed of [a, b])
    for (const pair of packed.unicode === "" ? [] : packed.unicode.split(" "))
      starts.add(parseInt(pair.slice(0, pair.indexOf(":")), 16));
  return [...Array.from({ length: 128 }, (_, c) => c), ...[...starts].sort((x, y) => x - y)];
}

const isSurrogate = (code: number) => code >= 0xd800 && code <= 0xdfff;

/**
 * Walks `rule` in both tables. Returns the number of state pairs reached and what differs: a
 * character one takes and the other rejects, a value one accepts, and, with `problems`, a value
 * whose problem differs.
 */
function compare(
  variant: Tables,
  formats: Tables,
  rule: string,
  problems: boolean,
  otherRule = rule,
  asciiOnly = false,
  names?: typeof RFC3986_NAMES,
) {
  const a = stepper(variant.recognizer);
  const b = stepper(formats.recognizer);
  const ruleA = new GrammarRule(variant.recognizer, rule);
  const ruleB = new GrammarRule(formats.recognizer, otherRule, asciiOnly);
  const differences: string[] = [];
  // With another grammar's names, the expected items may come in another order: compared as a set.
  const key = (p: ReturnType<typeof grammarProblem>) =>
    JSON.stringify(
      names === undefined || p === undefined
        ? p
        : {
            ...p,
            reason: /^expected (.*), found/
              .exec(p.reason)?.[1]
              ?.split(/, | or /)
              .sort(),
            found: p.reason.replace(/^.*, found /, ""),
          },
    );
  const problemsDiffer = (value: string) => {
    const x = grammarProblem(ruleA, value, variant.diagnostics);
    const y = grammarProblem(ruleB, value, formats.diagnostics, names);
    if (key(x) !== key(y))
      differences.push(`${JSON.stringify(value)}: ${JSON.stringify(x)} ≠ ${JSON.stringify(y)}`);
  };
  const codes = characters(variant.recognizer, formats.recognizer).filter((c) => !asciiOnly || c < 128);
  const startA = a.tables.starts.get(rule)!;
  const startB = b.tables.starts.get(otherRule)!;
  // The shortest value that reaches each pair of states.
  const reached = new Map<string, string>([[`${startA} ${startB}`, ""]]);
  const queue: [number, number, string][] = [[startA, startB, ""]];
  while (queue.length > 0) {
    const [s, t, value] = queue.shift()!;
    if (a.tables.accept[s] !== b.tables.accept[t])
      differences.push(`${JSON.stringify(value)}: accepted by one`);
    if (problems) problemsDiffer(value);
    for (const code of codes) {
      const s2 = a.next(s, code);
      const t2 = b.next(t, code);
      const next = value + String.fromCodePoint(code);
      if (s2 < 0 !== t2 < 0) differences.push(`${JSON.stringify(next)}: taken by one`);
      else if (s2 < 0) {
        if (problems) problemsDiffer(next);
      } else {
        // A lone surrogate is not a character; no rule here takes one (a walk through one would
        // build values whose surrogates pair up).
        expect(isSurrogate(code)).toBe(false);
        const key = `${s2} ${t2}`;
        if (!reached.has(key)) {
          reached.set(key, next);
          queue.push([s2, t2, next]);
        }
      }
    }
  }
  // Both DFAs are minimal: for one language, the states each reaches from the rule's start are in
  // one-to-one correspondence, and so the pairs the walk reaches are as many as either's states.
  // (Restricted to US-ASCII, RFC 3987's automaton is no longer minimal: states that differ only on
  // characters from 128 up pair with one state of RFC 3986's.)
  const pairs = [...reached.keys()].map((key) => key.split(" "));
  const one = (k: number) => new Set(pairs.map((pair) => pair[k])).size;
  if (!asciiOnly && (one(0) !== pairs.length || one(1) !== pairs.length))
    differences.push(`${pairs.length} pairs of ${one(0)} and ${one(1)} states`);
  return { pairs: pairs.length, differences: differences.slice(0, 5) };
}

const VARIANT_TABLES: Readonly<Record<string, Tables>> = { rfc3986, rfc3987 };
const MODULE_TABLES: Readonly<Record<string, Tables>> = {
  "rfc3986-formats": rfc3986Formats,
  "rfc3987-formats": rfc3987Formats,
};
/** The rules whose problems formatProblem reports (src/formats/uri.ts); the others serve the Ajv resolver. */
const FORMAT_RULES = new Set(["URI", "URI-reference", "IPv4address", "IPv6address", "IRI", "IRI-reference"]);

const cases = FORMAT_GRAMMARS.filter((g) => g.module !== undefined).flatMap((g) =>
  g.startRules.map((rule) => [g.module!, rule, g.name] as const),
);

describe("the formats' tables of their own say what the variant's tables say", () => {
  it("covers every module's every rule", () => {
    expect(Object.keys(MODULE_TABLES).sort()).toEqual(
      FORMAT_GRAMMARS.filter((g) => g.module !== undefined)
        .map((g) => g.module)
        .sort(),
    );
    expect(cases.length).toBeGreaterThan(2);
  });
  it.each(cases)("%s %s", (module, rule, grammar) => {
    const { pairs, differences } = compare(
      VARIANT_TABLES[grammar]!,
      MODULE_TABLES[module]!,
      rule,
      FORMAT_RULES.has(rule),
    );
    expect(differences).toEqual([]);
    expect(pairs).toBeGreaterThan(0);
  });
});

// src/formats/uri.ts checks uri, uri-reference, ipv4 and ipv6 values on RFC 3987's tables: RFC 3987
// §2.2's rules restricted to US-ASCII must be RFC 3986's. The walk over the ASCII characters
// compares acceptance at every pair of states and, character by character, where each rejects: so
// the same values are accepted, and a rejected value stops at the same offset (the resolver's
// error): a state of RFC 3987's that only a character from U+00A0 up could carry on from would
// pair with RFC 3986's rejection, and be reported.
describe("RFC 3987 §2.2 on US-ASCII is RFC 3986 §3, §4.1 and §3.2.2 (what the URI formats check with)", () => {
  // ... and where a value fails, RFC 3987's tables in RFC 3986's names (RFC3986_NAMES) say what RFC
  // 3986's say: the offset, the rule, the section, what was found and the expected items (as a set:
  // the tables list them in their grammars' orders), at every pair of states and on every character.
  it.each([
    ["URI", "IRI"],
    ["URI-reference", "IRI-reference"],
    ["IPv4address", "IPv4address"],
    ["IPv6address", "IPv6address"],
  ] as const)("RFC 3986 %s = RFC 3987 %s on US-ASCII, and its problems", (rule3986, rule3987) => {
    const { pairs, differences } = compare(
      rfc3986Formats,
      rfc3987Formats,
      rule3986,
      true,
      rule3987,
      true,
      RFC3986_NAMES,
    );
    expect(differences).toEqual([]);
    expect(pairs).toBeGreaterThan(rule3986.startsWith("IPv4") ? 10 : 40);
  });
  it("has teeth: RFC 3987's own names are not RFC 3986's", () => {
    const iri = new GrammarRule(rfc3987Formats.recognizer, "IRI", true);
    const uri = new GrammarRule(rfc3986Formats.recognizer, "URI");
    const ours = grammarProblem(iri, "http://a b", rfc3987Formats.diagnostics, RFC3986_NAMES);
    expect(ours).toEqual(grammarProblem(uri, "http://a b", rfc3986Formats.diagnostics));
    expect(grammarProblem(iri, "http://a b", rfc3987Formats.diagnostics)).toMatchObject({
      rule: "IRI",
      section: "RFC 3987 §2.2",
    });
    const without = new Map(RFC3986_NAMES);
    without.delete("iunreserved");
    expect(grammarProblem(iri, "http://a b", rfc3987Formats.diagnostics, without)!.reason).toContain(
      "iunreserved",
    );
  });
  it("IPv4address and IPv6address take no character from 128 up in RFC 3987's tables either", () => {
    const tables = decodeRecognizer(rfc3987Formats.recognizer);
    for (const rule of ["IPv4address", "IPv6address"]) {
      // Every state these rules reach, over ASCII; none takes a character of a class from 128 up.
      const seen = new Set<number>([tables.starts.get(rule)!]);
      const queue = [...seen];
      while (queue.length > 0) {
        const state = queue.pop()!;
        const row = decodeRow(tables.lines[state]!, tables.classes, 0).target;
        for (let c = 0; c < 128; c++) {
          const next = row[tables.ascii[c]!]!;
          if (next >= 0 && !seen.has(next)) (seen.add(next), queue.push(next));
        }
        for (const code of characters(rfc3987Formats.recognizer, rfc3987Formats.recognizer).filter(
          (c) => c >= 128,
        ))
          expect(row[classOf(tables, code)], `${rule} from state ${state} on U+${code.toString(16)}`).toBe(
            -1,
          );
      }
    }
  });
});
