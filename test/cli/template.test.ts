// uri-grammar expand / match: arguments, exit status, --jsonl (the contract of src/cli/jsonl.ts).
// Exit statuses as every command has them (issue 13): expand, like normalize, exits 1 on an input
// that is not valid (a template error, a value RFC 6570 cannot expand); match, like compare, exits 1
// on "no" (no match) and 2 where there is no answer (an invalid template).
import { describe, expect, it } from "vitest";
import { runCli, runJsonl } from "../helpers/cli.js";

describe("uri-grammar expand TEMPLATE JSON", () => {
  it("prints the URI, exit 0", async () => {
    const r = await runCli(["expand", "http://example.com/search{?q,lang}", '{"q":"a b","lang":"en"}']);
    expect([r.status, r.stdout]).toEqual([0, "http://example.com/search?q=a%20b&lang=en\n"]);
  });
  it("without variables: all undefined", async () => {
    expect((await runCli(["expand", "/a{?x}"])).stdout).toBe("/a\n");
  });
  it.each([
    ["{a b}", "{}", /offset 2/],
    ["{!x}", "{}", /offset 1/],
    ["{k:1}", '{"k":["a"]}', /offset 2/],
  ])("a template error %s: exit 1, one line naming the offset", async (t, json, message) => {
    const r = await runCli(["expand", t, json]);
    expect(r.status).toBe(1);
    expect(r.stdout).toBe("");
    expect(r.stderr.trimEnd().split("\n")).toHaveLength(1);
    expect(r.stderr).toMatch(message);
  });
  it.each([
    [["expand"]],
    [["expand", "{x}", "not json"]],
    [["expand", "{x}", "[1]"]],
    [["expand", "{x}", "{}", "more"]],
  ])("usage errors exit 2: %j", async (argv) => {
    const r = await runCli(argv);
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/usage: uri-grammar expand/);
  });
  it("a value of the wrong type: exit 1", async () => {
    const r = await runCli(["expand", "{x}", '{"x":[["a"]]}']);
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/variables\["x"\]\[0\]/);
  });
  it("--help lists the options and the exit codes", async () => {
    const r = await runCli(["expand", "--help"]);
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/--jsonl/);
    expect(r.stdout).toMatch(/\nexit status:\n {2}0 {2}expanded[^]*\n {2}1 {2}the template is not valid/);
  });
  it("--jsonl: {template, variables} in, {uri} or {error} out, in order", async () => {
    const out = await runJsonl(
      ["expand"],
      [
        { template: "{/id*}", variables: { id: ["a", "b"] } },
        { template: "{!x}", variables: {} },
        { template: "{x}" },
        "not an object",
        { template: "{x}", variables: "x=1" },
        { template: "{x}", variables: { x: [["a"]] } },
      ],
      1,
    );
    expect(out).toEqual([
      { uri: "/a/b" },
      { error: { kind: "reserved-operator", offset: 1, message: expect.stringMatching(/offset 1/) } },
      { uri: "" },
      { error: { message: expect.stringMatching(/^line 4: expected a JSON object/) } },
      // Regression: a "variables" that is not an object ended the run with an internal error.
      { error: { message: 'line 5: expected "variables" to be a JSON object' } },
      { error: { message: expect.stringMatching(/^variables\["x"\]\[0\]/) } },
    ]);
    expect((await runCli(["expand", "--jsonl"], '{"template":"{x}","variables":{"x":1}}\n')).status).toBe(0);
  });
  it("what is printed of the template is escaped (no control character reaches the terminal)", async () => {
    const r = await runCli(["expand", "\u001b[2J{"]);
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/^"\\u001b\[2J\{": /);
    expect(r.stderr).not.toMatch(/[\u0000-\u0009\u000b-\u001f]/);
  });
});

describe("uri-grammar match TEMPLATE URI", () => {
  it("prints the variables as JSON, exit 0", async () => {
    const r = await runCli(["match", "/users/{id}{?q*}", "/users/42?x=1&y=2"]);
    expect(r.status).toBe(0);
    expect(JSON.parse(r.stdout)).toEqual({ id: "42", q: { x: "1", y: "2" } });
  });
  it("no match: exit 1", async () => {
    const r = await runCli(["match", "/users/{id}", "/groups/42"]);
    expect([r.status, r.stdout]).toEqual([1, ""]);
    expect(r.stderr).toMatch(/does not match/);
  });
  it("a template error: exit 2 naming the offset (no answer: trouble, as compare has it)", async () => {
    const r = await runCli(["match", "{/id*", "/a"]);
    expect(r.status).toBe(2);
    expect(r.stdout).toBe("");
    expect(r.stderr).toMatch(/offset 5/);
    expect(r.stderr.trimEnd().split("\n")).toHaveLength(1);
  });
  it("--help: the exit statuses", async () => {
    const r = await runCli(["match", "--help"]);
    expect(r.stdout).toMatch(
      /\n {2}0 {2}the URI matches[^]*\n {2}1 {2}it does not match[^]*\n {2}2 {2}trouble/,
    );
  });
  it("--variant other than rfc6570 is a usage error", async () => {
    expect((await runCli(["match", "--variant", "rfc3986", "{x}", "a"])).status).toBe(2);
    expect((await runCli(["match", "--variant", "rfc6570", "{x}", "a"])).status).toBe(0);
  });
  it("--jsonl: {template, uri} in, {variables} (null: no match) out", async () => {
    const out = await runJsonl(
      ["match"],
      [
        { template: "{/id*}", uri: "/a/b" },
        { template: "{/id*}", uri: "x" },
        { template: "{a b}", uri: "x" },
        { template: "{x}", uri: 1 },
      ],
      2,
    );
    expect(out).toEqual([
      { variables: { id: ["a", "b"] } },
      { variables: null },
      { error: { kind: "syntax", offset: 2, message: expect.stringMatching(/offset 2/) } },
      { error: { message: 'line 4: expected "uri" to be a JSON string' } },
    ]);
    const status = async (lines: unknown[]): Promise<number> =>
      (await runCli(["match", "--jsonl"], lines.map((l) => JSON.stringify(l)).join("\n"))).status;
    expect(await status([{ template: "{x}", uri: "a" }])).toBe(0);
    expect(
      await status([
        { template: "{x}", uri: "a" },
        { template: "/{x}", uri: "a" },
      ]),
    ).toBe(1);
    expect(await status([{ template: "{x}", uri: "a" }, "not an object"])).toBe(2);
  });
});
