// The `regex` format (src/formats/regex.ts): ECMA-262 §22.2.1 Pattern[+UnicodeMode,
// +NamedCaptureGroups] with §22.2.1.1's early errors (ECMAScript 2025), one table per production,
// each row's verdict also regexpp's (@eslint-community/regexpp, the oracle; its few mistakes are a
// block of their own); then the property: on generated patterns (scripts/regex-patterns.ts, fixed
// seed, counted runs) the verdict is regexpp's and an error's offset sensible. `npm run check:regex`
// runs the same on many more.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { regex, regexProblem } from "../../src/formats/regex.js";
import { oracle, patterns, viable } from "../../scripts/regex-patterns.js";

const SYNTAX = "ECMA-262 §22.2.1";
const EARLY = "ECMA-262 §22.2.1.1";

type Row = readonly [pattern: string, expected: true | { offset: number; rule: string; section: string }];

/** A table of patterns: each valid (true) or failing as given, as regexpp says too. */
function table(rows: readonly Row[]): void {
  it.each(rows)("%j", (pattern, expected) => {
    if (expected === true) {
      expect(regexProblem(pattern)).toBeUndefined();
      expect(regex(pattern)).toBe(true);
    } else {
      expect(regexProblem(pattern)).toMatchObject(expected);
      expect(regex(pattern)).toBe(false);
    }
    expect(oracle(pattern) === undefined).toBe(expected === true);
  });
}
const bad = (offset: number, rule: string, section = SYNTAX) => ({ offset, rule, section });

describe("ECMA-262 §22.2.1 Pattern, Disjunction, Alternative, Term", () => {
  table([
    ["", true],
    ["a|b", true],
    ["|", true],
    ["a||b|", true],
    ["(a|b|)|c", true],
    [")", bad(0, "Pattern")],
    ["a)b", bad(1, "Pattern")],
    ["(", bad(1, "Atom")],
    ["((a)", bad(4, "Atom")],
    ["(?:a|b", bad(6, "Atom")],
  ]);
});

describe("ECMA-262 §22.2.1 Assertion", () => {
  table([
    ["^$\\b\\B", true],
    ["(?=a)(?!b)(?<=c)(?<!d)", true],
    ["(?<=(?<!a)b)", true],
    ["^*", bad(1, "Term")],
    ["$?", bad(1, "Term")],
    ["\\b+", bad(2, "Term")],
    ["(?=a)*", bad(5, "Term")],
    ["(?!a){1}", bad(5, "Term")],
    ["(?<=a)?", bad(6, "Term")],
    ["(?<!a)+", bad(6, "Term")],
  ]);
});

describe("ECMA-262 §22.2.1 Quantifier, QuantifierPrefix", () => {
  table([
    ["a*b+c?", true],
    ["a*?b+?c??", true],
    ["a{0}b{1,}c{1,2}d{3}?", true],
    ["a{001,1}b{0,00}", true],
    ["a{123456789012345678,}", true],
    ["*", bad(0, "Term")],
    ["a|+", bad(2, "Term")],
    ["a**", bad(2, "Term")],
    ["a???", bad(3, "Term")],
    ["a{1}{2}", bad(4, "Term")],
    ["{1}", bad(0, "Term")],
    ["a{", bad(1, "QuantifierPrefix")],
    ["a{1", bad(1, "QuantifierPrefix")],
    ["a{,1}", bad(1, "QuantifierPrefix")],
    ["a{1,2", bad(1, "QuantifierPrefix")],
    ["a{1,2,3}", bad(1, "QuantifierPrefix")],
    ["a{x}", bad(1, "QuantifierPrefix")],
  ]);
});

describe("ECMA-262 §22.2.1.1 QuantifierPrefix: the first DecimalDigits' MV ≤ the second's", () => {
  table([
    ["a{2,2}", true],
    ["a{1,01}", true],
    ["a{9,10}", true], // MVs, not strings: 9 ≤ 10
    ["a{1,00}", bad(1, "QuantifierPrefix", EARLY)],
    ["a{2,1}", bad(1, "QuantifierPrefix", EARLY)],
    ["a{10,9}", bad(1, "QuantifierPrefix", EARLY)],
    ["(a){0100,99}", bad(3, "QuantifierPrefix", EARLY)],
  ]);
});

