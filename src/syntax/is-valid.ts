// isValid: whether a string is in a rule's language, by the grammar's minimal DFA. The hot path of
// schema validators, and the lightest import of the library: this module reaches RFC 3986's
// recognizer and nothing else (not its splitter, not its error messages, no other grammar), so a
// bundle of `import { isValid } from "uri-grammar"` holds just that (`npm run size`).
import { recognizer as rfc3986Recognizer } from "../../generated/rfc3986.automata.js";
import { recognizerOf } from "../../automata/decoded.js";
import type { Recognizer } from "../../automata/engines.js";
import type { PackedRecognizer } from "../../automata/format.js";
import { checkOptions, checkString } from "../arguments.js";
import { lookupVariant } from "../variants/registry.js";
import type { VariantLike } from "../variants/rules.js";
import type { ParseOptions } from "./parse.js";
import { checkRule } from "./start-rule.js";

const RFC3986_RULES = Object.keys(rfc3986Recognizer.starts);

/** A recognizer and a start state. */
interface Compiled {
  readonly recognizer: Recognizer;
  readonly start: number;
}

const byPacked = new WeakMap<PackedRecognizer, Map<unknown, Compiled>>();
/** RFC 3986's, by rule spelling: the default grammar's rules without a WeakMap lookup. */
const rfc3986Rules = new Map<unknown, Compiled>();

/** The last rule looked up: a validator checks one format over and over. */
let lastPacked: PackedRecognizer | undefined;
let lastRule: unknown;
let lastCompiled: Compiled | undefined;

/**
 * The recognizer of a grammar (decoded on first use) and the start state of one of its rules, by
 * any spelling of the rule: what isValid and the JSON Schema formats run.
 */
function compiled(
  packed: PackedRecognizer,
  variantId: string,
  startRules: readonly string[],
  rule: unknown,
): Compiled {
  if (packed === lastPacked && rule === lastRule) return lastCompiled!;
  let rules = packed === rfc3986Recognizer ? rfc3986Rules : byPacked.get(packed);
  if (rules === undefined) byPacked.set(packed, (rules = new Map()));
  let found = rules.get(rule);
  if (found === undefined) {
    const recognizer = recognizerOf(packed);
    const name = checkRule("isValid", variantId, startRules, packed, rule);
    found = { recognizer, start: recognizer.start(name)! };
    rules.set(rule, found);
  }
  lastPacked = packed;
  lastRule = rule;
  return (lastCompiled = found);
}

let defaults: Compiled | undefined;

const OPTIONS = ["variant", "rule"] as const;

/** The options of the call before (as given) and what they named: a caller checks many inputs alike. */
let lastVariant: unknown;
let lastName: unknown;
let lastNamed: Compiled | undefined;

/** Whether `input` is in the language of the variant's rule (default: RFC 3986's URI-reference). */
export function isValid<V extends VariantLike = "rfc3986">(
  input: string,
  options?: ParseOptions<V>,
): boolean {
  checkString("isValid", "input", input);
  let rule: Compiled;
  if (options === undefined)
    rule = defaults ??= compiled(rfc3986Recognizer, "rfc3986", RFC3986_RULES, "URI-reference");
  else {
    checkOptions("isValid", options, OPTIONS);
    const { variant, rule: name } = options;
    rule =
      variant === lastVariant && name === lastName && lastNamed !== undefined
        ? lastNamed
        : named(variant, name);
  }
  return rule.recognizer.test(input, rule.start);
}

/** The recognizer and start state that the options name (the variant object or id, and the rule). */
function named(variant: unknown, name: unknown): Compiled {
  // RFC 3986 by its id or by default needs no variant object: its recognizer is imported here.
  const record =
    variant === undefined || variant === "rfc3986" ? undefined : lookupVariant("isValid", variant);
  const found =
    record === undefined
      ? compiled(rfc3986Recognizer, "rfc3986", RFC3986_RULES, name ?? "URI-reference")
      : compiled(record.automata.recognizer, record.id, record.startRules, name ?? record.defaultRule);
  lastVariant = variant;
  lastName = name;
  return (lastNamed = found);
}
