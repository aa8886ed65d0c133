// The module `uri-grammar compile` writes (compileAbnf(...).module()) runs on its own: written to a
// temporary folder outside the project, imported there, it needs nothing of uri-grammar, and it
// decides as the built-in recognizer does (RFC 3986's grammar, compiled as a user's grammar would be).
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { compileAbnf } from "../../src/compiler.js";
import { corpusFor } from "../../corpus/variants/index.js";
import { isValid, parse } from "../../src/index.js";

const root = join(import.meta.dirname, "..", "..");
const work = mkdtempSync(join(tmpdir(), "uri-grammar-standalone-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

interface Standalone {
  rules: readonly string[];
  isValid(input: string, rule?: string): boolean;
  errorOffset(input: string, rule?: string): number | null;
  split(input: string, rule?: string): Record<string, string> | null;
  variant?: unknown;
}

async function load(name: string, js: string): Promise<Standalone> {
  const file = join(work, `${name}.mjs`);
  writeFileSync(file, js);
  return (await import(pathToFileURL(file).href)) as Standalone;
}

describe("a compiled module of RFC 3986's grammar agrees with the built-in recognizer", async () => {
  const file = join(root, "grammar", "rfc3986.abnf");
  const compiled = compileAbnf(readFileSync(file, "utf8"), {
    file,
    include: (path) => readFileSync(path, "utf8"),
    rules: ["URI-reference", "URI"],
    captures: {
      scheme: "scheme",
      authority: "authority",
      "path-abempty": "path",
      query: "query",
      fragment: "fragment",
    },
  });
  const { js, dts } = compiled.module();
  const mod = await load("rfc3986", js);
  const sample = [...corpusFor("rfc3986")].slice(0, 400);

  it("imports nothing", () => {
    expect(js).not.toMatch(/^\s*import\b|\brequire\(/m);
    expect(dts).toMatch(/export type Rule = "URI-reference" \| "URI";/);
  });
  it(`isValid: the same verdict on ${sample.length} corpus inputs, for each start rule`, () => {
    expect(sample.length).toBeGreaterThan(100);
    for (const input of sample)
      for (const rule of ["URI-reference", "URI"] as const)
        expect(mod.isValid(input, rule), `${rule} ${JSON.stringify(input)}`).toBe(isValid(input, { rule }));
  });
  it("split: the captured rules, as parse finds them", () => {
    const input = "foo://example.com:8042/over/there?name=ferret#nose"; // RFC 3986 §3
    const components = parse(input);
    expect(mod.split(input, "URI")).toMatchObject({
      scheme: components.scheme,
      authority: components.authority,
      path: components.path,
      query: components.query,
      fragment: components.fragment,
    });
    expect(mod.split("http://[fe80", "URI")).toBeNull();
    expect(mod.errorOffset("http://[fe80", "URI")).toBe(12);
  });
});

describe("a compiled module of RFC 2368's mailto grammar", async () => {
  const text = readFileSync(join(root, "test", "fixtures", "rfc2368", "mailto.abnf"), "utf8");
  const compiled = compileAbnf(text, { rules: ["mailtoURL"], captures: { to: "path", headers: "query" } });
  const mod = await load("mailto", compiled.module({ variant: { id: "mailto-rfc2368" } }).js);
  it.each([
    ["mailto:a@b,c@d?subject=hi", { path: "a@b,c@d", query: "?subject=hi" }],
    ["mailto:?body=x", { query: "?body=x" }],
    ["mailto:a", null],
  ])("split(%j)", (input, expected) => {
    expect(mod.split(input)).toEqual(expected);
    expect(mod.isValid(input)).toBe(expected !== null);
    expect(mod.isValid(input)).toBe(compiled.isValid(input));
  });
  it("exports a variant that uri-grammar's parse takes", () => {
    expect(parse("mailto:a@b?x=y", { variant: mod.variant as never })).toMatchObject({
      path: "a@b",
      query: "?x=y",
    });
  });
});

describe("a compiled module of a recursive grammar (RFC 9110 §5.6.5 comments, §10.1.5 User-Agent)", async () => {
  const file = join(root, "test", "fixtures", "grammars", "rfc9110", "rfc9110.expanded.abnf");
  const compiled = compileAbnf(readFileSync(file, "utf8"), {
    file,
    rules: ["User-Agent", "Date"],
    captures: { product: "product", comment: "comment" },
  });
  const { js, dts } = compiled.module();
  const mod = (await load("rfc9110", js)) as Standalone & {
    parse(
      input: string,
      rule?: string,
    ): { rule: string; from: number; to: number; children: unknown[] } | null;
    errorAt(input: string, rule?: string): { offset: number; expected: string[] } | null;
    validator(rule?: string): (input: string) => boolean;
  };
  const agent = "CERN-LineMode/2.15 (a (nested) comment) libwww/2.17b3";
  it("imports nothing; exports parse and errorAt, typed", () => {
    expect(js).not.toMatch(/^\s*import\b|\brequire\(/m);
    expect(dts).toMatch(/export declare function parse\(input: string, rule\?: Rule\): TreeNode \| null;/);
    expect(compiled.contextFreeRules).toEqual(["User-Agent"]);
  });
  it("decides as compileAbnf does, both the context-free rule and the regular one", () => {
    const validate = mod.validator("User-Agent");
    for (const input of [agent, "a", "a (b", "a (b))", "", "a  b", "a (\\) )"]) {
      expect(mod.isValid(input), JSON.stringify(input)).toBe(compiled.isValid(input));
      expect(validate(input)).toBe(compiled.isValid(input));
      expect(mod.errorOffset(input)).toBe(compiled.errorAt(input)?.offset ?? null);
    }
    expect(mod.isValid("Sun, 06 Nov 1994 08:49:37 GMT", "Date")).toBe(true);
  });
  it("parse: the tree compileAbnf gives; errorAt: the offset and the expected items", () => {
    expect(mod.parse(agent)).toEqual(compiled.parseTree(agent));
    expect(mod.parse(agent)!.children.map((c) => (c as { rule: string }).rule)).toEqual([
      "product",
      "RWS",
      "comment",
      "RWS",
      "product",
    ]);
    expect(mod.errorAt("a (b")).toEqual({ offset: 4, expected: compiled.errorAt("a (b")!.expected });
    expect(mod.errorAt("a (b")!.expected).toContain('")"');
  });
  it("parse and errorAt: a bad argument is an error that names the function", () => {
    expect(() => mod.parse(42 as never)).toThrow(new TypeError("parse: input must be a string, got number"));
    expect(() => mod.errorAt(null as never)).toThrow(
      new TypeError("errorAt: input must be a string, got null"),
    );
    expect(() => mod.errorAt("a", "Nope")).toThrow(
      new RangeError('errorAt: no start rule "Nope"; the start rules: User-Agent, Date'),
    );
    expect(mod.parse("a", "date")).toBeNull();
  });
  it("split: each capture is the last match of its rule not inside another of it", () => {
    expect(mod.split(agent)).toEqual({ product: "libwww/2.17b3", comment: "(a (nested) comment)" });
    expect(mod.split("a (b")).toBeNull();
  });
});
