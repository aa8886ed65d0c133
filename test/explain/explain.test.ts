// uri-grammar/explain (issue 15): the derivation, the failure and its repairs, the grammar diff,
// the steppers, and the grammar texts the explorer reads.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { loadAbnfFile } from "../../compiler/files.js";
import { explainerOf, type ExplainNode } from "../../src/explain/explainer.js";
import { explainFailure } from "../../src/explain/failure.js";
import { rfc3986Section5_4_1, rfc3986Section5_4_2Strict } from "../../corpus/examples.js";
import { grammarDiff } from "../../src/explain/grammar-diff.js";
import { loadSource } from "../../src/explain/sources.js";
import { normalizationSteps, resolutionSteps } from "../../src/explain/steppers.js";
import { treeText } from "../../src/explain/text.js";
import { isValid, normalize, parse, resolve, type ResolveOptions } from "../../src/index.js";
import { ALL_VARIANTS, rfc1808, rfc2396, rfc3986, rfc3987, rfc6874 } from "../../src/variants/all.js";
import type { Variant } from "../../src/variants/types.js";
import { oracle } from "../helpers/oracle.js";

const root = join(import.meta.dirname, "..", "..");
const shape = (n: ExplainNode): unknown =>
  n.children.length === 0 ? `${n.rule} ${n.text}` : { [`${n.rule} ${n.text}`]: n.children.map(shape) };

describe("RFC 3986 §3: the derivation of the example of §3", async () => {
  const e = await explainerOf(rfc3986 as Variant);
  const view = e.derivation("foo://example.com:8042/over/there?name=ferret#nose");

  it("is accepted, and its components are parse()'s", () => {
    expect(view.accepted).toBe(true);
    expect(view.components).toEqual(
      Object.fromEntries(Object.entries(parse(view.input)).filter(([, v]) => v !== undefined)),
    );
  });

  it("has the tree of RFC 3986 §3's rules, down to the host's reg-name", () => {
    const uri = view.tree.children[0]!;
    expect(view.tree.rule).toBe("URI-reference");
    expect(uri.children.map((c) => `${c.rule} ${c.text}`)).toEqual([
      "scheme foo",
      "hier-part //example.com:8042/over/there",
      "query name=ferret",
      "fragment nose",
    ]);
    const hier = uri.children[1]!;
    expect(hier.children.map((c) => c.rule)).toEqual(["authority", "path-abempty"]);
    const authority = hier.children[0]!;
    expect(authority.children.map((c) => `${c.rule} ${c.text}`)).toEqual(["host example.com", "port 8042"]);
    expect(shape(authority.children[0]!.children[0]!)).toMatchObject({
      "reg-name example.com": expect.any(Array),
    });
    expect(authority.section).toBe("RFC 3986 §3.2");
  });

  it("gives each character its rule stack and component", () => {
    const at = (k: number) => view.chars[k]!;
    expect(at(0).stack).toEqual(["URI-reference", "URI", "scheme", "ALPHA"]);
    expect(at(0).component).toBe("scheme");
    expect(at(3).stack).toEqual(["URI-reference", "URI"]); // the ":" is URI's own
    expect(at(6).stack).toEqual([
      "URI-reference",
      "URI",
      "hier-part",
      "authority",
      "host",
      "reg-name",
      "unreserved",
      "ALPHA",
    ]);
    expect(at(6).component).toBe("host");
    expect(view.chars.map((c) => c.text).join("")).toBe(view.input);
  });

  it("prints as text, one rule match a line", () => {
    expect(treeText(view).split("\n").slice(0, 3)).toEqual([
      'URI-reference "foo://example.com:8042/over/there?name=ferret#nose"  (RFC 3986 §4.1)',
      '  URI "foo://example.com:8042/over/there?name=ferret#nose"  (RFC 3986 §3)',
      '    scheme "foo"  [scheme]  (RFC 3986 §3.1)',
    ]);
  });
});

