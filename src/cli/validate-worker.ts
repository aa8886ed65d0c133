// A worker thread of `uri-grammar validate` (commands/validate.ts): receives runs of whole lines as
// UTF-8 bytes, checks them (check-lines.ts) and sends back each run's report, tagged with its number
// so that the main thread can print the reports in input order.
import { parentPort, workerData } from "node:worker_threads";
import { type CheckOptions, checker } from "./check-lines.js";
// A worker has its own modules: the variants are registered here too, so that --variant ID works.
import "../variants/all.js";

export interface WorkerRequest {
  seq: number;
  bytes: ArrayBuffer;
}

// As in the main thread (cli.ts): the CLI prints no stack, and a UriSyntaxError is cheaper without one.
Error.stackTraceLimit = 0;
const check = checker(workerData as CheckOptions);
const port = parentPort!;
port.on("message", ({ seq, bytes }: WorkerRequest) => {
  try {
    port.postMessage({ seq, report: check(Buffer.from(bytes)) });
  } catch (error) {
    port.postMessage({
      seq,
      error: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
    });
  }
});
