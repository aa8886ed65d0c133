import { describe, expect, it } from "vitest";
import {
  equivalent,
  normalize,
  relativize,
  removeDotSegments,
  resolve,
  UriOperationError,
  UriSyntaxError,
} from "../../src/index.js";
import {
  isTargetOf,
  parseBase,
  parseReference,
  resolveComponents,
} from "../../src/semantics/resolve/index.js";
import { rfc3986 } from "../../src/variants/all.js";
import { algorithm, ALGORITHMS } from "../../src/semantics/resolve/algorithms.js";
import {
  rfc3986Section5_2_4,
  rfc3986Section5_4_1,
  rfc3986Section5_4_2,
  rfc3986Section5_4_2Strictness,
} from "../../corpus/examples.js";

const BASE = rfc3986Section5_4_1.base;

describe("RFC 3986 §5.4.1 normal examples", () => {
  const table = rfc3986Section5_4_1.cases;
  it.each(table)("%s resolves to %s", (ref, target) => {
    expect(resolve(BASE, ref)).toBe(target);
  });
});

describe("RFC 3986 §5.4.2 abnormal examples", () => {
  const table = rfc3986Section5_4_2.cases;
  it.each(table)("%s resolves to %s", (ref, target) => {
    expect(resolve(BASE, ref)).toBe(target);
  });
  it("takes http:g as absolute when strict (the default) and as g when not (§5.2.2)", () => {
    const { reference, strict, nonStrict } = rfc3986Section5_4_2Strictness;
    expect(resolve(BASE, reference)).toBe(strict);
    expect(resolve(BASE, reference, { strict: true })).toBe(strict);
    expect(resolve(BASE, reference, { strict: false })).toBe(nonStrict);
    expect(resolve(BASE, "HTTP:g", { strict: false })).toBe("http://a/b/c/g");
    expect(resolve(BASE, "ftp:g", { strict: false })).toBe("ftp:g");
  });
});

describe("RFC 3986 §5.2.4 remove_dot_segments", () => {
  const table: [string, string][] = [
    // the two worked examples of §5.2.4
    ...rfc3986Section5_2_4.map(([path, result]): [string, string] => [path, result]),
    // each rule on its own
    ["../a", "a"], // A
    ["./a", "a"], // A
    ["/./a", "/a"], // B
    ["/a/.", "/a/"], // B at the end
    ["/a/b/../c", "/a/c"], // C
    ["/a/b/..", "/a/"], // C at the end
    [".", ""], // D
    ["..", ""], // D
    ["", ""],
    ["/", "/"],
    // only whole segments are dot segments
    ["/a/.b/c", "/a/.b/c"],
    ["/a/b../c", "/a/b../c"],
    ["/a/.../c", "/a/.../c"],
    ["/a/%2E/c", "/a/%2E/c"],
    ["/a/%2E%2E/c", "/a/%2E%2E/c"],
    // empty segments count as segments
    ["/a//../b", "/a/b"],
    ["/a//./b", "/a//b"],
    ["//..", "/"],
    // climbing above the root stops there
    ["/../../a", "/a"],
    ["/..", "/"],
    // rootless paths, the algorithm applied literally: rule C leaves the "/" of the input
    ["a/../b", "/b"],
    ["a/..", "/"],
    ["a/./b", "a/b"],
    ["./a:b", "a:b"],
    ["../../a/b", "a/b"],
  ];
  it.each(table)("%s → %s", (input, output) => {
    expect(removeDotSegments(input)).toBe(output);
  });
  it("is linear: a million segments in well under a second", () => {
    const path = "/a/..".repeat(500_000) + "/b/./c";
    expect(removeDotSegments(path)).toBe("/b/c");
    expect(removeDotSegments("/x".repeat(300_000))).toHaveLength(600_000);
  });
  it("throws a TypeError for a non-string", () => {
    expect(() => removeDotSegments(42 as unknown as string)).toThrow(
      /removeDotSegments: expected a string, got number 42/,
    );
  });
});

