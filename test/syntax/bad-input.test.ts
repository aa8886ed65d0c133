// Bad input never crashes or hangs: a non-string is a TypeError naming what was given; any string
// returns or throws a UriSyntaxError; long inputs parse without a stack overflow.
import { describe, expect, it } from "vitest";
import {
  equivalent,
  isValid,
  normalize,
  parse,
  recompose,
  resolve,
  safeParse,
  UriSyntaxError,
  validator,
} from "../../src/index.js";

describe("non-string arguments", () => {
  it.each([
    [42, "number 42"],
    [null, "null"],
    [undefined, "undefined"],
    [{}, "an object"],
    [["a"], "an array"],
    [true, "boolean true"],
    [Symbol("s"), "symbol Symbol(s)"],
    [10n, "bigint 10"],
  ] as const)("%s is a TypeError naming %s", (value, named) => {
    for (const fn of [parse, safeParse, isValid] as ((x: unknown) => unknown)[]) {
      expect(() => fn(value)).toThrow(TypeError);
      expect(() => fn(value)).toThrow(named);
    }
  });
  it("bad options are a TypeError or a RangeError, not a crash", () => {
    expect(() => parse("a", 5 as never)).toThrow(TypeError);
    expect(() => parse("a", { rule: 5 as never })).toThrow(TypeError);
    expect(() => parse("a", { variant: "nope" } as never)).toThrow(RangeError);
    expect(() => recompose(null as never)).toThrow(TypeError);
    expect(() => recompose(null as never)).toThrow("recompose: expected components (an object), got null");
  });
  // isValid and parse keep the options of the call before and what they named, so that an options
  // literal in the call costs its key check: a literal with one more key, misspelled, must still
  // throw right after many calls with the same known keys and values.
  it.each([
    ["isValid", (o: object) => isValid("http://a/", o as never), { rule: "URI" }, { rule: "URI", rul: "x" }],
    ["parse", (o: object) => parse("http://a/", o as never), { rule: "URI" }, { rule: "URI", varient: "x" }],
    [
      "safeParse",
      (o: object) => safeParse("http://a/", o as never),
      { variant: "rfc3986" },
      { variant: "rfc3986", rules: "URI" },
    ],
    [
      "validator",
      (o: object) => validator(o as never)("http://a/"),
      { rule: "URI" },
      { rule: "URI", Rule: "URI" },
    ],
    [
      "normalize",
      (o: object) => normalize("HTTP://a/", o as never),
      { level: "scheme" },
      { level: "scheme", levl: "syntax" },
    ],
    [
      "resolve",
      (o: object) => resolve("http://a/b", "c", o as never),
      { strict: true },
      { strict: true, stict: false },
    ],
    [
      "equivalent",
      (o: object) => equivalent("http://a/", "HTTP://a/", o as never),
      { level: "scheme" },
      { level: "scheme", variant: "rfc3986", leve: "x" },
    ],
  ] as const)(
    "%s: a misspelled option throws after calls with known keys",
    (name, call, known, misspelled) => {
      for (let i = 0; i < 200; i++) call({ ...known });
      expect(() => call({ ...misspelled })).toThrow(TypeError);
      expect(() => call({ ...misspelled })).toThrow(`${name}: unknown option`);
      expect(() => call({ ...known })).not.toThrow();
    },
  );
});

describe("errors are UriSyntaxError with offset, line, column, expected items, rule and variant", () => {
  it('names the rule and section: expected h16 or "::" inside IPv6address', () => {
    const r = safeParse("http://[fe80");
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error).toBeInstanceOf(UriSyntaxError);
    expect(r.error.offset).toBe(12);
    expect(r.error.column).toBe(13);
    expect(r.error.expected).toEqual(['":"', '"::"']);
    expect(r.error.context).toEqual({ rule: "IPv6address", section: "RFC 3986 §3.2.2" });
    expect(r.error.message).toBe(
      'not a valid URI-reference (rfc3986): expected ":" or "::" (IPv6address, RFC 3986 §3.2.2) at offset 12, found end of input',
    );
    expect(r.error.variant).toBe("rfc3986");
    expect(r.error.rule).toBe("URI-reference");
  });
  it("points at a truncated percent-encoding: the HEXDIG still expected at its end", () => {
    const r = safeParse("http://a/b%4");
    expect(!r.ok && r.error.offset).toBe(12);
    expect(!r.ok && r.error.expected).toEqual(["HEXDIG"]);
    expect(!r.ok && r.error.context).toEqual({ rule: "pct-encoded", section: "RFC 3986 §2.1" });
  });
  it("throws it from parse", () => {
    expect(() => parse("a b")).toThrow(UriSyntaxError);
    expect(() => parse("a b")).toThrow(/at offset 1/);
  });
});

describe("long inputs", () => {
  it("a 1 MB valid path parses", () => {
    const input = "http://a/" + "b/".repeat(512 * 1024);
    expect(isValid(input)).toBe(true);
    expect(parse(input).path.length).toBe(input.length - 8);
  });
  it("5 M characters: the automata have no length limit", () => {
    const input = "http://a/" + "b/".repeat(5 << 19);
    expect(isValid(input)).toBe(true);
    expect(parse(input).path.length).toBe(input.length - 8);
    expect(isValid(input + " ")).toBe(false);
  });
  it("10 MB: components found at the far end (userinfo decided by an @ 5 MB in)", () => {
    const half = 5 * 1024 * 1024;
    const input = "http://" + "a:".repeat(half >> 1) + "@h:8080/" + "p/".repeat(half >> 1) + "?q#f";
    const c = parse(input);
    expect(c.userinfo!.length).toBe(half);
    expect([c.host, c.port, c.query, c.fragment]).toEqual(["h", "8080", "q", "f"]);
    expect(c.path!.length).toBe(half + 1);
    expect(isValid(input + "#")).toBe(false);
    expect(safeParse(input.replace("@", "@@")).ok).toBe(false);
  });
  it("a 1 MB invalid input reports its offset", () => {
    const input = "http://a/" + "%41".repeat(350_000) + "%4";
    const r = safeParse(input);
    expect(r.ok).toBe(false);
    expect(!r.ok && r.error.offset).toBe(input.length);
  });
  it.each([":", "/", "%", "[", ".", "@", "?"])("1 MB of %j does not crash", (ch) => {
    const input = ch.repeat(1 << 20);
    expect(typeof isValid(input)).toBe("boolean");
    expect(typeof safeParse(input).ok).toBe("boolean");
  });
});
