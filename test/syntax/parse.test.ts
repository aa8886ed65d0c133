// parse, safeParse and validator (src/syntax/parse.ts) name themselves in a TypeError when the input
// is no string, as every entry point does.
import { describe, expect, it } from "vitest";
import { parse, safeParse, validator } from "../../src/index.js";

describe("an input that is no string: a TypeError naming the function", () => {
  it.each([
    ["parse", (x: unknown) => parse(x as never)],
    ["safeParse", (x: unknown) => safeParse(x as never)],
    ["validator", (x: unknown) => validator()(x as never)],
  ] as const)("%s", (name, call) => {
    expect(() => call(5)).toThrow(TypeError);
    expect(() => call(5)).toThrow(`${name}: input must be a string, got number 5`);
  });
});
