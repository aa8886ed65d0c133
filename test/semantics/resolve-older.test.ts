// The resolution algorithms before RFC 3986, step by step, past their documents' own examples
// (those are the corpus's tables, test/variants/<id>.test.ts): each row a case one step's text
// decides, its expected target read from that step. The traces list what each step tested and
// read (uri-grammar/explain's stepper, src/explain/steppers.ts), the algorithm's own steps only:
// the dot-segment removal's rows are test/semantics/dot-segments.test.ts's.
import { describe, expect, it } from "vitest";
import { resolutionSteps, resolutionStepSection } from "../../src/explain/steppers.js";
import { resolve, UriOperationError } from "../../src/index.js";
import { resolveComponents } from "../../src/semantics/resolve/index.js";
import type { Step } from "../../src/semantics/observe.js";
import { draftFieldingUriRfc2396bis01, rfc1808, rfc2396, urlDraft1993 } from "../../src/variants/all.js";
import type { Variant } from "../../src/variants/types.js";

type Options = { strict?: boolean; validating?: boolean; leadingDotSegments?: string };
/** A trace row: the step's id, what it tested (null: no test), what it read (undefined left out). */
type Row = [string, boolean | null] | [string, boolean | null, Record<string, string>];

/** The steps whose ids `own` accepts, each [id, taken, values without the undefined ones]. */
function trace(
  variant: Variant,
  base: string,
  reference: string,
  options: Options,
  own: (id: string) => boolean,
): { target: string; rows: unknown[] } {
  const r = resolutionSteps(variant, base, reference, options as never);
  const rows = r.steps
    .filter((s) => own(s.id))
    .map((s) => {
      const row: unknown[] = [s.id, s.taken ?? null];
      if (s.values !== undefined)
        row.push(Object.fromEntries(Object.entries(s.values).filter(([, v]) => v !== undefined)));
      return row;
    });
  return { target: r.target, rows };
}

const BASE = "http://a/b/c/d;p?q"; // RFC 2396 Appendix C's

describe("RFC 2396 §5.2 steps 1-7", () => {
  const variant = "rfc2396";
  const table: [string, Options, string][] = [
    // Step 4: a net_path's query is the reference's; step 7 appends its fragment
    ["//g?y", {}, "http://g?y"],
    ["//g?y#s", {}, "http://g?y#s"],
    // Step 5: an abs_path's query is the reference's
    ["/g?y", {}, "http://a/g?y"],
    ["/g?y#s", {}, "http://a/g?y#s"],
    // Appendix C.2 "for backwards compatibility": only a scheme equal to the base's (ignoring
    // case, §3.1) is dropped; a reference without a scheme is relative either way
    ["g", { strict: false }, "http://a/b/c/g"],
    ["ftp:g", { strict: false }, "ftp:g"],
    ["HTTP:g", { strict: false }, "http://a/b/c/g"],
  ];
  it.each(table)("%s (%j) resolves to %s", (ref, options, target) => {
    expect(resolve(BASE, ref, { variant, ...options })).toBe(target);
  });
});

