// RFC 6570 expansion: the cases the uritemplate-test suite (suite.test.ts) leaves out, by section.
import { describe, expect, it } from "vitest";
import {
  expand,
  parseTemplate,
  safeExpand,
  UriTemplateError,
  type Variables,
} from "../../src/template/index.js";
import * as root from "../../src/template/index.js";

type Row = [template: string, variables: Variables, expected: string];

describe("RFC 6570 §1.6 character encoding: UTF-8, then pct-encoding", () => {
  it.each<Row>([
    ["{x}", { x: "é" }, "%C3%A9"],
    ["{x}", { x: "\u{1D11E}" }, "%F0%9D%84%9E"],
    ["{x}", { x: "\u{E000}" }, "%EE%80%80"],
    ["{x}", { x: "\u0000\u007F" }, "%00%7F"],
    ["{+x}", { x: "é/ü" }, "%C3%A9/%C3%BC"],
  ])("%s with %j", (t, v, out) => expect(expand(t, v)).toBe(out));

  it("long values (encoded through a buffer past 256 characters) as short ones: every code point, every length", () => {
    // encodeURIComponent leaves !'()* as they are, which RFC 3986 §2.2 reserves: the reference
    // encodes them too; for U+R, encodeURI with [ ] let through (RFC 3986 §2.2 gen-delims).
    const u = (v: string) =>
      encodeURIComponent(v).replace(/[!'()*]/g, (c) => "%" + c.charCodeAt(0).toString(16).toUpperCase());
    const r = (v: string) => encodeURI(v).replace(/%5B/g, "[").replace(/%5D/g, "]");
    const pieces = [
      "a",
      "é",
      "中",
      "\u{1F600}",
      "\u0080",
      "\u07FF",
      "\u0800",
      "\uFFFF",
      "/",
      "?",
      " ",
      "~",
      "!",
      "[",
      "#",
    ];
    for (const length of [1, 255, 256, 257, 3000]) {
      const v = Array.from({ length }, (_, k) => pieces[(k * 7) % pieces.length]).join("");
      expect(expand("{x}", { x: v })).toBe(u(v));
      expect(expand("{+x}", { x: v })).toBe(r(v));
    }
    expect(expand("{+x}", { x: "%41".repeat(300) + "%4" })).toBe("%41".repeat(300) + "%254");
    expect(safeExpand("{x}", { x: "a".repeat(300) + "\uD800" }).ok).toBe(false);
  });

  it("a lone surrogate has no UTF-8: invalid-value at the varspec", () => {
    const r = safeExpand("ab{x}", { x: "a\uD800b" });
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.kind).toBe("invalid-value");
      expect(r.error.offset).toBe(3);
      expect(r.error.message).toContain("offset 3");
    }
  });
});

describe("RFC 6570 §2.1 / §3.1 literals", () => {
  it.each<Row>([
    ["café/{x}", { x: "1" }, "caf%C3%A9/1"],
    ["/\u{E000}/\u{10FFFD}", {}, "/%EE%80%80/%F4%8F%BF%BD"],
    ["%41%c3%a9{x}", { x: "a" }, "%41%c3%a9a"], // pct-encoded literals are copied as written
    ["a'b'(c)*!", {}, "a'b'(c)*!"], // Errata ID 6937: "'" is a literal
    ["[::1]:8080/~u", {}, "[::1]:8080/~u"],
    ["", {}, ""],
  ])("%s", (t, v, out) => expect(expand(t, v)).toBe(out));
});