describe("ECMA-262 §22.2.1 Atom, PatternCharacter (SourceCharacter but not SyntaxCharacter)", () => {
  table([
    ["abc", true],
    ["/-,:=!<>_ é😀", true],
    ["a\nb\u2028c", true],
    ["\uD83D\uDE00", true],
    ["\uD83D", true],
    ["\uDE00a\uD83D", true],
    [".", true],
    ["]", bad(0, "PatternCharacter")],
    ["a}", bad(1, "PatternCharacter")],
    ["{", bad(0, "PatternCharacter")],
    ["a|{b", bad(2, "PatternCharacter")],
    ["{}", bad(0, "PatternCharacter")], // no DecimalDigits: not a QuantifierPrefix
    ["[1}]", true], // "1}" after "[" is no QuantifierPrefix: the "[" opens a class
    ["é**", bad(2, "Term")], // a PatternCharacter of one code unit from U+0080 up
  ]);
});

describe("ECMA-262 §22.2.1 Atom: groups", () => {
  table([
    ["(a)(?:b)(?<n>c)", true],
    ["(?:)", true],
    ["()", true],
    ["(a)*(?:b)+?(?<n>c){2}", true],
    ["(?", bad(2, "Atom")],
    ["(?a)", bad(2, "Atom")],
    ["(?<)", bad(3, "RegExpIdentifierStart")],
    ["(?<a", bad(4, "GroupName")],
    ["(?:a", bad(4, "Atom")],
    ["(?=!*)", true], // "(?=" then the PatternCharacter "!"
    ["(?:".repeat(70) + "a)*" + ")".repeat(69), true], // the innermost of 70 groups is an Atom
    ["(?P<a>)", bad(2, "Atom")],
  ]);
});

describe("ECMA-262 §22.2.1 RegularExpressionModifiers (ECMAScript 2025)", () => {
  table([
    ["(?i:a)", true],
    ["(?ims:a)", true],
    ["(?-i:a)", true],
    ["(?i-ms:a)", true],
    ["(?i-:a)", true],
    ["(?sm-:a)*", true],
    ["(?i)a", bad(3, "Atom")],
    ["(?x:a)", bad(2, "Atom")],
    ["(?I:a)", bad(2, "Atom")],
    ["(?i", bad(3, "Atom")],
  ]);
});

describe("ECMA-262 §22.2.1.1 RegularExpressionModifiers: each modifier once, not both added and removed", () => {
  table([
    ["(?ii:a)", bad(3, "RegularExpressionModifiers", EARLY)],
    ["(?-ss:a)", bad(4, "RegularExpressionModifiers", EARLY)],
    ["(?i-i:a)", bad(4, "RegularExpressionModifiers", EARLY)],
    ["(?ms-ism:a)", bad(6, "RegularExpressionModifiers", EARLY)],
    ["(?-:a)", bad(2, "Atom", EARLY)],
  ]);
});

describe("ECMA-262 §22.2.1 GroupName, RegExpIdentifierName (IdentifierStartChar, IdentifierPartChar)", () => {
  table([
    ["(?<$>)(?<_>)(?<a1>)(?<a$_>)", true],
    ["(?<é>)(?<ζ>)(?<中文>)(?<𝒜>)", true],
    ["(?<a\u200C\u200D>)", true],
    ["(?<a·>)", true],
    ["(?<\\u0061>)(?<b\\u0062>)(?<\\u{1D49C}>)(?<\\uD835\\uDC9E>)", true],
    ["(?<\u{323B0}>)", true], // CJK Unified Ideographs Extension J: Unicode 17.0
    ["(?<a\u{E0100}>)", true], // VARIATION SELECTOR-17 (Mn, ID_Continue): past the table's last run
    ["(?<Infinity>a)\\k<Infinity>", true],
    // Code points of the runs where regexpp's Unicode 17.0 data and this engine's differ
    // (regex-tables.ts's IDENTIFIER): the first run, one inside, the last run's ends, and past it.
    ["(?<\u0558\u{12550}\u{2B81E}\u{3D000}\u{3FC3F}>)", true],
    ["(?<a\u05C8\u{1D281}>)", true],
    ["(?<\u05C8>)", bad(3, "RegExpIdentifierStart")],
    ["(?<a\u20A0>)", bad(4, "RegExpIdentifierPart")],
    ["(?<\u{3FC40}>)", bad(3, "RegExpIdentifierStart")],
    ["(?<1>)", bad(3, "RegExpIdentifierStart")],
    ["(?<·>)", bad(3, "RegExpIdentifierStart")],
    ["(?<\u200C>)", bad(3, "RegExpIdentifierStart")],
    ["(?<a-b>)", bad(4, "RegExpIdentifierPart")],
    ["(?<a b>)", bad(4, "RegExpIdentifierPart")],
    ["(?<a€>)", bad(4, "RegExpIdentifierPart")], // U+20AC: Sc, not ID_Continue
    ["(?<a\\x62>)", bad(4, "RegExpIdentifierName")],
    ["(?<a\\u006>)", bad(4, "RegExpUnicodeEscapeSequence")],
    ["(?<\\u{110000}>)", bad(3, "CodePoint")],
  ]);
});

