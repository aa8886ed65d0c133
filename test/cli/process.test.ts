// The built program (dist/src/cli.js) as a process, under the pipe and file conditions of issue 13: a
// reader that goes away (EPIPE), a full disk (/dev/full: ENOSPC), a closed stdout (>&-), inputs that
// are not regular files (-, /dev/stdin, a FIFO, <(…)), a directory. Every command, each case. No
// stack trace, ever: the message is one line.
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { beforeAll, describe as serial, expect, it } from "vitest";
import { CLI, runCli, runProgram, runShell } from "../helpers/cli.js";

const dir = mkdtempSync(join(tmpdir(), "uri-grammar-process-"));
const file = (name: string): string => join(dir, name);
const NO_STACK = /^\s+at /m;
// Each test starts processes and waits: they run side by side.
const describe = serial.concurrent;

/** Each command with arguments that make it write something, and a JSON Lines input for --jsonl. */
const COMMANDS: [name: string, args: string[], jsonl: string | undefined][] = [
  ["parse", ["http://a/b?c#d"], "strings.jsonl"],
  ["validate", ["--rule", "IPv4address", "-"], "strings.jsonl"], // every line invalid: each printed
  ["resolve", ["http://a/b/c/d;p?q", "../g"], "pairs.jsonl"],
  ["normalize", ["HTTP://A/%7e"], "strings.jsonl"],
  ["compare", ["http://a/%7e", "http://a/~"], "ab.jsonl"],
  ["variants", [], undefined],
  ["diff", ["http://[::1]/a"], "strings.jsonl"],
  ["expand", ["{/x*}{?q}", '{"x":["a","b"],"q":"c d"}'], "templates.jsonl"],
  ["match", ["/{x}{?q}", "/a?q=b"], "matches.jsonl"],
  ["lint", ["http://u:p@a/"], "strings.jsonl"], // the default --fail-on: none of strings.jsonl fails
];

/**
 * The commands each process test starts: a process costs a Node start-up, and the code under test
 * (src/cli/io.ts, src/cli/main.ts) is one for every command; validate (its own reader and workers),
 * one that reads arguments, one that reads JSON Lines, and the three that came last.
 */
const SOME = COMMANDS.filter(([name]) =>
  ["parse", "validate", "compare", "expand", "match", "lint"].includes(name),
);

/** Arguments quoted for bash. */
const sh = (args: string[]): string => args.map((a) => `'${a.replace(/'/g, "'\\''")}'`).join(" ");

beforeAll(() => {
  const uris = Array.from({ length: 5_000 }, (_, i) => `http://example.com/${i}/a?b=${i}#c`);
  writeFileSync(file("uris.txt"), uris.join("\n") + "\n");
  writeFileSync(file("strings.jsonl"), uris.map((u) => JSON.stringify(u)).join("\n") + "\n");
  writeFileSync(
    file("pairs.jsonl"),
    uris.map((u) => JSON.stringify({ base: u, ref: "../x" })).join("\n") + "\n",
  );
  writeFileSync(file("ab.jsonl"), uris.map((u) => JSON.stringify({ a: u, b: u })).join("\n") + "\n");
  writeFileSync(
    file("templates.jsonl"),
    uris.map((u, i) => JSON.stringify({ template: "{+base}{/n}", variables: { base: u, n: i } })).join("\n") +
      "\n",
  );
  writeFileSync(
    file("matches.jsonl"),
    uris.map((u) => JSON.stringify({ template: "http://example.com/{n}/a{?b}{#c}", uri: u })).join("\n") +
      "\n",
  );
});

/** The command line of a command that writes a lot: its --jsonl on a big input (validate: every line invalid). */
function bigRun(name: string, jsonl: string | undefined): string {
  if (name === "validate") return `$CLI validate --rule IPv4address ${file("uris.txt")}`;
  if (name === "variants") return "$CLI variants";
  return `$CLI ${name} --jsonl < ${file(jsonl!)}`;
}

describe("stdout's reader goes away (EPIPE): stop quietly, exit 0, as head expects", () => {
  // Six commands here (the output code is one, src/cli/io.ts), the reader going away while it writes
  // (| head -1) or before its first write, in turn; every command in every form meets EPIPE
  // in-process (output-errors.test.ts).
  const whileWriting = SOME.filter((_, i) => i % 2 === 0);
  const beforeWriting = SOME.filter((_, i) => i % 2 === 1);
  for (const [name, , jsonl] of whileWriting) {
    it(`${name}: | head -1`, async () => {
      const r = await runShell(`${bigRun(name, jsonl)} | head -1; echo "status \${PIPESTATUS[0]}" >&2`);
      expect(r.stdout.split("\n")).toHaveLength(2);
      expect(r.stderr).toMatch(/^(\d+ checked, \d+ invalid\n)?status 0\n$/);
    });
  }
  it(`a reader that has gone before the first write: exit 0, nothing on stderr (${beforeWriting.map(([n]) => n).join(", ")})`, async () => {
    const results = await Promise.all(
      beforeWriting.map(
        ([name, args]) =>
          new Promise<[string, { status: number | null; stderr: string }]>((resolve) => {
            const child = spawn(process.execPath, [CLI, name, ...args], { stdio: ["pipe", "pipe", "pipe"] });
            child.stdout.destroy(); // the read end of the pipe is closed: the first write gets EPIPE
            child.stdin.end("http://a/\n");
            let stderr = "";
            child.stderr.on("data", (d: Buffer) => (stderr += d.toString()));
            child.on("close", (status) => resolve([name, { status, stderr }]));
          }),
      ),
    );
    for (const [name, r] of results) expect(r, name).toEqual({ status: 0, stderr: "" });
  });
});

