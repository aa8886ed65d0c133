// The JSON-Schema-Test-Suite's `uri` and `uri-reference` format tests (MIT, test/fixtures/
// json-schema-test-suite/LICENSE), as a grammar test: `valid` means "matches RFC 3986's URI /
// URI-reference". Non-string data ("formats ignore non-strings") is not a grammar question.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { isValid } from "../../src/index.js";
import { bothPaths } from "../helpers/paths.js";

interface SuiteGroup {
  description: string;
  tests: { description: string; data: unknown; valid: boolean }[];
}

const dir = join(import.meta.dirname, "..", "fixtures", "json-schema-test-suite");

for (const draft of ["draft2020-12", "draft2019-09", "draft7"]) {
  for (const [format, rule] of [
    ["uri", "URI"],
    ["uri-reference", "URI-reference"],
  ] as const) {
    const groups = JSON.parse(readFileSync(join(dir, draft, `${format}.json`), "utf8")) as SuiteGroup[];
    const cases = groups.flatMap((g) =>
      g.tests.filter((t) => typeof t.data === "string").map((t) => ({ ...t, data: t.data as string })),
    );
    describe(`JSON-Schema-Test-Suite ${draft} ${format} (RFC 3986 ${rule})`, () => {
      it("has string cases", () => expect(cases.length).toBeGreaterThan(5));
      it.each(cases)("$description", ({ data, valid }) => {
        expect(isValid(data, { rule })).toBe(valid);
        const { fast, peg } = bothPaths(data, { rule });
        expect(fast !== null).toBe(valid);
        expect(peg !== null).toBe(valid);
      });
    });
  }
}
