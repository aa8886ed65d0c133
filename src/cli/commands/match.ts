// uri-grammar match TEMPLATE URI   |   --jsonl: {"template","uri"} → {"variables"} (null: no match)
// RFC 6570 matching (src/template): the variables whose expansion is the URI. Exit status as
// compare has it: 0 matches, 1 does not, 2 trouble, an invalid template included (there is no
// answer).
import { match, UriTemplateError } from "../../template/index.js";
import { escapeControls, quote, toJson } from "../../syntax/escape.js";
import { type Command, HELP_OPTION, JSONL_OPTION, MAX_LINE_OPTION, TROUBLE } from "../command.js";
import { UsageError } from "../io.js";
import { jsonl, ShapeError } from "../jsonl.js";
import { noArguments } from "../options.js";
import {
  checkTemplateVariant,
  expectTemplateObject,
  TEMPLATE_VARIANT_OPTION,
  templateErrorResult,
} from "./expand.js";

export const matchCommand: Command = {
  name: "match",
  summary:
    "match a URI against a URI Template and print its variables as JSON (linear time, no backtracking)",
  usage: ["uri-grammar match TEMPLATE URI", "uri-grammar match --jsonl < cases.jsonl"],
  description:
    "Match URI against TEMPLATE, an RFC 6570 URI Template (e.g. '/users/{id}{?fields*}'), and print the variables whose expansion is URI, as one JSON object; when none is, say so on stderr (exit status 1). Values are pct-decoded where the operator encoded them; docs/uri-template.md tells what a URI cannot tell (a list from an associative array, more than a prefix) and the rule by which it is read. An invalid template gets one line on stderr naming the offset.",
  options: [
    TEMPLATE_VARIANT_OPTION,
    JSONL_OPTION(
      'read {"template":…,"uri":…} objects, one per line, from stdin; write {"variables":{…}}, {"variables":null} (no match) or {"error":{"kind","offset","message"}} per line',
    ),
    MAX_LINE_OPTION,
    HELP_OPTION,
  ],
  exitStatus: [
    [0, "the URI matches (with --jsonl: every line)"],
    [1, "it does not match (with --jsonl: some line)"],
    [
      2,
      `${TROUBLE}; also a template that is not valid (RFC 6570 §3): there is no answer (with --jsonl: some line in error)`,
    ],
  ],
  async run({ values, positionals }, context) {
    checkTemplateVariant(values.variant);
    if (values.jsonl) {
      noArguments(positionals);
      return jsonl(
        context,
        (value) => {
          const input = expectTemplateObject(value, ["template", "uri"]);
          if (typeof input.uri !== "string") throw new ShapeError('expected "uri" to be a JSON string');
          try {
            const variables = match(input.template as string, input.uri);
            return [{ variables }, variables === null ? 1 : 0];
          } catch (error) {
            return [templateErrorResult(error), 2];
          }
        },
        2,
      );
    }
    if (positionals.length !== 2)
      throw new UsageError(`give a template and a URI (got ${positionals.length} arguments), or --jsonl`);
    const [template, uri] = positionals as [string, string];
    let variables: ReturnType<typeof match>;
    try {
      variables = match(template, uri);
    } catch (error) {
      if (!(error instanceof UriTemplateError)) throw error;
      await context.say(`${quote(template)}: ${escapeControls(error.message)}`);
      return 2;
    }
    if (variables === null) {
      await context.warn(`${quote(uri)} does not match ${quote(template)}`);
      return 1;
    }
    await context.out.line(toJson(variables));
    return 0;
  },
};
