// lint on one string (the whole input), with Node's URL as the WHATWG side. Laws: lint never
// throws for a string (bad input is a "syntax" finding, src/lint/index.ts); a "syntax" finding
// exactly when the input is no URI reference (RFC 3987's IRI reference when it has non-ASCII
// characters, src/lint/context.ts); each finding has an offset inside the input, a severity of
// SEVERITIES, a code, a section, and a message and a fix of one line; findings come in the order
// of their offsets.
import { isValid } from "../../../src/index.js";
import { lint, SEVERITIES } from "../../../src/lint/index.js";
import { decodeBytes } from "../input.js";
import { attempt, law, show } from "../laws.js";

export function fuzz(data: Uint8Array): void {
  const s = decodeBytes(data);
  const what = () => show(s);
  const outcome = attempt("lint", () => lint(s), []);
  if (!outcome.ok) return;
  const findings = outcome.value;
  const variant = /[^\0-\x7f]/.test(s) ? "rfc3987" : "rfc3986";
  law(
    "a syntax finding ⇔ not a URI (IRI) reference",
    findings.some((f) => f.code === "syntax") === !isValid(s, { variant }),
    () => `${what()}: ${findings.map((f) => f.code).join(", ")}`,
  );
  let previous = 0;
  for (const f of findings) {
    const said = () => `${what()}: ${JSON.stringify(f)}`;
    law("offset inside the input", Number.isInteger(f.offset) && f.offset >= 0 && f.offset <= s.length, said);
    law("ordered by offset", f.offset >= previous, said);
    previous = f.offset;
    law("a severity of SEVERITIES", SEVERITIES.includes(f.severity), said);
    law("a code and a section", f.code.length > 0 && f.section.length > 0, said);
    law(
      "a message and a fix of one line",
      [f.message, f.fix].every((t) => t.length > 0 && !/[\n\r]/.test(t)),
      said,
    );
  }
}
