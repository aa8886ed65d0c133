// The grammar diff (src/explain/grammar-diff.ts): what it lists is what it says it lists. "pairs":
// one shortest string per pair of states where exactly one DFA accepts, every such pair counted;
// "length": every string of one length, counted exactly; and by default the rules that play the
// same part in both generations (src/explain/corresponding.ts).
import { describe, expect, it } from "vitest";
import { CORRESPONDING_RULES, commonPart } from "../../src/explain/corresponding.js";
import { dfaOf } from "../../src/explain/dfa.js";
import { grammarDiff } from "../../src/explain/grammar-diff.js";
import { isValid } from "../../src/index.js";
import { ALL_VARIANTS, rfc1738, rfc2396, rfc3986, urlDraft1994 } from "../../src/variants/all.js";
import type { Variant } from "../../src/variants/types.js";

const byId = new Map(ALL_VARIANTS.map((v) => [v.id as string, v as Variant]));

describe("the table of corresponding rules", () => {
  it.each(CORRESPONDING_RULES.map((r) => [r.id, r] as const))(
    "%s: each rule is a start rule of its variant",
    (_, row) => {
      for (const [id, rule] of Object.entries(row.rules)) {
        const v = byId.get(id);
        expect(v, id).toBeDefined();
        expect(v!.startRules, `${id} ${rule}`).toContain(rule);
      }
    },
  );
  it("pairs like with like by default: the 1994 draft's url with RFC 1738's url, not its reference", () => {
    expect(commonPart("url-draft-1994", "rfc1738")!.id).toBe("absolute");
    const d = grammarDiff(urlDraft1994 as Variant, rfc1738 as Variant);
    expect([d.a.rule, d.b.rule, d.part!.id]).toEqual(["url", "url", "absolute"]);
    const r = grammarDiff(rfc2396 as Variant, rfc3986 as Variant);
    expect([d.part, r.a.rule, r.b.rule]).toMatchObject([
      { id: "absolute" },
      "URI-reference",
      "URI-reference",
    ]);
  });
  it("a rule named for one side is the other side's rule of the same name, else its rule for the same part", () => {
    const d = grammarDiff(rfc2396 as Variant, byId.get("rfc3987")!, { ruleA: "host" });
    expect([d.a.rule, d.b.rule]).toEqual(["host", "ihost"]);
    expect(() => grammarDiff(rfc2396 as Variant, rfc3986 as Variant, { part: "ipv6" })).toThrow(
      /rfc2396 has no rule/,
    );
  });
});

/** The pair of states (A's, B's) a string leads to. */
function pairOf(a: Variant, ra: string, b: Variant, rb: string, s: string): string {
  const da = dfaOf(a.automata.recognizer);
  const db = dfaOf(b.automata.recognizer);
  return `${da.run(da.start(ra)!, s)} ${db.run(db.start(rb)!, s)}`;
}

describe('witnesses "pairs": one shortest string per distinguishing pair of states', () => {
  it("rfc2396 / rfc3986: the strings reach distinct pairs, all of them listed, each the library's verdict", () => {
    const d = grammarDiff(rfc2396 as Variant, rfc3986 as Variant, { limit: 1000 });
    expect(d.complete).toBe(true);
    expect(d.onlyA.length).toBe(d.sideA.pairs);
    expect(d.onlyB.length).toBe(d.sideB.pairs);
    const pairs = (list: readonly string[]) =>
      new Set(list.map((s) => pairOf(rfc2396 as Variant, d.a.rule, rfc3986 as Variant, d.b.rule, s)));
    expect(pairs(d.onlyA).size).toBe(d.onlyA.length);
    expect(pairs(d.onlyB).size).toBe(d.onlyB.length);
    for (const s of d.onlyA)
      expect([isValid(s, { variant: "rfc2396" } as never), isValid(s)]).toEqual([true, false]);
    for (const s of d.onlyB)
      expect([isValid(s, { variant: "rfc2396" } as never), isValid(s)]).toEqual([false, true]);
  });
});

describe('witnesses "length": every string of one length, counted exactly', () => {
  it("rfc2396 / rfc3986 host, one character: the count of strings is a brute force's", () => {
    const d = grammarDiff(rfc2396 as Variant, rfc3986 as Variant, {
      ruleA: "host",
      witnesses: "length",
      length: 1,
      limit: 1000,
    });
    let onlyA = 0;
    let onlyB = 0;
    const nonAscii: number[] = [];
    // The recognizers isValid runs, read directly (a million calls through the options object
    // would be slow).
    const da = dfaOf((rfc2396 as Variant).automata.recognizer);
    const db = dfaOf((rfc3986 as Variant).automata.recognizer);
    expect(isValid("a.b", { variant: "rfc2396", rule: "host" } as never)).toBe(
      da.accepts(da.run(da.start("host")!, "a.b")),
    );
    // Both host rules are ASCII (RFC 2396 §3.2.2, RFC 3986 §3.2.2): every ASCII character, and
    // every 61st code point above it, which neither may accept.
    for (let c = 0; c < 0x110000; c = c < 0x80 ? c + 1 : c + 61) {
      if (c >= 0xd800 && c < 0xe000) continue;
      const s = String.fromCodePoint(c);
      const a = da.accepts(da.run(da.start("host")!, s));
      const b = db.accepts(db.run(db.start("host")!, s));
      if (c >= 0x80 && (a || b)) nonAscii.push(c);
      if (a && !b) onlyA++;
      if (b && !a) onlyB++;
    }
    expect(nonAscii).toEqual([]);
    expect([d.sideA.total, d.sideB.total]).toEqual([String(onlyA), String(onlyB)]);
    expect(d.onlyB.length).toBe(Number(d.sideB.sequences));
  });
  it("rfc2396 / rfc3986 references of five characters hold //@@@, //a@@ and //:!! (one pair of states)", () => {
    const d = grammarDiff(rfc2396 as Variant, rfc3986 as Variant, {
      witnesses: "length",
      length: 5,
      limit: 5000,
    });
    for (const s of ["//@@@", "//a@@", "//:!!"]) expect(d.onlyA).toContain(s);
    expect(d.onlyA.length).toBe(Number(d.sideA.sequences));
    for (const s of d.onlyA) {
      expect([...s].length).toBe(5);
      expect([isValid(s, { variant: "rfc2396" } as never), isValid(s)]).toEqual([true, false]);
    }
    // Every ASCII string of five characters over the characters the witnesses use, brute force,
    // is listed as itself or by a string of the same classes.
    const da = dfaOf((rfc2396 as Variant).automata.recognizer);
    const db = dfaOf((rfc3986 as Variant).automata.recognizer);
    const classes = (s: string) =>
      [...s].map((c) => `${da.classOf(c.codePointAt(0)!)}.${db.classOf(c.codePointAt(0)!)}`).join(" ");
    const listed = new Set(d.onlyA.map(classes));
    const alphabet = ["/", "@", ":", "a", "!", "#", "[", "0"];
    const words = (n: number): string[] =>
      n === 0 ? [""] : words(n - 1).flatMap((w) => alphabet.map((c) => w + c));
    for (const w of words(5))
      if (isValid(w, { variant: "rfc2396" } as never) && !isValid(w))
        expect(listed.has(classes(w)), w).toBe(true);
  });
  it("the shortest length by default, each way", () => {
    const d = grammarDiff(rfc2396 as Variant, rfc3986 as Variant, { witnesses: "length" });
    expect(d.length).toEqual({ a: d.sideA.shortest, b: d.sideB.shortest });
    expect(d.length).toEqual({ a: 4, b: 2 });
  });
});
