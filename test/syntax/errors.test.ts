// UriSyntaxError as a person and a program read it (src/syntax/errors.ts, message.ts): the message,
// format()'s excerpt with its caret, toJSON, the diagnosis made when first read, and errors built
// from their details (a check other than the grammar's: oneLineAt).
import { describe, expect, it } from "vitest";
import { compileAbnf } from "../../src/compiler.js";
import { safeParse, UriSyntaxError } from "../../src/index.js";
import { rfc3986 } from "../../src/variants/rfc3986.js";
import type { UserVariant } from "../../src/variants/types.js";
import { diagnosisOf, excerpt } from "../../src/syntax/errors.js";
import { foundAt, formatMessage, messageHead, messageTail, oneLineAt } from "../../src/syntax/message.js";

function errorOf(input: string, options?: object): UriSyntaxError {
  const r = safeParse(input, options as never);
  if (r.ok) throw new Error(`${input} parsed`);
  return r.error;
}

describe("the message: what was expected, where, what was found", () => {
  const table: [string, string, string][] = [
    [
      "one item expected",
      "http://a/b%4",
      "not a valid URI-reference (rfc3986): expected HEXDIG (pct-encoded, RFC 3986 §2.1) at offset 12, found end of input",
    ],
    [
      "two items: or",
      "http://[fe80",
      'not a valid URI-reference (rfc3986): expected ":" or "::" (IPv6address, RFC 3986 §3.2.2) at offset 12, found end of input',
    ],
    [
      "a character found, quoted",
      "http://a b",
      'not a valid URI-reference (rfc3986): expected pct-encoded, sub-delims, unreserved or the end of the host (reg-name, RFC 3986 §3.2.2) at offset 8, found " "',
    ],
  ];
  for (const [name, input, message] of table)
    it(name, () => {
      expect(errorOf(input).message).toBe(message);
      expect(String(errorOf(input))).toBe(`UriSyntaxError: ${message}`);
    });
  it("nothing expected, no context: no reading of the grammar goes on", () => {
    expect(messageHead({ rule: "URI", variant: "rfc3986", expected: [], context: null })).toBe(
      "not a valid URI (rfc3986): no reading of the grammar goes on",
    );
    expect(
      messageHead({
        rule: "URI",
        variant: "x",
        expected: ["a", "b", "c"],
        context: { rule: "r", section: null },
      }),
    ).toBe("not a valid URI (x): expected a, b or c (r)");
    expect(messageTail(3, "\u001b")).toBe(' at offset 3, found "\\u001b"');
    expect(messageTail(0, null)).toBe(" at offset 0, found end of input");
  });
  it("found is a whole code point, or null at the end", () => {
    expect(foundAt("a\u{1F600}", 1)).toBe("\u{1F600}");
    expect(foundAt("ab", 2)).toBeNull();
    expect(foundAt("ab", 1)).toBe("b");
  });
});

describe("format(): the message, the input with a caret under the offset, the rule stack", () => {
  it("a short input, whole", () => {
    const e = errorOf("http://a b");
    expect(e.format()).toBe(`${e.message}\n  http://a b\n          ^\n  in ${e.ruleStack.join(" › ")}`);
    expect(e.ruleStack[0]).toBe("URI-reference");
    expect(e.ruleStack.length).toBeGreaterThan(1);
  });
  it("a long input: 40 characters on each side of the offset, … where it was cut", () => {
    const input = "a".repeat(100) + "\u0001" + "b".repeat(100);
    const { line, caret } = excerpt(input, 100);
    expect(line).toBe("…" + "a".repeat(40) + "\\u0001" + "b".repeat(39) + "…");
    expect(caret).toBe(" ".repeat(41) + "^");
  });
  it("cut on one side only, and at the very ends", () => {
    expect(excerpt("abc", 0)).toEqual({ line: "abc", caret: "^" });
    expect(excerpt("abc", 3)).toEqual({ line: "abc", caret: "   ^" });
    const input = "x".repeat(45);
    expect(excerpt(input, 2)).toEqual({ line: "x".repeat(42) + "…", caret: "  ^" });
    expect(excerpt(input, 45)).toEqual({ line: "…" + "x".repeat(40), caret: " ".repeat(41) + "^" });
    expect(excerpt("x".repeat(80), 40)).toEqual({ line: "x".repeat(80), caret: " ".repeat(40) + "^" });
  });
  it("escaped characters before the offset move the caret by what is shown", () => {
    expect(excerpt("\n\u{1F600}x", 3)).toEqual({ line: "\\n\u{1F600}x", caret: "   ^" });
  });
});

