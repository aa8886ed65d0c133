// A start rule of a variant, resolved once: its name, its component, and where its automata start.
// Every syntax operation (isValid, parse, the semantic layers' parses) runs on one of these.
import type { Beside } from "../../automata/beside.js";
import { besideOf, recognizerOf, splitterOf } from "../../automata/decoded.js";
import { type DelimitedEntry, delimitedCompanion } from "./delimited.js";
import type { Recognizer, Splitter } from "../../automata/engines.js";
import type { PackedRecognizer } from "../../automata/format.js";
import { checkString } from "../arguments.js";
import type { Variant } from "../variants/types.js";
import { spanOf } from "./components.js";

/**
 * The name of a grammar's rule as the grammar spells it, from a spelling a user may give: ABNF rule
 * names are case-insensitive (RFC 5234 §2.1), and older documents spell with "_" what ABNF must
 * spell with "-" (RFC 2396's abs_path is abs-path here).
 */
const spellings = new WeakMap<object, Map<string, string>>();

function ruleKey(name: string): string {
  return name.toLowerCase().replace(/_/g, "-");
}

function ruleNamed(recognizer: PackedRecognizer, name: string): string | undefined {
  let names = spellings.get(recognizer.starts);
  if (names === undefined) {
    names = new Map(Object.keys(recognizer.starts).map((rule) => [ruleKey(rule), rule]));
    spellings.set(recognizer.starts, names);
  }
  return names.get(ruleKey(name));
}

/** A rule name that the recognizer has, or the RangeError that lists the variant's start rules. */
export function checkRule(
  fn: string,
  variantId: string,
  startRules: readonly string[],
  recognizer: PackedRecognizer,
  name: unknown,
): string {
  checkString(fn, "rule", name);
  const canonical = ruleNamed(recognizer, name);
  if (canonical === undefined)
    throw new RangeError(
      `${fn}: variant ${variantId} has no start rule ${JSON.stringify(name)}; its start rules: ${startRules.join(", ")}`,
    );
  return canonical;
}

export class StartRule {
  /** The rule's name in its grammar, e.g. "URI-reference". */
  readonly name: string;
  readonly variant: Variant;
  /** The component this rule fills by itself (`host` → "host"), if any. */
  readonly component: string | undefined;
  /** Where that component's span is in Spans (src/syntax/components.ts); -1 when there is none. */
  readonly componentSpan: number;
  /** The minimal DFA of the grammar, and this rule's start state in it. */
  readonly recognizer: Recognizer;
  readonly start: number;
  /** The splitter's side of the rule, once splitOf has decoded it. */
  split: SplitRule | undefined = undefined;

  constructor(variant: Variant, name: string) {
    this.variant = variant;
    this.name = name;
    this.component = variant.components[name];
    this.componentSpan = spanOf(this.component);
    this.recognizer = recognizerOf(variant.automata.recognizer);
    this.start = this.recognizer.start(name)!;
  }
}

/** What the grammar's splitter (its tagged DFA) knows of a start rule. */
export interface SplitRule {
  /**
   * For a rule that the variant's document reads at its delimiters (its record's `delimited`, RFC
   * 3986 Appendix B): the recognizer with that reading beside it, which splits in the pass that
   * validates (automata/beside.ts); null for the others, which the tagged DFA splits.
   */
  readonly beside: Beside | null;
  /** Where the reading beside the recognizer starts, for a rule inside a reference (delimitedCompanion). */
  readonly entry: DelimitedEntry | undefined;
  /** The tagged DFA that finds the components inside the rule; null when it has none inside. */
  readonly splitter: Splitter | null;
  /** The rule's start state in the splitter (-1 when it has none). */
  readonly start: number;
  /** Whether the rule's matches contain the path component (then `path` is always present, possibly ""). */
  readonly coversPath: boolean;
}

/**
 * The splitter's side of a start rule, decoded on first use: a program that never parses never
 * decodes the grammar's splitter, and, this being a function and not a method of StartRule, a
 * bundle that never parses (the Ajv resolver, src/ajv.ts, which recognizes only) leaves the tagged
 * DFA's engine out. A variant whose record reads its references at their delimiters (`delimited`)
 * has no tagged DFA at all (scripts/build-variants.ts leaves it out): every one of its rules with
 * components inside it is split beside the recognizer.
 */
export function splitOf(rule: StartRule): SplitRule {
  if (rule.split !== undefined) return rule.split;
  const packed = rule.variant.automata.splitter;
  const splitter = packed === null ? null : splitterOf(packed);
  const start = splitter?.start(rule.name);
  const delimited = rule.variant.delimited;
  // The rules the record's document reads at its delimiters: its references (`starts`), and the
  // hier-part, relative-part and authority inside them, read from where they begin.
  const entry: DelimitedEntry | null | undefined =
    delimited === undefined
      ? null
      : delimited.starts[rule.name] !== undefined
        ? undefined
        : delimited.hier.includes(rule.name)
          ? "hier"
          : rule.name === delimited.authority
            ? "authority"
            : null;
  return (rule.split = {
    beside: entry === null ? null : besideOf(rule.recognizer, delimitedCompanion(entry)),
    entry: entry ?? undefined,
    splitter: start === undefined ? null : splitter,
    start: start ?? -1,
    coversPath:
      rule.component === "path" ||
      (entry !== null && entry !== "authority") ||
      (packed?.covers[rule.name]?.split(" ").includes("path") ?? false),
  });
}

/** Whether a start rule's matches have components inside them (split beside the recognizer or by the tagged DFA). */
export function splitsInside(rule: StartRule): boolean {
  const split = splitOf(rule);
  return split.beside !== null || split.splitter !== null;
}

/**
 * Whether a variant's grammar has rules with components inside them: it has a tagged DFA, or its
 * record reads its references at their delimiters (then the tagged DFA is left out, see splitOf).
 */
export function hasComponents(variant: Variant): boolean {
  return variant.automata.splitter !== null || variant.delimited !== undefined;
}

const resolved = new WeakMap<Variant, Map<unknown, StartRule>>();

/**
 * The start rule `name` (any spelling, see ruleNamed) of a variant; its default rule when `name` is
 * undefined. A name seen before is one map lookup: this runs on every call of every operation.
 */
export function ruleOf(fn: string, variant: Variant, name?: unknown): StartRule {
  let rules = resolved.get(variant);
  if (rules === undefined) resolved.set(variant, (rules = new Map()));
  const seen = rules.get(name);
  if (seen !== undefined) return seen;
  const canonical = checkRule(
    fn,
    variant.id,
    variant.startRules,
    variant.automata.recognizer,
    name === undefined ? variant.defaultRule : name,
  );
  let rule = rules.get(canonical);
  if (rule === undefined) rules.set(canonical, (rule = new StartRule(variant, canonical)));
  rules.set(name, rule);
  return rule;
}