describe("RFC 2396 §5.2 steps 2-7, step by step: each step's test and what it reads", () => {
  const table: [string, Options, string, Row[]][] = [
    // Step 2: the current document
    ["#s", {}, "http://a/b/c/d;p?q#s", [["Step 2", true]]],
    // Step 3: a scheme, the reference is absolute
    [
      "g:h",
      {},
      "g:h",
      [
        ["Step 2", false],
        ["Step 3", true, { scheme: "g" }],
      ],
    ],
    // Step 4: a net_path
    [
      "//g?y#s",
      {},
      "http://g?y#s",
      [
        ["Step 2", false],
        ["Step 3", false, {}],
        ["Step 4", true, { authority: "g" }],
        ["Step 7", null, { fragment: "s" }],
      ],
    ],
    // Step 5: an abs_path
    [
      "/g",
      {},
      "http://a/g",
      [
        ["Step 2", false],
        ["Step 3", false, {}],
        ["Step 4", false, {}],
        ["Step 5", true, { path: "/g" }],
        ["Step 7", null, {}],
      ],
    ],
    // Step 6: a rel_path, merged with the base's directory (6a, 6b)
    [
      "g?y",
      {},
      "http://a/b/c/g?y",
      [
        ["Step 2", false],
        ["Step 3", false, {}],
        ["Step 4", false, {}],
        ["Step 5", false, { path: "g" }],
        ["Step 6", true, { "base directory": "/b/c/", path: "g", buffer: "/b/c/g" }],
        ["Step 7", null, {}],
      ],
    ],
    // Appendix C.2's http:g, not strict: the scheme goes before step 3 reads it
    [
      "http:g",
      { strict: false },
      "http://a/b/c/g",
      [
        ["Step 2", false],
        ["Step 3", false, {}],
        ["Step 4", false, {}],
        ["Step 5", false, { path: "g" }],
        ["Step 6", true, { "base directory": "/b/c/", path: "g", buffer: "/b/c/g" }],
        ["Step 7", null, {}],
      ],
    ],
  ];
  it.each(table)("%s (%j) resolves to %s", (ref, options, target, rows) => {
    const r = trace(rfc2396 as Variant, BASE, ref, options, (id) => id.startsWith("Step "));
    expect(r.target).toBe(target);
    expect(r.rows).toStrictEqual(rows);
  });
});

const BASE_1808 = "http://a/b/c/d;p?q#f"; // RFC 1808 §5's

describe("RFC 1808 §4 steps 1-7", () => {
  const variant = "rfc1808";
  const table: [string, string][] = [
    // Step 2a: only the entirely empty reference inherits the entire base URL, fragment included;
    // an empty query or fragment is not nothing
    ["?", "http://a/b/c/d;p?q"], // Step 5: an empty <query> is not non-empty: the base's
    ["#", "http://a/b/c/d;p?q#"], // Step 7: the reference's (empty) fragment
    // Step 3: only a non-empty <net_loc> makes a network-path reference
    ["//", "http://a/b/c/d;p?q"],
    ["///g", "http://a/g"],
    ["//g?y", "http://g?y"],
    // Step 5: an empty <params> is not non-empty: the base's params, and its query unless the
    // reference's is non-empty; non-empty params skip to step 7 with the reference's query
    [";", "http://a/b/c/d;p?q"],
    [";?y", "http://a/b/c/d;p?y"],
    [";x?y", "http://a/b/c/d;x?y"],
  ];
  it.each(table)("%s resolves to %s", (ref, target) => {
    expect(resolve(BASE_1808, ref, { variant })).toBe(target);
  });
});

