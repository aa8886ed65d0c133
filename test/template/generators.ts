// Generators of URI Templates (RFC 6570 §2) and of variable values (§2.3, §2.4.2) for the property
// tests. Values are drawn from characters that stress encoding: unreserved, reserved, "%" alone and
// in triplets (upper and lower case), space, non-ASCII in the BMP and beyond it.
import fc from "fast-check";
import type { Value } from "../../src/template/index.js";

const OPERATORS = ["", "+", "#", ".", "/", ";", "?", "&"] as const;

/** Literal text (RFC 6570 §2.1 literals): URI characters, non-ASCII, pct-encoded triplets. */
const literalPiece = fc.constantFrom(
  "a",
  "Z",
  "/",
  "?",
  "&",
  "=",
  ";",
  ".",
  ",",
  "#",
  "-",
  "~",
  ":",
  "@",
  "!",
  "'",
  "(",
  "*",
  "+",
  "[",
  "é",
  "\u{1F600}",
  "%41",
  "%2F",
  "%c3%a9",
);
const literalText = fc.array(literalPiece, { minLength: 1, maxLength: 4 }).map((a) => a.join(""));

/** Pieces of values: each is one or more characters. */
const valuePiece = fc.constantFrom(
  "a",
  "b",
  "0",
  "-",
  ".",
  "_",
  "~",
  "/",
  "?",
  "#",
  "&",
  "=",
  ",",
  ";",
  ":",
  "@",
  "+",
  "!",
  "'",
  "[",
  " ",
  "%",
  "%4",
  "%41",
  "%2F",
  "%2f",
  "%c3%a9",
  "%C3%A9",
  "%25",
  "é",
  "ü",
  "€",
  "\u{1D11E}",
  "\u{E000}",
  "\u0000",
  '"',
  "<",
  "\\",
  "{",
  "|",
);
const valueString = fc.array(valuePiece, { maxLength: 5 }).map((a) => a.join(""));

const scalar: fc.Arbitrary<string | number | boolean> = fc.oneof(
  { weight: 8, arbitrary: valueString },
  { weight: 1, arbitrary: fc.integer({ min: -1000, max: 1000 }) },
  { weight: 1, arbitrary: fc.boolean() },
);

const list = fc.array(scalar, { maxLength: 4 });
// Keys that are not integer-like: an object lists those first, whatever the URI's order (ECMAScript
// OrdinaryOwnPropertyKeys), which test/template/match.test.ts covers on its own.
const key = valueString.filter((k) => !/^(0|[1-9][0-9]*)$/.test(k));
const assoc = fc
  .uniqueArray(fc.tuple(key, scalar), { maxLength: 4, selector: ([k]) => k })
  .map((entries) => Object.fromEntries(entries) as Record<string, string | number | boolean>);

const value: fc.Arbitrary<Value> = fc.oneof(
  { weight: 1, arbitrary: fc.constant(undefined) },
  { weight: 4, arbitrary: scalar },
  { weight: 2, arbitrary: list },
  { weight: 2, arbitrary: assoc },
);

interface GeneratedVarspec {
  name: string;
  modifier: "" | "*" | `:${number}`;
}

const modifier = fc.oneof(
  { weight: 3, arbitrary: fc.constant("" as const) },
  { weight: 2, arbitrary: fc.constant("*" as const) },
  { weight: 2, arbitrary: fc.integer({ min: 1, max: 6 }).map((n) => `:${n}` as const) },
  { weight: 1, arbitrary: fc.constantFrom(":20" as const, ":9999" as const) },
);

const NAMES = ["a", "b", "x", "y", "var", "list", "keys", "Some%20Thing", "a.b", "_1"];

/**
 * A template with distinct varnames: literals and expressions, every operator of RFC 6570 §3.2,
 * every modifier, with at least one literal character between two expressions.
 */
export const templateWithValues: fc.Arbitrary<{ template: string; variables: Record<string, Value> }> = fc
  .array(
    fc.oneof(
      { weight: 1, arbitrary: literalText.map((text) => ({ literal: text })) },
      {
        weight: 2,
        arbitrary: fc.record({
          operator: fc.constantFrom(...OPERATORS),
          count: fc.integer({ min: 1, max: 3 }),
          modifiers: fc.array(modifier, { minLength: 3, maxLength: 3 }),
        }),
      },
    ),
    { minLength: 1, maxLength: 4 },
  )
  .chain((parts) => {
    let next = 0;
    const names = fc.shuffledSubarray(NAMES, { minLength: NAMES.length, maxLength: NAMES.length });
    return names.chain((order) => {
      const specs: GeneratedVarspec[] = [];
      let template = "";
      let afterExpression = false;
      for (const part of parts) {
        if ("literal" in part) {
          template += part.literal;
          afterExpression = false;
          continue;
        }
        // Two expressions side by side share out their items by the greedy rule alone
        // (docs/uri-template.md); test/template/match.test.ts covers them on their own.
        if (afterExpression) template += "!";
        afterExpression = true;
        const vs: string[] = [];
        for (let i = 0; i < part.count && next < order.length; i++) {
          const spec = { name: order[next++]!, modifier: part.modifiers[i]! };
          specs.push(spec);
          vs.push(spec.name + spec.modifier);
        }
        template += `{${part.operator}${vs.join(",")}}`;
      }
      // A prefix modifier takes a string (RFC 6570 §2.4.1), the others any value.
      const values = specs.map((s) =>
        s.modifier.startsWith(":")
          ? fc.oneof(fc.constant(undefined), scalar).map((v) => [s.name, v] as const)
          : value.map((v) => [s.name, v] as const),
      );
      return fc.tuple(...values).map((entries) => ({ template, variables: Object.fromEntries(entries) }));
    });
  });
