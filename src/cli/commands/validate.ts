// uri-grammar validate [--variant ID] [--rule RULE] [--quiet] [--jobs N] [FILE...]: one URI reference
// per line; prints each invalid line as FILE:LINE: offset N: message.
//
// Where the time goes (50 MB of real URIs, 0.8% of the lines invalid; bench/validate.ts): about
// half of it is the recognizer on every line, in one pass that also finds where lines end
// (check-lines.ts), a third the process's start-up, and a tenth the diagnosis and the message of the
// invalid lines, whose heads are kept per place the automata stop in (src/syntax/diagnose.ts,
// briefDiagnoser). And from 4 MiB of input on, the work can be shared (--jobs): runs of lines
// (1 MiB) go to worker threads while one is free, and the main thread checks the others itself;
// the reports are printed in input order.
import { existsSync } from "node:fs";
import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import { type CheckOptions, checker, type RunReport } from "../check-lines.js";
import {
  type Command,
  type Context,
  HELP_OPTION,
  JSONL_OPTION,
  MAX_LINE_OPTION,
  TROUBLE,
  VARIANT_OPTION,
} from "../command.js";
import { escapeControls } from "../../syntax/escape.js";
import { InputError, Overlong, overlongMessage, pieces, UsageError } from "../io.js";
import { expectJsonString, jsonl } from "../jsonl.js";
import { noArguments, RULE_OPTION, ruleOf, variantOf } from "../options.js";
import { type Source, sourcesOf } from "../sources.js";
import { parseResult } from "./parse.js";

/** Inputs at least this large (bytes) get a progress bar, when stderr is a terminal. */
const PROGRESS_MIN_BYTES = 1 << 20;
/** Under --jobs auto, worker threads start once this much input is known or read. */
const THREADS_MIN_BYTES = 4 << 20;
/** The size of the runs of lines sent to a worker. */
const RUN_BYTES = 1 << 20;
/** Runs in flight per worker: enough to keep each busy, few enough to bound memory. */
const RUNS_PER_WORKER = 3;
/** The most worker threads --jobs takes. */
const MAX_JOBS = 64;

const WORKER_URL = new URL("../validate-worker.js", import.meta.url);

/**
 * Worker threads that check runs of lines, each with a few runs in flight at most; answers come back
 * as promises, in any order.
 */
class WorkerPool {
  readonly #workers: { worker: Worker; inFlight: number }[] = [];
  readonly #waiting = new Map<number, { resolve: (r: RunReport) => void; reject: (e: Error) => void }>();
  #seq = 0;
  #closing = false;

