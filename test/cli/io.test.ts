// The command line's reading and writing (src/cli/io.ts), as units. Regressions of issue 13: lines
// read in quadratic time (the growing buffer searched from 0 for every chunk), a UTF-8 BOM taken for
// part of the first line. (What it prints of its input is escaped by src/syntax/escape.ts:
// test/syntax/escape.test.ts.)
import fc from "fast-check";
import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import {
  lineRuns,
  Output,
  OutputError,
  Overlong,
  pieces,
  type ReadStats,
  splitLines,
} from "../../src/cli/io.js";

async function* chunked(chunks: (string | Buffer)[]): AsyncGenerator<Buffer> {
  for (const c of chunks) yield typeof c === "string" ? Buffer.from(c, "utf8") : c;
}

/** The lines read from these chunks, an Overlong as "<overlong N>". */
async function read(chunks: (string | Buffer)[], maxLine = 1 << 20, stats?: ReadStats): Promise<string[]> {
  const lines: string[] = [];
  for await (const run of lineRuns(chunked(chunks), maxLine, "test", stats))
    for (const line of run) lines.push(line instanceof Overlong ? `<overlong ${line.bytes}>` : line);
  return lines;
}

/** Splits bytes into chunks of the given size. */
function every(bytes: Buffer, size: number): Buffer[] {
  const out: Buffer[] = [];
  for (let i = 0; i < bytes.length; i += size) out.push(bytes.subarray(i, i + size));
  return out;
}

describe("reading lines: line ends, the last line, empty input", () => {
  const table: [string, (string | Buffer)[], string[]][] = [
    ["empty input: no line", [""], []],
    ["one line ending in LF", ["a\n"], ["a"]],
    ["the last line without a line end", ["a\nb"], ["a", "b"]],
    ["CRLF line ends", ["a\r\nb\r\n"], ["a", "b"]],
    ["a CR inside a line is kept", ["a\rb\n"], ["a\rb"]],
    ["an empty line", ["\n\n"], ["", ""]],
    ["a line across chunks", ["ab", "cd", "e\nf"], ["abcde", "f"]],
    ["CR and LF in different chunks", ["a\r", "\nb"], ["a", "b"]],
    ["a UTF-8 character across chunks", [Buffer.from([0x61, 0xc3]), Buffer.from([0xa9, 0x0a])], ["aé"]],
  ];
  for (const [name, chunks, lines] of table)
    it(name, async () => {
      expect(await read(chunks)).toEqual(lines);
    });
  it("any chunking reads the same lines (property, fixed seed)", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.constantFrom("a", "é", "\n", "\r", "\r\n", "x:y", "😀"), { maxLength: 40 }),
        fc.array(fc.integer({ min: 1, max: 7 }), { minLength: 1, maxLength: 10 }),
        async (parts, sizes) => {
          const text = parts.join("");
          const bytes = Buffer.from(text, "utf8");
          const chunks: Buffer[] = [];
          for (let at = 0, i = 0; at < bytes.length; i++) {
            const size = sizes[i % sizes.length]!;
            chunks.push(bytes.subarray(at, at + size));
            at += size;
          }
          const expected =
            text === ""
              ? []
              : text
                  .replace(/\n$/, "")
                  .split("\n")
                  .map((l) => l.replace(/\r$/, ""));
          expect(await read(chunks)).toEqual(expected);
        },
      ),
      { seed: 13, numRuns: 300 },
    );
  });
});

describe("reading lines: the UTF-8 byte order mark (EF BB BF)", () => {
  const BOM = Buffer.from([0xef, 0xbb, 0xbf]);
  const table: [string, (string | Buffer)[], string[]][] = [
    ["dropped at the start", [Buffer.concat([BOM, Buffer.from("a:b\n")])], ["a:b"]],
    [
      "dropped when it comes in pieces",
      [BOM.subarray(0, 1), BOM.subarray(1, 2), Buffer.from([0xbf, 0x61])],
      ["a"],
    ],
    ["alone: an empty input", [BOM], []],
    [
      "kept after the start",
      [Buffer.concat([Buffer.from("a\n"), BOM, Buffer.from("b\n")])],
      ["a", "\ufeffb"],
    ],
    [
      "a beginning of it that goes on otherwise is kept",
      [Buffer.from([0xef, 0xbb, 0x61, 0x0a])],
      ["\ufffda"],
    ],
  ];
  for (const [name, chunks, lines] of table)
    it(name, async () => {
      expect(await read(chunks)).toEqual(lines);
    });
  it("a short first line is answered without waiting for more input", async () => {
    // A line typed on a terminal ("a" + Enter: 2 bytes) is not held back waiting for a third byte.
    const runs: unknown[] = [];
    let more!: () => void;
    const gate = new Promise<void>((resolve) => (more = resolve));
    async function* typed(): AsyncGenerator<Buffer> {
      yield Buffer.from("a\n");
      await gate;
      yield Buffer.from("b\n");
    }
    const reading = (async () => {
      for await (const run of lineRuns(typed(), 100, "test")) runs.push(run);
    })();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(runs).toEqual([["a"]]);
    more();
    await reading;
    expect(runs).toEqual([["a"], ["b"]]);
  });
});

