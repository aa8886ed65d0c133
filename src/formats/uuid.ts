// JSON Schema's uuid format (2019-09 and 2020-12 §7.3.5: RFC 4122, obsoleted by RFC 9562 with the
// same string syntax): RFC 9562 §4's UUID rule (grammar/rfc9562.abnf), hexadecimal digits in either
// case (RFC 9562 §4: "case insensitive on input"). Any version and variant: the syntax does not
// restrict them (the Nil and Max UUIDs, RFC 9562 §5.9 and §5.10, are UUIDs).
import { diagnostics, recognizer } from "../../generated/rfc9562.automata.js";
import { GrammarRule, grammarProblem } from "./grammar-rule.js";
import type { FormatProblem } from "./problem.js";

const UUID = /* @__PURE__ */ new GrammarRule(recognizer, "UUID");

/** `format: "uuid"`: RFC 9562 §4 UUID. */
export function uuid(value: string): boolean {
  return UUID.test(value);
}
export function uuidProblem(value: string): FormatProblem | undefined {
  return grammarProblem(UUID, value, diagnostics);
}
