// lint (src/lint): a case per code, zero findings on RFC 3986 §1.1.2's examples, the differential
// findings with both WHATWG parsers (Node's URL and the whatwg-url reference implementation), and
// the CLI's output and exit codes.
import { describe, expect, it } from "vitest";
import { URL as ReferenceURL } from "whatwg-url";
import { LINT_RULES, lint, type Finding, type WhatwgUrl } from "../../src/lint/index.js";
import { runCli } from "../helpers/cli.js";

const reference = ReferenceURL as unknown as WhatwgUrl;
const codes = (uri: string, whatwg?: WhatwgUrl | false) =>
  lint(uri, whatwg === undefined ? undefined : { whatwg }).map((f) => `${f.code}@${f.offset}`);

describe("RFC 3986 §1.1.2: the examples have no finding", () => {
  it.each([
    "ftp://ftp.is.co.za/rfc/rfc1808.txt",
    "http://www.ietf.org/rfc/rfc2396.txt",
    "ldap://[2001:db8::7]/c=GB?objectClass?one",
    "mailto:John.Doe@example.com",
    "news:comp.infosystems.www.servers.unix",
    "tel:+1-816-555-1212",
    "telnet://192.0.2.16:80/",
    "urn:oasis:names:specification:docbook:dtd:xml:4.1.2",
  ])("%s", (uri) => {
    expect(lint(uri)).toEqual([]);
    expect(lint(uri, { whatwg: reference })).toEqual([]);
  });
});

/** One input per code (the table), with where the finding is. */
const CASES: readonly [string, string, number][] = [
  ["syntax", "http://a b/", 8],
  ["scheme-syntax", "mailto:a@@b", 9],
  ["http-empty-host", "http://:80/", 7],
  ["ws-fragment", "ws://h/#f", 7],
  ["mailto-not-utf8", "mailto:a@%FF", 7],
  ["data-base64", "data:;base64,!!", 13],
  ["tag-date", "tag:x,2001-13:a", 6],
  ["backslash", "http://evil.example\\@good.example/", 19],
  ["unclosed-ip-literal", "http://[::1/", 7],
  ["ipv6-zone-id", "http://[fe80::1%25eth0]/", 15],
  ["userinfo-password", "ftp://user:secret@a/", 11],
  ["userinfo-host-lookalike", "http://trusted.example@evil.example/", 7],
  ["http-userinfo", "http://user@a/", 7],
  ["ipv4-rare-form", "http://0x7f.1/", 7],
  ["pct-encoded-nul", "http://a/b%00", 10],
  ["pct-encoded-control", "http://a/b%0D%0A", 10],
  ["pct-encoded-delimiter", "http://a/b%2Fc", 10],
  ["pct-encoded-dot-segment", "http://a/%2E%2E/etc", 9],
  ["bidi-formatting", "http://a/\u202Eb", 9],
  ["bidi-mixed", "http://a/\u05D0b", 9],
  ["non-nfc", "http://a/cafe\u0301", 12],
  ["pct-encoded-unreserved", "http://a/%41", 9],
  ["pct-encoded-lowercase", "http://a/%c3%a9", 9],
  ["uppercase-scheme", "HTTP://a/", 0],
  ["uppercase-host", "http://A/", 7],
  ["dot-segment", "http://a/./b", 9],
  ["empty-port", "http://a:/", 8],
  ["default-port", "http://a:80/", 8],
  ["port-out-of-range", "http://a:70000/", 9],
  ["empty-path", "http://a", 8],
  ["whatwg-host", "http:a", 5],
  ["whatwg-path", "file:///C:/../etc", 7],
  ["whatwg-rejects", "http://a:70000/", 0],
  ["whatwg-accepts", "http://a/b c", 10],
  ["whatwg-not-compared", "http://a." + "é".repeat(64) + "/", 9],
];

