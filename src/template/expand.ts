// RFC 6570 §3: template expansion, levels 1 to 4, over the parsed template (src/template/compile.ts).
// The algorithm is RFC 6570 Appendix A's, one common loop with the operator's row of the table;
// where Appendix A (non-normative) and §3.2.1 (normative) differ, §3.2.1 is followed (see
// docs/uri-template.md: the encoding of exploded names, and "name" alone for an empty value).
import { describeValue, expectString } from "../arguments.js";
import {
  compileTemplate,
  reservedOperatorError,
  type CompiledExpression,
  type CompiledVarspec,
} from "./compile.js";
import { encode, prefixOf } from "./encode.js";
import { UriTemplateError } from "./errors.js";
import type { OperatorRow } from "./operators.js";

/** A simple string value (RFC 6570 §2.3). Numbers and booleans are expanded as their String(). */
export type Scalar = string | number | boolean;

/**
 * A variable's value (RFC 6570 §2.3, §2.4.2): a string, a list of values, or an associative array
 * of (name, value) pairs (a plain object, or a Map, whose order of pairs is kept even for
 * integer-like names); null or undefined for an undefined variable. Members that are null or
 * undefined are undefined members, left out of the expansion; a list or associative array with no
 * defined member is undefined (§2.3).
 */
export type Value =
  | Scalar
  | readonly (Scalar | null | undefined)[]
  | { readonly [name: string]: Scalar | null | undefined }
  | ReadonlyMap<string, Scalar | null | undefined>
  | null
  | undefined;

/** The variables: an object (own properties only) or a Map, by varname as written in the template. */
export type Variables = { readonly [name: string]: Value } | ReadonlyMap<string, Value>;

export type SafeExpandResult = { ok: true; value: string } | { ok: false; error: UriTemplateError };

type Lookup = (name: string) => unknown;

function lookupOf(variables: Variables): Lookup {
  if (variables instanceof Map) return (name) => variables.get(name);
  if (typeof variables !== "object" || variables === null || Array.isArray(variables))
    throw new TypeError(`variables: expected an object or a Map, got ${describeValue(variables)}`);
  const record = variables as Record<string, unknown>;
  // Own properties only: a varname such as "constructor" or "__proto__" must not find Object.prototype's.
  return (name) => (Object.prototype.hasOwnProperty.call(record, name) ? record[name] : undefined);
}

function scalarText(value: unknown): string | undefined {
  switch (typeof value) {
    case "string":
      return value;
    case "number":
    case "boolean":
      return String(value);
    default:
      return undefined;
  }
}