describe("toJSON and the diagnosis", () => {
  it("toJSON is the plain data, with the message and without the input", () => {
    const e = errorOf("http://[fe80");
    expect(e.toJSON()).toEqual({
      message: e.message,
      offset: 12,
      line: 1,
      column: 13,
      expected: ['":"', '"::"'],
      found: null,
      context: { rule: "IPv6address", section: "RFC 3986 §3.2.2" },
      ruleStack: e.ruleStack,
      rule: "URI-reference",
      variant: "rfc3986",
    });
    const { message: _message, rule: _rule, variant: _variant, ...diagnosis } = e.toJSON();
    expect(diagnosisOf(e)).toEqual(diagnosis);
  });
  it("line and column count the lines of the input", () => {
    const e = errorOf("a:b\nc");
    expect([e.offset, e.line, e.column]).toEqual([3, 1, 4]);
  });
  it("an error built from its details (no diagnosis to run) says them", () => {
    const details = {
      ...oneLineAt("ab c", 2),
      context: { rule: "reg-name", section: "RFC 3986 §3.2.2" },
      ruleStack: ["host", "reg-name"],
      rule: "host",
      variant: "rfc3986",
    };
    expect(oneLineAt("ab c", 2)).toEqual({
      input: "ab c",
      offset: 2,
      line: 1,
      column: 3,
      expected: [],
      found: " ",
    });
    const e = new UriSyntaxError(details);
    expect(e.message).toBe(formatMessage(details));
    expect(e.message).toBe(
      'not a valid host (rfc3986): no reading of the grammar goes on (reg-name, RFC 3986 §3.2.2) at offset 2, found " "',
    );
    expect([e.input, e.offset, e.found, e.rule, e.variant, e.name]).toEqual([
      "ab c",
      2,
      " ",
      "host",
      "rfc3986",
      "UriSyntaxError",
    ]);
    expect(e).toBeInstanceOf(SyntaxError);
  });
  it("the diagnosis runs once, when first read", () => {
    let runs = 0;
    const e = new UriSyntaxError({ input: "x", rule: "URI", variant: "rfc3986" }, () => {
      runs++;
      return {
        offset: 1,
        line: 1,
        column: 2,
        expected: ['":"'],
        found: null,
        context: null,
        ruleStack: ["URI"],
      };
    });
    expect(runs).toBe(0);
    expect(e.offset).toBe(1);
    expect(e.expected).toEqual(['":"']);
    expect(e.message).toBe('not a valid URI (rfc3986): expected ":" at offset 1, found end of input');
    expect(runs).toBe(1);
  });
});