describe("a case per code", () => {
  it("every code of the table has a case", () => {
    expect(new Set(CASES.map(([code]) => code))).toEqual(new Set(LINT_RULES.map((r) => r.code)));
  });
  it.each(CASES)("%s: %s at offset %i", (code, uri, offset) => {
    const found = lint(uri).filter((f) => f.code === code);
    expect(found.length).toBeGreaterThan(0);
    expect(found[0]!.offset).toBe(offset);
    expect(found[0]!.section).toMatch(/(RFC \d+|WHATWG)/);
  });
  it("every finding names a section of an RFC and a fix", () => {
    for (const [, uri] of CASES)
      for (const f of lint(uri)) {
        expect(f.section).toMatch(/RFC \d+ §|WHATWG URL Standard §/);
        expect(f.fix.length).toBeGreaterThan(0);
        expect(["error", "warning", "info"]).toContain(f.severity);
      }
  });
});

describe("RFC 3986 §7 hazards and the WHATWG readings (with the whatwg-url reference implementation too)", () => {
  it.each([
    ["http://0x7f.1/", "127.0.0.1"],
    ["http://127.1/", "127.0.0.1"],
    ["http://0177.0.0.1/", "127.0.0.1"],
    ["http://2130706433/", "127.0.0.1"],
  ])("§7.4 %s: RFC 3986 reads a reg-name, WHATWG %s", (uri, address) => {
    for (const whatwg of [undefined, reference]) {
      const found = lint(uri, whatwg && { whatwg }).find((f) => f.code === "whatwg-host")!;
      expect(found.readings!.whatwg!.host).toBe(address);
      expect(found.readings!.rfc3986!.host).toBe(uri.slice(7, -1));
      expect(codes(uri, whatwg)).toContain("ipv4-rare-form@7");
    }
  });
  it("a dotted-decimal address, a name, an IPv6 literal: no finding", () => {
    for (const uri of [
      "http://192.0.2.1/",
      "http://1.2.3.4x/",
      "http://[2001:DB8::1]/",
      "https://example.com/a/b?c#d",
    ])
      expect(lint(uri, { whatwg: reference }).filter((f) => f.severity !== "info")).toEqual([]);
  });
  it("§7.6: the backslash confusion reads another host in WHATWG parsers", () => {
    const f = lint("http://evil.example\\@good.example/", { whatwg: reference }).find(
      (x) => x.code === "whatwg-accepts",
    )!;
    expect(f.readings).toEqual({
      rfc3986: null,
      whatwg: { scheme: "http", host: "evil.example", port: "", path: "/@good.example/" },
    });
  });
  it("%5C and %40 in a host: percent-encoded delimiters, and a WHATWG parser rejects it", () => {
    expect(codes("http://a%5Cb%40c/")).toEqual([
      "whatwg-rejects@0",
      "pct-encoded-delimiter@8",
      "pct-encoded-delimiter@12",
    ]);
  });
  it("without a WHATWG parser, no differential finding", () => {
    expect(codes("http://0x7f.1/", false)).toEqual(["ipv4-rare-form@7"]);
  });
  it("bad arguments: TypeError", () => {
    expect(() => lint(1 as never)).toThrow(TypeError);
    expect(() => lint("a:b", { whatwg: "URL" } as never)).toThrow(TypeError);
    expect(() => lint("a:b", { level: 1 } as never)).toThrow(TypeError);
  });
  it("time linear in the input: a 200,000-character path is a hundred findings and one that says more follow", () => {
    const uri = "http://a/" + "a%2F".repeat(50_000);
    const found = lint(uri, { whatwg: false });
    expect(found.filter((f) => f.code === "pct-encoded-delimiter")).toHaveLength(100);
    const more = found.filter((f) => f.code === "more-findings");
    expect(more).toHaveLength(1);
    expect(more[0]!.offset).toBe(9 + 100 * 4 + 1);
    expect(more[0]!.message).toMatch(/more "pct-encoded-delimiter" findings from offset 410 on/);
    expect(more[0]!.section).toBe("RFC 3986 §7.3, §2.2");
  });
  it("every rule lists at most 100 findings, however many the input has", () => {
    for (const uri of [
      "http://h/" + "%2e%2e/".repeat(1000),
      "http://h/" + "%41%0a%00%2f%c3".repeat(500),
      "http://a/" + "\u05D0b/".repeat(500) + "\u202E".repeat(500) + "%E2%80%8E".repeat(500),
    ]) {
      const counts = new Map<string, number>();
      for (const f of lint(uri)) counts.set(f.code, (counts.get(f.code) ?? 0) + 1);
      expect(Math.max(...counts.values())).toBeLessThanOrEqual(100);
      expect(counts.get("more-findings")).toBeGreaterThan(0);
    }
  });
});

