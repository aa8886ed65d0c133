// equivalent(a, b) at a level of the RFC 3986 §6.2 ladder (the selector's second word: "string",
// "syntax" or "scheme"). Laws: UriSyntaxError exactly when either is no URI reference of the
// variant; UriOperationError only where the variant has no normal form (above "string") or no URI
// syntax; reflexive and symmetric; at "string" the same characters; above it, equivalent ⇔ the
// same normal form (normalize at that level).
import { equivalent, isValid, normalize, UriSyntaxError } from "../../../src/index.js";
import type { ComparisonLevel } from "../../../src/semantics/compare.js";
import type { UriOperationErrorKind } from "../../../src/semantics/errors.js";
import { pick, readInput, twoStrings } from "../input.js";
import { attempt, law, show } from "../laws.js";

const LEVELS: readonly ComparisonLevel[] = ["string", "syntax", "scheme"];

export function fuzz(data: Uint8Array): void {
  const { record, words, rest } = readInput(data);
  const [a, b] = twoStrings(rest);
  const level = pick(words[0], LEVELS);
  const variant = record.id;
  const options = { variant, level };
  const what = () => `${variant} ${level} ${show(a)}, ${show(b)}`;
  const isUriSyntax = (record.syntax ?? "uri") === "uri";
  const refusal: UriOperationErrorKind | undefined = !isUriSyntax
    ? "not-a-uri-syntax"
    : level !== "string" && record.normalization.none !== undefined
      ? "no-normalization"
      : undefined;
  const allowed = [UriSyntaxError, { resolution: refusal === undefined ? [] : [refusal] }];
  const ab = attempt("equivalent", () => equivalent(a, b, options), allowed);
  const ba = attempt("equivalent", () => equivalent(b, a, options), allowed);
  if (refusal !== undefined) {
    law(`a UriOperationError "${refusal}"`, !ab.ok && !(ab.error instanceof UriSyntaxError), what);
    return;
  }
  const valid = isValid(a, { variant }) && isValid(b, { variant });
  law("a UriSyntaxError exactly when an input is invalid", ab.ok === valid && ba.ok === valid, what);
  if (!ab.ok || !ba.ok) return;
  law("symmetric", ab.value === ba.value, what);
  const aa = attempt("equivalent", () => equivalent(a, a, options), []);
  law("reflexive", aa.ok && aa.value, what);
  if (level === "string") {
    law("at the string level, the same characters", ab.value === (a === b), what);
    return;
  }
  const na = normalize(a, { variant, level });
  const nb = normalize(b, { variant, level });
  law(
    "equivalent ⇔ the same normal form",
    ab.value === (na === nb),
    () => `${what()}: equivalent ${ab.value}, normal forms ${show(na)}, ${show(nb)}`,
  );
}
