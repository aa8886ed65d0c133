// URI Templates (RFC 6570): parseTemplate, expand, safeExpand and match. The input is three lines:
// a template, a URI to match against it, and the variables' values ("|" between values; a value
// "[a,b" is a list, "{k=v,l=w" an associative array, "-" undefined, anything else a string).
// Laws: parseTemplate accepts exactly RFC 6570 §2's URI-Template (isValid, variant rfc6570) and
// otherwise throws UriTemplateError; expand and match throw only UriTemplateError, and expand
// exactly when safeExpand fails; whatever match finds expands back to the URI up to RFC 3986
// §6.2.2.1–2 (docs/uri-template.md; but for its known limit, integer-like keys); and where
// docs/uri-template.md says matching recovers the values (distinct varnames, a literal between
// expressions, no "{.x*}" associative array, keys not integer-like), match finds the variables of
// an expansion and they expand to it exactly.
import { isValid } from "../../../src/index.js";
import { pctNormalize } from "../../../src/template/encode.js";
import {
  expand,
  match,
  parseTemplate,
  safeExpand,
  UriTemplateError,
  type MatchedVariables,
  type UriTemplate,
  type Value,
} from "../../../src/template/index.js";
import { decodeBytes } from "../input.js";
import { attempt, law, show } from "../laws.js";

function valueOf(text: string, prefix: boolean): Value {
  if (text === "-") return undefined;
  if (prefix) return text;
  if (text.startsWith("[")) return text.slice(1).split(",");
  if (text.startsWith("{")) {
    const pairs: Record<string, string> = {};
    for (const item of text.slice(1).split(",")) {
      const eq = item.indexOf("=");
      pairs[eq === -1 ? item : item.slice(0, eq)] = eq === -1 ? "" : item.slice(eq + 1);
    }
    return pairs;
  }
  return text;
}

/** Whether docs/uri-template.md's "Laws, tested" promise match recovers these variables. */
function recoverable(tree: UriTemplate, variables: Record<string, Value>): boolean {
  const names = new Set<string>();
  let afterExpression = false;
  for (const part of tree.parts) {
    if (part.type === "literals") {
      afterExpression = false;
      continue;
    }
    if (afterExpression) return false;
    afterExpression = true;
    for (const v of part.varspecs) {
      if (names.has(v.name)) return false;
      names.add(v.name);
      const value = variables[v.name];
      const assoc = typeof value === "object" && value !== null && !Array.isArray(value);
      if (assoc && Object.keys(value).some((k) => /^(0|[1-9][0-9]*)$/.test(k))) return false;
      if (assoc && part.operator === "." && v.modifier?.type === "explode") return false;
    }
  }
  return true;
}

export function fuzz(data: Uint8Array): void {
  const [template = "", uri = "", values = ""] = decodeBytes(data).split("\n");
  const what = () => `${show(template)} ${show(uri)} ${show(values)}`;
  const tree = attempt("parseTemplate", () => parseTemplate(template), [UriTemplateError]);
  law("parseTemplate ⇔ URI-Template", tree.ok === isValid(template, { variant: "rfc6570" }), what);
  const matched = attempt("match", () => match(template, uri), [UriTemplateError]);
  // docs/uri-template.md's known limit: integer-like keys of an associative array come first in a
  // JavaScript object, so such an answer expands in another order.
  const integerKeys = (found: MatchedVariables): boolean =>
    Object.values(found).some(
      (v) =>
        typeof v === "object" && !Array.isArray(v) && Object.keys(v).some((k) => /^(0|[1-9][0-9]*)$/.test(k)),
    );
  if (matched.ok && matched.value !== null && !integerKeys(matched.value)) {
    const back = attempt("expand", () => expand(template, matched.value!), [UriTemplateError]);
    law(
      "match(t, u) expands back to u (RFC 3986 §6.2.2.1–2)",
      back.ok && pctNormalize(back.value) === pctNormalize(uri),
      () =>
        `${what()}: match gave ${JSON.stringify(matched.value)}, expanding to ${back.ok ? show(back.value) : back.error.message}`,
    );
  }
  if (!tree.ok) {
    law("match throws for an invalid template", !matched.ok, what);
    return;
  }
  const pieces = values.split("|");
  const variables: Record<string, Value> = {};
  let i = 0;
  for (const part of tree.value.parts) {
    if (part.type !== "expression") continue;
    for (const v of part.varspecs)
      if (!(v.name in variables))
        variables[v.name] = valueOf(pieces[i++ % pieces.length]!, v.modifier?.type === "prefix");
  }
  const expanded = attempt("expand", () => expand(template, variables), [UriTemplateError]);
  const safe = attempt("safeExpand", () => safeExpand(template, variables), []);
  if (!safe.ok) return;
  law("expand throws ⇔ safeExpand fails", expanded.ok === safe.value.ok, what);
  if (!expanded.ok || !safe.value.ok) return;
  law("expand = safeExpand", expanded.value === safe.value.value, what);
  if (!recoverable(tree.value, variables)) return;
  const u = expanded.value;
  const found = attempt("match", () => match(template, u), []);
  law(
    "match finds the variables of an expansion",
    found.ok && found.value !== null,
    () => `${what()}: ${show(u)}`,
  );
  if (!found.ok || found.value === null) return;
  const again = attempt("expand", () => expand(template, found.value!), []);
  law(
    "expand(t, match(t, expand(t, v))) === expand(t, v)",
    again.ok && again.value === u,
    () => `${what()}: ${show(u)}, match gave ${JSON.stringify(found.value)}`,
  );
}
