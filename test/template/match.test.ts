// match(template, uri): what it recovers, the rule for ambiguous URIs, and its linear time.
import { describe, expect, it } from "vitest";
import { expand, match, UriTemplateError } from "../../src/template/index.js";
import { matchWithStats, type MatchedVariables } from "../../src/template/match.js";

type Row = [template: string, uri: string, expected: MatchedVariables | null];

const check = ([t, uri, expected]: Row) => {
  const found = match(t, uri);
  expect(found).toEqual(expected);
  // Every answer expands back to the URI it came from.
  if (found !== null) expect(expand(t, found)).toBe(uri);
};

describe("RFC 6570 §3.2.2–§3.2.9: each operator read back", () => {
  it.each<Row>([
    ["{var}", "value", { var: "value" }],
    ["{hello}", "Hello%20World%21", { hello: "Hello World!" }],
    ["{x,y}", "1024,768", { x: ["1024", "768"] }], // greedy: x takes what it can (a list)
    ["{+path}/here", "/foo/bar/here", { path: "/foo/bar" }],
    ["{+hello}", "Hello%20World!", { hello: "Hello World!" }],
    ["{#hello}", "#Hello%20World!", { hello: "Hello World!" }],
    ["X{.list*}", "X.red.green.blue", { list: ["red", "green", "blue"] }],
    ["{/list*,path:4}", "/red/green/blue/%2Ffoo", { list: ["red", "green", "blue", "/foo"] }],
    ["{/list*}", "/red/green/blue", { list: ["red", "green", "blue"] }],
    ["{;x,y,empty}", ";x=1024;y=768;empty", { x: "1024", y: "768", empty: "" }],
    ["{;list*}", ";list=red;list=green", { list: ["red", "green"] }],
    ["{;keys*}", ";semi=%3B;dot=.;comma=%2C", { keys: { semi: ";", dot: ".", comma: "," } }],
    ["{?x,y,undef}", "?x=1024&y=768", { x: "1024", y: "768" }],
    ["{?list}", "?list=red,green,blue", { list: ["red", "green", "blue"] }],
    ["{?keys*}", "?semi=%3B&dot=.&comma=%2C", { keys: { semi: ";", dot: ".", comma: "," } }],
    ["?fixed=yes{&x}", "?fixed=yes&x=1024", { x: "1024" }],
    ["{&keys*}", "&a=1&b=", { keys: { a: "1", b: "" } }],
  ])("%s on %s", (...row) => check(row));
});

describe("what match recovers (docs/uri-template.md)", () => {
  it.each<Row>([
    // U operators: every triplet decoded (UTF-8, RFC 6570 §1.6).
    ["/users/{id}", "/users/caf%C3%A9", { id: "café" }],
    ["/users/{id}", "/users/a%2Fb", { id: "a/b" }],
    ["/users/{id}", "/users/100%25", { id: "100%" }],
    // U+R: only what expansion must have encoded; reserved characters and their triplets stay.
    ["{+path}", "/a%2Fb/c%20d", { path: "/a%2Fb/c d" }],
    ["{+x}", "%25zz", { x: "%zz" }],
    ["{+x}", "%2541", { x: "%2541" }],
    // Lists and associative arrays.
    ["{/id*}", "/a/b/c", { id: ["a", "b", "c"] }],
    ["{/id*}", "/a", { id: ["a"] }],
    ["{?q*}", "?a=1&b=2", { q: { a: "1", b: "2" } }],
    ["{?q*}", "?q=1&q=2", { q: ["1", "2"] }],
    ["{k*}", "a=1,b", { k: { a: "1", b: "" } }],
    ["{/x}", "/a,b", { x: ["a", "b"] }], // a list and an associative array expand alike: a list
    // A prefix recovers the prefix, not more.
    ["{var:3}", "val", { var: "val" }],
    ["{var:3}{rest}", "value", { var: "val", rest: "ue" }],
    ["{x:1}/{x}", "v/value", { x: "value" }],
    ["{x:2}", "%F0%9D%84%9E%F0%9D%84%9E", { x: "\u{1D11E}\u{1D11E}" }],
    ["{+x:1}{y}", "%20abc", { x: " ", y: "abc" }],
    // Undefined and empty.
    ["{x}", "", { x: "" }],
    ["{?x}", "", {}],
    ["{?x}", "?x=", { x: "" }],
    ["{;x}", ";x", { x: "" }],
    ["O{undef}X", "OX", { undef: "" }],
    // A variable that occurs twice has one value.
    ["{x}/{x}", "a/a", { x: "a" }],
    ["{.who,who}", ".fred.fred", { who: "fred" }], // greedy disagrees; the shortest-first reading agrees
    ["{x}/{x}", "a/b", null],
    // Named items go to the varspec they name, distinct keys for an associative array.
    ["{?x*,b}", "?x=1&x=2&b=3", { x: ["1", "2"], b: "3" }],
    ["{?x*,y*}", "?a=1&b=2&a=3", { x: { a: "1", b: "2" }, y: { a: "3" } }],
    ["{/a*,b*}", "/k=1/k=2", { a: { k: "1" }, b: { k: "2" } }],
    // Two adjacent expressions: the first takes what it can.
    ["{a}{b}", "xyz", { a: "xyz", b: "" }], // b defined (empty) rather than undefined
    ["{/a*}{/b*}", "/1/2", { a: ["1", "2"] }],
    // Not an expansion of the template.
    ["/users/{id}", "/groups/1", null],
    ["/users/{id}", "/users/a/b", null],
    ["/users/{id}", "/users/é", null], // an IRI character: expansion pct-encodes it
    ["{x}", "%FF", null], // not UTF-8 (RFC 6570 §1.6)
    ["{?x}", "?y=1", null],
    ["{?x*}", "?a=1&a=2", null], // a repeated key is neither a list of x nor an associative array
  ])("%s on %s", (...row) => check(row));

  it("equivalent forms (RFC 3986 §2.1, §2.3) match; the answer expands to the normal form", () => {
    expect(match("/u/{id}", "/u/%7euser%c3%a9")).toEqual({ id: "~useré" });
    expect(match("caf%C3%A9/{x}", "caf%c3%a9/1")).toEqual({ x: "1" });
    expect(match("café/{x}", "caf%C3%A9/1")).toEqual({ x: "1" });
  });

  it("integer-like keys of an associative array come first in an object (ECMAScript), whatever the URI's order", () => {
    const found = match("{?german*}", "?12=zw%C3%B6lf&11=elf");
    expect(found).toEqual({ german: { "11": "elf", "12": "zwölf" } });
    expect(expand("{?german*}", found!)).toBe("?11=elf&12=zw%C3%B6lf");
  });

  it("keys such as __proto__ are own properties", () => {
    const found = match("{?q*}", "?__proto__=1&constructor=2");
    expect(Object.keys(found!.q!)).toEqual(["__proto__", "constructor"]);
    expect(match("{__proto__}", "x")).toEqual(
      Object.defineProperty({}, "__proto__", { value: "x", enumerable: true }),
    );
  });
});

