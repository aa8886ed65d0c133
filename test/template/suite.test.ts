// The uritemplate-test suite (test/fixtures/uritemplate-test, Apache-2.0, see its README), every
// case: expansion gives the expected string (or one of the expected strings: the order of an
// associative array's pairs is not fixed), `false` cases fail with UriTemplateError; and each URI
// that expands is matched back: expand(t, match(t, u)) === u.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { expand, match, safeExpand, UriTemplateError, type Variables } from "../../src/template/index.js";

const DIR = join(import.meta.dirname, "..", "fixtures", "uritemplate-test");
const FILES = [
  "spec-examples.json",
  "spec-examples-by-section.json",
  "extended-tests.json",
  "negative-tests.json",
];

interface Group {
  level?: number;
  variables: Variables;
  testcases: [string, string | string[] | false][];
}

const cases = FILES.flatMap((file) =>
  Object.entries(JSON.parse(readFileSync(join(DIR, file), "utf8")) as Record<string, Group>).flatMap(
    ([group, g]) =>
      g.testcases.map(([template, expected], i) => ({
        name: `${file} ${group} #${i + 1} ${template}`,
        template,
        expected,
        variables: g.variables,
      })),
  ),
);

describe("uritemplate-test", () => {
  it("has every case of the four files (64 + 117 + 53 + 36)", () => {
    expect(cases.length).toBe(270);
  });

  it.each(cases)("$name", ({ template, expected, variables }) => {
    const result = safeExpand(template, variables);
    if (expected === false) {
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.error).toBeInstanceOf(UriTemplateError);
      return;
    }
    expect(result.ok, result.ok ? "" : result.error.message).toBe(true);
    if (!result.ok) return;
    expect(typeof expected === "string" ? [expected] : expected).toContain(result.value);
    const found = match(template, result.value);
    expect(found).not.toBeNull();
    expect(expand(template, found!)).toBe(result.value);
  });
});
