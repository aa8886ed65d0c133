// Every path a comment or a document names must exist (scripts/check-paths.ts, `npm run
// check:paths` in CI reads the whole repository): here the check itself, on a small tree of its own,
// finds a path that points nowhere and lets pass what exists.
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { commentsOf, familyHasMember, pathsIn, stalePaths } from "../../scripts/check-paths.js";
import { ALL_VARIANTS } from "../../src/variants/all.js";

describe("check:paths, reading paths", () => {
  it("reads comments, not string literals", () => {
    const source = 'const made = "src/up.ts"; // see src/real.ts\n/* and docs/x.md */';
    expect(commentsOf(source).map((c) => c.text)).toEqual(["// see src/real.ts", "/* and docs/x.md */"]);
  });
  it("finds paths under the named folders, without the prose's full stop", () => {
    expect(pathsIn("See src/a.ts, and docs/b.md. Not xsrc/c.ts nor lib/d.ts.", ["docs", "src"])).toEqual([
      { path: "src/a.ts", index: 4 },
      { path: "docs/b.md", index: 18 },
    ]);
  });
  it("a family has a member when one tracked entry is of it", () => {
    const entries = ["test", "test/variants", "test/variants/rfc1808.test.ts", "grammar/rfc3986.abnf"];
    expect(familyHasMember("test/variants/<id>.test.ts", entries)).toBe(true);
    expect(familyHasMember("test/syntax/<id>.test.ts", entries)).toBe(false);
    expect(familyHasMember("grammar/*.{abnf,peggy}", entries)).toBe(true);
    expect(familyHasMember("grammar/*.peggy", entries)).toBe(false);
  });
});

describe("check:paths on a tree", () => {
  it("lists each path that points nowhere, with its file and line", () => {
    const root = mkdtempSync(join(tmpdir(), "paths-"));
    mkdirSync(join(root, "src"));
    mkdirSync(join(root, "docs"));
    writeFileSync(
      join(root, "src/a.ts"),
      '// src/b.ts and src/gone.ts\nexport const a = "src/nowhere.ts";\n',
    );
    writeFileSync(join(root, "src/b.ts"), "// imports name src/a.js and src/a\nexport const b = 1;\n");
    writeFileSync(
      join(root, "docs/guide.md"),
      "Read src/a.ts,\nthen docs/missing.md and src/<id>.ts and test/<id>.ts.\n[a](../src/a.ts), [b](gone.md#x), [c](https://example.com/x.md)\n",
    );
    execFileSync("git", ["init", "-q"], { cwd: root });
    execFileSync("git", ["add", "."], { cwd: root });
    expect(stalePaths(root)).toEqual([
      { file: "docs/guide.md", line: 3, path: "docs/gone.md" },
      { file: "docs/guide.md", line: 2, path: "docs/missing.md" },
      { file: "src/a.ts", line: 1, path: "src/gone.ts" },
    ]);
  });
});

describe("ARCHITECTURE.md: a variant's tests are test/variants/<id>.test.ts", () => {
  it.each(ALL_VARIANTS.map((v) => v.id))("%s", (id) => {
    expect(existsSync(join(import.meta.dirname, "..", "variants", `${id}.test.ts`))).toBe(true);
  });
});
