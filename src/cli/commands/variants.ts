// uri-grammar variants [--json]: the generations of the syntax this tool knows.
import { RECORDS as VARIANTS } from "../../variants/records/index.js";
import type { Command } from "../command.js";
import { print } from "../io.js";

export const variantsCommand: Command = {
  name: "variants",
  summary: "list the variants (generations of the URI syntax): id, date, title, document, start rules",
  usage: "uri-grammar variants [--json]",
  options: { json: { type: "boolean" } },
  async run({ values }, io) {
    if (values.json) {
      const rows = VARIANTS.map((v) => ({
        id: v.id,
        date: v.date,
        title: v.title,
        document: v.document,
        defaultRule: v.defaultRule,
        startRules: v.startRules,
        resolution: v.resolution,
      }));
      print(io.stdout, JSON.stringify(rows, null, 2));
      return 0;
    }
    const width = Math.max(...VARIANTS.map((v) => v.id.length));
    const lines = VARIANTS.flatMap((v) => [
      `${v.id.padEnd(width)}  ${v.date.padEnd(10)}  ${v.title}`,
      `${"".padEnd(width)}  ${"".padEnd(10)}  ${v.document}; default rule ${v.defaultRule}; ${v.startRules.length} start rules`,
    ]);
    print(io.stdout, lines.join("\n"));
    return 0;
  },
};
