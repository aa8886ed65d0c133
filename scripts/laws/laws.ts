// The laws every variant keeps, checked on inputs generated from the variant's own grammar and on
// mutated real URIs, with a fixed seed and a budget of inputs (never a clock). One module for all
// variants: test/laws/laws.test.ts runs it on a small budget in `npm test`, and
// `npm run check:laws` (scripts/check-laws.ts) on a million inputs per variant.
//
// The laws (LAW_NAMES), for a variant V with reference rule R, base rule B and target rule T:
//  - recompose: recompose(parse(u)) === u for every start rule of V whose matches have components
//    (a rule that yields one component gives u as that component; an authority rule gives "//" u);
//  - normalize idempotent, equivalent to its input, valid under R, the same kind of reference
//    (absolute URI, network-path, absolute-path or relative-path reference), at both levels;
//  - no normalization: where V's document gives none, normalize and equivalent (but at the
//    "string" level) are a UriOperationError "no-normalization";
//  - resolve valid: resolve(b, r) is a URI of V (its target rule T, a fragment allowed after it)
//    for every base b (B) and reference r (R), or a UriOperationError "no-target" (the
//    algorithm, as written, names no URL of the generation); never a UriSyntaxError;
//  - resolve absolute: resolve(b, t) for a URI t is t as the algorithm's own text makes it: t with
//    RFC 3986 §5.2.4 applied to its path under RFC 3986 (§5.2.2 "T.path =
//    remove_dot_segments(R.path)"), t itself under every other algorithm;
//  - relativize: resolve(b, relativize(b, t)) is t whenever relativize returns, or, when no
//    reference resolves to t (RFC 3986 removes the dot segments of every reference), t as the
//    algorithm makes it, resolve(b, t); where V has no relative references, relativize is a
//    UriOperationError "no-relative-form";
//  - templates: under a variant that is not a URI syntax (RFC 6570), normalize, equivalent,
//    resolve and relativize are each a UriOperationError "not-a-uri-syntax";
//  - normalize, equivalent and resolve keep structure (scripts/laws/structure.ts): no component
//    boundary moved, no percent-encoded delimiter made raw, no dot segment made by decoding, the
//    host and port those of the input.
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import fc from "fast-check";
import {
  equivalent,
  isValid,
  normalize,
  parse,
  recompose,
  relativize,
  removeDotSegments,
  resolve,
  UriOperationError,
  UriSyntaxError,
  VARIANT_RECORDS,
} from "../../src/index.js";
import type { UriOperationErrorKind } from "../../src/semantics/errors.js";
import { mutate } from "../../compiler/equivalence.js";
import { sampleRule } from "../../compiler/sample.js";
import { startRule } from "../../src/syntax/parse.js";
import { splitsInside } from "../../src/syntax/start-rule.js";
import "../../src/variants/all.js";
import type { VariantRecord } from "../../src/variants/types.js";
import { grammarOf } from "../grammar-files.js";
import {
  equivalentKeepsStructure,
  normalizeKeepsStructure,
  resolveKeepsStructure,
  respell,
} from "./structure.js";

export const LAW_NAMES = [
  "recompose",
  "normalize idempotent",
  "normalize equivalent",
  "normalize valid",
  "normalize same kind",
  "no normalization",
  "resolve valid",
  "resolve absolute",
  "relativize",
  "templates",
  "normalize keeps structure",
  "equivalent keeps structure",
  "resolve keeps structure",
] as const;
type LawName = (typeof LAW_NAMES)[number];

interface LawCount {
  checked: number;
  failed: number;
  /** The first failures: the inputs and what went wrong. */
  examples: string[];
}

export interface VariantReport {
  variant: string;
  /** Strings generated or mutated and put through the laws. */
  inputs: number;
  laws: Record<LawName, LawCount>;
  /** Typed refusals counted on the way (a law's allowed outcome), by kind. */
  refusals: Partial<Record<UriOperationErrorKind, number>>;
  /** The first inputs refused, by kind. */
  refused: Partial<Record<UriOperationErrorKind, string[]>>;
}

export interface LawOptions {
  /** How many inputs to generate and mutate for the variant. */
  inputs: number;
  seed: number;
  /** Only these laws (default: all). */
  laws?: readonly LawName[];
  /** How many failing examples to keep per law. */
  examples?: number;
  /**
   * The start rules the recompose law draws from: "all" (the default) every start rule with
   * components, "reference" only the variant's reference, base and target rules. Drawing from a
   * rule first builds fast-check's generator from its regular expression, which takes up to half
   * a second for a rule with IPv6 literals: `npm test` takes "reference", check:laws "all".
   */
  recomposeRules?: "all" | "reference";
}

