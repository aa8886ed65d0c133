// `uri-grammar COMMAND [options] [arguments]`: the dispatch, the help, and what becomes of errors.
//
// Exit statuses, as diff(1) has them: 0 the answer is yes (every input valid, equivalent) or the work
// is done; 1 the answer is no (an input is not valid, the two are not equivalent); 2 trouble (a usage
// error, an input that cannot be read, a write error). A closed pipe on stdout (EPIPE: `| head`)
// ends the command quietly with status 0, as `head` expects of the programs it reads.
import { parseArguments, closest, parseByteCount } from "./args.js";
import type { Command, Context, OptionSpec } from "./command.js";
import { COMMAND_NAMES, loadCommand, loadCommands } from "./commands/index.js";
import { escapeControls } from "../syntax/escape.js";
import {
  DEFAULT_MAX_LINE,
  InputError,
  type Io,
  MAX_MAX_LINE,
  Output,
  OutputError,
  UsageError,
} from "./io.js";
import { loadVariantFile } from "./options.js";
import { packageVersion } from "./version.js";
// Every variant id works on the command line, as under the package's Node entry point (src/node.mjs): the
// variant objects are registered before any command runs.
import "../variants/all.js";

const WIDTH = 100;

/** Words wrapped to WIDTH columns after a first prefix; every line after the first indented. */
function wrap(text: string, indent: number, first = ""): string {
  const lines: string[] = [];
  let line = first;
  let fresh = true; // nothing on this line after its prefix yet
  for (const word of text.split(" ")) {
    if (!fresh && line.length + 1 + word.length > WIDTH) {
      lines.push(line);
      line = " ".repeat(indent) + word;
    } else line += (fresh ? "" : " ") + word;
    fresh = false;
  }
  lines.push(line);
  return lines.join("\n");
}

function optionLabel(o: OptionSpec): string {
  return `${o.short ? `-${o.short}, ` : "    "}--${o.name}${o.value ? ` ${o.value}` : ""}`;
}

function commandHelp(command: Command): string {
  const labels = command.options.map(optionLabel);
  const width = Math.max(...labels.map((l) => l.length)) + 2;
  const indent = 2 + width;
  return [
    ...command.usage.map((u, i) => `${i === 0 ? "usage: " : "       "}${u}`),
    "",
    wrap(command.description ?? command.summary, 0),
    "",
    "options:",
    ...command.options.map((o, i) =>
      wrap(
        o.help + (o.default !== undefined ? ` (default: ${o.default})` : ""),
        indent,
        `  ${labels[i]!.padEnd(width)}`,
      ),
    ),
    "",
    "exit status:",
    ...command.exitStatus.map(([code, meaning]) => wrap(meaning, 5, `  ${code}  `)),
  ].join("\n");
}

async function generalHelp(): Promise<string> {
  const commands = await loadCommands();
  const width = Math.max(...commands.map((c) => c.name.length));
  return [
    `uri-grammar ${packageVersion()}: URIs exactly as the RFCs define them`,
    "",
    "usage: uri-grammar COMMAND [options] [arguments]",
    "       uri-grammar help COMMAND      the options of a command, their defaults, its exit statuses",
    "       uri-grammar --version",
    "",
    "commands:",
    ...commands.map((c) => wrap(c.summary, width + 4, `  ${c.name.padEnd(width)}  `)),
    "",
    wrap(
      "Every command takes --help and --jsonl (JSON Lines: one JSON value per line of stdin, one JSON object per line of stdout, in order; variants reads nothing). validate also reads FILEs, and lint --file FILE (- for stdin).",
      0,
    ),
    "",
    wrap(
      "To see the RFCs at work: explain INPUT prints the derivation tree (or, for an invalid input, the caret, the rules alive there and one-edit repairs); resolve --explain and normalize --explain print each step of the algorithm, named by its section; diff --grammar A B prints the shortest strings one variant's grammar accepts and the other's rejects.",
      0,
    ),
    "",
    wrap(
      "exit status: 0 yes (valid, equivalent, matches) or done; 1 no (an input is not valid, not equivalent, no match, a lint finding); 2 trouble (also: no answer, as for a variant that defines none).",
      13,
    ),
  ].join("\n");
}

