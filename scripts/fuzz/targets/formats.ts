// Every JSON Schema format of uri-grammar/formats (src/formats/index.ts) on one string (the whole input),
// in each draft. Laws: a format function returns a boolean and never throws for a string;
// formatProblem is undefined exactly when the format accepts, else names an offset inside the
// string, a rule, a section and a reason; and the formats agree with each other and with their
// sources: uri ⇒ iri, uri-reference and iri-reference; email ⇒ idn-email (no A-label); the URI formats are the grammars' start
// rules (isValid); date-time is a date, "T" and a time (a leap second only at a month's end); a relative JSON pointer (draft 7) "0" + p
// exactly when p is a JSON pointer or "#"; regex is regexpp's verdict (the oracle of check:regex).
import { isValid } from "../../../src/index.js";
import { DRAFTS, FORMAT_NAMES, formatProblem, formats, formatsOf } from "../../../src/formats/index.js";
import { oracle } from "../../regex-patterns.js";
import { decodeBytes } from "../input.js";
import { attempt, law, show } from "../laws.js";

export function fuzz(data: Uint8Array): void {
  const s = decodeBytes(data);
  const what = () => show(s);
  const verdict: Record<string, boolean> = {};
  for (const draft of DRAFTS) {
    const table = formatsOf(draft);
    for (const name of FORMAT_NAMES) {
      const result = attempt(`${draft} ${name}`, () => table[name](s), []);
      law(`${name} returns a boolean`, result.ok && typeof result.value === "boolean", what);
      if (!result.ok) return;
      const problem = attempt(`formatProblem ${draft} ${name}`, () => formatProblem(name, s, draft), []);
      if (!problem.ok) return;
      const p = problem.value;
      law(
        `${draft} ${name}: formatProblem undefined ⇔ valid`,
        (p === undefined) === result.value,
        () => `${what()} ${JSON.stringify(p)}`,
      );
      if (p !== undefined)
        law(
          `${draft} ${name}: a problem names an offset in the string, a rule, a section, a reason`,
          Number.isInteger(p.offset) &&
            p.offset >= 0 &&
            p.offset <= s.length &&
            [p.rule, p.section, p.reason].every((t) => typeof t === "string" && t.length > 0),
          () => `${what()} ${JSON.stringify(p)}`,
        );
      if (draft === "draft2020-12") verdict[name] = result.value;
    }
  }
  const v = (name: keyof typeof formats): boolean => verdict[name]!;
  const implies = (a: keyof typeof formats, b: keyof typeof formats) =>
    law(`${a} ⇒ ${b}`, !v(a) || v(b), what);
  implies("uri", "uri-reference");
  implies("uri", "iri");
  implies("iri", "iri-reference");
  implies("uri-reference", "iri-reference");
  // idn-email checks an "xn--" label as an IDNA2008 A-label (RFC 5890 §2.3.2.1, src/formats/email.ts),
  // which RFC 5321 leaves to the name's owner: only a domain without one is held to email ⇒ idn-email.
  if (!/(^|[@.])xn--/i.test(s.slice(s.lastIndexOf("@")))) implies("email", "idn-email");
  const is = (name: keyof typeof formats, options: object) =>
    law(`${name} ⇔ isValid(${JSON.stringify(options)})`, v(name) === isValid(s, options as never), what);
  is("uri", { rule: "URI" });
  is("uri-reference", {});
  is("iri", { variant: "rfc3987", rule: "IRI" });
  is("iri-reference", { variant: "rfc3987" });
  is("uri-template", { variant: "rfc6570" });
  is("ipv4", { rule: "IPv4address" });
  is("ipv6", { rule: "IPv6address" });
  // date-time = full-date "T" full-time (RFC 3339 §5.6); a leap second is one only at the end of a
  // month in UTC (§5.7), which the date alone decides: there, date-time only implies the parts.
  const parts =
    s.length > 10 &&
    (s[10] === "T" || s[10] === "t") &&
    formats.date(s.slice(0, 10)) &&
    formats.time(s.slice(11));
  const leap = s.slice(17, 19) === "60";
  law(
    leap ? "date-time ⇒ date, T, time" : "date-time ⇔ date, T, time",
    leap ? !v("date-time") || parts : v("date-time") === parts,
    what,
  );
  // draft-handrews-relative-json-pointer-01 §3: non-negative-integer ( "#" / json-pointer ), no
  // index-manipulation (which 2020-12's draft-bhutton adds: "0-1" is one there).
  law(
    'relative-json-pointer (draft 7) "0" + p ⇔ p is a json-pointer or "#"',
    formatsOf("draft7")["relative-json-pointer"]("0" + s) === (s === "#" || v("json-pointer")),
    what,
  );
  law("regex ⇔ regexpp (Unicode mode)", v("regex") === (oracle(s) === undefined), what);
}
