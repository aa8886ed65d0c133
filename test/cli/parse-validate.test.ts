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
  it("reads files; a missing file is a usage error", async () => {
    const dir = mkdtempSync(join(tmpdir(), "uri-grammar-"));
    writeFileSync(join(dir, "a.txt"), "http://a/\nnot valid\n");
    const r = await runCli(["validate", join(dir, "a.txt")]);
    expect(r.status).toBe(1);
    expect(r.stdout).toContain(`${join(dir, "a.txt")}:2: offset 3`);
    expect((await runCli(["validate", join(dir, "missing.txt")])).status).toBe(2);
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

describe("the installed command", () => {
  it("dist/src/cli.js runs as a program (after npm run build)", () => {
    const cli = join(import.meta.dirname, "..", "..", "dist", "src", "cli.js");
    const out = execFileSync(process.execPath, [cli, "parse", "--json", "a:b"], { encoding: "utf8" });
    expect(JSON.parse(out)).toEqual({ valid: true, components: { scheme: "a", path: "b" } });
    const r = spawnSync(process.execPath, [cli, "validate"], { input: "ok:\nno t\n", encoding: "utf8" });
    expect(r.status).toBe(1);
  });
});
