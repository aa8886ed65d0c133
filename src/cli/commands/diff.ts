// uri-grammar diff INPUT [--json]: one row per variant, valid or not (with the error offset) and the
// components: the history of the syntax on one screen.
import { safeParse } from "../../syntax/parse.js";
import { COMPONENT_ORDER } from "../../syntax/components.js";
import { RECORDS as VARIANTS } from "../../variants/records/index.js";
import type { Command } from "../command.js";
import { print, UsageError } from "../io.js";

export interface DiffRow {
  variant: string;
  date: string;
  rule: string;
  valid: boolean;
  components?: object;
  error?: { offset: number; message: string };
}

/** The URI syntaxes, oldest first. */
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
  usage: "uri-grammar diff [--json] INPUT",
  options: { json: { type: "boolean" } },
  async run({ values, positionals }, io) {
    if (positionals.length !== 1) throw new UsageError("give exactly one input");
    const rows = diffRows(positionals[0]!);
    if (values.json) {
      print(io.stdout, JSON.stringify(rows, null, 2));
      return 0;
    }
    const width = Math.max(...rows.map((r) => r.variant.length));
    const lines = rows.map((r) => {
      const head = `${r.variant.padEnd(width)}  ${r.date.padEnd(10)}  `;
      if (!r.valid) return `${head}invalid  offset ${r.error!.offset}: ${r.error!.message}`;
      const c = r.components as Record<string, string>;
      const parts = COMPONENT_ORDER.filter((k) => c[k] !== undefined).map(
        (k) => `${k}=${JSON.stringify(c[k])}`,
      );
      return `${head}valid    ${parts.join(" ")}`;
    });
    print(io.stdout, lines.join("\n"));
    return 0;
  },
};
