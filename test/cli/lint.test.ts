// uri-grammar lint on the command line (issue 13's contract): its input read as validate reads its
// FILEs (regression: lint read --file whole with readFileSync and split it, with no --max-line, no
// `-`, a byte order mark taken for part of the first URI), what it prints escaped, its usage errors.
// What lint finds is tested in test/lint/lint.test.ts.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { runCli } from "../helpers/cli.js";

const dir = mkdtempSync(join(tmpdir(), "uri-grammar-lint-"));
const file = (name: string, content: string): string => {
  const path = join(dir, name);
  writeFileSync(path, content);
  return path;
};

/** The URIs of the findings printed, one per finding line. */
const uris = (stdout: string): string[] =>
  stdout
    .split("\n")
    .filter((l) => l !== "")
    .map((l) => l.slice(0, l.indexOf(": offset ")));

describe("uri-grammar lint: where the URIs come from", () => {
  const content = "http://u:p@a/\r\nhttp://a/\nHTTP://a:80/\n";
  const table: [string, string[], string | string[]][] = [
    ["--file FILE (CRLF and LF)", ["--file", file("a.txt", content)], ""],
    ["-f FILE with a UTF-8 byte order mark", ["-f", file("bom.txt", "\ufeff" + content)], ""],
    ["--file - (stdin)", ["--file", "-"], content],
    ["stdin, when no URI is given", [], content],
    ["stdin in chunks that split a line and its CRLF", [], [content.slice(0, 15), content.slice(15)]],
  ];
  for (const [name, argv, stdin] of table)
    it(name, async () => {
      const r = await runCli(["lint", "--fail-on", "info", ...argv], stdin);
      expect(r.status).toBe(1);
      expect(r.stderr).toBe("");
      // The byte order mark and the CR are not part of a URI: the findings are those of the arguments.
      const expected = await runCli([
        "lint",
        "--fail-on",
        "info",
        "http://u:p@a/",
        "http://a/",
        "HTTP://a:80/",
      ]);
      expect(r.stdout).toBe(expected.stdout);
      expect(uris(r.stdout)).toContain("http://u:p@a/");
      expect(uris(r.stdout)).toContain("HTTP://a:80/");
    });
  it("an empty line is a URI reference (RFC 3986 §4.1: the empty reference), as validate reads it", async () => {
    const r = await runCli(["lint", "--json"], "\nhttp://a/\n");
    expect((JSON.parse(r.stdout) as { uri: string }[]).map((e) => e.uri)).toEqual(["", "http://a/"]);
  });
  it("a line over --max-line: reported on stderr with its number, skipped, the others linted, exit 2", async () => {
    const long = "http://a/" + "x".repeat(100);
    const r = await runCli(["lint", "--max-line", "50"], `http://u:p@a/\n${long}\nhttp://v:q@b/\n`);
    expect(r.status).toBe(2);
    expect([...new Set(uris(r.stdout))]).toEqual(["http://u:p@a/", "http://v:q@b/"]);
    expect(r.stderr).toBe(
      "uri-grammar lint: <stdin>:2: line of 109 bytes, over the limit of 50 bytes (--max-line); not read\n",
    );
  });
  it("a FILE that cannot be read: one line, exit 2", async () => {
    const r = await runCli(["lint", "--file", join(dir, "missing.txt")]);
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(
      /^uri-grammar lint: cannot read .*missing\.txt: no such file or directory \(ENOENT\)\n$/,
    );
  });
});

describe("uri-grammar lint: output", () => {
  it("control characters of the input are escaped in the finding lines", async () => {
    const r = await runCli(["lint", "http://a/\u001b[2J\u0085"]);
    expect(r.stdout).not.toBe("");
    expect(r.stdout).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/);
    expect(r.stdout).toContain("\\u001b[2J\\u0085");
  });
  it("--jsonl: {uri, findings} per line, in order; exit 1 at a finding, 1 for a line that is not a string", async () => {
    const r = await runCli(["lint", "--jsonl"], '"http://a/"\n3\n"http://u:p@a/"\n');
    const lines = r.stdout
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l) as { uri?: string; error?: { message: string } });
    expect(lines.map((l) => l.uri ?? l.error?.message)).toEqual([
      "http://a/",
      "line 2: input: expected a JSON string",
      "http://u:p@a/",
    ]);
    expect(r.status).toBe(1);
    expect((await runCli(["lint", "--jsonl"], '"http://a/"\n')).status).toBe(0);
  });
});

describe("uri-grammar lint: usage errors, exit 2", () => {
  const table: [string[], RegExp][] = [
    [
      ["lint", "--fail-on", "fatal", "a:b"],
      /^uri-grammar lint: --fail-on: expected error, warning, info, got "fatal"\n/,
    ],
    [["lint", "--variant", "rfc2396", "a:b"], /^uri-grammar lint: unknown option --variant\n/],
    [["lint", "--file", "a.txt", "a:b"], /^uri-grammar lint: give URIs or --file, not both\n/],
    [
      ["lint", "--jsonl", "--file", "a.txt"],
      /^uri-grammar lint: --jsonl reads its input from stdin; give no --file\n/,
    ],
    [["lint", "--jsonl", "a:b"], /^uri-grammar lint: --jsonl reads its input from stdin; give no arguments/],
    [["lint", "--json", "--jsonl"], /^uri-grammar lint: give --json or --jsonl, not both\n/],
  ];
  for (const [argv, message] of table)
    it(argv.slice(1).join(" "), async () => {
      const r = await runCli(argv);
      expect(r.status).toBe(2);
      expect(r.stdout).toBe("");
      expect(r.stderr).toMatch(message);
      expect(r.stderr).toContain("usage: uri-grammar lint");
    });
});
