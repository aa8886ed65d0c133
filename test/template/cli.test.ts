// uri-grammar expand / match: arguments, exit status, --jsonl (the contract of src/cli/jsonl.ts).
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
  ])("a template error %s: exit 2, one line naming the offset", async (t, json, message) => {
    const r = await runCli(["expand", t, json]);
    expect(r.status).toBe(2);
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
  it("a value of the wrong type: exit 2", async () => {
    const r = await runCli(["expand", "{x}", '{"x":[["a"]]}']);
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/variables\["x"\]\[0\]/);
  });
  it("--help lists the options and the exit codes", async () => {
    const r = await runCli(["expand", "--help"]);
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/--jsonl/);
    expect(r.stdout).toMatch(/exit status: 0 expanded; 2 invalid template/);
  });
  it("--jsonl: {template, variables} in, {uri} or {error} out, in order", async () => {
    const out = await runJsonl(
      ["expand"],
      [
        { template: "{/id*}", variables: { id: ["a", "b"] } },
        { template: "{!x}", variables: {} },
        { template: "{x}" },
        "not an object",
      ],
    );
    expect(out).toEqual([
      { uri: "/a/b" },
      { error: { kind: "reserved-operator", offset: 1, message: expect.stringMatching(/offset 1/) } },
      { uri: "" },
      { error: { message: expect.stringMatching(/^line 4: expected a JSON object/) } },
    ]);
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
  it("a template error: exit 2 naming the offset", async () => {
    const r = await runCli(["match", "{/id*", "/a"]);
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/offset 5/);
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
    );
    expect(out).toEqual([
      { variables: { id: ["a", "b"] } },
      { variables: null },
      { error: { kind: "syntax", offset: 2, message: expect.stringMatching(/offset 2/) } },
      { error: { message: 'line 4: expected "uri" to be a JSON string' } },
    ]);
  });
});
