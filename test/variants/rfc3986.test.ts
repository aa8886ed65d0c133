import { describe, expect, it } from "vitest";
import { isValid, parse, safeParse } from "../../src/index.js";
import { RECORDS } from "../../src/variants/records/index.js";
import { bothPaths } from "../helpers/paths.js";
import {
  colonRule,
  ipLiteralInvalid,
  ipLiteralValid,
  ipv4Invalid,
  ipv4LookingRegNames,
  ipv4Valid,
  ipv6Invalid,
  ipv6Valid,
  neverAllowed,
  percentInvalid,
  percentValid,
  referencesInvalid,
  referencesValid,
  section1_1_2,
  section3,
  undefinedVersusEmpty,
} from "../../corpus/variants/rfc3986.js";

/** Both paths agree and give `expected` (null = rejected). */
function expectBoth(input: string, rule: string | undefined, expected: object | null): void {
  const { fast, peg } = bothPaths(input, { rule });
  expect(fast, `fast path, ${rule ?? "URI-reference"}: ${JSON.stringify(input)}`).toEqual(expected);
  expect(peg, `PEG path, ${rule ?? "URI-reference"}: ${JSON.stringify(input)}`).toEqual(expected);
}

function expectValid(input: string, rule: string | undefined, valid: boolean): void {
  const { fast, peg } = bothPaths(input, { rule });
  expect(fast !== null, `fast path, ${rule}: ${JSON.stringify(input)}`).toBe(valid);
  expect(peg !== null, `PEG path, ${rule}: ${JSON.stringify(input)}`).toBe(valid);
  expect(isValid(input, { rule } as never)).toBe(valid);
}

describe("RFC 3986 §1.1.2 examples", () => {
  it.each(section1_1_2)("$input", ({ input, components }) => {
    expectBoth(input, undefined, components);
    expectBoth(input, "URI", components);
    expectValid(input, "relative-ref", false);
  });
});

describe("RFC 3986 §3 syntax components", () => {
  it.each(section3)("$input", ({ input, components }) => expectBoth(input, undefined, components));
});

describe("RFC 3986 §5.3 undefined versus empty components", () => {
  it.each(undefinedVersusEmpty)("$input", ({ input, components }) =>
    expectBoth(input, undefined, components),
  );
});

describe("RFC 3986 §3.2.2 IPv6address: the nine alternatives", () => {
  it.each(ipv6Valid)("valid: %s", (a) => {
    expectValid(a, "IPv6address", true);
    expectBoth(`http://[${a}]/`, undefined, {
      scheme: "http",
      authority: `[${a}]`,
      host: `[${a}]`,
      path: "/",
    });
  });
  it.each(ipv6Invalid)("invalid: %s", (a) => {
    expectValid(a, "IPv6address", false);
    expectValid(`http://[${a}]/`, "URI", false);
  });
});

describe("RFC 3986 §3.2.2 IPv4address and dec-octet", () => {
  it.each(ipv4Valid)("valid: %s", (a) => {
    expectValid(a, "IPv4address", true);
    expectValid(a, "host", true);
  });
  it.each(ipv4Invalid)("invalid: %s", (a) => expectValid(a, "IPv4address", false));
  it.each(ipv4LookingRegNames)("a reg-name, so a valid host: %s", (a) => {
    expectValid(a, "reg-name", true);
    expectValid(a, "host", true);
    expectBoth(`//${a}:80/`, undefined, { authority: `${a}:80`, host: a, port: "80", path: "/" });
  });
  it.each([
    ["0", true],
    ["9", true],
    ["10", true],
    ["99", true],
    ["100", true],
    ["199", true],
    ["200", true],
    ["249", true],
    ["250", true],
    ["255", true],
    ["256", false],
    ["260", false],
    ["300", false],
    ["00", false],
    ["01", false],
    ["1000", false],
    ["", false],
  ] as const)("dec-octet %s → %s", (input, valid) => expectValid(input, "dec-octet", valid));
});

describe("RFC 3986 §3.2.2 IP-literal and IPvFuture", () => {
  it.each(ipLiteralValid)("valid: %s", (a) => {
    expectValid(a, "IP-literal", true);
    expectValid(`//${a}`, undefined, true);
  });
  it.each(ipLiteralInvalid)("invalid: %s", (a) => expectValid(a, "IP-literal", false));
});

