// parse, safeParse, isValid and validator on one string, as one start rule of one variant (the
// selector's second word names the rule). Laws: the four agree on the verdict; safeParse, isValid
// and validator never throw, parse throws only UriSyntaxError and only for what the others reject;
// the error says where (checkSyntaxError); parse and safeParse give the same components; and
// recompose(parse(u)) === u for every start rule with components (scripts/laws/laws.ts recomposes).
import { isDeepStrictEqual } from "node:util";
import { isValid, parse, safeParse, UriSyntaxError, validator } from "../../../src/index.js";
import { recomposeRules, recomposes } from "../../laws/laws.js";
import { readInput, pick } from "../input.js";
import { attempt, checkSyntaxError, law, show } from "../laws.js";

const rulesWithComponents = new Map<string, string[]>();

export function fuzz(data: Uint8Array): void {
  const { record, words, rest: s } = readInput(data);
  const rule = pick(words[0], record.startRules);
  const options = { variant: record.id, rule } as never;
  const what = () => `${record.id} ${rule} ${show(s)}`;
  const valid = attempt("isValid", () => isValid(s, options), []);
  const safe = attempt("safeParse", () => safeParse(s, options), []);
  const checked = attempt("validator", () => validator(options)(s), []);
  const thrown = attempt("parse", () => parse(s, options), [UriSyntaxError]);
  if (!valid.ok || !safe.ok || !checked.ok) return;
  law("isValid ⇔ safeParse ok", valid.value === safe.value.ok, what);
  law("isValid ⇔ validator", valid.value === checked.value, what);
  law("isValid ⇔ parse returns", valid.value === thrown.ok, what);
  if (!safe.value.ok) {
    checkSyntaxError("safeParse", safe.value.error);
    if (!thrown.ok)
      law("parse and safeParse give one error", thrown.error.message === safe.value.error.message, what);
    return;
  }
  if (thrown.ok)
    law(
      "parse and safeParse give the same components",
      isDeepStrictEqual(thrown.value, safe.value.value),
      what,
    );
  let withComponents = rulesWithComponents.get(record.id);
  if (withComponents === undefined)
    rulesWithComponents.set(record.id, (withComponents = recomposeRules(record)));
  if (withComponents.includes(rule))
    law(
      "recompose(parse(u)) === u",
      recomposes(record, rule, s),
      () => `${what()} parsed ${show(JSON.stringify(safe.value))}`,
    );
}
