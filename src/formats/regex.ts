// JSON Schema's regex format (JSON Schema Validation 2020-12 §7.3.8: "a regular expression, which
// SHOULD be valid according to the ECMA-262 regular expression dialect"), in Unicode mode as
// JSON Schema 2020-12 §6.4 has it: the pattern as ECMA-262 §22.2.1 reads it with the u flag,
// Pattern[+UnicodeMode, ~UnicodeSetsMode, +NamedCaptureGroups] of ECMAScript 2025, without Annex B's
// web-compatibility grammar (so "\a" is no escape). The pattern is never compiled: the verdict does
// not depend on the JavaScript engine but for the group names' characters beyond ASCII, whose
// ID_Start and ID_Continue are the engine's where it knows them as Unicode 17.0 does (see
// identifierClass). Unicode mode reads the pattern as code points (ECMA-262 §22.2.3.4 ParsePattern, StringToCodePoints): a surrogate pair is one
// SourceCharacter, a lone surrogate is itself.
//
// One pass, left to right, with one code point of lookahead (a few for `(?<=`, `\u` pairs and `\c`):
// the cursor never moves back, groups are an explicit stack (no recursion, so no stack overflow on
// deep nesting), and each early error of ECMA-262 §22.2.1.1 is checked where its construct ends, or
// at the end of the pattern for the two that look forward (backreference numbers, \k names). Time
// is linear in the pattern, but for the repeated group names of ES2025, a binary search in the
// stack of open groups each (O(n log n) at worst). Nothing throws out of `regexProblem`. Characters
// are compared as UTF-16 code units (numbers), the stack is a typed array kept from call to call
// (four numbers a group), and the group names and backreferences are only collected when a pattern
// has some: a valid pattern allocates nothing. The work is counted (src/semantics/work.ts) where a
// loop runs, so that test/formats/scaling.test.ts can hold it linear.
//
// The Unicode data (property names and values; ID_Start and ID_Continue where the engine's are not
// Unicode 17.0's) is src/formats/regex-tables.ts, generated from @eslint-community/regexpp by
// scripts/regex-tables.ts; regexpp is the test oracle of this file too (test/formats/regex.test.ts,
// `npm run check:regex`, every code point as a group name's character).
import { work } from "../semantics/work.js";
import { hex, problem, type FormatProblem } from "./problem.js";
import { BINARY, GC_NAMES, GC_VALUES, IDENTIFIER, SC_NAMES, SC_VALUES } from "./regex-tables.js";

const SYNTAX = "ECMA-262 §22.2.1";
const EARLY = "ECMA-262 §22.2.1.1";

/** Why the pattern is not a Pattern: thrown inside the parser only, caught by `regexProblem`. */
class Failure {
  constructor(readonly problem: FormatProblem) {}
}
function fail(offset: number, rule: string, reason: string, section = SYNTAX): never {
  throw new Failure(problem(offset, rule, section, reason));
}

// The open Disjunctions, the pattern's own (depth 0) and each open group's, four numbers each: the
// offset of the group's "(" (-1 for the pattern), 1 if the group is an Atom (that a Quantifier may
// follow) and not an Assertion, the offset of its first Alternative, and of the Alternative being
// read. A typed array, doubled when full (kept from call to call unless a deep pattern grew it).
const OPEN_AT = 0;
const IS_ATOM = 1;
const START = 2;
const ALTERNATIVE = 3;
let stack = new Int32Array(4 * 64);
let depth = 0;

function push(open: number, atom: boolean, start: number): void {
  let at = depth << 2;
  if (at === stack.length) {
    const grown = new Int32Array(stack.length * 2);
    grown.set(stack);
    stack = grown;
    meter: work.units += depth;
  }
  stack[at++] = open;
  stack[at++] = atom ? 1 : 0;
  stack[at++] = start;
  stack[at] = start;
  depth++;
}

/** What precedes a Term: what a misplaced Quantifier would repeat (`before`). */
const NOTHING = 0;
const ASSERTION = 1;
const QUANTIFIER = 2;
const ATOM = 3;

let src = "";
let pos = 0;
let before = NOTHING;
let captures = 0;
/** Each group name, and the offset of its latest GroupSpecifier (made when the pattern names one). */
let names: Map<string, number> | undefined;
/**
 * The backreferences, in order (made when the pattern has one), two entries each: the digits of
 * \N (no leading zero, as many as the pattern has) or a name (\k<name>), and the offset of the "\".
 */
let references: (number | string)[] | undefined;

