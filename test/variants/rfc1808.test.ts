import { describe, expect, it } from "vitest";
import { isValid, normalize, parse, resolve, VARIANTS } from "../../src/index.js";
import { rfc1808Rules } from "../../corpus/variants/rfc1808.js";
import { runCli, runJsonl } from "../helpers/cli.js";
import { rfc1808Section5_1, rfc1808Section5_2 } from "../../corpus/variants/rfc1808.js";

const variant = "rfc1808";
const BASE = "http://a/b/c/d;p?q#f";

describe("RFC 1808 §5.1 normal examples", () => {
  const table = rfc1808Section5_1.cases;
  it.each(table)("%s resolves to %s", (ref, target) => {
    expect(resolve(BASE, ref, { variant })).toBe(target);
  });
});

describe("RFC 1808 §5.2 abnormal examples", () => {
  const table = rfc1808Section5_2.cases;
  it.each(table)("%s resolves to %s", (ref, target) => {
    expect(resolve(BASE, ref, { variant })).toBe(target);
  });
  it("keeps ';params' out of the path (§4: parameters do not affect relative paths)", () => {
    expect(resolve(BASE, "g;x=1/../y", { variant })).toBe("http://a/b/c/g;x=1/../y");
    expect(resolve("ftp://h/a/b;type=d", "c", { variant })).toBe("ftp://h/a/c");
  });
  it("inherits the base's fragment only for the empty reference", () => {
    expect(resolve(BASE, "?y", { variant })).toBe("http://a/b/c/d;p?y");
    expect(resolve(BASE, "", { variant: "rfc2396" })).toBe("http://a/b/c/d;p?q");
  });
});

describe("RFC 1808 §2.2 grammar", () => {
  for (const { rule, valid, invalid } of rfc1808Rules) {
    it.each(valid)(`${rule} accepts %j`, (input) =>
      expect(isValid(input, { variant, rule } as never)).toBe(true),
    );
    it.each(invalid)(`${rule} rejects %j`, (input) =>
      expect(isValid(input, { variant, rule } as never)).toBe(false),
    );
  }
  it("splits <params> from the path (§2.1), and keeps the path's slash", () => {
    expect(parse(BASE, { variant })).toEqual({
      scheme: "http",
      authority: "a",
      path: "/b/c/d",
      params: "p",
      query: "q",
      fragment: "f",
    });
  });
  it('ends <net_loc> at the next "/" only', () => {
    expect(parse("//a?b/c;d?e", { variant })).toEqual({
      authority: "a?b",
      path: "/c",
      params: "d",
      query: "e",
    });
  });
  it("reads a URL that generic-RL cannot cover as scheme and path", () => {
    expect(parse("http://a//b", { variant })).toEqual({ scheme: "http", path: "//a//b" });
  });
});

describe("RFC 1808 §2.2 unreserved characters in normalization", () => {
  it('decodes "!" and "$" (extra and safe), keeps "~" (national) escaped', () => {
    expect(normalize("http://a/%21%24%7E", { variant })).toBe("http://a/!$%7E");
  });
  it("keeps a net_loc, which RFC 1808 does not split, normalizing its escapes only", () => {
    expect(normalize("http://U@A:80%2e/b", { variant })).toBe("http://U@A:80./b");
  });
});

describe("RFC 1808 record", () => {
  it("is registered", () => {
    expect(VARIANTS.find((v) => v.id === variant)).toMatchObject({
      defaultRule: "URL",
      resolution: "rfc1808",
      baseFragment: "inherited",
    });
  });
});

describe("RFC 1808 on the command line", () => {
  it("resolves JSON Lines", async () => {
    const out = await runJsonl(
      ["resolve", "--variant", variant],
      [
        { base: BASE, ref: "?y" },
        { base: BASE, ref: "" },
      ],
    );
    expect(out).toEqual([{ target: "http://a/b/c/d;p?y" }, { target: "http://a/b/c/d;p?q#f" }]);
  });
});

describe("uri-grammar resolve --explain: the steps named by their sections", () => {
  it("?y: a step of RFC 1808 \u00a74 step 5, and resolve()'s target", async () => {
    const base = "http://a/b/c/d?q";
    const r = await runCli(["resolve", "--explain", "--variant", variant, base, "?y"]);
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toContain("  " + "RFC 1808 \u00a74 step 5");
    expect(r.stdout.trimEnd().split("\n").at(-1)).toBe(
      `  target ${JSON.stringify(resolve(base, "?y", { variant } as never))}`,
    );
  });
});
