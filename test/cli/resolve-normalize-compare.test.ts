import { describe, expect, it } from "vitest";
import { runCli, runJsonl } from "../helpers/cli.js";

describe("uri-grammar resolve", () => {
  it("prints one target per line (RFC 3986 §5.4.1)", async () => {
    const r = await runCli(["resolve", "http://a/b/c/d;p?q", "g", "../g", "//g", "g:h"]);
    expect(r).toEqual({ status: 0, stdout: "http://a/b/c/g\nhttp://a/b/g\nhttp://g\ng:h\n", stderr: "" });
  });
  it("takes --non-strict (§5.2.2)", async () => {
    expect((await runCli(["resolve", "--non-strict", "http://a/b/c/d;p?q", "http:g"])).stdout).toBe(
      "http://a/b/c/g\n",
    );
  });
  it("reports an invalid reference on stderr with exit 1, and goes on", async () => {
    const r = await runCli(["resolve", "http://a/b", "x y", "z"]);
    expect(r.status).toBe(1);
    expect(r.stdout).toBe("http://a/z\n");
    expect(r.stderr).toMatch(/"x y": .*offset 1/);
  });
  it("reports a relative base", async () => {
    const r = await runCli(["resolve", "/a/b", "c"]);
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/RFC 3986 §5\.2\.1/);
  });
  it("needs a base and a reference", async () => {
    expect((await runCli(["resolve", "http://a/"])).status).toBe(2);
  });
  it("--jsonl: {base, ref} → {target} | {error}", async () => {
    const out = await runJsonl(
      ["resolve"],
      [
        { base: "http://a/b/c/d;p?q", ref: "../../../g" },
        { base: "http://a/", ref: "a b" },
        { base: "a" },
        "x",
      ],
    );
    expect(out[0]).toEqual({ target: "http://a/g" });
    expect(out[1]).toMatchObject({ error: { offset: 1 } });
    expect((out[1] as { error: { message: string } }).error.message).toMatch(/offset 1/);
    expect(out[2]).toMatchObject({ error: { message: expect.stringMatching(/"ref"/) } });
    expect(out[3]).toMatchObject({ error: { message: expect.any(String) } });
    expect(out).toHaveLength(4);
  });
});

describe("uri-grammar normalize", () => {
  it("normalizes at the syntax level by default (§6.2.2)", async () => {
    const r = await runCli(["normalize", "eXAMPLE://a/./b/../b/%63/%7bfoo%7d", "http://H:80"]);
    expect(r).toEqual({ status: 0, stdout: "example://a/b/c/%7Bfoo%7D\nhttp://h:80\n", stderr: "" });
  });
  it("--level scheme (§6.2.3)", async () => {
    expect((await runCli(["normalize", "--level", "scheme", "http://H:80"])).stdout).toBe("http://h/\n");
  });
  it("rejects an unknown level with exit 2 and an invalid URI with exit 1", async () => {
    expect((await runCli(["normalize", "--level", "string", "a:b"])).status).toBe(2);
    const r = await runCli(["normalize", "a b"]);
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/offset 1/);
  });
  it("--jsonl: string → {normalized} | {error}", async () => {
    const out = await runJsonl(["normalize", "--level", "scheme"], ["HTTP://a:/%7e", "http://[::1", 3]);
    expect(out[0]).toEqual({ normalized: "http://a/~" });
    expect(out[1]).toMatchObject({
      error: { offset: expect.any(Number), message: expect.stringMatching(/offset/) },
    });
    expect(out[2]).toMatchObject({ error: { message: expect.any(String) } });
  });
});

describe("uri-grammar compare", () => {
  it("exit 0 and 'equivalent' when equivalent, 1 and 'not equivalent' when not", async () => {
    expect(await runCli(["compare", "HTTP://a/", "http://a/"])).toEqual({
      status: 0,
      stdout: "equivalent\n",
      stderr: "",
    });
    expect(await runCli(["compare", "--level", "string", "HTTP://a/", "http://a/"])).toEqual({
      status: 1,
      stdout: "not equivalent\n",
      stderr: "",
    });
    expect((await runCli(["compare", "--level", "scheme", "http://a", "http://a:80/"])).status).toBe(0);
  });
  it("exit statuses as diff(1): 0 equivalent, 1 not, 2 trouble (usage, an input that is not a URI reference)", async () => {
    const table: [string[], number][] = [
      [["compare", "http://a/%7e", "http://a/~"], 0],
      [["compare", "--level", "string", "http://a/%7e", "http://a/~"], 1],
      [["compare", "a:b"], 2],
      [["compare", "a:b", "a:b", "a:b"], 2],
      [["compare", "--level", "exact", "a:b", "a:b"], 2],
      [["compare", "a:b", "a b"], 2],
      [["compare", "%", "a:b"], 2],
      [["compare", "--variant", "rfc9999", "a:b", "a:b"], 2],
    ];
    for (const [argv, status] of table) expect((await runCli(argv)).status, argv.join(" ")).toBe(status);
    const r = await runCli(["compare", "a:b", "a b"]);
    expect(r.stdout).toBe("");
    expect(r.stderr).toMatch(/^"a b": .*offset 1/);
  });
  it("--jsonl: {a, b} → {equivalent} | {error}; exit 0 all equivalent, 1 some not, 2 some line in error", async () => {
    const pairs = [
      { a: "http://a/%7e", b: "http://a/~" },
      { a: "http://a", b: "http://a/" },
      { a: "http://a", b: "%" },
    ];
    const r = await runCli(
      ["compare", "--jsonl", "--level", "syntax"],
      pairs.map((p) => JSON.stringify(p)).join("\n"),
    );
    expect(
      r.stdout
        .trim()
        .split("\n")
        .map((l) => JSON.parse(l)),
    ).toEqual([
      { equivalent: true },
      { equivalent: false },
      { error: expect.objectContaining({ offset: 1, message: expect.stringMatching(/offset 1/) }) },
    ]);
    expect(r.status).toBe(2);
    const jsonl = (lines: unknown[]): string => lines.map((l) => JSON.stringify(l)).join("\n");
    expect((await runCli(["compare", "--jsonl"], jsonl([pairs[0]]))).status).toBe(0);
    expect((await runCli(["compare", "--jsonl"], jsonl([pairs[0], pairs[1]]))).status).toBe(1);
    expect((await runCli(["compare", "--jsonl"], jsonl([pairs[0], "not a pair"]))).status).toBe(2);
  });
});

