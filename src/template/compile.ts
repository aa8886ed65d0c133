// A parsed template in the form expansion and matching use: literals already encoded (RFC 6570
// §3.1), each expression with its row of the Appendix A table. Compiled once per template string
// and kept in a cache bounded by the characters it holds (templates are few and used many times).
import { RESERVED_OPERATORS, type Expression, type UriTemplate } from "./ast.js";
import { encode } from "./encode.js";
import { UriTemplateError } from "./errors.js";
import { OPERATORS, type OperatorRow } from "./operators.js";
import { parseTemplate } from "./parse.js";
import { WeightedCache } from "./cache.js";

export interface CompiledVarspec {
  readonly name: string;
  /** max-length of a prefix modifier (RFC 6570 §2.4.1); 0 when there is none. */
  readonly prefix: number;
  readonly explode: boolean;
  /** Offset of the varname in the template. */
  readonly offset: number;
}

export interface CompiledExpression {
  /** The Appendix A row; null for an op-reserve operator (an error when expanded or matched). */
  readonly row: OperatorRow | null;
  readonly operator: string;
  readonly varspecs: readonly CompiledVarspec[];
  readonly offset: number;
  readonly end: number;
}

export interface CompiledTemplate {
  readonly template: string;
  /** Encoded literal text, or an expression. */
  readonly parts: readonly (string | CompiledExpression)[];
}

/** RFC 6570 §3.1: a literal character allowed in a URI is copied, any other is UTF-8 pct-encoded. */
function literalText(text: string): string {
  // The grammar admits "%" in literals only as a pct-encoded triplet, so U+R encoding (which
  // copies reserved and unreserved characters and triplets) is exactly RFC 6570 §3.1's rule.
  const encoded = encode(text, true);
  // Literals are ucschar / iprivate / ASCII: never a lone surrogate.
  return typeof encoded === "string" ? encoded : text;
}

function compileExpression(e: Expression): CompiledExpression {
  const operator = e.operator ?? "";
  return {
    row: RESERVED_OPERATORS.has(operator) ? null : OPERATORS[operator]!,
    operator,
    varspecs: e.varspecs.map((v) => ({
      name: v.name,
      prefix: v.modifier?.type === "prefix" ? v.modifier.maxLength : 0,
      explode: v.modifier?.type === "explode",
      offset: v.offset,
    })),
    offset: e.offset,
    end: e.end,
  };
}

function compileTree(template: string, tree: UriTemplate): CompiledTemplate {
  const parts = tree.parts.map((p) => (p.type === "literals" ? literalText(p.text) : compileExpression(p)));
  return { template, parts };
}

/**
 * At most this many template characters are kept compiled (a few megabytes); a template longer
 * than a quarter of it is compiled at every call, in time linear in its length.
 */
const CACHE_CHARACTERS = 1 << 18;
const cache = new WeightedCache<CompiledTemplate>(CACHE_CHARACTERS);

/** The template characters the cache holds (for tests). */
export function cachedCharacters(): number {
  return cache.weight;
}

/** The compiled template; throws UriTemplateError (syntax) and TypeError like parseTemplate. */
export function compileTemplate(template: string): CompiledTemplate {
  const hit = cache.get(template);
  if (hit !== undefined) return hit;
  const compiled = compileTree(template, parseTemplate(template));
  cache.set(template, compiled, template.length + 1);
  return compiled;
}

/** The error for an expression whose operator is op-reserve (RFC 6570 §2.2, §3). */
export function reservedOperatorError(template: string, e: CompiledExpression): UriTemplateError {
  return new UriTemplateError({
    kind: "reserved-operator",
    template,
    offset: e.offset + 1,
    message: `operator ${JSON.stringify(e.operator)} at offset ${e.offset + 1} is reserved for future extensions (op-reserve, RFC 6570 §2.2); it cannot be expanded (§3)`,
  });
}