describe("a write error (ENOSPC: > /dev/full): one line on stderr, exit 2", () => {
  // Six commands here, by arguments or by --jsonl in turn; every command in both forms is tested
  // in-process (output-errors.test.ts).
  SOME.forEach(([name, args, jsonl], i) => {
    const [how, command] =
      i % 2 === 0 || !jsonl
        ? ["arguments", `$CLI ${name} ${sh(args)} < ${file("uris.txt")}`]
        : ["--jsonl", `$CLI ${name} --jsonl < ${file(jsonl)}`];
    it(`${name} (${how})`, async () => {
      const r = await runShell(`${command} > /dev/full`);
      expect(r.status).toBe(2);
      expect(r.stderr).toBe(
        `uri-grammar ${name}: cannot write to standard output: no space left on device (ENOSPC)\n`,
      );
    });
  });
  it("--version too (help and the rest: in-process, output-errors.test.ts)", async () => {
    const r = await runShell("$CLI --version > /dev/full");
    expect(r).toEqual({
      status: 2,
      stdout: "",
      stderr: "uri-grammar: cannot write to standard output: no space left on device (ENOSPC)\n",
    });
  });
});

// A write to /dev/null succeeds: the program exits with its normal status whatever way /dev/null was
// given (regression: a stdout that was /dev/null opened read-write was taken for a closed one, and a
// harness running the CLI with Node's stdio "ignore" or Python's subprocess.DEVNULL got exit 2).
// A stdout that refuses writes (EBADF: open for reading only) is a write error, as ENOSPC is.
describe("stdout that refuses writes (1< file: EBADF): one line on stderr, exit 2", () => {
  // A few commands here (by arguments, by a FILE, by --jsonl); every command in every form meets
  // EBADF in-process (output-errors.test.ts).
  const cases: [name: string, command: string][] = [
    ["parse", `$CLI parse a:b`],
    ["validate", `$CLI validate --rule IPv4address ${file("uris.txt")}`],
    ["expand", `$CLI expand --jsonl < ${file("templates.jsonl")}`],
  ];
  for (const [name, command] of cases)
    it(name, async () => {
      const r = await runShell(`${command} 1< ${file("uris.txt")}`);
      expect(r.status).toBe(2);
      expect(r.stderr.replace(/\n\d+ checked, \d+ invalid\n$/, "\n")).toBe(
        `uri-grammar ${name}: cannot write to standard output: bad file descriptor (EBADF)\n`,
      );
    });
  it("nothing to write, nothing refused: exit 0", async () => {
    const r = await runShell(`$CLI validate ${file("uris.txt")} 1< ${file("uris.txt")}`);
    expect(r).toEqual({ status: 0, stdout: "", stderr: "5000 checked, 0 invalid\n" });
  });
});

describe("stdout /dev/null, however it is given: the normal exit status", () => {
  it("> /dev/null (write-only)", async () => {
    expect(await runShell("$CLI parse a:b > /dev/null")).toEqual({ status: 0, stdout: "", stderr: "" });
  });
  it(">&- (closed: Node opens /dev/null read-write in its place)", async () => {
    const r = await runShell("$CLI parse 'a b' >&-");
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/^"a b": not a valid URI-reference/);
  });
  it('Node\'s stdio "ignore"', async () => {
    expect(await runProgram(["parse", "a:b"], "", ["pipe", "ignore", "pipe"])).toEqual({
      status: 0,
      stdout: "",
      stderr: "",
    });
  });
  it("1<> /dev/null (read-write, as Python's subprocess.DEVNULL opens it): the status it has in-process", async () => {
    const stdin = readFileSync(file("uris.txt"), "utf8");
    const results = await Promise.all(
      SOME.map(async ([name, args]) => {
        const [devNull, inProcess] = await Promise.all([
          runShell(`$CLI ${name} ${sh(args)} < ${file("uris.txt")} 1<> /dev/null`),
          runCli([name, ...args], stdin),
        ]);
        return [name, devNull, inProcess] as const;
      }),
    );
    for (const [name, devNull, inProcess] of results) {
      expect(inProcess.stdout, name).not.toBe("");
      expect(devNull, name).toEqual({ status: inProcess.status, stdout: "", stderr: inProcess.stderr });
    }
    // Both statuses that say something (0 and 1) are among them.
    expect(new Set(results.map(([, r]) => r.status))).toEqual(new Set([0, 1]));
  });
});