/** The code point at `at`, or -1 at the end. */
function codePoint(at: number): number {
  return at < src.length ? src.codePointAt(at)! : -1;
}
/** The code unit at `at` (NaN at the end, which equals nothing). */
const unit = (at: number): number => src.charCodeAt(at);
function eat(c: number): boolean {
  if (src.charCodeAt(pos) !== c) return false;
  pos++;
  return true;
}
/**
 * What each ASCII code unit is alone: PATTERN_CHARACTER, a PatternCharacter (SourceCharacter but not
 * SyntaxCharacter: ECMA-262 §22.2.1) or "." (an Atom as they are); CLASS_CHARACTER, a ClassAtom that
 * stands for itself (all but "\\", "]" and "-"); bits.
 */
const PATTERN_CHARACTER = 1;
const CLASS_CHARACTER = 2;
const ASCII = /* @__PURE__ */ (() => {
  const table = new Uint8Array(0x80).fill(PATTERN_CHARACTER | CLASS_CHARACTER);
  for (const c of "^$\\*+?()[]{}|") table[c.charCodeAt(0)]! &= ~PATTERN_CHARACTER;
  for (const c of "\\]-") table[c.charCodeAt(0)]! &= ~CLASS_CHARACTER;
  return table;
})();
/** The code units of the characters the parser looks for. */
const BAR = 0x7c; // |
const OPEN = 0x28; // (
const CLOSE = 0x29; // )
const STAR = 0x2a; // *
const PLUS = 0x2b; // +
const QUESTION = 0x3f; // ?
const BRACE = 0x7b; // {
const CLOSE_BRACE = 0x7d; // }
const BRACKET = 0x5b; // [
const CLOSE_BRACKET = 0x5d; // ]
const BACKSLASH = 0x5c; // \
const CARET = 0x5e; // ^
const DOLLAR = 0x24; // $
const COMMA = 0x2c; // ,
const HYPHEN = 0x2d; // -
const COLON = 0x3a; // :
const LESS = 0x3c; // <
const GREATER = 0x3e; // >
const EQUALS = 0x3d; // =
const BANG = 0x21; // !
const isDigit = (u: number): boolean => u >= 0x30 && u <= 0x39;
const hexValue = (u: number): number =>
  isDigit(u) ? u - 0x30 : (u | 0x20) >= 0x61 && (u | 0x20) <= 0x66 ? (u | 0x20) - 0x57 : -1;
const isAsciiLetter = (u: number): boolean => (u | 0x20) >= 0x61 && (u | 0x20) <= 0x7a;
/** A code point for a message: U+00E9 'é' (no quotes around a control, a space or a surrogate). */
const show = (cp: number): string =>
  hex(cp) +
  (cp > 0x20 && (cp < 0x7f || cp > 0x9f) && (cp < 0xd800 || cp > 0xdfff)
    ? ` '${String.fromCodePoint(cp)}'`
    : "");

// ECMA-262 §22.2.1 (here and below, a production's right-hand sides are separated by " | ", and a
// terminal "|" is written `|`)
//   Pattern :: Disjunction
//   Disjunction :: Alternative | Alternative `|` Disjunction
//   Alternative :: [empty] | Alternative Term
// The groups' Disjunctions are the stack: "(" pushes one, "|" starts its next Alternative, ")" pops.
// A run of ASCII PatternCharacters, the commonest Terms, is read in one loop here, and only its last
// character is an Atom that a Quantifier may follow.
function pattern(): void {
  depth = 0;
  push(-1, false, 0);
  before = NOTHING;
  const n = src.length;
  while (pos < n) {
    meter: work.units++;
    let c = src.charCodeAt(pos);
    if (c < 0x80 && (ASCII[c]! & PATTERN_CHARACTER) !== 0) {
      do c = src.charCodeAt(++pos);
      while (c < 0x80 && (ASCII[c]! & PATTERN_CHARACTER) !== 0);
      before = c === STAR || c === PLUS || c === QUESTION || c === BRACE ? quantifier() : ATOM;
    } else if (c === BAR) {
      pos++;
      stack[((depth - 1) << 2) | ALTERNATIVE] = pos;
      before = NOTHING;
    } else if (c === CLOSE) {
      if (depth === 1) fail(pos, "Pattern", "')' closes no group");
      pos++;
      depth--;
      // Term :: Atom Quantifier, but a lookaround is an Assertion: Term :: Assertion takes none.
      before = stack[(depth << 2) | IS_ATOM] === 1 ? quantifier() : ASSERTION;
    } else term(c);
  }
  if (depth > 1)
    fail(
      pos,
      "Atom",
      `expected ')' to close the group opened at offset ${stack[((depth - 1) << 2) | OPEN_AT]}`,
    );
  // ECMA-262 §22.2.1.1, the two early errors that look forward to the end of the Pattern:
  //   AtomEscape :: DecimalEscape — CapturingGroupNumber of DecimalEscape >
  //     CountLeftCapturingParensWithin(the Pattern);
  //   AtomEscape :: k GroupName — GroupSpecifiersThatMatch(GroupName) is empty.
  // (CountLeftCapturingParensWithin(Pattern) ≥ 2**32 - 1, the third, needs a longer string than an
  // engine holds.)
  for (let k = 0; references !== undefined && k < references.length; k += 2) {
    meter: work.units++;
    const ref = references[k] as string;
    const at = references[k + 1] as number;
    // A group name starts with no digit (ECMA-262 §22.2.1 RegExpIdentifierStart): these are \N's.
    const numbered = isDigit(ref.charCodeAt(0));
    if (numbered ? Number(ref) > captures : names?.has(ref) !== true)
      fail(
        at,
        "AtomEscape",
        numbered
          ? `\\${ref} refers to group ${ref}, but the pattern has ${captures} capturing group(s)`
          : `\\k<${ref}> names no group of the pattern`,
        EARLY,
      );
  }
}