describe("ECMA-262 §22.2.1.1 RegExpIdentifierStart, RegExpIdentifierPart :: \\ RegExpUnicodeEscapeSequence", () => {
  table([
    ["(?<\\u0031>)", bad(3, "RegExpIdentifierStart", EARLY)],
    ["(?<a\\u002D>)", bad(4, "RegExpIdentifierPart", EARLY)],
    ["(?<\\uD835>)", bad(3, "RegExpIdentifierStart", EARLY)],
    ["(?<\\uD835\\u0041>)", bad(3, "RegExpIdentifierStart", EARLY)],
  ]);
});

describe("ECMA-262 §22.2.1.1 Pattern: no two GroupSpecifiers of one name that MightBothParticipate (ECMAScript 2025)", () => {
  table([
    ["(?<a>x)|(?<a>y)", true],
    ["(?:(?<a>x)|(?<a>y))\\k<a>", true],
    ["((?<a>x)|y)|(?<a>z)", true],
    ["(?<a>x)|(?<a>y)|(?:(?<a>z)|(?<a>w))", true],
    ["(?:(?<a>x)|(?:(?<a>y)|(?<a>z)))", true],
    ["(?<a>)(?<a>)", bad(9, "GroupSpecifier", EARLY)],
    ["(?<a>(?<a>))", bad(8, "GroupSpecifier", EARLY)],
    ["(?:(?<a>x)|(?<a>y))(?<a>z)", bad(22, "GroupSpecifier", EARLY)],
    ["(?<a>)(?:(?<a>)|b)", bad(12, "GroupSpecifier", EARLY)],
    ["(?<a>)|(?<a>)(?<a>)", bad(16, "GroupSpecifier", EARLY)],
    ["(?<a>x)|(?:(?<a>y)|z)(?<a>w)", bad(24, "GroupSpecifier", EARLY)],
    ["(?<\\u0061>)(?<a>)", bad(14, "GroupSpecifier", EARLY)],
  ]);
});

describe("ECMA-262 §22.2.1 AtomEscape :: DecimalEscape, and §22.2.1.1: CapturingGroupNumber ≤ the Pattern's groups", () => {
  table([
    ["(a)\\1", true],
    ["\\1(a)", true],
    ["(?<n>a)\\1", true],
    ["()()()()()()()()()()\\10", true],
    ["(?:a)(?=b)\\1(c)", true],
    ["\\1", bad(0, "AtomEscape", EARLY)],
    ["(a)\\2", bad(3, "AtomEscape", EARLY)],
    ["(?:a)\\1", bad(5, "AtomEscape", EARLY)],
    ["\\10()", bad(0, "AtomEscape", EARLY)],
    ["(a)\\1\\99999999999999999999", bad(5, "AtomEscape", EARLY)],
  ]);
});

describe("ECMA-262 §22.2.1 AtomEscape :: k GroupName, and §22.2.1.1: GroupSpecifiersThatMatch not empty", () => {
  table([
    ["(?<a>x)\\k<a>", true],
    ["\\k<a>(?<a>x)", true],
    ["(?<a>x)|\\k<a>", true],
    ["(?<\\u0061>x)\\k<a>\\k<\\u{61}>", true],
    ["\\k", bad(0, "AtomEscape")],
    ["\\ka", bad(0, "AtomEscape")],
    ["\\k<a", bad(4, "GroupName")],
    ["\\k<1>", bad(3, "RegExpIdentifierStart")],
    ["\\k<a>", bad(0, "AtomEscape", EARLY)],
    ["(?<a>)\\k<b>", bad(6, "AtomEscape", EARLY)],
    ["(?<a>)\\k<A>", bad(6, "AtomEscape", EARLY)],
  ]);
});

