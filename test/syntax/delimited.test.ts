// RFC 3986 Appendix B's reading of a reference at its delimiters, and §3.2's of its authority, as
// src/syntax/delimited.ts runs it (an automaton that records where each delimiter is, alone or
// beside the recognizer), against the appendix's regular expression as printed and §3.2 read the
// plain way (the userinfo up to the first "@", the host up to the first ":" or an IP literal's "]"),
// on every string of up to five characters over the delimiters and many longer ones; and, for the
// strings the grammar accepts, against the grammar's own components (the tagged DFA).
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { splitter as packedSplitter } from "../../generated/rfc3986.automata.js";
import { Splitter } from "../../automata/engines.js";
import { decodeSplitter } from "../../automata/format.js";
import { newSpans, PATH_SPAN } from "../../automata/spans.js";
import * as rfc3986Automata from "../../generated/rfc3986.automata.js";
import * as rfc3987Automata from "../../generated/rfc3987.automata.js";
import * as rfc6874Automata from "../../generated/rfc6874.automata.js";
import { isValid, safeParse } from "../../src/index.js";
import { rfc3986 } from "../../src/variants/rfc3986.js";
import { rfc3987 } from "../../src/variants/rfc3987.js";
import { rfc6874 } from "../../src/variants/rfc6874.js";
import type { Variant } from "../../src/variants/types.js";
import { splitDelimited } from "../../src/syntax/delimited.js";

