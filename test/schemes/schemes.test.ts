// The scheme grammars and their layer (src/schemes): each RFC's examples, valid and invalid, by the
// grammar's automaton and its PEG; the parse results; the MUSTs of the prose; RFC 3986 §6.2.3
// normalization and comparison by each scheme's rules; and the equivalence check (quick form).
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { automatonAcceptor, checkGrammar, pegAcceptor, type PegModule } from "../../compiler/equivalence.js";
import { loadAbnfFile } from "../../compiler/files.js";
import {
  equivalent,
  isValid,
  normalize,
  parse,
  safeParse,
  SCHEME_RECORDS,
  SchemeRuleError,
} from "../../src/schemes/index.js";
import { runGrammar } from "../../src/schemes/run-grammar.js";
import { UriSyntaxError } from "../../src/syntax/errors.js";
import { INVALID, schemeCorpus, VALID } from "../../corpus/schemes.js";

const root = join(import.meta.dirname, "..", "..");
const byGrammar = new Map(SCHEME_RECORDS.map((r) => [r.grammar, r]));
const startRule = (grammar: string) => Object.values(byGrammar.get(grammar)!.rules)[0]!;

describe("each RFC's examples, by the scheme grammar (automaton) and its PEG", () => {
  for (const [grammar, inputs] of Object.entries(VALID)) {
    const record = byGrammar.get(grammar)!;
    it.each(inputs)(`${record.document}: valid %s`, (input) => {
      const rule =
        Object.entries(record.rules).find(([s]) => input.toLowerCase().startsWith(s + ":"))?.[1] ??
        startRule(grammar);
      expect(runGrammar(record, rule, input).ok).toBe(true);
    });
  }
  for (const [grammar, inputs] of Object.entries(INVALID)) {
    const record = byGrammar.get(grammar)!;
    it.each(inputs)(`${record.document}: invalid %s`, (input) => {
      const rule =
        Object.entries(record.rules).find(([s]) => input.toLowerCase().startsWith(s))?.[1] ??
        startRule(grammar);
      const result = runGrammar(record, rule, input);
      expect(result.ok).toBe(false);
      if (!result.ok) {
        expect(result.error).toBeInstanceOf(UriSyntaxError);
        expect(result.error.offset).toBeGreaterThanOrEqual(0);
        expect(result.error.offset).toBeLessThanOrEqual(input.length);
      }
    });
  }
});

describe("PEG ≡ ABNF ≡ automata, the scheme grammars (quick; npm run check:grammars runs 10,000 per rule)", () => {
  it.each([...byGrammar.keys()])("%s", async (grammar) => {
    const abnf = loadAbnfFile(join(root, "grammar", `${grammar}.abnf`));
    const peg = (await import(`../../generated/${grammar}.peg.js`)) as PegModule;
    const reports = checkGrammar(abnf, pegAcceptor(peg), {
      runs: 10,
      seed: 3,
      corpus: schemeCorpus(grammar),
      automaton: automatonAcceptor(byGrammar.get(grammar)!.automata.recognizer),
    });
    expect(reports.filter((r) => r.disagreement).map((r) => r.disagreement)).toEqual([]);
    expect(reports.length).toBeGreaterThan(0);
  });
});

