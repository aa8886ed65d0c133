// Start rules (src/syntax/start-rule.ts): the rules inside a reference that RFC 3986's variants
// split at their delimiters from where those rules begin, and which variants' grammars have
// components at all (hasComponents, read by the conformance scripts).
import { describe, expect, it } from "vitest";
import { parse } from "../../src/index.js";
import { hasComponents } from "../../src/syntax/start-rule.js";
import { ALL_VARIANTS } from "../../src/variants/all.js";

describe('RFC 3986 §3 and §4.2: a hier-part and a relative-part, split as what follows a scheme\'s ":"', () => {
  const whole = { authority: "u@h:1", userinfo: "u", host: "h", port: "1", path: "/p" };
  it.each([
    ["//u@h:1/p", "hier-part", whole],
    ["//u@h:1/p", "relative-part", whole],
    ["//h", "hier-part", { authority: "h", host: "h", path: "" }], // path-abempty, empty
    ["a:b", "hier-part", { path: "a:b" }], // path-rootless: no scheme inside a hier-part
    ["/p", "relative-part", { path: "/p" }],
  ] as const)("%j as %s", (input, rule, expected) => {
    expect(parse(input, { rule })).toStrictEqual(expected);
  });
});

describe("RFC 6570 §2: a URI Template has no components; every URI and URL grammar has", () => {
  it.each(ALL_VARIANTS.map((v) => v.id))("%s", (id) => {
    expect(hasComponents(ALL_VARIANTS.find((v) => v.id === id)!)).toBe(id !== "rfc6570");
  });
});

describe("a start rule's name must be a string (a TypeError naming the function and the option)", () => {
  it.each([
    [5, "parse: rule must be a string, got number 5"],
    [null, "parse: rule must be a string, got null"],
  ] as const)("%j", (rule, message) => {
    expect(() => parse("a", { rule } as never)).toThrow(TypeError);
    expect(() => parse("a", { rule } as never)).toThrow(message);
  });
});
