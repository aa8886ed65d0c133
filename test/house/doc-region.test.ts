// A measuring script writes its tables into a marked region of a document (scripts/doc-region.ts:
// `npm run size -- --write docs/sizes.md`, `npm run bench -- --write docs/speed.md`): the region's
// text is replaced, the prose around it kept, and a document without the region is an error.
import { describe, expect, it } from "vitest";
import { replaceRegion } from "../../scripts/doc-region.js";

describe("replaceRegion", () => {
  const doc = "# Sizes\n\nProse.\n\n<!-- size:begin -->\n\nold table\n\n<!-- size:end -->\n\nMore prose.\n";
  it("replaces the region's text and keeps the rest", () => {
    expect(replaceRegion(doc, "size", "| a |\n| - |\n")).toBe(
      "# Sizes\n\nProse.\n\n<!-- size:begin -->\n\n| a |\n| - |\n\n<!-- size:end -->\n\nMore prose.\n",
    );
  });
  it("is idempotent", () => {
    const once = replaceRegion(doc, "size", "new");
    expect(replaceRegion(once, "size", "new")).toBe(once);
  });
  it("a document without the region is an error that names it", () => {
    expect(() => replaceRegion(doc, "bench", "x")).toThrow("<!-- bench:begin -->");
  });
});