function usageLines(command: Command): string {
  return command.usage.map((u, i) => `${i === 0 ? "usage: " : "       "}${u}`).join("\n");
}

export async function main(argv: string[], io: Io): Promise<number> {
  const out = new Output(io.stdout, "standard output");
  const err = new Output(io.stderr, "standard error");
  // What is written on stderr is written whatever becomes of it: a message that cannot be shown
  // must not hide the status that tells of the trouble.
  const say = async (text: string): Promise<void> => {
    try {
      await err.write(text.endsWith("\n") ? text : text + "\n");
    } catch {
      // stderr is gone: the exit status still speaks.
    }
  };
  let status: number;
  let command: Command | undefined;
  try {
    const [name, ...rest] = argv;
    if (name === undefined) {
      await say(await generalHelp());
      status = 2;
    } else if (name === "--version" || name === "-V") {
      await out.write(`uri-grammar ${packageVersion()}\n`);
      status = 0;
    } else if (name === "help" || name === "--help" || name === "-h") {
      const topic = rest[0];
      if (topic === undefined) {
        await out.write((await generalHelp()) + "\n");
        status = 0;
      } else {
        const target = await loadCommand(topic);
        if (target) {
          await out.write(commandHelp(target) + "\n");
          status = 0;
        } else {
          await say(unknownCommand(topic));
          status = 2;
        }
      }
    } else {
      command = await loadCommand(name);
      if (!command) {
        await say(unknownCommand(name));
        status = 2;
      } else {
        const { values, positionals } = parseArguments(rest, command.options);
        if (values.help) {
          await out.write(commandHelp(command) + "\n");
          status = 0;
        } else {
          const maxLine =
            typeof values["max-line"] === "string"
              ? parseByteCount(values["max-line"], MAX_MAX_LINE, "--max-line")
              : DEFAULT_MAX_LINE;
          const self = command;
          const context: Context = {
            stdin: io.stdin,
            out,
            err,
            stderrIsTTY: io.stderrIsTTY,
            maxLine,
            say,
            warn: (text) => say(`uri-grammar ${self.name}: ${text}`),
          };
          await loadVariantFile(values);
          status = await command.run({ values, positionals }, context);
        }
      }
    }
    await out.flush();
  } catch (error) {
    status = await failure(error, command, say);
  }
  try {
    await err.flush();
  } catch {
    // as above
  }
  return status;
}

function unknownCommand(name: string): string {
  const near = closest(name, COMMAND_NAMES);
  return `uri-grammar: unknown command ${escapeControls(JSON.stringify(name))}${near ? `; did you mean ${near}?` : ""}\nThe commands: ${COMMAND_NAMES.join(", ")}. See uri-grammar help.`;
}

/** The exit status of an error that ended a command, and its message. */
async function failure(
  error: unknown,
  command: Command | undefined,
  say: (text: string) => Promise<void>,
): Promise<number> {
  const who = command ? `uri-grammar ${command.name}` : "uri-grammar";
  if (error instanceof OutputError) {
    // The reader of stdout has gone (`| head`): it has what it wanted. Stop, and say nothing.
    if (error.code === "EPIPE") return 0;
    if (error.label !== "standard error") await say(`${who}: ${error.message}`);
    return 2;
  }
  if (error instanceof UsageError) {
    const usage = command
      ? `\n${usageLines(command)}\nSee uri-grammar help ${command.name}.`
      : "\nSee uri-grammar help.";
    await say(`${who}: ${escapeControls(error.message)}${usage}`);
    return 2;
  }
  if (error instanceof InputError) {
    await say(`${who}: cannot read ${error.message}`);
    return 2;
  }
  // A bug: one line, no stack (set URI_GRAMMAR_DEBUG=1 for it).
  const e = error as Error;
  const text = e instanceof Error ? `${e.name}: ${e.message}` : String(error);
  await say(`${who}: internal error: ${escapeControls(text.split("\n")[0]!)}`);
  if (process.env.URI_GRAMMAR_DEBUG && e instanceof Error && e.stack) await say(escapeControls(e.stack));
  return 2;
}
