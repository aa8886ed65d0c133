// The resolution algorithms before RFC 3986, step by step, past their documents' own examples
// (those are the corpus's tables, test/variants/<id>.test.ts): each row a case one step's text
// decides, its expected target read from that step. The traces list what each step tested and
// read (uri-grammar/explain's stepper, src/explain/steppers.ts), the algorithm's own steps only:
// the dot-segment removal's rows are test/semantics/dot-segments.test.ts's.
import { describe, expect, it } from "vitest";
import { resolutionSteps } from "../../src/explain/steppers.js";
import { resolve } from "../../src/index.js";
import { rfc2396 } from "../../src/variants/all.js";
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