describe("errors", () => {
  it("an invalid template or an op-reserve operator throws UriTemplateError", () => {
    expect(() => match("{a b}", "x")).toThrow(UriTemplateError);
    expect(() => match("{!x}", "x")).toThrow(/reserved for future extensions/);
  });
  it("wrong types are TypeErrors", () => {
    expect(() => match(1 as unknown as string, "x")).toThrow(TypeError);
    expect(() => match("{x}", undefined as unknown as string)).toThrow(
      /uri: expected a string, got undefined/,
    );
  });
});

// CVE-2026-0621 (MCP TypeScript SDK): an exploded "{/id*}" matched by a backtracking regular
// expression. Here the work is counted in VM steps, not time: steps per character stay the same
// from 1 KB to 16 KB, failing inputs included.
describe("linear time: steps per character do not grow with the URI", () => {
  const adversarial: [string, (n: number) => string][] = [
    ["{/id*}", (n) => "/" + "a/".repeat(n / 2)],
    ["{/id*}", (n) => "/" + "a/".repeat(n / 2) + "!"],
    ["{x}", (n) => ",".repeat(n) + "!"],
    ["{x,y,z}", (n) => ",".repeat(n)],
    ["{a}{b}{c}{/d*}{?e*}", (n) => "a".repeat(n) + "!"],
    ["{?x*}", (n) => "?" + "a=&".repeat(n / 3) + "="],
    ["{;x*,y*}", (n) => ";x".repeat(n / 2) + "="],
    ["{/id*}", (n) => "/" + "%C3%A9/".repeat(n / 7)],
    ["{y}{x:9999}", (n) => "a".repeat(n) + "!"],
    ["{+x:9999}{+y}", (n) => "%2541".repeat(n / 5) + "!"],
    ["{y}{x:9999}{y}", (n) => "a".repeat(n)],
    ["{.x*}{.y*}", (n) => ".a=b".repeat(n / 4)],
    // Pairs of "{.x*}" regrouped at "." (dotPairs): a key that grows with every piece (it was
    // hashed, and the pairs scanned, at every piece).
    ["{.x*}", (n) => ".b=1.a" + ".b".repeat(n / 2)],
    ["{.x*}", (n) => "." + "a.".repeat(n / 2) + "a="],
    // Items shared out among varspecs (src/template/segment.ts).
    ["{?x*,y*,z}", (n) => "?" + "x=1&".repeat(n / 4) + "z=2"],
    ["{;a*,b*,c}", (n) => ";a=1".repeat(n / 8) + ";b=2".repeat(n / 8)],
  ];
  it.each(adversarial)("%s", (template, input) => {
    const perChar = [1024, 4096, 16384].map((n) => {
      const uri = input(n);
      const { steps, work } = matchWithStats(template, uri);
      return (steps + work) / uri.length;
    });
    // Linear: the same work per character at every length (within 10%).
    expect(perChar[2]! / perChar[0]!).toBeLessThan(1.1);
    expect(perChar[1]! / perChar[0]!).toBeLessThan(1.1);
  });

  it("a run's steps are bounded by (n + 1) · states · (K + 1), here with K = 0", () => {
    const uri = "/" + "a/".repeat(5000);
    const { steps, states } = matchWithStats("{/id*}", uri);
    expect(steps).toBeLessThanOrEqual((uri.length + 1) * states);
  });
});
