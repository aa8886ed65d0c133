// The semantic cases of the conformance suite: resolution (RFC 3986 §5.2), normalization (RFC 3986
// §6.2.2, §6.2.3) and comparison (RFC 3986 §6.2), each case tagged with what it runs, as the
// library's own observers report it (src/semantics/observe.ts, through src/explain/steppers.ts): the
// numbered lines of RFC 3986 §5.2.2's pseudocode (src/semantics/resolve/rfc3986.ts numbers them
// [01/32] to [32/32]) and the outcome of each `if`, the branch of §5.2.3's merge, and the rules of
// §5.2.4 with the form each took and every pair of rules run one after the other (a depth of two).
//
// Every RFC example is a case (tagged with its section). Generated candidates are then taken in
// order of length, each only if it runs something no case before it runs, and dropped again, last
// first, while everything they run is run by another case: every generated case runs something no
// other case runs.
import { readFileSync } from "node:fs";
import { RESOLUTION_EXAMPLES } from "../../corpus/variants/index.js";
import {
  rfc3986Section5_2_4,
  rfc3986Section5_4_1,
  rfc3986Section5_4_2,
  rfc3986Section5_4_2Strictness,
  rfc3986Section6,
} from "../../corpus/examples.js";
import { equivalent, normalize, parse, recompose, removeDotSegments, resolve } from "../../src/index.js";
import { normalizationSteps, resolutionSteps, type Step } from "../../src/explain/steppers.js";
import { removeDotSegmentsObserved } from "../../src/semantics/remove-dot-segments.js";
import { ALL_VARIANTS } from "../../src/variants/all.js";
import type { Variant } from "../../src/variants/types.js";

/** Where RFC 3986 §5.2.2's pseudocode is written beside the code, its lines numbered. */
export const PSEUDOCODE_SOURCE = "src/semantics/resolve/rfc3986.ts";

/** The 32 numbered lines of RFC 3986 §5.2.2, read from the comments of PSEUDOCODE_SOURCE. */
export function pseudocodeLines(root: string): string[] {
  const text = readFileSync(`${root}/${PSEUDOCODE_SOURCE}`, "utf8");
  const lines: string[] = [];
  for (const m of text.matchAll(/\/\/\s+\[(\d\d)\/32\]\s(.*)$/gm)) {
    const n = Number(m[1]);
    if (lines[n - 1] === undefined) lines[n - 1] = m[2]!.replace(/\s+\(.*\)$/, "").trimEnd();
  }
  if (lines.length !== 32 || lines.some((l) => l === undefined))
    throw new Error(`${PSEUDOCODE_SOURCE}: expected the lines [01/32] to [32/32]`);
  return lines;
}

/** The branches of RFC 3986 §5.2.2 (each `if` line, both ways), §5.2.3 and the forms of §5.2.4's rules. */
export const BRANCHES = [
  "01 true",
  "01 false",
  "04 true",
  "04 false",
  "10 true",
  "10 false",
  "15 true",
  "15 false",
  "17 true",
  "17 false",
  "23 true",
  "23 false",
] as const;

export const MERGE_BRANCHES = [
  "5.2.3 authority and empty path",
  "5.2.3 up to the last /",
  "5.2.3 no /",
] as const;

/** The forms of RFC 3986 §5.2.4's rules A to E (what the input buffer began with, and for C the output). */
export const DOT_FORMS = [
  "A ../",
  "A ./",
  "B /./",
  "B /.",
  "C /../ removes /segment",
  "C /../ removes a first segment",
  "C /../ removes nothing",
  "C /.. removes /segment",
  "C /.. removes a first segment",
  "C /.. removes nothing",
  "D .",
  "D ..",
  "E /segment",
  "E segment",
] as const;

