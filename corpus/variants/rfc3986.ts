// RFC 3986 test tables, one per section. Each input is classified once (valid or not for a rule, and
// for URI references its components); test/variants/rfc3986.test.ts runs each table against both
// parsing paths, and the equivalence check runs every input against every rule.
import type { PartialComponents } from "../../src/syntax/components.js";

export interface ComponentCase {
  input: string;
  components: PartialComponents;
}

/** RFC 3986 §1.1.2: the example URIs, with their components. */
export const section1_1_2: ComponentCase[] = [
  {
    input: "ftp://ftp.is.co.za/rfc/rfc1808.txt",
    components: { scheme: "ftp", authority: "ftp.is.co.za", host: "ftp.is.co.za", path: "/rfc/rfc1808.txt" },
  },
  {
    input: "http://www.ietf.org/rfc/rfc2396.txt",
    components: { scheme: "http", authority: "www.ietf.org", host: "www.ietf.org", path: "/rfc/rfc2396.txt" },
  },
  {
    input: "ldap://[2001:db8::7]/c=GB?objectClass?one",
    components: {
      scheme: "ldap",
      authority: "[2001:db8::7]",
      host: "[2001:db8::7]",
      path: "/c=GB",
      query: "objectClass?one",
    },
  },
  { input: "mailto:John.Doe@example.com", components: { scheme: "mailto", path: "John.Doe@example.com" } },
  {
    input: "news:comp.infosystems.www.servers.unix",
    components: { scheme: "news", path: "comp.infosystems.www.servers.unix" },
  },
  { input: "tel:+1-816-555-1212", components: { scheme: "tel", path: "+1-816-555-1212" } },
  {
    input: "telnet://192.0.2.16:80/",
    components: { scheme: "telnet", authority: "192.0.2.16:80", host: "192.0.2.16", port: "80", path: "/" },
  },
  {
    input: "urn:oasis:names:specification:docbook:dtd:xml:4.1.2",
    components: { scheme: "urn", path: "oasis:names:specification:docbook:dtd:xml:4.1.2" },
  },
];

/** RFC 3986 §3: the two examples of the component figure. */
export const section3: ComponentCase[] = [
  {
    input: "foo://example.com:8042/over/there?name=ferret#nose",
    components: {
      scheme: "foo",
      authority: "example.com:8042",
      host: "example.com",
      port: "8042",
      path: "/over/there",
      query: "name=ferret",
      fragment: "nose",
    },
  },
  {
    input: "urn:example:animal:ferret:nose",
    components: { scheme: "urn", path: "example:animal:ferret:nose" },
  },
];

/** RFC 3986 §5.3 / §3: undefined versus empty components. */
export const undefinedVersusEmpty: ComponentCase[] = [
  { input: "", components: { path: "" } },
  { input: "?", components: { path: "", query: "" } },
  { input: "#", components: { path: "", fragment: "" } },
  { input: "?#", components: { path: "", query: "", fragment: "" } },
  { input: "//", components: { authority: "", host: "", path: "" } },
  { input: "///", components: { authority: "", host: "", path: "/" } },
  { input: "a:", components: { scheme: "a", path: "" } },
  { input: "a://", components: { scheme: "a", authority: "", host: "", path: "" } },
  {
    input: "a://@:",
    components: { scheme: "a", authority: "@:", userinfo: "", host: "", port: "", path: "" },
  },
  {
    input: "http://example.com:/",
    components: { scheme: "http", authority: "example.com:", host: "example.com", port: "", path: "/" },
  },
  {
    input: "http://example.com:0080",
    components: {
      scheme: "http",
      authority: "example.com:0080",
      host: "example.com",
      port: "0080",
      path: "",
    },
  },
  {
    input: "http://example.com:99999",
    components: {
      scheme: "http",
      authority: "example.com:99999",
      host: "example.com",
      port: "99999",
      path: "",
    },
  },
  {
    input: "http://u:p@h",
    components: { scheme: "http", authority: "u:p@h", userinfo: "u:p", host: "h", path: "" },
  },
  {
    input: "http://:@h",
    components: { scheme: "http", authority: ":@h", userinfo: ":", host: "h", path: "" },
  },
  { input: "//u%41@h", components: { authority: "u%41@h", userinfo: "u%41", host: "h", path: "" } },
  { input: "s:/p?q#f", components: { scheme: "s", path: "/p", query: "q", fragment: "f" } },
  { input: "s:p//q", components: { scheme: "s", path: "p//q" } },
  { input: "s:?#", components: { scheme: "s", path: "", query: "", fragment: "" } },
];

