// uri-grammar/ajv in ajv-formats' shape, as each kind of program gets it: the module's value under
// `require` is the plugin function named `formatsPlugin` (the name @fastify/ajv-compiler looks for
// before it adds ajv-formats of its own), with `default`, `get` and the named exports; the ES module's
// default export is the same function; the names survive a minifier. Then the definitions of
// uri-grammar/ajv/formats: what the plugin registers, what Ajv's standalone code names, and a plugin
// of chosen formats.
import { createRequire } from "node:module";
import { join } from "node:path";
import { createContext, runInContext } from "node:vm";
import AjvModule, { _ } from "ajv";
import Ajv2020Module from "ajv/dist/2020.js";
import standaloneModule from "ajv/dist/standalone/index.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bundle, consumer, ROOT, type Consumer } from "../../scripts/consumer.js";
import * as esm from "../../src/ajv.js";
import * as definitions from "../../src/ajv-formats.js";
import { FORMAT_NAMES, formats as functions } from "../../src/formats/index.js";

let project: Consumer;
let requireIn: NodeJS.Require;
beforeAll(() => {
  project = consumer(["ajv"]);
  requireIn = createRequire(join(project.dir, "index.js"));
});
afterAll(() => project?.dispose());

const Ajv = AjvModule.default;
type Ajv = InstanceType<typeof Ajv>;
const Ajv2020 = Ajv2020Module.default;
const standaloneCode = standaloneModule.default;

const NAMED = ["FORMAT_NAMES", "addFormatErrors", "addFormats", "formatsPlugin", "uriResolver"];

/** What ajv-formats' module is under require: the plugin, carrying the named exports. */
function expectPluginModule(plugin: Record<string, unknown> & ((...args: never[]) => unknown)) {
  expect(typeof plugin).toBe("function");
  expect(plugin.name).toBe("formatsPlugin");
  expect(plugin.default).toBe(plugin);
  expect(plugin.__esModule).toBe(true);
  expect(typeof plugin.get).toBe("function");
  for (const name of NAMED) expect(plugin[name], name).toBeDefined();
  expect(plugin.addFormats).toBe(plugin.formatsPlugin);
}

describe('require("uri-grammar/ajv")', () => {
  it('under Node (the "node" condition, dist/node) is the plugin, as ajv-formats\' is', () => {
    expectPluginModule(requireIn("uri-grammar/ajv"));
  });
  it('outside Node (the "require" condition, dist/cjs, what bundlers take) is the same shape', () => {
    const outside = createRequire(import.meta.url)(join(ROOT, "dist", "cjs", "ajv.js"));
    expectPluginModule(outside);
    expect(outside.uriResolver.resolve("http://a/b/c", "../d")).toBe("http://a/d");
  });
  it("adds the formats when called as the module: require('uri-grammar/ajv')(ajv)", () => {
    const ajv = requireIn("uri-grammar/ajv")(new Ajv());
    expect(ajv.validate({ type: "string", format: "uri" }, "http://a/b")).toBe(true);
    expect(ajv.validate({ type: "string", format: "uri" }, "/b")).toBe(false);
  });
});

describe("the plugin's name survives a minifier (esbuild --minify renames functions)", () => {
  it.each([
    ["the default export", 'import plugin from "uri-grammar/ajv"; export const name = plugin.name;'],
    [
      "a plugin of chosen formats",
      'import { pluginOf, uri } from "uri-grammar/ajv/formats"; export const name = pluginOf({ uri }).name;',
    ],
    ["required", 'export const name = require("uri-grammar/ajv").name;'],
  ])("%s", async (_what, source) => {
    const built = await bundle(source, project.dir, {
      platform: "browser",
      minify: true,
      format: "iife",
      globalName: "out",
    });
    expect(built.errors).toEqual([]);
    const context = createContext({ TextEncoder, TextDecoder });
    expect(runInContext(`${built.code};\nout.name;`, context)).toBe("formatsPlugin");
  });
});

describe("get(name): a format's definition, as the plugin registers it", () => {
  it("is the object Ajv holds after addFormats (2020-12's)", () => {
    const ajv = esm.addFormats(new Ajv2020());
    for (const name of FORMAT_NAMES) {
      expect(esm.formatsPlugin.get(name)).toBe(ajv.formats[name]);
      expect(esm.formatsPlugin.get(name)).toEqual({ type: "string", validate: functions[name] });
    }
    expect(esm.formatsPlugin.get("uri", "fast")).toBe(definitions.uri);
  });
  it("a draft 7 instance gets draft 7's relative-json-pointer", () => {
    const ajv = esm.addFormats(new Ajv());
    expect(ajv.formats["relative-json-pointer"]).toBe(definitions.relativeJsonPointerHandrews);
    expect(ajv.formats.uri).toBe(definitions.uri);
  });
  it("refuses an unknown format or mode, saying what it knows", () => {
    expect(() => esm.formatsPlugin.get("url" as "uri")).toThrow(
      /formatsPlugin.get: unknown format "url"; known: uri, uri-reference/,
    );
    expect(() => esm.formatsPlugin.get("uri", "slow" as "fast")).toThrow(/mode must be "full" or "fast"/);
  });
});