/** RFC 3986 §5.2.4's steps, as rule forms, from an observer's steps ("5.2.4 1", then "5.2.4 A" ...). */
function dotForms(steps: readonly Step[]): string[] {
  const forms: string[] = [];
  let input = "";
  let output = "";
  for (const step of steps) {
    if (step.id === "5.2.4 1") {
      input = step.values!.input!;
      output = "";
      continue;
    }
    const m = /^5\.2\.4 ([A-E])$/.exec(step.id);
    if (!m) continue;
    const rule = m[1]!;
    let form: string;
    if (rule === "A") form = input.startsWith("../") ? "A ../" : "A ./";
    else if (rule === "B") form = input.startsWith("/./") ? "B /./" : "B /.";
    else if (rule === "C") {
      const what = output === "" ? "nothing" : output.lastIndexOf("/") >= 0 ? "/segment" : "a first segment";
      form = `C ${input.startsWith("/../") ? "/../" : "/.."} removes ${what}`;
    } else if (rule === "D") form = input === "." ? "D ." : "D ..";
    else form = input.startsWith("/") ? "E /segment" : "E segment";
    forms.push(form);
    input = step.values!.input!;
    output = step.values!.output!;
  }
  return forms;
}

/** Each form, and each pair of forms run one after the other ("^" the start, "$" the end): a depth of two. */
function dotItems(forms: readonly string[]): string[] {
  if (forms.length === 0) return [];
  const items = forms.map((f) => `5.2.4 ${f}`);
  const seq = ["^", ...forms, "$"];
  for (let i = 0; i + 1 < seq.length; i++) items.push(`5.2.4 ${seq[i]} → ${seq[i + 1]}`);
  return items;
}

/** The pseudocode lines, the branches and the §5.2.3 branch a resolution ran, from its steps. */
function resolutionRun(
  steps: readonly Step[],
  base: string,
): { lines: number[]; branches: string[]; merge?: string; forms: string[] } {
  const taken = (id: string) => steps.find((s) => s.id === id)?.taken;
  const lines: number[] = [1];
  const branches: string[] = [];
  const undefined1 = taken("not strict") === true;
  branches.push(`01 ${undefined1}`);
  if (undefined1) lines.push(2);
  lines.push(3, 4);
  const scheme = taken("R.scheme")!;
  branches.push(`04 ${scheme}`);
  let merge: string | undefined;
  if (scheme) lines.push(5, 6, 7, 8);
  else {
    lines.push(9, 10);
    const authority = taken("R.authority")!;
    branches.push(`10 ${authority}`);
    if (authority) lines.push(11, 12, 13);
    else {
      lines.push(14, 15);
      const empty = taken("R.path empty")!;
      branches.push(`15 ${empty}`);
      if (empty) {
        lines.push(16, 17);
        const query = taken("R.query")!;
        branches.push(`17 ${query}`);
        lines.push(...(query ? [18] : [19, 20]), 21);
      } else {
        lines.push(22, 23);
        const absolute = taken("R.path absolute")!;
        branches.push(`23 ${absolute}`);
        if (absolute) lines.push(24);
        else {
          lines.push(25, 26, 27);
          const m = steps.find((s) => s.id === "merge")!;
          merge = m.taken
            ? MERGE_BRANCHES[0]
            : m.values!["Base.path"]!.includes("/")
              ? MERGE_BRANCHES[1]
              : MERGE_BRANCHES[2];
        }
        lines.push(28, 29);
      }
      lines.push(30);
    }
    lines.push(31);
  }
  lines.push(32);
  void base;
  return { lines, branches, ...(merge ? { merge } : {}), forms: dotForms(steps) };
}

interface ResolutionCase {
  readonly variant: string;
  readonly base: string;
  readonly reference: string;
  /** RFC 3986 §5.2.2: false for a non-strict parser (a scheme equal to the base's is ignored). */
  readonly strict: boolean;
  readonly target: string;
  /** The RFC 3986 §5.2.2 pseudocode lines it runs (RFC 3986 only). */
  readonly lines?: readonly number[];
  readonly branches?: readonly string[];
  /** What it runs of RFC 3986 §5.2.3 and §5.2.4. */
  readonly runs?: readonly string[];
  /** What it runs that no other generated case runs. */
  readonly covers?: readonly string[];
  /** The document's own example: its section. */
  readonly example?: string;
  /** Where the RFC allows more than one answer: why, and the other answers. */
  readonly ambiguous?: Ambiguity;
}

