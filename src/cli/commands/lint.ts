// uri-grammar lint [--json|--jsonl] [--fail-on SEVERITY] [--file FILE] [URI...]: the findings of
// `lint` (src/lint), one line each. Exit status 0 when no finding is at or above the threshold,
// 1 when one is, 2 for a usage error.
import { readFileSync } from "node:fs";
import { atLeast, lint, SEVERITIES, type Finding, type Severity } from "../../lint/index.js";
import type { Command } from "../command.js";
import { LineWriter, lines, UsageError } from "../io.js";
import { jsonl, expectString } from "../jsonl.js";

function line(uri: string, f: Finding): string {
  const readings =
    f.readings === undefined
      ? ""
      : ` [RFC 3986: ${JSON.stringify(f.readings.rfc3986)}; WHATWG: ${JSON.stringify(f.readings.whatwg)}]`;
  return `${uri}: offset ${f.offset}: ${f.severity} ${f.code}: ${f.message} (${f.section}); fix: ${f.fix}${readings}`;
}

export const lintCommand: Command = {
  name: "lint",
  summary: "report RFC 3986 §7 hazards, non-normal forms, scheme-grammar violations and WHATWG disagreements",
  usage: [
    "uri-grammar lint [--json] [--fail-on error|warning|info] [--file FILE] [URI...]",
    "uri-grammar lint --jsonl < uris.jsonl",
    "",
    "  URI              the URI references to lint (or --file FILE, or one per line on stdin)",
    "  --file FILE      read URI references from FILE, one per line",
    "  --json           print one JSON array: [{uri, findings: [{code, severity, offset, section,",
    "                   message, fix, readings?}]}]",
    '  --jsonl          read a JSON string per line on stdin; write {"uri","findings"} per line',
    "  --fail-on LEVEL  the lowest severity that makes the exit status 1 (default warning)",
    "  --no-whatwg      no differential findings (no WHATWG URL parser run)",
    "",
    "Each finding names its code, severity (error, warning, info), offset, RFC section and fix;",
    "docs/lint.md lists the codes.",
    "",
    "exit status: 0 no finding at or above --fail-on; 1 some finding at or above it; 2 usage error",
  ].join("\n"),
  options: {
    json: { type: "boolean" },
    file: { type: "string", short: "f" },
    "fail-on": { type: "string" },
    "no-whatwg": { type: "boolean" },
  },
  async run({ values, positionals }, io) {
    if (values.variant !== undefined)
      throw new UsageError("lint reads RFC 3986 (and RFC 3987 for IRIs): no --variant");
    const failOn = (values["fail-on"] ?? "warning") as Severity;
    if (!SEVERITIES.includes(failOn))
      throw new UsageError(
        `--fail-on must be one of ${SEVERITIES.join(", ")}, got ${JSON.stringify(failOn)}`,
      );
    const options = values["no-whatwg"] ? { whatwg: false as const } : {};
    let failed = false;
    const run = (uri: string): Finding[] => {
      const findings = lint(uri, options);
      if (findings.some((f) => atLeast(f.severity, failOn))) failed = true;
      return findings;
    };
    if (values.jsonl) {
      if (positionals.length > 0 || values.file !== undefined)
        throw new UsageError("--jsonl reads its inputs from stdin; give no arguments");
      await jsonl(io, (value) => {
        const uri = expectString(value);
        return { uri, findings: run(uri) };
      });
      return failed ? 1 : 0;
    }
    let inputs: Iterable<string> | AsyncIterable<string>;
    if (values.file !== undefined) {
      if (positionals.length > 0) throw new UsageError("give URIs or --file, not both");
      let text: string;
      try {
        text = readFileSync(values.file as string, "utf8");
      } catch (error) {
        throw new UsageError(
          `${values.file}: ${(error as NodeJS.ErrnoException).code === "ENOENT" ? "no such file" : (error as Error).message}`,
        );
      }
      inputs = text.split(/\r?\n/).filter((l, i, all) => l !== "" || i < all.length - 1);
    } else inputs = positionals.length > 0 ? positionals : lines(io.stdin);
    const out = new LineWriter(io.stdout);
    const all: { uri: string; findings: Finding[] }[] = [];
    for await (const uri of inputs) {
      const findings = run(uri);
      if (values.json) all.push({ uri, findings });
      else for (const f of findings) await out.line(line(uri, f));
    }
    if (values.json) await out.line(JSON.stringify(all));
    await out.flush();
    return failed ? 1 : 0;
  },
};