describe("RFC 3986 §3.2.2: the readings the prose rejects", async () => {
  const e = await explainerOf(rfc3986 as Variant);
  it('"1.2.3.4" is an IPv4address, also a reg-name (first-match-wins)', () => {
    const view = e.derivation("http://1.2.3.4/");
    expect(view.readings).toMatchObject([
      {
        rule: "host",
        chosen: "IPv4address",
        rejected: [{ rule: "reg-name", reads: "whole" }],
        section: "RFC 3986 §3.2.2",
      },
    ]);
  });
  it('"1.2.3.4x" is a reg-name: IPv4address reads only "1.2.3.4"', () => {
    const view = e.derivation("http://1.2.3.4x/");
    expect(view.readings).toMatchObject([
      { chosen: "reg-name", rejected: [{ rule: "IPv4address", reads: "prefix", prefix: "1.2.3.4" }] },
    ]);
  });
  it("RFC 3987's ihost the same way", async () => {
    const view = (await explainerOf(rfc3987 as Variant)).derivation("http://1.2.3.4/");
    expect(view.readings[0]).toMatchObject({ rule: "ihost", chosen: "IPv4address" });
  });
});

describe("the derivation agrees with the library on every variant", () => {
  it.each(ALL_VARIANTS.map((v) => [v.id, v] as const))("%s: acceptance and components", async (_, v) => {
    const e = await explainerOf(v);
    const inputs = [
      "http://a/b?c#d",
      "//u@h:1/p",
      "a:b",
      "/x/./y",
      "?q",
      "#f",
      "",
      "http://[::1]/",
      "mailto:a@b",
      "x y",
    ];
    for (const input of inputs) {
      const view = e.derivation(input);
      expect(view.accepted, input).toBe(isValid(input, { variant: v } as never));
      if (view.accepted)
        expect(view.components, input).toEqual(
          Object.fromEntries(
            Object.entries(parse(input, { variant: v } as never)).filter(([, x]) => x !== undefined),
          ),
        );
    }
  });

  it("does work linear in the input (thread records per character bounded)", async () => {
    const e = await explainerOf(rfc3986 as Variant);
    const per = [250, 500, 1000, 2000].map((n) => {
      const input = "http://a/" + "b%20/".repeat(n / 5);
      return e.derivation(input).work / input.length;
    });
    expect(Math.max(...per)).toBeLessThan(Math.min(...per) * 1.2);
  });
});

describe("failures and their one-edit repairs", () => {
  const variants = new Map(ALL_VARIANTS.map((v) => [v.id as string, v as Variant]));
  const cases: [string, string][] = [
    ["rfc3986", "http://[::1/x"],
    ["rfc3986", "http://a b/"],
    ["rfc3986", "foo:%zz"],
    ["rfc3986", "http://exa^mple.com/"],
    ["rfc3986", "http://[v1.x]x/"],
    ["rfc2396", "http://a/b c"],
    ["rfc6874", "http://[fe80::1%eth0]/"],
  ];
  it.each(cases)("%s %s: a caret, the readings alive, and every repair valid", (id, input) => {
    const variant = variants.get(id)!;
    const f = explainFailure(variant, input)!;
    expect(f.excerpt).toContain("^");
    expect(f.alive.length).toBeGreaterThan(0);
    expect(f.repairs.length).toBeGreaterThan(0);
    for (const r of f.repairs) {
      expect(isValid(r.result, { variant } as never), r.description).toBe(true);
      expect(r.result).toBe(input.slice(0, r.offset) + r.inserted + input.slice(r.offset + r.removed.length));
    }
  });
  it('suggests closing the "]" at offset 11, and percent-encoding a space', () => {
    expect(explainFailure(rfc3986 as Variant, "http://[::1/x")!.offset).toBe(11);
    expect(explainFailure(rfc3986 as Variant, "http://[::1/x")!.repairs.map((r) => r.result)).toContain(
      "http://[::1]/x",
    );
    expect(explainFailure(rfc3986 as Variant, "http://a b/")!.repairs[0]!.result).toBe("http://a%20b/");
  });
  it("is null for a valid input", () => {
    expect(explainFailure(rfc3986 as Variant, "http://a/")).toBeNull();
  });
});

