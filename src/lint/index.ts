// uri-grammar/lint: lint(uri) → findings, each with a stable code, a severity, the offset, the
// section it comes from and a one-line fix. The checks are a table (src/lint/rules.ts): RFC 3986
// §7's hazards (§7.3 back-end transcoding, §7.4 rare IP address forms, §7.5 passwords, §7.6
// semantic attacks), what §6.2 normalization would change, RFC 3987's IRI rules, the scheme
// grammars' verdicts (src/schemes), and where a WHATWG URL parser reads a different scheme, host,
// port or path than RFC 3986 does.
import { checkOptions, checkString, describeValue } from "../arguments.js";
import { lintContext } from "./context.js";
import { LINT_RULES } from "./rules.js";
import { FINDINGS_PER_RULE, type Finding, type LintOptions, type Severity } from "./types.js";

export { LINT_RULES } from "./rules.js";
export type { Finding, LintOptions, LintRule, Reading, Severity, WhatwgUrl } from "./types.js";

export const SEVERITIES: readonly Severity[] = ["error", "warning", "info"];

/** Whether a severity is at or above a threshold ("error" > "warning" > "info"). */
export function atLeast(severity: Severity, threshold: Severity): boolean {
  return SEVERITIES.indexOf(severity) <= SEVERITIES.indexOf(threshold);
}

/**
 * The findings of one URI reference (or IRI reference), ordered by offset, then by the table's
 * order. An input that is not a URI reference is not an exception: it is a "syntax" finding.
 */
export function lint(uri: string, options?: LintOptions): Finding[] {
  checkString("lint", "uri", uri);
  const o = checkOptions("lint", options, ["whatwg", "schemes"]);
  if (o.whatwg !== undefined && o.whatwg !== false && typeof o.whatwg !== "function")
    throw new TypeError(`lint: whatwg must be a URL constructor or false, got ${describeValue(o.whatwg)}`);
  if (o.schemes !== undefined && typeof o.schemes !== "boolean")
    throw new TypeError(`lint: schemes must be a boolean, got ${describeValue(o.schemes)}`);
  const context = lintContext(uri, o as LintOptions);
  const findings: Finding[] = [];
  for (const rule of LINT_RULES) {
    const hits = rule.check(context);
    for (let k = 0; k < hits.length; k++) {
      const hit = hits[k]!;
      if (k === FINDINGS_PER_RULE) {
        // A hostile input can have a finding every few characters: the rest is one finding.
        findings.push({
          code: "more-findings",
          severity: hit.severity ?? rule.severity,
          offset: hit.offset,
          section: hit.section ?? rule.section,
          message: `more "${hit.code ?? rule.code}" findings from offset ${hit.offset} on: lint lists at most ${FINDINGS_PER_RULE} of one rule`,
          fix: rule.fix,
        });
        break;
      }
      findings.push({
        code: hit.code ?? rule.code,
        severity: hit.severity ?? rule.severity,
        offset: hit.offset,
        section: hit.section ?? rule.section,
        message: hit.message ?? rule.summary,
        fix: rule.fix,
        ...(hit.readings !== undefined && { readings: hit.readings }),
      });
    }
  }
  return findings.sort((a, b) => a.offset - b.offset);
}
