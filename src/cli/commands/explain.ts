// uri-grammar explain [--variant ID] [--rule RULE] [--json] [--depth N] INPUT...   |   --jsonl: "input" →
// {"valid","derivation"|"failure"}. The explorer's derivation and failure views as text: how the
// RFC's grammar reads the input, rule by rule (uri-grammar/explain, src/explain/), or, for an input
// it rejects, where it stops, the readings alive there, the one-edit repairs and the variants that
// accept it. With --steps, the explorer's Steps view: the PEG transcription run one event at a time.
import {
  acceptingVariants,
  describeEvent,
  pegTrace,
  pegTraceText,
  stackAt,
  traceVerdict,
  type DerivationView,
  type ExplainNode,
  type Explainer,
  explainerOf,
  explainFailure,
  type FailureView,
  failureText,
  treeText,
} from "../../explain/index.js";
import { pegAstOf } from "../../explain/peg-ast.js";
import { toJson } from "../../syntax/escape.js";
import { ALL_VARIANTS } from "../../variants/all.js";
import { lookupVariant } from "../../variants/registry.js";
import type { Variant } from "../../variants/types.js";
import {
  type Command,
  HELP_OPTION,
  JSONL_OPTION,
  MAX_LINE_OPTION,
  TROUBLE,
  type Values,
  VARIANT_OPTION,
} from "../command.js";
import { UsageError } from "../io.js";
import { expectJsonString, jsonl } from "../jsonl.js";
import { noArguments, RULE_OPTION, ruleOf, variantOf } from "../options.js";
import { quote } from "../../syntax/escape.js";

/** A rule match as JSON: the tree without the explorer's syntax-tree indexes. */
interface NodeJson {
  rule: string;
  section: string | null;
  component: string | null;
  from: number;
  to: number;
  text: string;
  children: NodeJson[];
}

function nodeJson(n: ExplainNode): NodeJson {
  return {
    rule: n.rule,
    section: n.section,
    component: n.component,
    from: n.from,
    to: n.to,
    text: n.text,
    children: n.children.map(nodeJson),
  };
}

export interface ExplainResult {
  valid: boolean;
  variant: string;
  rule: string;
  derivation?: {
    tree: NodeJson;
    components: Readonly<Record<string, string>>;
    readings: DerivationView["readings"];
  };
  failure?: Omit<FailureView, "variant" | "rule" | "input"> & {
    acceptedBy: { id: string; rule: string }[];
  };
}

/** The URI syntaxes a failure is tried against (RFC 6570's templates are another language). */
const URI_VARIANTS = ALL_VARIANTS.filter((v) => (v.syntax ?? "uri") === "uri");

/** The derivation of a valid input, or the failure of an invalid one. */
export function explainInput(
  explainer: Explainer,
  input: string,
  rule: string | undefined,
): { result: ExplainResult; view: DerivationView | null; failure: FailureView | null } {
  const variant = explainer.variant;
  const failure = explainFailure(variant, input, rule);
  if (failure === null) {
    const view = explainer.derivation(input, rule);
    return {
      result: {
        valid: true,
        variant: variant.id,
        rule: view.rule,
        derivation: { tree: nodeJson(view.tree), components: view.components, readings: view.readings },
      },
      view,
      failure: null,
    };
  }
  const { variant: id, rule: name, input: _input, ...rest } = failure;
  const acceptedBy = acceptingVariants(
    input,
    URI_VARIANTS.filter((v) => v.id !== variant.id),
  );
  return {
    result: { valid: false, variant: id, rule: name, failure: { ...rest, acceptedBy } },
    view: null,
    failure,
  };
}

/**
 * The stepped derivation (the explorer's Steps view): the variant's PEG transcription run on the
 * input one event at a time (src/explain/peg-trace.ts), as text or as JSON.
 */
async function steps(explainer: Explainer, input: string, rule: string | undefined, json: boolean) {
  const ast = await pegAstOf(explainer.source.peggy, `grammar/${explainer.source.grammar}.peggy`);
  const name = explainer.ruleName(rule).replace(/-/g, "_");
  const trace = pegTrace(ast, name, input);
  if (!json) return { trace, text: pegTraceText(trace) };
  return {
    trace,
    text: toJson({
      rule: trace.rule,
      accepted: trace.accepted,
      end: trace.end,
      failAt: trace.failAt,
      expected: trace.expected,
      verdict: traceVerdict(trace),
      cut: trace.cut,
      steps: trace.events.map((e, i) => ({
        kind: e.kind,
        rule: e.rule,
        depth: e.depth,
        at: e.at,
        ...(e.to >= 0 ? { to: e.to } : {}),
        ...describeEvent(trace, i),
        stack: stackAt(trace, i),
      })),
    }),
  };
}

