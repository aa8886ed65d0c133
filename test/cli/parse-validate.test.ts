import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { execFileSync, spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { runCli, runJsonl } from "../helpers/cli.js";

describe("uri-grammar parse", () => {
  it("prints the components, undefined and empty ones told apart", async () => {
    const r = await runCli(["parse", "foo://example.com:8042/over/there?name=ferret#nose"]);
    expect(r.status).toBe(0);
    expect(r.stdout).toBe(
      [
        'scheme     "foo"',
        'authority  "example.com:8042"',
        "userinfo   (undefined)",
        'host       "example.com"',
        'port       "8042"',
        'path       "/over/there"',
        'query      "name=ferret"',
        'fragment   "nose"',
        "",
      ].join("\n"),
    );
    const empty = await runCli(["parse", "a:?"]);
    expect(empty.stdout).toContain('query      ""');
    expect(empty.stdout).toContain("fragment   (undefined)");
  });
  it("--json prints JSON", async () => {
    const r = await runCli(["parse", "--json", "//h:"]);
    expect(JSON.parse(r.stdout)).toEqual({
      valid: true,
      components: { authority: "h:", host: "h", port: "", path: "" },
    });
  });
  it("an invalid URI: message on stderr, exit 1", async () => {
    const r = await runCli(["parse", "http://[::1"]);
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/expected .* at offset 11/);
  });
  it("--rule selects the start rule by its RFC name", async () => {
    expect((await runCli(["parse", "--rule", "IPv4address", "1.2.3.4"])).status).toBe(0);
    expect((await runCli(["parse", "--rule", "IPv4address", "1.2.3.256"])).status).toBe(1);
    const bad = await runCli(["parse", "--rule", "nope", "x"]);
    expect(bad.status).toBe(2);
    expect(bad.stderr).toMatch(/no start rule "nope"/);
  });
  it("--jsonl follows the contract: one result per line, in order", async () => {
    const out = await runJsonl(["parse"], ["http://a/b", "a b", 42]);
    expect(out[0]).toEqual({
      valid: true,
      components: { scheme: "http", authority: "a", host: "a", path: "/b" },
    });
    expect(out[1]).toMatchObject({ valid: false, error: { offset: 1 } });
    expect((out[1] as { error: { message: string } }).error.message).toMatch(/offset 1/);
    expect(out[2]).toMatchObject({ error: { message: expect.stringMatching(/JSON string/) } });
  });
  it("a line that is not JSON gets an error object and the stream goes on", async () => {
    const r = await runCli(["parse", "--jsonl"], 'nope\n"x:"\n');
    const lines = r.stdout
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l));
    expect(lines).toHaveLength(2);
    expect(lines[0].error.message).toMatch(/not a JSON value/);
    expect(lines[1].valid).toBe(true);
  });
  it("usage errors exit 2", async () => {
    expect((await runCli(["parse"])).status).toBe(2);
    expect((await runCli(["parse", "--frobnicate", "x"])).status).toBe(2);
    expect((await runCli(["nope"])).status).toBe(2);
    expect((await runCli([])).status).toBe(2);
    expect((await runCli(["parse", "--variant", "rfc9999", "x"])).status).toBe(2);
  });
});

