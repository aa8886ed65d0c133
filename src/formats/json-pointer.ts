// JSON Schema's json-pointer (RFC 6901 §3, grammar/rfc6901.abnf) and relative-json-pointer formats.
// relative-json-pointer follows the draft each JSON Schema draft cites:
// draft-bhutton-relative-json-pointer-00 for 2020-12 (grammar/relative-json-pointer.abnf, with
// index-manipulation: "0+1/a"), draft-handrews-relative-json-pointer-01 and -02 for draft 7 and
// 2019-09, which have none.
import { diagnostics as dRjp, recognizer as rRjp } from "../../generated/relative-json-pointer.automata.js";
import { diagnostics, recognizer } from "../../generated/rfc6901.automata.js";
import { GrammarRule, grammarProblem } from "./grammar-rule.js";
import { problem, type FormatProblem } from "./problem.js";

const JSON_POINTER = /* @__PURE__ */ new GrammarRule(recognizer, "json-pointer");
const RELATIVE = /* @__PURE__ */ new GrammarRule(rRjp, "relative-json-pointer");

/** `format: "json-pointer"`: RFC 6901 §3 json-pointer. */
export function jsonPointer(value: string): boolean {
  return JSON_POINTER.test(value);
}
export function jsonPointerProblem(value: string): FormatProblem | undefined {
  return grammarProblem(JSON_POINTER, value, diagnostics);
}

/** `format: "relative-json-pointer"` (2020-12): draft-bhutton-relative-json-pointer-00 §3. */
export function relativeJsonPointer(value: string): boolean {
  return RELATIVE.test(value);
}
export function relativeJsonPointerProblem(value: string): FormatProblem | undefined {
  return grammarProblem(RELATIVE, value, dRjp);
}

/** The offset of an index-manipulation ("+" or "-" after the integer prefix), or -1. */
function indexManipulation(value: string): number {
  let i = 0;
  while (value.charCodeAt(i) >= 48 && value.charCodeAt(i) <= 57) i++;
  const c = value.charCodeAt(i);
  return c === 0x2b || c === 0x2d ? i : -1;
}

/**
 * `format: "relative-json-pointer"` of draft 7 and 2019-09: draft-handrews-relative-json-pointer-01
 * and -02 §3, `non-negative-integer ( json-pointer / "#" )`: the 2020-12 grammar without
 * index-manipulation.
 */
export function relativeJsonPointerHandrews(value: string): boolean {
  return RELATIVE.test(value) && indexManipulation(value) < 0;
}
export function relativeJsonPointerHandrewsProblem(value: string): FormatProblem | undefined {
  const syntax = grammarProblem(RELATIVE, value, dRjp);
  if (syntax !== undefined) return syntax;
  const at = indexManipulation(value);
  return at < 0
    ? undefined
    : problem(
        at,
        "relative-json-pointer",
        "draft-handrews-relative-json-pointer-02 §3",
        "no index-manipulation before draft-bhutton-relative-json-pointer-00 (JSON Schema 2020-12)",
      );
}
