// The files of conformance/ as text: what `npm run build:conformance` writes and
// `npm run check:conformance` compares (scripts/conformance-build.ts). Everything is computed from
// the grammars' automata and the library (scripts/conformance/syntax.ts, semantics.ts): the same
// inputs give the same bytes.
import type { Variant } from "../../src/variants/types.js";
import { ALL_VARIANTS } from "../../src/variants/all.js";
import { variantSyntax, depthOf, type SyntaxCase, type VariantSyntax } from "./syntax.js";
import {
  comparisonSuite,
  normalizationSuite,
  pseudocodeLines,
  PSEUDOCODE_SOURCE,
  resolutionSuite,
  BRANCHES,
  MERGE_BRANCHES,
  DOT_FORMS,
} from "./semantics.js";
import { readFileSync } from "node:fs";
import { decodeDiagnostics } from "../../automata/format.js";
import { section1_1_2, section3 } from "../../corpus/variants/rfc3986.js";
import { syntaxExamples } from "../../corpus/examples.js";
import { parse, safeParse } from "../../src/index.js";
import type { PartialComponents } from "../../src/syntax/components.js";
import { hasComponents } from "../../src/syntax/start-rule.js";

/** The suite's version: bumped when the format of the files changes. */
const FORMAT_VERSION = 1;

