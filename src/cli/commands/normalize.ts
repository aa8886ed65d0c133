// uri-grammar normalize [--variant ID] [--level syntax|scheme] [--explain] URI...   |   --jsonl: "uri" →
// {"normalized"} (with --explain, also {"steps"}). --explain is the explorer's normalization stepper
// (issue 15): each step of RFC 3986 §6.2.2 and §6.2.3, before and after (src/explain/steppers.ts).
import { normalizationSteps, normalizationText } from "../../explain/index.js";
import { normalize, type NormalizationLevel } from "../../index.js";
import { lookupVariant } from "../../variants/registry.js";
import {
  type Command,
  HELP_OPTION,
  JSONL_OPTION,
  MAX_LINE_OPTION,
  TROUBLE,
  VARIANT_OPTION,
} from "../command.js";
import { escapeControls } from "../../syntax/escape.js";
import { UsageError } from "../io.js";
import { expectJsonString, jsonl } from "../jsonl.js";
import { levelOf, noArguments, variantOf } from "../options.js";
import { jsonlAnswer, REFUSED_HELP, reportInputError } from "../errors.js";

export const normalizeCommand: Command = {
  name: "normalize",
  summary: "normalize URI references (RFC 3986 §6.2.2 syntax-based, §6.2.3 scheme-based with --level scheme)",
  usage: [
    "uri-grammar normalize [--variant ID] [--level syntax|scheme] [--explain] URI...",
    "uri-grammar normalize --jsonl [--variant ID] [--level LEVEL] [--explain] < strings.jsonl",
  ],
  description:
    "Print each URI reference in normal form, one a line: case (RFC 3986 §6.2.2.1), percent-encoding (§6.2.2.2) and dot segments (§6.2.2.3); with --level scheme also the scheme's defaults (§6.2.3: an empty path is /, a default port is dropped). An invalid input gets its error on stderr and the others go on. A variant whose document gives no normal form (the URL drafts, RFC 1738, ...) is said once, with exit status 2: compare them with compare --level string.",
  options: [
    VARIANT_OPTION,
    {
      name: "level",
      short: "l",
      value: "LEVEL",
      default: "syntax",
      help: "syntax (RFC 3986 §6.2.2) or scheme (§6.2.2 and §6.2.3)",
    },
    {
      name: "explain",
      help: "print each step before the normal form: its section (RFC 3986 §6.2.2.1 case, §6.2.2.2 percent-encoding, §6.2.2.3 dot segments with RFC 3986 §5.2.4's buffers, §6.2.3 scheme-based), the component before and after",
    },
    JSONL_OPTION(
      'read one JSON string per line from stdin; write {"normalized":…} (with --explain, {"normalized":…,"steps":[…]}) or {"error":…} per line',
    ),
    MAX_LINE_OPTION,
    HELP_OPTION,
  ],
  exitStatus: [
    [0, "every input was normalized"],
    [1, "some input is not valid (or, with --jsonl, some line is not a JSON string)"],
    [2, `${TROUBLE}; also ${REFUSED_HELP} (with --jsonl: some line)`],
  ],
  async run({ values, positionals }, context) {
    const options = {
      variant: variantOf(values),
      level: levelOf(values, "normalize") as NormalizationLevel | undefined,
    };
    const explained = values.explain === true;
    // The stepper: normalize() first (its checks and errors), then the same steps with an observer.
    const steps = (input: string) =>
      normalizationSteps(lookupVariant("normalize", options.variant ?? "rfc3986"), input, options.level);
    if (values.jsonl) {
      noArguments(positionals);
      return jsonl(context, (value) => {
        const input = expectJsonString(value);
        return jsonlAnswer(() => {
          if (!explained) return { normalized: normalize(input, options) };
          const n = steps(input);
          return { normalized: n.normalized, steps: n.steps };
        });
      });
    }
    if (positionals.length === 0) throw new UsageError("give at least one URI (or --jsonl)");
    let status = 0;
    for (const input of positionals) {
      try {
        // Printed as every input is (an IRI may hold a bidirectional control: RFC 3987 §4.1).
        if (explained) await context.out.line(normalizationText(steps(input), input));
        else await context.out.line(escapeControls(normalize(input, options)));
      } catch (error) {
        const failed = await reportInputError(context, "normalize", error, input);
        status = Math.max(status, failed.status);
        if (failed.stop) break;
      }
    }
    return status;
  },
};
