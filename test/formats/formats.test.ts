// The JSON-Schema-Test-Suite optional/format files (test/fixtures/json-schema-test-suite, MIT) run
// through Ajv with uri-grammar's plugin (draft2020-12 with Ajv2020, draft2019-09 with Ajv2019,
// draft7 with Ajv): every case of every file. Then the plugin's options and the format functions'
// argument checks.
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { addFormats, FORMAT_NAMES } from "../../src/ajv.js";
import * as formats from "../../src/formats/index.js";
import { FIXTURES, newAjv, readGroups, type Draft } from "../../scripts/json-schema-suite.js";

const DRAFTS: Draft[] = ["draft2020-12", "draft2019-09", "draft7"];

for (const draft of DRAFTS) {
  for (const file of readdirSync(join(FIXTURES, draft)).filter((f) => f.endsWith(".json"))) {
    describe(`JSON-Schema-Test-Suite ${draft} optional/format/${file} through Ajv + uri-grammar/ajv`, () => {
      const groups = readGroups(join(FIXTURES, draft, file));
      const cases = groups.flatMap((g) => g.tests.map((t) => ({ ...t, schema: g.schema })));
      const ajv = addFormats(newAjv(draft, { validateFormats: true }));
      it.each(cases)("$description", ({ schema, data, valid }) => {
        expect(ajv.validate(schema as object, data)).toBe(valid);
      });
    });
  }
}

describe("the suite's files", () => {
  it("cover every format (and the draft 7 files lack only duration and uuid)", () => {
    const files = (draft: Draft) => readdirSync(join(FIXTURES, draft)).map((f) => f.replace(/\.json$/, ""));
    for (const name of FORMAT_NAMES) expect(files("draft2020-12")).toContain(name);
    expect(FORMAT_NAMES.filter((f) => !files("draft7").includes(f))).toEqual(["duration", "uuid"]);
  });
});

describe("uri-grammar/formats functions", () => {
  it("throw TypeError for non-strings, saying what was given", () => {
    expect(() => formats.uri(1 as unknown as string)).toThrow(
      new TypeError("uri: expected a string, got number 1"),
    );
    expect(() => formats.ipv6(null as unknown as string)).toThrow(TypeError);
    expect(() => formats.formats.iri({} as unknown as string)).toThrow(/got an object/);
    expect(() => formats.dateTime(undefined as unknown as string)).toThrow(/^date-time: expected a string/);
    expect(() => formats.formatProblem("date", 3 as unknown as string)).toThrow(TypeError);
    expect(() => formats.formatProblem("nope" as "date", "x")).toThrow(RangeError);
    expect(() => formats.formatsOf("draft4" as "draft7")).toThrow(RangeError);
  });
  it("name the function and what it knows in each refusal", () => {
    const known = `known: ${FORMAT_NAMES.join(", ")}`;
    expect(() => formats.formatsOf("draft4" as "draft7")).toThrow(
      new RangeError('formatsOf: unknown draft "draft4"; known: draft7, draft2019-09, draft2020-12'),
    );
    expect(() => formats.formatProblem("nope" as "date", "x")).toThrow(
      new RangeError(`formatProblem: unknown format "nope"; ${known}`),
    );
    expect(() => formats.formatProblem(5 as unknown as "date", "x")).toThrow(
      new RangeError(`formatProblem: unknown format number 5; ${known}`),
    );
    // A name that is no string is refused even when it would read as one ("uri").
    expect(() => formats.formatProblem(["uri"] as unknown as "uri", "x")).toThrow(
      new RangeError(`formatProblem: unknown format an array; ${known}`),
    );
    expect(() => formats.formatProblem("date", 3 as unknown as string)).toThrow(
      new TypeError("formatProblem: expected a string, got number 3"),
    );
    expect(() => formats.formatProblem("date", "x", undefined, { idna: "x" as never })).toThrow(
      /^formatProblem: options\.idna must be "idna2008" or a reading/,
    );
  });
  it("formatProblem in a reading: the reading's own problems for idn-hostname and idn-email only", () => {
    const UTS46 = { idna: formats.uts46 };
    expect(formats.formatProblem("hostname", "a..b", undefined, UTS46)).toEqual(
      formats.formatProblem("hostname", "a..b"),
    );
    expect(formats.formatProblem("hostname", "a..b")).toBeDefined();
  });
  it("has a function for every name, and the draft tables differ only where the drafts do", () => {
    expect(Object.keys(formats.formats).sort()).toEqual([...FORMAT_NAMES].sort());
    const differ = FORMAT_NAMES.filter(
      (n) => formats.formatsOf("draft7")[n] !== formats.formatsOf("draft2020-12")[n],
    );
    expect(differ).toEqual(Object.keys(formats.DRAFT_DIFFERENCES));
    expect(formats.formatsOf("draft2019-09")).toBe(formats.formatsHandrews);
  });
});

describe("addFormats options", () => {
  it("adds only the formats named, as ajv-formats does", () => {
    const added: string[] = [];
    const fake = { addFormat: (name: string) => void added.push(name) };
    expect(addFormats(fake, ["uri", "date"])).toBe(fake);
    expect(added).toEqual(["uri", "date"]);
    addFormats(fake, { formats: ["iri"], mode: "full" });
    expect(added).toEqual(["uri", "date", "iri"]);
    added.length = 0;
    addFormats(fake);
    expect(added).toEqual(FORMAT_NAMES);
  });
  it("rejects unknown formats, options and non-Ajv arguments", () => {
    expect(() => addFormats({ addFormat() {} }, ["nope" as "uri"])).toThrow(RangeError);
    expect(() => addFormats(null as never)).toThrow(TypeError);
    expect(() => addFormats({ addFormat() {} }, 3 as never)).toThrow(TypeError);
    expect(() => addFormats({ addFormat() {} }, { keywords: true })).toThrow(/adds no keywords/);
    expect(() => addFormats({ addFormat() {} }, { mode: "slow" as "fast" })).toThrow(RangeError);
    expect(() => addFormats({ addFormat() {} }, { draft: "draft4" as "draft7" })).toThrow(RangeError);
    expect(() => addFormats({ addFormat() {} }, { format: [] } as never)).toThrow(/unknown option "format"/);
  });
  it("follows the draft of the Ajv instance (relative-json-pointer's index-manipulation is 2020-12's)", () => {
    const schema = { format: "relative-json-pointer" };
    expect(addFormats(newAjv("draft2020-12", { validateFormats: true })).validate(schema, "0+1/a")).toBe(
      true,
    );
    expect(addFormats(newAjv("draft2019-09", { validateFormats: true })).validate(schema, "0+1/a")).toBe(
      false,
    );
    expect(addFormats(newAjv("draft7", { validateFormats: true })).validate(schema, "0+1/a")).toBe(false);
    expect(
      addFormats(newAjv("draft7", { validateFormats: true }), { draft: "draft2020-12" }).validate(
        schema,
        "0+1/a",
      ),
    ).toBe(true);
  });
  it("works as a one-line swap for ajv-formats", () => {
    const ajv = addFormats(newAjv("draft2020-12", { validateFormats: true }));
    const validate = ajv.compile({ format: "uri" });
    expect(validate("mailto:")).toBe(true);
    expect(validate("http://[fe80")).toBe(false);
    expect(validate(42)).toBe(true); // formats ignore non-strings
    expect(ajv.validate({ format: "date-time" }, "1998-12-31T23:59:60Z")).toBe(true);
    expect(ajv.validate({ format: "email" }, "joe.bloggs@[IPv6:::1]")).toBe(true);
  });
});
