// uri-grammar variants [--variant ID] [--json | --jsonl]: the generations of the syntax this tool knows.
import { VARIANT_RECORDS } from "../../index.js";
import { type Command, HELP_OPTION, TROUBLE } from "../command.js";
import { escapeControls, toJson } from "../../syntax/escape.js";
import { UsageError } from "../io.js";
import { variantOf } from "../options.js";

export const variantsCommand: Command = {
  name: "variants",
  summary: "list the variants (generations of the URI syntax): id, date, title, document, start rules",
  usage: ["uri-grammar variants [--variant ID] [--json | --jsonl]"],
  description:
    "List the generations of the URI syntax, oldest first as the registry has them: the id that --variant takes, the date, the title, the document the grammar is transcribed from, the rule used when none is named, and the start rules --rule takes.",
  options: [
    { name: "variant", short: "v", value: "ID", default: "all", help: "list this variant only" },
    {
      name: "json",
      help: "print one JSON array of objects: id, date, title, document, defaultRule, startRules, resolution",
    },
    { name: "jsonl", help: "print the same objects as JSON Lines: one variant a line" },
    HELP_OPTION,
  ],
  exitStatus: [
    [0, "listed"],
    [2, TROUBLE],
  ],
  async run({ values, positionals }, context) {
    if (positionals.length > 0)
      throw new UsageError(`takes no arguments (got ${escapeControls(JSON.stringify(positionals[0]))})`);
    if (values.json && values.jsonl) throw new UsageError("give --json or --jsonl, not both");
    const id = variantOf(values);
    const records = VARIANT_RECORDS.filter((v) => id === undefined || v.id === id);
    const rows = records.map((v) => ({
      id: v.id,
      date: v.date,
      title: v.title,
      document: v.document,
      defaultRule: v.defaultRule,
      startRules: v.startRules,
      resolution: v.resolution,
    }));
    if (values.json) {
      await context.out.line(toJson(rows, 2));
      return 0;
    }
    if (values.jsonl) {
      for (const row of rows) await context.out.line(toJson(row));
      return 0;
    }
    const width = Math.max(...records.map((v) => v.id.length));
    for (const v of records) {
      await context.out.line(`${v.id.padEnd(width)}  ${v.date.padEnd(10)}  ${v.title}`);
      await context.out.line(
        `${"".padEnd(width)}  ${"".padEnd(10)}  ${v.document}; default rule ${v.defaultRule}; ${v.startRules.length} start rules`,
      );
    }
    return 0;
  },
};
