// uri-grammar lint [--json | --jsonl] [--fail-on SEVERITY] [--file FILE] [URI...]: the findings of
// `lint` (src/lint), one line each. URIs come from the arguments, or one per line from FILE or
// stdin, read as validate reads its FILEs (io.ts: linear time, --max-line, LF or CRLF, a UTF-8 byte
// order mark dropped; `-` is stdin).
import {
  atLeast,
  type Finding,
  lint,
  type LintOptions,
  SEVERITIES,
  type Severity,
} from "../../lint/index.js";
import { escapeControls, quote, toJson } from "../../syntax/escape.js";
import { type Command, HELP_OPTION, JSONL_OPTION, MAX_LINE_OPTION, TROUBLE } from "../command.js";
import { lineRuns, Overlong, overlongMessage, UsageError } from "../io.js";
import { expectJsonString, jsonl } from "../jsonl.js";
import { noArguments } from "../options.js";
import { sourcesOf } from "../sources.js";

/** One finding, one line: where, how bad, what, the section, the fix (and the two readings). */
function findingLine(uri: string, f: Finding): string {
  const readings =
    f.readings === undefined
      ? ""
      : ` [RFC 3986: ${toJson(f.readings.rfc3986)}; WHATWG: ${toJson(f.readings.whatwg)}]`;
  return escapeControls(
    `${uri}: offset ${f.offset}: ${f.severity} ${f.code}: ${f.message} (${f.section}); fix: ${f.fix}${readings}`,
  );
}

function failOnOf(value: unknown): Severity {
  if (value === undefined) return "warning";
  if (!(SEVERITIES as readonly unknown[]).includes(value))
    throw new UsageError(`--fail-on: expected ${SEVERITIES.join(", ")}, got ${quote(String(value))}`);
  return value as Severity;
}

export const lintCommand: Command = {
  name: "lint",
  summary: "report RFC 3986 §7 hazards, non-normal forms, scheme-grammar violations and WHATWG disagreements",
  usage: [
    "uri-grammar lint [--json] [--fail-on SEVERITY] [--no-whatwg] URI...",
    "uri-grammar lint [--json] [--fail-on SEVERITY] [--no-whatwg] [--file FILE | < uris.txt]",
    "uri-grammar lint --jsonl [--fail-on SEVERITY] [--no-whatwg] < strings.jsonl",
  ],
  description:
    "Lint each URI reference (the arguments, or one per line from FILE or stdin) and print each finding on a line: URI: offset N: severity code: message (section); fix: what to do. The codes (docs/lint.md) cover RFC 3986 §7's hazards (passwords, semantic attacks, rare IPv4 forms, percent-encoded delimiters, controls), what §6.2 normalization would change, RFC 3987's IRI rules, the scheme grammars, and where a WHATWG URL parser (Node's URL) reads another scheme, host, port or path. Lines are read as validate reads them: LF or CRLF, a UTF-8 byte order mark dropped, a line over --max-line reported on stderr and skipped.",
  options: [
    {
      name: "file",
      short: "f",
      value: "FILE",
      default: "stdin, when no URI is given",
      help: "read the URI references from FILE, one per line (- is stdin; any readable path: a FIFO, /dev/stdin, <(…))",
    },
    {
      name: "json",
      help: "print one JSON array: [{uri, findings: [{code, severity, offset, section, message, fix, readings?}]}]",
    },
    {
      name: "fail-on",
      value: "SEVERITY",
      default: "warning",
      help: "the lowest severity that makes the exit status 1: error, warning or info",
    },
    { name: "no-whatwg", help: "no differential findings (the WHATWG URL parser is not run)" },
    JSONL_OPTION('read one JSON string per line from stdin; write {"uri":…,"findings":[…]} per line'),
    MAX_LINE_OPTION,
    HELP_OPTION,
  ],
  exitStatus: [
    [0, "no finding at or above --fail-on"],
    [1, "some finding at or above --fail-on (with --jsonl, also a line that is not a JSON string)"],
    [2, TROUBLE],
  ],
  async run({ values, positionals }, context) {
    const failOn = failOnOf(values["fail-on"]);
    if (values.json && values.jsonl) throw new UsageError("give --json or --jsonl, not both");
    const options: LintOptions = values["no-whatwg"] ? { whatwg: false } : {};
    const file = values.file as string | undefined;
    const check = (uri: string): [Finding[], number] => {
      const findings = lint(uri, options);
      return [findings, findings.some((f) => atLeast(f.severity, failOn)) ? 1 : 0];
    };
    if (values.jsonl) {
      if (file !== undefined) throw new UsageError("--jsonl reads its input from stdin; give no --file");
      noArguments(positionals);
      return jsonl(context, (value) => {
        const uri = expectJsonString(value);
        const [findings, status] = check(uri);
        return [{ uri, findings }, status];
      });
    }
    if (file !== undefined && positionals.length > 0) throw new UsageError("give URIs or --file, not both");

    let status = 0;
    const all: { uri: string; findings: Finding[] }[] = [];
    const report = async (uri: string): Promise<void> => {
      const [findings, s] = check(uri);
      if (s > status) status = s;
      if (values.json) all.push({ uri, findings });
      else for (const f of findings) await context.out.line(findingLine(uri, f));
    };

    if (positionals.length > 0) for (const uri of positionals) await report(uri);
    else {
      const [source] = sourcesOf(file === undefined ? [] : [file], context);
      const label = escapeControls(source!.label);
      let lineNumber = 0;
      for await (const run of lineRuns(source!.open(), context.maxLine, source!.label)) {
        for (const line of run) {
          lineNumber++;
          if (line instanceof Overlong) {
            await context.out.flush();
            await context.warn(`${label}:${lineNumber}: ${overlongMessage(line, context.maxLine)}`);
            status = 2;
          } else await report(line);
        }
        // Answer what has been read before waiting for more (lines typed, or fed one at a time).
        if (!values.json) await context.out.flush();
      }
    }
    if (values.json) await context.out.line(toJson(all));
    return status;
  },
};
