// The word-for-word transcription of an ABNF rule into PEG, by the mapping of docs/abnf-to-peg.md
// §2 (alternatives in the ABNF's order, `*x` as the greedy `x*`, `n*m x` as `x|n..m|`, no guards):
// the "naive PEG" that each `// PEG:` departure of a transcription corrects.
import type { AbnfNode } from "../../compiler/ast.js";
import { pegNameOf } from "./peg-text.js";

function hex(code: number): string {
  // Printable ASCII as itself, for a reader; the rest (and what a class or string escapes) as \u.
  if (code > 0x20 && code < 0x7f && !'\\]^-"'.includes(String.fromCharCode(code)))
    return String.fromCharCode(code);
  return code > 0xffff ? `\\u{${code.toString(16)}}` : `\\u${code.toString(16).padStart(4, "0")}`;
}

/**
 * The naive PEG of a node. `caseInsensitive`: ABNF strings (case-insensitive, RFC 5234 §2.3) as
 * peggy's `"..."i` when they hold a letter; false writes them plain, as a transcriber who forgot
 * RFC 5234 §2.3 would.
 */
export function naivePeg(node: AbnfNode, caseInsensitive: boolean): string {
  const go = (n: AbnfNode): string => {
    switch (n.type) {
      case "alt":
        return `(${n.items.map(go).join(" / ")})`;
      case "cat":
        return `(${n.items.map(go).join(" ")})`;
      case "rep": {
        if (n.max === 0) return `""`;
        const item = go(n.item);
        if (n.min === 0 && n.max === null) return `${item}*`;
        if (n.min === 1 && n.max === null) return `${item}+`;
        if (n.min === 0 && n.max === 1) return `${item}?`;
        if (n.min === n.max) return `${item}|${n.min}|`;
        return `${item}|${n.min === 0 ? "" : n.min}..${n.max === null ? "" : n.max}|`;
      }
      case "ref":
        return pegNameOf(n.name);
      case "str": {
        const s = JSON.stringify(n.value);
        return !n.caseSensitive && caseInsensitive && /[a-z]/i.test(n.value) ? `${s}i` : s;
      }
      case "range":
        return `[${hex(n.from)}-${hex(n.to)}]${n.to > 0xffff ? "u" : ""}`;
      case "chars":
        return `(${n.codes.map((c) => `"${hex(c)}"`).join(" ")})`;
      case "prose":
        return `""`;
    }
  };
  return go(node);
}
