// The one list of variants: every variant's record, oldest first, and what the build compiles for
// each grammar. Every other file that lists the variants (their modules, the entry points, the
// exports of package.json, the size budgets, the README's table, the explorer's and the tests'
// lists) is written from RECORDS by `npm run build:variants` (scripts/build-variants.ts) and held to
// it by `npm run check:generated`. Data only: the build reads this before anything is generated
// (scripts/build.ts).
import type { GrammarBuild, VariantRecord } from "../types.js";
import { draftFieldingUriRfc2396bis01 } from "./draft-fielding-uri-rfc2396bis-01.js";
import { draftFieldingUrlSyntax05 } from "./draft-fielding-url-syntax-05.js";
import { rfc1738 } from "./rfc1738.js";
import { rfc1808 } from "./rfc1808.js";
import { rfc2396 } from "./rfc2396.js";
import { rfc2732 } from "./rfc2732.js";
import { rfc3986 } from "./rfc3986.js";
import { rfc3987 } from "./rfc3987.js";
import { rfc6570 } from "./rfc6570.js";
import { rfc6874 } from "./rfc6874.js";
import { urlDraft1993 } from "./url-draft-1993.js";
import { urlDraft1994 } from "./url-draft-1994.js";

/** Every variant's record, oldest first (the order `uri-grammar variants` lists them in). */
export const RECORDS: readonly VariantRecord[] = [
  urlDraft1993,
  urlDraft1994,
  rfc1738,
  rfc1808,
  draftFieldingUrlSyntax05,
  rfc2396,
  rfc2732,
  draftFieldingUriRfc2396bis01,
  rfc3986,
  rfc3987,
  rfc6570,
  rfc6874,
];

/**
 * The rules of a record that run on automata: its start rules, and the rules the semantic layers
 * name (the base and target rules of resolution, the unreserved rule of normalization).
 */
function rulesOf(record: VariantRecord): string[] {
  return [
    ...new Set([
      ...record.startRules,
      record.defaultRule,
      record.baseRule,
      record.targetRule,
      record.normalization.unreservedRule,
      ...(record.normalization.queryRule === undefined ? [] : [record.normalization.queryRule]),
    ]),
  ];
}

/** Per grammar file: the rules of every variant that uses it, and its captures. */
export const GRAMMARS: readonly GrammarBuild[] = [
  ...RECORDS.reduce((grammars, record) => {
    const known = grammars.get(record.grammar);
    grammars.set(record.grammar, {
      name: record.grammar,
      startRules: [...new Set([...(known?.startRules ?? []), ...rulesOf(record)])],
      components: record.components,
    });
    return grammars;
  }, new Map<string, GrammarBuild>()).values(),
];