const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..");

/** Real URIs (bench/data/urls.txt) and references (bench/data/refs.tsv): see bench/data/README.md. */
function realStrings(): string[] {
  const urls = readFileSync(join(root, "bench", "data", "urls.txt"), "utf8")
    .split("\n")
    .filter(Boolean);
  const refs = readFileSync(join(root, "bench", "data", "refs.tsv"), "utf8")
    .split("\n")
    .filter(Boolean)
    .map((line) => line.split("\t")[1] ?? "");
  return [...urls, ...refs];
}
let real: string[] | undefined;

/** A small seeded PRNG (mulberry32): the same seed gives the same inputs. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** What mutations insert: the characters URIs are made of, and the pieces that change meaning. */
const ALPHABET = [
  ..."aZz09-._~!$&'()*+,;=:@/?#[]% \"<>\\^`{|}",
  "é",
  "%41",
  "%61",
  "%2e",
  "%2E",
  "%2F",
  "%3a",
  "%3A",
  "%7e",
  "%25",
  "./",
  "../",
  "/./",
  "/../",
  "/.",
  "/..",
  "//",
  "x:",
  "HTTP://",
  "//H:80",
  ":80",
];

/** One change that keeps a URI close to meaningful: a letter's case, an encoding, a dot segment, a splice. */
function semanticMutation(input: string, other: string, random: () => number): string {
  const chars = [...input];
  const at = Math.floor(random() * (chars.length + 1));
  switch (Math.floor(random() * 6)) {
    case 0: {
      // A character percent-encoded, with hex digits of either case.
      const ch = chars[at] ?? "a";
      const code = ch.charCodeAt(0) & 0xff;
      let hex = "%" + code.toString(16).padStart(2, "0");
      if (random() < 0.5) hex = hex.toUpperCase();
      chars.splice(Math.min(at, chars.length), 1, hex);
      return chars.join("");
    }
    case 1: // The case of everything before a point (scheme, host) flipped.
      return (
        (random() < 0.5 ? input.slice(0, at).toUpperCase() : input.slice(0, at).toLowerCase()) +
        input.slice(at)
      );
    case 2: {
      // A dot segment after a "/".
      const slash = input.indexOf("/", Math.floor(random() * (input.length + 1)));
      if (slash === -1) return input + "/.";
      const piece = ["./", "../", ".", "..", "a/../", "./."][Math.floor(random() * 6)]!;
      return input.slice(0, slash + 1) + piece + input.slice(slash + 1);
    }
    case 3: // A splice of two inputs.
      return input.slice(0, at) + other.slice(Math.floor(random() * (other.length + 1)));
    default:
      return mutate(input, ALPHABET, random);
  }
}

/**
 * Strings of one rule of a variant: fresh from the rule's recognizer (fast-check stringMatching),
 * then real URIs and mutations of both, each kept when the rule accepts it.
 */
class Source {
  private readonly fresh: string[] = [];
  private readonly real: readonly string[];
  private readonly grammar: string;
  private chunk = 0;
  private used = 0;

  constructor(
    private readonly variant: string,
    private readonly rule: string,
    private readonly seed: number,
    private readonly random: () => number,
    /** How many fresh strings to generate at most (the rest are mutations). */
    private readonly freshBudget: number,
  ) {
    this.grammar = startRule("laws", { variant, rule } as never).variant.grammar;
    real ??= realStrings();
    this.real = real;
  }

  accepts(s: string): boolean {
    return isValid(s, { variant: this.variant, rule: this.rule } as never);
  }

  private freshOne(): string {
    if (this.used >= this.fresh.length) {
      const count = Math.min(500, Math.max(1, this.freshBudget - this.chunk * 500));
      this.fresh.push(
        ...sampleRule(grammarOf(this.grammar), this.rule, count, this.seed + this.chunk * 7919),
      );
      this.chunk++;
    }
    return this.fresh[this.used++]!;
  }

  /** A string to mutate: a real URI (valid or not) or one of the fresh strings. */
  private pick(): string {
    if (this.random() < 0.4) return this.real[Math.floor(this.random() * this.real.length)]!;
    if (this.fresh.length === 0) return this.freshOne();
    return this.fresh[Math.floor(this.random() * this.fresh.length)]!;
  }

