// The library's errors as the commands report them: on stderr, one line each, and in --jsonl as
// {"error":{…}} (the error's toJSON).
//
// Two kinds, two exit statuses. A UriSyntaxError says an input is not valid: the answer is no
// (status 1), except where no answer can be given without it (compare: 2). A UriOperationError
// says the input is valid but the variant's document defines no answer for the operation (no normal
// form, no resolution algorithm, a template that is not a URI, no target): that is neither yes nor
// no, so it is trouble (status 2) in every command.
import { type UriOperationErrorKind, UriOperationError, UriSyntaxError } from "../index.js";
import { escapeControls, quote } from "../syntax/escape.js";
import type { Context } from "./command.js";

/** The exit status of a UriOperationError, in every command. */
export const REFUSED = 2;

/** What the help and docs/cli.md say of it. */
export const REFUSED_HELP =
  "a valid input the variant's document gives no answer for (no normal form, no resolution algorithm, a template that is not a URI, no target: UriOperationError)";

/**
 * Whether a refusal is the variant's, whatever the input (the same for every input: said once, and
 * the command stops), rather than this input's (said for it, and the others go on). A Record, so
 * that a kind added to the library must be placed here.
 */
const WHOLE_VARIANT: Readonly<Record<UriOperationErrorKind, boolean>> = {
  "not-a-uri-syntax": true,
  "no-normalization": true,
  "no-relative-form": true,
  "no-resolution-algorithm": true,
  "no-target": false,
  "above-root": false,
};

function refusesEveryInput(error: UriOperationError): boolean {
  return WHOLE_VARIANT[error.kind] ?? false;
}

/** A UriSyntaxError or a UriOperationError as --jsonl writes it; any other error is thrown. */
export function errorResult(error: unknown): { error: object } {
  if (error instanceof UriSyntaxError || error instanceof UriOperationError) return { error: error.toJSON() };
  throw error;
}

/**
 * A --jsonl answer of a command that goes on to the next line: `answer`'s object (status 0), or the
 * error's (status 1 for an invalid input, REFUSED for a refusal); any other error is thrown.
 */
export function jsonlAnswer(answer: () => object): [object, number] {
  try {
    return [answer(), 0];
  } catch (error) {
    return [errorResult(error), error instanceof UriOperationError ? REFUSED : 1];
  }
}

/** An invalid input, as the commands print it on stderr: the input quoted, then the message. */
export function syntaxErrorLine(error: UriSyntaxError): string {
  return `${quote(error.input)}: ${escapeControls(error.message)}`;
}

/**
 * A refusal, as the commands print it on stderr: the input it concerns quoted, then the message
 * (which names the operation and the variant); a refusal of the whole variant names no input.
 */
function refusalLine(command: string, error: UriOperationError, input: string): string {
  return refusesEveryInput(error)
    ? `uri-grammar ${command}: ${escapeControls(error.message)}`
    : `${quote(input)}: ${escapeControls(error.message)}`;
}

/**
 * Reports on stderr why one input of a command that goes on to the next has no answer (stdout
 * flushed first, so that the lines stay in order): a refusal (status REFUSED; `stop` when it is the
 * variant's, which every input would meet) or an invalid input (status 1). Any other error is thrown.
 */
export async function reportInputError(
  context: Context,
  command: string,
  error: unknown,
  input: string,
): Promise<{ status: number; stop: boolean }> {
  if (error instanceof UriOperationError) {
    await context.out.flush();
    await context.say(refusalLine(command, error, input));
    return { status: REFUSED, stop: refusesEveryInput(error) };
  }
  if (!(error instanceof UriSyntaxError)) throw error;
  await context.out.flush();
  await context.say(syntaxErrorLine(error));
  return { status: 1, stop: false };
}
