// Runs JSON-Schema-Test-Suite files through Ajv (test/fixtures/json-schema-test-suite, MIT, see
// LICENSE there). Used by the tests in this folder and by scripts/compare-formats.ts.
//
// Remote schemas are served the way the suite prescribes (its README): the remotes/ folder at
// http://localhost:1234/, here in-process: every remote file is added with ajv.addSchema under its
// URL before a group's schema is compiled. No network.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import Ajv from "ajv";
import Ajv2019 from "ajv/dist/2019.js";
import Ajv2020 from "ajv/dist/2020.js";

export const FIXTURES = join(import.meta.dirname, "..", "test", "fixtures", "json-schema-test-suite");
export const FULL = join(FIXTURES, "full");

export interface SuiteTest {
  description: string;
  data: unknown;
  valid: boolean;
}
export interface SuiteGroup {
  description: string;
  schema: unknown;
  tests: SuiteTest[];
}

export type Draft = "draft2020-12" | "draft2019-09" | "draft7";

type AjvInstance = InstanceType<typeof Ajv.default>;
type AjvOptions = ConstructorParameters<typeof Ajv.default>[0];

export function newAjv(draft: Draft, options: AjvOptions = {}): AjvInstance {
  const base: AjvOptions = { strict: false, logger: false, ...options };
  if (draft === "draft2020-12") return new Ajv2020.default(base) as unknown as AjvInstance;
  if (draft === "draft2019-09") return new Ajv2019.default(base) as unknown as AjvInstance;
  return new Ajv.default(base);
}

export function readGroups(file: string): SuiteGroup[] {
  return JSON.parse(readFileSync(file, "utf8")) as SuiteGroup[];
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : name.endsWith(".json") ? [path] : [];
  });
}

/** The remotes a draft reads: its own folder, the draft-independent files, and draft2019-09 (cross-draft tests). */
function remotesFor(draft: Draft): { url: string; schema: unknown }[] {
  const root = join(FULL, "remotes");
  return filesUnder(root)
    .map((file) => ({ file, rel: relative(root, file).split("\\").join("/") }))
    .filter(
      ({ rel }) => !/^(draft|v1)/.test(rel) || rel.startsWith(`${draft}/`) || rel.startsWith("draft2019-09/"),
    )
    .map(({ file, rel }) => ({
      url: `http://localhost:1234/${rel}`,
      schema: JSON.parse(readFileSync(file, "utf8")),
    }));
}

export interface TestOutcome {
  file: string;
  group: string;
  test: string;
  expected: boolean;
  /** The validator's verdict, or the error that kept it from giving one. */
  actual: boolean | string;
  passed: boolean;
}

/** Runs every test of one suite file, one Ajv instance per group (remotes added to each). */
export function runFile(draft: Draft, file: string, options: AjvOptions = {}): TestOutcome[] {
  const name = relative(join(FULL, "tests", draft), file)
    .split("\\")
    .join("/")
    .replace(/\.json$/, "");
  const remotes = remotesFor(draft);
  const outcomes: TestOutcome[] = [];
  for (const group of readGroups(file)) {
    const ajv = newAjv(draft, { validateFormats: false, ...options });
    for (const { url, schema } of remotes) {
      try {
        ajv.addSchema(schema as object, url);
      } catch {
        // A remote of another draft this Ajv does not read (e.g. a 2019-09 metaschema in Ajv2020).
      }
    }
    let validate: ((data: unknown) => boolean) | string;
    try {
      validate = ajv.compile(group.schema as object);
    } catch (error) {
      validate = `compile error: ${(error as Error).message}`;
    }
    for (const t of group.tests) {
      let actual: boolean | string;
      if (typeof validate === "string") actual = validate;
      else {
        try {
          actual = validate(t.data);
        } catch (error) {
          actual = `validate error: ${(error as Error).message}`;
        }
      }
      outcomes.push({
        file: name,
        group: group.description,
        test: t.description,
        expected: t.valid,
        actual,
        passed: actual === t.valid,
      });
    }
  }
  return outcomes;
}

/** Every test file of a draft (top level and optional/, not optional/format/). */
export function suiteFiles(draft: Draft): string[] {
  const dir = join(FULL, "tests", draft);
  return [
    ...readdirSync(dir)
      .filter((f) => f.endsWith(".json"))
      .map((f) => join(dir, f)),
    ...readdirSync(join(dir, "optional"))
      .filter((f) => f.endsWith(".json"))
      .map((f) => join(dir, "optional", f)),
  ];
}

/** The files that exercise URI reference resolution: $ref, remote refs, anchors, dynamic refs, $defs, $id. */
export const RESOLUTION_FILES = new Set([
  "ref",
  "refRemote",
  "anchor",
  "dynamicRef",
  "defs",
  "definitions",
  "optional/id",
  "optional/anchor",
  "optional/dynamicRef",
  "optional/unknownKeyword",
  "optional/refOfUnknownKeyword",
  "optional/cross-draft",
]);