// ECMA-262 §22.2.1
//   Term :: Assertion | Atom | Atom Quantifier
//   Assertion :: ^ | $ | \b | \B | (?= Disjunction ) | (?! Disjunction ) | (?<= Disjunction ) | (?<! Disjunction )
//   Atom :: PatternCharacter | . | \ AtomEscape | CharacterClass | ( GroupSpecifier? Disjunction )
//         | (? RegularExpressionModifiers : Disjunction )
//         | (? RegularExpressionModifiers - RegularExpressionModifiers : Disjunction )
//   PatternCharacter :: SourceCharacter but not SyntaxCharacter
//   SyntaxCharacter :: one of ^ $ \ . * + ? ( ) [ ] { } `|`
// A group's Quantifier is read after its ")" (pattern).
function term(c: number): void {
  if (
    c === CARET ||
    c === DOLLAR ||
    (c === BACKSLASH && (unit(pos + 1) === 0x62 || unit(pos + 1) === 0x42))
  ) {
    pos += c === BACKSLASH ? 2 : 1;
    before = ASSERTION;
    return;
  }
  if (c === OPEN) return group();
  if (c === STAR || c === PLUS || c === QUESTION || (c === BRACE && isQuantifierPrefix())) {
    const reason =
      before === ASSERTION
        ? "an Assertion takes no Quantifier in Unicode mode"
        : before === QUANTIFIER
          ? "it follows a Quantifier"
          : "nothing precedes it in its Alternative";
    fail(pos, "Term", `'${src[pos]}' has nothing to repeat: ${reason}`);
  }
  if (c === BRACE || c === CLOSE_BRACE || c === CLOSE_BRACKET)
    fail(
      pos,
      "PatternCharacter",
      `'${src[pos]}' is a SyntaxCharacter: write \\${src[pos]} for the character itself`,
    );
  if (c === BACKSLASH) atomEscape();
  else if (c === BRACKET) characterClass();
  else pos += c >= 0xd800 && c <= 0xdbff && codePoint(pos) > 0xffff ? 2 : 1; // PatternCharacter or "."
  before = quantifier();
}

// ECMA-262 §22.2.1
//   Quantifier :: QuantifierPrefix | QuantifierPrefix ?
//   QuantifierPrefix :: * | + | ? | { DecimalDigits } | { DecimalDigits , } | { DecimalDigits , DecimalDigits }
// with §22.2.1.1's early error: QuantifierPrefix :: { DecimalDigits , DecimalDigits } — the MV of the
// first DecimalDigits is larger than the MV of the second. Read after an Atom; says what it read.
function quantifier(): number {
  const at = pos;
  const c = src.charCodeAt(pos);
  if (c === STAR || c === PLUS || c === QUESTION) pos++;
  else if (c === BRACE) {
    pos++;
    const min = decimalDigits();
    const max = eat(COMMA) ? (decimalDigits() ?? "") : min;
    if (min === undefined || max === undefined || !eat(CLOSE_BRACE))
      fail(at, "QuantifierPrefix", "'{' must open {n}, {n,} or {n,m} (or be written \\{)");
    if (max !== "" && (min.length > max.length || (min.length === max.length && min > max)))
      fail(at, "QuantifierPrefix", `{${min},${max}}: the minimum is larger than the maximum`, EARLY);
  } else return ATOM;
  eat(QUESTION);
  return QUANTIFIER;
}

/** Whether a QuantifierPrefix `{…}` starts at pos (for the message of a misplaced one). */
function isQuantifierPrefix(): boolean {
  const start = pos;
  pos++;
  const ok =
    decimalDigits() !== undefined && (eat(COMMA) ? (decimalDigits(), eat(CLOSE_BRACE)) : eat(CLOSE_BRACE));
  pos = start;
  return ok;
}

