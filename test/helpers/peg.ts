// The PEG transcriptions (generated/<grammar>.peg.js) for the tests: the library never runs them (its
// automata are compiled from the ABNF); the tests hold the automata's verdicts and components equal
// to the PEG's, and both to the ABNF's oracle (test/helpers/oracle.ts).
import type { PartialComponents } from "../../src/syntax/components.js";
import { startRule } from "../../src/syntax/parse.js";
import { splitOf } from "../../src/syntax/start-rule.js";
import "../../src/variants/all.js";
import type { PegModule } from "../../compiler/equivalence.js";
import * as peg_url_draft_1993 from "../../generated/url-draft-1993.peg.js";
import * as peg_url_draft_1994 from "../../generated/url-draft-1994.peg.js";
import * as peg_rfc1738 from "../../generated/rfc1738.peg.js";
import * as peg_rfc1808 from "../../generated/rfc1808.peg.js";
import * as peg_draft_fielding_url_syntax_05 from "../../generated/draft-fielding-url-syntax-05.peg.js";
import * as peg_rfc2396 from "../../generated/rfc2396.peg.js";
import * as peg_rfc2732 from "../../generated/rfc2732.peg.js";
import * as peg_draft_fielding_uri_rfc2396bis_01 from "../../generated/draft-fielding-uri-rfc2396bis-01.peg.js";
import * as peg_rfc3986 from "../../generated/rfc3986.peg.js";
import * as peg_rfc3987 from "../../generated/rfc3987.peg.js";
import * as peg_rfc6570 from "../../generated/rfc6570.peg.js";
import * as peg_rfc6874 from "../../generated/rfc6874.peg.js";

export const PEG: Readonly<Record<string, PegModule>> = {
  "url-draft-1993": peg_url_draft_1993,
  "url-draft-1994": peg_url_draft_1994,
  rfc1738: peg_rfc1738,
  rfc1808: peg_rfc1808,
  "draft-fielding-url-syntax-05": peg_draft_fielding_url_syntax_05,
  rfc2396: peg_rfc2396,
  rfc2732: peg_rfc2732,
  "draft-fielding-uri-rfc2396bis-01": peg_draft_fielding_uri_rfc2396bis_01,
  rfc3986: peg_rfc3986,
  rfc3987: peg_rfc3987,
  rfc6570: peg_rfc6570,
  rfc6874: peg_rfc6874,
};

const noTrace = { trace(): void {} };

/** The PEG rule name of an ABNF rule name. */
function pegName(rule: string): string {
  return rule.replace(/-/g, "_");
}

/**
 * The components the PEG's actions give for `input` as the variant's rule (its default rule when
 * none is named), or null when the PEG rejects it.
 */
export function pegParse(
  input: string,
  options: { variant?: string; rule?: string } = {},
): PartialComponents | null {
  const rule = startRule("pegParse", options as never);
  const parser = PEG[rule.variant.grammar]!;
  let result: unknown;
  try {
    result = parser.parse(input, { startRule: pegName(rule.name), tracer: noTrace });
  } catch (error) {
    if (error instanceof Error && error.name === "SyntaxError") return null;
    throw error;
  }
  // A rule with components returns them from its actions; a rule of a grammar that has none (RFC
  // 6570's template rules build a tree for src/template) yields no components, as the automata say.
  if (splitOf(rule).splitter !== null && typeof result === "object" && result !== null)
    return result as PartialComponents;
  if (rule.component !== undefined && typeof result === "string") return { [rule.component]: result };
  return {};
}

/** Whether the PEG accepts `input` as the rule. */
export function pegAccepts(input: string, options: { variant?: string; rule?: string } = {}): boolean {
  return pegParse(input, options) !== null;
}