// The context is the innermost rule with a section that every reading alive at the offset is in;
// the rule stack, one reading's whole when they all end in the same rules, else the rules they all
// begin with (src/syntax/diagnose.ts). Each reading written out from the RFC's ABNF.
describe("the context and the rule stack: the rules the readings alive at the offset share", () => {
  const table: [string, string, object, string[], number, object, string[][]][] = [
    // section, input, options, expected..., offset, context, the rule stacks it may be
    [
      // IP-literal = "[" ( IPv6address / IPvFuture ) "]": after "[fe80" only IPv6address reads on.
      "RFC 3986 §3.2.2",
      "http://[fe80",
      {},
      ['":"', '"::"'],
      12,
      { rule: "IPv6address", section: "RFC 3986 §3.2.2" },
      [["URI-reference", "URI", "hier-part", "authority", "host", "IP-literal", "IPv6address"]],
    ],
    [
      // path-noscheme = segment-nz-nc *( "/" segment ): "/" is path-noscheme's, the rest
      // segment-nz-nc's; they end differently, so the stack is what they begin with.
      "RFC 3986 §3.3",
      "a b",
      {},
      ["pct-encoded", "sub-delims", "unreserved", '"/"', '"@"', "the end of the path-noscheme"],
      1,
      { rule: "path-noscheme", section: "RFC 3986 §3.3" },
      [["URI-reference", "relative-ref", "relative-part", "path-noscheme"]],
    ],
    [
      // dec-octet "25" %x30-35 takes no more digits: no reading goes on, only the end may come.
      "RFC 3986 §3.2.2",
      "1.2.3.255x",
      { rule: "IPv4address" },
      ["end of input"],
      9,
      { rule: "IPv4address", section: "RFC 3986 §3.2.2" },
      [["IPv4address"]],
    ],
    [
      // "//a%4" reads as a net-path's reg-name or userinfo, or as an abs-path ("/", an empty
      // segment, "/", "a%4"): all end in escaped.
      "RFC 2396 §2.4.1",
      "//a%4",
      { variant: "rfc2396" },
      ["hex"],
      5,
      { rule: "escaped", section: "RFC 2396 §2.4.1" },
      [
        ["URI-reference", "relativeURI", "abs-path", "path-segments", "segment", "pchar", "escaped"],
        ["URI-reference", "relativeURI", "net-path", "authority", "reg-name", "escaped"],
        ["URI-reference", "relativeURI", "net-path", "authority", "server", "userinfo", "escaped"],
      ],
    ],
  ];
  for (const [section, input, options, expected, offset, context, stacks] of table)
    it(`${section}: ${JSON.stringify(input)}`, () => {
      const e = errorOf(input, options);
      expect([e.offset, e.context]).toEqual([offset, context]);
      expect(e.expected).toEqual(expected);
      expect(stacks).toContainEqual(e.ruleStack);
    });
});

// In a grammar of one's own, a rule has a section only when its comment cites one (RFC 5234 §3.9
// comments): the context is sought among the rules every reading ends in, innermost first, and is
// none when none of those has a section, though a rule the readings do not share has one.
describe("the context among the rules the readings end in, in a grammar whose comments cite sections", () => {
  const grammar = (sections: { a: boolean; m: boolean }) =>
    [
      "top  = a / b",
      ...(sections.a ? ["; RFC 9999 §1"] : []),
      'a    = "p" m',
      'b    = "p" m "z"',
      ...(sections.m ? ["; RFC 9999 §2"] : []),
      'm    = "q" leaf',
      'leaf = "r" "s"',
      "",
    ].join("\r\n");
  const table: [string, { a: boolean; m: boolean }, object | null][] = [
    // After "pqr" both readings, top › a › m › leaf and top › b › m › leaf, expect "s".
    [
      "a and m cite sections: m, the innermost of those they end in",
      { a: true, m: true },
      { rule: "m", section: "RFC 9999 §2" },
    ],
    ["only a cites one: none (a is not in both readings)", { a: true, m: false }, null],
  ];
  for (const [name, sections, context] of table)
    it(name, () => {
      const variant = compileAbnf(grammar(sections), { rules: ["top"] }).variant({ id: "shared-ends" });
      const e = errorOf("pqrx", { variant });
      expect([e.offset, e.expected, e.context]).toEqual([3, ["[Ss]"], context]);
      expect([
        ["top", "a", "m", "leaf"],
        ["top", "b", "m", "leaf"],
      ]).toContainEqual(e.ruleStack);
    });
});

