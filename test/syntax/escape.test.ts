// What is shown of an input (src/syntax/escape.ts): the one escaping of the library's error messages
// and of everything the command line prints. Regressions: issue 13, DEL printed raw by the CLI; the
// library's quote() and the CLI's were two implementations, and only the CLI's escaped the
// bidirectional controls (RFC 3987 §4.1).
import { describe, expect, it } from "vitest";
import { safeParse } from "../../src/index.js";
import { escapeControls, quote, toJson } from "../../src/syntax/escape.js";

describe("escapeControls, quote, toJson: every character a terminal acts on (regression, issue 13: DEL printed raw)", () => {
  const table: [string, string, string][] = [
    ["C0", "a\u0000\u0007\u001bb", "a\\u0000\\u0007\\u001bb"],
    ["tab, newline, carriage return", "\t\n\r", "\\t\\n\\r"],
    ["backspace, form feed, U+001F", "\b\f\u001f", "\\b\\f\\u001f"],
    [
      "the characters beside each escaped range: kept",
      " ~\u00a0\u200d\u2010\u2027\u202a\u202f\u2065\u206a",
      " ~\u00a0\u200d\u2010\u2027\\u202a\u202f\u2065\u206a",
    ],
    ["DEL", "a\u007fb", "a\\u007fb"],
    ["C1", "\u0080\u0085\u009b\u009f", "\\u0080\\u0085\\u009b\\u009f"],
    ["lone surrogates", "\ud800x\udc00", "\\ud800x\\udc00"],
    ["a surrogate pair is a character: kept", "😀", "😀"],
    ["line and paragraph separators", "\u2028\u2029", "\\u2028\\u2029"],
    ["bidirectional controls", "\u202e\u2066\u200f", "\\u202e\\u2066\\u200f"],
    ["letters, é, backslash: kept", "é\\ü", "é\\ü"],
  ];
  for (const [name, input, escaped] of table)
    it(name, () => {
      expect(escapeControls(input)).toBe(escaped);
    });
  it("quote and toJson write valid JSON of the same value, with no raw control character", () => {
    const text = 'a\u007f\u0085\u2028\u202e\ud800\u0001"\\';
    const unsafe = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202e]/;
    expect(JSON.parse(quote(text))).toBe(text);
    expect(quote(text)).not.toMatch(unsafe);
    const value = { k: [text] };
    expect(JSON.parse(toJson(value, 2))).toEqual(value);
    expect(toJson(value, 2).replace(/\n/g, "")).not.toMatch(unsafe);
  });
});

describe("UriSyntaxError's message shows the character found escaped, as quote() does", () => {
  const table: [string, string, string][] = [
    ["DEL", "a:b\u007f", '"\\u007f"'],
    ["C1 (NEL)", "a:b\u0085", '"\\u0085"'],
    ["a bidirectional control (RFC 3987 §4.1)", "a:b\u202e", '"\\u202e"'],
    ["a C0 control", "a:b\u001b", '"\\u001b"'],
  ];
  for (const [name, input, shown] of table)
    it(name, () => {
      const r = safeParse(input);
      expect(r.ok).toBe(false);
      if (r.ok) return;
      expect(r.error.message).toContain(`found ${shown}`);
      expect(r.error.message).not.toMatch(/[\u0000-\u001f\u007f-\u009f\u202e]/);
    });
});
