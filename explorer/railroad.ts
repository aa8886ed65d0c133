// A railroad diagram of an ABNF rule, from its syntax tree (compiler/ast.ts), drawn by the
// railroad-diagrams package; the nodes an input's derivation went through carry the class "used".
import type { AbnfNode } from "../compiler/ast.js";
import { abnfOf } from "../src/explain/abnf.js";
import { nodeIndex } from "../src/explain/machine.js";
import * as rr from "railroad-diagrams";

function label(n: AbnfNode): string {
  if (n.type === "str") return JSON.stringify(n.value) + (n.caseSensitive ? "" : "");
  if (n.type === "range") {
    const show = (c: number) =>
      c > 0x20 && c < 0x7f ? String.fromCharCode(c) : `U+${c.toString(16).toUpperCase().padStart(4, "0")}`;
    return `${show(n.from)}–${show(n.to)}  (${n.source})`;
  }
  return abnfOf(n);
}

export function railroad(root: AbnfNode, used: ReadonlySet<number>): string {
  const index = nodeIndex(root);
  const mark = (item: rr.Item, n: AbnfNode): rr.Item => {
    if (used.has(index.get(n)!)) item.attrs.class = `${item.attrs.class ?? ""} used`.trim();
    return item;
  };
  const go = (n: AbnfNode): rr.Item => {
    switch (n.type) {
      case "alt":
        return rr.Choice(0, ...n.items.map(go));
      case "cat":
        return rr.Sequence(...n.items.map(go));
      case "rep": {
        const item = go(n.item);
        if (n.max === 0) return rr.Skip();
        if (n.min === 0 && n.max === 1) return rr.Optional(item);
        if (n.min === 0 && n.max === null) return rr.ZeroOrMore(item);
        if (n.min === 1 && n.max === null) return rr.OneOrMore(item);
        const count =
          n.min === n.max
            ? `${n.min} times`
            : n.max === null
              ? `${n.min} or more`
              : `${n.min} to ${n.max} times`;
        const loop = rr.OneOrMore(item, rr.Comment(count));
        return n.min === 0 ? rr.Optional(loop) : loop;
      }
      case "ref": {
        const item = mark(rr.NonTerminal(n.name), n);
        item.attrs["data-rule"] = n.name;
        return item;
      }
      default:
        return mark(rr.Terminal(label(n)), n);
    }
  };
  return rr.Diagram(go(root)).toString();
}
