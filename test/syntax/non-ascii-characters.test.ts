// nonAsciiCharacters (automata/engines.ts): the code points from 128 up that a rule matches as a one-character
// string, read by character class. The normalizer decodes percent-encoded UTF-8 with it (RFC 3987
// §5.3.2.3: iunreserved), so it must agree with running the rule on the character itself.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { nonAsciiCharacters } from "../../automata/engines.js";
import { ruleOf } from "../../src/syntax/start-rule.js";
import { rfc3986 } from "../../src/variants/rfc3986.js";
import { rfc3987 } from "../../src/variants/rfc3987.js";

describe("RFC 3987 §2.2 iunreserved and RFC 3986 §2.3 unreserved, by character class", () => {
  it("RFC 3986's unreserved matches no character from 128 up", () => {
    const rule = ruleOf("test", rfc3986, "unreserved");
    expect(nonAsciiCharacters(rule.recognizer, rule.start)).toBeUndefined();
  });
  it.each([
    [0xa0, true], // the first ucschar
    [0xe9, true], // é
    [0xd7ff, true],
    [0xfdcf, true],
    [0xfdd0, false], // a noncharacter, outside ucschar
    [0xfffe, false],
    [0x10000, true],
    [0xe000, false], // iprivate: allowed in the query only, not in iunreserved
    [0x80, false],
    [0x9f, false],
  ])("U+%s under RFC 3987: %s", (code, expected) => {
    const rule = ruleOf("test", rfc3987, "iunreserved");
    expect(nonAsciiCharacters(rule.recognizer, rule.start)!(code)).toBe(expected);
  });
  it("agrees with the rule run on the character, on every sampled code point", () => {
    const rule = ruleOf("test", rfc3987, "iunreserved");
    const byClass = nonAsciiCharacters(rule.recognizer, rule.start)!;
    fc.assert(
      fc.property(fc.integer({ min: 0x80, max: 0x10ffff }), (code) => {
        if (code >= 0xd800 && code <= 0xdfff) return; // a lone surrogate is not a character
        expect(byClass(code)).toBe(rule.recognizer.test(String.fromCodePoint(code), rule.start));
      }),
      { numRuns: 2000, seed: 11 },
    );
  });
});
