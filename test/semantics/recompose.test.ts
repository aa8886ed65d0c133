import { describe, expect, it } from "vitest";
import { parse, recompose } from "../../src/index.js";
import type { PartialComponents } from "../../src/syntax/components.js";

describe("RFC 3986 §5.3 Component Recomposition", () => {
  // An undefined component has no separator; an empty one has its separator and nothing after it.
  // An authority given whole is used as it is; without one, it is built from userinfo, host and port.
  const table: [PartialComponents, string][] = [
    [{}, ""],
    [{ path: "a" }, "a"],
    [{ scheme: "s", path: "p" }, "s:p"],
    [{ scheme: "s", authority: "", path: "" }, "s://"],
    [{ authority: "a", path: "/p" }, "//a/p"],
    [{ host: "h" }, "//h"],
    [{ host: "" }, "//"],
    [{ userinfo: "u", host: "h", port: "80" }, "//u@h:80"],
    [{ userinfo: "", host: "h", port: "" }, "//@h:"],
    // Only a host builds an authority: userinfo or port alone is not one.
    [{ userinfo: "u", path: "/p" }, "/p"],
    [{ port: "80", path: "/p" }, "/p"],
    // A whole authority wins over its parts.
    [{ authority: "a:1", userinfo: "u", host: "h", port: "2" }, "//a:1"],
    [{ path: "/p", params: "x" }, "/p;x"],
    [{ path: "", query: "", fragment: "" }, "?#"],
    [{ scheme: "http", host: "a", path: "/b", query: "q", fragment: "f" }, "http://a/b?q#f"],
  ];
  it.each(table)("%j → %j", (components, text) => {
    expect(recompose(components)).toBe(text);
  });
  it("gives back what parse read (RFC 3986 §5.3)", () => {
    for (const uri of ["http://u@a:80/b;p?q#f", "a:", "//", "?", "#", "", "/.//x", "urn:a:b"])
      expect(recompose(parse(uri)), uri).toBe(uri);
  });
  it.each([
    [null, "null"],
    [undefined, "undefined"],
    ["http://a", 'the string "http://a"'],
    [1, "number 1"],
  ])("refuses %j, not an object", (bad, described) => {
    expect(() => recompose(bad as never)).toThrow(
      new TypeError(`recompose: expected components (an object), got ${described}`),
    );
  });
});
