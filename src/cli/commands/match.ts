// uri-grammar match TEMPLATE URI   |   --jsonl: {"template","uri"} → {"variables"} (null: no match)
// Exit status 0 matched (the variables printed as JSON), 1 no match, 2 template error or usage.
import { match, UriTemplateError } from "../../template/index.js";
import type { Command } from "../command.js";
import { print, UsageError } from "../io.js";
import { jsonl } from "../jsonl.js";
import { expectTemplateInput, templateErrorResult, templateVariantOption } from "./expand.js";

export const matchCommand: Command = {
  name: "match",
  summary:
    "match a URI against a URI Template and print its variables as JSON (linear time, no backtracking)",
  usage: [
    "uri-grammar match TEMPLATE URI   |   uri-grammar match --jsonl < cases.jsonl",
    "",
    "  TEMPLATE   an RFC 6570 URI Template, e.g. '/users/{id}{?fields*}'",
    "  URI        the URI to read the variables from",
    '  --jsonl    read {"template","uri"} per line; write {"variables"} (null when it does not match)',
    '             or {"error":{kind,offset,message}}',
    "",
    "exit status: 0 matched; 1 no match; 2 invalid template (the message names the offset) or usage error",
  ].join("\n"),
  options: {},
  async run({ values, positionals }, io) {
    templateVariantOption(values.variant);
    if (values.jsonl) {
      if (positionals.length > 0)
        throw new UsageError("--jsonl reads its inputs from stdin; give no arguments");
      await jsonl(io, (value) => {
        const input = expectTemplateInput(value, ["template", "uri"]);
        if (typeof input.uri !== "string") throw new TypeError('expected "uri" to be a JSON string');
        try {
          return { variables: match(input.template as string, input.uri) };
        } catch (error) {
          return templateErrorResult(error);
        }
      });
      return 0;
    }
    if (positionals.length !== 2) throw new UsageError("give a template and a URI (or --jsonl)");
    const [template, uri] = positionals as [string, string];
    try {
      const variables = match(template, uri);
      if (variables === null) {
        print(
          io.stderr,
          `uri-grammar match: ${JSON.stringify(uri)} does not match ${JSON.stringify(template)}`,
        );
        return 1;
      }
      print(io.stdout, JSON.stringify(variables));
      return 0;
    } catch (error) {
      if (!(error instanceof UriTemplateError)) throw error;
      print(io.stderr, `uri-grammar match: ${error.message}`);
      return 2;
    }
  },
};