// A UriOperationError (issue 14): the input is valid, but the variant's document gives no answer.
// Neither yes nor no: trouble, exit status 2, in every command (src/cli/errors.ts).
describe("a UriOperationError on the command line (issue 14): exit status 2", () => {
  it("resolve: no target for this reference: said for it, and the others go on", async () => {
    const r = await runCli(["resolve", "--variant", "url-draft-1993", "m:", "/", "x"]);
    expect(r.status).toBe(2);
    expect(r.stdout).toBe("m:x\n");
    expect(r.stderr).toMatch(/^"\/": resolve \(url-draft-1993\): .*"m:\/"/);
    expect(r.stderr.trimEnd().split("\n")).toHaveLength(1);
  });
  it("resolve --jsonl: {error} with its kind, per line; the highest status wins", async () => {
    const r = await runCli(
      ["resolve", "--jsonl", "--variant", "url-draft-1993"],
      '{"base":"m:","ref":"/"}\n{"base":"m:","ref":"x"}\n{"base":"m:","ref":3}\n',
    );
    expect(r.status).toBe(2);
    expect(
      r.stdout
        .trim()
        .split("\n")
        .map((l) => JSON.parse(l) as unknown),
    ).toEqual([
      {
        error: {
          kind: "no-target",
          operation: "resolve",
          variant: "url-draft-1993",
          message: expect.stringMatching(/^resolve \(url-draft-1993\)/),
        },
      },
      { target: "m:x" },
      { error: { message: 'line 3: expected "ref" to be a JSON string' } },
    ]);
  });
  it("resolve: a variant with no resolution: said once, whatever the number of references", async () => {
    const r = await runCli(["resolve", "--variant", "rfc6570", "{a}", "{b}", "{c}"]);
    expect(r.status).toBe(2);
    expect(r.stdout).toBe("");
    expect(r.stderr).toMatch(/^uri-grammar resolve: resolve \(rfc6570\): .*not a URI syntax/);
    expect(r.stderr.trimEnd().split("\n")).toHaveLength(1);
  });
  it("normalize: no normal form: one line, exit 2", async () => {
    const r = await runCli(["normalize", "--variant", "url-draft-1994", "http://h/a", "http://h/b"]);
    expect(r.status).toBe(2);
    expect(r.stdout).toBe("");
    expect(r.stderr).toMatch(/^uri-grammar normalize: normalize \(url-draft-1994\): .*no normal form/);
    expect(r.stderr.trimEnd().split("\n")).toHaveLength(1);
  });
  it("normalize --jsonl: {error} per line, exit 2", async () => {
    const r = await runCli(["normalize", "--jsonl", "--variant", "url-draft-1994"], '"http://h/a"\n');
    expect(r.status).toBe(2);
    expect(JSON.parse(r.stdout)).toEqual({
      error: expect.objectContaining({ kind: "no-normalization", operation: "normalize" }),
    });
  });
  it("compare: a template is not a URI: trouble, not 'not equivalent'", async () => {
    const r = await runCli(["compare", "--variant", "rfc6570", "{a}", "{b}"]);
    expect(r.status).toBe(2);
    expect(r.stdout).toBe("");
    expect(r.stderr).toMatch(/^uri-grammar compare: equivalent \(rfc6570\): .*not a URI syntax/);
    const j = await runCli(["compare", "--jsonl", "--variant", "rfc6570"], '{"a":"{a}","b":"{a}"}\n');
    expect(j.status).toBe(2);
    expect(JSON.parse(j.stdout)).toEqual({ error: expect.objectContaining({ kind: "not-a-uri-syntax" }) });
  });
  it("compare --level string under a variant with no normal form: answered", async () => {
    const [a, b] = ["http://h/a", "http://h/a"];
    const r = await runCli(["compare", "--variant", "url-draft-1994", "--level", "string", a, b]);
    expect([r.status, r.stdout]).toEqual([0, "equivalent\n"]);
    expect((await runCli(["compare", "--variant", "url-draft-1994", a, b])).status).toBe(2);
  });
  it("each command's help names it under exit status 2", async () => {
    for (const command of ["resolve", "normalize", "compare"]) {
      const r = await runCli(["help", command]);
      expect(r.stdout, command).toMatch(/2 {2}trouble[^]*UriOperationError/);
    }
  });
});