  next(): string {
    if (this.used < this.freshBudget && (this.fresh.length === 0 || this.random() < 0.35))
      return this.freshOne();
    if (this.random() < 0.1) {
      const s = this.real[Math.floor(this.random() * this.real.length)]!;
      if (this.accepts(s)) return s;
    }
    for (let attempt = 0; attempt < 8; attempt++) {
      let s = this.pick();
      const rounds = 1 + Math.floor(this.random() * 3);
      for (let k = 0; k < rounds; k++) s = semanticMutation(s, this.pick(), this.random);
      if (this.accepts(s)) return s;
    }
    return this.fresh[Math.floor(this.random() * this.fresh.length)] ?? this.freshOne();
  }
}

export type Kind = "absolute" | "network-path" | "absolute-path" | "relative-path";

export function kindOf(variant: string, u: string): Kind {
  const c = parse(u, { variant } as never);
  if (c.scheme !== undefined) return "absolute";
  if (c.authority !== undefined || c.host !== undefined) return "network-path";
  return c.path.startsWith("/") ? "absolute-path" : "relative-path";
}

/** A URI of the variant: its target rule, a fragment allowed after it (RFC 2396 §5.2 step 7). */
export function isTarget(record: VariantRecord, s: string): boolean {
  const options = { variant: record.id, rule: record.targetRule } as never;
  if (isValid(s, options)) return true;
  const hash = s.indexOf("#");
  return hash !== -1 && isValid(s.slice(0, hash), options) && isValid(s, { variant: record.id } as never);
}

/** What resolve(b, t) is for a URI t, by the algorithm's own text (see the top of this file). */
export function absoluteTarget(record: VariantRecord, t: string): string {
  if (record.resolution !== "rfc3986") return t;
  const c = parse(t, { variant: record.id } as never);
  let path = removeDotSegments(c.path);
  if (c.authority === undefined && path.startsWith("//")) path = "/." + path;
  return recompose({ ...c, path });
}

/** The start rules whose matches have components, and what recompose(parse(u)) must give for u. */
export function recomposeRules(record: VariantRecord): string[] {
  return record.startRules.filter((name) => {
    const rule = startRule("laws", { variant: record.id, rule: name } as never);
    return splitsInside(rule) || rule.component !== undefined;
  });
}

export function recomposes(record: VariantRecord, rule: string, u: string): boolean {
  const c = parse(u, { variant: record.id, rule } as never) as unknown as Record<string, string | undefined>;
  const own = startRule("laws", { variant: record.id, rule } as never).component;
  if (own !== undefined) return c[own] === u;
  if (c.path === undefined && c.scheme === undefined && (c.authority !== undefined || c.host !== undefined))
    return recompose(c) === "//" + u;
  return recompose(c) === u;
}

function show(value: unknown): string {
  const text = typeof value === "string" ? JSON.stringify(value) : String(value);
  return text.length > 300 ? text.slice(0, 300) + "…" : text;
}

/** A typed refusal of the given kind, or the failure that says what happened instead. */
function refuses(kind: UriOperationErrorKind, run: () => unknown): boolean | string {
  try {
    return `returned ${show(run())} instead of a UriOperationError "${kind}"`;
  } catch (error) {
    if (error instanceof UriOperationError && error.kind === kind) return true;
    return `threw ${error instanceof Error ? `${error.name}: ${error.message}` : String(error)}`;
  }
}

/** One variant's run of the laws: where its inputs come from, and what each law counted. */
class LawRun {
  readonly record: VariantRecord;
  readonly variant: VariantRecord["id"];
  readonly random: () => number;
  /** The start rules the recompose law draws from. */
  readonly ruleNames: readonly string[];
  readonly laws: Record<LawName, LawCount>;
  readonly refusals: VariantReport["refusals"] = {};
  readonly refused: VariantReport["refused"] = {};
  inputs = 0;
  readonly #only: Set<LawName>;
  readonly #keep: number;
  readonly #options: LawOptions;
  readonly #sources = new Map<string, Source>();
  readonly #fresh: number;

