// uri-grammar parse [--variant ID] [--rule RULE] [--json] URI...   |   --jsonl: "uri" → {"valid","components"|"error"}
import { type PartialComponents, safeParse, type SafeParseResult, type VariantLike } from "../../index.js";
import {
  type Command,
  HELP_OPTION,
  JSONL_OPTION,
  MAX_LINE_OPTION,
  TROUBLE,
  VARIANT_OPTION,
} from "../command.js";
import { COMPONENT_ORDER } from "../../syntax/components.js";
import { escapeControls, quote, toJson } from "../../syntax/escape.js";
import { UsageError } from "../io.js";
import { expectJsonString, jsonl } from "../jsonl.js";
import { GRAMMAR_EXIT_STATUS, GRAMMAR_FILE_OPTION, parseWithGrammar } from "./compile.js";
import { grammarOptions, noArguments, RULE_OPTION, type RuleName, ruleOf, variantOf } from "../options.js";

/** The JSON output for one input: the components, or the error with its offset. */
export function parseResult(
  input: string,
  variant: VariantLike | undefined,
  rule: RuleName | undefined,
): { valid: boolean; components?: PartialComponents; error?: object } {
  return resultJson(safeParse(input, grammarOptions(variant, rule)));
}

function resultJson(result: SafeParseResult<PartialComponents>): {
  valid: boolean;
  components?: PartialComponents;
  error?: object;
} {
  return result.ok
    ? { valid: true, components: result.value }
    : { valid: false, error: result.error.toJSON() };
}

/** One line a component: its value quoted, or "(undefined)" when its separator is absent. */
export function componentTable(components: PartialComponents): string {
  const keys = COMPONENT_ORDER.filter((k) => k !== "params" || components.params !== undefined);
  const width = Math.max(...keys.map((k) => k.length));
  return keys
    .map((k) => {
      const value = components[k];
      return `${k.padEnd(width)}  ${value === undefined ? "(undefined)" : quote(value)}`;
    })
    .join("\n");
}

export const parseCommand: Command = {
  name: "parse",
  summary: "split URI references into their components (RFC 3986 §3), showing undefined and empty ones",
  usage: [
    "uri-grammar parse [--variant ID] [--rule RULE] [--json] URI...",
    "uri-grammar parse --jsonl [--variant ID] [--rule RULE] < strings.jsonl",
    "uri-grammar parse --grammar FILE.abnf [--rule RULE] [--json] INPUT...",
  ],
  description:
    "Parse each URI reference and print its components, one a line: the value quoted, or (undefined) when its separator is absent (RFC 3986 §5.3 tells an empty query from none). An invalid input gets its error on stderr: the offset, what the grammar expected there, and the rule and section. Give -- before an input that starts with -. With --grammar, each input is parsed with a rule of your own ABNF grammar instead (as uri-grammar compile builds it: recursive rules too) and its parse tree is printed, a node a line: the ABNF rule, its offsets and its text; an invalid input gets the offset where it fails and what was expected there.",
  options: [
    VARIANT_OPTION,
    RULE_OPTION,
    GRAMMAR_FILE_OPTION,
    {
      name: "json",
      help: 'print one JSON object per input: {"valid":true,"components":{…}} or {"valid":false,"error":{…}}',
    },
    JSONL_OPTION(
      'read one JSON string per line from stdin, write {"valid","components"} or {"valid","error"} per line',
    ),
    MAX_LINE_OPTION,
    HELP_OPTION,
  ],
  exitStatus: [
    [0, "every input is valid"],
    [1, "some input is not valid (or, with --jsonl, some line is not a JSON string)"],
    [2, TROUBLE],
    GRAMMAR_EXIT_STATUS.notAbnf,
    GRAMMAR_EXIT_STATUS.rules,
    GRAMMAR_EXIT_STATUS.tooLarge,
  ],
  async run({ values, positionals }, context) {
    if (typeof values.grammar === "string") return parseWithGrammar(values, positionals, context);
    const variant = variantOf(values);
    const rule = ruleOf(values, variant);
    if (values.json && values.jsonl) throw new UsageError("give --json or --jsonl, not both");
    if (values.jsonl) {
      noArguments(positionals);
      return jsonl(context, (value) => {
        const result = parseResult(expectJsonString(value), variant, rule);
        return [result, result.valid ? 0 : 1];
      });
    }
    if (positionals.length === 0) throw new UsageError("give at least one URI (or --jsonl)");
    let status = 0;
    let first = true;
    for (const input of positionals) {
      const result = safeParse(input, grammarOptions(variant, rule));
      if (!result.ok) status = 1;
      if (values.json) await context.out.line(toJson(resultJson(result)));
      else if (result.ok) {
        const heading = positionals.length > 1 ? `${escapeControls(input)}\n` : "";
        await context.out.line(`${first ? "" : "\n"}${heading}${componentTable(result.value)}`);
        first = false;
      } else {
        // stdout first, so that a terminal shows the two streams in the order of the inputs.
        await context.out.flush();
        await context.say(`${quote(input)}: ${escapeControls(result.error.message)}`);
      }
    }
    return status;
  },
};
