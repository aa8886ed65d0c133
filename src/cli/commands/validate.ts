// uri-grammar validate [--variant ID] [--rule RULE] [FILE...]: one URI reference per line; prints each
// invalid line as FILE:LINE: offset N: message. Exit status 0 all valid, 1 some invalid, 2 usage.
import type { VariantId } from "../../variants/types.js";
import { createReadStream, statSync } from "node:fs";
import type { Readable } from "node:stream";
import cliProgress from "cli-progress";
import { safeParse } from "../../syntax/parse.js";
import { startRule } from "../../syntax/parse.js";
import type { Command } from "../command.js";
import { type Io, LineWriter, lines, UsageError } from "../io.js";
import { jsonl, expectString } from "../jsonl.js";
import { parseResult } from "./parse.js";

/** Inputs at least this large (bytes) get a progress bar, when stderr is a terminal. */
const PROGRESS_MIN_BYTES = 1 << 20;

interface Source {
  name: string;
  stream: Readable;
  bytes: number | undefined;
}

function open(files: string[], io: Io): Source[] {
  if (files.length === 0) return [{ name: "<stdin>", stream: io.stdin, bytes: undefined }];
  return files.map((name) => {
    let bytes: number;
    try {
      const stat = statSync(name);
      if (!stat.isFile()) throw new UsageError(`${name}: not a file`);
      bytes = stat.size;
    } catch (error) {
      if (error instanceof UsageError) throw error;
      throw new UsageError(
        `${name}: ${(error as NodeJS.ErrnoException).code === "ENOENT" ? "no such file" : (error as Error).message}`,
      );
    }
    return { name, stream: createReadStream(name), bytes };
  });
}

export const validateCommand: Command = {
  name: "validate",
  summary: "check URI references, one per line, from files or stdin; report each invalid line",
  usage: "uri-grammar validate [--variant ID] [--rule RULE] [--quiet] [FILE...]",
  options: { rule: { type: "string", short: "r" }, quiet: { type: "boolean", short: "q" } },
  async run({ values, positionals }, io) {
    const variant = values.variant as VariantId | undefined;
    const rule = values.rule as never;
    startRule("validate", { variant, rule }); // an unknown rule is a usage error before anything is read (RangeError)
    if (values.jsonl) {
      if (positionals.length > 0) throw new UsageError("--jsonl reads its inputs from stdin");
      await jsonl(io, (value) => parseResult(expectString(value), variant, rule));
      return 0;
    }
    const sources = open(positionals, io);
    const total = sources.every((s) => s.bytes !== undefined)
      ? sources.reduce((n, s) => n + s.bytes!, 0)
      : undefined;
    const bar =
      io.stderrIsTTY && total !== undefined && total >= PROGRESS_MIN_BYTES
        ? new cliProgress.SingleBar(
            {
              stream: io.stderr as NodeJS.WriteStream,
              format: "validate [{bar}] {percentage}% | {value}/{total} bytes | {invalid} invalid",
              // Whether to draw was decided from io.stderrIsTTY; cli-progress must not second-guess it.
              noTTYOutput: true,
            },
            cliProgress.Presets.shades_classic,
          )
        : undefined;
    bar?.start(total!, 0, { invalid: 0 });
    const out = new LineWriter(io.stdout);
    let invalid = 0;
    let done = 0;
    let checked = 0;
    for (const source of sources) {
      let lineNumber = 0;
      for await (const line of lines(source.stream)) {
        lineNumber++;
        checked++;
        done += Buffer.byteLength(line) + 1;
        const result = safeParse(line, { variant, rule });
        if (!result.ok) {
          invalid++;
          if (!values.quiet)
            await out.line(
              `${source.name}:${lineNumber}: offset ${result.error.offset}: ${result.error.message}`,
            );
        }
        if (bar && lineNumber % 1000 === 0) bar.update(done, { invalid });
      }
    }
    bar?.update(total!, { invalid });
    bar?.stop();
    await out.flush();
    io.stderr.write(`${checked} checked, ${invalid} invalid\n`);
    return invalid === 0 ? 0 : 1;
  },
};