describe("RFC 1808 §4 steps 2-7, step by step: each step's test and what it reads", () => {
  const table: [string, string, Row[]][] = [
    // Step 2a: the entirely empty reference
    ["", "http://a/b/c/d;p?q#f", [["Step 2a", true]]],
    // Step 2b: a scheme, the reference is absolute
    [
      "g:h",
      "g:h",
      [
        ["Step 2a", false],
        ["Step 2b", true, { scheme: "g" }],
      ],
    ],
    // Step 3: a non-empty net_loc
    [
      "//g#s",
      "http://g#s",
      [
        ["Step 2a", false],
        ["Step 2b", false, {}],
        ["Step 3", true, { net_loc: "g" }],
        ["Step 7", null, { fragment: "s" }],
      ],
    ],
    // Step 3: an empty net_loc is not one; step 5, the base's path, params and query
    [
      "//",
      "http://a/b/c/d;p?q",
      [
        ["Step 2a", false],
        ["Step 2b", false, {}],
        ["Step 3", false, { net_loc: "" }],
        ["Step 4", false, { path: "" }],
        ["Step 5", true, {}],
        ["Step 7", null, {}],
      ],
    ],
    // Step 4: a path preceded by "/"
    [
      "/g",
      "http://a/g",
      [
        ["Step 2a", false],
        ["Step 2b", false, {}],
        ["Step 3", false, {}],
        ["Step 4", true, { path: "/g" }],
        ["Step 7", null, {}],
      ],
    ],
    // Step 5: an empty path, the reference's params and query
    [
      ";x?y",
      "http://a/b/c/d;x?y",
      [
        ["Step 2a", false],
        ["Step 2b", false, {}],
        ["Step 3", false, {}],
        ["Step 4", false, { path: "" }],
        ["Step 5", true, { params: "x", query: "y" }],
        ["Step 7", null, {}],
      ],
    ],
    // Step 6: the base path's last segment replaced
    [
      "g",
      "http://a/b/c/g",
      [
        ["Step 2a", false],
        ["Step 2b", false, {}],
        ["Step 3", false, {}],
        ["Step 4", false, { path: "g" }],
        ["Step 5", false, {}],
        ["Step 6", true, { "base directory": "/b/c/", path: "g", buffer: "/b/c/g" }],
        ["Step 7", null, {}],
      ],
    ],
  ];
  it.each(table)("%s resolves to %s", (ref, target, rows) => {
    const r = trace(rfc1808 as Variant, BASE_1808, ref, {}, (id) => id.startsWith("Step "));
    expect(r.target).toBe(target);
    expect(r.rows).toStrictEqual(rows);
  });
});

describe("RFC 1808 §4 step 6 a-d and the documents that repeat it: the section each step names", () => {
  // RFC 2396 §5.2 letters the same four sentences 6c-6f, draft-fielding-url-syntax-05 §5.2 6d-6g
  const table: [string, string, string][] = [
    ["rfc1808", "a", "RFC 1808 §4 step 6a"],
    ["rfc1808", "b", "RFC 1808 §4 step 6b"],
    ["rfc1808", "d", "RFC 1808 §4 step 6d"],
    ["rfc1808", "keep", "RFC 1808 §4 step 6a-d (kept)"],
    ["rfc1808", "Step 2a", "RFC 1808 §4 step 2a"],
    ["rfc2396", "a", "RFC 2396 §5.2 step 6c"],
    ["rfc2396", "d", "RFC 2396 §5.2 step 6f"],
    ["rfc2396", "keep", "RFC 2396 §5.2 step 6c-f (kept)"],
    ["draft-fielding-url-syntax-05", "b", "draft-fielding-url-syntax-05 §5.2 step 6e"],
    ["draft-fielding-url-syntax-05", "keep", "draft-fielding-url-syntax-05 §5.2 step 6d-g (kept)"],
    ["draft-fielding-url-syntax-05", "Step 6h", "draft-fielding-url-syntax-05 §5.2 steps 6h-6i"],
    // an id that no step has names the document
    ["rfc1808", "e", "RFC 1808 §4"],
    ["rfc2396", "rule z", "RFC 2396 §5.2"],
    // nor does a part of the letters (a substring of "abcd": "" and "ab")
    ["rfc2396", "", "RFC 2396 §5.2"],
    ["rfc1808", "ab", "RFC 1808 §4"],
  ];
  it.each(table)("%s %j: %s", (algorithm, id, section) => {
    expect(resolutionStepSection(algorithm, id)).toBe(section);
  });
});

const BASE_1993 = "http://a/b/c/d?q";
const FORM = 'URL draft 1993, "Partial form"';

describe('the 1993 URL draft, "Partial form", rules 1-3', () => {
  const variant = "url-draft-1993";
  const table: [string, string, string][] = [
    // rule 3: a search part is the given partial URL's: appended in the context path's last
    // part, which is removed ("?y" is no context object)
    [BASE_1993, "?y", "http://a/b/c/?y"],
    // rule 3: a context with no host and an empty path has no slash: nothing is removed (only a
    // context with a host and no path has the path "/")
    ["x:", "g", "x:g"],
    ["x:", "?y", "x:?y"],
  ];
  it.each(table)("%s and %s give %s", (base, ref, target) => {
    expect(resolve(base, ref, { variant })).toBe(target);
  });
});

