// checkTranscription (uri-grammar check) on transcriptions with each classic mistake of turning ABNF
// into PEG (docs/abnf-to-peg.md): the counterexample is found within the default budget, it is a
// shortest one (checked here against every shorter input over the grammar's characters), and the
// report is the same for the same seed.
import peggy from "peggy";
import { describe, expect, it } from "vitest";
import { checkTranscription, compileAbnf, transcribe } from "../../src/compiler.js";

/** A small host grammar after RFC 3986 §3.2.2 (few characters, so shorter inputs can be enumerated). */
const HOST = `host        = IPv4address / reg-name
IPv4address = dec-octet "." dec-octet "." dec-octet "." dec-octet
dec-octet   = DIGIT / %x31-39 DIGIT
reg-name    = *( DIGIT / "a" / "." )
`;
const HOST_PEG = (host: string, decOctet = "[1-9] DIGIT / DIGIT") => `host = ${host}
IPv4address = dec_octet "." dec_octet "." dec_octet "." dec_octet
dec_octet = ${decOctet}
reg_name = (DIGIT / "a"i / ".")*
reg_name_char = DIGIT / "a"i / "."
DIGIT = [0-9]
`;

/** RFC 3986 §3.3-like: segments, then a shared suffix. */
const PLURAL = `plural = 1*ALPHA "s"\n`;

interface Mistake {
  name: string;
  abnf: string;
  peg: string;
  rule: string;
  /** The characters shorter inputs are drawn from, for the check that the counterexample is shortest. */
  alphabet: string;
  accepts: "abnf" | "peg";
}

const MISTAKES: Mistake[] = [
  {
    name: "choice order, no guard: IPv4address / reg-name (PEG commits to an IPv4address prefix)",
    abnf: HOST,
    peg: HOST_PEG("IPv4address / reg_name"),
    rule: "host",
    alphabet: "0.a",
    accepts: "abnf",
  },
  {
    name: "choice order: dec-octet with DIGIT first (RFC 3986 §3.2.2's order)",
    abnf: HOST,
    peg: HOST_PEG("IPv4address !reg_name_char / reg_name", "DIGIT / [1-9] DIGIT"),
    rule: "IPv4address",
    alphabet: "01.",
    accepts: "abnf",
  },
  {
    name: 'greedy repetition before a shared suffix: 1*ALPHA "s"',
    abnf: PLURAL,
    peg: 'plural = [a-zA-Z]+ "s"i\n',
    rule: "plural",
    alphabet: "as",
    accepts: "abnf",
  },
  {
    name: "missing guard: a repetition whose item takes the separator of the next item (RFC 2368's to)",
    abnf: `to = box *( "," box )\nbox = 1*ALPHA "@" 1*( ALPHA / "," )\n`,
    peg: `to = box ("," box)*\nbox = [a-zA-Z]+ "@" ([a-zA-Z] / ",")+\n`,
    rule: "to",
    alphabet: "a@,",
    accepts: "abnf",
  },
];

/** Every string over the alphabet of length < n. */
function* shorter(alphabet: string, n: number): Generator<string> {
  let layer = [""];
  for (let length = 0; length < n; length++) {
    yield* layer;
    layer = layer.flatMap((s) => [...alphabet].map((c) => s + c));
  }
}

