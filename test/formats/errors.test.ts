// Why a value fails a format (formatProblem, formatMessage) and Ajv errors that say it
// (addFormatErrors, ajv#2505): the offset, the rule, the section.
import { describe, expect, it } from "vitest";
import { diagnosticsOf } from "../../automata/decoded.js";
import type { PackedDiagnostics } from "../../automata/format.js";
import * as relativeJsonPointer from "../../generated/relative-json-pointer.automata.js";
import * as rfc1123 from "../../generated/rfc1123.automata.js";
import * as rfc3339 from "../../generated/rfc3339.automata.js";
import * as rfc3987Formats from "../../generated/rfc3987-formats.automata.js";
import * as rfc5321 from "../../generated/rfc5321.automata.js";
import * as rfc6531 from "../../generated/rfc6531.automata.js";
import * as rfc6570 from "../../generated/rfc6570.automata.js";
import * as rfc6901 from "../../generated/rfc6901.automata.js";
import * as rfc9562 from "../../generated/rfc9562.automata.js";
import { RFC3986_NAMES } from "../../src/formats/uri.js";
import { addFormatErrors, addFormats } from "../../src/ajv.js";
import { formatMessage, formatProblem } from "../../src/formats/index.js";
import { newAjv } from "../../scripts/json-schema-suite.js";

describe("formatProblem: grammar failures name the rule and its section", () => {
  it.each([
    ["date", "2020-1-01", { offset: 6, rule: "date-month", section: "RFC 3339 §5.6" }],
    [
      "uuid",
      "2eb8aa08-aa98-11ea-b4ga-73b441d16380",
      { offset: 21, rule: "UUID", section: "RFC 9562 §4", reason: 'expected hexOctet, found "g"' },
    ],
    ["json-pointer", "/a~2", { offset: 3, rule: "escaped", section: "RFC 6901 §3" }],
    ["uri", "http://[fe80", { offset: 12 }],
    ["duration", "P1Y2D", { offset: 4, rule: "dur-month" }],
    // What the readings alive at the offset expected (each rule by name, a literal quoted, a set of
    // characters in brackets, "end of input" where the value could end), and the innermost rule they
    // all are in: RFC 3986 §3.2.2 dec-octet = … / "25" %x30-35, IPv4address = dec-octet "." dec-octet …
    [
      "ipv4",
      "256",
      {
        offset: 2,
        rule: "IPv4address",
        section: "RFC 3986 §3.2.2",
        reason: 'expected [.] or [0-5], found "6"',
      },
    ],
    [
      "ipv4",
      "1.2.3.256",
      { offset: 8, rule: "dec-octet", reason: 'expected [0-5] or end of input, found "6"' },
    ],
    // RFC 3986 §3: URI = scheme ":" hier-part …, scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." ).
    [
      "uri",
      "a b",
      {
        offset: 1,
        rule: "URI",
        section: "RFC 3986 §3",
        reason: 'expected ALPHA, DIGIT, [+], [-], [.] or [:], found " "',
      },
    ],
    // hier-part = "//" authority path-abempty / path-absolute / path-rootless / path-empty.
    [
      "uri",
      "x:\u0001",
      { offset: 2, reason: 'expected [?], [#], pchar, "//", [/] or end of input, found "\\u0001"' },
    ],
    // RFC 3987 §2.2: IRI-reference = IRI / irelative-ref, and "{" starts neither.
    ["iri-reference", "{", { offset: 0, rule: "IRI-reference", section: "RFC 3987 §2.2" }],
  ] as const)("%s %j", (name, value, expected) => {
    expect(formatProblem(name, value)).toMatchObject(expected);
  });
  it("a value that ends too soon: found end of input (RFC 3986 §3.2.2 IPv4address has four dec-octets)", () => {
    expect(formatProblem("ipv4", "1.2.3")).toMatchObject({
      offset: 5,
      reason: "expected [.] or DIGIT, found end of input",
    });
  });
});

describe("draft-handrews-relative-json-pointer-02 §3: no index-manipulation before JSON Schema 2020-12", () => {
  // draft-bhutton-relative-json-pointer-00 (2020-12) added "+" or "-" after the integer prefix; the
  // drafts of JSON Schema draft 7 and 2019-09 have none, and the problem points at the sign.
  const reason = "no index-manipulation before draft-bhutton-relative-json-pointer-00 (JSON Schema 2020-12)";
  it.each([
    ["draft7", "9+1/a", 1],
    ["draft2019-09", "12-1#", 2],
  ] as const)("%s %j: at offset %d", (draft, value, offset) => {
    expect(formatProblem("relative-json-pointer", value, draft)).toEqual({
      offset,
      rule: "relative-json-pointer",
      section: "draft-handrews-relative-json-pointer-02 §3",
      reason,
    });
    expect(formatProblem("relative-json-pointer", value)).toBeUndefined();
  });
});

