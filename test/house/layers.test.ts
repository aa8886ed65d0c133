// ARCHITECTURE.md's layering rule (scripts/layers.ts): no import runs back up a layer, and the
// check itself sees one that would.
import { mkdtempSync, mkdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { checkLayers, layerOf } from "../../scripts/layers.js";

const root = join(import.meta.dirname, "..", "..");

describe("ARCHITECTURE.md, the layering rule", () => {
  it("no import of the repository runs against it", () => {
    const { files, violations } = checkLayers(root);
    expect(violations).toEqual([]);
    expect(files).toBeGreaterThan(200);
  });
  it("places files in their layers", () => {
    expect(layerOf("automata/format.ts")?.name).toBe("format");
    expect(layerOf("automata/engines.ts")?.name).toBe("engines");
    expect(layerOf("src/variants/records/rfc3986.ts")?.name).toBe("records");
    expect(layerOf("src/semantics/resolve/rfc3986.ts")?.name).toBe("semantics");
    expect(layerOf("src/cli/main.ts")?.name).toBe("command line");
    expect(layerOf("test/x.test.ts")).toBeUndefined();
  });
  it("finds an arrow that runs back up (between layers or top-level folders), and data that imports code", () => {
    const tree = mkdtempSync(join(tmpdir(), "layers-"));
    for (const dir of ["src/syntax", "src/semantics", "src/variants/records", "automata", "compiler"])
      mkdirSync(join(tree, dir), { recursive: true });
    writeFileSync(join(tree, "src/semantics/a.ts"), "export const a = 1;\n");
    writeFileSync(
      join(tree, "src/syntax/b.ts"),
      'import { a } from "../semantics/a.js";\nexport const b = a;\n',
    );
    writeFileSync(join(tree, "automata/engines.ts"), "export const e = 1;\n");
    writeFileSync(
      join(tree, "src/variants/records/c.ts"),
      'import { e } from "../../../automata/engines.js";\n',
    );
    writeFileSync(join(tree, "compiler/d.ts"), 'import { a } from "../src/semantics/a.js";\n');
    const { violations } = checkLayers(tree);
    expect(violations.map((v) => v.why).sort()).toEqual([
      "compiler imports semantics, a layer above it",
      "compiler/ imports src/, a folder above it",
      "records may import only format, not engines",
      "syntax imports semantics, a layer above it",
    ]);
  });
});