// ECMA-262 §22.2.1 DecimalDigits[~Sep] :: DecimalDigit | DecimalDigits DecimalDigit
/** The digits without leading zeros ("0" for zero: their MV, exactly), or undefined for none. */
function decimalDigits(): string | undefined {
  const start = pos;
  while (isDigit(src.charCodeAt(pos))) pos++;
  if (pos === start) return undefined;
  meter: work.units += pos - start;
  let first = start;
  while (first < pos - 1 && src.charCodeAt(first) === 0x30) first++;
  return src.slice(first, pos);
}

// ECMA-262 §22.2.1
//   Atom :: ( GroupSpecifier? Disjunction ) | (? RegularExpressionModifiers : Disjunction )
//         | (? RegularExpressionModifiers - RegularExpressionModifiers : Disjunction )
//   Assertion :: (?= Disjunction ) | (?! Disjunction ) | (?<= Disjunction ) | (?<! Disjunction )
//   GroupSpecifier :: ? GroupName
// Reads the group's opening and pushes its Disjunction.
function group(): void {
  const open = pos++;
  let atom = true;
  if (eat(QUESTION)) {
    const c = src.charCodeAt(pos);
    const lookbehind = c === LESS && (unit(pos + 1) === EQUALS || unit(pos + 1) === BANG);
    if (c === EQUALS || c === BANG || lookbehind) {
      pos += lookbehind ? 2 : 1;
      atom = false;
    } else if (c === LESS) {
      const at = pos + 1;
      declare(groupName(), at);
      captures++;
    } else modifiers();
  } else captures++;
  push(open, atom, pos);
  before = NOTHING;
}

// ECMA-262 §22.2.1.1: "It is a Syntax Error if Pattern contains two distinct GroupSpecifiers x and y
// such that the CapturingGroupName of x is the CapturingGroupName of y and such that
// MightBothParticipate(x, y) is true": unless x and y lie in different Alternatives of one
// Disjunction (ECMAScript 2025). The latest earlier GroupSpecifier of the name is enough to look at:
// had an earlier one met a later one, the later one would have failed. It is in a finished
// Alternative (so it cannot participate with this one) when the deepest open Disjunction that began
// before it has moved on to a later Alternative.
function declare(name: string, at: number): void {
  names ??= new Map();
  meter: work.units += name.length;
  const earlier = names.get(name);
  if (earlier !== undefined) {
    let lo = 0;
    let hi = depth - 1;
    while (lo < hi) {
      meter: work.units++;
      const mid = (lo + hi + 1) >>> 1;
      if (stack[(mid << 2) | START]! <= earlier) lo = mid;
      else hi = mid - 1;
    }
    if (earlier >= stack[(lo << 2) | ALTERNATIVE]!)
      fail(
        at,
        "GroupSpecifier",
        `the group name '${name}' is also at offset ${earlier}, and both groups may match`,
        EARLY,
      );
  }
  names.set(name, at);
}

// ECMA-262 §22.2.1
//   RegularExpressionModifiers :: [empty] | RegularExpressionModifiers RegularExpressionModifier
//   RegularExpressionModifier :: one of i m s
// after "(?", to the ":", with §22.2.1.1's early errors: a modifier twice in one
// RegularExpressionModifiers, or in both; both empty around the "-".
function modifiers(): void {
  const added = modifierSet();
  if (eat(HYPHEN)) {
    const hyphen = pos - 1;
    const removed = modifierSet();
    if (added === "" && removed === "")
      fail(hyphen, "Atom", "(?-:…) adds and removes no modifier: write (?: for a plain group", EARLY);
    for (let k = 0; k < removed.length; k++)
      if (added.includes(removed[k]!))
        fail(
          hyphen + 1 + k,
          "RegularExpressionModifiers",
          `'${removed[k]}' is both added and removed`,
          EARLY,
        );
  }
  if (!eat(COLON))
    fail(
      pos,
      "Atom",
      "expected ':', '=', '!', '<=', '<!', '<' with a group name, or modifiers i, m, s after '(?'",
    );
}
function modifierSet(): string {
  let set = "";
  for (let c = src[pos]; c === "i" || c === "m" || c === "s"; c = src[pos]) {
    meter: work.units++;
    if (set.includes(c)) fail(pos, "RegularExpressionModifiers", `'${c}' appears twice`, EARLY);
    set += c;
    pos++;
  }
  return set;
}

