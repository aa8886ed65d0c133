// The one place the template layer reaches the RFC 6570 grammar: the recognizer decides whether a
// string is a URI-Template (and explains why not, as every syntax error of the library does), then
// the PEG transcription's actions (grammar/rfc6570.peggy) build the tree of src/template/ast.ts.
// The PEG is proven to accept exactly what the ABNF accepts (npm run check:grammars), so a template
// the recognizer accepts always has a tree.
import { parse as parsePeg } from "../../generated/rfc6570.peg.js";
import { parseWith } from "../syntax/parse.js";
import { ruleOf } from "../syntax/start-rule.js";
import { rfc6570 } from "../variants/rfc6570.js";
import { expectString } from "../arguments.js";
import type { UriTemplate } from "./ast.js";
import { UriTemplateError } from "./errors.js";

/**
 * Parses a URI Template (RFC 6570 §2, Level 4 syntax) into its tree. Throws UriTemplateError
 * (kind "syntax") for a string that is not a URI-Template, and TypeError for a non-string.
 */
export function parseTemplate(text: string): UriTemplate {
  expectString("template", text);
  const rule = ruleOf("template", rfc6570, "URI-Template");
  if (rule.recognizer.test(text, rule.start))
    return parsePeg(text, { startRule: "URI_Template" }) as UriTemplate;
  const result = parseWith(rule, text);
  if (result.ok)
    throw new Error(`uri-grammar: the RFC 6570 recognizer disagrees with itself on ${JSON.stringify(text)}`);
  const cause = result.error;
  throw new UriTemplateError({
    kind: "syntax",
    template: text,
    offset: cause.offset,
    message: cause.message,
    cause,
  });
}