describe("RFC 3986 §5.2 edge cases", () => {
  const table: [string, string, string][] = [
    // bases without authority (§5.2.3: merge with the base path as it is)
    ["mailto:joe@example.com", "fred@example.com", "mailto:fred@example.com"],
    ["mailto:joe@example.com", "?subject=hi", "mailto:joe@example.com?subject=hi"],
    ["mailto:joe@example.com", "#top", "mailto:joe@example.com#top"],
    ["urn:isbn:0451450523", "urn:isbn:0", "urn:isbn:0"],
    ["urn:example:a/b/c", "d", "urn:example:a/b/d"],
    ["urn:example:a/b/c", "../d", "urn:example:a/d"],
    ["urn:example:a/b/c", "../../d", "urn:/d"], // §5.2.4 literally: rule C keeps the "/"
    ["urn:a", "b", "urn:b"],
    ["urn:a", "./b:c", "urn:b:c"],
    ["a:", "b", "a:b"],
    ["a:", "?q", "a:?q"],
    ["x:/a/b", "//h", "x://h"],
    // base with an authority and an empty path (§5.2.3 first case)
    ["http://a", "g", "http://a/g"],
    ["http://a", "", "http://a"],
    ["http://a", "..", "http://a/"],
    ["http://a?q", "#f", "http://a?q#f"],
    ["http://a?q", "g", "http://a/g"],
    // empty components stay empty, undefined ones stay undefined (§5.3)
    ["http://a/b?", "", "http://a/b?"],
    ["http://a/b?q", "?", "http://a/b?"],
    ["http://a/b", "#", "http://a/b#"],
    ["http://u@a:/b", "c", "http://u@a:/c"],
    ["http://a/b", "//", "http://"],
    // the base fragment is ignored (§5.2.1)
    ["http://a/b/c#frag", "", "http://a/b/c"],
    ["http://a/b/c#frag", "d", "http://a/b/d"],
    ["http://a/b/c#frag", "#g", "http://a/b/c#g"],
    // percent-encoded dots are not dot segments (§2.3, §5.2.4)
    ["http://a/b/c/d", "%2E%2E/g", "http://a/b/c/%2E%2E/g"],
    ["http://a/b/c/d", ".%2E/g", "http://a/b/c/.%2E/g"],
    // IP literals and ports come along with the authority
    ["http://[::1]:8080/a/b", "c", "http://[::1]:8080/a/c"],
    ["http://a/b", "//[v1.x]:0/../c", "http://[v1.x]:0/c"],
    // a reference with a scheme keeps its own authority and path (dot segments removed)
    ["http://a/b", "ftp://x/./y/../z", "ftp://x/z"],
    ["http://a/b", "foo:a/../b", "foo:/b"],
  ];
  it.each(table)("%s + %s = %s", (base, ref, target) => {
    expect(resolve(base, ref)).toBe(target);
  });
});

describe("resolve errors", () => {
  it("rejects a relative base with a clear message (§5.2.1)", () => {
    for (const base of ["/a/b", "a/b", "//h/p", "", "#f"]) {
      expect(() => resolve(base, "g")).toThrow(UriSyntaxError);
      expect(() => resolve(base, "g")).toThrow(/a base URI must be absolute, RFC 3986 §5.2.1/);
    }
  });
  it("rejects an invalid base or reference with the parser's error and offset", () => {
    expect(() => resolve("http://a/b c", "g")).toThrow(/offset 10/);
    expect(() => resolve("http://a/b", "g h")).toThrow(UriSyntaxError);
    expect(() => resolve("http://a/b", "g h")).toThrow(/offset 1/);
  });
  it("throws TypeError for non-strings and bad options", () => {
    expect(() => resolve(1 as unknown as string, "g")).toThrow(TypeError);
    expect(() => resolve("http://a", null as unknown as string)).toThrow(
      /reference must be a string, got null/,
    );
    expect(() => resolve("http://a", "g", 3 as unknown as { strict: boolean })).toThrow(
      /options must be an object/,
    );
  });
  it("selects the algorithm by the variant record's id", () => {
    expect(typeof ALGORITHMS["rfc3986"]).toBe("function");
  });
});