describe("parse(uri, { scheme: true }): the parse results", () => {
  it.each([
    [
      "http://u@example.com:8080/a?b#c",
      {
        kind: "http",
        scheme: "http",
        userinfo: "u",
        host: "example.com",
        port: "8080",
        path: "/a",
        query: "b",
      },
    ],
    ["wss://h/x", { kind: "ws", scheme: "wss", secure: true, host: "h", path: "/x" }],
    [
      "urn:example:a?+r?=q#f",
      {
        kind: "urn",
        prefix: "urn",
        nid: "example",
        nss: "a",
        rComponent: "r",
        qComponent: "q",
        fComponent: "f",
      },
    ],
    [
      "urn:example:a?+r?=q?=x",
      { kind: "urn", prefix: "urn", nid: "example", nss: "a", rComponent: "r", qComponent: "q?=x" },
    ],
    ["file:/etc/hosts", { kind: "file", scheme: "file", path: "/etc/hosts", local: true }],
    ["file://localhost/etc", { kind: "file", scheme: "file", host: "localhost", path: "/etc", local: true }],
    ["file://server/share", { kind: "file", scheme: "file", host: "server", path: "/share", local: false }],
    [
      "tag:sandro@w3.org,2004-05:Sandro",
      {
        kind: "tag",
        scheme: "tag",
        authorityName: "sandro@w3.org",
        emailAddress: "sandro@w3.org",
        date: { text: "2004-05", year: "2004", month: "05" },
        specific: "Sandro",
      },
    ],
  ])("%s", (uri, specific) => {
    expect(parse(uri, { scheme: true }).specific).toEqual(specific);
  });

  it("mailto: addresses and header fields, as written and decoded (RFC 6068 §6.2)", () => {
    const p = parse("mailto:%22not%40me%22@example.org,b@x?Subject=caf%C3%A9&body=a%20b").specific!;
    expect(p.kind).toBe("mailto");
    if (p.kind !== "mailto") return;
    expect(p.to.map((a) => a.address)).toEqual(['"not@me"@example.org', "b@x"]);
    expect(p.to[0]!.localPart).toEqual({ raw: "%22not%40me%22", value: '"not@me"' });
    expect(p.hfields.map((f) => [f.name.value, f.value.value])).toEqual([
      ["Subject", "café"],
      ["body", "a b"],
    ]);
  });

  it("urn:uuid: the UUID, its variant and version (RFC 9562 §4.1, §4.2), Nil and Max (§5.9, §5.10)", () => {
    expect(parse("urn:uuid:f81d4fae-7dec-11d0-a765-00a0c91e6bf6").specific).toMatchObject({
      kind: "urn:uuid",
      uuid: "f81d4fae-7dec-11d0-a765-00a0c91e6bf6",
      variant: "RFC 9562",
      version: 1,
    });
    expect(parse("urn:uuid:00000000-0000-0000-0000-000000000000").specific).toMatchObject({
      special: "nil",
      variant: "NCS",
    });
    expect(parse("urn:uuid:FFFFFFFF-FFFF-FFFF-FFFF-FFFFFFFFFFFF").specific).toMatchObject({
      special: "max",
      variant: "future",
    });
    // A urn whose NID is not "uuid" is read by RFC 8141 only.
    expect(parse("urn:uuidx:1").specific).toMatchObject({ kind: "urn", nid: "uuidx" });
    expect(safeParse("urn:uuid:not-a-uuid").ok).toBe(false);
  });

  it("data: media type, parameters, base64 and octets (RFC 2397 §2, §4)", () => {
    const p = parse("data:text/plain;charset=iso-8859-7,%be%d3%be").specific!;
    expect(p).toMatchObject({
      kind: "data",
      type: "text",
      subtype: "plain",
      mediaType: "text/plain",
      charset: "iso-8859-7",
      base64: false,
    });
    if (p.kind === "data") expect([...p.bytes]).toEqual([0xbe, 0xd3, 0xbe]);
    const q = parse("data:,A%20brief%20note").specific!;
    expect(q).toMatchObject({ mediaType: "text/plain", charset: "US-ASCII" });
    const r = parse("data:;base64,SGk=").specific!;
    if (r.kind === "data") expect(new TextDecoder().decode(r.bytes)).toBe("Hi");
  });

  it("a scheme without a grammar, a relative reference, and { scheme: false }: the generic components", () => {
    expect(parse("foo:bar").specific).toBeUndefined();
    expect(parse("/a/b").specific).toBeUndefined();
    expect(parse("urn:x", { scheme: false })).toEqual({ scheme: "urn", path: "x" });
  });
});

