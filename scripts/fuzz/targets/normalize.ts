// normalize at the "syntax" or "scheme" level (the selector's second word) of one variant. Laws:
// it throws only UriSyntaxError, exactly when the input is no URI reference of the variant, or
// UriOperationError where the variant has no normal form ("no-normalization") or is no URI syntax
// ("not-a-uri-syntax"); its result is a URI reference of the variant, normal (normalize is
// idempotent), equivalent to the input, and the same kind of reference (scripts/laws/laws.ts).
import { equivalent, isValid, normalize, UriSyntaxError } from "../../../src/index.js";
import type { NormalizationLevel } from "../../../src/semantics/normalize.js";
import { kindOf } from "../../laws/laws.js";
import { pick, readInput } from "../input.js";
import { attempt, law, show } from "../laws.js";

const LEVELS: readonly NormalizationLevel[] = ["syntax", "scheme"];

export function fuzz(data: Uint8Array): void {
  const { record, words, rest: u } = readInput(data);
  const level = pick(words[0], LEVELS);
  const variant = record.id;
  const what = () => `${variant} ${level} ${show(u)}`;
  const isUriSyntax = (record.syntax ?? "uri") === "uri";
  const refusal = !isUriSyntax
    ? "not-a-uri-syntax"
    : record.normalization.none !== undefined
      ? "no-normalization"
      : undefined;
  const outcome = attempt("normalize", () => normalize(u, { variant, level }), [
    UriSyntaxError,
    { resolution: refusal === undefined ? [] : [refusal] },
  ]);
  if (refusal !== undefined) {
    law(
      `a UriOperationError "${refusal}"`,
      !outcome.ok,
      () => `${what()} → ${outcome.ok ? show(outcome.value) : ""}`,
    );
    return;
  }
  const valid = isValid(u, { variant });
  law("a UriSyntaxError exactly when the input is invalid", outcome.ok === valid, what);
  if (!outcome.ok) return;
  const n = outcome.value;
  const said = () => `${what()} → ${show(n)}`;
  law("normalize valid", isValid(n, { variant }), said);
  const again = attempt("normalize", () => normalize(n, { variant, level }), []);
  law(
    "normalize idempotent",
    again.ok && again.value === n,
    () => `${said()} then ${again.ok ? show(again.value) : ""}`,
  );
  const same = attempt("equivalent", () => equivalent(u, n, { variant, level }), []);
  law("normalize equivalent", same.ok && same.value, said);
  const before = kindOf(variant, u);
  const after = kindOf(variant, n);
  law("normalize same kind", before === after, () => `${said()}: ${before} became ${after}`);
}
