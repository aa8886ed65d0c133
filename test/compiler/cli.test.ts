// uri-grammar compile / transcribe / check, and --variant FILE, in-process (test/helpers/cli.ts).
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { runCli } from "../helpers/cli.js";

const root = join(import.meta.dirname, "..", "..");
const MAILTO = join(root, "test", "fixtures", "rfc2368", "mailto.abnf");
const MAILTO_PEG = join(root, "test", "fixtures", "rfc2368", "mailto.peggy");
const work = mkdtempSync(join(tmpdir(), "uri-grammar-cli-compiler-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

function grammar(name: string, text: string): string {
  const file = join(work, name);
  writeFileSync(file, text);
  return file;
}

describe("uri-grammar compile", () => {
  it("writes NAME.mjs and NAME.d.mts; --variant FILE then parses with it", async () => {
    const out = join(work, "out");
    const result = await runCli([
      "compile",
      MAILTO,
      "--rule",
      "mailtoURL",
      "--capture",
      "to=path",
      "--capture",
      "headers=query",
      "--variant-id",
      "mailto-rfc2368",
      "--out",
      out,
    ]);
    expect(result).toMatchObject({ status: 0, stderr: "" });
    expect(result.stdout).toMatch(
      /mailto\.mjs: 1 start rule \(mailtoURL\), \d+ DFA states, a splitter for to, headers/,
    );
    expect(readFileSync(join(out, "mailto.d.mts"), "utf8")).toMatch(/export type Rule = "mailtoURL";/);
    const parsed = await runCli(["parse", "--json", "--variant", join(out, "mailto.mjs"), "mailto:a@b?x=y"]);
    expect(parsed.status).toBe(0);
    expect(JSON.parse(parsed.stdout)).toMatchObject({
      valid: true,
      components: { path: "a@b", query: "?x=y" },
    });
    const invalid = await runCli(
      ["validate", "--variant", join(out, "mailto.mjs")],
      "mailto:a@b\nmailto:x\n",
    );
    expect(invalid.status).toBe(1);
    expect(invalid.stdout).toMatch(/<stdin>:2: offset 8: not a valid mailtoURL \(mailto-rfc2368\)/);
  });
  it("compiles recursion: the context-free recognizer, parse trees, exit 0", async () => {
    const file = grammar("rec.abnf", 'a = "x" b\nb = "(" a ")" / "y"\nspare = "z"\n');
    const out = join(work, "rec-out");
    const result = await runCli(["compile", file, "--rule", "a", "--out", out]);
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(
      /rec\.mjs: 1 start rule \(a\), the context-free recognizer for a \(calls a; \d+ states\)/,
    );
    expect(result.stderr).toMatch(/rec\.abnf:3: warning: spare is defined but no rule refers to it/);
    const mod = (await import(pathToFileURL(join(out, "rec.mjs")).href)) as {
      isValid(s: string): boolean;
      parse(s: string): unknown;
      errorAt(s: string): unknown;
    };
    expect(mod.isValid("x(xy)")).toBe(true);
    expect(mod.isValid("x(xy")).toBe(false);
    expect(mod.parse("x(xy)")).toEqual({
      rule: "a",
      from: 0,
      to: 5,
      children: [
        {
          rule: "b",
          from: 1,
          to: 5,
          children: [{ rule: "a", from: 2, to: 4, children: [{ rule: "b", from: 3, to: 4, children: [] }] }],
        },
      ],
    });
    expect(mod.errorAt("x(xy")).toEqual({ offset: 4, expected: ['")"'] });
    expect(readFileSync(join(out, "rec.d.mts"), "utf8")).toMatch(
      /export declare function parse\(input: string, rule\?: Rule\): TreeNode \| null;/,
    );
  });
  it("reports undefined rules and prose values, and warns of unused ones", async () => {
    const bad = await runCli(["compile", grammar("u.abnf", "a = b <prose>\n"), "--rule", "a", "--out", work]);
    expect(bad.status).toBe(4);
    expect(bad.stderr).toMatch(/u\.abnf:1: error: a refers to b, which the grammar does not define/);
    expect(bad.stderr).toMatch(/error: a holds the prose value <prose>/);
    const ok = await runCli([
      "compile",
      grammar("w.abnf", 'a = "x"\nb = "y"\n'),
      "--rule",
      "a",
      "--out",
      work,
    ]);
    expect(ok.status).toBe(0);
    expect(ok.stderr).toMatch(/w\.abnf:2: warning: b is defined but no rule refers to it/);
  });
  it.each([
    [["compile", MAILTO, "--out", "x"], /name at least one start rule with --rule/],
    [["compile", MAILTO, "--rule", "mailtoURL"], /--out DIR/],
    [["compile", join(work, "missing.abnf"), "--rule", "a", "--out", "x"], /cannot read .*missing\.abnf/],
    [["compile", MAILTO, "--rule", "nosuchrule", "--out", work], /nosuchrule/],
  ])("trouble is exit 2 with one message, no stack: %j", async (argv, message) => {
    const result = await runCli(argv as string[]);
    expect(result.status).toBe(2);
    expect(result.stderr).toMatch(message);
    expect(result.stderr).not.toMatch(/\n\s+at /);
  });
});

describe("uri-grammar transcribe", () => {
  it("prints a peggy grammar, each rule under its ABNF, and counts the marks on stderr", async () => {
    const result = await runCli(["transcribe", MAILTO]);
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/^\/\/ domain     =  1\*urlc\ndomain\n  = urlc\+$/m);
    expect(result.stdout).toMatch(/\/\/ PEG: check — the ABNF accepts "a@a,a@a" and this rule does not/);
    expect(result.stderr).toBe(
      "uri-grammar transcribe: 17 rules: 15 as written, 0 fixed, 2 marked // PEG: check\n",
    );
  });
});

describe("uri-grammar check", () => {
  it("exit 0 when the rules agree", async () => {
    const result = await runCli(["check", MAILTO, MAILTO_PEG, "--rule", "to", "--runs", "20"]);
    expect(result).toMatchObject({ status: 0, stderr: "" });
    expect(result.stdout).toMatch(/^to: agree \(proved on the automata/);
  });
  it("exit 1 with the shortest counterexample, the side that accepts it and each side's rule stack", async () => {
    const broken = grammar(
      "broken.peggy",
      readFileSync(MAILTO_PEG, "utf8").replace('= urlc (!("," local_part "@") urlc)*', "= urlc+"),
    );
    const argv = ["check", MAILTO, broken, "--rule", "to", "--runs", "20", "--seed", "7"];
    const result = await runCli(argv);
    expect(result.status).toBe(1);
    expect(result.stdout).toContain('to: DISAGREE on "a@a,a@a" (7 characters; no shorter input disagrees)');
    expect(result.stdout).toContain("ABNF accepts it; at offset 5 it reads to › mailbox");
    expect(result.stdout).toContain('PEG  rejects it at offset 5: expected end of input, found "@"');
    expect(await runCli(argv)).toEqual(result); // the same seed, the same report
    const json = await runCli([...argv, "--json"]);
    expect(JSON.parse(json.stdout).rules[0].counterexample).toMatchObject({
      input: "a@a,a@a",
      minimal: true,
      accepts: "abnf",
    });
  });
  it.each([
    [["check", MAILTO], /give GRAMMAR\.abnf and GRAMMAR\.peggy/],
    [["check", MAILTO, MAILTO_PEG, "--runs", "many"], /--runs: expected an integer/],
    [["check", MAILTO, join(work, "none.peggy")], /cannot read/],
  ])("trouble is exit 2: %j", async (argv, message) => {
    const result = await runCli(argv as string[]);
    expect(result.status).toBe(2);
    expect(result.stderr).toMatch(message);
  });
  it("a mistake the predicate hides is found on drawn inputs, and exit 1", async () => {
    const abnf = grammar("hide.abnf", "word = 1*ALPHA\n");
    const peg = grammar("hide.peggy", 'word = w:$[a-zA-Z]+ &{ return w !== "q"; }\n');
    const result = await runCli(["check", abnf, peg, "--rule", "word", "--prefixes", "2000"]);
    expect(result.status).toBe(1);
    expect(result.stdout).toContain('word: DISAGREE on "q"');
  });
  it("recursion: RFC 5234's group with a mistake, caught on its shortest counterexample", async () => {
    const dir = join(root, "test", "fixtures", "grammars", "rfc5234");
    const result = await runCli([
      "check",
      join(dir, "rfc5234.abnf"),
      join(dir, "rfc5234.mistake.peggy"),
      "--rule",
      "group",
      "--runs",
      "20",
    ]);
    expect(result.status).toBe(1);
    expect(result.stdout).toContain('group: DISAGREE on "(a )" (4 characters; no shorter input disagrees)');
    expect(result.stdout).toContain("ABNF accepts it; at offset 3 it reads group › c-wsp › WSP › SP");
  });
  it("has its own help", async () => {
    const result = await runCli(["help", "check"]);
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/^usage: uri-grammar check GRAMMAR\.abnf GRAMMAR\.peggy/);
    expect(result.stdout).toMatch(/--seed S +the seed of the drawn inputs \(default: 1\)/);
  });
});

describe("--variant FILE", () => {
  it("a module without a variant export is a usage error", async () => {
    const file = join(work, "plain.mjs");
    writeFileSync(file, "export const x = 1;\n");
    const result = await runCli(["parse", "--variant", file, "a:b"]);
    expect(result.status).toBe(2);
    expect(result.stderr).toMatch(/exports no `variant`/);
  });
  it("a missing file is a usage error", async () => {
    const result = await runCli(["parse", "--variant", "./no/such.mjs", "a:b"]);
    expect(result.status).toBe(2);
    expect(result.stderr).toMatch(/cannot load it/);
  });
});

describe("diff --grammar A B: variant ids, variant modules (as --variant FILE), ABNF files", () => {
  const RFC3986 = join(root, "grammar", "rfc3986.abnf");
  it("a built-in variant and the ABNF file it is compiled from accept the same strings", async () => {
    const result = await runCli(["diff", "--grammar", "rfc3986", RFC3986, "--rule", "URI-reference"]);
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/the two rules accept the same strings/);
  });
  it("a built-in variant and an ABNF file that differs: the shortest strings each way", async () => {
    const mine = grammar(
      "mine.abnf",
      readFileSync(RFC3986, "utf8")
        .replace("; @include core.abnf", "; @include " + join(root, "grammar", "core.abnf"))
        .replace('scheme        = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )', "scheme = 1*ALPHA"),
    );
    const result = await runCli(["diff", "--grammar", "--json", "rfc3986", mine, "--rule", "absolute-URI"]);
    expect(result.status).toBe(1);
    const d = JSON.parse(result.stdout) as { onlyA: string[]; onlyB: string[]; b: { variant: string } };
    expect(d.onlyA[0]).toMatch(/^[A-Za-z][-+.0-9]:$/);
    expect(d.onlyB).toEqual([]);
    expect(d.b.variant).toBe(mine);
  });
  it("a variant module and an ABNF file (its first rule when --rule is not given)", async () => {
    const out = join(work, "diff-out");
    const compiled = await runCli([
      "compile",
      MAILTO,
      "--rule",
      "mailtoURL",
      "--variant-id",
      "m",
      "--out",
      out,
    ]);
    expect(compiled.status).toBe(0);
    const module = join(out, "mailto.mjs");
    expect((await runCli(["diff", "--grammar", module, MAILTO])).status).toBe(0);
    const strict = grammar(
      "strict.abnf",
      readFileSync(MAILTO, "utf8").replace("hvalue     =  *urlc", "hvalue = 1*urlc"),
    );
    const result = await runCli(["diff", "--grammar", "--json", module, strict, "--limit", "1"]);
    expect(result.status).toBe(1);
    const d = JSON.parse(result.stdout) as { onlyA: string[]; onlyB: string[]; a: { rule: string } };
    expect(d).toMatchObject({ onlyA: ["mailto:?="], onlyB: [], a: { rule: "mailtoURL" } });
  });
  it.each<[string, string[], number, RegExp]>([
    ["an ABNF file that is not ABNF", ['a = "x" /\n'], 3, /:1:9: "\/" with no alternative/],
    ["an ABNF file with rules in error", ["a = b\n"], 4, /error: a refers to b/],
    ["a module that is not there", [], 2, /cannot load it/],
  ])("%s: its exit status", async (_, text, status, message) => {
    const side = text.length > 0 ? grammar(`side-${status}.abnf`, text[0]!) : "./no/such.mjs";
    const result = await runCli(["diff", "--grammar", "rfc3986", side]);
    expect(result.status).toBe(status);
    expect(result.stderr).toMatch(message);
  });
});

