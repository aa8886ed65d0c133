import { describe, expect, it } from "vitest";
import { isValid, parse, recompose, safeParse, UriSyntaxError } from "../../src/index.js";

describe("RFC 3986 §3 example", () => {
  it("splits foo://example.com:8042/over/there?name=ferret#nose", () => {
    expect(parse("foo://example.com:8042/over/there?name=ferret#nose")).toEqual({
      scheme: "foo",
      authority: "example.com:8042",
      host: "example.com",
      port: "8042",
      path: "/over/there",
      query: "name=ferret",
      fragment: "nose",
    });
  });
  it("recomposes what it parsed", () => {
    const s = "foo://example.com:8042/over/there?name=ferret#nose";
    expect(recompose(parse(s))).toBe(s);
  });
  it("reports an error as a value and as an exception", () => {
    const r = safeParse("http://[2001:db8::g]/");
    expect(r.ok).toBe(false);
    expect(() => parse("http://[2001:db8::g]/")).toThrow(UriSyntaxError);
    expect(isValid("http://[2001:db8::1]/")).toBe(true);
  });
});

describe("validator: options resolved once", () => {
  it("answers as isValid does", async () => {
    const { validator } = await import("../../src/index.js");
    const uri = validator({ rule: "URI" });
    for (const s of ["http://a/", "a:", "//a", "a b", ""]) expect(uri(s)).toBe(isValid(s, { rule: "URI" }));
    expect(() => uri(42 as never)).toThrow(TypeError);
    expect(() => validator({ rule: "nope" } as never)).toThrow(RangeError);
  });
});