describe("what the generic syntax accepts and the scheme's RFC does not (issue 17)", () => {
  it.each([
    ["mailto:a@@b", "rfc6068", 9],
    ["urn:x", "rfc8141", 5],
    ["http:www.example.com", "rfc9110", 5],
    ["file:c:/x", "rfc8089", 5],
    ["tag:x,01:a", "rfc4151", 8],
    ["data:text/plain", "rfc2397", 15],
  ])("%s: UriSyntaxError of %s at offset %i", (uri, grammar, offset) => {
    const r = safeParse(uri);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.variant).toBe(grammar);
    expect(r.error.offset).toBe(offset);
    expect(isValid(uri, { scheme: false })).toBe(true);
  });

  it.each([
    ["http://:80/", "http-empty-host", "RFC 9110 §4.2.1", 7],
    ["ws://h/#f", "ws-fragment", "RFC 6455 §3", 7],
    ["mailto:a@%FF", "mailto-not-utf8", "RFC 6068 §2", 7],
    ["data:;base64,!!", "data-base64", "RFC 2397 §3", 13],
    ["tag:x,2001-02-29:a", "tag-date", "RFC 4151 §2.1", 6],
  ])("%s: the prose MUST %s (%s) at offset %i", (uri, code, section, offset) => {
    const r = safeParse(uri);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error).toBeInstanceOf(SchemeRuleError);
    expect(r.error).toMatchObject({ code, section, offset });
    expect(r.error.message).toContain(section);
  });

  it("tag dates: leap years (RFC 4151 §2.1: a real date)", () => {
    expect(isValid("tag:x,2000-02-29:a")).toBe(true);
    expect(isValid("tag:x,1900-02-29:a")).toBe(false);
    expect(isValid("tag:x,2004-04-31:a")).toBe(false);
  });

  it("bad arguments: TypeError", () => {
    expect(() => parse(1 as never)).toThrow(TypeError);
    expect(() => parse("a:b", { scheme: "yes" } as never)).toThrow(TypeError);
    expect(() => parse("a:b", { schema: true } as never)).toThrow(TypeError);
  });
});

describe("RFC 3986 §6.2.3: scheme-based normalization and comparison, by each scheme's rules", () => {
  it.each([
    ["HTTP://Example.COM:80", "http://example.com/"], // RFC 9110 §4.2.3
    ["https://a:443/%7e", "https://a/~"],
    ["WSS://h:443", "wss://h/"], // RFC 6455 §3
    ["URN:EXAMPLE:a%2fb?+R#F", "urn:example:a%2Fb?+R#F"], // RFC 8141 §3.1: nothing decoded
    ["urn:example:%41", "urn:example:%41"],
    ["URN:UUID:F81D4FAE-7DEC-11D0-A765-00A0C91E6BF6", "urn:uuid:f81d4fae-7dec-11d0-a765-00a0c91e6bf6"], // RFC 9562 §4
    ["file://LOCALHOST/a/./b", "file:///a/b"], // RFC 8089 §2
    ["file:/a", "file:///a"],
    ["MAILTO:Joe@EXAMPLE.org?SUBJECT=Hi%7e", "mailto:Joe@example.org?subject=Hi~"],
    ["DATA:Text/Plain;CHARSET=x,%41", "data:text/plain;charset=x,A"],
    ["TAG:a.b,2000:X", "tag:a.b,2000:X"],
    ["foo://H:0/./a", "foo://h:0/a"],
  ])("%s → %s", (uri, normal) => {
    expect(normalize(uri)).toBe(normal);
    expect(normalize(normal)).toBe(normal); // idempotent
  });

  it.each([
    // RFC 8141 §3.2's examples: equivalent to urn:example:a123,z456 ...
    ["urn:example:a123,z456", "URN:example:a123,z456", true],
    ["urn:example:a123,z456", "urn:EXAMPLE:a123,z456", true],
    ["urn:example:a123,z456", "urn:example:a123,z456?+abc", true],
    ["urn:example:a123,z456", "urn:example:a123,z456?=xyz", true],
    ["urn:example:a123,z456", "urn:example:a123,z456#789", true],
    // ... and not to these
    ["urn:example:a123,z456", "urn:example:a123,z456/foo", false],
    ["urn:example:a123,z456", "urn:example:a123%2Cz456", false],
    ["urn:example:a123,z456", "urn:example:A123,z456", false],
    ["urn:example:a123%2cz456", "urn:example:a123%2Cz456", true],
    ["urn:uuid:F81D4FAE-7DEC-11D0-A765-00A0C91E6BF6", "urn:uuid:f81d4fae-7dec-11d0-a765-00a0c91e6bf6", true],
    ["data:,A", "data:text/plain;charset=US-ASCII,A", true], // RFC 2397 §2
    ["data:;base64,QQ==", "data:,A", true],
    ["data:,A", "data:,B", false],
    ["file://localhost/etc", "file:///etc", true],
    ["http://a:80/", "http://A", true],
    ["mailto:a@B.org", "mailto:a@b.org", true],
    ["mailto:A@b.org", "mailto:a@b.org", false], // the local part is case-sensitive
    ["http://a/", "https://a/", false],
  ])("%s ≡ %s: %s", (a, b, same) => {
    expect(equivalent(a, b)).toBe(same);
    expect(equivalent(b, a)).toBe(same);
  });
});