describe("ECMA-262 §22.2.1 CharacterEscape, IdentityEscape[+UnicodeMode]", () => {
  table([
    ["\\f\\n\\r\\t\\v", true],
    ["\\cA\\cz\\cM", true],
    ["\\0", true],
    ["\\0a", true],
    ["\\x41\\xfF", true],
    ["\\x0f\\xf0\\u0000", true],
    ["\\u0041\\uFFFF\\uD83D\\uDE00\\uDE00\\uD83D", true],
    ["\\u{0}\\u{41}\\u{10FFFF}\\u{000000000041}", true],
    ["\\^\\$\\\\\\.\\*\\+\\?\\(\\)\\[\\]\\{\\}\\|\\/", true],
    ["\\", bad(0, "AtomEscape")],
    ["a\\", bad(1, "AtomEscape")],
    ["\\c", bad(0, "CharacterEscape")],
    ["\\c1", bad(0, "CharacterEscape")],
    ["\\c_", bad(0, "CharacterEscape")],
    ["\\00", bad(0, "CharacterEscape")],
    ["\\01", bad(0, "CharacterEscape")],
    ["\\x4", bad(0, "HexEscapeSequence")],
    ["\\xg1", bad(0, "HexEscapeSequence")],
    ["\\x@0", bad(0, "HexEscapeSequence")], // "@" is U+0040, just below "A"
    ["\\u004", bad(0, "RegExpUnicodeEscapeSequence")],
    ["\\u{}", bad(0, "RegExpUnicodeEscapeSequence")],
    ["\\u{41", bad(0, "RegExpUnicodeEscapeSequence")],
    ["\\u{110000}", bad(0, "CodePoint")],
    ["\\u{1000000000000000041}", bad(0, "CodePoint")],
    ["\\a", bad(0, "AtomEscape")],
    ["\\-", bad(0, "AtomEscape")],
    ["\\ ", bad(0, "AtomEscape")],
    ["\\é", bad(0, "AtomEscape")],
    ["\\_", bad(0, "AtomEscape")],
    ["\\8", bad(0, "AtomEscape", EARLY)],
  ]);
});

describe("ECMA-262 §22.2.1 CharacterClassEscape, UnicodePropertyValueExpression", () => {
  table([
    ["\\d\\D\\s\\S\\w\\W", true],
    ["\\p{L}\\p{Letter}\\P{Lu}\\p{Uppercase_Letter}\\p{LC}\\p{punct}\\p{digit}\\p{Cn}", true],
    ["\\p{gc=Lu}\\p{General_Category=Decimal_Number}\\P{gc=Cased_Letter}", true],
    [
      "\\p{sc=Latn}\\p{Script=Latin}\\p{scx=Grek}\\p{Script_Extensions=Greek}\\p{sc=Zyyy}\\p{sc=Unknown}",
      true,
    ],
    ["\\p{sc=Kawi}\\p{sc=Garay}\\p{sc=Sidetic}", true], // Unicode 15.0, 16.0, 17.0
    ["\\p{ASCII}\\p{Any}\\p{Assigned}\\p{ID_Start}\\p{XIDC}\\p{Extended_Pictographic}\\p{EPres}", true],
    ["\\p", bad(0, "CharacterClassEscape")],
    ["\\P{", bad(3, "UnicodePropertyValueExpression")],
    ["\\p{}", bad(3, "UnicodePropertyValueExpression")],
    ["\\p{=Lu}", bad(3, "UnicodePropertyValueExpression")],
    ["\\p{ L}", bad(3, "UnicodePropertyValueExpression")],
    ["\\p{scx=}", bad(7, "UnicodePropertyValueExpression")],
    ["\\pL", bad(0, "CharacterClassEscape")],
    ["\\p{L", bad(4, "UnicodePropertyValueExpression")],
    ["\\p{L=}", bad(3, "UnicodePropertyName", EARLY)],
  ]);
});