// ECMA-262 §22.2.1
//   GroupName :: < RegExpIdentifierName >
//   RegExpIdentifierName :: RegExpIdentifierStart | RegExpIdentifierName RegExpIdentifierPart
//   RegExpIdentifierStart :: IdentifierStartChar | \ RegExpUnicodeEscapeSequence[+UnicodeMode]
//   RegExpIdentifierPart :: IdentifierPartChar | \ RegExpUnicodeEscapeSequence[+UnicodeMode]
// with §22.2.1.1's early errors: an escape's CharacterValue must be an IdentifierStartChar
// (IdentifierPartChar). Returns the CapturingGroupName, escapes decoded.
function groupName(): string {
  pos++; // "<"
  // The name is the source text until an escape is met; from there, built code point by code point.
  const start = pos;
  let name: string | undefined;
  for (;;) {
    meter: work.units++;
    const at = pos;
    let cp = codePoint(pos);
    const first = at === start;
    if (cp === 0x3e && !first) {
      pos++;
      return name ?? src.slice(start, at);
    }
    if (cp === -1) fail(at, "GroupName", "expected '>' to end the group name");
    const escaped = cp === 0x5c;
    if (escaped) {
      pos++;
      if (src.charCodeAt(pos) !== 0x75)
        fail(at, "RegExpIdentifierName", "only a \\u escape may stand in a group name");
      cp = unicodeEscape(at);
      name ??= src.slice(start, at);
    } else pos += cp > 0xffff ? 2 : 1;
    const kind = identifierClass(cp);
    if (first ? kind !== 1 : kind === 0)
      fail(
        at,
        first ? "RegExpIdentifierStart" : "RegExpIdentifierPart",
        `${show(cp)} cannot ${first ? "start" : "continue"} a group name (${first ? "ID_Start, $ or _" : "ID_Continue, $, ZWNJ or ZWJ"})`,
        escaped ? EARLY : SYNTAX,
      );
    if (name !== undefined) name += String.fromCodePoint(cp);
  }
}

let runEnds: number[] | undefined;
let runClasses = "";
const ID_START = /^\p{ID_Start}$/u;
const ID_CONTINUE = /^\p{ID_Continue}$/u;
/**
 * The class of a code point from U+0080 up as the engine's regular expressions say it (ID_Start,
 * ID_Continue: its Unicode version's), for identifierClass; exported for scripts/regex-tables.ts.
 */
export function engineIdentifierClass(cp: number): number {
  const c = String.fromCodePoint(cp);
  return ID_START.test(c) ? 1 : ID_CONTINUE.test(c) || cp === 0x200c || cp === 0x200d ? 2 : 0;
}
// ECMA-262 §22.2.1
//   IdentifierStartChar :: UnicodeIDStart | $ | _
//   IdentifierPartChar :: UnicodeIDContinue | $ | <ZWNJ> | <ZWJ>
// (§12.7: UnicodeIDStart, UnicodeIDContinue are the code points of ID_Start, ID_Continue.) Beyond
// ASCII, the engine's ID_Start and ID_Continue, but where IDENTIFIER (Unicode 17.0's, as regexpp
// has them) says otherwise: the code points that the engine the table was made with (Node 20.20,
// Unicode 16.0's data) does not know as Unicode 17.0 does.
/** 1: an IdentifierStartChar (so an IdentifierPartChar too); 2: an IdentifierPartChar only; 0: neither. */
function identifierClass(cp: number): number {
  if (cp < 0x80) return isAsciiLetter(cp) || cp === 0x24 || cp === 0x5f ? 1 : isDigit(cp) ? 2 : 0;
  if (runEnds === undefined) {
    runEnds = [];
    let end = 0x80;
    for (const [, c, length] of IDENTIFIER.matchAll(/([OSPE])([0-9a-z]+)/g)) {
      runEnds.push((end += parseInt(length!, 36)));
      runClasses += c;
    }
  }
  let lo = 0;
  let hi = runEnds.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (cp < runEnds[mid]!) hi = mid;
    else lo = mid + 1;
  }
  // Past the last run (none ends at U+10FFFF+1 unless the table says so): the engine's.
  const kind = cp < runEnds[lo]! ? runClasses[lo]! : "E";
  return kind === "E" ? engineIdentifierClass(cp) : "OSP".indexOf(kind);
}

// ECMA-262 §22.2.1
//   AtomEscape :: DecimalEscape | CharacterClassEscape | CharacterEscape | k GroupName
//   DecimalEscape :: NonZeroDigit DecimalDigits? [lookahead ∉ DecimalDigit]
// pos at the "\". The backreferences are checked at the end of the Pattern.
function atomEscape(): void {
  const at = pos++;
  const c = src.charCodeAt(pos);
  if (isDigit(c) && c !== 0x30) {
    const digits = decimalDigits()!;
    (references ??= []).push(digits, at);
  } else if (eat(0x6b)) {
    if (src.charCodeAt(pos) !== LESS)
      fail(at, "AtomEscape", "\\k must be followed by <name> in Unicode mode");
    (references ??= []).push(groupName(), at);
  } else if (!characterClassEscape(at)) characterEscape(at, "AtomEscape");
}

