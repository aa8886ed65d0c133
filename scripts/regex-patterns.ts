// Patterns for the agreement of the `regex` format (src/formats/regex.ts) with its oracle,
// @eslint-community/regexpp (ecmaVersion 2025, Unicode mode): the fragments of ECMA-262 §22.2.1's
// syntax that generated patterns are made of, valid patterns to mutate, the oracle itself, and the
// test of a sensible error offset. Used by test/formats/regex.test.ts (a few thousand patterns) and
// `npm run check:regex` (scripts/check-regex.ts: every short sequence of fragments, and many more
// generated ones).
import { RegExpValidator } from "@eslint-community/regexpp";
import fc from "fast-check";

/** Fragments: each production's pieces, right and wrong, and characters that are none. */
// prettier-ignore
export const FRAGMENTS: readonly string[] = [
  // PatternCharacter, SyntaxCharacter
  "a", "b", "z", "0", "1", "9", "-", ",", "=", "!", ":", "<", ">", "/", "_", " ", "\n", "é", "·", "😀",
  "\uD83D", "\uDE00", "\u200C",
  "^", "$", ".", "|", "(", ")", "[", "]", "{", "}", "*", "+", "?", "\\",
  // Quantifier
  "{1}", "{2,}", "{1,2}", "{2,1}", "{0,0}", "{,1}", "{1", "*?", "+?", "??", "{3}?",
  // groups, lookarounds, modifiers
  "(?:", "(?=", "(?!", "(?<=", "(?<!", "(?<a>", "(?<b>", "(?<", "(?<1>", "(?<$_>", "(?<é>", "(?<a\\u0062>",
  "(?<\\u{1D49C}>", "(?<\\uD835\\uDC9C>", "(?<\\uD835>", "(?i:", "(?-i:", "(?i-s:", "(?ms-i:", "(?ii:",
  "(?i-i:", "(?-:", "(?", "(?x:", "(?i",
  // escapes
  "\\d", "\\D", "\\w", "\\W", "\\s", "\\S", "\\b", "\\B", "\\1", "\\2", "\\10", "\\0", "\\00", "\\01",
  "\\k<a>", "\\k<b>", "\\k", "\\k<", "\\c", "\\cA", "\\cz", "\\c1", "\\x", "\\x4", "\\x41", "\\u", "\\u004",
  "\\u0041", "\\u{41}", "\\u{10FFFF}", "\\u{110000}", "\\u{}", "\\u{", "\\uD83D", "\\uDE00", "\\uD83D\\uDE00",
  "\\f", "\\n", "\\t", "\\-", "\\/", "\\a", "\\e", "\\ ", "\\]", "\\{", "\\|", "\\é",
  // property escapes
  "\\p{L}", "\\p{Lu}", "\\P{Letter}", "\\p{gc=Nd}", "\\p{General_Category=Lu}", "\\P{Script=Latin}",
  "\\p{sc=Grek}", "\\p{scx=Hira}", "\\p{Script_Extensions=Zzzz}", "\\p{ASCII}", "\\p{Any}", "\\p{ID_Start}",
  "\\p{RGI_Emoji}", "\\p{sc=Foo}", "\\p{Foo}", "\\p{Foo=Lu}", "\\p{gc=Latin}", "\\p{Script=Lu}", "\\p{lu}",
  "\\p", "\\p{", "\\p{L", "\\p{=}", "\\p{}",
  // classes
  "[a]", "[^a]", "[]", "[^]", "[a-z]", "[z-a]", "[\\d-a]", "[a-\\d]", "[--a]", "[a-]", "[\\b]", "[\\B]",
  "[\\-]", "[\\1]", "[\\0]", "[\\k<a>]", "[\\uD83D\\uDE00-\\uD83D\\uDE01]", "[😀-😁]", "[[]", "[^", "[a-",
];