  constructor(record: VariantRecord, options: LawOptions) {
    this.record = record;
    this.variant = record.id;
    this.#options = options;
    this.#only = new Set<LawName>(options.laws ?? LAW_NAMES);
    this.#keep = options.examples ?? 5;
    this.laws = Object.fromEntries(
      LAW_NAMES.map((name) => [name, { checked: 0, failed: 0, examples: [] as string[] }]),
    ) as Record<LawName, LawCount>;
    this.random = prng(options.seed);
    this.ruleNames =
      options.recomposeRules === "reference"
        ? recomposeRules(record).filter((rule) =>
            [record.defaultRule, record.baseRule, record.targetRule].includes(rule),
          )
        : recomposeRules(record);
    // Strings fresh from the grammar are the costly ones (fast-check draws them from the rule's
    // regular expression): 1 in 20 inputs, at most 40,000 per variant, shared by its rules; the
    // rest are mutations of them and of the real URIs.
    this.#fresh = Math.max(200, Math.min(40_000, Math.ceil(options.inputs / 20)));
  }

  runs(law: LawName): boolean {
    return this.#only.has(law);
  }

  /** The next input of a rule. */
  draw(rule: string): string {
    this.inputs++;
    let s = this.#sources.get(rule);
    if (s === undefined) {
      const { record, ruleNames } = this;
      const share =
        ruleNames.includes(rule) && rule !== record.defaultRule
          ? this.#fresh / 4 / ruleNames.length
          : this.#fresh / 4;
      const seed = this.#options.seed + this.#sources.size * 104_729;
      s = new Source(this.variant, rule, seed, this.random, Math.max(20, Math.ceil(share)));
      this.#sources.set(rule, s);
    }
    return s.next();
  }

