// uri-grammar diff [--json] INPUT   |   --jsonl: "input" → {"rows":[…]}: one row per variant, valid or
// not (with the error offset) and the components: the history of the syntax on one screen.
import { safeParse, VARIANTS } from "../../index.js";
import { type Command, HELP_OPTION, MAX_LINE_OPTION, TROUBLE } from "../command.js";
import { escapeControls, quote, toJson } from "../../syntax/escape.js";
import { UsageError } from "../io.js";
import { expectString, jsonl } from "../jsonl.js";
import { noArguments } from "../options.js";
import { COMPONENT_ORDER } from "./parse.js";

export interface DiffRow {
  variant: string;
  date: string;
  rule: string;
  valid: boolean;
  components?: object;
  error?: { offset: number; message: string };
}

/** The URI syntaxes, oldest first (RFC 6570's template syntax is not one: it has no components). */
const HISTORY = VARIANTS.filter((v) => (v.syntax ?? "uri") === "uri").sort((a, b) =>
  a.date.localeCompare(b.date),
);

export function diffRows(input: string): DiffRow[] {
  return HISTORY.map((v) => {
    const r = safeParse(input, { variant: v.id });
    const row = { variant: v.id, date: v.date, rule: v.defaultRule };
    return r.ok
      ? { ...row, valid: true, components: r.value }
      : { ...row, valid: false, error: { offset: r.error.offset, message: r.error.message } };
  });
}

export const diffCommand: Command = {
  name: "diff",
  summary:
    "parse one input under every URI syntax, oldest first: valid or not, where it fails, and the components",
  usage: ["uri-grammar diff [--json] INPUT", "uri-grammar diff --jsonl < strings.jsonl"],
  description:
    "Parse INPUT with each generation of the URI syntax, from the 1993 URL draft to RFC 6874, each with its own reference rule, and print one row per generation: valid with the components, or invalid with the offset and the error.",
  options: [
    {
      name: "json",
      help: "print the rows as one JSON array: variant, date, rule, valid, components or error",
    },
    {
      name: "jsonl",
      help: 'JSON Lines: read one JSON string per line from stdin; write {"rows":[…]} per line (the rows of --json); a line that cannot be handled gets {"error":{"message":…}} and the run goes on',
    },
    MAX_LINE_OPTION,
    HELP_OPTION,
  ],
  exitStatus: [
    [0, "the rows were printed, whatever they say"],
    [1, "with --jsonl: some line is not a JSON string"],
    [2, TROUBLE],
  ],
  async run({ values, positionals }, context) {
    if (values.json && values.jsonl) throw new UsageError("give --json or --jsonl, not both");
    if (values.jsonl) {
      noArguments(positionals);
      return jsonl(context, (value) => [{ rows: diffRows(expectString(value)) }, 0]);
    }
    if (positionals.length !== 1) throw new UsageError(`give exactly one input (got ${positionals.length})`);
    const rows = diffRows(positionals[0]!);
    if (values.json) {
      await context.out.line(toJson(rows, 2));
      return 0;
    }
    const width = Math.max(...rows.map((r) => r.variant.length));
    for (const r of rows) {
      const head = `${r.variant.padEnd(width)}  ${r.date.padEnd(10)}  `;
      if (!r.valid) {
        await context.out.line(
          `${head}invalid  offset ${r.error!.offset}: ${escapeControls(r.error!.message)}`,
        );
        continue;
      }
      const c = r.components as Record<string, string | undefined>;
      const parts = COMPONENT_ORDER.filter((k) => c[k] !== undefined).map((k) => `${k}=${quote(c[k]!)}`);
      await context.out.line(`${head}valid    ${parts.join(" ")}`);
    }
    return 0;
  },
};
