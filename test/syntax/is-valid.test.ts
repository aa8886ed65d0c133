// isValid (src/syntax/is-valid.ts) keeps what the options of the call before named; these rows hold
// what it answers on a module that has seen no call yet (vi.resetModules: the test files share
// their modules), and the errors it names itself in.
import { describe, expect, it, vi } from "vitest";

describe("RFC 3986 §4.1: options that name no variant and no rule name RFC 3986's URI-reference", () => {
  it.each([{}, { variant: undefined }, { rule: undefined }, { variant: "rfc3986" }] as const)(
    "%j, the first call",
    async (options) => {
      vi.resetModules();
      const { isValid } = await import("../../src/syntax/is-valid.js");
      expect(isValid("http://a/b", options)).toBe(true); // a URI
      expect(isValid("//a/b", options)).toBe(true); // a relative reference
      expect(isValid("%", options)).toBe(false); // "%" begins a pct-encoded (RFC 3986 §2.1)
    },
  );
});

describe("isValid's errors name it (a TypeError or a RangeError)", () => {
  it.each([
    [5, undefined, "isValid: input must be a string, got number 5"],
    ["a", { rule: "nope" }, 'isValid: variant rfc3986 has no start rule "nope"'],
    ["a", { variant: "rfc3986", rule: "nope" }, 'isValid: variant rfc3986 has no start rule "nope"'],
    ["a", { variant: "nope" }, 'isValid: unknown variant "nope"'],
  ] as const)("%j %j", async (input, options, message) => {
    const { isValid } = await import("../../src/syntax/is-valid.js");
    expect(() => isValid(input as never, options as never)).toThrow(message);
  });
});