// ECMA-262 §22.2.1
//   CharacterClassEscape :: d | D | s | S | w | W | p{ UnicodePropertyValueExpression } | P{ UnicodePropertyValueExpression }
// pos after the "\"; says whether it read one.
/** d, D, s, S, w, W: the CharacterClassEscapes without braces. */
const isClassLetter = (c: number): boolean =>
  c === 0x64 || c === 0x44 || c === 0x73 || c === 0x53 || c === 0x77 || c === 0x57;
function characterClassEscape(at: number): boolean {
  const c = src.charCodeAt(pos);
  if (isClassLetter(c)) {
    pos++;
    return true;
  }
  if (c !== 0x70 && c !== 0x50) return false;
  pos++;
  if (!eat(BRACE))
    fail(at, "CharacterClassEscape", `\\${src[pos - 1]} must be followed by {Name=Value} or {Name}`);
  unicodePropertyValueExpression();
  return true;
}

const lists = new Map<string, Set<string>>();
/** Whether `word` is one of the space-separated words of `list` (a table of regex-tables.ts). */
function listed(list: string, word: string): boolean {
  meter: work.units += word.length;
  let set = lists.get(list);
  if (set === undefined) lists.set(list, (set = new Set(list.split(" "))));
  return set.has(word);
}

// ECMA-262 §22.2.1
//   UnicodePropertyValueExpression :: UnicodePropertyName = UnicodePropertyValue | LoneUnicodePropertyNameOrValue
//   UnicodePropertyName :: UnicodePropertyNameCharacters          (ASCII letters and _)
//   UnicodePropertyValue :: UnicodePropertyValueCharacters        (ASCII letters, digits and _)
//   LoneUnicodePropertyNameOrValue :: UnicodePropertyValueCharacters
// after "\p{", to the "}", with §22.2.1.1's early errors: the name must be in
// table-nonbinary-unicode-properties and the value one of its PropertyValueAliases; a lone name must
// be a General_Category value or a property of table-binary-unicode-properties (no property of
// strings without the v flag). A name with a digit is never a property's, so one read of the value's
// characters serves both. The names are checked before the "}": a name that no property has is the
// error, wherever the expression ends.
function unicodePropertyValueExpression(): void {
  const word = (): string => {
    const start = pos;
    for (let u = src.charCodeAt(pos); isAsciiLetter(u) || isDigit(u) || u === 0x5f; u = src.charCodeAt(pos))
      pos++;
    meter: work.units += pos - start;
    return src.slice(start, pos);
  };
  const at = pos;
  const name = word();
  const valueAt = pos + 1;
  const value = eat(EQUALS) ? word() : undefined;
  if (name === "") fail(at, "UnicodePropertyValueExpression", "expected a property name");
  if (value === undefined) {
    if (!listed(GC_VALUES, name) && !listed(BINARY, name))
      fail(
        at,
        "LoneUnicodePropertyNameOrValue",
        `'${name}' is neither a General_Category value nor a binary property`,
        EARLY,
      );
  } else {
    const gc = listed(GC_NAMES, name);
    if (!gc && !listed(SC_NAMES, name))
      fail(
        at,
        "UnicodePropertyName",
        `'${name}' is not General_Category, Script or Script_Extensions (or an alias)`,
        EARLY,
      );
    if (value === "") fail(valueAt, "UnicodePropertyValueExpression", "expected a property value");
    if (!listed(gc ? GC_VALUES : SC_VALUES, value))
      fail(
        valueAt,
        "UnicodePropertyValue",
        `'${value}' is not a value of ${gc ? "General_Category" : "Script"}`,
        EARLY,
      );
  }
  if (!eat(CLOSE_BRACE))
    fail(
      pos,
      "UnicodePropertyValueExpression",
      "expected '}' to end the property (\\p{Name=Value} or \\p{Name})",
    );
}

// ECMA-262 §22.2.1
//   CharacterEscape :: ControlEscape | c AsciiLetter | 0 [lookahead ∉ DecimalDigit] | HexEscapeSequence
//                    | RegExpUnicodeEscapeSequence | IdentityEscape
//   ControlEscape :: one of f n r t v
//   HexEscapeSequence :: x HexDigit HexDigit
//   IdentityEscape[+UnicodeMode] :: SyntaxCharacter | /
// `at` is the "\", pos after it; returns the CharacterValue.
/** The SyntaxCharacters and "/": the IdentityEscapes of Unicode mode. */
const IDENTITY_ESCAPES = "^$\\.*+?()[]{}|/";
const isIdentityEscape = (u: number): boolean =>
  u < 0x80 && IDENTITY_ESCAPES.includes(String.fromCharCode(u));
