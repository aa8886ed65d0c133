// One hand-written list of variants (RECORDS, src/variants/records/index.ts): every file that lists
// them is what scripts/build-variants.ts writes from it, so a variant is added in one place.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { aliasesIn, algorithmIds, variantFiles } from "../../scripts/build-variants.js";
import { RECORDS } from "../../src/variants/records/index.js";
import { VARIANT_IDS, type VariantRecord } from "../../src/variants/types.js";
import { RESOLUTION_ALGORITHM_IDS } from "../../src/variants/records/ids.js";
import { ALL_VARIANTS } from "../../src/variants/all.js";
import { ALGORITHMS } from "../../src/semantics/resolve/algorithms.js";

const root = join(import.meta.dirname, "..", "..");

describe("the files that list the variants are written from the one list", () => {
  it("every such file is what `npm run build:variants` writes (check:generated in CI)", async () => {
    const files = await variantFiles(root);
    const stale = [...files].filter(([path, text]) => readFileSync(join(root, path), "utf8") !== text);
    expect(stale.map(([path]) => path)).toEqual([]);
  }, 30_000);
  it("the ids, the variants and the resolution algorithms follow the records", () => {
    expect(VARIANT_IDS).toEqual(RECORDS.map((r) => r.id));
    expect(ALL_VARIANTS.map((v) => v.id)).toEqual(VARIANT_IDS);
    for (const record of RECORDS)
      if (record.resolution !== null) expect(Object.keys(ALGORITHMS)).toContain(record.resolution);
  });
  it("package.json exports one entry point per variant, and size-budgets.json budgets each", () => {
    const pkg = JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as { exports: object };
    expect(Object.keys(pkg.exports).filter((k) => /^\.\/variants\/(?!all$)/.test(k))).toEqual(
      VARIANT_IDS.map((id) => `./variants/${id}`),
    );
    const { budgets } = JSON.parse(readFileSync(join(root, "size-budgets.json"), "utf8")) as {
      budgets: { import: string }[];
    };
    for (const id of VARIANT_IDS)
      expect(budgets.map((b) => b.import)).toContain(`import * as variant from "uri-grammar/variants/${id}"`);
  });
  it("every listing file follows the list: one variant fewer changes each of them", async () => {
    const fewer = await variantFiles(root, RECORDS.slice(0, -1));
    const changed = [...fewer]
      .filter(([path, text]) => readFileSync(join(root, path), "utf8") !== text)
      .map(([path]) => path);
    expect(changed).toEqual(
      expect.arrayContaining([
        "src/variants/records/ids.ts",
        "src/variants/all.ts",
        "src/variants/rules.ts",
        "src/node.mjs",
        "src/explain/sources.ts",
        "explorer/loaders.ts",
        "test/helpers/peg-modules.ts",
        "corpus/variants/index.ts",
        "package.json",
        "size-budgets.json",
        "README.md",
        "docs/semantics-by-generation.md",
      ]),
    );
  }, 30_000);
});

describe("the resolution algorithms are listed once, from their modules (src/semantics/resolve/)", () => {
  it("the list, the type's ids and the algorithms run are the modules that export `algorithm`", () => {
    expect(RESOLUTION_ALGORITHM_IDS).toEqual(algorithmIds(root, RECORDS));
    expect(Object.keys(ALGORITHMS)).toEqual(RESOLUTION_ALGORITHM_IDS);
  });
  it("a list out of step with the modules changes the list, the entries and the step sections", async () => {
    const fewer = await variantFiles(root, RECORDS, RESOLUTION_ALGORITHM_IDS.slice(0, -1));
    const changed = [...fewer]
      .filter(([path, text]) => readFileSync(join(root, path), "utf8") !== text)
      .map(([path]) => path);
    expect(changed).toEqual([
      "src/variants/records/ids.ts",
      "src/semantics/resolve/entries.ts",
      "src/explain/step-sections.ts",
    ]);
  }, 30_000);
  it("a record naming an algorithm with no module stops the build", async () => {
    const unknown = { ...RECORDS[0]!, resolution: "rfc9999" } as unknown as VariantRecord;
    await expect(variantFiles(root, [unknown, ...RECORDS.slice(1)])).rejects.toThrow(
      /names the resolution algorithm rfc9999, but src\/semantics\/resolve\/rfc9999\.ts does not export/,
    );
  });
  it("a record naming an unknown algorithm does not type-check (npm run typecheck)", () => {
    // @ts-expect-error: "rfc9999" is no ResolutionAlgorithmId (no src/semantics/resolve/rfc9999.ts)
    const unknown: VariantRecord = { ...RECORDS[0]!, resolution: "rfc9999" };
    const known: VariantRecord = { ...RECORDS[0]!, resolution: "rfc2396" };
    expect(RESOLUTION_ALGORITHM_IDS).not.toContain(unknown.resolution);
    expect(RESOLUTION_ALGORITHM_IDS).toContain(known.resolution);
  });
});

describe("a record module's deprecated aliases", () => {
  it("are read from `/** @deprecated … */ export const old = name;` of the record's name only", () => {
    const text = [
      "export const fresh = { id: 'x' };",
      "/** @deprecated Renamed `fresh`. */",
      "export const stale = fresh;",
      "/** A helper, not deprecated. */",
      "export const other = fresh;",
      "/** @deprecated Of another record. */",
      "export const elsewhere = unrelated;",
    ].join("\n");
    expect(aliasesIn(text, "fresh")).toEqual([
      { alias: "stale", doc: "/** @deprecated Renamed `fresh`. */" },
    ]);
  });
});