/** The error `call` throws (it must throw). */
function thrown(call: () => unknown): Error {
  try {
    call();
  } catch (error) {
    return error as Error;
  }
  throw new Error("nothing thrown");
}

describe("RFC 3986 §5.2.1: a base that is no URI, the fields of its error", () => {
  it("a relative reference: found its first character, at offset 0, in the base rule", () => {
    expect(thrown(() => resolve("/a/b", "g"))).toMatchObject({
      offset: 0,
      found: "/",
      rule: "URI",
      ruleStack: ["URI"],
    });
    expect(thrown(() => resolve("#f", "g"))).toMatchObject({ found: "#", ruleStack: ["URI"] });
  });
});

describe("resolve's refusals: no target (a string the variant's grammar reads otherwise, or rejects)", () => {
  // RFC 2396 §5.2 step 6a keeps "all but the last segment" of an empty path: g://a and b give the
  // path b, written g://ab, whose authority is ab
  const reads = (n: number) => thrown(() => resolve("g://a", "b".repeat(n), { variant: "rfc2396" }));
  it("names the authority and the path the algorithm gave, and what the grammar reads", () => {
    const e = reads(1);
    expect(e).toBeInstanceOf(UriOperationError);
    expect(e).toMatchObject({ kind: "no-target", operation: "resolve", variant: "rfc2396" });
    expect(e.message).toContain(
      'the algorithm (rfc2396) gives the authority "a" and the path "b", written "g://ab", which RFC 2396, Appendix A reads with the authority "ab": ',
    );
  });
  it("shows 200 characters of the path and of the text at most", () => {
    expect(reads(195).message).toContain(`the path "${"b".repeat(195)}", written "g://a${"b".repeat(195)}",`);
    expect(reads(200).message).toContain(
      `the path "${"b".repeat(200)}", written "g://a${"b".repeat(195)}…",`,
    );
    expect(reads(201).message).toContain(`the path "${"b".repeat(200)}…",`);
  });
  it("RFC 1808 §2.2: a path beginning with an empty segment after a net_loc reads as no authority", () => {
    // "/a/" and "..//x": step 6c removes "a/../", leaving "//x" (fsegment = 1*pchar)
    const e = thrown(() => resolve("http://h/a/b", "..//x", { variant: "rfc1808" }));
    expect(e).toMatchObject({ kind: "no-target", operation: "resolve" });
    expect(e.message).toContain(
      'the path "//x", written "http://h//x", which RFC 1808, §2.2 reads with no authority: ',
    );
  });
  it("the 1993 draft: m:/ is no fragmentaddress (no generic path begins with /), shown 200 characters at most", () => {
    const gives = (n: number) =>
      thrown(() => resolve("m:", "/" + "a".repeat(n), { variant: "url-draft-1993" }));
    const e = gives(0);
    expect(e).toMatchObject({ kind: "no-target", operation: "resolve", variant: "url-draft-1993" });
    expect(e.message).toContain(
      'the algorithm (partial-form-1993) gives "m:/", which is not a fragmentaddress (',
    );
    expect(gives(197).message).toContain(`gives "m:/${"a".repeat(197)}", which`);
    expect(gives(198).message).toContain(`gives "m:/${"a".repeat(197)}…", which`);
    // rule 2 gives x://h, which no rule of the draft reads (a generic scheme has no host)
    const hosted = thrown(() => resolve("x:", "//h", { variant: "url-draft-1993" }));
    expect(hosted.message).toContain('gives "x://h", which is not a fragmentaddress (');
  });
});