describe("uri-grammar validate", () => {
  it("reports each invalid line with its line number and offset; exit 1", async () => {
    const r = await runCli(["validate"], "http://a/\nhttp://a b/\n\n//[::1]\n%zz\n");
    expect(r.status).toBe(1);
    expect(r.stdout.trim().split("\n")).toEqual([
      expect.stringMatching(/^<stdin>:2: offset 8: /),
      expect.stringMatching(/^<stdin>:5: offset 1: /),
    ]);
    expect(r.stderr).toContain("5 checked, 2 invalid");
  });
  it("exit 0 when every line is valid, CRLF line ends included", async () => {
    const r = await runCli(["validate"], "http://a/\r\n/x\r\n");
    expect(r.status).toBe(0);
    expect(r.stdout).toBe("");
  });
  it("reads files; a missing file is reported, exit 2", async () => {
    const dir = mkdtempSync(join(tmpdir(), "uri-grammar-"));
    writeFileSync(join(dir, "a.txt"), "http://a/\nnot valid\n");
    const r = await runCli(["validate", join(dir, "a.txt")]);
    expect(r.status).toBe(1);
    expect(r.stdout).toContain(`${join(dir, "a.txt")}:2: offset 3`);
    const missing = await runCli(["validate", join(dir, "missing.txt")]);
    expect(missing.status).toBe(2);
    expect(missing.stderr).toBe(
      `uri-grammar validate: cannot read ${join(dir, "missing.txt")}: no such file or directory (ENOENT)\n0 checked, 0 invalid, 1 input not read\n`,
    );
  });
  it("draws a progress bar only when stderr is a terminal and the input is long", async () => {
    const dir = mkdtempSync(join(tmpdir(), "uri-grammar-"));
    const file = join(dir, "big.txt");
    writeFileSync(file, "http://example.com/some/path?q=1\n".repeat(40_000));
    const tty = await runCli(["validate", file], "", { stderrIsTTY: true });
    expect(tty.status).toBe(0);
    expect(tty.stderr).toMatch(/validate \[/);
    const piped = await runCli(["validate", file]);
    expect(piped.stderr).not.toMatch(/validate \[/);
  });
});

describe("uri-grammar validate: what it reads (regressions, issue 13)", () => {
  it("a UTF-8 byte order mark at the start is not part of the first line", async () => {
    const r = await runCli(["validate"], "\ufeffhttp://a/\r\nb:c\r\n");
    expect(r).toEqual({ status: 0, stdout: "", stderr: "2 checked, 0 invalid\n" });
  });
  it("- is stdin, among files", async () => {
    const dir = mkdtempSync(join(tmpdir(), "uri-grammar-"));
    writeFileSync(join(dir, "a.txt"), "a b\n");
    const r = await runCli(["validate", join(dir, "a.txt"), "-"], "x:\n%\n");
    expect(r.status).toBe(1);
    expect(r.stdout).toMatch(new RegExp(`^${join(dir, "a.txt")}:1: offset 1: .*\n<stdin>:2: offset 1: `));
    expect(r.stderr).toBe("3 checked, 2 invalid\n");
  });
  it("a line over --max-line is reported as such, the others are checked, exit 2", async () => {
    const r = await runCli(["validate", "--max-line", "8"], "a:b\nhttp://example.com/\nc d\n");
    expect(r.status).toBe(2);
    expect(r.stdout.split("\n")).toEqual([
      "<stdin>:2: line of 19 bytes, over the limit of 8 bytes (--max-line); not read",
      expect.stringMatching(/^<stdin>:3: offset 1: /),
      "",
    ]);
    expect(r.stderr).toBe("2 checked, 1 invalid, 1 over --max-line (not checked)\n");
  });
  it("a 5 MB line over a smaller limit: not read, and the next line is", async () => {
    const long = "http://example.com/" + "a".repeat(5_000_000);
    const r = await runCli(
      ["validate", "--max-line", "1M"],
      [long.slice(0, 3_000_000), long.slice(3_000_000) + "\nx y\n"],
    );
    expect(r.status).toBe(2);
    expect(r.stdout).toMatch(/^<stdin>:1: line of 5000019 bytes, over the limit of 1048576 bytes/);
    expect(r.stdout).toMatch(/\n<stdin>:2: offset 1: /);
  });
  it("a 5 MB valid line is read and checked", async () => {
    const long = "http://example.com/" + "a".repeat(5_000_000);
    const chunks = Array.from({ length: 80 }, (_, i) => long.slice(i * 65536, (i + 1) * 65536)).filter(
      Boolean,
    );
    expect(await runCli(["validate"], [...chunks, "\n"])).toEqual({
      status: 0,
      stdout: "",
      stderr: "1 checked, 0 invalid\n",
    });
  });
  it("control characters of the input and of file names are escaped in what is printed", async () => {
    const r = await runCli(["validate"], "a\u007fb\nx\u001b[2Jy\n\u0085\n");
    expect(r.stdout).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/);
    expect(r.stdout).toContain("\\u007f");
    expect(r.stdout).toContain("\\u001b");
    const dir = mkdtempSync(join(tmpdir(), "uri-grammar-"));
    const name = join(dir, "a\u001b[1mb.txt");
    writeFileSync(name, "%\n");
    const f = await runCli(["validate", name]);
    expect(f.stdout.startsWith(`${join(dir, "a\\u001b[1mb.txt")}:1: offset 1: `)).toBe(true);
  });
  it("lines with characters beyond ASCII are read as UTF-8 (offsets in characters)", async () => {
    const input = "http://a/\nhttp://例え.jp/ü\nhttp://é/ b\n" + "x:\n".repeat(2000) + "y:é é\n";
    const r = await runCli(["validate", "--variant", "rfc3987"], input);
    expect(r.stdout.split("\n")).toEqual([
      expect.stringMatching(/^<stdin>:3: offset 9: .* found " "$/),
      expect.stringMatching(/^<stdin>:2004: offset 3: .* found " "$/),
      "",
    ]);
    expect(r.stderr).toBe("2004 checked, 2 invalid\n");
  });
  it("--quiet (no diagnosis) counts what the full run counts", async () => {
    const input = "a:\nb c\n%\n\u00e9:\n//[::1]\n".repeat(50);
    const full = await runCli(["validate"], input);
    const quiet = await runCli(["validate", "--quiet"], input);
    expect(full.stderr).toBe("250 checked, 150 invalid\n");
    expect(quiet).toEqual({ status: full.status, stdout: "", stderr: full.stderr });
  });
  it("--quiet prints no line, the count and the status tell", async () => {
    expect(await runCli(["validate", "--quiet"], "a b\n")).toEqual({
      status: 1,
      stdout: "",
      stderr: "1 checked, 1 invalid\n",
    });
  });
  it("--jobs 1 and --jobs 2 in-process (the sources: no worker script) print the same", async () => {
    const input = "a:\nb c\n".repeat(100);
    expect(await runCli(["validate", "--jobs", "2"], input)).toEqual(
      await runCli(["validate", "--jobs", "1"], input),
    );
  });
});

describe("uri-grammar parse: what it prints of its input is escaped", () => {
  it("the message of an invalid input", async () => {
    const r = await runCli(["parse", "a\u007f\u0085b"]);
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/^"a\\u007f\\u0085b": not a valid URI-reference .* found "\\u007f"\n$/);
  });
  it("the components", async () => {
    const r = await runCli(["parse", "--variant", "rfc3987", "http://a/\u202e"]);
    expect(r.stdout).toContain('path       "/\\u202e"');
  });
});

describe("the installed command", () => {
  it("dist/src/cli.js runs as a program (after npm run build)", () => {
    const cli = join(import.meta.dirname, "..", "..", "dist", "src", "cli.js");
    const out = execFileSync(process.execPath, [cli, "parse", "--json", "a:b"], { encoding: "utf8" });
    expect(JSON.parse(out)).toEqual({ valid: true, components: { scheme: "a", path: "b" } });
    const r = spawnSync(process.execPath, [cli, "validate"], { input: "ok:\nno t\n", encoding: "utf8" });
    expect(r.status).toBe(1);
  });
});
