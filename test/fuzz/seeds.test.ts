// The fuzz targets' laws (scripts/fuzz/targets/, docs/fuzzing.md) on their committed seeds
// (corpus/fuzz/<target>/): each seed passes every law of its target, as `npm run check:fuzz`
// starts from them; and the laws have teeth: an input that breaks one is reported.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { decodeBytes, encodeText, readInput } from "../../scripts/fuzz/input.js";
import { attempt, LawBroken } from "../../scripts/fuzz/laws.js";
import { TARGET_NAMES } from "../../scripts/fuzz/targets.js";
import { UriSyntaxError } from "../../src/index.js";

const corpus = join(import.meta.dirname, "..", "..", "corpus", "fuzz");

describe("every committed seed passes its target's laws", () => {
  for (const target of TARGET_NAMES) {
    it(target, async () => {
      const { fuzz } = (await import(`../../scripts/fuzz/targets/${target}.ts`)) as {
        fuzz: (data: Uint8Array) => void;
      };
      const seeds = readdirSync(join(corpus, target));
      expect(seeds.length).toBeGreaterThan(0);
      for (const seed of seeds)
        expect(() => fuzz(readFileSync(join(corpus, target, seed))), seed).not.toThrow();
    });
  }
});

describe("the input format (scripts/fuzz/input.ts)", () => {
  it("reads generalized UTF-8: a lone surrogate from its three bytes, U+FFFD for an ill-formed byte", () => {
    expect(decodeBytes(Uint8Array.from([0x61, 0xed, 0xa0, 0x80, 0xff, 0xf0, 0x9f, 0x98, 0x80]))).toBe(
      "a\ud800\ufffd\u{1f600}",
    );
    for (const text of ["", "a\ud800b", "\udc00", "é\u{10ffff}", "\u0000\n"])
      expect(decodeBytes(encodeText(text))).toBe(text);
  });
  it("the selector's first word names a variant, or picks one by its characters", () => {
    expect(readInput(encodeText("rfc2396 scheme\nhttp://a/")).record.id).toBe("rfc2396");
    expect(readInput(encodeText("rfc2396 scheme\nhttp://a/")).words).toEqual(["scheme"]);
    expect(readInput(encodeText("rfc2396 scheme\nhttp://a/\nb")).rest).toBe("http://a/\nb");
    expect(readInput(encodeText("zzz\nx")).record.id).toBe(readInput(encodeText("zzz\ny")).record.id);
  });
});

describe("the rule on exceptions (scripts/fuzz/laws.ts attempt)", () => {
  it("an allowed error is a value; any other exception breaks the law", () => {
    const syntax = new UriSyntaxError({
      input: "a b",
      offset: 1,
      line: 1,
      column: 2,
      expected: ["pchar"],
      found: " ",
      context: null,
      ruleStack: [],
      rule: "URI",
      variant: "rfc3986",
    });
    expect(
      attempt(
        "x",
        () => {
          throw syntax;
        },
        [UriSyntaxError],
      ),
    ).toEqual({ ok: false, error: syntax });
    expect(() =>
      attempt(
        "x",
        () => {
          throw new TypeError("t");
        },
        [UriSyntaxError],
      ),
    ).toThrow(LawBroken);
    expect(() =>
      attempt(
        "x",
        () => {
          throw new RangeError("Maximum call stack size exceeded");
        },
        [],
      ),
    ).toThrow(LawBroken);
  });
  it("a syntax error whose offset is outside its input breaks the law", () => {
    const wrong = new UriSyntaxError({
      input: "ab",
      offset: 5,
      line: 1,
      column: 6,
      expected: ["x"],
      found: null,
      context: null,
      ruleStack: [],
      rule: "URI",
      variant: "rfc3986",
    });
    expect(() =>
      attempt(
        "x",
        () => {
          throw wrong;
        },
        [UriSyntaxError],
      ),
    ).toThrow(/syntax error offset/);
  });
});