function characterEscape(at: number, rule: string): number {
  const u = src.charCodeAt(pos);
  // ControlEscape: f n r t v.
  const control =
    u === 0x66 ? 0x0c : u === 0x6e ? 0x0a : u === 0x72 ? 0x0d : u === 0x74 ? 0x09 : u === 0x76 ? 0x0b : -1;
  if (control >= 0) {
    pos++;
    return control;
  }
  const c = src[pos];
  if (c === "c") {
    const letter = src.charCodeAt(pos + 1);
    if (!isAsciiLetter(letter)) fail(at, "CharacterEscape", "\\c must be followed by an ASCII letter");
    pos += 2;
    return letter % 32;
  }
  if (c === "0") {
    if (isDigit(src.charCodeAt(pos + 1)))
      fail(at, "CharacterEscape", "\\0 is followed by a digit: Unicode mode has no octal escapes");
    pos++;
    return 0;
  }
  if (c === "x") {
    pos++;
    const high = hexValue(src.charCodeAt(pos));
    const low = hexValue(src.charCodeAt(pos + 1));
    if (high < 0 || low < 0) fail(at, "HexEscapeSequence", "\\x must be followed by two hexadecimal digits");
    pos += 2;
    return high * 16 + low;
  }
  if (c === "u") return unicodeEscape(at);
  if (c === undefined) fail(at, rule, "'\\' ends the pattern");
  if (isIdentityEscape(u)) {
    pos++;
    return u;
  }
  fail(
    at,
    rule,
    `\\${String.fromCodePoint(codePoint(pos))} is no escape in Unicode mode: only a SyntaxCharacter or '/' may follow '\\'` +
      (rule === "ClassEscape" ? " (and b or - in a class)" : c === "-" ? " (and '-' in a class)" : ""),
  );
}

// ECMA-262 §22.2.1
//   RegExpUnicodeEscapeSequence[+UnicodeMode] :: u HexLeadSurrogate \u HexTrailSurrogate | u HexLeadSurrogate
//     | u HexTrailSurrogate | u HexNonSurrogate | u{ CodePoint }
//   CodePoint :: HexDigits[~Sep] but only if the MV of HexDigits ≤ 0x10FFFF
// A lead surrogate takes the trail surrogate escape that follows it (the grammar's note: the nearest
// lead). `at` is the "\", pos at the "u"; returns the CharacterValue.
function unicodeEscape(at: number): number {
  pos++;
  if (eat(BRACE)) {
    let value = 0;
    const start = pos;
    for (let h = hexValue(src.charCodeAt(pos)); h >= 0; h = hexValue(src.charCodeAt(pos))) {
      value = Math.min(value * 16 + h, 0x110000);
      pos++;
    }
    meter: work.units += pos - start;
    if (pos === start || !eat(CLOSE_BRACE))
      fail(at, "RegExpUnicodeEscapeSequence", "\\u{ must be followed by hexadecimal digits and '}'");
    if (value > 0x10ffff) fail(at, "CodePoint", "the code point is above 10FFFF");
    return value;
  }
  const value = hex4(pos);
  if (value < 0)
    fail(at, "RegExpUnicodeEscapeSequence", "\\u must be followed by four hexadecimal digits or {CodePoint}");
  pos += 4;
  if (value >= 0xd800 && value <= 0xdbff && unit(pos) === BACKSLASH && unit(pos + 1) === 0x75) {
    const trail = hex4(pos + 2);
    if (trail >= 0xdc00 && trail <= 0xdfff) {
      pos += 6;
      return (value - 0xd800) * 0x400 + trail - 0xdc00 + 0x10000;
    }
  }
  return value;
}
/** The value of the four hexadecimal digits at `at`, or -1. */
function hex4(at: number): number {
  let value = 0;
  for (let k = at; k < at + 4; k++) {
    const h = hexValue(src.charCodeAt(k));
    if (h < 0) return -1;
    value = value * 16 + h;
  }
  return value;
}

