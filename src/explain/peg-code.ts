// The code peggy generates for a rule: its function in generated/<grammar>.peg.js
// (`function peg$parse<rule>() { ... }`), what the parser runs for it. The explorer shows it beside
// the rule's ABNF and PEG ("a grammar becomes code"); the text is the committed file's.

/** The generated function of a PEG rule (its PEG name), or null when the code has none. */
export function pegFunctionOf(code: string, pegRule: string): string | null {
  const head = `  function peg$parse${pegRule}() {`;
  const start = code.indexOf(head + "\n");
  if (start === -1) return null;
  // The function ends at the first line that closes it at its own indentation.
  const end = code.indexOf("\n  }\n", start);
  if (end === -1) return null;
  return code
    .slice(start, end + 4)
    .split("\n")
    .map((line) => line.replace(/^ {2}/, ""))
    .join("\n");
}

/** The names of the functions a rule's function calls (the rules it runs), in order of first call. */
export function pegCallsOf(fn: string): string[] {
  const out: string[] = [];
  for (const m of fn.matchAll(/peg\$parse([A-Za-z_]\w*)\(/g)) if (!out.includes(m[1]!)) out.push(m[1]!);
  return out.slice(1);
}