describe("the rule stack when the readings end apart: the rules they all begin with", () => {
  it('top = a / b, a = "p" x, b = "p" y: after "p", top alone', () => {
    const abnf = ["top = a / b", 'a   = "p" x', 'b   = "p" y', 'x   = "1"', 'y   = "2"', ""].join("\r\n");
    const variant = compileAbnf(abnf, { rules: ["top"] }).variant({ id: "apart" });
    const e = errorOf("p3", { variant });
    expect([e.offset, e.expected, e.context, e.ruleStack]).toEqual([1, ['"1"', '"2"'], null, ["top"]]);
  });
});

// RFC 3986 diagnoses a reference the way Appendix B reads one: split at its delimiters, each part
// checked against its own rule (src/syntax/delimited.ts's delimitedParts), except where the split
// shows a part the start rule cannot have.
describe("RFC 3986 Appendix B: each part against its own rule, the first that fails blamed", () => {
  it("RFC 3986 §3.3: the path after an authority is a path-abempty, which may begin with //", () => {
    const e = errorOf("http://a//b c");
    expect([e.offset, e.context]).toEqual([11, { rule: "path-abempty", section: "RFC 3986 §3.3" }]);
  });
  it("RFC 3986 §3.2.3: no @, no userinfo: the port is wrong, a fragment after it or not", () => {
    for (const input of ["http://host:port/", "http://host:port/#f"]) {
      const e = errorOf(input);
      expect([e.offset, e.context], input).toEqual([12, { rule: "port", section: "RFC 3986 §3.2.3" }]);
    }
  });
  it("RFC 3986 §4.3: absolute-URI has no fragment, so the whole rule reads a:b c#d (a query or the end may follow)", () => {
    const e = errorOf("a:b c#d", { rule: "absolute-URI" });
    expect(e.offset).toBe(3);
    expect(e.expected).toContain('"?"');
    expect(e.expected).toContain("end of input");
  });
});

// No URI grammar takes a raw line feed (RFC 3986 §2: it is not among the characters), so the lines
// of a diagnosis are held with grammars of one's own (uri-grammar/compiler), whose rules may take
// any character RFC 5234 can write.
describe("RFC 5234 Appendix B.1's LF (%x0A) taken by a grammar: line and column after each line feed", () => {
  const lines = compileAbnf('text = 1*( ALPHA / LF ) "."\r\n', { rules: ["text"] }).variant({ id: "lines" });
  const table: [string, number, number, number][] = [
    // input, offset, line, column: a line starts after each "\n" before the offset.
    ["1", 0, 1, 1],
    ["ab\n1", 3, 2, 1],
    ["ab\ncd\nx1", 7, 3, 2],
    ["\n\n1", 2, 3, 1],
    ["a\nb", 3, 2, 2],
  ];
  for (const [input, offset, line, column] of table)
    it(JSON.stringify(input), () => {
      const e = errorOf(input, { variant: lines });
      expect([e.offset, e.line, e.column]).toEqual([offset, line, column]);
    });
});

describe("RFC 5234 §3.4 value ranges in a message: a class, its ] - ^ escaped", () => {
  const ranges = compileAbnf("x = %x5D-5E %x2D-2F %x2D %x5B-5C\r\n", { rules: ["x"] }).variant({
    id: "ranges",
  });
  const table: [string, string][] = [
    ["", "[\\]-\\^]"],
    ["]", "[\\--/]"],
    ["]/", '"-"'],
    ["]/-", "[[-\\\\]"],
  ];
  for (const [input, expected] of table)
    it(`${JSON.stringify(input)}: ${expected}`, () => {
      expect(errorOf(input, { variant: ranges }).expected).toEqual([expected]);
    });
});

describe("RFC 3986 §3.2.2: a variant object made for checking only (no diagnostics) still says where", () => {
  const checking = {
    ...rfc3986,
    automata: { ...rfc3986.automata, diagnostics: null },
  } as UserVariant;
  it("http://[fe80: the host's offset and rules, nothing expected, no context", () => {
    const e = errorOf("http://[fe80", { variant: checking });
    expect([e.offset, e.expected, e.context]).toEqual([12, [], null]);
    expect(e.ruleStack).toEqual(["URI-reference", "URI", "hier-part", "authority", "host"]);
  });
});
