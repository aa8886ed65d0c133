// RFC 3987 test tables, one per section. test/variants/rfc3987.test.ts runs them; the equivalence
// check runs every input against every rule of grammar/rfc3987.abnf.
import type { PartialComponents } from "../../src/syntax/components.js";
import { rfc3986Inputs } from "./rfc3986.js";

/** RFC 3987 §2.2: IRIs, with their components (RFC 3986 §5.3 names). */
export const section2_2Valid: { input: string; components: PartialComponents }[] = [
  {
    input: "http://r\u00e9sum\u00e9.example.org",
    components: {
      scheme: "http",
      authority: "r\u00e9sum\u00e9.example.org",
      host: "r\u00e9sum\u00e9.example.org",
      path: "",
    },
  },
  {
    input: "http://example.com/\u{10300}\u{10301}\u{10302}",
    components: {
      scheme: "http",
      authority: "example.com",
      host: "example.com",
      path: "/\u{10300}\u{10301}\u{10302}",
    },
  },
  {
    input: "http://www.example.org/red%09ros\u00e9#red",
    components: {
      scheme: "http",
      authority: "www.example.org",
      host: "www.example.org",
      path: "/red%09ros\u00e9",
      fragment: "red",
    },
  },
  {
    input: "http://\u7d0d\u8c46.example.org/%E2%80%AE",
    components: {
      scheme: "http",
      authority: "\u7d0d\u8c46.example.org",
      host: "\u7d0d\u8c46.example.org",
      path: "/%E2%80%AE",
    },
  },
  {
    input: "http://validator.w3.org/check?uri=http%3A%2F%2Fr\u00e9sum\u00e9.example.org",
    components: {
      scheme: "http",
      authority: "validator.w3.org",
      host: "validator.w3.org",
      path: "/check",
      query: "uri=http%3A%2F%2Fr\u00e9sum\u00e9.example.org",
    },
  },
  // iprivate is allowed in iquery only.
  {
    input: "x:?\ue000\u{F0000}\u{10FFFD}",
    components: { scheme: "x", path: "", query: "\ue000\u{F0000}\u{10FFFD}" },
  },
  {
    input: "//\u00fcser@h\u00f6st:8080/p\u00e4th",
    components: {
      authority: "\u00fcser@h\u00f6st:8080",
      userinfo: "\u00fcser",
      host: "h\u00f6st",
      port: "8080",
      path: "/p\u00e4th",
    },
  },
  { input: "\u00e9t\u00e9/\u00e0:b", components: { path: "\u00e9t\u00e9/\u00e0:b" } },
  { input: "//1.2.3.4\u00e9/", components: { authority: "1.2.3.4\u00e9", host: "1.2.3.4\u00e9", path: "/" } },
];

/** RFC 3987 §2.2: not IRI references (the grammar's limits on UCS characters). */
export const section2_2Invalid: string[] = [
  "x:/\ue000", // iprivate outside the query
  "x:#\ue000",
  "//\ue000/",
  "x:/\u{F0000}",
  "x:/\u00a0\u0080", // U+0080-009F are not ucschar
  "x:/\ufdd0", // noncharacters FDD0-FDEF
  "x:/\uffff",
  "x:/\u{1FFFE}",
  "x:/\u{E0001}", // E0000-E0FFF are not ucschar
  "x:/\ud800", // a lone surrogate is not a character
  "x:/\udc00x",
  "x:/ \u00e9",
  "\u00e9:x", // scheme is US-ASCII
  "\u00e9t\u00e9:x", // a colon in the first segment of a relative reference
  "http://[\u00e9]/",
  "x:/<\u00e9>",
];

export function rfc3987Inputs(): string[] {
  return [...rfc3986Inputs(), ...section2_2Valid.map((c) => c.input), ...section2_2Invalid];
}
