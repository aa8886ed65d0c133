// UriSyntaxError as a person and a program read it (src/syntax/errors.ts, message.ts): the message,
// format()'s excerpt with its caret, toJSON, the diagnosis made when first read, and errors built
// from their details (a check other than the grammar's: oneLineAt).
import { describe, expect, it } from "vitest";
import { safeParse, UriSyntaxError } from "../../src/index.js";
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
