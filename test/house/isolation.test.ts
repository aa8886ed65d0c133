// vitest.config.ts runs the test files of a worker in one module graph (isolate: false): a file that
// changed global state would be seen by the files after it, and a verdict would depend on which worker
// ran which file. So no test file may change what other files share: no module mocks, no spies or
// stubbed globals, no writes to globalThis or process.env.
import { readFileSync, readdirSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

const root = join(import.meta.dirname, "..", "..");
const SHARED_STATE =
  /\bvi\.(mock|doMock|spyOn|stubGlobal|stubEnv|useFakeTimers)\b|\bglobalThis\.\w+\s*=[^=]|\bprocess\.env\.\w+\s*=[^=]|\bprocess\.env\[[^\]]+\]\s*=[^=]/;

function* files(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (/\.(ts|mts|cts)$/.test(entry.name)) yield path;
  }
}

describe("the test files share one module graph a worker (vitest.config.ts: isolate false)", () => {
  it("no test file changes global state", () => {
    const offenders = [...files(join(root, "test"))]
      .filter((path) => !path.endsWith("isolation.test.ts"))
      .flatMap((path) =>
        readFileSync(path, "utf8")
          .split("\n")
          .map((line, i) => [line, i] as const)
          // A line may say why it is not shared state: `// isolation: <why>` (e.g. a vm context).
          .filter(([line]) => SHARED_STATE.test(line) && !/^\s*\/\/|\/\/ isolation: \S/.test(line))
          .map(([line, i]) => `${relative(root, path)}:${i + 1}: ${line.trim()}`),
      );
    expect(offenders).toEqual([]);
  });
  it("has teeth: each form of shared state is found", () => {
    for (const line of [
      'vi.mock("../src/index.js")',
      'vi.spyOn(console, "log")',
      "globalThis.fetch = fake",
      'process.env.NO_COLOR = "1"',
      'process.env["X"] = "1"',
    ])
      expect(SHARED_STATE.test(line), line).toBe(true);
    expect(SHARED_STATE.test("if (process.env.CI === undefined)")).toBe(false);
  });
});
