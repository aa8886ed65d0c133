// --jsonl, the same way in every command (regression, issue 13: `variants --jsonl` and `diff --jsonl`
// ignored or rejected the flag): one JSON value per input line, one JSON object per output line, in
// order; a line that cannot be handled gets {"error":{"message"}} and the run goes on; the exit
// status means what it means without --jsonl.
import { describe, expect, it } from "vitest";
import { VARIANTS } from "../../src/index.js";
import { runCli } from "../helpers/cli.js";

function objects(stdout: string): Record<string, unknown>[] {
  return stdout
    .split("\n")
    .filter((l) => l !== "")
    .map((l) => JSON.parse(l) as Record<string, unknown>);
}

const lines = (values: unknown[]): string => values.map((v) => JSON.stringify(v)).join("\n") + "\n";

describe("--jsonl in every command that reads: one answer per line, bad lines answered with an error", () => {
  // command, a good input, its answer's key, the status of a run of good inputs only
  const table: [string[], unknown, string, number][] = [
    [["parse"], "http://a/", "valid", 0],
    [["validate"], "http://a/", "valid", 0],
    [["resolve"], { base: "http://a/b", ref: "c" }, "target", 0],
    [["normalize"], "HTTP://a/", "normalized", 0],
    [["compare"], { a: "http://a/", b: "HTTP://a/" }, "equivalent", 0],
    [["diff"], "http://a/", "rows", 0],
  ];
  for (const [argv, good, key, status] of table)
    it(argv[0]!, async () => {
      const input = lines([good, good]) + "not json\n" + lines([["wrong", "shape"], good]);
      const r = await runCli([...argv, "--jsonl"], input);
      const out = objects(r.stdout);
      expect(out).toHaveLength(5);
      for (const i of [0, 1, 4]) expect(Object.keys(out[i]!)).toContain(key);
      expect(out[2]).toEqual({ error: { message: "line 3: not a JSON value" } });
      expect(out[3]).toEqual({ error: { message: expect.stringMatching(/^line 4: .*expected/) } });
      // a bad line is an invalid input: 1, or trouble (2) for compare, whose 1 means "not equivalent"
      expect(r.status).toBe(argv[0] === "compare" ? 2 : 1);
      const clean = await runCli([...argv, "--jsonl"], lines([good]));
      expect(clean.status).toBe(status);
      expect(objects(clean.stdout)).toHaveLength(1);
    });
  it("an empty input: no output, exit 0", async () => {
    for (const c of ["parse", "validate", "resolve", "normalize", "compare", "diff"])
      expect(await runCli([c, "--jsonl"], "")).toEqual({ status: 0, stdout: "", stderr: "" });
  });
  it("a line over --max-line: an error for it, the run goes on, exit 2", async () => {
    const r = await runCli(["parse", "--jsonl", "--max-line", "10"], '"a:b"\n"http://example.com/"\n"c:d"\n');
    expect(objects(r.stdout)).toEqual([
      { valid: true, components: { scheme: "a", path: "b" } },
      {
        error: {
          message: "line 2: line of 21 bytes, over the limit of 10 bytes (--max-line); not read",
        },
      },
      { valid: true, components: { scheme: "c", path: "d" } },
    ]);
    expect(r.status).toBe(2);
  });
  it("a BOM and CRLF line ends are read as such", async () => {
    const r = await runCli(["normalize", "--jsonl"], '\ufeff"HTTP://a/"\r\n"b:c"\r\n');
    expect(objects(r.stdout)).toEqual([{ normalized: "http://a/" }, { normalized: "b:c" }]);
  });
  it("the output is JSON whatever the input holds: DEL, C1, U+2028 are escaped", async () => {
    const r = await runCli(["parse", "--jsonl"], lines(["a:\u007f\u0085\u2028"]));
    expect(r.stdout).not.toMatch(/[\u007f-\u009f\u2028]/);
    const [out] = objects(r.stdout);
    expect(out).toMatchObject({ valid: false, error: { offset: 2, found: "\u007f" } });
  });
});

describe("--jsonl in the commands that only write: one object per line", () => {
  it("variants --jsonl: one object per variant", async () => {
    const r = await runCli(["variants", "--jsonl"]);
    expect(r.status).toBe(0);
    const out = objects(r.stdout);
    expect(out.map((v) => v.id)).toEqual(VARIANTS.map((v) => v.id));
    for (const v of out)
      expect(Object.keys(v)).toEqual([
        "id",
        "date",
        "title",
        "document",
        "defaultRule",
        "startRules",
        "resolution",
      ]);
    expect(JSON.parse((await runCli(["variants", "--json"])).stdout)).toEqual(out);
  });
  it("variants --variant ID: that one", async () => {
    const r = await runCli(["variants", "--jsonl", "--variant", "rfc2396"]);
    expect(objects(r.stdout).map((v) => v.id)).toEqual(["rfc2396"]);
  });
  it("diff --jsonl: the rows of diff --json, one object per input", async () => {
    const r = await runCli(["diff", "--jsonl"], lines(["http://[::1]/a", "a:b"]));
    expect(r.status).toBe(0);
    const out = objects(r.stdout);
    expect(out).toHaveLength(2);
    expect(out[0]).toEqual({ rows: JSON.parse((await runCli(["diff", "--json", "http://[::1]/a"])).stdout) });
    expect(out[1]).toEqual({ rows: JSON.parse((await runCli(["diff", "--json", "a:b"])).stdout) });
  });
});
