// RFC 6874 test tables, one per section. test/variants/rfc6874.test.ts runs them against both
// parsing paths; the equivalence check runs every input against every rule of grammar/rfc6874.abnf.
import type { PartialComponents } from "../../src/syntax/components.js";
import { rfc3986Inputs } from "./rfc3986.js";

/** RFC 6874 §2: the zone id examples (fe80::a%en1 in a URI, and the zone ids §2 names). */
export const section2Valid: { input: string; components: PartialComponents }[] = [
  {
    input: "http://[fe80::a%25en1]",
    components: { scheme: "http", authority: "[fe80::a%25en1]", host: "[fe80::a%25en1]", path: "" },
  },
  {
    input: "http://[fe80::a%25en1]:8080/x?y#z",
    components: {
      scheme: "http",
      authority: "[fe80::a%25en1]:8080",
      host: "[fe80::a%25en1]",
      port: "8080",
      path: "/x",
      query: "y",
      fragment: "z",
    },
  },
  // §2: "the first Ethernet interface in a host might be called %0, %1, %en1, %eth0".
  { input: "//[fe80::1%250]/", components: { authority: "[fe80::1%250]", host: "[fe80::1%250]", path: "/" } },
  { input: "//[fe80::1%251]", components: { authority: "[fe80::1%251]", host: "[fe80::1%251]", path: "" } },
  {
    input: "//[fe80::1%25eth0]",
    components: { authority: "[fe80::1%25eth0]", host: "[fe80::1%25eth0]", path: "" },
  },
  // §2: characters outside unreserved are allowed percent-encoded ("%25" for "%", "%5D" for "]").
  {
    input: "//[fe80::1%25%25%5D]",
    components: { authority: "[fe80::1%25%25%5D]", host: "[fe80::1%25%25%5D]", path: "" },
  },
  {
    input: "ldap://[2001:db8::7%25x.y_z~-]/c=GB",
    components: {
      scheme: "ldap",
      authority: "[2001:db8::7%25x.y_z~-]",
      host: "[2001:db8::7%25x.y_z~-]",
      path: "/c=GB",
    },
  },
  {
    input: "http://[::ffff:192.0.2.1%25lo]/",
    components: {
      scheme: "http",
      authority: "[::ffff:192.0.2.1%25lo]",
      host: "[::ffff:192.0.2.1%25lo]",
      path: "/",
    },
  },
];

/** RFC 6874 §2: not URIs. A bare "%" (RFC 4007's own syntax), an empty zone id, a zone id on
 * IPvFuture, zone characters outside unreserved / pct-encoded. */
export const section2Invalid: string[] = [
  "http://[fe80::a%en1]",
  "http://[fe80::a%25]",
  "http://[fe80::a%25en1",
  "http://[fe80::a%2en1]",
  "http://[fe80::a%25en 1]",
  "http://[fe80::a%25en1%]",
  "http://[fe80::a%25en1%2]",
  "http://[fe80::a%25en:1]",
  "http://[fe80::a%25en/1]",
  "http://[fe80::a%25en1]]",
  "http://[v1.x%25en1]",
  "http://[1.2.3.4%25en1]",
  "http://fe80::a%25en1/",
  "http://[%25en1]",
  "http://[fe80::a%25en1%25en2]x",
];

/** IP-literal (RFC 6874 §2) on its own. */
export const ipLiteral: { input: string; valid: boolean }[] = [
  { input: "[fe80::a%25en1]", valid: true },
  { input: "[::1]", valid: true },
  { input: "[v7.abc]", valid: true },
  { input: "[::%251]", valid: true },
  { input: "[fe80::a%en1]", valid: false },
  { input: "[fe80::a%25]", valid: false },
];

export function rfc6874Inputs(): string[] {
  return [
    ...rfc3986Inputs(),
    ...section2Valid.map((c) => c.input),
    ...section2Invalid,
    ...ipLiteral.map((c) => c.input),
    "fe80::a%25en1",
    "en1",
    "%25",
  ];
}