describe("ECMA-262 §22.2.1.1 UnicodePropertyValueExpression: names and values of the tables", () => {
  table([
    ["\\p{lu}", bad(3, "LoneUnicodePropertyNameOrValue", EARLY)],
    ["\\p{Foo}", bad(3, "LoneUnicodePropertyNameOrValue", EARLY)],
    ["\\p{Latin}", bad(3, "LoneUnicodePropertyNameOrValue", EARLY)],
    ["\\p{General_Category}", bad(3, "LoneUnicodePropertyNameOrValue", EARLY)],
    ["\\p{Script}", bad(3, "LoneUnicodePropertyNameOrValue", EARLY)],
    ["\\p{RGI_Emoji}", bad(3, "LoneUnicodePropertyNameOrValue", EARLY)], // a property of strings: v flag only
    ["\\P{Basic_Emoji}", bad(3, "LoneUnicodePropertyNameOrValue", EARLY)],
    ["\\p{Block=Basic_Latin}", bad(3, "UnicodePropertyName", EARLY)],
    ["\\p{ASCII=Y}", bad(3, "UnicodePropertyName", EARLY)],
    ["\\p{gc=Latin}", bad(6, "UnicodePropertyValue", EARLY)],
    ["\\p{sc=Lu}", bad(6, "UnicodePropertyValue", EARLY)],
    ["\\p{Script=latin}", bad(10, "UnicodePropertyValue", EARLY)],
    ["\\p{L }", bad(4, "UnicodePropertyValueExpression")],
  ]);
});

describe("ECMA-262 §22.2.1 CharacterClass, NonemptyClassRanges, ClassAtom, ClassEscape", () => {
  table([
    ["[]", true],
    ["[^]", true],
    ["[abc][^abc]", true],
    ["[a-z][-a][a-][a-b-c][--a][---]", true],
    ["[\\b\\-\\0\\cA\\x41\\u0041\\u{41}\\/\\]\\\\]", true],
    ["[\\d\\D\\s\\S\\w\\W\\p{L}\\P{sc=Latn}]", true],
    ["[\\d-][-\\d]", true],
    ["[\\x0f-\\x10][\\0-\\x00]", true],
    ["[a-bd]", true], // a range, then "d" (no \d)
    ["[\u{10000}-\u{10001}][\u{10FFFE}-\u{10FFFF}]", true],
    ["[\uD800a-b]", true], // a lone lead surrogate, then a range
    // ECMA-262 §22.2.1: a lead surrogate escape takes the trail surrogate escape that follows it.
    ["[\\u0041\\uDC00-\\uDC01][\\uDC00\\uDC00-\\uDC01][\\uD800\\uE000-\\uE001]", true],
    ["[\\uD800\\uDC00-\\uD800\\uDC01][\\uDBFF\\uDFFF-\\uDBFF\\uDFFF][\\uD800\\uDFFF-\\uD801\\uDC00]", true],
    ["[\\uD800\\bdc00-\\uDC01][\\uD800xudc00-\\uDC01]", true],
    ["[[][(][{][}][|][.][*][$][^^]", true],
    ["[😀-😁][\\uD83D\\uDE00-\\uD83D\\uDE01][\\u{1F600}-\\u{1F601}][\\uD83D-\\uDE00]", true],
    ["[", bad(1, "CharacterClass")],
    ["[a", bad(2, "CharacterClass")],
    ["[a-", bad(3, "CharacterClass")],
    ["[\\B]", bad(1, "ClassEscape")],
    ["[\\1]", bad(1, "ClassEscape")],
    ["[\\k<a>](?<a>)", bad(1, "ClassEscape")],
    ["[\\c1]", bad(1, "CharacterEscape")],
    ["[\\01]", bad(1, "CharacterEscape")],
    ["[\\a]", bad(1, "ClassEscape")],
  ]);
});

describe("ECMA-262 §22.2.1.1 NonemptyClassRanges: no class escape in a range; its ends in order", () => {
  table([
    ["[\\d-a]", bad(1, "NonemptyClassRanges", EARLY)],
    ["[\\d-\\w]", bad(1, "NonemptyClassRanges", EARLY)],
    ["[a-\\d]", bad(3, "NonemptyClassRanges", EARLY)],
    ["[a-\\p{L}]", bad(3, "NonemptyClassRanges", EARLY)],
    ["[\\P{L}-z]", bad(1, "NonemptyClassRanges", EARLY)],
    ["[a-\\p{Foo}]", bad(3, "NonemptyClassRanges", EARLY)],
    ["[a-\\P{Foo}]", bad(3, "NonemptyClassRanges", EARLY)],
    ["[\\0-\\d]", bad(4, "NonemptyClassRanges", EARLY)],
    ["[z-a]", bad(1, "NonemptyClassRanges", EARLY)],
    ["[a--b]", bad(1, "NonemptyClassRanges", EARLY)],
    ["[ab-a]", bad(2, "NonemptyClassRanges", EARLY)],
    ["[😁-😀]", bad(1, "NonemptyClassRanges", EARLY)],
    ["[\\uDE00-\\uD83D]", bad(1, "NonemptyClassRanges", EARLY)],
    ["[\\u{1F600}-\\uD83D]", bad(1, "NonemptyClassRanges", EARLY)],
  ]);
});