describe("grammar diff: witnesses from the product of two DFAs", () => {
  const pairs: [Variant, Variant, string | undefined][] = [
    [rfc2396 as Variant, rfc3986 as Variant, undefined],
    [rfc3986 as Variant, rfc6874 as Variant, undefined],
    [rfc1808 as Variant, rfc2396 as Variant, undefined],
    [rfc2396 as Variant, rfc3986 as Variant, "host"],
  ];
  it.each(pairs.map(([a, b, r]) => [a.id, b.id, r, a, b] as const))(
    "%s / %s (%s): each witness accepted by exactly one, as the ABNF oracle says",
    (_a, _b, rule, a, b) => {
      const d = grammarDiff(a, b, { ruleA: rule });
      expect(d.onlyA.length + d.onlyB.length).toBeGreaterThan(0);
      const oa = oracle({ variant: a.id, rule: d.a.rule }).recognizer;
      const ob = oracle({ variant: b.id, rule: d.b.rule }).recognizer;
      for (const s of d.onlyA) expect([oa.test(s), ob.test(s)], JSON.stringify(s)).toEqual([true, false]);
      for (const s of d.onlyB) expect([oa.test(s), ob.test(s)], JSON.stringify(s)).toEqual([false, true]);
      // Shortest first.
      for (const list of [d.onlyA, d.onlyB])
        for (let i = 1; i < list.length; i++)
          expect([...list[i]!].length).toBeGreaterThanOrEqual([...list[i - 1]!].length);
    },
  );
  it("finds none, completely, where two rules are the same language", () => {
    const d = grammarDiff(rfc3986 as Variant, rfc6874 as Variant, { ruleA: "scheme" });
    expect(d).toMatchObject({ onlyA: [], onlyB: [], complete: true });
  });
});

