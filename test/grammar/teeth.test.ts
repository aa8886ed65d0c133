// The equivalence check must be able to fail: each naive transcription below is one of the
// classic mistakes of turning RFC 3986's ABNF into a PEG (docs/abnf-to-peg.md), built in memory
// from grammar/rfc3986.peggy with one edit; the check must find a counterexample for each.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import peggy from "peggy";
import { describe, expect, it } from "vitest";
import { checkGrammar, type PegAcceptor } from "../../compiler/equivalence.js";
import { loadAbnfFile } from "../../compiler/files.js";

const root = join(import.meta.dirname, "..", "..");
const pegText = readFileSync(join(root, "grammar", "rfc3986.peggy"), "utf8");
const abnf = loadAbnfFile(join(root, "grammar", "rfc3986.abnf"));

function acceptor(text: string): PegAcceptor {
  const parser = peggy.generate(text, { allowedStartRules: ["*"] });
  const ast = peggy.parser.parse(text, { reservedWords: [] }) as { rules: { name: string }[] };
  return {
    rules: new Set(ast.rules.map((r) => r.name)),
    accepts(rule, input) {
      try {
        parser.parse(input, { startRule: rule });
        return true;
      } catch (error) {
        if (error instanceof parser.SyntaxError) return false;
        throw error;
      }
    },
  };
}

function edit(from: string | RegExp, to: string): string {
  const edited = pegText.replace(from, to);
  expect(edited, `the edit ${String(from)} must apply to grammar/rfc3986.peggy`).not.toBe(pegText);
  return edited;
}

const naive: { name: string; rules: string[]; text: () => string }[] = [
  {
    name: "dec-octet alternatives in ABNF order (DIGIT first)",
    rules: ["dec-octet", "IPv4address"],
    text: () =>
      edit(
        /= \$\("25" \[0-5\][^\n]*\n[^\n]*\n[^\n]*\n[^\n]*\n[^\n]*\n/,
        '= $(DIGIT / [1-9] DIGIT / "1" DIGIT|2| / "2" [0-4] DIGIT / "25" [0-5])\n',
      ),
  },
  {
    name: "host without the guard after IPv4address",
    rules: ["host", "authority"],
    text: () =>
      edit("$(IP_literal / IPv4address !reg_name_char / reg_name)", "$(IP_literal / IPv4address / reg_name)"),
  },
  {
    name: 'IPv6address: h16 ":" repeated without !":"',
    rules: ["IPv6address", "IP-literal"],
    text: () => edit(/h16_colon\n  = h16 ":" !":"/, 'h16_colon\n  = h16 ":"'),
  },
  {
    name: "IPv6address with its last alternative tried first",
    rules: ["IPv6address", "IP-literal"],
    text: () => edit(/= \$\(\n( +h16_colon\|6\|[^\n]*\n)/, '= $(\n    (h16_colon|..6| h16)? "::" /\n$1'),
  },
  {
    name: "path alternatives without the end guard",
    rules: ["path"],
    text: () => edit(/path_end\n  = !\(pchar \/ "\/"\)/, 'path_end\n  = ""'),
  },
  {
    name: "hier-part with path-empty tried first",
    rules: ["URI", "hier-part"],
    text: () =>
      edit(
        '  = "//" auth:authority path:path_abempty { return { ...auth, path }; }\n  / path:path_absolute { return { path }; }\n  / path:path_rootless { return { path }; }\n  / path:path_empty { return { path }; }',
        '  = path:path_empty { return { path }; }\n  / "//" auth:authority path:path_abempty { return { ...auth, path }; }\n  / path:path_absolute { return { path }; }\n  / path:path_rootless { return { path }; }',
      ),
  },
  {
    name: "URI-reference trying relative-ref first",
    rules: ["URI-reference"],
    text: () => edit("= URI\n  / relative_ref", "= relative_ref\n  / URI"),
  },
  {
    name: 'ls32 with IPv4address after a greedy h16 ":" h16 that may eat its first octet',
    rules: ["ls32", "IPv6address"],
    text: () => edit('= $(h16 ":" h16 / IPv4address)', '= $(h16 ":" h16 / h16)'),
  },
];

describe("the equivalence check has teeth", () => {
  it("accepts the committed transcription on the same rules", () => {
    const reports = checkGrammar(abnf, acceptor(pegText), {
      runs: 300,
      seed: 7,
      only: [...new Set(naive.flatMap((n) => n.rules))],
    });
    expect(reports.filter((r) => r.disagreement)).toEqual([]);
  });

  it.each(naive)("finds a counterexample: $name", ({ rules, text }) => {
    const reports = checkGrammar(abnf, acceptor(text()), { runs: 3000, seed: 7, only: rules });
    const found = reports.filter((r) => r.disagreement !== null);
    expect(found.length, `no counterexample for ${rules.join(", ")}`).toBeGreaterThan(0);
    for (const r of found) {
      const d = r.disagreement!;
      // The counterexample is real: the verdicts it reports differ.
      expect(d.abnf).not.toBe(d.peg);
    }
  });
});
