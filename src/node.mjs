// The package's entry point under Node (package.json "exports", condition "node", for `import`, and
// for `require` through dist/node/node.js): the library, with every variant reachable by its id
// (`{ variant: "rfc2396" }`), as a Node program expects, at the start-up cost of RFC 3986 alone.
//
// Each variant's tables load when its id is first named: `require` of an ES module (Node 20.19 and
// later) loads it synchronously, which an `import` cannot. The paths below are those of the built
// files beside this one (dist/node/, scripts/build-dist.mjs): one ES module graph, so a program holds
// one copy of the library whether it imports or requires it. Browsers, edge runtimes and bundlers get
// the ES modules of dist/src (src/index.ts: RFC 3986; "uri-grammar/variants": all of them).
//
// Node's `require` is taken from process.getBuiltinModule (Node 20.16 and later; Bun and Deno, which
// resolve the "node" condition, have it too), not from an `import` of node:module: this file then
// imports no Node built-in, and a runtime or bundler that takes it without Node's modules gets the
// library with RFC 3986 (the other variants by importing them, as in dist/src).
import { registerVariantLoaders } from "./index.js";

export * from "./index.js";

const builtin = globalThis.process?.getBuiltinModule?.("node:module");
const load = builtin?.createRequire(import.meta.url);
// Static strings, one per variant, so that a reader (and a bundler targeting Node) can follow them.
if (load !== undefined)
  registerVariantLoaders({
    "url-draft-1993": () => load("./variants/url-draft-1993.mjs").urlDraft1993,
    "url-draft-1994": () => load("./variants/url-draft-1994.mjs").urlDraft1994,
    rfc1738: () => load("./variants/rfc1738.mjs").rfc1738,
    rfc1808: () => load("./variants/rfc1808.mjs").rfc1808,
    "draft-fielding-url-syntax-05": () =>
      load("./variants/draft-fielding-url-syntax-05.mjs").draftFieldingUrlSyntax05,
    rfc2396: () => load("./variants/rfc2396.mjs").rfc2396,
    rfc2732: () => load("./variants/rfc2732.mjs").rfc2732,
    "draft-fielding-uri-rfc2396bis-01": () =>
      load("./variants/draft-fielding-uri-rfc2396bis-01.mjs").draftFieldingUriRfc2396bis01,
    rfc3986: () => load("./variants/rfc3986.mjs").rfc3986,
    rfc3987: () => load("./variants/rfc3987.mjs").rfc3987,
    rfc6570: () => load("./variants/rfc6570.mjs").rfc6570,
    rfc6874: () => load("./variants/rfc6874.mjs").rfc6874,
  });