describe("RFC 3986 §5.4: the resolution stepper's target is resolve()'s", () => {
  const base = rfc3986Section5_4_1.base;
  const refs = [...rfc3986Section5_4_1.cases, ...rfc3986Section5_4_2Strict.cases].map(([ref]) => ref);
  it.each([rfc3986, rfc2396, rfc1808].map((v) => [v.id, v as Variant] as const))("%s", (_, variant) => {
    for (const ref of refs)
      expect(resolutionSteps(variant, base, ref).target, ref).toBe(resolve(base, ref, { variant }));
  });
  // Each test of RFC 3986 §5.2.2's pseudocode with its outcome and what it read, in order:
  // [base, reference, options, target, steps as [id, taken, values]].
  const traces: [string, string, ResolveOptions, string, unknown[][]][] = [
    [
      "http://a/b/c/d;p?q",
      "http:g",
      { strict: false },
      "http://a/b/c/g",
      [
        ["not strict", true],
        ["R.scheme", false, {}],
        ["R.authority", false, {}],
        ["R.path empty", false, { "R.path": "g" }],
        ["R.path absolute", false],
        ["merge", false, { "Base.path": "/b/c/d;p", "R.path": "g", merged: "/b/c/g" }],
        ["5.2.4 1", null, { input: "/b/c/g", output: "" }],
        ["5.2.4 E", null, { input: "/c/g", output: "/b" }],
        ["5.2.4 E", null, { input: "/g", output: "/b/c" }],
        ["5.2.4 E", null, { input: "", output: "/b/c/g" }],
        ["remove_dot_segments", null, { input: "/b/c/g", output: "/b/c/g" }],
        ["T.fragment", null, {}],
      ],
    ],
    [
      "http://a/b/c/d;p?q",
      "HTTP:g",
      { strict: false },
      "http://a/b/c/g",
      [
        ["not strict", true],
        ["R.scheme", false, {}],
        ["R.authority", false, {}],
        ["R.path empty", false, { "R.path": "g" }],
        ["R.path absolute", false],
        ["merge", false, { "Base.path": "/b/c/d;p", "R.path": "g", merged: "/b/c/g" }],
        ["5.2.4 1", null, { input: "/b/c/g", output: "" }],
        ["5.2.4 E", null, { input: "/c/g", output: "/b" }],
        ["5.2.4 E", null, { input: "/g", output: "/b/c" }],
        ["5.2.4 E", null, { input: "", output: "/b/c/g" }],
        ["remove_dot_segments", null, { input: "/b/c/g", output: "/b/c/g" }],
        ["T.fragment", null, {}],
      ],
    ],
    [
      "http://a/b/c/d;p?q",
      "ftp:g",
      { strict: false },
      "ftp:g",
      [
        ["not strict", false],
        ["R.scheme", true, { "R.scheme": "ftp" }],
        ["5.2.4 1", null, { input: "g", output: "" }],
        ["5.2.4 E", null, { input: "", output: "g" }],
        ["remove_dot_segments", null, { input: "g", output: "g" }],
        ["T.fragment", null, {}],
      ],
    ],
    [
      "http://a/b/c/d;p?q",
      "http:g",
      {},
      "http:g",
      [
        ["not strict", false],
        ["R.scheme", true, { "R.scheme": "http" }],
        ["5.2.4 1", null, { input: "g", output: "" }],
        ["5.2.4 E", null, { input: "", output: "g" }],
        ["remove_dot_segments", null, { input: "g", output: "g" }],
        ["T.fragment", null, {}],
      ],
    ],
    [
      "http://a/b/c/d;p?q",
      "//g/x",
      {},
      "http://g/x",
      [
        ["not strict", false],
        ["R.scheme", false, {}],
        ["R.authority", true, { "R.authority": "g" }],
        ["5.2.4 1", null, { input: "/x", output: "" }],
        ["5.2.4 E", null, { input: "", output: "/x" }],
        ["remove_dot_segments", null, { input: "/x", output: "/x" }],
        ["T.fragment", null, {}],
      ],
    ],
    [
      "http://a/b/c/d;p?q",
      "/g",
      {},
      "http://a/g",
      [
        ["not strict", false],
        ["R.scheme", false, {}],
        ["R.authority", false, {}],
        ["R.path empty", false, { "R.path": "/g" }],
        ["R.path absolute", true],
        ["5.2.4 1", null, { input: "/g", output: "" }],
        ["5.2.4 E", null, { input: "", output: "/g" }],
        ["remove_dot_segments", null, { input: "/g", output: "/g" }],
        ["T.fragment", null, {}],
      ],
    ],
    [
      "http://a/b/c/d;p?q",
      "g?y",
      {},
      "http://a/b/c/g?y",
      [
        ["not strict", false],
        ["R.scheme", false, {}],
        ["R.authority", false, {}],
        ["R.path empty", false, { "R.path": "g" }],
        ["R.path absolute", false],
        ["merge", false, { "Base.path": "/b/c/d;p", "R.path": "g", merged: "/b/c/g" }],
        ["5.2.4 1", null, { input: "/b/c/g", output: "" }],
        ["5.2.4 E", null, { input: "/c/g", output: "/b" }],
        ["5.2.4 E", null, { input: "/g", output: "/b/c" }],
        ["5.2.4 E", null, { input: "", output: "/b/c/g" }],
        ["remove_dot_segments", null, { input: "/b/c/g", output: "/b/c/g" }],
        ["T.fragment", null, {}],
      ],
    ],
    [
      "http://a/b/c/d;p?q",
      "?y",
      {},
      "http://a/b/c/d;p?y",
      [
        ["not strict", false],
        ["R.scheme", false, {}],
        ["R.authority", false, {}],
        ["R.path empty", true, { "R.path": "" }],
        ["R.query", true, { "R.query": "y", "Base.query": "q" }],
        ["T.fragment", null, {}],
      ],
    ],
    [
      "http://a/b/c/d;p?q",
      "",
      {},
      "http://a/b/c/d;p?q",
      [
        ["not strict", false],
        ["R.scheme", false, {}],
        ["R.authority", false, {}],
        ["R.path empty", true, { "R.path": "" }],
        ["R.query", false, { "Base.query": "q" }],
        ["T.fragment", null, {}],
      ],
    ],
    [
      "http://a",
      "g",
      {},
      "http://a/g",
      [
        ["not strict", false],
        ["R.scheme", false, {}],
        ["R.authority", false, {}],
        ["R.path empty", false, { "R.path": "g" }],
        ["R.path absolute", false],
        ["merge", true, { "Base.path": "", "R.path": "g", merged: "/g" }],
        ["5.2.4 1", null, { input: "/g", output: "" }],
        ["5.2.4 E", null, { input: "", output: "/g" }],
        ["remove_dot_segments", null, { input: "/g", output: "/g" }],
        ["T.fragment", null, {}],
      ],
    ],
    [
      "x:",
      "g",
      {},
      "x:g",
      [
        ["not strict", false],
        ["R.scheme", false, {}],
        ["R.authority", false, {}],
        ["R.path empty", false, { "R.path": "g" }],
        ["R.path absolute", false],
        ["merge", false, { "Base.path": "", "R.path": "g", merged: "g" }],
        ["5.2.4 1", null, { input: "g", output: "" }],
        ["5.2.4 E", null, { input: "", output: "g" }],
        ["remove_dot_segments", null, { input: "g", output: "g" }],
        ["T.fragment", null, {}],
      ],
    ],
    [
      "x:/b",
      "g#f",
      {},
      "x:/g#f",
      [
        ["not strict", false],
        ["R.scheme", false, {}],
        ["R.authority", false, {}],
        ["R.path empty", false, { "R.path": "g" }],
        ["R.path absolute", false],
        ["merge", false, { "Base.path": "/b", "R.path": "g", merged: "/g" }],
        ["5.2.4 1", null, { input: "/g", output: "" }],
        ["5.2.4 E", null, { input: "", output: "/g" }],
        ["remove_dot_segments", null, { input: "/g", output: "/g" }],
        ["T.fragment", null, { "R.fragment": "f" }],
      ],
    ],
  ];
  it.each(traces)("RFC 3986 §5.2.2: %j and %j (%j) give %s", (b, ref, options, target, expected) => {
    const r = resolutionSteps(rfc3986 as Variant, b, ref, options);
    expect(r.target).toBe(target);
    const steps = r.steps.map((s) => {
      const row: unknown[] = [s.id, s.taken ?? null];
      if (s.values !== undefined)
        row.push(Object.fromEntries(Object.entries(s.values).filter(([, v]) => v !== undefined)));
      return row;
    });
    expect(steps).toEqual(expected);
  });
  it("walks RFC 3986 §5.2.4's table for /a/b/c/./../../g", () => {
    const steps = resolutionSteps(rfc3986 as Variant, base, "/a/b/c/./../../g").steps.filter((s) =>
      s.id.startsWith("5.2.4"),
    );
    expect(steps.map((s) => [s.id.slice(6), s.values!.output, s.values!.input])).toEqual([
      ["1", "", "/a/b/c/./../../g"],
      ["E", "/a", "/b/c/./../../g"],
      ["E", "/a/b", "/c/./../../g"],
      ["E", "/a/b/c", "/./../../g"],
      ["B", "/a/b/c", "/../../g"],
      ["C", "/a/b", "/../g"],
      ["C", "/a", "/g"],
      ["E", "/a/g", ""],
    ]);
  });
  it("equals resolve() on generated references (fast-check, seed 15)", () => {
    const segment = fc.constantFrom("a", "b", ".", "..", "", "g;x", "%2E");
    const path = fc.array(segment, { maxLength: 6 }).map((s) => s.join("/"));
    const ref = fc
      .tuple(fc.constantFrom("", "/", "//h/", "s:"), path, fc.constantFrom("", "?y", "#f"))
      .map((p) => p.join(""));
    fc.assert(
      fc.property(ref, fc.constantFrom(rfc3986, rfc2396, rfc1808), (r, v) => {
        let expected: string | Error;
        try {
          expected = resolve(base, r, { variant: v as Variant });
        } catch (error) {
          expected = error as Error;
        }
        if (expected instanceof Error) expect(() => resolutionSteps(v as Variant, base, r)).toThrow();
        else expect(resolutionSteps(v as Variant, base, r).target).toBe(expected);
      }),
      { seed: 15, numRuns: 300 },
    );
  });
});