/** JSON with each element of the named arrays on a line of its own (a case per line: diffs by case). */
function jsonText(value: unknown, lineArrays: readonly string[] = ["cases", "tests"]): string {
  const out = JSON.stringify(
    value,
    (key, v) =>
      lineArrays.includes(key) && Array.isArray(v) ? v.map((x) => ({ __line: JSON.stringify(x) })) : v,
    2,
  );
  return (
    out.replace(/\{\s*"__line": ("(?:[^"\\]|\\.)*")\s*\}/g, (_, s: string) => JSON.parse(s) as string) + "\n"
  );
}

/** The syntax examples of the RFCs, each a case of its own (tagged with its section). */
function exampleCases(root: string, variant: Variant): SyntaxCase[] {
  const table: { input: string; section: string; components?: PartialComponents }[] = [];
  if (variant.id === "rfc3986")
    for (const [section, rows] of [
      ["RFC 3986 §1.1.2", section1_1_2],
      ["RFC 3986 §3", section3],
    ] as const)
      for (const { input, components } of rows) table.push({ input, section, components });
  for (const e of syntaxExamples) if (e.variant === variant.id) table.push(e);
  if (variant.id === "rfc6570") {
    // RFC 6570's own examples, by section, as the uritemplate-test suite collects them.
    const bySection = JSON.parse(
      readFileSync(`${root}/test/fixtures/uritemplate-test/spec-examples-by-section.json`, "utf8"),
    ) as Record<string, { testcases: [string, unknown][] }>;
    for (const [name, group] of Object.entries(bySection))
      for (const [template] of group.testcases)
        if (!table.some((t) => t.input === template))
          table.push({ input: template, section: `RFC 6570 §${name.slice(0, name.indexOf(" "))}` });
  }
  const rules = [variant.defaultRule, variant.targetRule].filter((r, i, all) => all.indexOf(r) === i);
  const sections = variant.automata.diagnostics
    ? decodeDiagnostics(variant.automata.diagnostics).sections
    : new Map<string, string>();
  return table.map(({ input, section, components }) => {
    const results = rules.map((rule) => safeParse(input, { variant, rule } as never));
    const valid = results[0]!.ok;
    const first = results[0]!;
    const same = rules.filter((_, i) => results[i]!.ok === valid);
    return {
      input,
      rules: valid ? same : [rules[0]!],
      valid,
      ...(first.ok ? {} : { offset: first.error.offset, rejectedBy: first.error.context?.rule ?? rules[0]! }),
      section: first.ok
        ? (sections.get(rules[0]!) ?? variant.document)
        : (first.error.context?.section ?? variant.document),
      covers: [],
      ...(valid && hasComponents(variant)
        ? { components: components ?? (parse(input, { variant } as never) as PartialComponents) }
        : {}),
      example: section,
    };
  });
}

export interface SuiteFiles {
  /** Path (under conformance/) → text. */
  readonly files: Map<string, string>;
  /** The numbers the README and the report quote. */
  readonly summary: Summary;
}

interface Summary {
  readonly syntax: {
    readonly variant: string;
    readonly depth: string;
    readonly rules: number;
    readonly cases: number;
    readonly valid: number;
    readonly invalid: number;
    readonly transitions: number;
    readonly transitionsCovered: number;
    readonly rejections: number;
    readonly rejectionsCovered: number;
    readonly ends: number;
    readonly endsCovered: number;
    readonly boundaries: number;
  }[];
  readonly resolve: {
    cases: number;
    examples: number;
    lines: string;
    branches: string;
    merge: string;
    dotForms: string;
    dotPairs: number;
  };
  readonly normalize: { cases: number; examples: number; steps: string };
  readonly compare: { cases: number; examples: number };
  readonly jsonSchemaTestSuite: Record<string, number>;
}

/** The JSON Schema formats the export holds, each with its variant and rule. */
const JSTS_FORMATS = [
  { format: "uri", variant: "rfc3986", rule: "URI", noun: "URI" },
  { format: "uri-reference", variant: "rfc3986", rule: "URI-reference", noun: "URI reference" },
  { format: "iri", variant: "rfc3987", rule: "IRI", noun: "IRI" },
  { format: "iri-reference", variant: "rfc3987", rule: "IRI-reference", noun: "IRI reference" },
  { format: "uri-template", variant: "rfc6570", rule: "URI-Template", noun: "URI template" },
] as const;

function show(ch: string): string {
  const code = ch.codePointAt(0)!;
  if (code > 0x20 && code < 0x7f) return `"${ch}"`;
  return `U+${code.toString(16).toUpperCase().padStart(4, "0")}`;
}

/** A description in the JSON-Schema-Test-Suite's style (a short phrase, lower case, "a valid ..."). */
function describeCase(c: SyntaxCase, noun: string): string {
  if (!c.valid) {
    const at =
      c.offset === undefined
        ? ""
        : c.offset >= [...c.input].length
          ? "ends"
          : `${show([...c.input][c.offset] ?? "")} at offset ${c.offset}`;
    const where = c.rejectedBy ? ` in ${c.rejectedBy} (${c.section})` : "";
    return at === "ends"
      ? `an invalid ${noun} that ends${where.replace(" in ", " inside ")}`
      : `an invalid ${noun}: ${at}${where}`;
  }
  const parts: string[] = [];
  const k = c.components;
  if (k) {
    if (k.userinfo !== undefined) parts.push("userinfo");
    if (k.host !== undefined)
      parts.push(
        k.host.startsWith("[v") || k.host.startsWith("[V")
          ? "an IPvFuture host"
          : k.host.startsWith("[")
            ? "an IPv6 host"
            : /^\d+\.\d+\.\d+\.\d+$/.test(k.host)
              ? "an IPv4 host"
              : k.host === ""
                ? "an empty host"
                : "a registered name",
      );
    if (k.port !== undefined) parts.push(k.port === "" ? "an empty port" : "a port");
    if (k.path !== undefined && k.path !== "")
      parts.push(
        k.path.startsWith("/")
          ? "an absolute path"
          : k.scheme !== undefined
            ? "a rootless path"
            : "a relative path",
      );
    if (k.query !== undefined) parts.push("a query");
    if (k.fragment !== undefined) parts.push("a fragment");
    if (k.scheme === undefined) parts.unshift("no scheme");
  }
  if (/%[0-9A-Fa-f]{2}/.test(c.input)) parts.push("percent-encoding");
  if (/[^\x00-\x7f]/.test(c.input)) parts.push("non-ASCII characters");
  const example = c.example ? ` (${c.example} example)` : "";
  return parts.length > 0
    ? `a valid ${noun} with ${parts.join(", ")}${example}`
    : `a valid ${noun}${example}`;
}

export function suiteFiles(root: string): SuiteFiles {
  const files = new Map<string, string>();
  const syntaxSummary: Summary["syntax"][number][] = [];
  const byVariant = new Map<string, VariantSyntax>();
  for (const variant of ALL_VARIANTS) {
    const syntax = variantSyntax(variant);
    const cases = [...syntax.cases, ...exampleCases(root, variant)];
    byVariant.set(variant.id, { ...syntax, cases });
    const depth = depthOf(variant.id);
    files.set(
      `syntax/${variant.id}.json`,
      jsonText({
        $comment:
          "Generated by `npm run build:conformance` (scripts/conformance-build.ts); do not edit. CC0-1.0.",
        version: FORMAT_VERSION,
        variant: variant.id,
        title: variant.title,
        document: variant.document,
        grammar: `grammar/${variant.grammar}.abnf`,
        depth,
        classes: syntax.classes,
        coverage: syntax.coverage,
        cases,
      }),
    );
    const sum = (f: (c: VariantSyntax["coverage"][number]) => number) =>
      syntax.coverage.reduce((n, c) => n + f(c), 0);
    syntaxSummary.push({
      variant: variant.id,
      depth: `${depth.transitions}/${depth.rejections}`,
      rules: syntax.coverage.length,
      cases: cases.length,
      valid: cases.filter((c) => c.valid).length,
      invalid: cases.filter((c) => !c.valid).length,
      transitions: sum((c) => c.transitions),
      transitionsCovered: sum((c) => c.covered.transitions),
      rejections: sum((c) => c.rejections),
      rejectionsCovered: sum((c) => c.covered.rejections),
      ends: sum((c) => c.ends),
      endsCovered: sum((c) => c.covered.ends),
      boundaries: syntax.boundaries.total,
    });
  }
  const resolution = resolutionSuite();
  const lines = pseudocodeLines(root);
  files.set(
    "resolve.json",
    jsonText({
      $comment:
        "Generated by `npm run build:conformance` (scripts/conformance-build.ts); do not edit. CC0-1.0.",
      version: FORMAT_VERSION,
      pseudocode: {
        section: "RFC 3986 §5.2.2",
        source: PSEUDOCODE_SOURCE,
        lines: Object.fromEntries(lines.map((l, i) => [String(i + 1).padStart(2, "0"), l])),
        branches: BRANCHES,
        merge: MERGE_BRANCHES,
        dotSegmentForms: DOT_FORMS,
      },
      coverage: resolution.coverage,
      cases: resolution.cases,
    }),
  );
  const normalization = normalizationSuite();
  files.set(
    "normalize.json",
    jsonText({
      $comment:
        "Generated by `npm run build:conformance` (scripts/conformance-build.ts); do not edit. CC0-1.0.",
      version: FORMAT_VERSION,
      coverage: normalization.items,
      cases: normalization.cases,
    }),
  );
  const comparison = comparisonSuite();
  files.set(
    "compare.json",
    jsonText({
      $comment:
        "Generated by `npm run build:conformance` (scripts/conformance-build.ts); do not edit. CC0-1.0.",
      version: FORMAT_VERSION,
      cases: comparison,
    }),
  );
  // The JSON-Schema-Test-Suite export: its file format (a group, a schema, tests) for draft 2020-12.
  const jsts: Record<string, number> = {};
  for (const { format, variant, rule, noun } of JSTS_FORMATS) {
    const cases = byVariant.get(variant)!.cases.filter((c) => c.rules.includes(rule));
    jsts[format] = cases.length;
    files.set(
      `json-schema-test-suite/${format}.json`,
      jsonText([
        {
          description: `${format}: every transition of the ${rule} rule's minimal DFA (${variant.toUpperCase().replace("RFC", "RFC ")}), generated by uri-grammar's conformance suite`,
          schema: { $schema: "https://json-schema.org/draft/2020-12/schema", format },
          tests: cases.map((c) => ({ description: describeCase(c, noun), data: c.input, valid: c.valid })),
        },
      ]),
    );
  }
  const summary: Summary = {
    syntax: syntaxSummary,
    resolve: {
      cases: resolution.cases.length,
      examples: resolution.cases.filter((c) => c.example).length,
      lines: `${resolution.coverage.lines.covered}/${resolution.coverage.lines.total}`,
      branches: `${resolution.coverage.branches.covered}/${resolution.coverage.branches.total}`,
      merge: `${resolution.coverage.merge.covered}/${resolution.coverage.merge.total}`,
      dotForms: `${resolution.coverage.dotSegments.formsCovered}/${resolution.coverage.dotSegments.forms}`,
      dotPairs: resolution.coverage.dotSegments.pairs,
    },
    normalize: {
      cases: normalization.cases.length,
      examples: normalization.cases.filter((c) => c.example).length,
      steps: `${normalization.items.covered}/${normalization.items.total}`,
    },
    compare: { cases: comparison.length, examples: comparison.filter((c) => c.example).length },
    jsonSchemaTestSuite: jsts,
  };
  files.set("summary.json", jsonText(summary, ["syntax"]));
  return { files, summary };
}
