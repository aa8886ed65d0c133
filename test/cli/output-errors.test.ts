// Write errors, in-process, for every command in every form (regression, issue 13: "Every command dies
// with a stack trace when its output pipe closes"; "> /dev/full → ENOSPC stack trace"; "with stdout
// closed, output is lost and the exit code is 0"). The same cases as processes: process.test.ts.
import { Readable, Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { main } from "../../src/cli/main.js";
import { runCli } from "../helpers/cli.js";

/** A stdout that takes `accept` bytes, then fails every write with the code (counted). */
function failingAfter(accept: number, code: string): Writable & { failures: number } {
  let taken = 0;
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      if (taken + chunk.length <= accept) {
        taken += chunk.length;
        callback();
      } else {
        stream.failures++;
        callback(Object.assign(new Error(`${code}: failed, write`), { code }));
      }
    },
  }) as Writable & { failures: number };
  stream.failures = 0;
  return stream;
}

const uris = Array.from({ length: 3000 }, (_, i) => `http://example.com/${i}`);
const jsonlInput = (make: (u: string) => unknown): string =>
  uris.map((u) => JSON.stringify(make(u))).join("\n");

/** Every command, in each form, with an input that makes it write. */
const FORMS: [label: string, argv: string[], stdin: string][] = [
  ["parse URI", ["parse", "http://a/b"], ""],
  ["parse --json URI", ["parse", "--json", "http://a/b"], ""],
  ["parse --jsonl", ["parse", "--jsonl"], jsonlInput((u) => u)],
  ["validate FILE", ["validate", "--rule", "IPv4address", "-"], uris.join("\n")],
  ["validate --jsonl", ["validate", "--jsonl"], jsonlInput((u) => u)],
  ["resolve BASE REF", ["resolve", "http://a/b/c", "../d"], ""],
  ["resolve --jsonl", ["resolve", "--jsonl"], jsonlInput((u) => ({ base: u, ref: "x" }))],
  ["normalize URI", ["normalize", "HTTP://A/"], ""],
  ["normalize --jsonl", ["normalize", "--jsonl"], jsonlInput((u) => u)],
  ["compare A B", ["compare", "a:b", "a:b"], ""],
  ["compare --jsonl", ["compare", "--jsonl"], jsonlInput((u) => ({ a: u, b: u }))],
  ["variants", ["variants"], ""],
  ["variants --json", ["variants", "--json"], ""],
  ["variants --jsonl", ["variants", "--jsonl"], ""],
  ["diff INPUT", ["diff", "http://a/"], ""],
  ["diff --json INPUT", ["diff", "--json", "http://a/"], ""],
  [
    "diff --jsonl",
    ["diff", "--jsonl"],
    jsonlInput((u) => u)
      .split("\n")
      .slice(0, 200)
      .join("\n"),
  ],
  ["expand TEMPLATE VARIABLES", ["expand", "{/x*}", '{"x":["a","b"]}'], ""],
  ["expand --jsonl", ["expand", "--jsonl"], jsonlInput((u) => ({ template: "{+u}", variables: { u } }))],
  ["match TEMPLATE URI", ["match", "/{x}", "/a"], ""],
  ["match --jsonl", ["match", "--jsonl"], jsonlInput((u) => ({ template: "{+u}", uri: u }))],
  ["lint URI", ["lint", "http://u:p@a/"], ""],
  ["lint --json URI", ["lint", "--json", "http://a/"], ""],
  ["lint (stdin)", ["lint", "--fail-on", "info"], uris.slice(0, 300).join("\n").toUpperCase()],
  [
    "lint --jsonl",
    ["lint", "--jsonl"],
    jsonlInput((u) => u)
      .split("\n")
      .slice(0, 300)
      .join("\n"),
  ],
  ["--version", ["--version"], ""],
  ["help", ["help"], ""],
  ["help COMMAND", ["help", "compare"], ""],
  ["COMMAND --help", ["resolve", "--help"], ""],
];

describe("EPIPE (the reader has gone): exit 0, nothing on stderr", () => {
  for (const [label, argv, stdin] of FORMS)
    it(label, async () => {
      const r = await runCli(argv, stdin, { stdout: failingAfter(0, "EPIPE") });
      expect(r.status).toBe(0);
      expect(r.stderr.replace(/^\d+ checked, \d+ invalid\n$/, "")).toBe("");
    });
  it("the command stops reading: it does not go through the rest of the input", async () => {
    let pulled = 0;
    const lines = Readable.from(
      (function* () {
        for (let i = 0; i < 1_000_000; i++) {
          pulled++;
          yield Buffer.from(`"http://example.com/${i}"\n`);
        }
      })(),
    );
    const stdout = failingAfter(100_000, "EPIPE");
    const stderr = new Writable({ write: (_c, _e, cb) => cb() });
    const status = await main(["parse", "--jsonl"], { stdin: lines, stdout, stderr, stderrIsTTY: false });
    expect(status).toBe(0);
    expect(pulled).toBeLessThan(20_000);
    expect(stdout.failures).toBe(1);
  });
});

describe("ENOSPC, EBADF, EIO: one line on stderr, exit 2", () => {
  for (const code of ["ENOSPC", "EBADF", "EIO"])
    for (const [label, argv, stdin] of FORMS)
      it(`${code}: ${label}`, async () => {
        const r = await runCli(argv, stdin, { stdout: failingAfter(0, code) });
        expect(r.status).toBe(2);
        const who = argv[0]!.startsWith("-") || argv[0] === "help" ? "uri-grammar" : `uri-grammar ${argv[0]}`;
        expect(r.stderr.replace(/\d+ checked, \d+ invalid\n$/, "")).toBe(
          `${who}: cannot write to standard output: failed (${code})\n`,
        );
      });
});
