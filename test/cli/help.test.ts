// Help, version and usage errors (regression, issue 13: no --version; `help parse` printed the
// general help; per-command help was one usage line; an unknown flag got Node's own message with
// unbalanced quotes).
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { COMMAND_NAMES, loadCommands } from "../../src/cli/commands/index.js";
import { runCli } from "../helpers/cli.js";

const { version } = JSON.parse(
  readFileSync(join(import.meta.dirname, "..", "..", "package.json"), "utf8"),
) as {
  version: string;
};

describe("--version", () => {
  it("prints the version of package.json", async () => {
    expect(await runCli(["--version"])).toEqual({
      status: 0,
      stdout: `uri-grammar ${version}\n`,
      stderr: "",
    });
    expect((await runCli(["-V"])).stdout).toBe(`uri-grammar ${version}\n`);
  });
});

const commands = await loadCommands();

describe("the commands, loaded when they run", () => {
  it("each loads under its own name, in the order --help lists them", () => {
    expect(commands.map((c) => c.name)).toEqual(COMMAND_NAMES);
  });
});

describe("help COMMAND and COMMAND --help: every option with its default, the exit statuses", () => {
  for (const command of commands)
    it(command.name, async () => {
      const a = await runCli(["help", command.name]);
      const b = await runCli([command.name, "--help"]);
      const c = await runCli([command.name, "-h"]);
      expect(a.status).toBe(0);
      expect(b).toEqual(a);
      expect(c).toEqual(a);
      const help = a.stdout;
      expect(help).toMatch(new RegExp(`^usage: uri-grammar ${command.name}`));
      // The help is wrapped: compare with the line breaks and their indentation as single spaces.
      const flat = help.replace(/\n +/g, " ");
      for (const option of command.options) {
        expect(help).toContain(`--${option.name}${option.value ? ` ${option.value}` : ""}`);
        if (option.short) expect(help).toContain(`-${option.short}, --${option.name}`);
        if (option.default !== undefined) expect(flat).toContain(`(default: ${option.default})`);
      }
      expect(help).toMatch(/\nexit status:\n {2}0 {2}\S/);
      for (const [code] of command.exitStatus) expect(help).toMatch(new RegExp(`\n  ${code}  \\S`));
      expect(command.exitStatus.map(([code]) => code)).toContain(2);
      for (const line of help.split("\n")) expect(line.length).toBeLessThanOrEqual(100);
    });
  it("the options with a value have a default in the help, but for those that need none", () => {
    for (const command of commands)
      for (const option of command.options)
        if (option.value !== undefined)
          expect(option.default, `${command.name} --${option.name}`).toBeDefined();
  });
});

describe("general help", () => {
  it("help and --help list every command, on stdout, exit 0", async () => {
    for (const argv of [["help"], ["--help"], ["-h"]]) {
      const r = await runCli(argv);
      expect(r.status).toBe(0);
      for (const c of commands) expect(r.stdout).toMatch(new RegExp(`^  ${c.name} +\\S`, "m"));
      expect(r.stdout).toContain("uri-grammar help COMMAND");
    }
  });
  it("no arguments: the help on stderr, exit 2", async () => {
    const r = await runCli([]);
    expect(r.status).toBe(2);
    expect(r.stdout).toBe("");
    expect(r.stderr).toContain("usage: uri-grammar COMMAND");
  });
});

describe("usage errors: a message of this program, the command's usage, exit 2", () => {
  const table: [string[], RegExp][] = [
    [
      ["parse", "--frobnicate", "x"],
      /^uri-grammar parse: unknown option --frobnicate\nusage: uri-grammar parse /,
    ],
    [
      ["parse", "--varient", "rfc2396", "x"],
      /^uri-grammar parse: unknown option --varient; did you mean --variant\?\n/,
    ],
    [["parse", "--frob=1", "x"], /^uri-grammar parse: unknown option --frob\n/],
    [["validate", "-x"], /^uri-grammar validate: unknown option -x\n/],
    [["parse", "--jsonl=yes"], /^uri-grammar parse: --jsonl takes no value\n/],
    [["parse", "--variant"], /^uri-grammar parse: --variant needs a value \(ID\|FILE\)\n/],
    [
      ["parse", "--variant", "rfc2369", "x"],
      /^uri-grammar parse: unknown variant "rfc2369"; did you mean rfc2396\?/,
    ],
    [["parse", "--rule", "nope", "x"], /^uri-grammar parse: variant rfc3986 has no start rule "nope"/],
    [
      ["normalize", "--level", "string", "a:"],
      /^uri-grammar normalize: unknown level "string"; levels: syntax, scheme\n/,
    ],
    [
      ["compare", "--level", "exact", "a:", "a:"],
      /^uri-grammar compare: unknown level "exact"; levels: string, syntax, scheme\n/,
    ],
    [["validate", "--max-line", "lots"], /^uri-grammar validate: --max-line: expected a number of bytes/],
    [["validate", "--max-line", "0"], /^uri-grammar validate: --max-line: from 1 to \d+ bytes, got "0"/],
    [["validate", "--jobs", "0"], /^uri-grammar validate: --jobs: expected auto or a number from 1 to 64/],
    [["parse", "--jsonl", "x"], /^uri-grammar parse: --jsonl reads its input from stdin; give no arguments/],
    [["diff", "--json", "--jsonl"], /^uri-grammar diff: give --json or --jsonl, not both\n/],
    [["parse", "--json", "--jsonl"], /^uri-grammar parse: give --json or --jsonl, not both\n/],
    [["variants", "--json", "--jsonl"], /^uri-grammar variants: give --json or --jsonl, not both\n/],
    [["variants", "x"], /^uri-grammar variants: takes no arguments/],
    [["pars", "x"], /^uri-grammar: unknown command "pars"; did you mean parse\?\n/],
    [["help", "nope"], /^uri-grammar: unknown command "nope"\n/],
    [["parse", "--\u001b[2J"], /^uri-grammar parse: unknown option --\\u001b\[2J\n/],
  ];
  for (const [argv, message] of table)
    it(argv.join(" "), async () => {
      const r = await runCli(argv);
      expect(r.status).toBe(2);
      expect(r.stdout).toBe("");
      expect(r.stderr).toMatch(message);
      // Node's parseArgs message had unbalanced quotes; these have none unbalanced.
      expect((r.stderr.split("\n")[0]!.match(/'/g) ?? []).length % 2).toBe(0);
    });
  it("-- ends the options: an input starting with - is an input", async () => {
    const r = await runCli(["parse", "--json", "--", "-a"]);
    expect(r.status).toBe(0);
    expect(JSON.parse(r.stdout)).toEqual({ valid: true, components: { path: "-a" } });
  });
  it("--name=value and -x value", async () => {
    expect((await runCli(["parse", "--variant=rfc2396", "--json", "a:b"])).status).toBe(0);
    expect((await runCli(["parse", "-v", "rfc2396", "-r", "URI-reference", "a:b"])).status).toBe(0);
    expect((await runCli(["validate", "--max-line=1K"], "a:b\n")).status).toBe(0);
  });
});
