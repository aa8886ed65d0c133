// The JSON-Schema-Test-Suite format files for the formats RFC grammars define, run through Ajv
// with uri-grammar's plugin (draft2020-12 with Ajv2020, draft2019-09 with Ajv2019, draft7 with Ajv).
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { addFormats, FORMAT_NAMES } from "../../src/ajv.js";
import * as formats from "../../src/formats.js";
import { FIXTURES, newAjv, readGroups, type Draft } from "./suite.js";

const DRAFTS: Draft[] = ["draft2020-12", "draft2019-09", "draft7"];

for (const draft of DRAFTS) {
  for (const format of FORMAT_NAMES) {
    describe(`JSON-Schema-Test-Suite ${draft} ${format}.json through Ajv + uri-grammar/ajv`, () => {
      const groups = readGroups(join(FIXTURES, draft, `${format}.json`));
      const cases = groups.flatMap((g) => g.tests.map((t) => ({ ...t, schema: g.schema })));
      const ajv = addFormats(newAjv(draft, { validateFormats: true }));
      it.each(cases)("$description", ({ schema, data, valid }) => {
        expect(ajv.validate(schema as object, data)).toBe(valid);
      });
    });
  }
}

describe("uri-grammar/formats functions", () => {
  it("validate strings", () => {
    expect(formats.uri("a:")).toBe(true);
    expect(formats.uri("mailto:")).toBe(true);
    expect(formats.uri("//a")).toBe(false);
    expect(formats.uriReference("//a")).toBe(true);
    expect(formats.iri("http://r\u00e9sum\u00e9.example/")).toBe(true);
    expect(formats.uri("http://r\u00e9sum\u00e9.example/")).toBe(false);
    expect(formats.iriReference("\u00e9t\u00e9")).toBe(true);
    expect(formats.uriTemplate("http://example.com/{+path}{?q*}")).toBe(true);
    expect(formats.uriTemplate("{x")).toBe(false);
    expect(formats.ipv4("192.168.0.1")).toBe(true);
    expect(formats.ipv4("192.168.00.1")).toBe(false);
    expect(formats.ipv6("fe80::1")).toBe(true);
    expect(formats.ipv6("fe80::1%25en1")).toBe(false);
    expect(formats.uri("http://[fe80")).toBe(false);
  });
  it("throw TypeError for non-strings, saying what was given", () => {
    expect(() => formats.uri(1 as unknown as string)).toThrow(
      new TypeError("uri: expected a string, got number 1"),
    );
    expect(() => formats.ipv6(null as unknown as string)).toThrow(TypeError);
    expect(() => formats.formats.iri({} as unknown as string)).toThrow(/got an object/);
  });
});

describe("addFormats options", () => {
  it("adds only the formats named, as ajv-formats does", () => {
    const added: string[] = [];
    const fake = { addFormat: (name: string) => void added.push(name) };
    expect(addFormats(fake, ["uri", "ipv4"])).toBe(fake);
    expect(added).toEqual(["uri", "ipv4"]);
    addFormats(fake, { formats: ["iri"] });
    expect(added).toEqual(["uri", "ipv4", "iri"]);
  });
  it("rejects unknown formats and non-Ajv arguments", () => {
    expect(() => addFormats({ addFormat() {} }, ["date" as "uri"])).toThrow(RangeError);
    expect(() => addFormats(null as never)).toThrow(TypeError);
    expect(() => addFormats({ addFormat() {} }, 3 as never)).toThrow(TypeError);
  });
  it("works as a one-line swap for ajv-formats", () => {
    const ajv = addFormats(newAjv("draft2020-12", { validateFormats: true }));
    const validate = ajv.compile({ format: "uri" });
    expect(validate("mailto:")).toBe(true);
    expect(validate("http://[fe80")).toBe(false);
    expect(validate(42)).toBe(true); // formats ignore non-strings
  });
});