function depthOf(value: Values[string]): number | undefined {
  if (typeof value !== "string") return undefined;
  if (!/^[1-9]\d{0,5}$/.test(value))
    throw new UsageError(`--depth: expected a number of levels from 1, got ${quote(value)}`);
  return Number(value);
}

export const explainCommand: Command = {
  name: "explain",
  summary:
    "show how the grammar reads an input, rule by rule (the derivation tree), or why it is not valid and the one-edit repairs",
  usage: [
    "uri-grammar explain [--variant ID] [--rule RULE] [--json] [--depth N] INPUT...",
    "uri-grammar explain --steps [--variant ID] [--rule RULE] [--json] INPUT...",
    "uri-grammar explain --jsonl [--variant ID] [--rule RULE] < strings.jsonl",
  ],
  description:
    "For a valid INPUT, print its derivation from the rule's ABNF: one line per rule match, indented by depth, with the text it matched, the component it fills and the section that defines the rule; then the readings the RFC's prose rejects (RFC 3986 §3.2.2: 1.2.3.4x is a reg-name, since IPv4address reads only 1.2.3.4). For an invalid INPUT, print the library's error with a caret under the offset, the rules still alive there and what each expected, the one-edit repairs that make it valid (each checked) and the other variants that accept it. Both go to stdout. Quote the arguments: ; ? # & [ ] are special to the shell.",
  options: [
    VARIANT_OPTION,
    RULE_OPTION,
    {
      name: "json",
      help: 'print one JSON object per input: {"valid":true, "variant", "rule", "derivation":{"tree", "components", "readings"}} or {"valid":false, "variant", "rule", "failure":{"message", "excerpt", "offset", "alive", "repairs", "acceptedBy", …}}',
    },
    {
      name: "steps",
      help: "print the stepped derivation instead: the variant's PEG transcription run on the input one event at a time (a rule entered, an alternative tried, a literal or class consumed, an alternative that failed and why, the position put back), as the explorer's Steps view shows it; a failing input up to where it fails",
    },
    {
      name: "depth",
      value: "N",
      default: "every level",
      help: "print N levels of the tree (the rule itself is level 1); a deeper match is folded into its parent's line with the number of matches under it",
    },
    JSONL_OPTION("read one JSON string per line from stdin; write the object of --json per line"),
    MAX_LINE_OPTION,
    HELP_OPTION,
  ],
  exitStatus: [
    [0, "every input is valid (its derivation printed)"],
    [1, "some input is not valid (its failure printed; with --jsonl, also a line that is not a JSON string)"],
    [2, TROUBLE],
  ],
  async run({ values, positionals }, context) {
    const id = variantOf(values);
    const rule = ruleOf(values, id);
    const depth = depthOf(values.depth);
    if (values.json && values.jsonl) throw new UsageError("give --json or --jsonl, not both");
    if (depth !== undefined && (values.json || values.jsonl))
      throw new UsageError("--depth folds the text tree; --json and --jsonl give the whole tree");
    if (values.jsonl) noArguments(positionals);
    else if (positionals.length === 0) throw new UsageError("give at least one input (or --jsonl)");
    if (values.steps && (values.jsonl || depth !== undefined))
      throw new UsageError("--steps goes with text or --json output, not --jsonl or --depth");
    const variant: Variant = lookupVariant("explain", id ?? "rfc3986");
    const explainer = await explainerOf(variant);
    if (values.steps) {
      let status = 0;
      for (const [k, input] of positionals.entries()) {
        const { trace, text } = await steps(explainer, input, rule, values.json === true);
        if (!trace.accepted) status = 1;
        await context.out.line(`${k > 0 && !values.json ? "\n" : ""}${text}`);
      }
      return status;
    }
    if (values.jsonl)
      return jsonl(context, (value) => {
        const { result } = explainInput(explainer, expectJsonString(value), rule);
        return [result, result.valid ? 0 : 1];
      });
    let status = 0;
    let first = true;
    for (const input of positionals) {
      const { result, view, failure } = explainInput(explainer, input, rule);
      if (!result.valid) status = 1;
      if (values.json) {
        await context.out.line(toJson(result));
        continue;
      }
      const text =
        view !== null ? treeText(view, { depth }) : failureText(failure!, result.failure!.acceptedBy);
      await context.out.line(`${first ? "" : "\n"}${text}`);
      first = false;
    }
    return status;
  },
};