describe('the 1993 URL draft, "Partial form", step by step: each rule\'s test and what it reads', () => {
  const table: [string, string, Row[]][] = [
    // rule 1: a full form
    ["ftp://x/y", "ftp://x/y", [["Rule 1", true, { scheme: "ftp" }]]],
    // rule 2: a host
    [
      "//h/p",
      "http://h/p",
      [
        ["Rule 1", false, {}],
        ["Rule 2", true, { host: "h" }],
      ],
    ],
    // a fragment only: the context object
    [
      "#f",
      "http://a/b/c/d?q#f",
      [
        ["Rule 1", false, {}],
        ["Rule 2", false, {}],
        ["context object", true, { fragment: "f" }],
      ],
    ],
    // rule 3: an absolute path
    [
      "/g",
      "http://a/g",
      [
        ["Rule 1", false, {}],
        ["Rule 2", false, {}],
        ["context object", false, {}],
        ["Rule 3", true, { path: "/g" }],
      ],
    ],
    // rule 3: a relative path, appended after the context path's last "/"
    [
      "g?y",
      "http://a/b/c/g?y",
      [
        ["Rule 1", false, {}],
        ["Rule 2", false, {}],
        ["context object", false, {}],
        ["Rule 3", false, { path: "g" }],
        ["Rule 3 relative", null, { "context path": "/b/c/d", "partial URL": "g", result: "/b/c/g" }],
      ],
    ],
  ];
  it.each(table)("%s resolves to %s", (ref, target, rows) => {
    const removal = new Set(["keep", "/.", "/xxx/.."]);
    const r = trace(urlDraft1993 as Variant, BASE_1993, ref, {}, (id) => !removal.has(id));
    expect(r.target).toBe(target);
    expect(r.rows).toStrictEqual(rows);
  });
});

describe('the 1993 URL draft, "Partial form": the part each step names', () => {
  const table: [string, string][] = [
    ["Rule 1", `${FORM}, rule 1`],
    ["Rule 2", `${FORM}, rule 2`],
    ["Rule 3", `${FORM}, rule 3`],
    ["Rule 3 relative", `${FORM}, rule 3 (relative path)`],
    ["/.", `${FORM}, rule 3 ("within the result")`],
    ["/xxx/..", `${FORM}, rule 3 ("within the result")`],
    ["keep", `${FORM}, rule 3 ("within the result")`],
    ["context object", FORM],
  ];
  it.each(table)("%s: %s", (id, section) => {
    expect(resolutionStepSection("partial-form-1993", id)).toBe(section);
  });
});

const DRAFT_2003 = "draft-fielding-uri-rfc2396bis-01";

