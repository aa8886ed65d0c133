import { describe, expect, it } from "vitest";
import { isValid, percentDecode, percentEncode } from "../../src/index.js";
import type { PercentComponent } from "../../src/index.js";

describe("RFC 3986 §2.1 percent-encoding for a component", () => {
  const table: [PercentComponent, string, string][] = [
    ["segment", "a b/c?d#e", "a%20b%2Fc%3Fd%23e"],
    ["segment", "a:b@c!$&'()*+,;=-._~", "a:b@c!$&'()*+,;=-._~"],
    ["path", "/a b/c?", "/a%20b/c%3F"],
    ["query", "a=b c&d/e?f#g", "a=b%20c&d/e?f%23g"],
    ["fragment", "x/y?z#w", "x/y?z%23w"],
    ["userinfo", "user:pa@ss word", "user:pa%40ss%20word"],
    ["host", "ex ample.com:80", "ex%20ample.com%3A80"],
    ["query", "100%", "100%25"],
    ["segment", "%41", "%2541"],
    ["segment", "é€😀", "%C3%A9%E2%82%AC%F0%9F%98%80"],
    ["segment", "[]", "%5B%5D"],
    ["segment", "", ""],
  ];
  it.each(table)("%s: %s → %s", (component, value, encoded) => {
    expect(percentEncode(value, component)).toBe(encoded);
    expect(percentDecode(encoded)).toBe(value);
  });
  it("encodes exactly the ASCII characters the component's rule does not allow", () => {
    const rules: Record<PercentComponent, string> = {
      userinfo: "userinfo",
      host: "reg-name",
      path: "path",
      segment: "segment",
      query: "query",
      fragment: "fragment",
    };
    for (const [component, rule] of Object.entries(rules) as [PercentComponent, string][]) {
      for (let c = 0; c < 128; c++) {
        const ch = String.fromCharCode(c);
        const kept = percentEncode(ch, component) === ch;
        expect(kept, `${component} ${JSON.stringify(ch)}`).toBe(ch !== "%" && isValid(ch, { rule } as never));
      }
    }
  });
});

describe("percentDecode", () => {
  const table: [string, string][] = [
    ["%7e%7E", "~~"],
    ["a%20b", "a b"],
    ["100%", "100%"],
    ["%zz%4", "%zz%4"],
    ["%C3%A9", "é"],
    ["%FF", "\uFFFD"],
    ["%C3", "\uFFFD"],
    ["plain", "plain"],
  ];
  it.each(table)("%s → %s", (input, output) => {
    expect(percentDecode(input)).toBe(output);
  });
  it("rejects bad arguments", () => {
    expect(() => percentDecode(null as unknown as string)).toThrow(
      /percentDecode: expected a string, got null/,
    );
    expect(() => percentEncode("a", "scheme" as PercentComponent)).toThrow(TypeError);
    expect(() => percentEncode("a", "toString" as PercentComponent)).toThrow(TypeError);
  });
});
