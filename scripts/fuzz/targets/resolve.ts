// resolve(base, reference) of one variant, with the options the selector's words name
// ("nonstrict": strict false; "remove" or "error": the 2003 draft's leadingDotSegments). Laws:
// UriSyntaxError exactly when the base is no URI (a fragment allowed) or the reference no URI reference of the
// variant; UriOperationError only of the kinds the variant's document gives ("no-target", and
// "above-root" when asked for, "not-a-uri-syntax" for templates, "no-resolution-algorithm");
// otherwise a URI of the variant (scripts/laws/laws.ts isTarget); and a URI as reference resolves
// to itself as the algorithm makes it (absoluteTarget), in strict mode.
import { isValid, resolve, UriSyntaxError } from "../../../src/index.js";
import type { UriOperationErrorKind } from "../../../src/semantics/errors.js";
import { absoluteTarget, isTarget } from "../../laws/laws.js";
import { readInput, twoStrings } from "../input.js";
import { attempt, law, show } from "../laws.js";

export function fuzz(data: Uint8Array): void {
  const { record, words, rest } = readInput(data);
  const [base, reference] = twoStrings(rest);
  const variant = record.id;
  const strict = !words.includes("nonstrict");
  const leading = words.includes("error") ? "error" : words.includes("remove") ? "remove" : undefined;
  const options = { variant, strict, ...(leading === undefined ? {} : { leadingDotSegments: leading }) };
  const what = () => `${variant} ${JSON.stringify(options)} ${show(base)} + ${show(reference)}`;
  const isUriSyntax = (record.syntax ?? "uri") === "uri";
  const kinds: UriOperationErrorKind[] = !isUriSyntax
    ? ["not-a-uri-syntax"]
    : record.resolution === null
      ? ["no-resolution-algorithm"]
      : leading === "error"
        ? ["no-target", "above-root"]
        : ["no-target"];
  const outcome = attempt("resolve", () => resolve(base, reference, options), [
    UriSyntaxError,
    { resolution: kinds },
  ]);
  if (!isUriSyntax || record.resolution === null) {
    law(`a UriOperationError "${kinds[0]}"`, !outcome.ok && !(outcome.error instanceof UriSyntaxError), what);
    return;
  }
  // A base is a URI of the variant, a fragment allowed (RFC 3986 §5.2.1 ignores it): isTarget.
  const valid = isTarget(record, base) && isValid(reference, { variant });
  const syntaxError = !outcome.ok && outcome.error instanceof UriSyntaxError;
  law("a UriSyntaxError exactly when an input is invalid", syntaxError === !valid, what);
  if (!outcome.ok) return;
  const target = outcome.value;
  law("resolve valid", isTarget(record, target), () => `${what()} → ${show(target)}`);
  if (strict && leading === undefined && isValid(reference, { variant, rule: record.targetRule } as never)) {
    const expected = absoluteTarget(record, reference);
    law(
      "resolve absolute",
      target === expected,
      () => `${what()} → ${show(target)}, expected ${show(expected)}`,
    );
  }
}
