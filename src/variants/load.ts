// Loads a variant's generated code on first use. The generated modules are CommonJS so that a
// synchronous API can load them lazily: `import { isValid } from "uri-grammar"` loads RFC 3986's
// recognizers when first called, and never loads the 1993 grammar unless asked for it.
import { createRequire } from "node:module";
import type { TraceEvent } from "../../generated/rfc3986.parser.cjs";
import { type DfaData, Recognizer, Splitter } from "../syntax/dfa.js";
import { spanOf } from "../syntax/components.js";
import { DEFAULT_VARIANT, VARIANTS } from "./registry.js";
import type { VariantRecord } from "./types.js";

const require = createRequire(import.meta.url);

export interface ParserModule {
  parse(input: string, options: { startRule: string; tracer?: { trace(event: TraceEvent): void } }): unknown;
  SyntaxError: new (...args: never[]) => Error;
  /** PEG rule name → display name, for the rules error messages list as expected items. */
  displayNames: Readonly<Record<string, string>>;
}

export interface RecognizerRule {
  readonly section: string | null;
  readonly source: string;
  readonly capture: { readonly source: string; readonly groups: readonly string[] } | null;
}

/** A start rule of a variant, resolved once: its names, its section and its compiled patterns. */
export interface StartRule {
  /** The RFC's name, e.g. "URI-reference". */
  readonly name: string;
  /** The PEG rule's name, e.g. "URI_reference". */
  readonly pegName: string;
  readonly section: string | null;
  /** The component this rule fills by itself (`host` → "host"), if any. */
  readonly component: string | undefined;
  /** Where that component's span is in Spans (src/syntax/components.ts); -1 when there is none. */
  readonly componentSpan: number;
  /** Whether the regular expressions below may be used: false for the record's superLinearRules. */
  readonly fast: boolean;
  /** Whether parse takes the components from the splitter's capture groups (else from the PEG). */
  readonly splitsWithCaptures: boolean;
  /** Exact recognizer, no captures. */
  readonly recognizer: RegExp;
  /** Recognizer with capture groups, and the component of each group. */
  readonly splitter: RegExp;
  readonly groups: readonly string[];
  /** Whether the rule's matches contain the path component (then `path` is always present). */
  readonly coversPath: boolean;
  /** The minimal DFA of the rule (generated/<grammar>.dfa.cjs), when the grammar has one for it. */
  readonly dfa: Recognizer | undefined;
  /** The tagged DFA that also finds the components (none for a rule without components). */
  readonly splitterDfa: Splitter | undefined;
}

export interface LoadedVariant {
  readonly record: VariantRecord;
  readonly parser: ParserModule;
  /** The same parser built with peggy's tracing (for diagnostics), loaded on the first error. */
  traced(): ParserModule;
  readonly recognizers: Readonly<Record<string, RecognizerRule>>;
  rule(name?: string): StartRule;
  /** Section of a rule by its RFC name or its PEG name. */
  sectionOf(name: string): string | null;
}

const byId = new Map(VARIANTS.map((v) => [v.id, v]));
const loaded = new Map<string, LoadedVariant>();

export function variantIds(): string[] {
  return VARIANTS.map((v) => v.id);
}

export function getRecord(id: string = DEFAULT_VARIANT): VariantRecord {
  const record = byId.get(id);
  if (!record)
    throw new RangeError(`unknown variant ${JSON.stringify(id)}; known variants: ${variantIds().join(", ")}`);
  return record;
}

export function pegName(ruleName: string): string {
  return ruleName.replace(/-/g, "_");
}

export function loadVariant(id: string = DEFAULT_VARIANT): LoadedVariant {
  if (typeof id !== "string") throw new TypeError(`variant: expected a string, got ${describe(id)}`);
  const cached = loaded.get(id);
  if (cached) return cached;
  const record = getRecord(id);
  const parser = require(`../../generated/${record.grammar}.parser.cjs`) as ParserModule;
  let traced: ParserModule | undefined;
  let automata: Readonly<Record<string, DfaData>> | undefined;
  const recognizers = (
    require(`../../generated/${record.grammar}.abnf.cjs`) as { rules: Record<string, RecognizerRule> }
  ).rules;
  const rules = new Map<string, StartRule>();
  const bySpelling = new Map<unknown, StartRule>();
  // ABNF rule names are case-insensitive (RFC 5234 §2.1), and older documents spell with "_" what
  // ABNF must spell with "-" (RFC 2396's abs_path is abs-path here): both are accepted.
  const ruleKey = (name: string) => name.toLowerCase().replace(/_/g, "-");
  const byLower = new Map(record.startRules.map((r) => [ruleKey(r), r]));
  const sections = new Map<string, string | null>();
  for (const [name, r] of Object.entries(recognizers)) {
    sections.set(name, r.section);
    sections.set(pegName(name), r.section);
  }
  const variant: LoadedVariant = {
    record,
    parser,
    traced() {
      traced ??= require(`../../generated/${record.grammar}.traced.cjs`) as ParserModule;
      return traced;
    },
    recognizers,
    rule(name = record.defaultRule) {
      // Hot path (every parse and isValid): a name seen before is one map lookup.
      const seen = bySpelling.get(name);
      if (seen) return seen;
      if (typeof name !== "string") throw new TypeError(`rule: expected a string, got ${describe(name)}`);
      const canonical = byLower.get(ruleKey(name));
      if (!canonical) {
        throw new RangeError(
          `variant ${record.id} has no start rule ${JSON.stringify(name)}; its start rules: ${record.startRules.join(", ")}`,
        );
      }
      let rule = rules.get(canonical);
      if (!rule) {
        const r = recognizers[canonical];
        if (!r)
          throw new RangeError(`variant ${record.id}: start rule ${canonical} is missing from its ABNF`);
        automata ??= (
          require(`../../generated/${record.grammar}.dfa.cjs`) as { rules: Record<string, DfaData> }
        ).rules;
        const dfa = automata[canonical];
        rule = {
          name: canonical,
          pegName: pegName(canonical),
          section: r.section,
          component: record.components[canonical],
          componentSpan: spanOf(record.components[canonical]),
          fast: !(record.superLinearRules ?? []).some((r) => ruleKey(r) === ruleKey(canonical)),
          splitsWithCaptures: (record.componentsFrom ?? "captures") === "captures",
          recognizer: new RegExp(r.source, "u"),
          splitter: new RegExp(r.capture?.source ?? r.source, "u"),
          groups: r.capture?.groups ?? [],
          coversPath: (r.capture?.groups ?? []).includes("path"),
          dfa: dfa ? new Recognizer(dfa) : undefined,
          splitterDfa: dfa?.splitter ? new Splitter(dfa.splitter) : undefined,
        };
        rules.set(canonical, rule);
      }
      bySpelling.set(name, rule);
      return rule;
    },
    sectionOf(name) {
      return sections.get(name) ?? null;
    },
  };
  loaded.set(id, variant);
  return variant;
}

/** How a value that is not what was asked for is named in a TypeError. */
export function describe(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "an array";
  const type = typeof value;
  if (type === "string") return `the string ${JSON.stringify(value)}`;
  if (type === "object") return "an object";
  if (type === "undefined") return "undefined";
  return `${type} ${String(value)}`;
}
