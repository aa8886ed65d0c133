// uri-grammar expand TEMPLATE [VARIABLES]   |   --jsonl: {"template","variables"} → {"uri"} or {"error"}
// RFC 6570 expansion (src/template). An invalid template, or a value RFC 6570 cannot expand, is an
// input that is not valid: exit status 1, as parse and normalize have it.
import { expand, UriTemplateError, type Variables } from "../../template/index.js";
import { escapeControls, quote } from "../../syntax/escape.js";
import {
  type Command,
  HELP_OPTION,
  JSONL_OPTION,
  MAX_LINE_OPTION,
  type OptionSpec,
  TROUBLE,
} from "../command.js";
import { UsageError } from "../io.js";
import { jsonl, ShapeError } from "../jsonl.js";
import { noArguments } from "../options.js";

/** --variant, for the template commands: templates have one grammar, RFC 6570's. */
export const TEMPLATE_VARIANT_OPTION: OptionSpec = {
  name: "variant",
  short: "v",
  value: "ID",
  default: "rfc6570",
  help: "rfc6570, the only one: a URI Template is RFC 6570's (another id is a usage error)",
};

export function checkTemplateVariant(value: unknown): void {
  if (value !== undefined && value !== "rfc6570")
    throw new UsageError(`templates are RFC 6570 only; --variant ${quote(String(value))} does not apply`);
}

/** A --jsonl line of a template command: an object whose `keys[0]` (the template) is a string. */
export function expectTemplateObject(value: unknown, keys: [string, string]): Record<string, unknown> {
  if (typeof value !== "object" || value === null || Array.isArray(value))
    throw new ShapeError(`expected a JSON object with ${keys.map((k) => JSON.stringify(k)).join(" and ")}`);
  const obj = value as Record<string, unknown>;
  if (typeof obj[keys[0]] !== "string")
    throw new ShapeError(`expected ${JSON.stringify(keys[0])} to be a JSON string`);
  return obj;
}

/** A UriTemplateError as --jsonl writes it ({kind, offset, message}); any other error is thrown. */
export function templateErrorResult(error: unknown): { error: object } {
  if (error instanceof UriTemplateError) return { error: error.toJSON() };
  throw error;
}

/** Variables are a JSON object (RFC 6570 §2.3: a name for each value). */
function isVariables(value: unknown): value is Variables {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * Expands, or says why not: a template error (UriTemplateError) or a value of a type RFC 6570 has
 * no expansion for (expand's TypeError, e.g. a list in a list: §2.3 values are strings, lists of
 * strings or associative arrays of strings).
 */
function tryExpand(
  template: string,
  variables: Variables,
): { uri: string } | { error: UriTemplateError | TypeError } {
  try {
    return { uri: expand(template, variables) };
  } catch (error) {
    if (error instanceof UriTemplateError || error instanceof TypeError) return { error };
    throw error;
  }
}

export const expandCommand: Command = {
  name: "expand",
  summary: "expand a URI Template with variables given as a JSON object (RFC 6570 §3, levels 1-4)",
  usage: ["uri-grammar expand TEMPLATE [VARIABLES]", "uri-grammar expand --jsonl < cases.jsonl"],
  description:
    "Expand TEMPLATE, an RFC 6570 URI Template (e.g. 'http://example.com/search{?q,lang}'), with VARIABLES, a JSON object of strings, numbers, lists and objects (default {}: every variable undefined), and print the URI. An invalid template gets one line on stderr naming the offset and the section.",
  options: [
    TEMPLATE_VARIANT_OPTION,
    JSONL_OPTION(
      'read {"template":…,"variables":{…}} objects, one per line, from stdin; write {"uri":…} or {"error":{"kind","offset","message"}} per line',
    ),
    MAX_LINE_OPTION,
    HELP_OPTION,
  ],
  exitStatus: [
    [0, "expanded (with --jsonl: every line)"],
    [
      1,
      "the template is not valid (RFC 6570 §3), or a value cannot be expanded (with --jsonl: some line, or a line that is not a {template, variables} object)",
    ],
    [2, `${TROUBLE}; also VARIABLES that are not a JSON object`],
  ],
  async run({ values, positionals }, context) {
    checkTemplateVariant(values.variant);
    if (values.jsonl) {
      noArguments(positionals);
      return jsonl(context, (value) => {
        const input = expectTemplateObject(value, ["template", "variables"]);
        const variables = input.variables ?? {};
        if (!isVariables(variables)) throw new ShapeError('expected "variables" to be a JSON object');
        const result = tryExpand(input.template as string, variables);
        if ("uri" in result) return [result, 0];
        const error = result.error;
        return [
          error instanceof UriTemplateError
            ? templateErrorResult(error)
            : { error: { message: error.message } },
          1,
        ];
      });
    }
    if (positionals.length < 1 || positionals.length > 2)
      throw new UsageError(
        `give a template and, optionally, its variables as a JSON object (got ${positionals.length} arguments), or --jsonl`,
      );
    const [template, json = "{}"] = positionals as [string, string | undefined];
    let variables: unknown;
    try {
      variables = JSON.parse(json);
    } catch {
      throw new UsageError(`the variables are not JSON: ${quote(json)}`);
    }
    if (!isVariables(variables))
      throw new UsageError(`the variables must be a JSON object, got ${quote(json)}`);
    const result = tryExpand(template, variables);
    if ("uri" in result) {
      await context.out.line(escapeControls(result.uri));
      return 0;
    }
    const error = result.error;
    await context.say(
      error instanceof UriTemplateError
        ? `${quote(template)}: ${escapeControls(error.message)}`
        : `uri-grammar expand: ${escapeControls(error.message)}`,
    );
    return 1;
  },
};