  /** Runs one check of a law: true or a typed refusal the law allows passes, anything else fails. */
  check(
    law: LawName,
    what: () => string,
    body: () => boolean | string,
    allowed: readonly UriOperationErrorKind[] = [],
  ): void {
    if (!this.#only.has(law)) return;
    const count = this.laws[law];
    count.checked++;
    let verdict: boolean | string;
    try {
      verdict = body();
    } catch (error) {
      if (error instanceof UriOperationError && allowed.includes(error.kind)) {
        this.refusals[error.kind] = (this.refusals[error.kind] ?? 0) + 1;
        const list = (this.refused[error.kind] ??= []);
        if (list.length < this.#keep) list.push(what());
        return;
      }
      verdict = `threw ${error instanceof Error ? `${error.name}: ${error.message}` : String(error)}`;
    }
    if (verdict === true) return;
    count.failed++;
    if (count.examples.length < this.#keep)
      count.examples.push(`${what()}${verdict === false ? "" : `: ${verdict}`}`);
  }

  report(): VariantReport {
    const { variant, inputs, laws, refusals, refused } = this;
    return { variant, inputs, laws, refusals, refused };
  }
}

/** Checks every law on `options.inputs` inputs of one variant. */
export function checkVariant(variantId: string, options: LawOptions): VariantReport {
  const record = VARIANT_RECORDS.find((v) => v.id === variantId);
  if (record === undefined) throw new RangeError(`unknown variant ${variantId}`);
  const run = new LawRun(record, options);
  const isUriSyntax = (record.syntax ?? "uri") === "uri";
  for (let iteration = 1; run.inputs < options.inputs; iteration++) {
    if (!isUriSyntax) {
      checkTemplates(run);
      continue;
    }
    // recompose(parse(u)) === u, one start rule with components after another.
    if (run.ruleNames.length > 0 && run.runs("recompose")) {
      const rule = run.ruleNames[iteration % run.ruleNames.length]!;
      const u = run.draw(rule);
      run.check(
        "recompose",
        () =>
          `${rule} ${show(u)} parsed ${show(JSON.stringify(parse(u, { variant: run.variant, rule } as never)))}`,
        () => recomposes(record, rule, u),
      );
    }
    const u = run.draw(record.defaultRule);
    checkNormalize(run, u, LEVELS[iteration % 2]!);
    checkResolve(run, u, iteration);
  }
  return run.report();
}

const LEVELS = ["syntax", "scheme"] as const;

/** A grammar over URIs, not of them (RFC 6570): every operation refuses it, typed. */
function checkTemplates(run: LawRun): void {
  const { variant, record } = run;
  const u = run.draw(record.defaultRule);
  const v = run.draw(record.defaultRule);
  run.check(
    "templates",
    () => `${show(u)}, ${show(v)}`,
    () =>
      [
        refuses("not-a-uri-syntax", () => normalize(u, { variant })),
        refuses("not-a-uri-syntax", () => equivalent(u, v, { variant })),
        refuses("not-a-uri-syntax", () => resolve(u, v, { variant })),
        refuses("not-a-uri-syntax", () => relativize(u, v, { variant })),
      ].find((r) => r !== true) ?? true,
  );
}

/** normalize at one level: valid, idempotent, equivalent, of the same kind, keeping the structure. */
function checkNormalize(run: LawRun, u: string, level: (typeof LEVELS)[number]): void {
  const { variant, record } = run;
  if (record.normalization.none !== undefined) {
    run.check(
      "no normalization",
      () => show(u),
      () =>
        [
          refuses("no-normalization", () => normalize(u, { variant, level })),
          refuses("no-normalization", () => equivalent(u, u, { variant, level })),
          equivalent(u, u, { variant, level: "string" }) || "not equivalent to itself as a string",
        ].find((r) => r !== true) ?? true,
    );
    return;
  }
  const n = (() => {
    try {
      return normalize(u, { variant, level });
    } catch (error) {
      return error as Error;
    }
  })();
  const what = () => `${level} ${show(u)} → ${n instanceof Error ? n.message : show(n)}`;
  const normal = (): string => {
    if (n instanceof Error) throw n;
    return n;
  };
  run.check("normalize valid", what, () => isValid(normal(), { variant }));
  run.check("normalize idempotent", what, () => {
    const again = normalize(normal(), { variant, level });
    return again === normal() || `then ${show(again)}`;
  });
  run.check("normalize equivalent", what, () => equivalent(u, normal(), { variant, level }));
  run.check("normalize same kind", what, () => {
    const before = kindOf(variant, u);
    const after = kindOf(variant, normal());
    return before === after || `${before} became ${after}`;
  });
  // scripts/laws/structure.ts: no boundary moved, no delimiter decoded, no dot segment made.
  run.check("normalize keeps structure", what, () => normalizeKeepsStructure(record, u, normal(), level));
  const twin = respell(u, run.random);
  let same = false;
  try {
    same = equivalent(u, twin, { variant, level });
  } catch {
    // a twin the grammar rejects ("%" in a scheme-like first segment): nothing to compare
  }
  if (same)
    run.check(
      "equivalent keeps structure",
      () => `${level} ${show(u)} ≡ ${show(twin)}`,
      () => equivalentKeepsStructure(record, u, twin, level),
    );
}

/** resolve (a valid target or a typed no-target, keeping the structure; a URI itself) and relativize. */
function checkResolve(run: LawRun, u: string, iteration: number): void {
  const { variant, record } = run;
  const b = run.draw(record.baseRule);
  run.check(
    "resolve valid",
    () => `${show(b)} + ${show(u)}`,
    () => {
      const target = resolve(b, u, { variant });
      return isTarget(record, target) || `gave ${show(target)}`;
    },
    ["no-target"],
  );
  run.check(
    "resolve keeps structure",
    () => `${show(b)} + ${show(u)}`,
    () => resolveKeepsStructure(record, b, u, resolve(b, u, { variant })),
    ["no-target"],
  );
  // resolve of a URI: itself, as the algorithm makes it.
  const t = run.draw(record.targetRule);
  run.check(
    "resolve absolute",
    () => `${show(b)} + ${show(t)}`,
    () => {
      const target = resolve(b, t, { variant });
      const expected = absoluteTarget(record, t);
      return target === expected || `gave ${show(target)}, expected ${show(expected)}`;
    },
  );
  // relativize: resolve(b, relativize(b, x)) === resolve(b, x), for a URI x and for a target a
  // resolution gave (against another base).
  let x = t;
  if (iteration % 2 === 0) {
    try {
      x = resolve(run.draw(record.baseRule), u, { variant });
    } catch (error) {
      if (!(error instanceof UriOperationError || error instanceof UriSyntaxError)) throw error;
    }
  }
  if (record.resolution === "absolute-only") {
    run.check(
      "relativize",
      () => `${show(b)}, ${show(x)}`,
      () => refuses("no-relative-form", () => relativize(b, x, { variant })),
    );
    return;
  }
  run.check(
    "relativize",
    () => `${show(b)}, ${show(x)}`,
    () => {
      const r = relativize(b, x, { variant });
      const back = resolve(b, r, { variant });
      if (back === x) return true;
      const normalized = resolve(b, x, { variant });
      return (
        back === normalized ||
        `relativize gave ${show(r)}, which resolves to ${show(back)}, neither the target nor ${show(normalized)}`
      );
    },
  );
}