interface Ambiguity {
  readonly why: string;
  /** Each reading: what it gives, and who reads it so. */
  readonly readings: readonly { readonly answer: string; readonly reading: string }[];
}

/** The readings of the RFC 3986 cases that the RFC leaves open (tagged on the cases that meet them). */
function resolutionAmbiguity(c: {
  base: string;
  reference: string;
  strict: boolean;
  target: string;
}): Ambiguity | undefined {
  if (!c.strict)
    return {
      why: 'RFC 3986 §5.2.2 gives both: "a non-strict parser" ignores a scheme equal to the base\'s (lines [01/32]-[03/32]), a strict one takes the reference as absolute (RFC 3986 §5.4.2: "http:g")',
      readings: [
        { answer: c.target, reading: "non-strict" },
        { answer: resolve(c.base, c.reference), reading: "strict" },
      ],
    };
  if (c.target.includes(":/.//"))
    return {
      why: 'RFC 3986 §5.2.4 can leave a path that begins with "//" where there is no authority, which RFC 3986 §3.3 forbids; recomposed as it is (RFC 3986 §5.3) it would name an authority. uri-grammar (as WHATWG URL does) puts "/." in front',
      readings: [
        { answer: c.target, reading: 'a "/." in front (the path keeps its segments)' },
        {
          answer: c.target.replace(":/.//", "://"),
          reading: "recomposed as it is (the path becomes an authority)",
        },
      ],
    };
  // A path that neither the base nor the reference began with "/" and that remove_dot_segments
  // gave one (a rootless path: no authority to need it).
  const t = parse(c.target);
  const b = parse(c.base);
  const r = parse(c.reference);
  const rootless =
    t.authority === undefined &&
    t.path.startsWith("/") &&
    !t.path.startsWith("/.//") &&
    (r.scheme !== undefined
      ? !r.path.startsWith("/")
      : r.authority === undefined &&
        r.path !== "" &&
        !r.path.startsWith("/") &&
        b.authority === undefined &&
        !b.path.startsWith("/"));
  if (rootless)
    return {
      why: 'RFC 3986 §5.2.4 applied as written to a rootless path can give it a leading "/" ("a/../b" gives "/b"): the RFC does not say whether a rootless path stays rootless',
      readings: [
        { answer: c.target, reading: "as written" },
        { answer: recompose({ ...t, path: t.path.slice(1) }), reading: "kept rootless" },
      ],
    };
  return undefined;
}

/** Picks generated candidates (shortest first) that run something new, then drops those made redundant. */
function select<T>(
  examples: readonly (readonly string[])[],
  candidates: readonly { value: T; items: readonly string[] }[],
) {
  const have = new Set(examples.flat());
  const chosen: { value: T; items: readonly string[] }[] = [];
  for (const c of candidates)
    if (c.items.some((i) => !have.has(i))) {
      chosen.push(c);
      for (const i of c.items) have.add(i);
    }
  const counts = new Map<string, number>();
  for (const items of [...examples, ...chosen.map((c) => c.items)])
    for (const i of new Set(items)) counts.set(i, (counts.get(i) ?? 0) + 1);
  const kept: { value: T; covers: string[] }[] = [];
  for (let k = chosen.length - 1; k >= 0; k--) {
    const items = [...new Set(chosen[k]!.items)];
    if (items.every((i) => counts.get(i)! > 1)) for (const i of items) counts.set(i, counts.get(i)! - 1);
    else kept.push({ value: chosen[k]!.value, covers: [] });
  }
  kept.reverse();
  // What each kept case alone runs.
  const finalCounts = new Map<string, number>();
  const keptItems = kept.map((k) => [...new Set(chosen.find((c) => c.value === k.value)!.items)]);
  for (const items of [...examples.map((e) => [...new Set(e)]), ...keptItems])
    for (const i of items) finalCounts.set(i, (finalCounts.get(i) ?? 0) + 1);
  kept.forEach((k, n) => (k.covers = keptItems[n]!.filter((i) => finalCounts.get(i) === 1)));
  return kept;
}