describe("RFC 3986 §6.2.2 and §6.2.3: the normalization stepper's result is normalize()'s", () => {
  const inputs = [
    "HTTP://Example.COM:80/%7euser/./a/../b",
    "http://a/%7Ea%2fb?%61#%7e",
    "HTTP://[2001:DB8::1]:/x/../y",
    "https://example.com:443",
    "a/./b",
    "/../x",
    "foo:%41",
  ];
  it.each(inputs)("%s", (uri) => {
    for (const level of ["syntax", "scheme"] as const)
      expect(normalizationSteps(rfc3986 as Variant, uri, level).normalized).toBe(normalize(uri, { level }));
  });
  it("records each step before and after", () => {
    const s = normalizationSteps(rfc3986 as Variant, "HTTP://Example.COM:80/%7euser", "scheme").steps;
    expect(s.find((x) => x.id === "6.2.2.1 scheme")!.values).toEqual({ before: "HTTP", after: "http" });
    expect(s.find((x) => x.id === "6.2.3 port")!.values).toEqual({ before: "80", after: undefined });
  });
  it("records every component's step, in the order of RFC 3986 §6.2.2.1 to §6.2.2.3 and §6.2.3", () => {
    // the steps of RFC 3986 §5.2.4's remove_dot_segments inside §6.2.2.3 are test/explain/dot-table.test.ts's
    const steps = (uri: string) =>
      normalizationSteps(rfc3986 as Variant, uri, "scheme")
        .steps.filter((x) => !x.id.startsWith("5.2.4"))
        .map((x) => [x.id, x.values]);
    expect(steps("HTTP://U%7e@Ex%41mple.COM:80/a/./%7e/../b?Q%7e#F%7e")).toEqual([
      ["6.2.2.1 scheme", { before: "HTTP", after: "http" }],
      ["6.2.2.2 userinfo", { before: "U%7e", after: "U~" }],
      ["6.2.2.1 host", { before: "Ex%41mple.COM", after: "example.com" }],
      ["6.2.2.2 path", { before: "/a/./%7e/../b", after: "/a/./~/../b" }],
      ["6.2.2.3 path", { before: "/a/./~/../b", after: "/a/b" }],
      ["6.2.2.2 query", { before: "Q%7e", after: "Q~" }],
      ["6.2.2.2 fragment", { before: "F%7e", after: "F~" }],
      ["6.2.3 port", { before: "80", after: undefined }],
      ["6.2.3 path", { before: "/a/b", after: "/a/b" }],
    ]);
    expect(steps("HTTP://h")).toEqual([
      ["6.2.2.1 scheme", { before: "HTTP", after: "http" }],
      ["6.2.2.1 host", { before: "h", after: "h" }],
      ["6.2.2.2 path", { before: "", after: "" }],
      ["6.2.2.3 path", { before: "", after: "" }],
      ["6.2.3 port", { before: undefined, after: undefined }],
      ["6.2.3 path", { before: "", after: "/" }],
    ]);
    // §6.2.2.3's remove_dot_segments, step by step (RFC 3986 §5.2.4's rules on "/a/./~/../b")
    expect(
      normalizationSteps(rfc3986 as Variant, "http://h/a/./%7e/../b", "syntax")
        .steps.filter((x) => x.id.startsWith("5.2.4"))
        .map((x) => x.id),
    ).toEqual(["5.2.4 1", "5.2.4 E", "5.2.4 B", "5.2.4 E", "5.2.4 C", "5.2.4 E"]);
    // a relative-path reference keeps its dot segments (§6.2.2.3 is not applied), and has no authority
    expect(steps("a/./b%7e?q")).toEqual([
      ["6.2.2.2 path", { before: "a/./b%7e", after: "a/./b~" }],
      ["6.2.2.2 query", { before: "q", after: "q" }],
    ]);
  });
});