describe("draft-fielding-uri-rfc2396bis-01 §5.2", () => {
  const variant = DRAFT_2003;
  const table: [string, string, Options, string][] = [
    // a non-validating parser drops only a scheme equal to the base's
    [BASE, "g", { validating: false }, "http://a/b/c/g"],
    [BASE, "ftp:g", { validating: false }, "ftp:g"],
    // "T.query = R.query" with a scheme and with an authority
    [BASE, "g:/h?y", {}, "g:/h?y"], // (in "g:h?y" the "?y" is the opaque part's, §3)
    [BASE, "//g?y", {}, "http://g?y"],
    // merge step 7, "remove": complete ".." segments at the beginning, after the root "/" if any
    ["x:a", "../g", { leadingDotSegments: "remove" }, "x:g"], // no root
    ["http://a/b", "ab", { leadingDotSegments: "remove" }, "http://a/ab"], // two characters, not ".."
    ["http://a/b", "..g", { leadingDotSegments: "remove" }, "http://a/..g"], // not a complete segment
    ["http://a/b", "..", { leadingDotSegments: "remove" }, "http://a/"], // the last segment: a directory
  ];
  it.each(table)("%s and %s (%j) give %s", (base, ref, options, target) => {
    expect(resolve(base, ref, { variant, ...options })).toBe(target);
  });
  it('merge step 7, "error": the reference is refused, its merged path shown (200 characters at most)', () => {
    const refusal = (ref: string) => {
      try {
        resolve(BASE, ref, { variant, leadingDotSegments: "error" });
      } catch (error) {
        return error;
      }
      throw new Error(`${ref} was resolved`);
    };
    const e = refusal("../../../g");
    expect(e).toBeInstanceOf(UriOperationError);
    expect(e).toMatchObject({ kind: "above-root", operation: "resolve", variant: DRAFT_2003 });
    expect((e as Error).message).toContain(`("/../g"; ${DRAFT_2003} §5.2 step 7)`);
    // "/../" and 196 characters: 200, shown whole; one more, cut
    expect((refusal("../../../" + "g".repeat(196)) as Error).message).toContain(`"/../${"g".repeat(196)}";`);
    expect((refusal("../../../" + "g".repeat(197)) as Error).message).toContain(`"/../${"g".repeat(196)}…";`);
  });
  it("refuses a step-7 choice it does not know, naming the three", () => {
    expect(() => resolve(BASE, "g", { variant, leadingDotSegments: "drop" })).toThrow(
      'resolve: leadingDotSegments must be "retain", "remove" or "error", got "drop"',
    );
  });
});

describe("draft-fielding-uri-rfc2396bis-01 §5.2, step by step: each test of the pseudocode and what it reads", () => {
  const table: [string, string, Options, string, Row[]][] = [
    // if defined(R.scheme)
    [
      BASE,
      "g:h",
      {},
      "g:h",
      [
        ["not validating", false],
        ["R.scheme", true, { "R.scheme": "g" }],
        ["fragment", null, {}],
      ],
    ],
    // not validating, R.scheme == Base.scheme: undefine(R.scheme); then the merge
    [
      BASE,
      "http:g",
      { validating: false },
      "http://a/b/c/g",
      [
        ["not validating", true],
        ["R.scheme", false, {}],
        ["R.authority", false, {}],
        ["R.path empty", false, { "R.path": "g" }],
        ["R.path absolute", false, { "R.path": "g" }],
        ["merge 1", false, { "Base.path": "/b/c/d;p", buffer: "/b/c/" }],
        ["merge 2", null, { "R.path": "g", buffer: "/b/c/g" }],
        ["merge 7", false, { buffer: "/b/c/g", choice: "retain" }],
        ["merge 8", null, { path: "/b/c/g" }],
        ["fragment", null, {}],
      ],
    ],
    // if defined(R.authority)
    [
      BASE,
      "//g#s",
      {},
      "http://g#s",
      [
        ["not validating", false],
        ["R.scheme", false, {}],
        ["R.authority", true, { "R.authority": "g" }],
        ["fragment", null, { fragment: "s" }],
      ],
    ],
    // if (R.path == "") and defined(R.query)
    [
      BASE,
      "?y",
      {},
      "http://a/b/c/d;p?y",
      [
        ["not validating", false],
        ["R.scheme", false, {}],
        ["R.authority", false, {}],
        ["R.path empty", true, { "R.path": "" }],
        ["R.query", true, { "R.query": "y" }],
        ["fragment", null, {}],
      ],
    ],
    // the current document
    [
      BASE,
      "#s",
      {},
      "http://a/b/c/d;p?q#s",
      [
        ["not validating", false],
        ["R.scheme", false, {}],
        ["R.authority", false, {}],
        ["R.path empty", true, { "R.path": "" }],
        ["R.query", false, {}],
        ["fragment", null, { fragment: "s" }],
      ],
    ],
    // if (R.path starts-with "/")
    [
      BASE,
      "/g",
      {},
      "http://a/g",
      [
        ["not validating", false],
        ["R.scheme", false, {}],
        ["R.authority", false, {}],
        ["R.path empty", false, { "R.path": "/g" }],
        ["R.path absolute", true, { "R.path": "/g" }],
        ["fragment", null, {}],
      ],
    ],
    // merge step 1: an empty base path is "/"
    [
      "http://a",
      "g",
      {},
      "http://a/g",
      [
        ["not validating", false],
        ["R.scheme", false, {}],
        ["R.authority", false, {}],
        ["R.path empty", false, { "R.path": "g" }],
        ["R.path absolute", false, { "R.path": "g" }],
        ["merge 1", true, { "Base.path": "", buffer: "/" }],
        ["merge 2", null, { "R.path": "g", buffer: "/g" }],
        ["merge 7", false, { buffer: "/g", choice: "retain" }],
        ["merge 8", null, { path: "/g" }],
        ["fragment", null, {}],
      ],
    ],
    // merge step 7: ".." left at the beginning, removed
    [
      BASE,
      "../../../g",
      { leadingDotSegments: "remove" },
      "http://a/g",
      [
        ["not validating", false],
        ["R.scheme", false, {}],
        ["R.authority", false, {}],
        ["R.path empty", false, { "R.path": "../../../g" }],
        ["R.path absolute", false, { "R.path": "../../../g" }],
        ["merge 1", false, { "Base.path": "/b/c/d;p", buffer: "/b/c/" }],
        ["merge 2", null, { "R.path": "../../../g", buffer: "/b/c/../../../g" }],
        ["merge 7", true, { buffer: "/../g", choice: "remove" }],
        ["merge 8", null, { path: "/g" }],
        ["fragment", null, {}],
      ],
    ],
  ];
  it.each(table)("%s and %s (%j) give %s", (base, ref, options, target, rows) => {
    const removal = new Set(["a", "b", "c", "d", "keep"]);
    const r = trace(draftFieldingUriRfc2396bis01 as Variant, base, ref, options, (id) => !removal.has(id));
    expect(r.target).toBe(target);
    expect(r.rows).toStrictEqual(rows);
  });
});

