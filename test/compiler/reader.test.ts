// The reader (compiler/layout.ts, grammar/abnf.peggy, compiler/load.ts) on ABNF as RFCs print it:
// indented blocks and page breaks, RFC 7230 §7 / RFC 9110 §5.6.1 lists, prose values bound to rules,
// includes that replace a rule, names in any case. The errors and their exit statuses are
// test/compiler/errors.test.ts's.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { compileAbnf, GrammarProblems, loadAbnf } from "../../src/compiler.js";
import { fromRfcLayout } from "../../compiler/layout.js";

const root = join(import.meta.dirname, "..", "..");
const APPENDIX_B = join(root, "test", "fixtures", "rfc7230", "appendix-b.abnf");
const appendixB = readFileSync(APPENDIX_B, "utf8");

/** The 1-based line of the file on which `text` begins a line. */
const lineOf = (file: string, text: string) => file.split("\n").findIndex((l) => l.startsWith(text)) + 1;

describe("RFC 5234 §4 layout, as RFCs print it (compiler/layout.ts)", () => {
  it("an indented block loses its indent; its continuation lines stay indented", () => {
    const layout = fromRfcLayout('   a = "x"\n    / "y"\n\n   b = a\n');
    expect(layout.text).toBe('a = "x"\n / "y"\n\nb = a\n');
    expect(layout.shift).toEqual([3, 3, 0, 3, 0]);
  });
  it("a block in RFC 5234's own layout is unchanged", () => {
    const text = '; c\na = "x"\n    / "y"\n\nb = a\n';
    expect(fromRfcLayout(text)).toEqual({ text, line: [1, 2, 3, 4, 5, 6], shift: [0, 0, 0, 0, 0, 0] });
  });
  it("a page break (footer, form feed, header, the blank lines around them) is taken out, even inside a rule", () => {
    const text = [
      '   a = "x" /',
      "",
      "",
      "Fielding & Reschke           Standards Track                   [Page 82]",
      "\f",
      "RFC 7230           HTTP/1.1 Message Syntax and Routing         June 2014",
      "",
      "",
      '    "y"',
      "",
    ].join("\n");
    const layout = fromRfcLayout(text);
    expect(layout.text).toBe('a = "x" /\n "y"\n');
    expect(layout.line).toEqual([1, 9, 10]);
    expect(compileAbnf(text, { rules: ["a"] }).isValid("y")).toBe(true);
  });
  it("a form feed at the start of the header's line", () => {
    const text =
      '   a = "x"\n\nFoo             Standards Track          [Page 3]\n\fRFC 9999        Title        June 2014\n\n   b = a\n';
    const layout = fromRfcLayout(text);
    expect(layout.text).toBe('a = "x"\nb = a\n');
    expect(layout.line).toEqual([1, 6, 7]);
  });
  it("RFC 7230 Appendix B as printed: 3 spaces in, two page breaks; each rule at its line in the file", () => {
    const g = loadAbnf(appendixB, { file: APPENDIX_B });
    expect(g.rules.size).toBeGreaterThan(80);
    for (const name of ["Connection", "Transfer-Encoding", "chunk", "uri-host"])
      expect(g.rules.get(name.toLowerCase())!.line).toBe(lineOf(appendixB, `   ${name} = `));
  });
  // RFC 7230 §3.3.1 Transfer-Encoding, as Appendix B prints it (the recipient's list form).
  it.each<[string, boolean]>([
    ["chunked", true],
    ["gzip, chunked", true],
    [", , gzip ,chunked", true],
    ["gzip;q=1, chunked", true],
    ["gzip;, chunked", false],
    ['gzip ; level = "9"', true],
    ["", false],
    [",", false],
  ])("Transfer-Encoding %j: %s", (input, valid) => {
    const compiled = compileAbnf(appendixB, { rules: ["Transfer-Encoding"], file: APPENDIX_B });
    expect(compiled.isValid(input)).toBe(valid);
  });
});