describe("RFC 6570 §2.3 variables and values", () => {
  it.each<Row>([
    ["{x}", { x: 6 }, "6"],
    ["{x}", { x: -0.5 }, "-0.5"],
    ["{x}", { x: true }, "true"],
    ["{x}", { x: null }, ""],
    ["{x,y}", { y: "1" }, "1"],
    ["{x}", { x: "" }, ""],
    ["?{x,y}", { x: "", y: "" }, "?,"],
    ["{?l}", { l: [null, undefined] }, ""], // no defined member: undefined
    ["{?l}", { l: ["a", null, "b"] }, "?l=a,b"], // Appendix A: each defined member
    ["{?k*}", { k: { a: null, b: "1" } }, "?b=1"], // §2.4.2: only the defined pairs
    ["{?k}", { k: { a: null } }, ""], // §2.3: all undefined: undefined
    ["{Some%20Thing}", { "Some%20Thing": "x", "Some Thing": "y" }, "x"], // not decoded (§2.3)
    ["{constructor}{__proto__}{toString}", {}, ""], // own properties only
    ["{a.b}", { "a.b": "dot" }, "dot"],
  ])("%s with %j", (t, v, out) => expect(expand(t, v)).toBe(out));

  it("variables may be a Map, and an associative array a Map (its order kept)", () => {
    expect(
      expand(
        "{?x,k*}",
        new Map<string, root.Value>([
          ["x", "1"],
          [
            "k",
            new Map([
              ["b", "2"],
              ["1", "3"],
            ]),
          ],
        ]),
      ),
    ).toBe("?x=1&b=2&1=3");
    expect(expand("{?k*}", { k: { b: "2", "1": "3" } })).toBe("?1=3&b=2"); // an object lists "1" first
  });
});

describe("RFC 6570 §2.4.1 prefix values: code points, never a split character", () => {
  it.each<Row>([
    ["{var:3}", { var: "value" }, "val"],
    ["{var:20}", { var: "value" }, "value"],
    ["{semi:2}", { semi: ";" }, "%3B"],
    ["{x:2}", { x: "\u{1D11E}\u{1D11E}\u{1D11E}" }, "%F0%9D%84%9E%F0%9D%84%9E"],
    ["{+x:3}", { x: "%41bc" }, "%41"], // "%41" is three characters of the value, copied (U+R)
    ["{+x:2}", { x: "%41bc" }, "%254"], // "%4": the "%" starts no triplet
    ["{;x:2}", { x: "" }, ";x"],
    ["{?x:2}", { x: "" }, "?x="],
    ["{x:9999}", { x: "a".repeat(10000) }, "a".repeat(9999)],
  ])("%s with %j", (t, v, out) => expect(expand(t, v)).toBe(out));
});

describe("RFC 6570 §3.2.1 variable expansion (normative where Appendix A differs)", () => {
  it.each<Row>([
    // An exploded pair with an empty value is "name" alone unless the type is form-style (? &).
    ["{k*}", { k: { a: "", b: "1" } }, "a,b=1"],
    ["{/k*}", { k: { a: "", b: "1" } }, "/a/b=1"],
    ["{.k*}", { k: { a: "" } }, ".a"],
    ["{;k*}", { k: { a: "" } }, ";a"],
    ["{?k*}", { k: { a: "" } }, "?a="],
    ["{&k*}", { k: { a: "" } }, "&a="],
    // Names and values of pairs are encoded as values are.
    ["{?k*}", { k: { "a b/c": "d e" } }, "?a%20b%2Fc=d%20e"],
    ["{+k*}", { k: { "a/b": "c" } }, "a/b=c"],
    // Named, unexploded composite whose expansion is empty: ifemp.
    ["{;l}", { l: [""] }, ";l"],
    ["{?l}", { l: [""] }, "?l="],
    ["{;l*}", { l: ["", "a"] }, ";l;l=a"],
    // U+R: a "%" that starts a triplet is copied with it; any other is "%25".
    ["{+x}", { x: "%2F%zz%4" }, "%2F%25zz%254"],
    ["{#x}", { x: "100%" }, "#100%25"],
    ["{x}", { x: "%2F" }, "%252F"],
    ["{+x}", { x: "[a]:@!$&'()*+,;=" }, "[a]:@!$&'()*+,;="],
    ["{x}", { x: "[a]:@!$&'()*+,;=" }, "%5Ba%5D%3A%40%21%24%26%27%28%29%2A%2B%2C%3B%3D"],
  ])("%s with %j", (t, v, out) => expect(expand(t, v)).toBe(out));
});

