import type { VariantRecord } from "../types.js";

/**
 * RFC 6570, March 2012: URI Template, the Level 4 syntax of §2. Not a URI syntax but a grammar
 * over one: it is a record here so that its grammar is built and checked like every other
 * (generated/rfc6570.*, `npm run check:grammars -- --variant rfc6570`) and validated with
 * `isValid(template, { variant: "rfc6570" })`. A template has no components and is not a URI:
 * `resolve`, `normalize`, `equivalent` and `relativize` with this variant are a UriOperationError
 * of kind "not-a-uri-syntax" (its `syntax` says so; `resolution` names no algorithm).
 */
export const rfc6570 = {
  id: "rfc6570",
  title: "URI Template",
  syntax: "uri-template",
  date: "2012-03",
  document: "RFC 6570 §2 (Level 4 syntax)",
  grammar: "rfc6570",
  startRules: [
    "URI-Template",
    "literals",
    "expression",
    "operator",
    "op-level2",
    "op-level3",
    "op-reserve",
    "variable-list",
    "varspec",
    "varname",
    "varchar",
    "modifier-level4",
    "prefix",
    "max-length",
    "explode",
  ],
  defaultRule: "URI-Template",
  baseRule: "URI-Template",
  targetRule: "URI-Template",
  components: {},
  resolution: null,
  // No character is decoded: a template's pct-encoded triplets are literal text (RFC 6570 §2.1, §2.3).
  normalization: { unreservedRule: "pct-encoded" },
} as const satisfies VariantRecord;
