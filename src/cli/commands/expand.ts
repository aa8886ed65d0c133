// uri-grammar expand TEMPLATE [JSON]   |   --jsonl: {"template","variables"} → {"uri"} or {"error"}
// RFC 6570 expansion. Exit status 0 expanded, 2 template error (one line naming the offset) or usage.
import { expand, UriTemplateError, type Variables } from "../../template/index.js";
import type { Command } from "../command.js";
import { print, UsageError } from "../io.js";
import { jsonl } from "../jsonl.js";

/** --variant means nothing here: templates have one grammar (RFC 6570). */
export function templateVariantOption(value: unknown): void {
  if (value !== undefined && value !== "rfc6570")
    throw new UsageError(`templates are RFC 6570 only; --variant ${JSON.stringify(value)} does not apply`);
}

export function expectTemplateInput(value: unknown, keys: [string, string]): Record<string, unknown> {
  if (typeof value !== "object" || value === null || Array.isArray(value))
    throw new TypeError(`expected a JSON object with ${keys.map((k) => JSON.stringify(k)).join(" and ")}`);
  const obj = value as Record<string, unknown>;
  if (typeof obj[keys[0]] !== "string")
    throw new TypeError(`expected ${JSON.stringify(keys[0])} to be a JSON string`);
  return obj;
}

export function templateErrorResult(error: unknown): { error: object } {
  if (error instanceof UriTemplateError) return { error: error.toJSON() };
  throw error;
}

export const expandCommand: Command = {
  name: "expand",
  summary: "expand a URI Template with variables given as a JSON object (RFC 6570 §3, levels 1-4)",
  usage: [
    "uri-grammar expand TEMPLATE [JSON]   |   uri-grammar expand --jsonl < cases.jsonl",
    "",
    "  TEMPLATE   an RFC 6570 URI Template, e.g. 'http://example.com/search{?q,lang}'",
    "  JSON       the variables: a JSON object of strings, numbers, lists and objects (default {})",
    '  --jsonl    read {"template","variables"} per line; write {"uri"} or {"error":{kind,offset,message}}',
    "",
    "exit status: 0 expanded; 2 invalid template (the message names the offset) or usage error",
  ].join("\n"),
  options: {},
  async run({ values, positionals }, io) {
    templateVariantOption(values.variant);
    if (values.jsonl) {
      if (positionals.length > 0)
        throw new UsageError("--jsonl reads its inputs from stdin; give no arguments");
      await jsonl(io, (value) => {
        const input = expectTemplateInput(value, ["template", "variables"]);
        try {
          return { uri: expand(input.template as string, (input.variables ?? {}) as Variables) };
        } catch (error) {
          return templateErrorResult(error);
        }
      });
      return 0;
    }
    if (positionals.length < 1 || positionals.length > 2)
      throw new UsageError("give a template and, optionally, its variables as a JSON object (or --jsonl)");
    const [template, json = "{}"] = positionals as [string, string | undefined];
    let variables: unknown;
    try {
      variables = JSON.parse(json);
    } catch {
      throw new UsageError(`the variables are not JSON: ${json}`);
    }
    if (typeof variables !== "object" || variables === null || Array.isArray(variables))
      throw new UsageError("the variables must be a JSON object");
    try {
      print(io.stdout, expand(template, variables as Variables));
      return 0;
    } catch (error) {
      if (!(error instanceof UriTemplateError || error instanceof TypeError)) throw error;
      print(io.stderr, `uri-grammar expand: ${error.message}`);
      return 2;
    }
  },
};
