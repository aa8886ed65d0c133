// The grammar editor's checker, off the page's main thread: the project's own PEG ≡ ABNF check
// (compiler/peg/check.ts through uri-grammar/compiler's checkTranscription: the two sides' automata
// searched together breadth first for the shortest input they disagree on, confirmed on peggy's
// generated parser) run on the edited texts, for the edited rule. No server: the compiler and peggy
// run here, in the browser.
import { checkTranscription, type RuleCheck } from "../../src/compiler.js";

export interface CheckRequest {
  readonly id: number;
  /** The grammar's files ([name, text], the grammar file last), the edited one edited. */
  readonly files: readonly (readonly [string, string])[];
  readonly peggy: string;
  readonly pegFile: string;
  readonly rule: string;
}

export type CheckResponse =
  | { readonly id: number; readonly ok: true; readonly check: RuleCheck; readonly ms: number }
  | { readonly id: number; readonly ok: false; readonly error: string; readonly ms: number };

self.addEventListener("message", (event: MessageEvent<CheckRequest>) => {
  const request = event.data;
  const started = performance.now();
  try {
    const files = new Map(request.files.map(([name, text]) => [name, text]));
    const [file, text] = request.files[request.files.length - 1]!;
    const report = checkTranscription(text, request.peggy, {
      rules: [request.rule],
      file,
      pegFile: request.pegFile,
      include: (path) => files.get(path.split("/").pop()!),
      coreRules: false,
      runs: 200,
    });
    const response: CheckResponse = {
      id: request.id,
      ok: true,
      check: report.rules[0]!,
      ms: performance.now() - started,
    };
    self.postMessage(response);
  } catch (error) {
    const response: CheckResponse = {
      id: request.id,
      ok: false,
      error: (error as Error).message,
      ms: performance.now() - started,
    };
    self.postMessage(response);
  }
});