/** Valid patterns, whose mutations are near the edge of the grammar. */
export const VALID: readonly string[] = [
  "^[a-z]+$",
  "^\\d{3}-\\d{4}$",
  "(?<year>\\d{4})-(?<month>\\d{2})\\k<year>",
  "(?<x>a)|(?<x>b)",
  "(?:(?<x>a)|(?<x>b))\\k<x>",
  "(?i:ab)(?-i:c)(?ms-i:d)",
  "(?<=\\$)\\d+(?!\\.)",
  "\\p{Lu}\\P{Script=Greek}[\\p{Nd}\\-_]",
  "[\\uD83D\\uDE00-\\uD83D\\uDE4F]\\u{1F600}",
  "a{2,}?b{0,3}c*?d+?e??",
  "(a)(b)(c)\\3\\2\\1",
  "[^\\]\\\\]|\\/|\\cJ\\x41\\u0041\\0",
  "(?<é$_\\u0062>)\\k<é$_b>",
  "[\\b\\d-]|[-a]|[a-b-c]",
  "^(([a-z])+.)+[A-Z]([a-z])+$",
  "\\u{10FFFF}|\\uDBFF\\uDFFF|😀",
];

const validator = new RegExpValidator({ ecmaVersion: 2025 });

/** regexpp's verdict: undefined for a Pattern, else its error's index and message. */
export function oracle(value: string): { index: number; message: string } | undefined {
  try {
    validator.validatePattern(value, 0, value.length, { unicode: true });
    return undefined;
  } catch (error) {
    const e = error as SyntaxError & { index: number };
    return { index: e.index, message: e.message.replace(/^Invalid regular expression: \/.*\/[a-z]*: /s, "") };
  }
}

/**
 * Beginnings of what a prefix may lack: a character, a range's end, a group name, a Quantifier's
 * end, an escape's digits, a property or a Script, a modifier group's ":".
 */
const STEMS = ["", "a", "z>", "1}", "}", "L}", "Latin}", "41}", "41", "0041", "A", ":", ">", "\\u{10FFFF}"];

/**
 * Whether the prefix is the beginning of some Pattern (by regexpp): an error's offset is sensible
 * when what comes before it can still go on to a valid pattern, so the offset is not past the
 * error. Tried with each stem, then closing what regexpp finds open (")", "]"), adding the groups
 * that backreferences ask for (as a last Alternative: "|()()…", "|(?<name>)").
 */
export function viable(prefix: string): boolean {
  for (const stem of STEMS) {
    let closers = "";
    let groups: string | undefined;
    let bracket = false;
    for (let k = 0; k <= prefix.length + 2; k++) {
      const candidate = prefix + stem + closers + (groups ?? "");
      const error = oracle(candidate);
      if (error === undefined) return true;
      if (error.message === "Unterminated group") closers += ")";
      else if (error.message === "Unterminated character class") closers += "]";
      else if (groups === undefined) {
        const numbers = [...candidate.matchAll(/\\([1-9]\d*)/g)].map((m) => Number(m[1]));
        // Names as written, escapes and all: the same text is the same CapturingGroupName.
        const declared = new Set([...candidate.matchAll(/\(\?<([^>=!]*)>/g)].map((m) => m[1]!));
        const names = [...candidate.matchAll(/\\k<((?:[^>\\]|\\u(?:[0-9a-fA-F]{4}|\{[0-9a-fA-F]+\}))*)>/g)]
          .map((m) => m[1]!)
          .filter((n) => !declared.has(n));
        groups = "|" + "()".repeat(Math.max(0, ...numbers)) + names.map((name) => `|(?<${name}>)`).join("");
      } else if (!bracket) {
        // A class left open hides the groups from regexpp's count, before it says the class is open.
        bracket = true;
        closers += "]";
      } else break;
    }
  }
  return false;
}

/** Patterns: fragments in a row, or a valid pattern with a fragment put in, or a piece cut out. */
export const patterns: fc.Arbitrary<string> = fc.oneof(
  fc.array(fc.constantFrom(...FRAGMENTS), { maxLength: 8 }).map((parts) => parts.join("")),
  fc
    .tuple(fc.constantFrom(...VALID), fc.nat(), fc.constantFrom(...FRAGMENTS))
    .map(
      ([valid, at, fragment]) =>
        valid.slice(0, at % (valid.length + 1)) + fragment + valid.slice(at % (valid.length + 1)),
    ),
  fc
    .tuple(fc.constantFrom(...VALID), fc.nat(), fc.integer({ min: 1, max: 3 }))
    .map(
      ([valid, at, length]) => valid.slice(0, at % valid.length) + valid.slice((at % valid.length) + length),
    ),
);
