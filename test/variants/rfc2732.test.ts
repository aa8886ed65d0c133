import { describe, expect, it } from "vitest";
import { isValid, normalize, parse, resolve, VARIANT_RECORDS } from "../../src/index.js";
import { rfc2396Rules } from "../../corpus/variants/rfc2396.js";
import { rfc2732Rules, section2Addresses, section2Urls } from "../../corpus/variants/rfc2732.js";
import { runJsonl } from "../helpers/cli.js";

const variant = "rfc2732";

describe("RFC 2732 §2 literal IPv6 address examples", () => {
  it.each(section2Addresses)("%s is an IPv6address", (address) => {
    expect(isValid(address, { variant, rule: "IPv6address" })).toBe(true);
  });
  it.each(section2Urls)("%s is a URI-reference whose host is the bracketed literal", (url) => {
    const { host } = parse(url, { variant });
    expect(host).toMatch(/^\[.*\]$/);
    expect(isValid(host!, { variant, rule: "IPv6reference" })).toBe(true);
  });
  it("splits host and port of http://[FEDC:...:3210]:80/index.html", () => {
    expect(parse(section2Urls[0]!, { variant })).toEqual({
      scheme: "http",
      authority: "[FEDC:BA98:7654:3210:FEDC:BA98:7654:3210]:80",
      host: "[FEDC:BA98:7654:3210:FEDC:BA98:7654:3210]",
      port: "80",
      path: "/index.html",
    });
  });
});

describe("RFC 2732 §3 grammar changes", () => {
  for (const { rule, valid, invalid } of rfc2732Rules) {
    it.each(valid)(`${rule} accepts %j`, (input) =>
      expect(isValid(input, { variant, rule } as never)).toBe(true),
    );
    it.each(invalid)(`${rule} rejects %j`, (input) =>
      expect(isValid(input, { variant, rule } as never)).toBe(false),
    );
  }
  it("rejects in RFC 2396 what RFC 2732 adds", () => {
    expect(isValid("http://[::1]/", { variant: "rfc2396" })).toBe(false);
    expect(isValid("http://a/?q=[1]", { variant: "rfc2396" })).toBe(false);
  });
});

describe("RFC 2396 rules kept by RFC 2732", () => {
  const kept = rfc2396Rules.filter((c) => !["reserved", "IPv4address", "URI-reference"].includes(c.rule));
  for (const { rule, valid, invalid } of kept) {
    it.each(valid)(`${rule} accepts %j`, (input) =>
      expect(isValid(input, { variant, rule } as never)).toBe(true),
    );
    it.each(invalid.filter((i) => !i.includes("[")))(`${rule} rejects %j`, (input) =>
      expect(isValid(input, { variant, rule } as never)).toBe(false),
    );
  }
});

describe("RFC 2732 resolution (RFC 2396 §5.2)", () => {
  const table: [string, string, string][] = [
    ["http://[::1]/b/c/d;p?q", "../g", "http://[::1]/b/g"],
    ["http://[::1]/b/c/d;p?q", "?y", "http://[::1]/b/c/?y"],
    ["http://a/b/c/d;p?q", "//[1080::8:800:200C:417A]:80/x", "http://[1080::8:800:200C:417A]:80/x"],
    ["http://[::1]/b/c/d;p?q", "../../../g", "http://[::1]/../g"],
  ];
  it.each(table)("%s with %s resolves to %s", (base, ref, target) => {
    expect(resolve(base, ref, { variant })).toBe(target);
  });
});

describe("RFC 2732 normalization (RFC 2396 §2.3 unreserved)", () => {
  it("decodes %21 and keeps %5B, now reserved", () => {
    expect(normalize("http://[::1]/%21?%5B", { variant })).toBe("http://[::1]/!?%5B");
  });
});

describe("RFC 2732 record", () => {
  it("shares RFC 2396's algorithm", () => {
    expect(VARIANT_RECORDS.find((v) => v.id === variant)).toMatchObject({
      resolution: "rfc2396",
      grammar: "rfc2732",
    });
  });
});

describe("RFC 2732 on the command line", () => {
  it("resolves JSON Lines with --variant rfc2732", async () => {
    const out = await runJsonl(["resolve", "--variant", variant], [{ base: "http://[::1]/a/b", ref: "c" }]);
    expect(out).toEqual([{ target: "http://[::1]/a/c" }]);
  });
});
