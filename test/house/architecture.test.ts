// ARCHITECTURE.md's generated parts (the layers, the section index) are what the code says, and
// every section a comment cites names its RFC (scripts/architecture.ts; CI runs the same as
// `npm run check:architecture`).
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { architectureText, citations } from "../../scripts/architecture.js";

const root = join(import.meta.dirname, "..", "..");

describe("ARCHITECTURE.md, the section index", () => {
  const { cited, bare } = citations(root);
  it("every section cited in src/ and compiler/ names its RFC or draft", () => {
    expect(bare.map((b) => `${b.file}:${b.line}: ${b.text}`)).toEqual([]);
  });
  it("finds the citations of the semantic layer's homes", () => {
    const where = (document: string, section: string): string[] =>
      cited.filter((c) => c.document === document && c.section === section).map((c) => c.file);
    expect(where("RFC 3986", "5.2.2")).toContain("src/semantics/resolve/rfc3986.ts");
    expect(where("RFC 3986", "5.2.4")).toContain("src/semantics/remove-dot-segments.ts");
    expect(where("RFC 2396", "5.2")).toContain("src/semantics/resolve/rfc2396.ts");
  });
  it("is what scripts/architecture.ts writes (npm run build:architecture)", async () => {
    expect(readFileSync(join(root, "ARCHITECTURE.md"), "utf8")).toBe(await architectureText(root));
  });
});

describe("scripts/architecture.ts reads citations as a reader would", () => {
  it("a section takes the last document named before it in the same comment, and no further", () => {
    const dir = mkdtempSync(join(tmpdir(), "uri-grammar-architecture-"));
    mkdirSync(join(dir, "src"));
    mkdirSync(join(dir, "compiler"));
    writeFileSync(
      join(dir, "src", "a.ts"),
      [
        "// RFC 3986 §6.2.2 and §6.2.3, then RFC 2396",
        "// §5.2 (still RFC 2396: the same comment)",
        "const x = 1; // §3.3 after code: bare",
        "/**",
        " * draft-fielding-uri-rfc2396bis-01 §5.2",
        " */",
        "// §4.1 in a new comment: bare",
      ].join("\n"),
    );
    const { cited, bare } = citations(dir);
    expect(cited.map((c) => `${c.document} §${c.section}`)).toEqual([
      "RFC 3986 §6.2.2",
      "RFC 3986 §6.2.3",
      "RFC 2396 §5.2",
      "draft-fielding-uri-rfc2396bis-01 §5.2",
    ]);
    expect(bare.map((b) => b.line)).toEqual([3, 7]);
  });
});