describe("the operations a variant does not have (RFC 6570 §2: a template is no URI; a record with no algorithm)", () => {
  const none = { ...(rfc3986 as object), id: "no-algorithm", resolution: null } as never;
  const table: [string, () => unknown, string][] = [
    ["resolve", () => resolve("x:", "g", { variant: "rfc6570" }), "resolve (rfc6570): "],
    ["resolve", () => resolve("x:", "g", { variant: "rfc6570" }), "has no components to resolve"],
    ["equivalent", () => equivalent("x:", "x:", { variant: "rfc6570" }), "has no components to compare"],
    ["normalize", () => normalize("x:", { variant: "rfc6570" }), "has no components to normalize"],
    [
      "resolve",
      () => resolveComponents({ scheme: "x", path: "" }, { path: "g" }, { variant: "rfc6570" }),
      "is not a URI syntax",
    ],
    ["resolve", () => resolve("x:", "g", { variant: none }), "resolve (no-algorithm): RFC 3986"],
    ["resolve", () => resolve("x:", "g", { variant: none }), "gives no resolution algorithm"],
    ["relativize", () => relativize("x:", "x:g", { variant: none }), "gives no resolution algorithm"],
  ];
  it.each(table)("%s: %s", (operation, call, message) => {
    const e = thrown(call);
    expect(e).toBeInstanceOf(UriOperationError);
    expect(e).toMatchObject({ operation });
    if (message.includes("algorithm")) expect(e).toMatchObject({ kind: "no-resolution-algorithm" });
    expect(e.message).toContain(message);
  });
  it("what a record with no algorithm still does", () => {
    expect(normalize("x:A", { variant: none })).toBe("x:A");
  });
});

describe("resolve's argument errors, each naming its function", () => {
  const table: [() => unknown, string][] = [
    [() => resolve(5 as never, "g"), "resolve: base must be a string, got number 5"],
    [() => resolve("x:", null as never), "resolve: reference must be a string, got null"],
    [() => resolve("x:", "g", { variant: "nope" as never }), 'resolve: unknown variant "nope"'],
    [() => parseBase(5 as never, undefined), "parseBase: base must be a string, got number 5"],
    [() => parseBase("x:", "nope" as never), 'parseBase: unknown variant "nope"'],
    [() => parseReference(5 as never, undefined), "parseReference: reference must be a string, got number 5"],
    [() => parseReference("x:", "nope" as never), 'parseReference: unknown variant "nope"'],
    [() => isTargetOf("nope" as never, "x:"), 'isTargetOf: unknown variant "nope"'],
    [
      () => resolveComponents({ scheme: "x", path: "" }, { path: "g" }, { variant: "nope" as never }),
      'resolveComponents: unknown variant "nope"',
    ],
  ];
  it.each(table.map(([call, message]) => [message, call] as const))("%s", (message, call) => {
    expect(call).toThrow(message);
  });
});

describe("the algorithm a variant record names by its id", () => {
  const ids =
    "partial-form-1993, absolute-only, rfc1808, draft-fielding-url-syntax-05, rfc2396, draft-fielding-uri-rfc2396bis-01, rfc3986";
  const table: [string | null, string | undefined, string][] = [
    [null, undefined, "resolve (?): the variant names no resolution algorithm"],
    ["nope", "v", `resolve (v): the variant names no resolution algorithm ("nope" is none of ${ids})`],
    // an id is looked up among the table's own keys, not the prototype's
    [
      "toString",
      undefined,
      `resolve (?): the variant names no resolution algorithm ("toString" is none of ${ids})`,
    ],
  ];
  it.each(table)("%j (%s): %s", (id, variant, message) => {
    const e = thrown(() => algorithm(id, variant));
    expect(e).toBeInstanceOf(UriOperationError);
    expect(e).toMatchObject({
      kind: "no-resolution-algorithm",
      operation: "resolve",
      variant: variant ?? "?",
    });
    expect(e.message).toBe(message);
  });
  it("a record naming an id no algorithm has is refused by resolve", () => {
    const odd = { ...(rfc3986 as object), id: "odd", resolution: "nope" } as never;
    expect(() => resolve("x:", "g", { variant: odd })).toThrow(
      `resolve (odd): the variant names no resolution algorithm ("nope" is none of ${ids})`,
    );
  });
  it("every id of the table gives its algorithm", () => {
    for (const id of ids.split(", ")) expect(algorithm(id)).toBe(ALGORITHMS[id]);
  });
});
