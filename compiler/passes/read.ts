// Pass "read": the ABNF text as RFCs print it (RFC 5234, with `; @include`s and the core rules of
// its Appendix B.1) → an AbnfGrammar, by compiler/load.ts; a grammar compiled as it is (no text to
// read) keeps its own. Either way its reading's warnings (an included rule replaced) open the
// session's problems.
import { loadAbnf } from "../load.js";
import type { Pass } from "../session.js";

export const readGrammar: Pass = (s) => {
  if (s.source !== undefined) s.grammar = loadAbnf(s.source.text, s.source.load);
  s.problems.push(...(s.grammar.warnings ?? []));
};