describe("draft-fielding-uri-rfc2396bis-01 §5.2: the step each id names", () => {
  const document = `${DRAFT_2003} §5.2`;
  const table: [string, string][] = [
    ["merge 1", `${document} merge step 1`],
    ["a", `${document} merge step 3`], // the four sentences of RFC 1808 §4 step 6 a-d
    ["b", `${document} merge step 4`],
    ["d", `${document} merge step 6`],
    ["keep", `${document} merge steps 3-6 (kept)`],
    ["R.scheme", document],
    // ids no step has: the document
    ["e", document],
    ["", document],
    ["ab", document],
  ];
  it.each(table)("%j: %s", (id, section) => {
    expect(resolutionStepSection(DRAFT_2003, id)).toBe(section);
  });
});

describe("RFC 1738 §2.3: no relative form, a complete URL its own target", () => {
  it("refuses a reference without a scheme (on components), and the one step says it is no complete URL", () => {
    const steps: Step[] = [];
    const call = () =>
      resolveComponents(
        { scheme: "http", authority: "a", host: "a", path: "/b" },
        { path: "g" },
        { variant: "rfc1738", observe: (s: Step) => steps.push(s) },
      );
    expect(call).toThrow(UriOperationError);
    expect(steps).toStrictEqual([{ id: "complete URL", taken: false, values: { scheme: undefined } }]);
    // resolve() itself refuses "g" sooner: no url of RFC 1738 §5 (its grammar has no partial URL)
    expect(() => resolve("http://a/b", "g", { variant: "rfc1738" })).toThrow("not a valid url (rfc1738)");
    let error: unknown;
    try {
      call();
    } catch (e) {
      error = e;
    }
    expect(error).toMatchObject({ kind: "no-relative-form", operation: "resolve", variant: "rfc1738" });
  });
});
