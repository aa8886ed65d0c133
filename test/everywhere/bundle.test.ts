// Issue 12, "Everywhere JavaScript runs": each public entry point (package.json "exports"), bundled
// by esbuild as a user's bundler would for a browser (`--platform=browser`) and for any JavaScript
// runtime (`--platform=neutral`: edge runtimes, Deno, Bun), uses no Node built-in; the neutral
// bundle then runs in a fresh `vm` context that has ECMAScript's own globals and, of the web
// platform, only TextEncoder and TextDecoder (src/semantics/percent.ts and src/iri.ts use them; browsers, edge
// runtimes, Deno, Bun and Node all have them: they are in WinterCG's Minimum Common Web Platform
// API): no `process`, no `Buffer`, no `require`, no `URL`. There it has every export of the entry
// point, and works.
//
// One build per entry point and platform, shared by the assertions. The library must be built
// (`npm test` runs `npm run build:ts` first).
import { createContext, runInContext } from "node:vm";
import { pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { VARIANT_IDS } from "../../src/variants/types.js";
import {
  bundle,
  consumer,
  ENTRY_POINTS,
  esmFileOf,
  nodeDependencies,
  type Bundle,
  type Consumer,
} from "../../scripts/consumer.js";

const PLATFORMS = ["browser", "neutral"] as const;
type Platform = (typeof PLATFORMS)[number];

/** An entry point's whole namespace, kept by the bundle as the script's global `bundled.entry`. */
const wholeEntry = (entry: string) => `import * as entry from "${entry}";\nexport { entry };\n`;
/** The same, required (the "require" condition): what a CommonJS file, or Ajv's standalone code, does. */
const requiredEntry = (entry: string) => `export const entry = require("${entry}");\n`;

let project: Consumer;
const builds = new Map<string, Bundle>();
const key = (entry: string, platform: Platform) => `${platform} ${entry}`;

beforeAll(async () => {
  project = consumer();
  await Promise.all(
    ENTRY_POINTS.flatMap((entry) =>
      PLATFORMS.map(async (platform) => {
        const options = { platform, format: "iife", globalName: "bundled" } as const;
        builds.set(key(entry, platform), await bundle(wholeEntry(entry), project.dir, options));
        // require: on the neutral platform (the browser's adds only the "browser" condition, which
        // the package does not use).
        if (platform === "neutral")
          builds.set(
            `require ${key(entry, platform)}`,
            await bundle(requiredEntry(entry), project.dir, options),
          );
      }),
    ),
  );
}, 60_000);
afterAll(() => project?.dispose());

/** Runs a neutral bundle in a context that has ECMAScript's globals, TextEncoder and TextDecoder. */
function runBare(code: string): Record<string, unknown> {
  const context = createContext({ TextEncoder, TextDecoder });
  runInContext(`${code}\n;globalThis.__entry = bundled.entry;`, context); // isolation: the vm context's own global
  return context.__entry as Record<string, unknown>;
}

describe('package.json "exports": every public entry point', () => {
  it("lists the entry points a user imports", () => {
    expect(ENTRY_POINTS).toContain("uri-grammar");
    expect(ENTRY_POINTS).toContain("uri-grammar/variants");
    expect(ENTRY_POINTS).toContain("uri-grammar/formats");
    expect(ENTRY_POINTS).toContain("uri-grammar/ajv");
    expect(ENTRY_POINTS.filter((e) => e.startsWith("uri-grammar/variants/"))).toEqual(
      VARIANT_IDS.map((id) => `uri-grammar/variants/${id}`),
    );
  });
});

describe.each(PLATFORMS)("esbuild --bundle --platform=%s", (platform) => {
  describe.each(ENTRY_POINTS)("%s", (entry) => {
    it("bundles, with no Node built-in and no require left", () => {
      const result = builds.get(key(entry, platform))!;
      expect(nodeDependencies(result)).toEqual([]);
      expect(result.errors).toEqual([]);
    });
    it('takes the ES modules of dist/src (the package\'s "import" condition), not the Node build', () => {
      const inputs = Object.keys(builds.get(key(entry, platform))!.metafile!.inputs);
      expect(inputs.some((path) => path.includes("dist/src/"))).toBe(true);
      expect(inputs.filter((path) => path.includes("dist/node/"))).toEqual([]);
    });
    if (platform === "neutral")
      it("runs without Node's globals and has every export of the entry point", async () => {
        const bundled = runBare(builds.get(key(entry, platform))!.code);
        const expected = Object.keys(await import(pathToFileURL(esmFileOf(entry)).href)).sort();
        expect(Object.keys(bundled).sort()).toEqual(expected);
      });
  });
});

describe('require("…") bundled by esbuild --platform=neutral', () => {
  const platform = "neutral";
  describe.each(ENTRY_POINTS)("%s", (entry) => {
    it("bundles, with no Node built-in, from dist/src through dist/cjs (not the Node build)", () => {
      const result = builds.get(`require ${key(entry, platform)}`)!;
      expect(nodeDependencies(result)).toEqual([]);
      const inputs = Object.keys(result.metafile!.inputs);
      expect(inputs.some((path) => path.includes("dist/cjs/"))).toBe(true);
      expect(inputs.filter((path) => path.includes("dist/node/"))).toEqual([]);
    });
    it("runs without Node's globals and has every export of the entry point", async () => {
      const required = runBare(builds.get(`require ${key(entry, platform)}`)!.code);
      const expected = Object.keys(await import(pathToFileURL(esmFileOf(entry)).href))
        .filter((name) => entry !== "uri-grammar/ajv" || name !== "default")
        .sort();
      for (const name of expected) expect(required[name], name).toBeDefined();
    });
  });
  it('"uri-grammar/ajv" is the plugin itself, as ajv-formats\' module is', () => {
    const required = runBare(builds.get(`require ${key("uri-grammar/ajv", "neutral")}`)!.code) as unknown as {
      name: string;
      default: unknown;
    };
    expect(typeof required).toBe("function");
    expect(required.name).toBe("formatsPlugin");
    expect(required.default).toBe(required);
  });
});

describe("the bundles at work, without Node's globals (neutral)", () => {
  it('"uri-grammar": parse, isValid, resolve, and the syntax error', () => {
    const lib = runBare(builds.get(key("uri-grammar", "neutral"))!.code) as {
      parse(s: string): Record<string, string>;
      isValid(s: string): boolean;
      resolve(base: string, ref: string): string;
      safeParse(s: string): { ok: boolean; error?: { message: string; offset: number } };
    };
    expect(lib.parse("foo://example.com:8042/over/there?name=ferret#nose").host).toBe("example.com");
    expect(lib.isValid("http://[2001:db8::1]/")).toBe(true);
    expect(lib.isValid("http://[2001:db8::g]/")).toBe(false);
    expect(lib.resolve("http://a/b/c/d;p?q", "../../../g")).toBe("http://a/g"); // RFC 3986 §5.4.2
    const failed = lib.safeParse("http://[fe80");
    expect(failed.ok).toBe(false);
    expect(failed.error!.offset).toBe(12);
    expect(failed.error!.message).toContain("RFC 3986 §3.2.2");
  });
  it('"uri-grammar/variants/<id>": each bundle holds the variant of that id', () => {
    for (const entry of ENTRY_POINTS.filter((e) => e.startsWith("uri-grammar/variants/"))) {
      // One variant object a module (a deprecated alias is the same object under its old name).
      const exported = [...new Set(Object.values(runBare(builds.get(key(entry, "neutral"))!.code)))] as {
        id: string;
      }[];
      expect(exported.map((variant) => variant.id)).toEqual([entry.slice("uri-grammar/variants/".length)]);
    }
  });
  it('"uri-grammar/formats": the uri format', () => {
    const formats = runBare(builds.get(key("uri-grammar/formats", "neutral"))!.code) as {
      uri(s: string): boolean;
    };
    expect(formats.uri("http://a/b")).toBe(true);
    expect(formats.uri("/b")).toBe(false);
  });
});

describe("the check has teeth: a Node built-in reached through node:module, a bare or a subpath import", () => {
  const cases: [string, string][] = [
    ["a node: import", 'import { createRequire } from "node:module";\nexport const r = createRequire;\n'],
    ["a bare built-in", 'import { readFileSync } from "fs";\nexport const read = readFileSync;\n'],
    ["a built-in subpath", 'import { readFile } from "fs/promises";\nexport const read = readFile;\n'],
    ["a require of a computed path", 'export const load = (id) => require("./generated/" + id + ".cjs");\n'],
  ];
  describe.each(PLATFORMS)("--platform=%s", (platform) => {
    it.each(cases)("finds %s", async (_name, source) => {
      expect(nodeDependencies(await bundle(source, project.dir, { platform }))).not.toEqual([]);
    });
  });
});