describe("regressions: where regexpp, the oracle, is wrong", () => {
  it("ECMA-262 §22.2.1.1 compares the MVs of {n,m} exactly; regexpp rounds them to doubles", () => {
    const pattern = "a{9007199254740993,9007199254740992}";
    expect(oracle(pattern)).toBeUndefined();
    expect(regexProblem(pattern)).toMatchObject(bad(1, "QuantifierPrefix", EARLY));
    expect(regex("a{9007199254740992,9007199254740993}")).toBe(true);
  });
  it("deep nesting is a Pattern: regexpp's recursion overflows the stack, this parser keeps a stack of its own", () => {
    const pattern = "(?:".repeat(20_000) + "a" + ")".repeat(20_000);
    expect(oracle(pattern)?.message).toMatch(/call stack/);
    expect(regex(pattern)).toBe(true);
    expect(regexProblem(pattern.slice(0, -1))).toMatchObject({ offset: pattern.length - 1, rule: "Atom" });
  });
  it("the stack a deep pattern grew is not kept, and the next pattern reads its groups as before", () => {
    expect(regexProblem("(?:".repeat(5_000) + ")".repeat(5_000))).toBeUndefined();
    expect(regexProblem("(a)*(?=b)")).toBeUndefined();
    expect(regexProblem("(?=b)*")).toMatchObject({ offset: 5, rule: "Term" });
  });
});

describe("messages name the production and the section", () => {
  it.each([
    ["a{2,1}", "{2,1}: the minimum is larger than the maximum"],
    ["(?<a>)(?<a>)", "the group name 'a' is also at offset 3, and both groups may match"],
    ["(a)\\2", "\\2 refers to group 2, but the pattern has 1 capturing group(s)"],
    ["[z-a]", "the range U+007A 'z' to U+0061 'a' is out of order"],
    ["\\p{sc=Foo}", "'Foo' is not a value of Script"],
    ["(?<·>)", "U+00B7 '·' cannot start a group name (ID_Start, $ or _)"],
    ["(?=a)*", "'*' has nothing to repeat: an Assertion takes no Quantifier in Unicode mode"],
    ["\\a", "\\a is no escape in Unicode mode: only a SyntaxCharacter or '/' may follow '\\'"],
    // A code point is shown with the character in quotes, but for a control (C0, DEL, C1), the
    // space and a lone surrogate, which would not read as themselves.
    ["[!- ]", "the range U+0021 '!' to U+0020 is out of order"],
    ["[\u007f-~]", "the range U+007F to U+007E '~' is out of order"],
    ["[\u00a0-\u009f]", "the range U+00A0 '\u00a0' to U+009F is out of order"],
    ["[\ud7ff-\u0001]", "the range U+D7FF '\ud7ff' to U+0001 is out of order"],
    ["[\udfff-\ud800]", "the range U+DFFF to U+D800 is out of order"],
    ["[\ue000-\udfff]", "the range U+E000 '\ue000' to U+DFFF is out of order"],
    ["[\u{1f600}-a]", "the range U+1F600 '\u{1f600}' to U+0061 'a' is out of order"],
    // One row a message.
    [")", "')' closes no group"],
    ["a**", "'*' has nothing to repeat: it follows a Quantifier"],
    ["*", "'*' has nothing to repeat: nothing precedes it in its Alternative"],
    ["(?-:a)", "(?-:…) adds and removes no modifier: write (?: for a plain group"],
    ["(?i-i:a)", "'i' is both added and removed"],
    ["(?x)", "expected ':', '=', '!', '<=', '<!', '<' with a group name, or modifiers i, m, s after '(?'"],
    ["(?ii:a)", "'i' appears twice"],
    ["(?<a", "expected '>' to end the group name"],
    ["(?<\\x41>)", "only a \\u escape may stand in a group name"],
    ["(?<a->)", "U+002D '-' cannot continue a group name (ID_Continue, $, ZWNJ or ZWJ)"],
    [
      "\\123456789012345",
      "\\123456789012345 refers to group 123456789012345, but the pattern has 0 capturing group(s)",
    ],
    // ECMA-262 §22.2.1 DecimalEscape takes any number of digits: the message shows them all.
    [
      "\\1234567890123456",
      "\\1234567890123456 refers to group 1234567890123456, but the pattern has 0 capturing group(s)",
    ],
    ["\\ka", "\\k must be followed by <name> in Unicode mode"],
    ["\\pL", "\\p must be followed by {Name=Value} or {Name}"],
    ["\\p{}", "expected a property name"],
    ["\\p{Foo}", "'Foo' is neither a General_Category value nor a binary property"],
    ["\\p{Foo=Bar}", "'Foo' is not General_Category, Script or Script_Extensions (or an alias)"],
    ["\\p{sc=}", "expected a property value"],
    ["\\p{gc=Foo}", "'Foo' is not a value of General_Category"],
    ["\\p{L", "expected '}' to end the property (\\p{Name=Value} or \\p{Name})"],
    ["\\c1", "\\c must be followed by an ASCII letter"],
    ["\\01", "\\0 is followed by a digit: Unicode mode has no octal escapes"],
    ["\\xg0", "\\x must be followed by two hexadecimal digits"],
    ["\\", "'\\' ends the pattern"],
    [
      "[\\a]",
      "\\a is no escape in Unicode mode: only a SyntaxCharacter or '/' may follow '\\' (and b or - in a class)",
    ],
    [
      "\\-",
      "\\- is no escape in Unicode mode: only a SyntaxCharacter or '/' may follow '\\' (and '-' in a class)",
    ],
    ["\\u{}", "\\u{ must be followed by hexadecimal digits and '}'"],
    ["\\u{110000}", "the code point is above 10FFFF"],
    ["\\u12", "\\u must be followed by four hexadecimal digits or {CodePoint}"],
    ["[a", "expected ']' to close the class opened at offset 0"],
    ["[\\d-a]", "a range cannot start or end with a class escape (\\d, \\s, \\w, \\p{…})"],
  ])("%j", (pattern, reason) => {
    expect(regexProblem(pattern)?.reason).toBe(reason);
  });
});

