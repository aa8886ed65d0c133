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