const variantById = (id: string): Variant => ALL_VARIANTS.find((v) => v.id === id)!;

/** Dot-segment paths: up to four segments from "", ".", "..", "a", rootless or not. */
function dotPaths(): string[] {
  const segments = ["a", ".", "..", ""];
  const out = new Set<string>();
  let level = [[] as string[]];
  for (let n = 1; n <= 4; n++) {
    level = level.flatMap((p) => segments.map((s) => [...p, s]));
    for (const p of level) {
      out.add("/" + p.join("/"));
      if (p[0] !== "") out.add(p.join("/"));
    }
  }
  return [...out]
    .filter((p) => /(^|\/)\.\.?(\/|$)/.test(p))
    .sort((a, b) => a.length - b.length || (a < b ? -1 : 1));
}

export interface ResolutionSuite {
  readonly cases: readonly ResolutionCase[];
  readonly coverage: {
    readonly lines: { readonly total: number; readonly covered: number };
    readonly branches: { readonly total: number; readonly covered: number };
    readonly merge: { readonly total: number; readonly covered: number };
    readonly dotSegments: { readonly forms: number; readonly formsCovered: number; readonly pairs: number };
  };
}

export function resolutionSuite(): ResolutionSuite {
  const rfc3986 = variantById("rfc3986");
  const run3986 = (base: string, reference: string, strict: boolean) => {
    const { steps, target } = resolutionSteps(rfc3986, base, reference, { strict });
    const run = resolutionRun(steps, base);
    const items = [
      ...run.lines.map((l) => `line ${String(l).padStart(2, "0")}`),
      ...run.branches.map((b) => `branch ${b}`),
      ...(run.merge ? [run.merge] : []),
      ...dotItems(run.forms),
    ];
    return { target, run, items };
  };
  const make = (
    base: string,
    reference: string,
    strict: boolean,
    example?: string,
  ): ResolutionCase & { items: string[] } => {
    const { target, run, items } = run3986(base, reference, strict);
    const ambiguous = resolutionAmbiguity({ base, reference, strict, target });
    return {
      variant: "rfc3986",
      base,
      reference,
      strict,
      target,
      lines: run.lines,
      branches: run.branches,
      runs: [...(run.merge ? [run.merge] : []), ...run.forms.map((f) => `5.2.4 ${f}`)],
      ...(example ? { example } : {}),
      ...(ambiguous ? { ambiguous } : {}),
      items,
    };
  };
  // RFC 3986's examples.
  const examples: (ResolutionCase & { items: string[] })[] = [];
  for (const table of [rfc3986Section5_4_1, rfc3986Section5_4_2])
    for (const [reference, target] of table.cases) {
      const c = make(table.base, reference, true, table.section);
      if (c.target !== target)
        throw new Error(`${table.section}: ${reference} gives ${c.target}, not ${target}`);
      examples.push(c);
    }
  // RFC 3986 §5.4.2: "http:g" for a non-strict parser.
  const twoReadings = rfc3986Section5_4_2Strictness;
  const nonStrict = make(twoReadings.base, twoReadings.reference, false, twoReadings.section);
  if (nonStrict.target !== twoReadings.nonStrict)
    throw new Error(`${twoReadings.section}: non-strict ${twoReadings.reference} gives ${nonStrict.target}`);
  examples.push(nonStrict);
  // §5.2.4's own two examples, as references whose path is resolved as it is (line [07/32]).
  for (const [path, result] of rfc3986Section5_2_4) {
    const reference = path.startsWith("/") ? path : `s:${path}`;
    const c = make(rfc3986Section5_4_1.base, reference, true, "RFC 3986 §5.2.4");
    if (!c.target.endsWith(result)) throw new Error(`RFC 3986 §5.2.4: ${path} gives ${c.target}`);
    examples.push(c);
  }
  // Generated candidates.
  const bases = ["http://a/b/c/d;p?q", "http://a", "http://a/b#f", "s:a/b", "s:a", "s:", "s:/a/b"];
  const references: [string, boolean][] = [
    ["", true],
    ["?y", true],
    ["#s", true],
    ["//g", true],
    ["/g", true],
    ["g", true],
    ["s:g", false],
    ["S:g", false],
    ["t:g", false],
  ];
  for (const p of dotPaths()) {
    if (p.startsWith("//")) references.push([`//h${p}`, true]);
    else if (p.startsWith("/")) references.push([p, true]);
    else {
      references.push([p, true]);
      references.push([`s:${p}`, true]);
    }
  }
  const candidates: { value: ResolutionCase & { items: string[] }; items: string[] }[] = [];
  for (const [reference, strict] of references)
    for (const base of bases) {
      if (!strict && !/^[a-z]+:/i.test(base)) continue;
      const c = make(base, reference, strict);
      candidates.push({ value: c, items: c.items });
    }
  candidates.sort(
    (a, b) =>
      a.value.base.length + a.value.reference.length - (b.value.base.length + b.value.reference.length),
  );
  const kept = select(
    examples.map((e) => e.items),
    candidates,
  );
  const all = [...examples, ...kept.map((k) => ({ ...k.value, covers: k.covers }))];
  // Each variant's own resolution examples (corpus/variants/<id>.ts; their own algorithms: no RFC
  // 3986 lines).
  const older: ResolutionCase[] = [];
  for (const table of RESOLUTION_EXAMPLES)
    for (const [reference, target] of table.cases) {
      const got = resolve(table.base, reference, { variant: table.variant } as never);
      if (got !== target) throw new Error(`${table.section}: ${reference} gives ${got}, not ${target}`);
      older.push({
        variant: table.variant,
        base: table.base,
        reference,
        strict: true,
        target,
        example: table.section,
      });
    }
  const have = new Set(all.flatMap((c) => c.items));
  const pairs = [...have].filter((i) => i.includes("→")).length;
  return {
    cases: [...all.map(({ items: _items, ...c }) => c), ...older],
    coverage: {
      lines: { total: 32, covered: [...have].filter((i) => i.startsWith("line ")).length },
      branches: { total: BRANCHES.length, covered: BRANCHES.filter((b) => have.has(`branch ${b}`)).length },
      merge: { total: MERGE_BRANCHES.length, covered: MERGE_BRANCHES.filter((b) => have.has(b)).length },
      dotSegments: {
        forms: DOT_FORMS.length,
        formsCovered: DOT_FORMS.filter((f) => have.has(`5.2.4 ${f}`)).length,
        pairs,
      },
    },
  };
}