// RFC 3986 Appendix B, as printed.
const APPENDIX_B = /^(([^:/?#]+):)?(\/\/([^/?#]*))?([^?#]*)(\?([^#]*))?(#(.*))?/;

/** The spans Appendix B's groups give, and RFC 3986 §3.2's reading of the authority. */
function asPrinted(input: string): number[] {
  const m = APPENDIX_B.exec(input)!;
  const spans = Array<number>(18).fill(-1);
  let at = 0;
  const group = (k: number, text: string | undefined, from: number) => {
    if (text !== undefined) [spans[k], spans[k + 1]] = [from, from + text.length];
  };
  if (m[1] !== undefined) {
    group(0, m[2], 0);
    at = m[1].length;
  }
  if (m[3] !== undefined) {
    const from = at + 2;
    const authority = m[4]!;
    group(2, authority, from);
    const atSign = authority.indexOf("@");
    const hostFrom = atSign === -1 ? 0 : atSign + 1;
    if (atSign !== -1) group(4, authority.slice(0, atSign), from);
    const rest = authority.slice(hostFrom);
    const close = rest.indexOf("]");
    const host = rest.startsWith("[")
      ? close === -1
        ? rest
        : rest.slice(0, close + 1)
      : rest.split(":")[0]!;
    group(6, host, from + hostFrom);
    if (rest[host.length] === ":") group(8, rest.slice(host.length + 1), from + hostFrom + host.length + 1);
    at += m[3].length;
  }
  group(PATH_SPAN, m[5], at);
  at += m[5]!.length;
  if (m[6] !== undefined) group(14, m[7], at + 1);
  if (m[8] !== undefined) group(16, m[9], at + (m[6]?.length ?? 0) + 1);
  return spans;
}

describe("RFC 3986 Appendix B and §3.2, as the automaton reads them", () => {
  it("every string of up to five delimiters and letters", () => {
    const alphabet = [":", "/", "?", "#", "@", "[", "]", "a"];
    let count = 0;
    for (let length = 0; length <= 5; length++)
      for (let k = 0; k < alphabet.length ** length; k++) {
        let input = "";
        for (let x = k, j = 0; j < length; j++, x = Math.floor(x / alphabet.length))
          input += alphabet[x % alphabet.length];
        expect([...splitDelimited(input)], JSON.stringify(input)).toEqual(asPrinted(input));
        count++;
      }
    expect(count).toBe(37449);
  });

  it("longer strings, non-ASCII among them", () => {
    const alphabet = [":", "/", "?", "#", "@", "[", "]", "a", "1", "\u00e9", "%", "//", "://"];
    let seed = 1;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    for (let i = 0; i < 20000; i++) {
      let input = "";
      for (let j = Math.floor(random() * 24); j > 0; j--)
        input += alphabet[Math.floor(random() * alphabet.length)];
      expect([...splitDelimited(input)], JSON.stringify(input)).toEqual(asPrinted(input));
    }
  });

  it("the grammar's components on every valid reference of the bench's corpus (RFC 3986 §3)", () => {
    const urls = readFileSync(new URL("../../bench/data/urls.txt", import.meta.url), "utf8")
      .split("\n")
      .filter((u) => u !== "" && isValid(u));
    const tagged = new Splitter(decodeSplitter(packedSplitter!));
    const start = tagged.start("URI-reference")!;
    expect(urls.length).toBeGreaterThan(30000);
    for (const url of urls) {
      const expected = [...tagged.split(url, start, newSpans())!];
      if (expected[PATH_SPAN]! < 0)
        expected[PATH_SPAN] = expected[PATH_SPAN + 1] = splitDelimited(url)[PATH_SPAN]!;
      expect([...splitDelimited(url)], url).toEqual(expected);
    }
  });
});

// The rules a record's document reads at its delimiters (its references, and the hier-part,
// relative-part and authority inside them, src/syntax/start-rule.ts) are split by the reading beside
// the recognizer, not by the grammar's tagged DFA: the same verdicts and the same components as the
// tagged DFA's, rule by rule, on the corpus's references, on the parts cut out of them at each
// delimiter, and on every short string over the delimiters.
describe("RFC 3986 §3, §3.2, §4.2, RFC 3987 §2.2 and RFC 6874 §2: the rules read at the delimiters split as the grammar does", () => {
  const urls = readFileSync(new URL("../../bench/data/urls.txt", import.meta.url), "utf8")
    .split("\n")
    .filter((u) => u !== "")
    .slice(0, 2000);
  const pieces = new Set<string>();
  for (const url of urls) {
    pieces.add(url);
    for (let i = 0; i < url.length; i++)
      if (":/@?#".includes(url[i]!)) {
        const rest = url.slice(i + 1);
        pieces.add(rest);
        pieces.add(url.slice(i));
        pieces.add(rest.split(/[/?#]/)[0]!);
        pieces.add(rest.split(/[?#]/)[0]!);
      }
  }
  const alphabet = ["a", "1", ":", "/", "@", "[", "]", "?", "#", "%41", ".", "v1.x", "::1", "\u00e9", "%25"];
  for (let length = 0; length <= 4; length++)
    for (let k = 0; k < alphabet.length ** length; k++) {
      let input = "";
      for (let x = k, j = 0; j < length; j++, x = Math.floor(x / alphabet.length))
        input += alphabet[x % alphabet.length];
      pieces.add(input);
    }

  it.each([
    [rfc3986, rfc3986Automata],
    [rfc3987, rfc3987Automata],
    [rfc6874, rfc6874Automata],
  ] as const)("$id", (variant, automata) => {
    // The same variant, split by its tagged DFA alone.
    const tagged = { ...variant, delimited: undefined, automata } as unknown as Variant;
    const rules = Object.keys(automata.splitter!.starts);
    expect(rules.length).toBe(7);
    let accepted = 0;
    for (const rule of rules) {
      for (const input of pieces) {
        const expected = safeParse(input, { variant: tagged, rule });
        const actual = safeParse(input, { variant: variant as Variant, rule });
        expect(actual.ok, `${rule} ${JSON.stringify(input)}`).toBe(expected.ok);
        if (!expected.ok) continue;
        accepted++;
        expect(actual.ok && actual.value, `${rule} ${JSON.stringify(input)}`).toEqual(expected.value);
      }
    }
    expect(accepted).toBeGreaterThan(10000);
  });
});
