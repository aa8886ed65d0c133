// Running a scheme's grammar: the recognizer decides (generated/<grammar>.automata.ts, compiled from
// the ABNF), and a rejection is explained by the same diagnosis machinery as every syntax error of
// the library (src/syntax/diagnose.ts), with the grammar's rules and sections. Only an accepted
// input reaches the PEG, whose actions build the parse result (as src/template/parse.ts does for
// RFC 6570): `npm run check:grammars` proves the PEG accepts exactly what the ABNF accepts.
import { parseWith } from "../syntax/parse.js";
import { ruleOf } from "../syntax/start-rule.js";
import type { UriSyntaxError } from "../syntax/errors.js";
import type { Variant } from "../variants/types.js";
import type { SchemeRecord } from "./types.js";

const variants = new WeakMap<SchemeRecord, Variant>();

/**
 * The record as the variant-shaped object the syntax layer's start rules and diagnoses take: its
 * grammar's automata and start rules, no components, no resolution (a scheme grammar is not a
 * generation of the URI syntax, and is not listed among the variants).
 */
function grammarVariant(record: SchemeRecord): Variant {
  let variant = variants.get(record);
  if (variant === undefined) {
    const startRules = [...new Set(Object.values(record.rules))];
    variant = {
      id: record.grammar,
      title: record.document,
      date: "",
      document: record.document,
      grammar: record.grammar,
      startRules,
      defaultRule: startRules[0]!,
      baseRule: startRules[0]!,
      targetRule: startRules[0]!,
      components: {},
      resolution: "none (a scheme grammar)",
      normalization: { unreservedRule: startRules[0]! },
      automata: record.automata,
    } as unknown as Variant;
    variants.set(record, variant);
  }
  return variant;
}

/** Runs the record's grammar (rule `rule`) on `text`: the PEG's value, or the syntax error. */
export function runGrammar(
  record: SchemeRecord,
  rule: string,
  text: string,
): { ok: true; value: unknown } | { ok: false; error: UriSyntaxError } {
  const start = ruleOf("schemes", grammarVariant(record), rule);
  if (start.recognizer.test(text, start.start))
    return { ok: true, value: record.peg(text, rule.replace(/-/g, "_")) };
  const result = parseWith(start, text);
  if (result.ok)
    throw new Error(
      `uri-grammar: the ${record.grammar} recognizer disagrees with itself on ${JSON.stringify(text)}`,
    );
  return result;
}