  constructor(size: number, options: CheckOptions) {
    for (let i = 0; i < size; i++) {
      const entry = { worker: new Worker(WORKER_URL, { workerData: options }), inFlight: 0 };
      entry.worker.on("message", (m: { seq: number; report?: RunReport; error?: string }) => {
        entry.inFlight--;
        const waiter = this.#waiting.get(m.seq);
        this.#waiting.delete(m.seq);
        if (m.report) waiter?.resolve(m.report);
        else waiter?.reject(new Error(`worker thread: ${m.error}`));
      });
      entry.worker.on("error", (error) => this.#fail(error));
      entry.worker.on("exit", (code) => {
        if (!this.#closing) this.#fail(new Error(`worker thread stopped (exit code ${code})`));
      });
      this.#workers.push(entry);
    }
  }

  get size(): number {
    return this.#workers.length;
  }

  #fail(error: Error): void {
    for (const w of this.#waiting.values()) w.reject(error);
    this.#waiting.clear();
  }

  /**
   * Sends the run of lines (copied, and the copy moved) to the least busy worker, if one has fewer
   * than RUNS_PER_WORKER in flight; undefined if all are that busy.
   */
  trySend(bytes: Buffer[], length: number): Promise<RunReport> | undefined {
    let entry = this.#workers[0]!;
    for (const w of this.#workers) if (w.inFlight < entry.inFlight) entry = w;
    if (entry.inFlight >= RUNS_PER_WORKER) return undefined;
    const copy = new ArrayBuffer(length);
    const view = new Uint8Array(copy);
    let at = 0;
    for (const b of bytes) {
      view.set(b, at);
      at += b.length;
    }
    const seq = this.#seq++;
    entry.inFlight++;
    return new Promise((resolve, reject) => {
      this.#waiting.set(seq, { resolve, reject });
      entry.worker.postMessage({ seq, bytes: copy }, [copy]);
    });
  }

  async close(): Promise<void> {
    this.#closing = true;
    await Promise.all(this.#workers.map((w) => w.worker.terminate()));
  }
}

function jobsOf(values: Record<string, unknown>): number | "auto" {
  const jobs = values.jobs;
  if (jobs === undefined || jobs === "auto") return "auto";
  const n = typeof jobs === "string" && /^\d+$/.test(jobs) ? Number(jobs) : NaN;
  if (!(n >= 1 && n <= MAX_JOBS))
    throw new UsageError(
      `--jobs: expected auto or a number from 1 to ${MAX_JOBS}, got ${escapeControls(JSON.stringify(jobs))}`,
    );
  return n;
}

/** The progress bar cli-progress draws (the part of it used here). */
interface Bar {
  start(total: number, value: number, payload: { invalid: number }): void;
  update(value: number, payload: { invalid: number }): void;
  stop(): void;
}

/**
 * The bar on stderr for an input of PROGRESS_MIN_BYTES and more when stderr is a terminal;
 * cli-progress is loaded only when a bar is drawn (it takes a tenth of the start-up).
 */
async function progressBar(context: Context, total: number | undefined): Promise<Bar | undefined> {
  if (!context.stderrIsTTY || total === undefined || total < PROGRESS_MIN_BYTES) return undefined;
  const cliProgress = (await import("../progress.js")).default;
  return new cliProgress.SingleBar(
    {
      stream: context.err.stream as NodeJS.WriteStream,
      format: "validate [{bar}] {percentage}% | {value}/{total} bytes | {invalid} invalid",
      // Whether to draw was decided from stderrIsTTY; cli-progress must not second-guess it.
      noTTYOutput: true,
    },
    cliProgress.Presets.shades_classic,
  );
}

/** Where lines are checked: the main thread, and the worker threads once they are started. */
class Lanes {
  pool: WorkerPool | undefined;
  readonly #workers: number;
  readonly #canThread: boolean;
  readonly #options: CheckOptions;

  constructor(jobs: number | "auto", options: CheckOptions) {
    // auto: one core is left to V8's own threads (garbage collection, compilation): on two cores, a
    // worker thread was measured to take longer than the main thread alone, before and after the
    // diagnosis got cheap (its start-up, and the copies of the runs it is sent: docs/speed.md, bench/validate.ts).
    const threads = jobs === "auto" ? Math.max(1, availableParallelism() - 1) : jobs;
    // The main thread checks too: threads - 1 workers. The worker script is there in the built
    // package (dist/src/cli); a run from the sources (the in-process tests) checks in the main thread.
    this.#workers = threads - 1;
    this.#canThread = this.#workers > 0 && existsSync(fileURLToPath(WORKER_URL));
    this.#options = options;
  }

  start(): void {
    if (this.#canThread && this.pool === undefined) this.pool = new WorkerPool(this.#workers, this.#options);
  }
}

/** What the sources of one validate share: where lines go, the counts, the bar. */
interface Run {
  readonly context: Context;
  readonly quiet: boolean;
  readonly check: (bytes: Buffer) => RunReport;
  readonly lanes: Lanes;
  readonly bar: Bar | undefined;
  readonly tally: { read: number; checked: number; invalid: number; overlong: number; unreadable: number };
}

/**
 * Checks one source's lines, here or on the worker threads, and prints its reports in input order:
 * a run checked here is ready at once, one sent to a worker later. A source that cannot be read
 * (from where it stopped) is counted and said; the others still are.
 */
async function validateSource(source: Source, run: Run): Promise<void> {
  const { context, tally, lanes, bar } = run;
  const label = escapeControls(source.label);
  let lineNumber = 0;
  const queue: { ready?: RunReport | Overlong; pending?: Promise<RunReport> }[] = [];
  const report = async (item: RunReport | Overlong): Promise<void> => {
    if (item instanceof Overlong) {
      lineNumber++;
      tally.overlong++;
      await context.out.line(`${label}:${lineNumber}: ${overlongMessage(item, context.maxLine)}`);
      return;
    }
    for (const finding of item.findings) {
      if (finding.length === 2) {
        tally.overlong++;
        await context.out.line(
          `${label}:${lineNumber + finding[0]}: ${overlongMessage(new Overlong(finding[1]), context.maxLine)}`,
        );
      } else {
        tally.invalid++;
        if (!run.quiet)
          await context.out.line(
            `${label}:${lineNumber + finding[0]}: offset ${finding[1]}: ${escapeControls(finding[2])}`,
          );
      }
    }
    tally.checked += item.lines - item.findings.filter((f) => f.length === 2).length;
    lineNumber += item.lines;
  };
  /** Prints the reports ready at the head of the queue; waits while more than `keep` are left. */
  const drain = async (keep: number): Promise<void> => {
    while (queue.length > 0 && (queue[0]!.ready !== undefined || queue.length > keep)) {
      const head = queue.shift()!;
      await report(head.ready ?? (await head.pending!));
    }
    await context.out.flush();
    bar?.update(tally.read, { invalid: tally.invalid });
  };
  const enqueue = (pending: Promise<RunReport>): void => {
    const item: (typeof queue)[number] = { pending };
    pending.then(
      (r) => (item.ready = r),
      () => {}, // rejected: drain awaits it and throws
    );
    queue.push(item);
  };
  let batch: Buffer[] = [];
  let batchBytes = 0;
  /** The run gathered so far: to a worker if one is free, else checked here. */
  const send = (): void => {
    if (batchBytes === 0) return;
    const sent = lanes.pool!.trySend(batch, batchBytes);
    if (sent) enqueue(sent);
    else queue.push({ ready: run.check(batch.length === 1 ? batch[0]! : Buffer.concat(batch, batchBytes)) });
    batch = [];
    batchBytes = 0;
  };
  try {
    for await (const piece of pieces(source.open(), context.maxLine, source.label)) {
      if (piece instanceof Overlong) {
        if (lanes.pool) send();
        queue.push({ ready: piece });
      } else {
        tally.read += piece.length;
        if (lanes.pool === undefined && tally.read >= THREADS_MIN_BYTES) lanes.start();
        if (lanes.pool) {
          batch.push(piece);
          batchBytes += piece.length;
          if (batchBytes >= RUN_BYTES) send();
        } else queue.push({ ready: run.check(piece) });
      }
      await drain(lanes.pool ? lanes.pool.size * RUNS_PER_WORKER + 1 : 0);
    }
    if (lanes.pool) send();
    await drain(0);
  } catch (error) {
    if (!(error instanceof InputError)) throw error;
    await drain(0);
    await context.warn(`cannot read ${error.message}`);
    tally.unreadable++;
  }
}

export const validateCommand: Command = {
  name: "validate",
  summary: "check URI references, one per line, from files or stdin; report each invalid line",
  usage: [
    "uri-grammar validate [--variant ID] [--rule RULE] [--quiet] [--jobs N] [FILE...]",
    "uri-grammar validate --jsonl [--variant ID] [--rule RULE] < strings.jsonl",
  ],
  description:
    "Check every line of the FILEs (- or none: stdin; any readable path: a FIFO, /dev/stdin, <(…)) and print each invalid one as FILE:LINE: offset N: message. Lines end in LF or CRLF; a UTF-8 byte order mark at the start of an input is ignored. The count of lines checked and invalid goes to stderr at the end, with a progress bar for inputs over 1 MiB when stderr is a terminal. An unreadable FILE is reported and the others are checked.",
  options: [
    VARIANT_OPTION,
    RULE_OPTION,
    {
      name: "quiet",
      short: "q",
      help: "print no invalid line, only the count on stderr (the exit status tells); the lines are then not diagnosed, which takes most of the time when many are invalid",
    },
    {
      name: "jobs",
      short: "j",
      value: "N",
      default: "auto: one per core but one, from 4 MiB of input on; the main thread alone before",
      help: `the number of threads that check lines, the main thread included (1: the main thread alone; N: N - 1 worker threads beside it; at most ${MAX_JOBS}); the output is in input order whatever the number`,
    },
    JSONL_OPTION(
      'read one JSON string per line from stdin, write {"valid","components"} or {"valid","error"} per line (as parse --jsonl)',
    ),
    MAX_LINE_OPTION,
    HELP_OPTION,
  ],
  exitStatus: [
    [0, "every line is valid"],
    [1, "some line is not valid"],
    [2, TROUBLE],
  ],
  async run({ values, positionals }, context) {
    const variant = variantOf(values);
    const rule = ruleOf(values, variant);
    const jobs = jobsOf(values);
    if (values.jsonl) {
      noArguments(positionals);
      return jsonl(context, (value) => {
        const result = parseResult(expectJsonString(value), variant, rule);
        return [result, result.valid ? 0 : 1];
      });
    }
    const sources = sourcesOf(positionals, context, RUN_BYTES);
    const total = sources.every((s) => s.bytes !== undefined)
      ? sources.reduce((n, s) => n + s.bytes!, 0)
      : undefined;
    const bar = await progressBar(context, total);
    bar?.start(total!, 0, { invalid: 0 });
    const options: CheckOptions = { variant, rule, maxLine: context.maxLine, diagnose: !values.quiet };
    const run: Run = {
      context,
      quiet: values.quiet === true,
      check: checker(options),
      lanes: new Lanes(jobs, options),
      bar,
      tally: { read: 0, checked: 0, invalid: 0, overlong: 0, unreadable: 0 },
    };
    if (jobs !== "auto" || (total ?? 0) >= THREADS_MIN_BYTES) run.lanes.start();
    const { tally } = run;
    try {
      for (const source of sources) await validateSource(source, run);
    } finally {
      await run.lanes.pool?.close();
      bar?.update(total ?? tally.read, { invalid: tally.invalid });
      bar?.stop();
    }
    await context.out.flush();
    const { checked, invalid, overlong, unreadable } = tally;
    await context.say(
      `${checked} checked, ${invalid} invalid` +
        (overlong > 0 ? `, ${overlong} over --max-line (not checked)` : "") +
        (unreadable > 0 ? `, ${unreadable} input${unreadable > 1 ? "s" : ""} not read` : ""),
    );
    return overlong > 0 || unreadable > 0 ? 2 : invalid > 0 ? 1 : 0;
  },
};
