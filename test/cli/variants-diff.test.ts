import { describe, expect, it } from "vitest";
import { VARIANTS } from "../../src/index.js";
import { runCli } from "../helpers/cli.js";

describe("uri-grammar variants", () => {
  it("--json lists every variant with its start rules", async () => {
    const r = await runCli(["variants", "--json"]);
    expect(r.status).toBe(0);
    const rows = JSON.parse(r.stdout) as { id: string; startRules: string[]; defaultRule: string }[];
    expect(rows.map((x) => x.id)).toEqual(VARIANTS.map((v) => v.id));
    for (const row of rows) expect(row.startRules).toContain(row.defaultRule);
  });
  it("prints a table", async () => {
    const r = await runCli(["variants"]);
    expect(r.stdout).toMatch(/^rfc3986 +2005-01 +Uniform Resource Identifier \(URI\): Generic Syntax$/m);
  });
});

describe("uri-grammar diff", () => {
  it("one row per URI syntax, oldest first", async () => {
    const r = await runCli(["diff", "--json", "http://[::1]/a"]);
    expect(r.status).toBe(0);
    const rows = JSON.parse(r.stdout) as { variant: string; valid: boolean; error?: { offset: number } }[];
    const history = VARIANTS.filter((v) => v.syntax !== "uri-template");
    expect(rows.map((x) => x.variant).sort()).toEqual(history.map((v) => v.id).sort());
    expect(rows[0]!.variant).toBe("url-draft-1993");
    expect(rows.some((x) => x.variant === "rfc6570")).toBe(false);
    const byId = Object.fromEntries(rows.map((x) => [x.variant, x]));
    expect(byId.rfc3986!.valid).toBe(true);
    if (byId.rfc2396) {
      // RFC 2396 has no IPv6 literals (they came with RFC 2732): invalid at the "[".
      expect(byId.rfc2396.valid).toBe(false);
      expect(byId.rfc2396.error!.offset).toBe(7);
    }
  });
  it("prints valid rows with components and invalid ones with the offset", async () => {
    const r = await runCli(["diff", "http://a/b"]);
    expect(r.stdout).toMatch(/^rfc3986 +2005-01 +valid +scheme="http" authority="a" host="a" path="\/b"$/m);
    expect((await runCli(["diff"])).status).toBe(2);
  });
});