describe("formatProblem: semantic checks name their source", () => {
  it.each([
    ["date", "2021-02-29", { offset: 8, rule: "date-mday", section: "RFC 3339 §5.7" }],
    ["date", "2020-13-01", { offset: 5, rule: "date-month", section: "RFC 3339 §5.6" }],
    ["date-time", "1998-12-31T23:58:60Z", { offset: 17, rule: "time-second", section: "RFC 3339 §5.7" }],
    [
      "date-time",
      "1998-12-30T23:59:60Z",
      { offset: 17, reason: "a leap second is at the end of a month (UTC)" },
    ],
    ["time", "24:00:00Z", { offset: 0, rule: "time-hour" }],
    ["email", "a@[127.0.0.300]", { offset: 11, rule: "Snum", section: "RFC 5321 §4.1.3" }],
    ["email", "a@[x-tag:y]", { offset: 3, rule: "General-address-literal" }],
    ["email", `${"a".repeat(65)}@b`, { offset: 0, section: "RFC 5321 §4.5.3.1.1" }],
    ["hostname", `${"a".repeat(64)}.com`, { offset: 0, section: "RFC 1034 §3.1" }],
    ["hostname", "ab--cd", { offset: 0, section: "RFC 5890 §2.3.1" }],
    ["hostname", "xn--X", { section: "RFC 3492 §6.2" }],
    ["idn-hostname", "a·b", { section: "RFC 5891 §4.2.3.3" }],
    ["idn-hostname", "aא", { section: "RFC 5893 §2" }],
    ["idn-hostname", "\u0300a", { section: "RFC 5891 §4.2.3.2" }],
    ["idn-hostname", "xn---9uc", { rule: "A-label", section: "RFC 3492 §6.2" }],
    ["idn-hostname", "xn--example-", { offset: 12, rule: "label", section: "RFC 1034 §3.5" }],
    [
      "regex",
      "^(abc]",
      {
        offset: 5,
        rule: "PatternCharacter",
        section: "ECMA-262 §22.2.1",
        reason: "']' is a SyntaxCharacter: write \\] for the character itself",
      },
    ],
    [
      "regex",
      "^(abc",
      { offset: 5, rule: "Atom", reason: "expected ')' to close the group opened at offset 1" },
    ],
    ["regex", "a{2,1}", { offset: 1, rule: "QuantifierPrefix", section: "ECMA-262 §22.2.1.1" }],
    ["regex", "(?<x>a)(?<x>b)", { offset: 10, rule: "GroupSpecifier", section: "ECMA-262 §22.2.1.1" }],
    [
      "regex",
      "\\p{Script=Foo}",
      { offset: 10, rule: "UnicodePropertyValue", reason: "'Foo' is not a value of Script" },
    ],
  ] as const)("%s %j", (name, value, expected) => {
    expect(formatProblem(name, value)).toMatchObject(expected);
  });
  it("is undefined for a valid value", () => {
    expect(formatProblem("date", "2020-02-29")).toBeUndefined();
    expect(formatMessage("email", "a@b")).toBeUndefined();
  });
  it("formatMessage says it on one line", () => {
    expect(formatMessage("date", "2021-02-29")).toBe(
      'must match format "date": day 29 is not 01-28 in 2021-02 (date-mday, RFC 3339 §5.7) at offset 8',
    );
  });
});