// ---- normalization and comparison ----

export interface NormalizationCase {
  readonly variant: string;
  readonly input: string;
  readonly level: "syntax" | "scheme";
  readonly normalized: string;
  /** The steps of RFC 3986 §6.2.2 and §6.2.3 that changed something, and the §5.2.4 rules run. */
  readonly runs: readonly string[];
  readonly covers?: readonly string[];
  readonly example?: string;
  readonly ambiguous?: Ambiguity;
}

/** The steps of normalization (the observer's ids) that changed a component. */
function normalizationRun(input: string, level: "syntax" | "scheme") {
  const { steps, normalized } = normalizationSteps(variantById("rfc3986"), input, level);
  const changed = steps
    .filter((s) => !s.id.startsWith("5.2.4") && s.values !== undefined && s.values.before !== s.values.after)
    .map((s) => `${s.id} changed`);
  const forms = dotForms(steps);
  // Hex digits upper-cased in an encoding that stays (RFC 3986 §6.2.2.1), apart from decoding.
  const hex = [...input.matchAll(/%[0-9a-fA-F]{2}/g)].some(
    (m) => /[a-f]/.test(m[0]) && normalized.includes(m[0].toUpperCase()),
  );
  const runs = [
    ...changed,
    ...(hex ? ["6.2.2.1 hex digits changed"] : []),
    ...forms.map((f) => `5.2.4 ${f}`),
  ];
  return { normalized, runs, items: [...runs.filter((r) => !r.startsWith("5.2.4")), ...dotItems(forms)] };
}