function isPlainObject(value: object): boolean {
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

function typeError(v: CompiledVarspec, value: unknown, where = ""): TypeError {
  return new TypeError(
    `variables[${JSON.stringify(v.name)}]${where}: expected a string, number, boolean, list or associative array of them, or null/undefined; got ${describeValue(value)}`,
  );
}

/** The defined members of a list as strings (RFC 6570 Appendix A: "each defined list member"). */
function listMembers(v: CompiledVarspec, list: readonly unknown[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < list.length; i++) {
    const m = list[i];
    if (m === undefined || m === null) continue;
    const s = scalarText(m);
    if (s === undefined) throw typeError(v, m, `[${i}]`);
    out.push(s);
  }
  return out;
}

/** The pairs with a defined value (RFC 6570 §2.4.2: "only the defined pairs are present"). */
function assocPairs(v: CompiledVarspec, record: object): [string, string][] {
  const out: [string, string][] = [];
  const entries: Iterable<[unknown, unknown]> =
    record instanceof Map ? record : Object.entries(record as Record<string, unknown>);
  for (const [key, m] of entries) {
    if (typeof key !== "string") throw typeError(v, key, " (a Map key)");
    if (m === undefined || m === null) continue;
    const s = scalarText(m);
    if (s === undefined) throw typeError(v, m, `[${JSON.stringify(key)}]`);
    out.push([key, s]);
  }
  return out;
}

function prefixError(template: string, v: CompiledVarspec, kind: string): UriTemplateError {
  const offset = v.offset + v.name.length;
  return new UriTemplateError({
    kind: "prefix-on-composite",
    template,
    offset,
    message: `prefix modifier ":${v.prefix}" at offset ${offset} on variable ${JSON.stringify(v.name)}, whose value is ${kind}: prefix modifiers are not applicable to composite values (RFC 6570 §2.4.1, §3.2.1)`,
  });
}

function encodeOrThrow(s: string, allowReserved: boolean, template: string, v: CompiledVarspec): string {
  const out = encode(s, allowReserved);
  if (typeof out === "string") return out;
  throw new UriTemplateError({
    kind: "invalid-value",
    template,
    offset: v.offset,
    message: `the value of ${JSON.stringify(v.name)} (offset ${v.offset}) has a lone surrogate at index ${out}: it is not Unicode text and has no UTF-8 encoding (RFC 6570 §1.6)`,
  });
}

/**
 * The expansion of one varspec (without the expression's first/sep strings), or undefined when the
 * variable is undefined (RFC 6570 §2.3, §3.2.1). Appendix A's "if this variable's value is a
 * string / else if no explode modifier is given / else if an explode modifier is given".
 */
export function expandVarspec(
  row: OperatorRow,
  v: CompiledVarspec,
  value: unknown,
  template: string,
): string | undefined {
  if (value === undefined || value === null) return undefined;
  const allow = row.allowReserved;
  // If this variable's value is a string, then
  const text = scalarText(value);
  if (text !== undefined) {
    //   if a prefix modifier is present and the prefix length is less than the value string
    //   length in number of Unicode characters, append that number of characters [...]
    const encoded = encodeOrThrow(v.prefix > 0 ? prefixOf(text, v.prefix) : text, allow, template, v);
    //   if named is true, append the varname [...] and
    //     if the value is empty, append the ifemp string [...]; otherwise, append "=".
    if (row.named) return encoded === "" ? v.name + row.ifemp : v.name + "=" + encoded;
    return encoded;
  }
  if (typeof value !== "object") throw typeError(v, value);
  let items: string[] | undefined;
  let pairs: [string, string][] | undefined;
  if (Array.isArray(value)) items = listMembers(v, value);
  else if (value instanceof Map || isPlainObject(value)) pairs = assocPairs(v, value);
  else throw typeError(v, value);
  // RFC 6570 §2.3: a list with zero (defined) members, an associative array with no defined value,
  // is undefined.
  if ((items ?? pairs)!.length === 0) return undefined;
  if (v.prefix > 0) throw prefixError(template, v, items ? "a list" : "an associative array");
  const enc = (s: string) => encodeOrThrow(s, allow, template, v);
  if (!v.explode) {
    // else if no explode modifier is given: a list appends each defined member, an associative
    // array each pair as "name,value", with "," between them
    const joined = items ? items.map(enc).join(",") : pairs!.map(([k, x]) => enc(k) + "," + enc(x)).join(",");
    // if named is true, append the varname, then ifemp if the value is empty, else "=".
    if (row.named) return joined === "" ? v.name + row.ifemp : v.name + "=" + joined;
    return joined;
  }
  // else if an explode modifier is given: members and pairs joined by sep
  if (items) {
    if (!row.named) return items.map(enc).join(row.sep);
    // if named: each member as "varname=value", or varname + ifemp for an empty member
    return items
      .map((m) => {
        const e = enc(m);
        return e === "" ? v.name + row.ifemp : v.name + "=" + e;
      })
      .join(row.sep);
  }
  // Pairs as "name=value"; RFC 6570 §3.2.1: "or, if the value is the empty string and the expression type
  // does not indicate form-style parameters (i.e., not a "?" or "&" type), simply "name"" — that
  // is name + ifemp for every operator. "Both name and value strings are encoded in the same way
  // as simple string values" (§3.2.1).
  return pairs!
    .map(([k, x]) => {
      const e = enc(x);
      return e === "" ? enc(k) + row.ifemp : enc(k) + "=" + e;
    })
    .join(row.sep);
}

/** One expression: first, then the defined varspecs' expansions separated by sep (Appendix A). */
function expandExpression(template: string, e: CompiledExpression, lookup: Lookup): string {
  const row = e.row;
  if (row === null) throw reservedOperatorError(template, e);
  let out = "";
  let defined = false;
  for (const v of e.varspecs) {
    const s = expandVarspec(row, v, lookup(v.name), template);
    if (s === undefined) continue;
    // If this is the first defined variable for this expression, append the first string [...].
    // Otherwise, append the sep string to the result string.
    out += defined ? row.sep + s : row.first + s;
    defined = true;
  }
  return out;
}

/**
 * Expands a URI Template (RFC 6570, levels 1 to 4) with the given variables. Throws
 * UriTemplateError for an invalid template (kind "syntax", at the offset where it stops matching
 * RFC 6570 §2), an op-reserve operator ("reserved-operator"), a prefix modifier on a composite value
 * ("prefix-on-composite") or a value with a lone surrogate ("invalid-value"); the error's `partial`
 * is RFC 6570 §3's diagnostic result. TypeError for arguments of the wrong type.
 */
export function expand(template: string, variables: Variables): string {
  expectString("template", template);
  const lookup = lookupOf(variables);
  let compiled;
  try {
    compiled = compileTemplate(template);
  } catch (error) {
    if (error instanceof UriTemplateError)
      error.partial = partialOfSyntaxError(template, error.offset, lookup);
    throw error;
  }
  let out = "";
  const parts = compiled.parts;
  for (let i = 0; i < parts.length; i++) {
    const p = parts[i]!;
    if (typeof p === "string") {
      out += p;
      continue;
    }
    try {
      out += expandExpression(template, p, lookup);
    } catch (error) {
      if (error instanceof UriTemplateError) error.partial = diagnosticExpansion(template, lookup);
      throw error;
    }
  }
  return out;
}

/** expand, with template errors returned as values (TypeError still thrown). */
export function safeExpand(template: string, variables: Variables): SafeExpandResult {
  try {
    return { ok: true, value: expand(template, variables) };
  } catch (error) {
    if (error instanceof UriTemplateError) return { ok: false, error };
    throw error;
  }
}

/**
 * RFC 6570 §3: "If an error is encountered in an expression [...] the unprocessed parts of the
 * expression SHOULD be copied to the result unexpanded, processing of the remainder of the
 * template SHOULD continue". Here the whole expression is copied as written.
 */
function diagnosticExpansion(template: string, lookup: Lookup): string {
  const compiled = compileTemplate(template);
  let out = "";
  for (const p of compiled.parts) {
    if (typeof p === "string") out += p;
    else {
      try {
        out += expandExpression(template, p, lookup);
      } catch (error) {
        if (!(error instanceof UriTemplateError)) throw error;
        out += template.slice(p.offset, p.end);
      }
    }
  }
  return out;
}

/**
 * RFC 6570 §3: for a template that does not match the grammar, "the URI reference result SHOULD
 * contain the expanded part of the template followed by the remainder unexpanded". The expanded
 * part ends where the failing expression (or literal) starts.
 */
function partialOfSyntaxError(template: string, offset: number, lookup: Lookup): string {
  const cut = offsetBeforeExpression(template, offset);
  try {
    return diagnosticExpansion(template.slice(0, cut), lookup) + template.slice(cut);
  } catch {
    return template;
  }
}

/** The start of the expression the offset is in (a "{" with no "}" between it and the offset), else the offset. */
function offsetBeforeExpression(template: string, offset: number): number {
  const open = template.lastIndexOf("{", offset);
  if (open === -1) return offset;
  const close = template.indexOf("}", open);
  return close === -1 || close >= offset ? open : offset;
}
