// relativize(base, target) of one variant. Laws: UriSyntaxError exactly when either is no URI of
// the variant (a fragment allowed: scripts/laws/laws.ts isTarget); UriOperationError only where the variant's document has no relative
// references ("no-relative-form") or no URI syntax; otherwise a reference that resolves back to the
// target, or, where no reference can (RFC 3986 removes dot segments from every reference), to
// resolve(base, target) (scripts/laws/laws.ts, the relativize law).
import { relativize, resolve, UriSyntaxError } from "../../../src/index.js";
import { isTarget } from "../../laws/laws.js";
import type { UriOperationErrorKind } from "../../../src/semantics/errors.js";
import { readInput, twoStrings } from "../input.js";
import { attempt, law, show } from "../laws.js";

export function fuzz(data: Uint8Array): void {
  const { record, rest } = readInput(data);
  const [base, target] = twoStrings(rest);
  const variant = record.id;
  const what = () => `${variant} ${show(base)}, ${show(target)}`;
  const isUriSyntax = (record.syntax ?? "uri") === "uri";
  const refusal: UriOperationErrorKind | undefined = !isUriSyntax
    ? "not-a-uri-syntax"
    : record.resolution === null
      ? "no-resolution-algorithm"
      : record.resolution === "absolute-only"
        ? "no-relative-form"
        : undefined;
  const outcome = attempt("relativize", () => relativize(base, target, { variant }), [
    UriSyntaxError,
    { resolution: refusal === undefined ? [] : [refusal] },
  ]);
  if (refusal !== undefined) {
    law(`a UriOperationError "${refusal}"`, !outcome.ok && !(outcome.error instanceof UriSyntaxError), what);
    return;
  }
  const valid = isTarget(record, base) && isTarget(record, target);
  law("a UriSyntaxError exactly when an input is invalid", outcome.ok === valid, what);
  if (!outcome.ok) return;
  const r = outcome.value;
  const back = attempt("resolve", () => resolve(base, r, { variant }), []);
  if (!back.ok) return;
  if (back.value === target) return;
  const direct = attempt("resolve", () => resolve(base, target, { variant }), []);
  law(
    "resolve(b, relativize(b, t)) is t or resolve(b, t)",
    direct.ok && back.value === direct.value,
    () => `${what()}: relativize gave ${show(r)}, which resolves to ${show(back.value)}`,
  );
}