describe("RFC 7230 §7 and RFC 9110 §5.6.1 lists: <n>#<m>element", () => {
  // RFC 7230 §7 and RFC 9110 §5.6.1.2's example: example-list = 1#example-list-elmt, the element a
  // token. (RFC 7230's "foo , ,bar,charlie   " ends in white space that the header field's own
  // OWS takes, RFC 7230 §3.2: here the list is the whole input, so the example is without it.)
  const grammar = "example-list = 1#example-list-elmt\nexample-list-elmt = 1*ALPHA\n";
  const list = (lists?: "sender" | "recipient" | "rfc7230-recipient") =>
    compileAbnf(grammar, { rules: ["example-list"], lists });
  it.each<[string, boolean, boolean, boolean]>([
    // input, sender (RFC 9110 §5.6.1.1), recipient (RFC 9110 §5.6.1.2), recipient (RFC 7230 §7)
    ["foo,bar", true, true, true],
    ["foo , bar", true, true, true],
    ["foo ,bar,", false, true, true],
    ["foo , ,bar,charlie", false, true, true],
    [", foo", false, true, true],
    ["", false, false, false],
    [",", false, false, false],
    [",   ,", false, false, false],
    ["foo bar", false, false, false],
  ])("%j: sender %s, recipient %s, RFC 7230 recipient %s", (input, sender, recipient, rfc7230) => {
    expect(list("sender").isValid(input)).toBe(sender);
    expect(list().isValid(input)).toBe(sender);
    expect(list("recipient").isValid(input)).toBe(recipient);
    expect(list("rfc7230-recipient").isValid(input)).toBe(rfc7230);
  });
  it.each<[string, string, boolean]>([
    ["#x", "", true],
    ["#x", "a, b", true],
    ["2#3x", "a", false],
    ["2#3x", "a,b", true],
    ["2#3x", "a ,\tb, c", true],
    ["2#3x", "a,b,c,d", false],
    ["1#1x", "a", true],
    ["1#1x", "a,b", false],
    ["0#0x", "", true],
    ["0#0x", "a", false],
    ["#2x", "a,b", true],
    ["#2x", "a,b,c", false],
  ])("sender %s on %j: %s", (rule, input, valid) => {
    expect(compileAbnf(`r = ${rule}\nx = 1*ALPHA\n`, { rules: ["r"] }).isValid(input)).toBe(valid);
  });
  it("OWS is the grammar's where it defines one, else RFC 9110 §5.6.3's", () => {
    const own = compileAbnf("r = 1#x\nx = 1*ALPHA\nOWS = *SP\n", { rules: ["r"] });
    expect(own.isValid("a, b")).toBe(true);
    expect(own.isValid("a,\tb")).toBe(false);
    const implied = compileAbnf("r = 1#x\nx = 1*ALPHA\n", { rules: ["r"] });
    expect(implied.isValid("a,\tb")).toBe(true);
    expect(implied.grammar.rules.get("ows")!.file).toBe("RFC 9110 §5.6.3");
    // A grammar that names OWS without a list does not get it: an undefined rule.
    expect(() => compileAbnf("r = x OWS\nx = 1*ALPHA\n", { rules: ["r"] })).toThrow(
      /r refers to OWS, which the grammar does not define/,
    );
  });
  it("a list of a group", () => {
    const r = compileAbnf('r = 1#( x [ "=" x ] )\nx = 1*ALPHA\n', { rules: ["r"] });
    expect(r.isValid("a=b, c")).toBe(true);
    expect(r.isValid("a=, c")).toBe(false);
  });
});

describe("RFC 5234 §4 prose values bound to rules (prose option, --prose RULE=TARGET)", () => {
  const base = "host = 1*ALPHA\nport = *DIGIT\n";
  const http =
    '; @include base.abnf\nHost-header = uri-host [ ":" port ]\nuri-host = <host, see [RFC3986], Section 3.2.2>\n';
  const include = (path: string) => (path.endsWith("base.abnf") ? base : undefined);
  it("reads the prose value as a reference to the rule", () => {
    const compiled = compileAbnf(http, { rules: ["Host-header"], include, prose: { "uri-host": "host" } });
    expect(compiled.isValid("example:80")).toBe(true);
    expect(compiled.isValid("ex4mple")).toBe(false);
  });
  it("without it, the prose value is an error that says how to bind it", () => {
    expect(() => compileAbnf(http, { rules: ["Host-header"], include })).toThrow(
      /uri-host holds the prose value <host, see \[RFC3986\], Section 3\.2\.2>.*--prose uri-host=host/,
    );
  });
  it.each<[Record<string, string>, RegExp]>([
    [{ "uri-host": "hots" }, /no rule named hots to bind the prose value of uri-host to/],
    [{ port: "host" }, /port holds no prose value/],
  ])("%j is an error", (prose, message) =>
    expect(() => compileAbnf(http, { rules: ["Host-header"], include, prose })).toThrow(message),
  );
});

describe("RFC 5234 §2.1: rule names are case-insensitive", () => {
  it("references, start rules and captures in any case", () => {
    const compiled = compileAbnf('Top = Part "-" PART\npart = 1*digit\n', {
      rules: ["TOP"],
      captures: { PaRt: "path" },
    });
    expect(compiled.rules).toEqual(["Top"]);
    expect(compiled.isValid("1-2", "top" as "TOP")).toBe(true);
  });
  it("an included rule replaced in another case is named with both spellings", () => {
    const include = () => 'host = "h"\n';
    try {
      loadAbnf('; @include base.abnf\nHOST = "x"\n', { file: "top.abnf", include });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(GrammarProblems);
      expect((error as GrammarProblems).problems[0]).toMatchObject({
        kind: "replaced",
        rule: "HOST",
        file: "top.abnf",
        line: 2,
      });
      expect((error as Error).message).toMatch(
        /HOST replaces host of base\.abnf:1 \(rule names are case-insensitive/,
      );
    }
    // Declared: `; @replace host` (any case), and the replacement holds.
    const g = loadAbnf('; @include base.abnf\n; @replace host\nHOST = "x"\n', { file: "top.abnf", include });
    expect(g.rules.get("host")!.file).toBe("top.abnf");
    expect(g.warnings).toBeUndefined();
  });
});
