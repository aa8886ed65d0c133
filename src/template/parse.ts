// The one place the template layer reaches the generated RFC 6570 parser: its actions
// (grammar/rfc6570.peggy) build the tree of src/template/ast.ts.
import { safeParse } from "../syntax/parse.js";
import { loadVariant } from "../variants/load.js";
import { describe } from "./describe.js";
import type { UriTemplate } from "./ast.js";
import { UriTemplateError } from "./errors.js";

/**
 * Parses a URI Template (RFC 6570 §2, Level 4 syntax) into its tree. Throws UriTemplateError
 * (kind "syntax") for a string that is not a URI-Template, and TypeError for a non-string.
 */
export function parseTemplate(text: string): UriTemplate {
  if (typeof text !== "string") throw new TypeError(`template: expected a string, got ${describe(text)}`);
  const variant = loadVariant("rfc6570");
  try {
    return variant.parser.parse(text, { startRule: "URI_Template" }) as UriTemplate;
  } catch (error) {
    if (!(error instanceof variant.parser.SyntaxError)) throw error;
    // The project's diagnosis (expected items named by their ABNF rules, the enclosing rule and its
    // section) rather than peggy's own message.
    const result = safeParse(text, { variant: "rfc6570", rule: "URI-Template" });
    if (result.ok) throw new Error(`internal: the RFC 6570 PEG rejects a template its DFA accepts: ${text}`);
    const cause = result.error;
    throw new UriTemplateError({
      kind: "syntax",
      template: text,
      offset: cause.offset,
      message: cause.message,
      cause,
    });
  }
}