describe("the WHATWG parser is given only what it reads in linear time", () => {
  // Node's URL takes time quadratic in a host label's non-ASCII code points (Punycode, RFC 3492
  // §6.3): 22 µs a character on a label of 16,000 distinct ideographs. A label longer than DNS
  // allows (63 octets, RFC 1035 §2.3.4) with non-ASCII or percent-encoded text is not given to it.
  const given: string[] = [];
  class Spy {
    protocol = "http:";
    hostname = "";
    port = "";
    pathname = "/";
    constructor(input: string) {
      given.push(input);
    }
  }
  const ideographs = (n: number) =>
    Array.from({ length: n }, (_, i) => String.fromCodePoint(0x4e00 + i)).join("");
  it.each([
    ["http://" + ideographs(64) + "/", 7],
    ["https://u@a." + ideographs(200) + ".b/", 12],
    ["http:" + ideographs(100), 5],
    ["HTTP:\\\\" + ideographs(64), 7],
    ["ws://" + "%E4%B8%80".repeat(30) + "/", 5],
    ["http://" + "%E4%B8%80".repeat(30) + ".a/", 7],
  ])("not given: %#", (uri, offset) => {
    given.length = 0;
    const found = lint(uri, { whatwg: Spy as never });
    expect(given).toEqual([]);
    const skipped = found.find((f) => f.code === "whatwg-not-compared")!;
    expect(skipped.offset).toBe(offset);
    expect(skipped.message).toMatch(/longer than DNS allows/);
  });
  it.each([
    "http://" + ideographs(63) + "." + ideographs(63) + "/",
    "http://a/" + ideographs(1000),
    "foo://" + ideographs(1000) + "/",
    "http://" + "a".repeat(1000) + "/",
    "http://a/?" + ideographs(1000),
  ])("given: %#", (uri) => {
    given.length = 0;
    const found = lint(uri, { whatwg: Spy as never });
    expect(given).toEqual([uri]);
    expect(found.map((f) => f.code)).not.toContain("whatwg-not-compared");
  });
});

describe("uri-grammar lint", () => {
  it("one line per finding; exit 1 at a warning", async () => {
    const r = await runCli(["lint", "http://user:pw@a/", "http://a/"]);
    expect(r.status).toBe(1);
    expect(r.stdout).toContain("http://user:pw@a/: offset 12: warning userinfo-password:");
    expect(r.stdout).toContain("(RFC 3986 §3.2.1, §7.5)");
    expect(r.stdout.trim().split("\n")).toHaveLength(2);
  });
  it("exit 0 when nothing reaches --fail-on", async () => {
    expect((await runCli(["lint", "HTTP://a/"])).status).toBe(0);
    expect((await runCli(["lint", "--fail-on", "info", "HTTP://a/"])).status).toBe(1);
    expect((await runCli(["lint", "--fail-on", "error", "http://u:p@a/"])).status).toBe(0);
  });
  it("--json and --jsonl", async () => {
    const r = await runCli(["lint", "--json", "http://a:80/"]);
    const [entry] = JSON.parse(r.stdout) as { uri: string; findings: Finding[] }[];
    expect(entry!.findings.map((f) => f.code)).toEqual(["default-port"]);
    const l = await runCli(["lint", "--jsonl"], '"mailto:a@@b"\n"http://a/"\n');
    const lines = l.stdout
      .trim()
      .split("\n")
      .map((x) => JSON.parse(x) as { findings: Finding[] });
    expect(lines.map((x) => x.findings.map((f) => f.code))).toEqual([["scheme-syntax"], []]);
    expect(l.status).toBe(1);
  });
  it("usage errors: exit 2", async () => {
    expect((await runCli(["lint", "--fail-on", "fatal", "a:b"])).status).toBe(2);
    expect((await runCli(["lint", "--file", "/no/such/file"])).status).toBe(2);
    const h = await runCli(["lint", "--help"]);
    expect(h.stdout).toMatch(/\nexit status:\n {2}0 {2}no finding/);
    expect(h.stdout).toContain("--fail-on");
  });
});