describe("the grammar texts (src/explain/sources/) and their reading", () => {
  it.each([...new Set(ALL_VARIANTS.map((v) => v.grammar))])(
    "%s: the files of grammar/, read as compiler/files.ts reads them",
    async (g) => {
      const source = await loadSource(g);
      for (const [file, text] of source.files)
        expect(text, file).toBe(readFileSync(join(root, "grammar", file), "utf8"));
      expect(source.peggy).toBe(readFileSync(join(root, "grammar", `${g}.peggy`), "utf8"));
      const variant = ALL_VARIANTS.find((v) => v.grammar === g)!;
      const e = await explainerOf(variant);
      const compiled = loadAbnfFile(join(root, "grammar", `${g}.abnf`));
      expect(e.grammar.own).toEqual(compiled.own);
      expect([...e.grammar.rules.values()].map((r) => [r.name, r.section, r.line])).toEqual(
        [...compiled.rules.values()].map((r) => [r.name, r.section, r.line]),
      );
    },
  );
  it("each departure's counterexample is the ABNF's verdict", async () => {
    for (const g of ["rfc3986", "rfc2396", "rfc3987"]) {
      const source = await loadSource(g);
      const variant = ALL_VARIANTS.find((v) => v.grammar === g)!;
      for (const d of source.departures) {
        if (d.counterexample === null || !variant.startRules.includes(d.rule)) continue;
        expect(
          oracle({ variant: variant.id, rule: d.rule }).recognizer.test(d.counterexample.input),
          `${g} ${d.rule}`,
        ).toBe(d.counterexample.abnf);
        expect(d.counterexample.naive).toBe(!d.counterexample.abnf);
      }
    }
  });
  it("the rule view of host: ABNF, PEG, departure with its counterexample", async () => {
    const r = (await explainerOf(rfc3986 as Variant)).rule("host");
    expect(r.abnf.text).toBe("host          = IP-literal / IPv4address / reg-name");
    expect(r.peg!.text).toContain("IPv4address !reg_name_char");
    expect(r.departure!.naive).toBe("(IP_literal / IPv4address / reg_name)");
    expect(r.notes.map((n) => n.number)).toEqual([2]);
    expect(r.usedBy).toEqual(["authority"]);
  });
});
