// parse, safeParse and validator (src/syntax/parse.ts) name themselves in a TypeError when the input
// is no string, as every entry point does.
import { describe, expect, it, vi } from "vitest";
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

// startRule keeps the rule of the call before and returns it for options alike (a caller parses many
// inputs with one options object); its first call with options has nothing kept, and looks the rule
// up even when the options name neither a variant nor a rule (RFC 3986 §4.1: URI-reference).
describe("startRule: the first call with options, and the calls after", () => {
  it("names the rule the options name, whatever was kept", async () => {
    vi.resetModules();
    const { startRule } = await import("../../src/syntax/parse.js");
    expect(startRule("parse", {}).name).toBe("URI-reference");
    expect(startRule("parse", { rule: "URI" }).name).toBe("URI");
    expect(startRule("parse", { rule: "URI" }).name).toBe("URI");
    expect(startRule("parse", { variant: "rfc3986", rule: "URI" }).name).toBe("URI");
    expect(startRule("parse", { variant: "rfc3986" }).name).toBe("URI-reference");
    expect(startRule("parse", undefined).name).toBe("URI-reference");
    expect(startRule("parse", { rule: "absolute-URI" }).name).toBe("absolute-URI");
  });
});
