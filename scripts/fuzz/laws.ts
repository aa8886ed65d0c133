// The assertions of the fuzz targets (scripts/fuzz/targets/): a law that fails throws LawBroken,
// which libFuzzer reports as a finding with the input that broke it. The laws of the URI
// operations are scripts/laws/laws.ts's (recomposes, kindOf, isTarget, absoluteTarget), here
// asserted on one input at a time; what this file adds is the rule on exceptions: an entry point
// throws only what its documentation names, and only when its documentation says it does.
import { UriOperationError, UriSyntaxError } from "../../src/index.js";
import type { UriOperationErrorKind } from "../../src/semantics/errors.js";

export class LawBroken extends Error {
  override name = "LawBroken";
}

/** Shows a value in a finding: JSON, cut at 300 characters. */
export function show(value: unknown): string {
  const text = typeof value === "string" ? JSON.stringify(value) : String(value);
  return text.length > 300 ? text.slice(0, 300) + "…" : text;
}

/** Asserts a law: `verdict` true passes; false or a string (what went wrong) throws LawBroken. */
export function law(name: string, verdict: boolean | string, what: () => string): void {
  if (verdict === true) return;
  throw new LawBroken(`${name}: ${what()}${typeof verdict === "string" ? `: ${verdict}` : ""}`);
}

/** An error class and, for UriOperationError, the kinds allowed. */
export type Allowed = { new (...args: never[]): Error } | { resolution: readonly UriOperationErrorKind[] };

export type Outcome<T> = { ok: true; value: T } | { ok: false; error: Error };

function isAllowed(error: unknown, allowed: readonly Allowed[]): error is Error {
  return allowed.some((a) =>
    "resolution" in a
      ? error instanceof UriOperationError && a.resolution.includes(error.kind)
      : error instanceof a,
  );
}

/**
 * Runs `call`: its value, or the error it threw when that error is one `allowed` names; any other
 * exception (a TypeError, a RangeError from a stack overflow, an Error from an assertion inside
 * the library, a UriOperationError of another kind) breaks the law "no exception of the wrong
 * kind".
 */
export function attempt<T>(name: string, call: () => T, allowed: readonly Allowed[]): Outcome<T> {
  try {
    return { ok: true, value: call() };
  } catch (error) {
    if (error instanceof LawBroken) throw error;
    if (isAllowed(error, allowed)) {
      // A syntax error's diagnosis is made when first read: read it, so that it runs too.
      if (error instanceof UriSyntaxError) checkSyntaxError(name, error);
      return { ok: false, error };
    }
    const text = error instanceof Error ? `${error.name}: ${error.message}\n${error.stack}` : String(error);
    throw new LawBroken(`${name}: an exception of the wrong kind: ${text}`);
  }
}

/** A UriSyntaxError says where and what: an offset in the input, the character found there, what was expected. */
export function checkSyntaxError(name: string, error: UriSyntaxError): void {
  const what = () => `${name}: ${show(error.input)} (${error.variant} ${error.rule})`;
  const { input, offset, found, expected, line, column, message } = error;
  law(
    "syntax error offset",
    Number.isInteger(offset) && offset >= 0 && offset <= input.length,
    () => `${what()} offset ${offset}`,
  );
  const at = input.codePointAt(offset);
  law(
    "syntax error found",
    offset === input.length ? found === null : found !== null && found === String.fromCodePoint(at!),
    () => `${what()} offset ${offset}, found ${show(found)}`,
  );
  law(
    "syntax error expected",
    Array.isArray(expected) && expected.length > 0,
    () => `${what()} expected nothing`,
  );
  const before = input.slice(0, offset);
  const lines = before.split(/\r\n|\r|\n/);
  law(
    "syntax error line",
    line >= 1 && column >= 1 && line <= lines.length + 1,
    () => `${what()} line ${line}:${column}`,
  );
  law(
    "syntax error message",
    typeof message === "string" && message.length > 0,
    () => `${what()} no message`,
  );
}
