// Every error of the grammar commands: its exit status (one per kind of failure, src/cli/commands/
// grammar.ts GRAMMAR_EXIT, docs/byo-grammar.md "Exit statuses"), its message with the file, the
// line and (for text that is not ABNF) the column, and the fix where one is known; and the class the
// library throws for it (compiler/errors.ts).
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import {
  AbnfError,
  AbnfSyntaxError,
  compileAbnf,
  GrammarProblems,
  GrammarTooLarge,
  transcribe,
} from "../../src/compiler.js";
import { SPLITTER_MAX_STATES, tooLargeError } from "../../compiler/limits.js";
import { grammarFromText } from "../../compiler/load.js";
import { plain, ruleTree } from "../../compiler/passes/lower.js";
import { buildNfa } from "../../compiler/passes/nfa.js";
import { TooLarge } from "../../compiler/passes/subset.js";
import { taggedDfa } from "../../compiler/passes/tagged.js";
import { runCli } from "../helpers/cli.js";

const work = mkdtempSync(join(tmpdir(), "uri-grammar-errors-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

let files = 0;
function grammar(text: string, name = `g${++files}.abnf`): string {
  const file = join(work, name);
  writeFileSync(file, text);
  return file;
}

async function compile(text: string, ...more: string[]) {
  const file = grammar(text);
  const name = file.slice(work.length + 1);
  const result = await runCli(["compile", file, "--rule", "a", "--out", join(work, "out"), ...more]);
  return { ...result, name };
}

describe("exit status 3: not ABNF (RFC 5234 §4), at FILE:LINE:COLUMN, with the fix", () => {
  it.each<[string, string, RegExp]>([
    [
      "a character from 128 up in a quoted string (RFC 5234 §2.3)",
      'a = "café"\n',
      /:1:5: the quoted string holds "é" \(U\+00E9\), which RFC 5234 §2.3 allows in no quoted string .*; write it as %xE9: "caf" %xE9$/,
    ],
    [
      "the same in a case-sensitive string (RFC 7405)",
      'a = %s"né e"\n',
      /:1:5: the quoted string holds "é" \(U\+00E9\).*: %s"n" %xE9 %s" e"$/,
    ],
    [
      "a character from 128 up outside a string",
      "a = x é\n",
      /:1:7: "é" \(U\+00E9\) is not ABNF outside a quoted string.*write it as %xE9$/,
    ],
    [
      'a "/" with no alternative: its own line, not the next',
      'a = "x" /\nb = "y"\n',
      /:1:9: "\/" with no alternative after it \(RFC 5234 §3\.2\)/,
    ],
    [
      "an empty range",
      "a = %x7F-20\n",
      /:1:5: %x7F-20 is an empty range \(%x7F > %x20\); write the smaller value first: %x20-7F$/,
    ],
    [
      "an empty repetition",
      "a = 5*2DIGIT\n",
      /:1:5: repetition 5\*2 is empty \(at least 5 and at most 2\): write the smaller count first, 2\*5/,
    ],
    ["an empty list (RFC 7230 §7)", "a = 3#1DIGIT\n", /:1:5: repetition 3#1 is empty/],
    [
      "a value past U+10FFFF",
      "a = %x110000\n",
      /:1:5: %x110000 is past U\+10FFFF, the last Unicode code point/,
    ],
    ["the same in decimal", "a = %d1114112\n", /:1:5: %d1114112 is past U\+10FFFF/],
    [
      "a repetition count past 2^53",
      "a = 99999999999999999999DIGIT\n",
      /:1:5: the repetition count 99999999999999999999 is too large/,
    ],
    ['a "(" not closed on its line', 'a = ( "x"\nb = "y"\n', /:1:5: "\(" not closed: a group ends with "\)"/],
    ['a "[" not closed', 'a = "y" [ "x"\n', /:1:9: "\[" not closed: an option ends with "\]"/],
    ["a quoted string not closed", 'a = "x\nb = "y"\n', /:1:5: a quoted string not closed on its line/],
    [
      'nothing after "="',
      'a =\nb = "y"\n',
      /:1:4: nothing after the rule's "=": a rule needs at least one element/,
    ],
    ["anything else: what was expected, where", "a = = b\n", /:1:5: Expected .* but "=" found/],
    [
      "in an indented block (RFC layout), the column in the file",
      '   b = "y"\n   a = "x" /\n',
      /:2:12: "\/" with no alternative after it/,
    ],
    [
      "groups nested past 1,000 (before the reader's recursion overflows)",
      `a = ${"(".repeat(1_001)}"x"${")".repeat(1_001)}\n`,
      /:1:1005: groups and options nested more than 1,000 deep/,
    ],
    [
      "after a page break, the line in the file",
      '   b = "y"\n\nFoo & Bar   Standards Track   [Page 2]\n\f\nRFC 9999   Title   June 2014\n\n   a = %x7F-20\n',
      /:7:8: %x7F-20 is an empty range/,
    ],
  ])("%s", async (_, text, message) => {
    const result = await compile(text);
    expect(result.status).toBe(3);
    expect(result.stderr).toMatch(new RegExp(`^uri-grammar compile: ${result.name}`));
    expect(result.stderr.trimEnd()).toMatch(message);
    expect(result.stderr).not.toMatch(/\n\s+at /);
  });
  it("the library: AbnfSyntaxError with the file, the line and the column", () => {
    const error = (() => {
      try {
        compileAbnf('; comment\nb = "y"\na = "x" /\n', { rules: ["a"], file: "t.abnf" });
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(AbnfSyntaxError);
    expect(error).toBeInstanceOf(AbnfError);
    expect(error).toMatchObject({ file: "t.abnf", line: 3, column: 9 });
  });
});

describe("exit status 4: the grammar's rules in error, each at FILE:LINE", () => {
  it.each<[string, string, RegExp]>([
    [
      "a rule defined twice (names are case-insensitive, RFC 5234 §2.1)",
      'a = "x"\nA = "y"\n',
      /:2: error: A is defined twice: first at line 1 as a \(rule names are case-insensitive, RFC 5234 §2\.1\); write "=\/" to add alternatives/,
    ],
    [
      '"=/" before "=" (RFC 5234 §3.3)',
      'a =/ "x"\n',
      /:1: error: "a =\/" adds alternatives to a, which is not defined before it \(RFC 5234 §3\.3\): define it with "=" first/,
    ],
    ["an undefined rule", "a = b\n", /:1: error: a refers to b, which the grammar does not define/],
    ["a prose value", "a = <words>\n", /:1: error: a holds the prose value <words>/],
  ])("%s", async (_, text, message) => {
    const result = await compile(text);
    expect(result.status).toBe(4);
    expect(result.stderr).toMatch(new RegExp(`^${result.name}:\\d+: error: `));
    expect(result.stderr).toMatch(message);
    expect(result.stderr).toMatch(/uri-grammar compile: 1 error in the grammar's rules\n$/);
  });
  it("an included rule replaced: both definitions named, and how to allow it", async () => {
    const base = grammar('host = "h"\nauthority = host [ ":" 1*DIGIT ]\n', "base.abnf");
    const text = `; @include ${base.slice(work.length + 1)}\nHost = "H:" authority\na = authority\n`;
    const result = await compile(text);
    expect(result.status).toBe(4);
    expect(result.stderr).toMatch(
      /:2: error: Host replaces host of base\.abnf:1 \(rule names are case-insensitive, RFC 5234 §2\.1: Host and host are one name\); every rule that refers to host now reads this one\. If that is meant, put a line "; @replace Host" in g\d+\.abnf \(or allow it: --allow-replace\); else rename it/,
    );
    // --allow-replace: a warning, and the grammar compiles (authority now reads Host, which reads
    // authority: a recursion, so the context-free recognizer).
    const allowed = await compile(text, "--allow-replace");
    expect(allowed.status).toBe(0);
    expect(allowed.stderr).toMatch(/:2: warning: Host replaces host of base\.abnf:1/);
    expect(allowed.stdout).toMatch(/the context-free recognizer for a \(calls /);
    // `; @replace Host` in the file: what it means, said; no message.
    const declared = await compile(
      text.replace("\nHost", "\n; @replace Host\nHost").replace("authority\n", '"x"\n'),
    );
    expect(declared.stderr).not.toMatch(/replaces/);
  });
  it("the library: GrammarProblems with each problem", () => {
    expect(() => compileAbnf('a = "x"\na = "y"\n', { rules: ["a"] })).toThrow(GrammarProblems);
    try {
      compileAbnf('a = "x"\na = "y"\nb =/ "z"\n', { rules: ["a"], file: "t.abnf" });
    } catch (e) {
      expect((e as GrammarProblems).problems.map((p) => [p.kind, p.rule, p.file, p.line])).toEqual([
        ["defined-twice", "a", "t.abnf", 2],
        ["incremental", "b", "t.abnf", 3],
      ]);
    }
    expect(() => transcribe('a = "x"\nA = "y"\n')).toThrow(GrammarProblems);
  });
});

describe("exit status 5: past the limit of states, with the rule, its line, the limit and a hint", () => {
  it("the DFA's limit (--max-states)", async () => {
    const result = await compile('b = 1*1200DIGIT\n\na = "x" b\n', "--max-states", "1000");
    expect(result.status).toBe(5);
    expect(result.stderr).toMatch(
      /^uri-grammar compile: g\d+\.abnf:1: b \(start rule a\): its DFA passes the limit of 1,000 states, with its counted repetition 1\*1200; hint: .*lower the counts, compile fewer start rules at once, or raise the limit \(--max-states N; compileAbnf's maxStates\)\n$/,
    );
  });
  it("the NFA's limit, before any state is built (1*99999999DIGIT)", async () => {
    const result = await compile("a = 1*99999999DIGIT\n");
    expect(result.status).toBe(5);
    expect(result.stderr).toMatch(
      /:1: a: its NFA \(4 × the DFA's limit\) passes the limit of 400,000 states, with its counted repetition 1\*99999999/,
    );
  });
  it("the splitter's, whose trees keep no rules: the largest counted repetition its start rules reach", () => {
    const g = grammarFromText('a = b "-" c\nb = 1*50%x30-39\nc = 1*3%x61-7A\n', [], "t.abnf");
    const nfa = buildNfa([plain(ruleTree(g, "a", { captures: { c: "path" } }))]);
    const cause = (() => {
      try {
        taggedDfa(nfa, 10);
      } catch (e) {
        return e as TooLarge;
      }
    })()!;
    expect(tooLargeError(g, nfa, cause, true, ["a"]).message).toMatch(
      /^t\.abnf:2: b \(start rule a\): its splitter \(tagged DFA\) passes the limit of 10 states, with its counted repetition 1\*50; hint: .* or raise the limit/,
    );
    const capped = new TooLarge("", SPLITTER_MAX_STATES, cause.at);
    expect(tooLargeError(g, nfa, capped, true, ["a"]).message).toMatch(
      /passes the limit of 32,766 states.*or capture fewer rules \(a splitter's tables hold at most 32,766 states\)$/,
    );
  });
  it("rules that refer to each other in a chain thousands deep (the passes recurse along it)", async () => {
    const chain =
      Array.from({ length: 5_000 }, (_, i) => `r${i} = r${i + 1} "x"\n`).join("") + 'r5000 = "y"\n';
    const result = await compile(chain.replace("r0 =", "a ="));
    expect(result.status).toBe(5);
    expect(result.stderr).toMatch(
      /: the grammar nests too deeply for the compiler: its rules refer to each other in a chain/,
    );
    expect((await runCli(["diff", "--grammar", grammar(chain), "rfc3986"])).status).toBe(5);
  });
  it("the library: GrammarTooLarge", () => {
    expect(() => compileAbnf("a = 1*20DIGIT\n", { rules: ["a"], maxStates: 10 })).toThrow(GrammarTooLarge);
    expect(() => compileAbnf("a = 1*20DIGIT\n", { rules: ["a"], maxStates: 0 })).toThrow(RangeError);
  });
});

describe("exit status 2: trouble (usage, files)", () => {
  it.each<[string, string[], RegExp]>([
    ["a start rule the grammar does not have", ["--rule", "b"], /no rule named b/],
    ["--max-states not a count", ["--max-states", "lots"], /--max-states: expected an integer ≥ 1/],
    ["--lists not a form", ["--lists", "any"], /--lists: expected sender, recipient, rfc7230-recipient/],
    ["--prose not RULE=TARGET", ["--prose", "a"], /--prose: expected RULE=TARGET/],
    ["--prose naming no rule", ["--prose", "zz=a"], /prose binding zz=a: no rule named zz/],
  ])("%s", async (_, more, message) => {
    const result = await compile('a = "x"\n', ...more);
    expect(result.status).toBe(2);
    expect(result.stderr).toMatch(message);
  });
  it("an include that cannot be read", async () => {
    const result = await compile('; @include none.abnf\na = "x"\n');
    expect(result.status).toBe(2);
    expect(result.stderr).toMatch(/cannot include none\.abnf .*: not found/);
  });
  it.each<[string, RegExp]>([
    ["0", /--depth: expected an integer ≥ 1/],
    ["9", /depth must be an integer from 1 to 8, got 9/],
  ])("check --depth %s (how deep recursion is unrolled: 1 to 8)", async (depth, message) => {
    const abnf = grammar('a = "x"\n');
    const peg = grammar('a = "x"i\n', `depth-${depth}.peggy`);
    const result = await runCli(["check", abnf, peg, "--depth", depth]);
    expect(result.status).toBe(2);
    expect(result.stderr).toMatch(message);
  });
});

describe("exit status 6 (check): a PEG peggy cannot compile", () => {
  it("is its own status", async () => {
    const abnf = grammar('a = "x"\n');
    const peg = join(work, "bad.peggy");
    writeFileSync(peg, "a = (\n");
    const result = await runCli(["check", abnf, peg]);
    expect(result.status).toBe(6);
    expect(result.stderr).toMatch(/bad\.peggy/);
  });
});

describe("exit status 7 (check): unproved, a rule skipped or only sampled; --allow-unproved: 0", () => {
  it('a rule checked only on samples: a predicate the checker cannot read, named; never "passed"', async () => {
    const abnf = grammar("word = 1*ALPHA\n", "pred.abnf");
    const peg = grammar("word = [a-zA-Z]+ &{ return true; }\nALPHA = [a-zA-Z]\n", "pred.peggy");
    const result = await runCli(["check", abnf, peg, "--rule", "word", "--runs", "20", "--prefixes", "2000"]);
    expect(result.status).toBe(7);
    expect(result.stdout).toMatch(/^word: UNPROVED: agree on [\d,]+ inputs/);
    expect(result.stdout).toMatch(
      /the checker cannot read the predicate &\{ return true; \} at line 1, column 18/,
    );
    expect(result.stdout).toMatch(
      /1 rule: 1 agree \(0 proved, 0 proved to a depth, 0 bounded, 1 only sampled\)/,
    );
    const allowed = await runCli([
      "check",
      abnf,
      peg,
      "--rule",
      "word",
      "--runs",
      "20",
      "--prefixes",
      "2000",
      "--allow-unproved",
    ]);
    expect(allowed.status).toBe(0);
    expect(allowed.stdout).toBe(result.stdout);
  });
  it("a skipped rule (the PEG has none of that name)", async () => {
    const abnf = grammar('a = "x" b\nb = "y"\n', "skip.abnf");
    const peg = grammar('a = "x"i "y"i\n', "skip.peggy");
    const result = await runCli(["check", abnf, peg, "--runs", "20"]);
    expect(result.status).toBe(7);
    expect(result.stdout).toMatch(/^b: SKIPPED \(the PEG has no rule b\)/m);
    expect((await runCli(["check", abnf, peg, "--runs", "20", "--allow-unproved"])).status).toBe(0);
  });
  it("a recursive rule the enumeration did not reach far enough into (--prefixes), named with the fix", async () => {
    const abnf = grammar('comment = "(" *(ctext / comment) ")"\nctext = %x61-7A\n', "c.abnf");
    const peg = grammar('comment = "(" (ctext / comment)* ")"\nctext = [a-z]\n', "c.peggy");
    const few = ["--rule", "comment", "--runs", "20", "--budget", "1", "--prefixes", "3"];
    const result = await runCli(["check", abnf, peg, ...few]);
    expect(result.status).toBe(7);
    expect(result.stdout).toMatch(
      /^comment: UNPROVED: .*the enumeration reached 0 characters of the 4 the rule needs \(raise --prefixes\)/,
    );
    // With the defaults, it is proved for every input that nests comment at most 2 deep: exit 0.
    const defaults = await runCli(["check", abnf, peg, "--rule", "comment", "--runs", "20"]);
    expect(defaults.status).toBe(0);
    expect(defaults.stdout).toMatch(
      /^comment: agree \(proved for every input that nests comment at most 2 deep/,
    );
  });
});

describe("the same statuses from transcribe and diff --grammar", () => {
  it.each<[string, string, number]>([
    ["not ABNF", 'a = "x" /\n', 3],
    ["rules in error", 'a = "x"\na = "y"\n', 4],
  ])("%s", async (_, text, status) => {
    const file = grammar(text);
    expect((await runCli(["transcribe", file])).status).toBe(status);
    expect((await runCli(["diff", "--grammar", file, "rfc3986"])).status).toBe(status);
  });
});
