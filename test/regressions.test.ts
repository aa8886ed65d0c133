// One block per bug found, with the input that showed it. Each test fails on the code before the fix.
import { describe, expect, it } from "vitest";
import { recognizer } from "../compiler/passes/regex.js";
import { grammarFromText } from "../compiler/read.js";
import { equivalent, isValid, normalize, parse, resolve } from "../src/index.js";

describe("regression: an option around a bounded repetition compiled to a lazy quantifier", () => {
  // `[ h16 ]` with h16 = 1*4HEXDIG was written `[0-9A-Fa-f]{1,4}?`: in a JavaScript regex `{1,4}?`
  // is a lazy {1,4}, not an optional one, so the h16 became required and the regex rejected
  // "::3:4:5:6:7:8" (RFC 3986 §3.2.2, third IPv6address alternative with the h16 absent).
  it("[ 1*4x ] stays optional", () => {
    const g = grammarFromText('r = [ 1*4"a" ] "b"\n');
    expect(recognizer(g, "r").test("b")).toBe(true);
    expect(recognizer(g, "r").test("aaaab")).toBe(true);
    expect(recognizer(g, "r").test("aaaaab")).toBe(false);
  });
  it("the third IPv6address alternative without its h16", () => {
    expect(isValid("::3:4:5:6:7:8", { rule: "IPv6address" })).toBe(true);
  });
});

describe("regression: an IPv4address prefix must not end a longer reg-name (RFC 3986 §3.2.2)", () => {
  it.each(["1.2.3.4x", "1.2.3.256", "1.2.3.4.5"])("http://%s/ has a reg-name host", (host) => {
    expect(parse(`http://${host}/`).host).toBe(host);
  });
});

describe("regression: a resolution whose path starts with // and has no authority (RFC 3986 §3.3)", () => {
  // Found by the property resolve(base, relativize(base, t)) = t with base "x:", reference
  // "/..//./x:a": remove_dot_segments gives the path "//x:a", which recomposed as "x://x:a" reads
  // as an authority "x:a" (with the invalid port "a").
  it('keeps the path a path with "/."', () => {
    const target = resolve("x:", "/..//./x:a");
    expect(target).toBe("x:/.//x:a");
    expect(isValid(target, { rule: "URI" })).toBe(true);
    expect(parse(target).authority).toBeUndefined();
    expect(resolve("a:/b", "..//c")).toBe("a:/.//c");
  });
});

describe("regression: an IRI host with a non-ASCII character was case-folded (RFC 3987 §5.3.2.1)", () => {
  // normalize lower-cased the ASCII letters of every host; RFC 3987 §5.3.2.1 makes only a "US-ASCII
  // only host" case-insensitive (non-ASCII case is IDN's matter, §5.3.3).
  it("http://\u00dcX.Example/ keeps its host", () => {
    expect(normalize("http://\u00dcX.Example/", { variant: "rfc3987" })).toBe("http://\u00dcX.Example/");
    expect(normalize("http://X.Example/", { variant: "rfc3987" })).toBe("http://x.example/");
  });
});

describe("regression: percent-encoded UTF-8 of an IRI character was not decoded (RFC 3987 §5.3.2.3)", () => {
  // Only RFC 3986's unreserved characters were decoded, so "é" and "%C3%A9" never aligned.
  it("café and caf%C3%A9 are equivalent", () => {
    const options = { variant: "rfc3987" } as const;
    expect(equivalent("http://example.com/caf\u00e9", "http://example.com/caf%C3%A9", options)).toBe(true);
    expect(normalize("http://example.com/caf%C3%A9", options)).toBe("http://example.com/caf\u00e9");
  });
});

describe("regression: RFC 3987 §5.3.2's own example pair was not equivalent", () => {
  it("both members have one normal form", () => {
    const options = { variant: "rfc3987" } as const;
    const a = "example://a/b/c/%7Bfoo%7D/ros\u00e9";
    const b = "eXAMPLE://a/./b/../b/%63/%7bfoo%7d/ros%C3%A9";
    expect(equivalent(a, b, options)).toBe(true);
    expect(normalize(a, options)).toBe(normalize(b, options));
    expect(normalize(b, options)).toBe(a);
  });
});

describe('regression: the §5.2.4 stepper showed the input buffer as "." after rule B or C on a final "/." or "/.."', () => {
  // RFC 3986 §5.2.4: B replaces a final "/." with "/" (C a final "/.."), so the table's row shows
  // "/"; the observer reported after its index had moved past the "/" (./g/., ., .., ../.. of §5.4).
  it('./g/. against http://a/b/c/d;p?q: B leaves "/" in the input buffer', async () => {
    const { resolutionSteps } = await import("../src/explain/steps.js");
    const { rfc3986 } = await import("../src/variants/rfc3986.js");
    const steps = resolutionSteps(rfc3986, "http://a/b/c/d;p?q", "./g/.").steps;
    expect(steps.filter((s) => s.id === "5.2.4 B").map((s) => s.values!.input)).toEqual(["/g/.", "/"]);
    const c = resolutionSteps(rfc3986, "http://a/b/c/d;p?q", "..").steps.find((s) => s.id === "5.2.4 C");
    expect(c!.values).toEqual({ input: "/", output: "/b" });
  });
});

describe('regression: explain said no one-edit repair makes http://[fe80 valid, though deleting "[" does', () => {
  // The repairs tried edits within two characters of the offset only (12, the end); the "[" at
  // offset 7 was never tried. allRepairs tries every edit at every offset.
  it('lists the deletion of "["', async () => {
    const { explainFailure } = await import("../src/explain/failure.js");
    const { rfc3986 } = await import("../src/variants/rfc3986.js");
    const f = explainFailure(rfc3986, "http://[fe80")!;
    expect(f.repairs.map((r) => r.result)).toContain("http://fe80");
  });
});

describe("regression: the grammar diff compared the 1994 draft's reference with RFC 1738's url", () => {
  // Each variant's default rule was taken: a reference (partial forms, fragments) against an
  // absolute URL. The table of corresponding rules (src/explain/corresponding.ts) pairs url with url.
  it("compares url with url", async () => {
    const { grammarDiff } = await import("../src/explain/grammar-diff.js");
    const { urlDraft1994, rfc1738 } = await import("../src/variants/all.js");
    const d = grammarDiff(urlDraft1994, rfc1738);
    expect([d.a.rule, d.b.rule]).toEqual(["url", "url"]);
  });
});
