// Issue 12's Ajv plugin budget (size-budgets.json): a bundle of `addFormats` and `uriResolver` keeps
// what validates and resolves, and leaves out what only explains or parses. The error tables
// (the grammars' diagnostics, reached by formatProblem and addFormatErrors), the tagged DFA's engine
// (reached by parse, through splitOf) and UriSyntaxError (thrown by parse) are separate top-level
// functions and modules, so that esbuild drops them; a method or a module-level side effect would
// bring them back without failing anything but the size budget. Each case has its control: the
// import that does reach them.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bundle, consumer, type Consumer } from "../../scripts/consumer.js";

let project: Consumer;
beforeAll(() => {
  project = consumer();
});
afterAll(() => project?.dispose());

/** The unminified bundle of an import (names kept) and the files it took bytes from. */
async function bundled(statement: string, names: string): Promise<{ code: string; files: string[] }> {
  const result = await bundle(`${statement};\nexport { ${names} };\n`, project.dir, { platform: "browser" });
  expect(result.errors).toEqual([]);
  const output = Object.values(result.metafile!.outputs)[0]!;
  const files = Object.entries(output.inputs)
    .filter(([, input]) => input.bytesInOutput > 0)
    .map(([path]) => path.replace(/^.*?(dist\/|node_modules\/)/, "$1"));
  return { code: result.code, files };
}

const LEFT_OUT = [
  ["the diagnostics tables' decoder", /\bfunction diagnosticsOf\(/],
  ["the tagged DFA's engine", /\bSplitter = class\b/],
  ["UriSyntaxError", /\bUriSyntaxError = class\b/],
] as const;

describe('import addFormats, { uriResolver } from "uri-grammar/ajv"', () => {
  it.each(LEFT_OUT)("leaves out %s", async (_what, pattern) => {
    const { code } = await bundled(
      'import addFormats, { uriResolver } from "uri-grammar/ajv"',
      "addFormats, uriResolver",
    );
    expect(code).not.toMatch(pattern);
  });
  it("takes RFC 3987's tables of the formats' rules (RFC 3986's on US-ASCII), not the variants'", async () => {
    const { files } = await bundled(
      'import addFormats, { uriResolver } from "uri-grammar/ajv"',
      "addFormats, uriResolver",
    );
    // RFC 3986's format tables are not the library's: RFC 3987's, in RFC 3986's names, say why a
    // value fails (src/formats/uri.ts, RFC3986_NAMES).
    expect(files).not.toContain("dist/generated/rfc3986-formats.automata.js");
    expect(files).toContain("dist/generated/rfc3987-formats.automata.js");
    expect(files).not.toContain("dist/generated/rfc3986.automata.js");
    expect(files).not.toContain("dist/generated/rfc3987.automata.js");
    expect(files).not.toContain("dist/src/syntax/errors.js");
  });
});

describe('import { addFormatErrors } from "uri-grammar/ajv"', () => {
  it("explains the URI formats with RFC 3987's tables, not RFC 3986's", async () => {
    const { files } = await bundled('import { addFormatErrors } from "uri-grammar/ajv"', "addFormatErrors");
    expect(files).toContain("dist/generated/rfc3987-formats.automata.js");
    expect(files).not.toContain("dist/generated/rfc3986-formats.automata.js");
  });
});

describe("the imports that do reach them (controls)", () => {
  it.each([
    [
      "the diagnostics tables' decoder",
      'import { addFormatErrors } from "uri-grammar/ajv"',
      "addFormatErrors",
      0,
    ],
    ["the tagged DFA's engine", 'import { parse } from "uri-grammar"', "parse", 1],
    ["UriSyntaxError", 'import { parse } from "uri-grammar"', "parse", 2],
  ] as const)("%s: %s", async (_what, statement, names, k) => {
    const { code } = await bundled(statement, names);
    expect(code).toMatch(LEFT_OUT[k]![1]);
  });
});

// UTS #46's reading of the IDN formats is an object the program names (`uts46`), so that the mapping
// and its table are in a bundle only then; the plugin takes it as `{ idna: uts46 }`.
describe("UTS #46's mapping: only in a bundle that names uts46", () => {
  it.each([
    ['import addFormats, { uriResolver } from "uri-grammar/ajv"', "addFormats, uriResolver"],
    ['import { addFormatErrors } from "uri-grammar/ajv"', "addFormatErrors"],
    ['import { formatsOf, idnHostname } from "uri-grammar/formats"', "formatsOf, idnHostname"],
    ['import { idnHostname, idnEmail } from "uri-grammar/standard"', "idnHostname, idnEmail"],
    ['import { pluginOf, idnHostname } from "uri-grammar/ajv/formats"', "pluginOf, idnHostname"],
  ])("%s leaves it out", async (statement, names) => {
    const { files } = await bundled(statement, names);
    expect(files).toContain("dist/src/formats/hostname.js");
    expect(files).not.toContain("dist/src/formats/uts46.js");
  });
  it.each([
    ['import { uts46 } from "uri-grammar/formats"', "uts46"],
    ['import { idnHostnameUts46 } from "uri-grammar/ajv/formats"', "idnHostnameUts46"],
  ])("%s takes it (control)", async (statement, names) => {
    const { files } = await bundled(statement, names);
    expect(files).toContain("dist/src/formats/uts46.js");
  });
});

// The work meter (src/semantics/work.ts) is for the linear-time tests: scripts/build-dist.mjs takes
// its `meter:` statements out of dist/, which src/ keeps (test/formats/scaling.test.ts reads them).
describe("the work meter: in src/, not in the published code", () => {
  it("every format and the resolver, bundled, count nothing", async () => {
    const { code, files } = await bundled(
      'import * as formats from "uri-grammar/formats"; import { uriResolver } from "uri-grammar/ajv"',
      "formats, uriResolver",
    );
    expect(files).not.toContain("dist/src/semantics/work.js");
    expect(code).not.toMatch(/\bmeter:|\.units\b/);
  });
  it("src/ counts (control)", async () => {
    const { readFileSync } = await import("node:fs");
    const source = readFileSync(new URL("../../src/formats/regex.ts", import.meta.url), "utf8");
    expect(source).toMatch(/meter: work\.units/);
  });
});
