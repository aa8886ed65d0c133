// uri-grammar/standard: each format of uri-grammar/formats as a Standard Schema v1 validator and a
// Standard JSON Schema v1 (@standard-schema/spec 1.1, whose types these are checked against).
import type { StandardJSONSchemaV1, StandardSchemaV1 } from "@standard-schema/spec";
import { describe, expect, expectTypeOf, it } from "vitest";
import * as formats from "../../src/formats/index.js";
import { FORMAT_NAMES, formatMessage, formatProblem, type FormatName } from "../../src/formats/index.js";
import * as standard from "../../src/standard.js";

/** The function of uri-grammar/standard for a format: the name uri-grammar/formats gives it. */
const CAMEL = (name: FormatName) => name.replace(/-(\w)/g, (_, c: string) => c.toUpperCase());

/** One value in and one out of each format (RFC examples where the RFC gives one). */
const SAMPLES: Record<FormatName, [string, string]> = {
  uri: ["foo://example.com:8042/over/there?name=ferret#nose", "//example.com/"],
  "uri-reference": ["../g;x?y#s", "http://a b"],
  iri: ["http://例え.jp/", "例え.jp"],
  "iri-reference": ["/ドキュメント", "a b"],
  "uri-template": ["http://example.com/search{?q,lang}", "{unclosed"],
  ipv4: ["192.0.2.1", "192.0.2.256"],
  ipv6: ["2001:db8::1", "2001:db8::g"],
  "date-time": ["1985-04-12T23:20:50.52Z", "1985-04-12 23:20:50Z"],
  date: ["2020-02-29", "2021-02-29"],
  time: ["23:59:60Z", "24:00:00Z"],
  duration: ["P3Y6M4DT12H30M5S", "P"],
  email: ["user@example.com", "a@[127.0.0.300]"],
  "idn-email": ["用户@例子.广告", "@例子.广告"],
  hostname: ["www.example.com", "-a.example"],
  "idn-hostname": ["例え.jp", "a..b"],
  "json-pointer": ["/foo/0", "foo"],
  "relative-json-pointer": ["0/foo", "/foo"],
  uuid: ["f81d4fae-7dec-11d0-a765-00a0c91e6bf6", "f81d4fae7dec11d0a76500a0c91e6bf6"],
  regex: ["^[a-z]+$", "(unclosed"],
};

describe("uri-grammar/standard: one function per format, named as in uri-grammar/formats", () => {
  it("has every format and nothing else", () => {
    const functions = Object.keys(standard).filter(
      (k) => typeof (standard as Record<string, unknown>)[k] === "function",
    );
    expect(functions.sort()).toEqual(FORMAT_NAMES.map(CAMEL).sort());
    for (const name of FORMAT_NAMES)
      expect(typeof (formats as Record<string, unknown>)[CAMEL(name)]).toBe("function");
  });
});

describe.each(FORMAT_NAMES)("%s", (name) => {
  const schema = (standard as unknown as Record<string, () => standard.FormatSchema<FormatName>>)[
    CAMEL(name)
  ]!();
  const [good, bad] = SAMPLES[name];
  it("is Standard Schema v1: version 1, vendor, validate", () => {
    expect(schema["~standard"].version).toBe(1);
    expect(schema["~standard"].vendor).toBe("uri-grammar");
    expect(schema.format).toBe(name);
  });
  it("passes a value of the format through, as uri-grammar/formats does", () => {
    expect(formats.formats[name](good)).toBe(true);
    expect(schema["~standard"].validate(good)).toEqual({ value: good });
  });
  it("fails a value that is not, with formatProblem's rule, section and offset in the message", () => {
    expect(formats.formats[name](bad)).toBe(false);
    const result = schema["~standard"].validate(bad);
    const p = formatProblem(name, bad)!;
    expect(result.issues).toEqual([{ format: name, ...p, message: formatMessage(name, bad) }]);
    expect(result.issues![0].message).toContain(`(${p.rule}, ${p.section}) at offset ${p.offset}`);
  });
  it("fails what is not a string with an issue, not an exception", () => {
    for (const value of [undefined, null, 42, {}, ["x"]]) {
      const result = schema["~standard"].validate(value);
      expect(result.issues?.[0]?.message).toMatch(/^must be a string \(format ".*"\), got /);
    }
  });
  it('is Standard JSON Schema v1: { type: "string", format } for each target; another throws', () => {
    for (const target of ["draft-2020-12", "draft-07", "openapi-3.0"]) {
      expect(schema["~standard"].jsonSchema.input({ target })).toEqual({ type: "string", format: name });
      expect(schema["~standard"].jsonSchema.output({ target })).toEqual({ type: "string", format: name });
    }
    expect(() => schema["~standard"].jsonSchema.input({ target: "draft-04" })).toThrow(
      /no JSON Schema for target "draft-04"; known: draft-2020-12, draft-07, openapi-3.0/,
    );
    expect(() => schema["~standard"].jsonSchema.output(undefined as never)).toThrow(RangeError);
  });
});

describe("relativeJsonPointer's draft", () => {
  it("reads index-manipulation as 2020-12 does, and not as draft 7 and 2019-09 do", () => {
    expect(standard.relativeJsonPointer()["~standard"].validate("0+1/a").issues).toBeUndefined();
    expect(
      standard.relativeJsonPointer({ draft: "draft7" })["~standard"].validate("0+1/a").issues,
    ).toHaveLength(1);
    expect(() => standard.relativeJsonPointer({ draft: "draft4" as "draft7" })).toThrow(RangeError);
  });
});

describe("the types are the spec's (@standard-schema/spec 1.1)", () => {
  it("each is a StandardSchemaV1<string, string> and a StandardJSONSchemaV1<string, string>", () => {
    const asSpec: StandardSchemaV1<string, string> & StandardJSONSchemaV1<string, string> = standard.uri();
    expect(asSpec["~standard"].vendor).toBe("uri-grammar");
    expectTypeOf(standard.uri()).toMatchTypeOf<StandardSchemaV1<string, string>>();
    expectTypeOf(standard.uri()).toMatchTypeOf<StandardJSONSchemaV1<string, string>>();
    expectTypeOf(standard.relativeJsonPointer({ draft: "draft7" })).toMatchTypeOf<
      StandardSchemaV1<string, string>
    >();
    expectTypeOf<StandardSchemaV1.InferOutput<ReturnType<typeof standard.email>>>().toEqualTypeOf<string>();
  });
});
