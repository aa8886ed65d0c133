// Reading a URI by its scheme's grammar: RFC 3986 first (the generic syntax: every scheme's URIs
// are URIs), then the scheme's grammar on the URI (without the fragment, which is not the scheme's
// unless its grammar says so, RFC 3986 §3.5), then the MUSTs of its prose.
import { UriSyntaxError } from "../syntax/errors.js";
import { oneLineAt } from "../syntax/message.js";
import type { Components } from "../syntax/components.js";
import { runGrammar } from "./run-grammar.js";
import type { ProseRule, SchemeParts, SchemeRecord } from "./types.js";

/** A URI that its scheme's grammar accepts but its prose does not (RFC 9110 §4.2.1's empty host, ...). */
export class SchemeRuleError extends UriSyntaxError {
  override name = "SchemeRuleError";
  /** The rule's stable code (also the linter's). */
  readonly code: string;
  /** The section that states the rule. */
  readonly section: string;
  readonly reason: string;
  constructor(record: SchemeRecord, rule: ProseRule, uri: string, startRule: string, offset: number) {
    super({
      ...oneLineAt(uri, offset),
      context: { rule: startRule, section: rule.section },
      ruleStack: [startRule],
      rule: startRule,
      variant: record.grammar,
    });
    this.code = rule.code;
    this.section = rule.section;
    this.reason = rule.message;
  }
}

Object.defineProperty(SchemeRuleError.prototype, "message", {
  configurable: true,
  get(this: SchemeRuleError): string {
    return `not a valid ${this.rule} (${this.variant}): ${this.reason} (${this.section}) at offset ${this.offset}`;
  },
});

export type SchemeReading = { ok: true; parts: SchemeParts } | { ok: false; error: UriSyntaxError };

/** The scheme-specific reading of a URI whose generic components are `components`. */
export function readScheme(record: SchemeRecord, uri: string, components: Components): SchemeReading {
  const scheme = components.scheme!.toLowerCase();
  const rule = record.rules[scheme]!;
  const text =
    record.fragment === "outside" && components.fragment !== undefined
      ? uri.slice(0, uri.length - components.fragment.length - 1)
      : uri;
  const result = runGrammar(record, rule, text);
  if (!result.ok) return result;
  const parts = record.build(result.value as never, uri, components);
  for (const prose of record.prose) {
    const offset = (prose.check as (p: SchemeParts, u: string, c: Components) => number)(
      parts,
      uri,
      components,
    );
    if (offset >= 0)
      return { ok: false, error: new SchemeRuleError(record, prose as ProseRule, uri, rule, offset) };
  }
  return { ok: true, parts };
}