/** RFC 3986 §3.2.2: IPv6address, every one of its nine alternatives, and invalid neighbours. */
export const ipv6Valid: string[] = [
  "1:2:3:4:5:6:7:8", // 6( h16 ":" ) ls32, ls32 = h16 ":" h16
  "1:2:3:4:5:6:1.2.3.4", // 6( h16 ":" ) ls32, ls32 = IPv4address
  "::2:3:4:5:6:7:8", // "::" 5( h16 ":" ) ls32
  "::2:3:4:5:6:1.2.3.4",
  "1::3:4:5:6:7:8", // [ h16 ] "::" 4( h16 ":" ) ls32
  "::3:4:5:6:7:8",
  "1:2::4:5:6:7:8", // [ *1( h16 ":" ) h16 ] "::" 3( h16 ":" ) ls32
  "2::4:5:6:7:8",
  "1:2:3::5:6:7:8", // [ *2( h16 ":" ) h16 ] "::" 2( h16 ":" ) ls32
  "1:2:3:4::6:7:8", // [ *3( h16 ":" ) h16 ] "::" h16 ":" ls32
  "1:2:3:4:5::7:8", // [ *4( h16 ":" ) h16 ] "::" ls32
  "1:2:3:4:5::1.2.3.4",
  "1:2:3:4:5:6::8", // [ *5( h16 ":" ) h16 ] "::" h16
  "1:2:3:4:5:6:7::", // [ *6( h16 ":" ) h16 ] "::"
  "::",
  "::1",
  "1::",
  "2001:db8::7",
  "2001:DB8:0:0:8:800:200C:417A",
  "fe80::1",
  "::ffff:192.0.2.128",
  "::255.255.255.255",
  "ffff:ffff:ffff:ffff:ffff:ffff:ffff:ffff",
  "0:0:0:0:0:0:0:0",
  "1:2:3:4::1.2.3.4",
  "abcd::",
];

export const ipv6Invalid: string[] = [
  "",
  ":",
  ":::",
  "1:2:3:4:5:6:7", // seven groups, no "::"
  "1:2:3:4:5:6:7:8:9", // nine groups
  "1:2:3:4:5:6:7:8::", // "::" with eight groups
  "::1:2:3:4:5:6:7:8",
  "1::2::3", // two "::"
  "12345::", // h16 is at most four digits
  "g::",
  "1:2:3:4:5:6:7:1.2.3.4", // IPv4 in place of one group too many
  "::1.2.3.256",
  "::1.2.3",
  "::1.2.3.4.5",
  "1.2.3.4",
  ":1::",
  "1::2:",
  "[::1]", // brackets belong to IP-literal
  "::01.2.3.4", // dec-octet has no leading zero
  "fe80::1%25eth0", // zone identifiers are RFC 6874, not RFC 3986
];

/** RFC 3986 §3.2.2: dec-octet boundaries, and IPv4-looking reg-names. */
export const ipv4Valid: string[] = [
  "0.0.0.0",
  "255.255.255.255",
  "192.0.2.16",
  "1.2.3.4",
  "10.0.0.1",
  "249.250.199.100",
  "9.99.100.200",
];
export const ipv4Invalid: string[] = [
  "256.1.1.1",
  "1.2.3.256",
  "1.2.3",
  "1.2.3.4.5",
  "01.2.3.4",
  "1.2.3.04",
  "1.2.3.4x",
  "300.1.1.1",
  "1..2.3",
  "1.2.3.",
  "-1.2.3.4",
  " 1.2.3.4",
];
/** These look like IPv4 but are reg-names, so they are valid hosts (RFC 3986 §3.2.2, §7.4). */
export const ipv4LookingRegNames: string[] = [
  "256.1.1.1",
  "1.2.3.256",
  "1.2.3.4x",
  "01.2.3.4",
  "1.2.3",
  "1.2.3.4.5",
  "999.999.999.999",
  "1.2.3.",
];

