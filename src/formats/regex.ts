// JSON Schema's regex format (JSON Schema Validation 2020-12 §7.3.8: "a regular expression, which
// SHOULD be valid according to the ECMA-262 regular expression dialect"): the pattern as ECMA-262
// §22.2.1 reads it with the u flag (Pattern[+UnicodeMode], without Annex B's web-compatibility
// grammar, so "\a" is no escape: JSON Schema's patterns are Unicode-mode, 2020-12 §6.4), parsed by
// @eslint-community/regexpp, an ECMAScript regular expression parser (never compiled by the engine:
// no pattern runs, and the verdict does not depend on the engine's version).
import { RegExpValidator } from "@eslint-community/regexpp";
import { problem, type FormatProblem } from "./problem.js";

let failure: { offset: number; message: string } | undefined;
let validator: RegExpValidator | undefined;

function validate(value: string): boolean {
  validator ??= new RegExpValidator({
    ecmaVersion: 2025,
    onPatternEnter() {},
  });
  failure = undefined;
  try {
    validator.validatePattern(value, 0, value.length, { unicode: true });
    return true;
  } catch (error) {
    const e = error as SyntaxError & { index?: number };
    failure = { offset: e.index ?? 0, message: e.message };
    return false;
  }
}

/** `format: "regex"`: an ECMA-262 Pattern in Unicode mode. */
export function regex(value: string): boolean {
  return validate(value);
}
export function regexProblem(value: string): FormatProblem | undefined {
  if (validate(value)) return undefined;
  const message = failure!.message.replace(/^Invalid regular expression: \/.*\/[a-z]*: /s, "");
  return problem(failure!.offset, "Pattern", "ECMA-262 §22.2.1", message);
}