describe("inputs that are not regular files", () => {
  const input = "http://a/\nnot valid\n";
  const expected = (name: string): string => `${name}:2: offset 3: `;
  it("validate - reads stdin", async () => {
    const r = await runProgram(["validate", "-"], input);
    expect(r.status).toBe(1);
    expect(r.stdout).toMatch(new RegExp(`^${expected("<stdin>")}`));
  });
  it("validate /dev/stdin", async () => {
    writeFileSync(file("in.txt"), input);
    const r = await runShell(`$CLI validate /dev/stdin < ${file("in.txt")}`);
    expect(r.status).toBe(1);
    expect(r.stdout).toMatch(new RegExp(`^${expected("/dev/stdin")}`));
  });
  it("validate <(…) (a process substitution: a pipe)", async () => {
    const r = await runShell(`$CLI validate <(printf 'http://a/\\nnot valid\\n')`);
    expect(r.status).toBe(1);
    expect(r.stdout).toMatch(/^\/dev\/fd\/\d+:2: offset 3: /);
  });
  it("validate FIFO", async () => {
    const fifo = file("fifo");
    const r = await runShell(
      `mkfifo ${fifo} && (printf 'a:b\\nno t\\n' > ${fifo} &) && $CLI validate ${fifo}`,
    );
    expect(r.status).toBe(1);
    expect(r.stdout).toBe(`${fifo}:2: offset 2: ${r.stdout.split(": ").slice(2).join(": ")}`);
    expect(r.stderr).toBe("2 checked, 1 invalid\n");
  });
  it("a directory, a missing file: reported, the other inputs checked, exit 2", async () => {
    writeFileSync(file("ok.txt"), "a:b\n");
    const r = await runProgram(["validate", dir, file("missing.txt"), file("ok.txt")]);
    expect(r.status).toBe(2);
    expect(r.stderr).toContain(
      `uri-grammar validate: cannot read ${dir}: illegal operation on a directory (EISDIR)\n`,
    );
    expect(r.stderr).toContain(
      `uri-grammar validate: cannot read ${file("missing.txt")}: no such file or directory (ENOENT)\n`,
    );
    expect(r.stderr).toContain("1 checked, 0 invalid, 2 inputs not read\n");
    expect(r.stderr).not.toMatch(NO_STACK);
  });
  it("stdin a directory: one line, exit 2", async () => {
    const r = await runShell(`$CLI parse --jsonl < ${dir}`);
    expect(r.status).toBe(2);
    expect(r.stderr).toBe(
      "uri-grammar parse: cannot read standard input: illegal operation on a directory (EISDIR)\n",
    );
  });
});

describe("validate with worker threads: the output in input order", () => {
  it("--jobs 2 prints what --jobs 1 prints, on several runs of lines", async () => {
    // About 3.5 MB: several runs of 1 MiB; an invalid line every 997 lines, numbered in the line.
    const lines = Array.from({ length: 100_000 }, (_, i) =>
      i % 997 === 0 ? `http://[bad-${i}]/` : `http://example.com/${i}`,
    );
    writeFileSync(file("mixed.txt"), lines.join("\n") + "\n");
    const one = await runProgram(["validate", "--jobs", "1", file("mixed.txt")]);
    const two = await runProgram(["validate", "--jobs", "2", file("mixed.txt")]);
    expect(one.status).toBe(1);
    expect(two).toEqual(one);
    const reported = one.stdout.trim().split("\n");
    expect(reported).toHaveLength(Math.ceil(100_000 / 997));
    reported.forEach((line, k) =>
      expect(line.startsWith(`${file("mixed.txt")}:${k * 997 + 1}: offset 11: `)).toBe(true),
    );
  });
});

describe("--version (regression, issue 13)", () => {
  it("prints the version of package.json", async () => {
    const { version } = JSON.parse(
      readFileSync(join(import.meta.dirname, "..", "..", "package.json"), "utf8"),
    ) as {
      version: string;
    };
    expect(await runProgram(["--version"])).toEqual({
      status: 0,
      stdout: `uri-grammar ${version}\n`,
      stderr: "",
    });
  });
});

describe("no stack trace on bad input", () => {
  it("control characters, lone surrogates, an unknown option, a bad --max-line", async () => {
    const cases = [
      ["parse", "a\u007f\u0001b"],
      ["parse", "--\u001b[31m"],
      ["validate", "--max-line", "-1"],
      ["compare", "\ud800", "a:"],
      ["nope\u0085"],
    ];
    const results = await Promise.all(cases.map((args) => runProgram(args)));
    results.forEach((r, i) => {
      expect(r.status, cases[i]!.join(" ")).toBeGreaterThan(0);
      expect(r.stderr, cases[i]!.join(" ")).not.toMatch(NO_STACK);
      expect(r.stderr, cases[i]!.join(" ")).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/);
    });
  });
});