// ECMA-262 §22.2.1
//   CharacterClass :: [ [lookahead ≠ ^] ClassContents ] | [^ ClassContents ]
//   ClassContents[~UnicodeSetsMode] :: [empty] | NonemptyClassRanges
//   NonemptyClassRanges :: ClassAtom | ClassAtom NonemptyClassRangesNoDash | ClassAtom - ClassAtom ClassContents
//   NonemptyClassRangesNoDash :: ClassAtom | ClassAtomNoDash NonemptyClassRangesNoDash
//     | ClassAtomNoDash - ClassAtom ClassContents
// Read as: ClassAtoms, where an atom followed by "-" and an atom other than "]" is a range. With
// §22.2.1.1's early errors for a range: IsCharacterClass of either ClassAtom is true (Unicode mode),
// or the first's CharacterValue is larger than the second's.
function characterClass(): void {
  const open = pos++;
  eat(CARET);
  for (;;) {
    meter: work.units++;
    if (pos >= src.length)
      fail(pos, "CharacterClass", `expected ']' to close the class opened at offset ${open}`);
    const u = src.charCodeAt(pos);
    if (u === CLOSE_BRACKET) {
      pos++;
      return;
    }
    const from = pos;
    // An ASCII ClassAtom that stands for itself is its own CharacterValue.
    const low = u < 0x80 && (ASCII[u]! & CLASS_CHARACTER) !== 0 ? (pos++, u) : classAtom();
    if (unit(pos) !== HYPHEN || pos + 1 >= src.length || unit(pos + 1) === CLOSE_BRACKET) continue;
    pos++;
    const to = pos;
    // A class escape ends no range, whatever follows it: the error is where it starts.
    const escape =
      unit(pos) === BACKSLASH &&
      (isClassLetter(unit(pos + 1)) || unit(pos + 1) === 0x70 || unit(pos + 1) === 0x50);
    const high = low < 0 || escape ? -1 : classAtom();
    if (high < 0)
      fail(
        low < 0 ? from : to,
        "NonemptyClassRanges",
        "a range cannot start or end with a class escape (\\d, \\s, \\w, \\p{…})",
        EARLY,
      );
    if (low > high)
      fail(from, "NonemptyClassRanges", `the range ${show(low)} to ${show(high)} is out of order`, EARLY);
  }
}

// ECMA-262 §22.2.1
//   ClassAtom :: - | ClassAtomNoDash
//   ClassAtomNoDash :: SourceCharacter but not one of \ or ] or - | \ ClassEscape
//   ClassEscape[+UnicodeMode] :: b | - | CharacterClassEscape | CharacterEscape
/** The ClassAtom's CharacterValue, or -1 for a CharacterClassEscape (a class, no character). */
function classAtom(): number {
  const at = pos;
  const u = src.charCodeAt(pos);
  if (u !== BACKSLASH) {
    if (u < 0xd800 || u > 0xdbff) {
      pos++;
      return u;
    }
    const cp = codePoint(pos);
    pos += cp > 0xffff ? 2 : 1;
    return cp;
  }
  pos++;
  if (eat(0x62)) return 0x08;
  if (eat(HYPHEN)) return 0x2d;
  if (characterClassEscape(at)) return -1;
  return characterEscape(at, "ClassEscape");
}

/** Why `value` is not an ECMA-262 Pattern in Unicode mode, or undefined when it is one. */
export function regexProblem(value: string): FormatProblem | undefined {
  src = value;
  pos = 0;
  captures = 0;
  names = references = undefined;
  try {
    pattern();
    return undefined;
  } catch (error) {
    if (error instanceof Failure) return error.problem;
    throw error;
  } finally {
    src = "";
    names = references = undefined;
    // The stack of a deeply nested pattern is not kept.
    if (stack.length > 4 * 1024) stack = new Int32Array(4 * 64);
  }
}

// The verdicts of the patterns met lately, as an engine keeps the patterns `new RegExp` compiled
// (V8's compilation cache: which is what a regex format that compiles the pattern, ajv-formats',
// answers a repeated pattern from): at most CACHE_ENTRIES patterns and CACHE_CHARACTERS
// characters, all dropped when either is reached. A pattern of more than CACHE_PATTERN characters
// is not kept.
const CACHE_ENTRIES = 4096;
const CACHE_CHARACTERS = 65536;
const CACHE_PATTERN = 1024;
const verdicts = new Map<string, boolean>();
let held = 0;

/** `format: "regex"`: an ECMA-262 Pattern in Unicode mode. */
export function regex(value: string): boolean {
  let valid = value.length > CACHE_PATTERN ? undefined : verdicts.get(value);
  if (valid === undefined) {
    valid = regexProblem(value) === undefined;
    if (value.length <= CACHE_PATTERN) {
      if (verdicts.size >= CACHE_ENTRIES || held + value.length > CACHE_CHARACTERS) {
        verdicts.clear();
        held = 0;
      }
      verdicts.set(value, valid);
      held += value.length;
    }
  }
  return valid;
}
