// The package's entry point under Node (package.json "exports", condition "node", for `import` and
// `require` alike): the library, with every variant reachable by its id (`{ variant: "rfc2396" }`),
// as a Node program expects, at the start-up cost of RFC 3986 alone.
//
// CommonJS on purpose: a CommonJS module can load a variant's tables when that variant is first
// named (`require`, below), where an ES module can only load all twelve when it is imported. So
// under Node every entry point is the CommonJS build (dist/cjs), and a program holds one copy of the
// library whether it imports or requires it. Browsers, edge runtimes and bundlers get the ES modules
// (src/index.ts: RFC 3986; "uri-grammar/variants": all of them). Copied to dist/cjs/src by
// scripts/build-dist.mjs; the paths below are the CommonJS build's.
"use strict";
// `module.exports = require(...)`: the form in which Node sees the named exports of the module it
// re-exports, when a program imports this one.
module.exports = require("./index.js");

// Static strings, one per variant, so that a bundler targeting Node can follow each of them.
module.exports.registerVariantLoaders({
  "url-draft-1993": () => require("./variants/url-draft-1993.js").urlDraft1993,
  "url-draft-1994": () => require("./variants/url-draft-1994.js").urlDraft1994,
  rfc1738: () => require("./variants/rfc1738.js").rfc1738,
  rfc1808: () => require("./variants/rfc1808.js").rfc1808,
  "draft-fielding-url-syntax-05": () => require("./variants/draft-fielding-url-syntax-05.js").urlSyntax05,
  rfc2396: () => require("./variants/rfc2396.js").rfc2396,
  rfc2732: () => require("./variants/rfc2732.js").rfc2732,
  "draft-fielding-uri-rfc2396bis-01": () =>
    require("./variants/draft-fielding-uri-rfc2396bis-01.js").rfc2396bis01,
  rfc3986: () => require("./variants/rfc3986.js").rfc3986,
  rfc3987: () => require("./variants/rfc3987.js").rfc3987,
  rfc6570: () => require("./variants/rfc6570.js").rfc6570,
  rfc6874: () => require("./variants/rfc6874.js").rfc6874,
});
