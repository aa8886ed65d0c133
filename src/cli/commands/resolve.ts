// uri-grammar resolve [--variant ID] [--non-strict] [--explain] BASE REF...   |   --jsonl: {"base","ref"} →
// {"target"} (with --explain, also {"steps"}). --explain is the explorer's resolution stepper (issue
// 15): the variant's own algorithm run with an observer (src/explain/steppers.ts), each step named by
// the section of its document.
import { resolutionSteps, resolutionText } from "../../explain/index.js";
import { resolve, UriSyntaxError } from "../../index.js";
import { lookupVariant } from "../../variants/registry.js";
import {
  type Command,
  HELP_OPTION,
  JSONL_OPTION,
  MAX_LINE_OPTION,
  TROUBLE,
  VARIANT_OPTION,
} from "../command.js";
import { jsonlAnswer, REFUSED_HELP, reportInputError } from "../errors.js";
import { escapeControls } from "../../syntax/escape.js";
import { UsageError } from "../io.js";
import { expectObject, jsonl } from "../jsonl.js";
import { noArguments, variantOf } from "../options.js";

export const resolveCommand: Command = {
  name: "resolve",
  summary: "resolve references against a base URI (RFC 3986 §5.2), one target per line",
  usage: [
    "uri-grammar resolve [--variant ID] [--non-strict] [--explain] BASE REF...",
    "uri-grammar resolve --jsonl [--variant ID] [--non-strict] [--explain] < pairs.jsonl",
  ],
  description:
    "Resolve each REF against BASE (an absolute URI) with the variant's own algorithm (RFC 3986 §5.2, RFC 2396 §5.2, RFC 1808 §4, ...) and print the targets, one a line. An invalid base or reference gets its error on stderr and the others go on; so does a reference the algorithm gives no target for (a UriOperationError), while a variant with no resolution algorithm is said once. Quote the arguments: ; ? # & are special to the shell.",
  options: [
    VARIANT_OPTION,
    {
      name: "non-strict",
      help: 'the "non-strict" parser of RFC 3986 §5.2.2: a reference whose scheme is the base\'s is taken as relative (http:g → http://a/b/c/g), for backward compatibility',
    },
    {
      name: "explain",
      help: "print each step of the algorithm before the target: the test each step made (yes or no) and what it read and built, named by the section of its document (RFC 3986 §5.2.2 lines, §5.2.3 merge, §5.2.4 rules A-E with both buffers; RFC 2396 §5.2 steps 2-7 and 6c-6f; RFC 1808 §4; the 1997 and 2003 drafts; the 1993 partial form)",
    },
    JSONL_OPTION(
      'read {"base":…,"ref":…} objects, one per line, from stdin; write {"target":…} (with --explain, {"target":…,"steps":[{"id","section","taken","values"},…]}) or {"error":…} per line',
    ),
    MAX_LINE_OPTION,
    HELP_OPTION,
  ],
  exitStatus: [
    [0, "every reference was resolved"],
    [1, "the base or some reference is not valid (or, with --jsonl, some line is not a {base, ref} object)"],
    [2, `${TROUBLE}; also ${REFUSED_HELP} (with --jsonl: some line)`],
  ],
  async run({ values, positionals }, context) {
    const options = { variant: variantOf(values), strict: !values["non-strict"] };
    const explained = values.explain === true;
    // The stepper: the same algorithm with an observer, whose target is resolve()'s (it runs resolve
    // first, and throws what resolve throws).
    const steps = (base: string, ref: string) =>
      resolutionSteps(lookupVariant("resolve", options.variant ?? "rfc3986"), base, ref, {
        strict: options.strict,
      });
    if (values.jsonl) {
      noArguments(positionals);
      return jsonl(context, (value) => {
        const { base, ref } = expectObject(value, ["base", "ref"]);
        return jsonlAnswer(() => {
          if (!explained) return { target: resolve(base, ref, options) };
          const r = steps(base, ref);
          return { target: r.target, steps: r.steps };
        });
      });
    }
    if (positionals.length < 2)
      throw new UsageError("give a base URI and at least one reference (or --jsonl)");
    const [base, ...refs] = positionals as [string, ...string[]];
    let status = 0;
    for (const ref of refs) {
      try {
        // Printed as every input is (an IRI may hold a bidirectional control: RFC 3987 §4.1).
        if (explained) await context.out.line(resolutionText(steps(base, ref), base, ref));
        else await context.out.line(escapeControls(resolve(base, ref, options)));
      } catch (error) {
        const failed = await reportInputError(context, "resolve", error, ref);
        status = Math.max(status, failed.status);
        // A refusal of the variant, or a bad base, fails every reference alike.
        if (failed.stop || (error instanceof UriSyntaxError && error.input === base && ref !== base)) break;
      }
    }
    return status;
  },
};
