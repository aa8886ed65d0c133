// Pass "check", prose values (compiler/passes/prose.ts): the message says how to bind one.
import { describe, expect, it } from "vitest";
import { proseOf } from "../../../compiler/references.js";
import { reportProse } from "../../../compiler/passes/prose.js";
import { grammar } from "./tiny.js";

describe("RFC 5234 §4 prose-val", () => {
  it("is an error that says what to do, where a start rule reaches it", () =>
    expect(reportProse(grammar("host = <see RFC 3986>\n"), ["host"])).toEqual([
      {
        severity: "error",
        kind: "prose",
        rule: "host",
        message:
          "host holds the prose value <see RFC 3986> (RFC 5234 §4 prose-val): words, from which no recognizer can be compiled; define host in ABNF, or bind the prose value to the rule it names (--prose host=RULE; compileAbnf's prose option, from a grammar included with ; @include FILE)",
        file: "t.abnf",
        line: 1,
      },
    ]));
  it("names the rule to bind it to where its first word is a rule name (RFC 7230's form)", () => {
    const g = grammar('uri-host = <host, see [RFC3986], Section 3.2.2>\nhost = "h"\n');
    expect(reportProse(g, ["uri-host"])[0]!.message).toMatch(
      /or bind the prose value to the rule it names \(--prose uri-host=host; compileAbnf's prose option\)$/,
    );
    expect(reportProse(grammar("a = <b, see RFC 1>\n"), ["a"])[0]!.message).toMatch(
      /\(--prose a=b; compileAbnf's prose option, from a grammar included with ; @include FILE\)$/,
    );
  });
  it("is nothing under a repetition of zero (`0<pchar>` matches only the empty string)", () => {
    const g = grammar("path-empty = 0<pchar>\n");
    expect(proseOf(g.rules.get("path-empty")!.node)).toEqual([]);
    expect(reportProse(g, ["path-empty"])).toEqual([]);
  });
});