describe("reading lines: --max-line (bytes, without the line end)", () => {
  const table: [string, (string | Buffer)[], number, string[]][] = [
    ["at the limit: read", ["abc\n"], 3, ["abc"]],
    ["at the limit with CRLF: read (the CR is not counted)", ["abc\r\n"], 3, ["abc"]],
    ["one byte over: reported", ["abcd\nab\n"], 3, ["<overlong 4>", "ab"]],
    ["in bytes, not characters", ["éé\n"], 3, ["<overlong 4>"]],
    ["across chunks, then the next line", ["abc", "def", "ghi\r\nok\n"], 4, ["<overlong 9>", "ok"]],
    ["the last line, without a line end", ["ok\n", "abcdefgh"], 4, ["ok", "<overlong 8>"]],
  ];
  for (const [name, chunks, max, lines] of table)
    it(name, async () => {
      expect(await read(chunks, max)).toEqual(lines);
    });
});

describe("reading lines: work and memory linear in the input (regression, issue 13)", () => {
  // The old reader searched the whole pending buffer for "\n" on every chunk: a 5 MB line in 4 KiB
  // chunks cost about 3 * 10^9 character comparisons. Counted here, not timed.
  const LINE = 5_000_000;
  it("a 5 MB line in 4 KiB chunks: each byte searched once and copied once", async () => {
    const bytes = Buffer.alloc(LINE + 1, "a");
    bytes[LINE] = 0x0a;
    const stats: ReadStats = { scanned: 0, copied: 0, held: 0 };
    const lines = await read(every(bytes, 4096), 64 << 20, stats);
    expect(lines).toHaveLength(1);
    expect(lines[0]!.length).toBe(LINE);
    expect(stats.scanned).toBeLessThanOrEqual(bytes.length + 4096);
    expect(stats.copied).toBeLessThanOrEqual(bytes.length);
  });
  it("many lines across chunk boundaries: work linear", async () => {
    const bytes = Buffer.from("http://example.com/a/b?c#d\n".repeat(100_000));
    const stats: ReadStats = { scanned: 0, copied: 0, held: 0 };
    expect(await read(every(bytes, 1000), 1 << 20, stats)).toHaveLength(100_000);
    expect(stats.scanned).toBeLessThanOrEqual(bytes.length);
    expect(stats.copied).toBeLessThanOrEqual(bytes.length);
  });
  it("a line over the limit is not kept: memory bounded by the limit and a chunk", async () => {
    const bytes = Buffer.alloc(LINE + 3, "a");
    bytes.write("\nb\n", LINE);
    const stats: ReadStats = { scanned: 0, copied: 0, held: 0 };
    expect(await read(every(bytes, 65536), 1 << 20, stats)).toEqual([`<overlong ${LINE}>`, "b"]);
    expect(stats.held).toBeLessThanOrEqual((1 << 20) + 1 + 65536);
    expect(stats.scanned).toBeLessThanOrEqual(bytes.length + 65536);
  });
  it("pieces end only at line ends", async () => {
    const text = "a:1\nb:2\r\nc:3";
    const out: string[] = [];
    for await (const p of pieces(chunked(["a:", "1\nb", ":2\r", "\nc:3"]), 100, "test"))
      out.push((p as Buffer).toString());
    expect(out.join("")).toBe(text);
    for (const p of out.slice(0, -1)) expect(p.endsWith("\n")).toBe(true);
  });
  it("splitLines measures in bytes, only when the characters cannot decide", () => {
    expect(splitLines("abc\nabcd\n", 3)).toEqual(["abc", new Overlong(4)]);
    expect(splitLines("€\n", 2)).toEqual([new Overlong(3)]);
  });
});

describe("writing: errors become an OutputError (regression, issue 13: 'Unhandled error event')", () => {
  function failing(code: string): Writable {
    return new Writable({
      write(_chunk, _encoding, callback) {
        callback(Object.assign(new Error(`${code}: it failed, write`), { code }));
      },
    });
  }
  it("a failed write is reported by the next write or by flush, with its code", async () => {
    const out = new Output(failing("ENOSPC"), "standard output");
    await out.line("x");
    const error = await out.flush().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OutputError);
    expect((error as OutputError).code).toBe("ENOSPC");
    expect((error as OutputError).message).toBe("cannot write to standard output: it failed (ENOSPC)");
    await expect(out.write("y")).rejects.toBeInstanceOf(OutputError);
  });
  it("an 'error' event alone is caught too", async () => {
    const stream = new Writable({ write: (_c, _e, callback) => callback() });
    const out = new Output(stream, "standard output");
    stream.emit("error", Object.assign(new Error("EIO: i/o error"), { code: "EIO" }));
    await expect(out.flush()).rejects.toMatchObject({ code: "EIO" });
  });
});