describe("the property: regexpp's verdict, and a sensible offset", () => {
  it("on 2,000 generated patterns (fixed seed), the verdict is regexpp's, and what precedes an error's offset can still go on to a valid pattern", () => {
    let failures = 0;
    fc.assert(
      fc.property(patterns, (pattern) => {
        const problem = regexProblem(pattern);
        expect(problem === undefined).toBe(oracle(pattern) === undefined);
        if (problem !== undefined) {
          failures++;
          expect(problem.offset).toBeGreaterThanOrEqual(0);
          expect(problem.offset).toBeLessThanOrEqual(pattern.length);
          expect(
            viable(pattern.slice(0, problem.offset)),
            `${JSON.stringify(pattern)} at ${problem.offset}`,
          ).toBe(true);
        }
      }),
      { seed: 20_251_122, numRuns: 2_000 },
    );
    // Both verdicts are drawn often enough to mean something.
    expect(failures).toBeGreaterThan(600);
    expect(failures).toBeLessThan(1_800);
  });
  it("on 2,000 strings of any code units, and 2,000 of the syntax's characters, it never throws and agrees with regexpp", () => {
    const syntax = fc.string({
      unit: fc.constantFrom(..."()[]{}\\|?*+^$.-,<>=!:kpPuxcbdw019aA_"),
      maxLength: 12,
    });
    for (const strings of [
      fc
        .array(fc.integer({ min: 0, max: 0x10ffff }), { maxLength: 12 })
        .map((cps) => String.fromCodePoint(...cps)),
      syntax,
    ])
      fc.assert(
        fc.property(strings, (value) => {
          expect(regex(value)).toBe(oracle(value) === undefined);
        }),
        { seed: 20_251_123, numRuns: 2_000 },
      );
  });
  it("the offset test has teeth: a prefix past an error cannot go on", () => {
    expect(viable("a{2,1}")).toBe(false);
    expect(viable("a**")).toBe(false);
    expect(viable("(?ii")).toBe(false);
    expect(viable("a{2,")).toBe(true);
    expect(viable("(?<a>)\\k<b")).toBe(true);
    expect(viable("[a-")).toBe(true);
  });
});