describe("uri-grammar parse --grammar FILE.abnf: a parse tree with the ABNF's rule names", () => {
  const RFC5322 = join(root, "test", "fixtures", "grammars", "rfc5322", "rfc5322.abnf");
  it("prints the tree of a recursive rule, a node a line: rule, offsets, text", async () => {
    const result = await runCli(["parse", "--grammar", RFC5322, "--rule", "comment", "(a (b))"]);
    expect(result).toMatchObject({ status: 0, stderr: "" });
    const lines = result.stdout.trimEnd().split("\n");
    expect(lines[0]).toBe('comment 0-7 "(a (b))"');
    expect(lines).toContain('  ccontent 3-6 "(b)"');
    expect(lines).toContain('    comment 3-6 "(b)"');
  });
  it("an invalid input: exit 1, the offset and what was expected there", async () => {
    const result = await runCli(["parse", "--grammar", RFC5322, "--rule", "comment", "(a (b)"]);
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(
      /^"\(a \(b\)": offset 6: not a valid comment: expected .*"\)".*, found the end\n$/,
    );
  });
  it("--json: the tree, or the error with its expected items; the grammar's first rule by default", async () => {
    const file = grammar("first.abnf", 'pair = key "=" key\nkey = 1*ALPHA\n');
    const result = await runCli(["parse", "--grammar", file, "--json", "a=b", "a="]);
    expect(result.status).toBe(1);
    const [ok, bad] = result.stdout
      .trimEnd()
      .split("\n")
      .map((l) => JSON.parse(l) as unknown);
    expect(ok).toEqual({
      valid: true,
      tree: {
        rule: "pair",
        from: 0,
        to: 3,
        children: [
          { rule: "key", from: 0, to: 1, children: [{ rule: "ALPHA", from: 0, to: 1, children: [] }] },
          { rule: "key", from: 2, to: 3, children: [{ rule: "ALPHA", from: 2, to: 3, children: [] }] },
        ],
      },
    });
    expect(bad).toMatchObject({ valid: false, error: { offset: 2 } });
  });
  it.each<[string, string, string[], number, RegExp]>([
    ["a grammar that is not ABNF", 'a = "x" /\n', [], 3, /:1:9: "\/" with no alternative/],
    ["a grammar with rules in error", "a = b\n", [], 4, /error: a refers to b/],
    ["a rule the grammar lacks", 'a = "x"\n', ["--rule", "zz"], 2, /no rule named zz/],
    ["with --variant", 'a = "x"\n', ["--variant", "rfc3986"], 2, /--grammar or --variant, not both/],
  ])("%s: its exit status", async (_, text, more, status, message) => {
    const file = grammar(`parse-${status}-${more.length}.abnf`, text);
    const result = await runCli(["parse", "--grammar", file, ...more, "x"]);
    expect(result.status).toBe(status);
    expect(result.stderr).toMatch(message);
  });
});
