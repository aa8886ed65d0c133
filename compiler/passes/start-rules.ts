// Pass "check", start rules: the rules to build automata for and the rules to capture must be rules
// of the grammar (RFC 5234 §2.1: names are case-insensitive). Not a problem to report beside others:
// without them there is nothing to compile, so an AbnfError at once.
import { AbnfError } from "../errors.js";
import type { Pass } from "../session.js";

export const startRules: Pass = (s) => {
  const missing = s.options.startRules.filter((r) => !s.grammar.rules.has(r.toLowerCase()));
  if (missing.length > 0)
    throw new AbnfError(
      `${s.grammar.file}: no rule named ${missing.join(", ")} (the start rules must be rules of the grammar)`,
    );
  for (const rule of Object.keys(s.options.captures))
    if (!s.grammar.rules.has(rule.toLowerCase()))
      throw new AbnfError(`${s.grammar.file}: no rule named ${rule} to capture`);
};
