// parse's components (RFC 3986 §5.3: an undefined component has no key) come in one key order,
// COMPONENT_ORDER, whatever shape a reference has: the common shapes are made as object literals
// (src/syntax/parse.ts, componentsAt), the others by one store a component, and the two must not
// be told apart by a caller (Object.keys, JSON.stringify, a spread).
import { describe, expect, it } from "vitest";
import { COMPONENT_ORDER } from "../../automata/spans.js";
import { parse } from "../../src/index.js";

describe("parse's components, keys in COMPONENT_ORDER (RFC 3986 §5.3)", () => {
  it.each([
    ["http://a/b", { scheme: "http", authority: "a", host: "a", path: "/b" }],
    ["http://a/b?q", { scheme: "http", authority: "a", host: "a", path: "/b", query: "q" }],
    ["http://a/b#f", { scheme: "http", authority: "a", host: "a", path: "/b", fragment: "f" }],
    ["http://a?q#f", { scheme: "http", authority: "a", host: "a", path: "", query: "q", fragment: "f" }],
    [
      "http://u@a:8/b?q#f",
      {
        scheme: "http",
        authority: "u@a:8",
        userinfo: "u",
        host: "a",
        port: "8",
        path: "/b",
        query: "q",
        fragment: "f",
      },
    ],
    ["http://a:/", { scheme: "http", authority: "a:", host: "a", port: "", path: "/" }],
    ["mailto:u@h", { scheme: "mailto", path: "u@h" }],
    ["//a/b", { authority: "a", host: "a", path: "/b" }],
    ["b?q", { path: "b", query: "q" }],
    ["", { path: "" }],
    ["file:///x", { scheme: "file", authority: "", host: "", path: "/x" }],
  ])("%j", (input, expected) => {
    const components = parse(input);
    expect(components).toStrictEqual(expected);
    expect(Object.keys(components)).toEqual(COMPONENT_ORDER.filter((k) => k in expected));
    expect(JSON.stringify(components)).toBe(JSON.stringify(expected));
  });
});