describe("addFormatErrors: Ajv's format errors say why", () => {
  const ajv = addFormatErrors(addFormats(newAjv("draft2020-12", { validateFormats: true, allErrors: true })));
  it("explains a failing format in message and params, at the instance path", () => {
    const validate = ajv.compile({ properties: { when: { format: "date" }, url: { format: "uri" } } });
    expect(validate({ when: "2021-02-29", url: "a:" })).toBe(false);
    expect(validate.errors).toMatchObject([
      {
        keyword: "format",
        instancePath: "/when",
        params: { format: "date", offset: 8, rule: "date-mday", section: "RFC 3339 §5.7" },
        message:
          'must match format "date": day 29 is not 01-28 in 2021-02 (date-mday, RFC 3339 §5.7) at offset 8',
      },
    ]);
    expect(validate({ when: "2020-02-29", url: 3 })).toBe(true);
  });
  it("keeps formats added otherwise, and Ajv's unknown-format rule", () => {
    const other = newAjv("draft2020-12", { validateFormats: true });
    other.addFormat("even", { type: "number", validate: (n: number) => n % 2 === 0 });
    other.addFormat("abc", /^abc$/);
    addFormatErrors(addFormats(other));
    expect(other.validate({ format: "even" }, 3)).toBe(false);
    expect(other.errors?.[0]?.message).toBe('must match format "even"');
    expect(other.validate({ format: "abc" }, "abc")).toBe(true);
    expect(other.validate({ format: "abc" }, "abd")).toBe(false);
    const strict = addFormatErrors(
      addFormats(newAjv("draft2020-12", { validateFormats: true, strict: true })),
    );
    expect(() => strict.compile({ format: "nope" })).toThrow(/unknown format "nope"/);
  });
  it("rejects what is not an Ajv instance", () => {
    expect(() => addFormatErrors({ addFormat() {} } as never)).toThrow(TypeError);
  });
});

// grammarProblem names the innermost rule that every reading alive where the value stops is in,
// skipping a rule with no section of its own (or none under RFC 3986's names, src/formats/uri.ts's
// RFC3986_NAMES: absolute-URI, path, path-empty, segment, unreserved) for the rule around it. For the
// formats' rules that innermost rule always has one: walked here over every state of each rule's
// diagnostics tables, the innermost shared rule has a section, and a name RFC 3986 gives it one.
describe("formatProblem: the innermost rule shared where a value stops has a section, at every state", () => {
  const formats: [string, PackedDiagnostics, string, typeof RFC3986_NAMES | undefined][] = [
    ["uri", rfc3987Formats.diagnostics, "IRI", RFC3986_NAMES],
    ["uri-reference", rfc3987Formats.diagnostics, "IRI-reference", RFC3986_NAMES],
    ["iri", rfc3987Formats.diagnostics, "IRI", undefined],
    ["iri-reference", rfc3987Formats.diagnostics, "IRI-reference", undefined],
    ["ipv4", rfc3987Formats.diagnostics, "IPv4address", RFC3986_NAMES],
    ["ipv6", rfc3987Formats.diagnostics, "IPv6address", RFC3986_NAMES],
    ["uri-template", rfc6570.diagnostics, "URI-Template", undefined],
    ["email", rfc5321.diagnostics, "Mailbox", undefined],
    ["email's IPv6 literal", rfc5321.diagnostics, "IPv6-addr", undefined],
    ["idn-email", rfc6531.diagnostics, "Mailbox", undefined],
    ["hostname", rfc1123.diagnostics, "subdomain", undefined],
    ["hostname's label", rfc1123.diagnostics, "label", undefined],
    ["date-time", rfc3339.diagnostics, "date-time", undefined],
    ["date", rfc3339.diagnostics, "full-date", undefined],
    ["time", rfc3339.diagnostics, "full-time", undefined],
    ["duration", rfc3339.diagnostics, "duration", undefined],
    ["json-pointer", rfc6901.diagnostics, "json-pointer", undefined],
    ["relative-json-pointer", relativeJsonPointer.diagnostics, "relative-json-pointer", undefined],
    ["uuid", rfc9562.diagnostics, "UUID", undefined],
  ];
  it.each(formats)("%s", (_, packed, rule, names) => {
    const tables = diagnosticsOf(packed);
    let walked = 0;
    const without: string[] = [];
    for (let state = 0; state < tables.expect.length; state++) {
      // The stack that every expected item's stack starts with, as grammarProblem works it out.
      let shared: readonly string[] | null = null;
      for (const id of tables.expect[state] ?? []) {
        const item = tables.items[id]!;
        const stack = tables.stacks[item.stack]!;
        if (stack[0] !== rule || (item.kind === "rule" && names?.get(item.text) === null)) continue;
        let k = 0;
        if (shared !== null) while (k < shared.length && k < stack.length && shared[k] === stack[k]) k++;
        shared = shared === null ? stack : shared.slice(0, k);
      }
      if (shared === null) continue;
      walked++;
      const inner = shared.at(-1)!;
      const renamed = names?.get(inner);
      if (tables.sections.get(inner) === undefined || renamed === null || renamed?.[1] === "")
        without.push(`state ${state}: ${shared.join(" > ")}`);
    }
    expect(walked).toBeGreaterThan(0);
    expect(without).toEqual([]);
  });
});