function normalizationAmbiguity(
  input: string,
  level: "syntax" | "scheme",
  normalized: string,
): Ambiguity | undefined {
  if (
    /^[^/?#:]*(\/|$)/.test(input) &&
    !input.startsWith("/") &&
    /(^|\/)\.\.?(\/|$)/.test(input.split(/[?#]/)[0]!)
  )
    return {
      why: 'RFC 3986 §6.2.2.3 says to remove dot segments from "the path"; from a relative-path reference that changes what it resolves to (RFC 3986 §5.2), so uri-grammar keeps them there',
      readings: [
        { answer: normalized, reading: "kept (a relative-path reference)" },
        { answer: removeDotSegments(input), reading: "removed as written" },
      ],
    };
  if (/%2e/i.test(input))
    return {
      why: "RFC 3986 §6.2.2 does not order its steps: decoding %2E (§6.2.2.2) before removing dot segments (§6.2.2.3) makes a dot segment of it",
      readings: [
        {
          answer: normalized,
          reading:
            'a segment of encoded dots is data, not a dot segment (RFC 3986 §7.3: split, then decode; §5.2.4 removes only "." and ".." as written): kept, as %2E%2E',
        },
        {
          answer: normalize(input.replace(/%2e/gi, "."), { level }),
          reading: "decode, then remove dot segments",
        },
        {
          answer: normalize(input.replace(/%2e/gi, "QDOTQ"), { level }).replace(/QDOTQ/g, "."),
          reading: "remove dot segments, then decode",
        },
      ],
    };
  if (level === "scheme" && /:0+\d/.test(input))
    return {
      why: 'RFC 3986 §6.2.3 elides a port that is "the default for the scheme"; RFC 3986 §3.2.3 gives the port as decimal digits without saying that leading zeros are the same number',
      readings: [
        { answer: normalized, reading: "the same number (decimal)" },
        { answer: input, reading: "a different string" },
      ],
    };
  return undefined;
}

export function normalizationSuite(): {
  cases: NormalizationCase[];
  items: { total: number; covered: number };
} {
  const make = (input: string, level: "syntax" | "scheme", example?: string) => {
    const { normalized, runs, items: ran } = normalizationRun(input, level);
    const ambiguous = normalizationAmbiguity(input, level, normalized);
    const items = [...ran, ...(ambiguous ? [`ambiguous: ${ambiguous.why}`] : [])];
    return {
      value: {
        variant: "rfc3986",
        input,
        level,
        normalized,
        runs,
        ...(example ? { example } : {}),
        ...(ambiguous ? { ambiguous } : {}),
      } as NormalizationCase,
      items,
    };
  };
  const examples: { value: NormalizationCase; items: string[] }[] = [];
  for (const e of rfc3986Section6)
    if (e.equivalent && e.schemeSpecific === undefined)
      for (const input of [e.a, e.b])
        if (!examples.some((x) => x.value.input === input && x.value.level === e.level))
          examples.push(make(input, e.level, e.section));
  const inputs = [
    "HTTP://h/",
    "http://H/",
    "http://h/%7e",
    "http://h/%7E",
    "http://h/%2f",
    "http://h/?%7e",
    "http://h/#%7e",
    "http://%7e@h/",
    "http://%48/",
    "http://%48%2f/",
    "http://[FE80::A]/",
    "http://h/a/./b",
    "http://h/a/../b",
    "http://h/a/%2E%2E/b",
    "a/./b/../c",
    "/a/./b/../c",
    "s:a/./b",
    "s:./a",
    "s:../a",
    "s:a/..",
    "s:/..//g",
    "http://h",
    "http://h:/",
    "http://h:80/",
    "http://h:0080/",
    "http://h:8080/",
    "https://h:443/",
    "foo://h:80/",
    "foo://h",
    "http://h?q",
    "//h:80/",
  ];
  const candidates = inputs.flatMap((input) =>
    (["syntax", "scheme"] as const).map((level) => make(input, level)),
  );
  const kept = select(
    examples.map((e) => e.items),
    candidates,
  );
  const cases = [...examples.map((e) => e.value), ...kept.map((k) => ({ ...k.value, covers: k.covers }))];
  const all = new Set([...examples, ...candidates].flatMap((c) => c.items));
  const have = new Set([
    ...examples.flatMap((e) => e.items),
    ...kept.flatMap((k) => candidates.find((c) => c.value === k.value)!.items),
  ]);
  return { cases, items: { total: all.size, covered: have.size } };
}

export interface ComparisonCase {
  readonly variant: string;
  readonly a: string;
  readonly b: string;
  /** Whether they are equivalent at each rung of RFC 3986 §6.2's ladder. */
  readonly string: boolean;
  readonly syntax: boolean;
  readonly scheme: boolean;
  /** What tells them apart or makes them the same. */
  readonly differs: string;
  readonly covers?: readonly string[];
  readonly example?: string;
  /** For an example that rests on a scheme's own rules: the document (not scored: beyond RFC 3986). */
  readonly schemeSpecific?: string;
  /** What the example says (where it is not what the generic rungs give). */
  readonly exampleSays?: boolean;
}

export function comparisonSuite(): ComparisonCase[] {
  const make = (a: string, b: string, differs: string, example?: string): ComparisonCase => ({
    variant: "rfc3986",
    a,
    b,
    string: equivalent(a, b, { level: "string" }),
    syntax: equivalent(a, b, { level: "syntax" }),
    scheme: equivalent(a, b, { level: "scheme" }),
    differs,
    ...(example ? { example } : {}),
  });
  const cases: ComparisonCase[] = [];
  for (const e of rfc3986Section6) {
    const c = make(
      e.a,
      e.b,
      e.schemeSpecific ? "the scheme's own rules" : `RFC 3986 ${e.section.slice(9)}`,
      e.section,
    );
    if (e.schemeSpecific) cases.push({ ...c, schemeSpecific: e.schemeSpecific, exampleSays: e.equivalent });
    else {
      if (c[e.level] !== e.equivalent) throw new Error(`${e.section}: ${e.a} and ${e.b}`);
      cases.push(c);
    }
  }
  // One pair for each thing that makes two URIs the same or different at some rung, and the
  // answer at each rung (string, syntax, scheme: each pattern once at least).
  const pairs: [string, string, string][] = [
    ["http://h/a", "http://h/a", "identical"],
    ["http://h/a", "http://h/b", "the path"],
    ["HTTP://h/", "http://h/", "scheme case (RFC 3986 §6.2.2.1)"],
    ["http://H/", "http://h/", "host case (RFC 3986 §6.2.2.1)"],
    ["http://h/%7e", "http://h/%7E", "hex digit case (RFC 3986 §6.2.2.1)"],
    ["http://h/%7E", "http://h/~", "an unreserved character encoded (RFC 3986 §6.2.2.2)"],
    ["http://h/%2F", "http://h//", "a reserved character encoded (RFC 3986 §2.2: not the same)"],
    ["http://h/a/./b", "http://h/a/b", "a dot segment (RFC 3986 §6.2.2.3)"],
    ["http://u@h/", "http://U@h/", "userinfo case (RFC 3986 §6.2.2.1: case-sensitive)"],
    ["http://h/?Q", "http://h/?q", "query case (case-sensitive)"],
    ["http://h:80/", "http://h/", "a default port (RFC 3986 §6.2.3)"],
    ["http://h:/", "http://h/", "an empty port (RFC 3986 §6.2.3)"],
    ["http://h", "http://h/", "an empty path (RFC 3986 §6.2.3)"],
    ["http://h:8080/", "http://h/", "another port"],
    ["https://h:80/", "https://h/", "another scheme's default port"],
    ["foo://h:80/", "foo://h/", "a scheme without a default port"],
  ];
  for (const [a, b, differs] of pairs) cases.push(make(a, b, differs));
  return cases;
}