describe("checkTranscription finds each classic mistake, shortest, deterministically", () => {
  for (const mistake of MISTAKES)
    it(mistake.name, () => {
      const report = checkTranscription(mistake.abnf, mistake.peg, { rules: [mistake.rule], runs: 50 });
      expect(report.ok).toBe(false);
      const [check] = report.rules;
      expect(check).toMatchObject({ verdict: "disagree", method: "exact" });
      const found = check!.counterexample!;
      expect(found).toMatchObject({ minimal: true, accepts: mistake.accepts, found: "exact" });
      // Both real sides read it as the report says.
      const abnf = compileAbnf(mistake.abnf, { rules: [mistake.rule] });
      const parser = peggy.generate(mistake.peg, { allowedStartRules: ["*"] });
      const pegAccepts = (input: string): boolean => {
        try {
          parser.parse(input, { startRule: check!.pegRule! });
          return true;
        } catch {
          return false;
        }
      };
      expect(abnf.isValid(found.input)).toBe(mistake.accepts === "abnf");
      expect(pegAccepts(found.input)).toBe(mistake.accepts === "peg");
      // Shortest: every shorter input over these characters agrees.
      for (const input of shorter(mistake.alphabet, found.length))
        expect(abnf.isValid(input), JSON.stringify(input)).toBe(pegAccepts(input));
      // Each side's rule stack is reported.
      expect(found.abnf.stack[0]).toBe(mistake.rule);
      expect(found.peg.stack.length).toBeGreaterThan(0);
      // The same seed, the same report.
      expect(checkTranscription(mistake.abnf, mistake.peg, { rules: [mistake.rule], runs: 50 })).toEqual(
        report,
      );
    });

  it("a correct transcription agrees, proved on the automata", () => {
    const report = checkTranscription(HOST, HOST_PEG("IPv4address !reg_name_char / reg_name"), { runs: 50 });
    expect(report.ok).toBe(true);
    expect(report.rules.map((r) => r.rule)).toEqual([
      "host",
      "IPv4address",
      "dec-octet",
      "reg-name",
      "DIGIT",
    ]);
    for (const rule of report.rules) expect(rule).toMatchObject({ verdict: "agree", method: "exact" });
  });

  it("a PEG peggy cannot compile is a TranscriptionError; bad options are RangeErrors", () => {
    expect(() => checkTranscription(PLURAL, "plural = (\n")).toThrow(/TranscriptionError|peggy|Expected/);
    expect(() => checkTranscription(PLURAL, 'plural = "s"\n', { runs: -1 })).toThrow(RangeError);
  });
});

describe("transcribe: a first transcription, fixed where a fix is proved", () => {
  it("orders or guards host = IPv4address / reg-name, and the result checks", () => {
    const { text, rules } = transcribe(HOST);
    expect(rules.find((r) => r.rule === "host")).toMatchObject({ status: "fixed" });
    expect(checkTranscription(HOST, text, { runs: 50 }).ok).toBe(true);
  });
  it("proves a choice part by part, by first character, where the whole rule's search is over its budget", () => {
    // host as RFC 3986 §3.2.2 has it, IP-literal smaller: "[" begins its strings and no other's, so
    // the guarded IPv4address / reg-name is searched apart from it (transcribe.ts firstGroups).
    const abnf = `host = lit / IPv4address / reg-name
lit = "[" 1*4HEXDIG 0*7( ":" 1*4HEXDIG ) "]"
IPv4address = dec-octet "." dec-octet "." dec-octet "." dec-octet
dec-octet = DIGIT / %x31-39 DIGIT / "1" 2DIGIT / "2" %x30-34 DIGIT / "25" %x30-35
reg-name = *( ALPHA / DIGIT / "-" / "." )
`;
    const budget = 1_000_000;
    const { text, rules } = transcribe(abnf, { budget });
    expect(rules.find((r) => r.rule === "host")).toMatchObject({
      status: "fixed",
      fix: expect.stringMatching(/IPv4address !\[\\-\.0-9A-Za-z\]/),
    });
    // The whole rule's search does not finish within that budget (every input up to a length is
    // then read instead: bounded, not proved); with more, it proves the same.
    const within = checkTranscription(abnf, text, { rules: ["host"], budget, runs: 20 });
    expect(within.rules[0]).toMatchObject({ verdict: "agree", method: "bounded" });
    const more = checkTranscription(abnf, text, { rules: ["host"], budget: 3 * budget, runs: 20 });
    expect(more.rules[0]).toMatchObject({ verdict: "agree", method: "exact" });
  });
  it("marks // PEG: check where no fix is proved, with an input", () => {
    const abnf = `to = box *( "," box )\nbox = 1*ALPHA "@" 1*( ALPHA / "," )\n`;
    const { text, rules } = transcribe(abnf);
    expect(rules.find((r) => r.rule === "to")).toMatchObject({ status: "check", counterexample: "a@a,a@a" });
    expect(text).toMatch(/\/\/ PEG: check — the ABNF accepts "[^"]+"/);
  });
});
