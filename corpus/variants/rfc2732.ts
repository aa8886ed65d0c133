// RFC 2732 tables: the §2 examples and the rules RFC 2732 changes. The equivalence check runs every
// input against every rule of grammar/rfc2732.abnf.
import { rfc2396Inputs, type RuleCase } from "./rfc2396.js";

/** RFC 2732 §2: the example literal addresses, and the URLs that carry them. */
export const section2Addresses = [
  "FEDC:BA98:7654:3210:FEDC:BA98:7654:3210",
  "1080:0:0:0:8:800:200C:4171",
  "3ffe:2a00:100:7031::1",
  "1080::8:800:200C:417A",
  "::192.9.5.5",
  "::FFFF:129.144.52.38",
  "2010:836B:4179::836B:4179",
];

export const section2Urls = [
  "http://[FEDC:BA98:7654:3210:FEDC:BA98:7654:3210]:80/index.html",
  "http://[1080:0:0:0:8:800:200C:417A]/index.html",
  "http://[3ffe:2a00:100:7031::1]",
  "http://[1080::8:800:200C:417A]/foo",
  "http://[::192.9.5.5]/ipng",
  "http://[::FFFF:129.144.52.38]:80/index.html",
  "http://[2010:836B:4179::836B:4179]",
];

export const rfc2732Rules: RuleCase[] = [
  {
    rule: "IPv6address",
    // RFC 2373's grammar does not count pieces (decision T3 keeps that)
    valid: [...section2Addresses, "::", "1::", "::1", "1:2:3:4:5:6:7:8:9", "1::2:3.4.5.6", "::0:1.2.3.4"],
    invalid: ["1::2::3", ":1", "1:", "12345::", "1.2.3.4", "::1.2.3", "::1.2.3.1000", "[::1]"],
  },
  { rule: "IPv6reference", valid: ["[::1]", "[1080::8:800:200C:417A]"], invalid: ["::1", "[::1", "[]"] },
  {
    // RFC 2732 §3 (2): RFC 2373's IPv4address has at most three digits per part
    rule: "IPv4address",
    valid: ["1.2.3.4", "999.999.999.999", "001.02.3.4"],
    invalid: ["1234.1.1.1", "1.2.3", "1.2.3.4."],
  },
  { rule: "host", valid: ["a.b", "1.2.3.4", "[::1]"], invalid: ["1234.1.1.1", "[v1.x]", "[::1"] },
  { rule: "hexseq", valid: ["1", "1:2:ffff"], invalid: ["1::2", "1:", "12345"] },
  { rule: "hex4", valid: ["0", "abcd", "ABCD"], invalid: ["", "12345", "g"] },
  {
    // RFC 2732 §3 (3): "[" and "]" become reserved, so they may appear in a query or fragment
    rule: "reserved",
    valid: ["[", "]", ";", "$"],
    invalid: ["!", "{"],
  },
  {
    rule: "URI-reference",
    valid: [...section2Urls, "//[::1]:8080/a", "http://a/?q=[1]#[x]", "urn:x:[y]"],
    // brackets stay out of paths and userinfo; a reg_name is not an IP literal
    invalid: [
      "http://a/[b]",
      "http://[::1/",
      "http://[u]@h/",
      "http://[1234.1.1.1]/",
      "http://1234.1.1.1x[/",
    ],
  },
  // 1234.1.1.1 is not an IPv4address any more, but it is still a reg_name
  { rule: "authority", valid: ["1234.1.1.1", "[::1]:80", "u@[::1]"], invalid: ["[::1]x", "[::1]:8x0"] },
];

export function rfc2732Inputs(): string[] {
  return [...rfc2396Inputs(), ...rfc2732Rules.flatMap((c) => [...c.valid, ...c.invalid])];
}
