// uri-grammar compare [--variant ID] [--level string|syntax|scheme] A B   |   --jsonl: {"a","b"} → {"equivalent"}
// Exit status as diff(1) has it: 0 equivalent, 1 not equivalent, 2 trouble (an input that is not a
// URI reference is trouble: there is no answer).
import { type ComparisonLevel, equivalent, UriOperationError, UriSyntaxError } from "../../index.js";
import {
  type Command,
  HELP_OPTION,
  JSONL_OPTION,
  MAX_LINE_OPTION,
  TROUBLE,
  VARIANT_OPTION,
} from "../command.js";
import { UsageError } from "../io.js";
import { expectObject, jsonl } from "../jsonl.js";
import { levelOf, noArguments, variantOf } from "../options.js";
import { escapeControls } from "../../syntax/escape.js";
import { errorResult, REFUSED, REFUSED_HELP, syntaxErrorLine } from "../errors.js";

export const compareCommand: Command = {
  name: "compare",
  summary: "tell whether two URI references are equivalent (RFC 3986 §6.2 ladder: string, syntax, scheme)",
  usage: [
    "uri-grammar compare [--variant ID] [--level string|syntax|scheme] A B",
    "uri-grammar compare --jsonl [--variant ID] [--level string|syntax|scheme] < pairs.jsonl",
  ],
  description:
    "Print equivalent or not equivalent, and say it with the exit status, as diff(1) does: the two are compared at the level given, the rungs of RFC 3986 §6.2's comparison ladder: string (§6.2.1, character by character), syntax (§6.2.2, after syntax-based normalization) or scheme (§6.2.3, also the scheme's defaults).",
  options: [
    VARIANT_OPTION,
    {
      name: "level",
      short: "l",
      value: "LEVEL",
      default: "syntax",
      help: "string (RFC 3986 §6.2.1), syntax (§6.2.2) or scheme (§6.2.3)",
    },
    JSONL_OPTION(
      'read {"a":…,"b":…} objects, one per line, from stdin; write {"equivalent":true|false} or {"error":…} per line',
    ),
    MAX_LINE_OPTION,
    HELP_OPTION,
  ],
  exitStatus: [
    [0, "equivalent (with --jsonl: every pair)"],
    [1, "not equivalent (with --jsonl: some pair)"],
    [
      2,
      `${TROUBLE}; also an input that is not a URI reference, and ${REFUSED_HELP}: there is no answer (with --jsonl: some line in error)`,
    ],
  ],
  async run({ values, positionals }, context) {
    const options = {
      variant: variantOf(values),
      level: levelOf(values, "compare") as ComparisonLevel | undefined,
    };
    if (values.jsonl) {
      noArguments(positionals);
      return jsonl(
        context,
        (value) => {
          const { a, b } = expectObject(value, ["a", "b"]);
          try {
            const same = equivalent(a, b, options);
            return [{ equivalent: same }, same ? 0 : 1];
          } catch (error) {
            return [errorResult(error), 2];
          }
        },
        2,
      );
    }
    if (positionals.length !== 2)
      throw new UsageError(`give exactly two URI references (got ${positionals.length}), or --jsonl`);
    const [a, b] = positionals as [string, string];
    try {
      const same = equivalent(a, b, options);
      await context.out.line(same ? "equivalent" : "not equivalent");
      return same ? 0 : 1;
    } catch (error) {
      if (error instanceof UriOperationError) {
        // The message names the operation and the variant (a refusal of compare is the variant's).
        await context.warn(escapeControls(error.message));
        return REFUSED;
      }
      if (!(error instanceof UriSyntaxError)) throw error;
      await context.say(syntaxErrorLine(error));
      return 2;
    }
  },
};