/** RFC 3986 §3.2.2: IP-literal with IPvFuture; "v" is case-insensitive (ABNF strings, RFC 5234 §2.3). */
export const ipLiteralValid: string[] = [
  "[v1.fe80::a+en1]",
  "[V1.x]",
  "[vF.a:b]",
  "[v12AB.!$&'()*+,;=:~_-.]",
  "[::1]",
  "[2001:db8::7]",
];
export const ipLiteralInvalid: string[] = [
  "[v1.]",
  "[v.x]",
  "[vg.x]",
  "[v1x]",
  "[]",
  "[::1",
  "::1]",
  "[fe80::1%25eth0]",
  "[v1.a/b]",
  "[[::1]]",
  "[::1] ",
];

/** RFC 3986 §2.1: percent-encoding. */
export const percentValid: string[] = ["%41", "/%7e", "a%2Fb", "%aa%BB", "?%00", "#%ff"];
export const percentInvalid: string[] = ["%", "%4", "%4g", "%g4", "a%", "/a%2", "?%zz", "#%"];

/** RFC 3986 §4.2: a relative path's first segment cannot hold a colon (path-noscheme). */
export const colonRule: { input: string; valid: boolean; scheme?: string }[] = [
  { input: "this:that", valid: true, scheme: "this" }, // a URI with scheme "this"
  { input: "./this:that", valid: true },
  { input: "1this:that", valid: false }, // not a scheme (starts with a digit) and not a path-noscheme
  { input: "a/b:c", valid: true },
  { input: "@:x", valid: false },
  { input: "+a:b", valid: false },
  { input: "a+b:c", valid: true, scheme: "a+b" },
  { input: "//a:b", valid: false }, // "b" is not a port
  { input: "//a:1/b:c", valid: true },
  { input: "/a:b", valid: true },
  { input: "?a:b", valid: true },
  { input: "#a:b", valid: true },
  { input: ":", valid: false },
  { input: ":a", valid: false },
];

/** RFC 3986 §2: every printable ASCII character the grammar never allows, and some others. */
export const neverAllowed: string[] = [
  " ",
  '"',
  "<",
  ">",
  "\\",
  "^",
  "`",
  "{",
  "|",
  "}",
  "\u007f",
  "\u0000",
  "\t",
  "\n",
  "\r",
  "é",
  "\u3000",
  "😀",
  "\ud800",
];

/** More URI references and non-references, for the cross-rule check. */
export const referencesValid: string[] = [
  "http://example.com",
  "HTTP://EXAMPLE.COM/%7Efoo",
  "http://[fe80::1]:8080/a?b#c",
  "http://[v7.x]/",
  "file:///etc/hosts",
  "g;x=1/../y",
  "../../../g",
  "g?y/./x",
  "//g",
  "s://u@[::]:1/?#",
  "a-b.c+d:x",
  "x:/",
  "x://",
  "x:?",
  "x:#",
  "//[::1]",
  "//1.2.3.4x:80",
  "//256.1.1.1",
];
export const referencesInvalid: string[] = [
  "http://exa mple.com",
  "http://[fe80",
  "http://[::1]x",
  "http://a:b:c/",
  "http://a@b@c",
  "http://[2001:db8::g]/",
  "a#b#c",
  "http://[v1.x",
  "//[::1]]",
  "1:2",
  "[::1]",
  "http://a/b[c]",
  "http://a:80a/",
];

export function rfc3986Inputs(): string[] {
  return [
    ...section1_1_2.map((c) => c.input),
    ...section3.map((c) => c.input),
    ...undefinedVersusEmpty.map((c) => c.input),
    ...ipv6Valid,
    ...ipv6Invalid,
    ...ipv6Valid.map((a) => `[${a}]`),
    ...ipv6Invalid.map((a) => `http://[${a}]/`),
    ...ipv4Valid,
    ...ipv4Invalid,
    ...ipv4LookingRegNames,
    ...ipLiteralValid,
    ...ipLiteralInvalid,
    ...percentValid,
    ...percentInvalid,
    ...colonRule.map((c) => c.input),
    ...neverAllowed,
    ...neverAllowed.map((c) => `http://a/${c}`),
    ...referencesValid,
    ...referencesInvalid,
  ];
}