describe("RFC 6570 §3 errors: UriTemplateError with a kind and an offset, and the diagnostic result", () => {
  it.each([
    ["{a b}", "syntax", 2, "{a b}"],
    ["x{y}{", "syntax", 5, "x1{"],
    ["x{y}}z", "syntax", 4, "x1}z"],
    ["{y}{!x}{y}", "reserved-operator", 4, "1{!x}1"],
    ["{=x}", "reserved-operator", 1, "{=x}"],
    ["{,x}", "reserved-operator", 1, "{,x}"],
    ["{@x}", "reserved-operator", 1, "{@x}"],
    ["{|x}", "reserved-operator", 1, "{|x}"],
    ["{y}/{l:1}/{y}", "prefix-on-composite", 6, "1/{l:1}/1"],
    ["{k:1}", "prefix-on-composite", 2, "{k:1}"],
  ] as const)("%s: %s at %d", (t, kind, offset, partial) => {
    const r = safeExpand(t, { y: "1", l: ["a"], k: { a: "b" } });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error).toBeInstanceOf(UriTemplateError);
    expect(r.error).toBeInstanceOf(SyntaxError);
    expect([r.error.kind, r.error.offset, r.error.partial]).toEqual([kind, offset, partial]);
    expect(r.error.message).toContain(`offset ${offset}`);
    expect(r.error.message).toMatch(/RFC 6570 §/);
    expect(r.error.toJSON()).toEqual({ kind, offset, message: r.error.message });
    expect(() => expand(t, { y: "1", l: ["a"], k: { a: "b" } })).toThrow(UriTemplateError);
  });

  it("a prefix on an undefined or empty composite is no error: the variable is undefined", () => {
    expect(expand("{l:1}{k:1}", { l: [], k: {} })).toBe("");
  });
});

describe("wrong types are TypeErrors that say what was given", () => {
  it.each([
    [() => expand(1 as unknown as string, {}), /template: expected a string, got number 1/],
    [() => expand("{x}", null as unknown as Variables), /variables: expected an object or a Map, got null/],
    [() => expand("{x}", [] as unknown as Variables), /got an array/],
    [() => expand("{x}", { x: (() => 1) as unknown as string }), /variables\["x"\]/],
    [() => expand("{x}", { x: [["a"]] as unknown as string[] }), /variables\["x"\]\[0\]/],
    [
      () => expand("{x}", { x: { a: { b: "c" } } as unknown as Record<string, string> }),
      /variables\["x"\]\["a"\]/,
    ],
    [() => expand("{x}", { x: new Date(0) as unknown as string }), /variables\["x"\]/],
    [() => expand("{x}", { x: Symbol("s") as unknown as string }), /variables\["x"\]/],
    [() => parseTemplate(null as unknown as string), /template: expected a string, got null/],
  ])("%#", (call, message) => {
    expect(call).toThrow(TypeError);
    expect(call).toThrow(message);
  });
});

describe("the parse tree (grammar/rfc6570.peggy actions)", () => {
  it("literal runs, expressions, varspecs with prefix and explode, at their offsets", () => {
    expect(parseTemplate("a%20b{+x,y:3}c{/l*}")).toEqual({
      type: "URI-Template",
      parts: [
        { type: "literals", text: "a%20b", offset: 0 },
        {
          type: "expression",
          operator: "+",
          varspecs: [
            { type: "varspec", name: "x", modifier: null, offset: 7 },
            { type: "varspec", name: "y", modifier: { type: "prefix", maxLength: 3 }, offset: 9 },
          ],
          offset: 5,
          end: 13,
        },
        { type: "literals", text: "c", offset: 13 },
        {
          type: "expression",
          operator: "/",
          varspecs: [{ type: "varspec", name: "l", modifier: { type: "explode" }, offset: 16 }],
          offset: 14,
          end: 19,
        },
      ],
    });
  });
});

describe("uri-grammar/template exports the template API", () => {
  it("from its entry module", () => {
    expect(root.expand("{x}", { x: "a b" })).toBe("a%20b");
    expect(root.match("{/x*}", "/a/b")).toEqual({ x: ["a", "b"] });
    expect(root.UriTemplateError).toBe(UriTemplateError);
  });
});