describe("RFC 3986 §3.2.1 userinfo and §3.2.3 port", () => {
  it.each([
    ["user:pass", true],
    ["", true],
    [":::", true],
    ["%41b", true],
    ["a@b", false],
    ["a/b", false],
    ["%4", false],
  ] as const)("userinfo %s → %s", (input, valid) => expectValid(input, "userinfo", valid));
  it.each([
    ["", true],
    ["80", true],
    ["0080", true],
    ["99999", true],
    ["8a", false],
    ["-1", false],
  ] as const)("port %s → %s", (input, valid) => expectValid(input, "port", valid));
});

describe("RFC 3986 §2.1 percent-encoding", () => {
  it.each(percentValid)("valid: %s", (a) => expectValid(a, undefined, true));
  it.each(percentInvalid)("invalid: %s", (a) => expectValid(a, undefined, false));
  it("pct-encoded as a rule", () => {
    expectValid("%aF", "pct-encoded", true);
    expectValid("%a", "pct-encoded", false);
  });
});

describe("RFC 3986 §4.2 the colon in a relative path's first segment (path-noscheme)", () => {
  it.each(colonRule)("$input", ({ input, valid, scheme }) => {
    expectValid(input, undefined, valid);
    if (valid) expect(parse(input).scheme).toBe(scheme);
  });
});

describe("RFC 3986 §2 characters outside the grammar", () => {
  it.each(neverAllowed)("%j is rejected in every component", (ch) => {
    for (const input of [
      ch,
      `http://${ch}/`,
      `http://a/${ch}`,
      `http://a/?${ch}`,
      `http://a/#${ch}`,
      `${ch}:x`,
    ])
      expectValid(input, undefined, false);
  });
  it("every ASCII character is classified exactly as the RFC's character classes say", () => {
    const allowed = /[A-Za-z0-9\-._~!$&'()*+,;=:@/?]/;
    for (let c = 0; c < 128; c++) {
      const ch = String.fromCharCode(c);
      expect(isValid(`a/${ch}`), `a/${JSON.stringify(ch)}`).toBe(allowed.test(ch) || ch === "#");
    }
  });
});

describe("RFC 3986 §4.1 URI references", () => {
  it.each(referencesValid)("valid: %s", (a) => expectValid(a, undefined, true));
  it.each(referencesInvalid)("invalid: %s", (a) => expectValid(a, undefined, false));
});

describe("RFC 3986 Appendix A: every rule is a start rule", () => {
  const rfc3986 = RECORDS.find((v) => v.id === "rfc3986")!;
  it.each(rfc3986.startRules)("%s", (rule) => {
    // Each start rule accepts something and rejects a character the grammar never allows.
    expect(isValid("\u0000", { rule } as never)).toBe(false);
    expect(() => safeParse("", { rule } as never)).not.toThrow();
  });
  it("rule names are case-insensitive (RFC 5234 §2.1) and accept _ for -", () => {
    expect(isValid("http://a", { rule: "uri" } as never)).toBe(true);
    expect(isValid("1.2.3.4", { rule: "ipv4ADDRESS" } as never)).toBe(true);
    expect(isValid("/a", { rule: "path_absolute" } as never)).toBe(true);
  });
  it("an unknown rule or variant is a RangeError naming the choices", () => {
    expect(() => isValid("a", { rule: "nope" } as never)).toThrow(/start rules: URI-reference, URI/);
    expect(() => isValid("a", { variant: "rfc9999" } as never)).toThrow(/known variants: .*rfc3986/);
  });
  it("start rules that are components yield that component", () => {
    expect(parse("[::1]", { rule: "host" })).toEqual({ host: "[::1]" });
    expect(parse("u@h:1", { rule: "authority" })).toEqual({
      authority: "u@h:1",
      userinfo: "u",
      host: "h",
      port: "1",
    });
    expect(parse("/a/b", { rule: "path" })).toEqual({ path: "/a/b" });
    expect(parse("a=b", { rule: "query" })).toEqual({ query: "a=b" });
    expect(parse("::1", { rule: "IPv6address" })).toEqual({});
  });
});
