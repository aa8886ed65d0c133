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
import { isValid } from "../../src/index.js";
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
