// One visitor over the ABNF AST (compiler/ast.ts), the way peggy's lib/compiler/visitor.js is one
// visitor that its passes specialise: a pass names the node types it cares about, and every other
// node is walked into by default. Every walk over the AST in the compiler goes through here.
import type { AbnfNode } from "./ast.js";

type NodeOf<T extends AbnfNode["type"]> = Extract<AbnfNode, { type: T }>;

/** Per node type, what the pass does; `visit` walks into a child (with the pass's own handlers). */
export type Handlers<R> = {
  [T in AbnfNode["type"]]?: (node: NodeOf<T>, visit: (child: AbnfNode) => R) => R;
};

/**
 * A visitor whose unnamed node types walk into their children (alt, cat: each item; rep: its item)
 * and return `fallback` (for a leaf) or the last child's result.
 */
export function visitor<R>(handlers: Handlers<R>, fallback: R): (node: AbnfNode) => R {
  const visit = (node: AbnfNode): R => {
    const handler = handlers[node.type] as ((n: AbnfNode, v: typeof visit) => R) | undefined;
    if (handler) return handler(node, visit);
    switch (node.type) {
      case "alt":
      case "cat": {
        let result = fallback;
        for (const item of node.items) result = visit(item);
        return result;
      }
      case "rep":
        return visit(node.item);
      default:
        return fallback;
    }
  };
  return visit;
}