describe("uri-grammar/ajv/formats", () => {
  it("has a definition for every format, by the names of uri-grammar/formats, and the tables by format name", () => {
    for (const name of FORMAT_NAMES) expect(definitions.formats[name].validate).toBe(functions[name]);
    expect(Object.keys(definitions.formats)).toEqual(FORMAT_NAMES);
    const differ = FORMAT_NAMES.filter((n) => definitions.formats[n] !== definitions.formatsHandrews[n]);
    expect(differ).toEqual(["relative-json-pointer"]);
  });
  it("pluginOf adds the formats given and nothing else", () => {
    const ajv = definitions.pluginOf({ uri: definitions.uri, "date-time": definitions.dateTime })(new Ajv());
    expect(Object.keys(ajv.formats).filter((k) => FORMAT_NAMES.includes(k as "uri"))).toEqual([
      "uri",
      "date-time",
    ]);
    expect(ajv.validate({ type: "string", format: "date-time" }, "2026-11-23T10:00:00Z")).toBe(true);
    expect(() => ajv.compile({ type: "string", format: "email" })).toThrow(/unknown format "email"/);
  });
  it("pluginOf refuses what is not a table of definitions, and the plugin what is not Ajv", () => {
    expect(() => definitions.pluginOf([] as never)).toThrow(TypeError);
    expect(() => definitions.pluginOf({ uri: functions.uri } as never)).toThrow(
      /"uri" is not a format definition/,
    );
    expect(() => definitions.pluginOf({ uri: definitions.uri })({} as never)).toThrow(
      /expected an Ajv instance/,
    );
  });
});

describe("addFormatErrors knows uri-grammar's formats however they were registered", () => {
  it.each([
    ["a definition under another name", (ajv: Ajv) => ajv.addFormat("homepage", definitions.uri)],
    ["a function of uri-grammar/formats", (ajv: Ajv) => ajv.addFormat("homepage", functions.uri)],
  ])("%s", (_what, register) => {
    const ajv = new Ajv();
    register(ajv);
    esm.addFormatErrors(ajv);
    const validate = ajv.compile({ format: "homepage" });
    expect(validate("http://a b")).toBe(false);
    expect(validate.errors![0]!.message).toMatch(
      /^must match format "homepage": expected .* \(URI, RFC 3986 §3\) at offset 8$/,
    );
    expect(validate(42)).toBe(true); // a format says nothing of other types
  });
  it("draft 7's relative-json-pointer explains as draft 7 reads it", () => {
    const ajv = esm.addFormatErrors(esm.addFormats(new Ajv()));
    const validate = ajv.compile({ type: "string", format: "relative-json-pointer" });
    expect(validate("0+1/a")).toBe(false);
    expect(validate.errors![0]!.params).toMatchObject({ format: "relative-json-pointer", offset: 1 });
  });
});

describe("Ajv's standalone code with code.formats naming uri-grammar/ajv/formats", () => {
  /** Runs a standalone module with `require` resolving from the consumer project. */
  function load(code: string): (data: unknown) => boolean {
    const module = { exports: {} as unknown };
    new Function("require", "module", "exports", code)(requireIn, module, module.exports);
    return module.exports as (data: unknown) => boolean;
  }
  it.each([
    [
      "2020-12",
      () => new Ajv2020({ code: { source: true, formats: _`require("uri-grammar/ajv/formats").formats` } }),
      true,
    ],
    [
      "draft 7",
      () =>
        new Ajv({ code: { source: true, formats: _`require("uri-grammar/ajv/formats").formatsHandrews` } }),
      false,
    ],
  ] as const)("%s: the code runs, and validates as the instance does", (_draft, make, indexManipulation) => {
    const ajv = esm.addFormats(make() as Ajv);
    const schema = {
      type: "object",
      properties: {
        home: { type: "string", format: "uri" },
        at: { type: "string", format: "relative-json-pointer" },
      },
    };
    const validate = load(standaloneCode(ajv, ajv.compile(schema)));
    expect(validate({ home: "https://example.com/", at: "0/a" })).toBe(true);
    expect(validate({ home: "example.com" })).toBe(false);
    expect(validate({ at: "0+1/a" })).toBe(indexManipulation);
  });
});
